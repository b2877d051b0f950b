"""A correspondence table's clocks under its table picture (renderers/clocks.py): a real PNG,
taller than the game's own by the band, told in the alt text, and a picture key of its own."""

from __future__ import annotations

import io

import pytest
from PIL import Image

import engine
import renderers


def clocked(game: str, players: int) -> tuple[dict, dict]:
    view = dict(engine.new_game(game, [f"P{i}" for i in range(players)], seed=3).view(None))
    band = [{"seat": i, "name": f"P{i}", "left": f"{i + 1} days", "deciding": i == 0}
            for i in range(players)]
    return view, {**view, "clocks": band}


@pytest.mark.parametrize(("game", "players"), [("wildcards", 2), ("wildlife", 3),
                                               ("evolution", 4)])
def test_the_band_is_drawn_under_the_game_s_picture(game: str, players: int) -> None:
    plain, with_clocks = clocked(game, players)
    bare = Image.open(io.BytesIO(renderers.render_table(game, plain, "en") or b""))
    band = Image.open(io.BytesIO(renderers.render_table(game, with_clocks, "en") or b""))
    assert band.width == bare.width and band.height > bare.height + 40
    assert band.crop((0, 0, bare.width, bare.height)).convert("RGB").tobytes() == \
        bare.convert("RGB").tobytes(), "the game's picture itself is unchanged"
    assert renderers.picture_key("table", game, plain) != \
        renderers.picture_key("table", game, with_clocks)


@pytest.mark.parametrize(("lang", "words"), [("en", "Time left: P0 1 days (deciding)"),
                                             ("nl", "Resterende tijd: P0 1 days (beslist nu)"),
                                             ("de", "Verbleibende Zeit: P0 1 days (entscheidet)")])
def test_the_alt_text_says_each_clock(lang: str, words: str) -> None:
    _, with_clocks = clocked("wildcards", 2)
    text = renderers.describe("table", "wildcards", with_clocks, lang)
    assert words in text and "P1 2 days" in text, text
