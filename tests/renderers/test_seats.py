"""A player is one seat on every picture: the same colour on the table and in the story chart,
the same letter in every reader's language, and the final table names the winner."""

from __future__ import annotations

import io

import pytest
from PIL import Image

import renderers
from bot.core.story import story
from renderers import common
from renderers.result import winner_text
from tests.renderers.conftest import positions
from words import LANGUAGES

#: the games whose table draws each seat in its colour (Wild Cards' rows carry no colour)
COLOURED = ("wildlife", "evolution")


def colours_in(png: bytes) -> set[tuple[int, int, int]]:
    return {c for _, c in Image.open(io.BytesIO(png)).convert("RGB").getcolors(1 << 20)}


@pytest.mark.parametrize("game", COLOURED)
def test_a_seat_is_one_colour_on_the_table_and_in_the_story(game: str) -> None:
    """Each seat's line in the story chart has a colour the table picture of the same game
    draws, and no two seats share one."""
    state, _ = positions(game, 4, ())
    told = {**story(state, "en"), "title": game}
    lines = [tuple(c) for c in told["colours"]]
    assert len(set(lines)) == len(lines) == 4
    table = colours_in(renderers.render_table(game, state.view(None), "en") or b"")
    chart = colours_in(renderers.render_story(game, told, "en") or b"")
    assert set(lines) <= table and set(lines) <= chart


def test_a_wildlife_seat_has_one_letter_in_every_language() -> None:
    """A tile's letter is the seat's (A, B, …), not its organism's initial in the reader's
    language (Crocodile C on the English table, Krokodil K in a German DM)."""
    from renderers.wildlife.seats import seat_letter
    state, found = positions("wildlife", 6, ())
    view = state.view(None)
    assert all(s.get("organism") for s in view["seats"])
    for seat in range(6):
        letters = {seat_letter(view, seat, lang) for lang in LANGUAGES}
        assert letters == {common.seat_letter(seat)}


@pytest.mark.parametrize("game", ["wildlife", "wildcards", "evolution"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_final_table_names_the_winner(game: str, lang: str) -> None:
    state, _ = positions(game, 3, ())
    assert state.is_over()
    winner = winner_text(state.result()["ranking"], lang)
    with common.recording() as drawn:
        renderers.render_table(game, state.view(None), lang)
    assert winner and any(winner in d.text for d in drawn)
