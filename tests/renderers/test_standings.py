"""The tournament standings picture (renderers/standings.py): every word readable as Discord
displays it (desktop and phone boxes: test_readable.py),
in every language, with long names, half points and notes; the alt text says
every row in the picture's order."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from renderers import common, standings
from tests.renderers.test_readable import unreadable
from words import LANGUAGES


def view(rows: int = 12) -> dict:
    names = ["Ann", "Bartholomew Fitzgerald-Smythe", "ÇağlarÖzdemirÇağlarÖzdemirÇağ", "Dee"]
    notes = ["", "tour-note-dropped", "tour-note-ai", "tour-note-out"]
    return {"title": "Wild Cards · Swiss", "round": 2, "rounds": 3, "final": False,
            "rows": [{"place": i + 1, "name": names[i % 4], "note": notes[i % 4],
                      "points": 9 - i / 2, "buchholz": 30.5 - i, "score": 120 - 7 * i}
                     for i in range(rows)]}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_word_is_readable_as_displayed(lang: str) -> None:
    with common.recording() as drawn:
        png = standings.draw(view(), lang)
    assert len([d for d in drawn if d.shown.strip()]) > 12 * 5, \
        "every row's place, name, note and figures are drawn"
    assert unreadable(png, drawn) == []


def test_the_alt_text_says_every_row_in_order() -> None:
    said = standings.describe(view(4), "en")
    assert said.startswith("Wild Cards · Swiss: After round 2 of 3.")
    assert said.index("1. Ann: points 9") < said.index("2. Bartholomew") < said.index("4. Dee")
    assert "(dropped out)" in said and "Buchholz 30.5" in said
    assert "Punkte 8,5" in standings.describe(view(4), "de")


def test_a_final_picture_says_so() -> None:
    final = {**view(2), "final": True}
    assert standings.subtitle(final, "nl") == "Eindstand"
    assert Image.open(io.BytesIO(standings.draw(final, "nl"))).height < \
        Image.open(io.BytesIO(standings.draw(view(12), "nl"))).height
