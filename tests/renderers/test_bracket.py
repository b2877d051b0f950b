"""A knockout's bracket picture (renderers/bracket.py): every word readable as Discord
displays it (desktop and phone boxes: test_readable.py),
in every language, with long names and a field of 32 (cut by rounds into pictures sent
together); the alt text says every table in the picture's order, who went on, the byes and
the champion."""

from __future__ import annotations

import pytest

from renderers import bracket, common
from tests.renderers.test_readable import unreadable
from words import LANGUAGES

LONG = "Bartholomew Fitzgerald-Smythe"


def field(count: int) -> dict:
    """A finished knockout of ``count`` at tables of two, the first seat going on."""
    names = [LONG if i % 3 == 1 else f"p{i}" for i in range(count)]
    rounds, alive, number = [], names, 1
    while len(alive) > 1:
        byes = alive[:1] if len(alive) % 2 else []
        rest = alive[len(byes):]
        tables = [{"seats": [rest[i], rest[-1 - i]], "winner": 0, "done": True}
                  for i in range(len(rest) // 2)]
        rounds.append({"number": number, "tables": tables, "byes": byes,
                       "final": len(rest) == 2 and not byes})
        alive = byes + [t["seats"][0] for t in tables]
        number += 1
    rounds[0]["tables"].append({"seats": ["Dee", None], "winner": None, "done": True})
    return {"title": "Wild Cards · knockout", "rounds": rounds, "champion": alive[0]}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("count", [5, 16, 32])
def test_every_word_is_readable_as_displayed(lang: str, count: int) -> None:
    seats = 0
    for page in bracket.pages(field(count)):
        with common.recording() as drawn:
            png = bracket.draw(page, lang)
        seats += len([d for d in drawn if d.shown.strip()])
        assert unreadable(png, drawn) == []
    assert seats > count, "every seat is drawn"


def test_a_small_field_is_one_picture_and_a_large_one_is_cut_by_rounds() -> None:
    assert bracket.pages(field(16)) == [field(16)]
    view = field(32)
    parts = bracket.pages(view)
    assert len(parts) == 2
    assert [r["number"] for p in parts for r in p["rounds"]] == [
        r["number"] for r in view["rounds"]], "every round once, in order"
    assert [p["champion"] for p in parts] == [None, view["champion"]]
    said = [bracket.describe(p, "en") for p in parts]
    assert said[0].startswith("Wild Cards · knockout: Bracket, part 1 of 2. Round 1:")
    assert said[1].endswith(f"Champion: {view['champion']}.")
    assert bracket.describe(parts[1], "nl").startswith("Wild Cards · knockout: Schema, deel 2")


def test_the_alt_text_says_every_table_in_order() -> None:
    said = bracket.describe(field(5), "en")
    assert said.startswith("Wild Cards · knockout: Bracket. Round 1:")
    assert "Byes: p0." in said and "Dee – AI: an AI seat won; nobody went on." in said
    assert said.index("Round 1:") < said.index("Round 2:") < said.index("Final:")
    assert said.endswith("Champion: p0.")
    assert "Sieger: p0." in bracket.describe(field(5), "de")
