"""Every picture kind renders from views of random positions at every phase, for every player
count, in the size and format docs/renderers.md ("Choices") gives."""

from __future__ import annotations

import io

from PIL import Image

import renderers
from renderers.common import encode_png, make_palette

#: the result is 770 px wide in every game (laid out for Discord's box)
WIDTH = 770
#: every game's table and hand is 770 px wide (at most about 700 tall: their 18 px words are
#: 9 px in Discord's 550 x 350 desktop box and 7 px in a 300 x 560 phone box; docs/renderers.md,
#: "The box Discord shows a picture in")
TABLE_WIDTH = {"wildlife": 770, "wildcards": 770, "evolution": 770}
HAND_WIDTH = {"wildlife": 770, "wildcards": 770, "evolution": 770}
MAX_HEIGHT = 4000


def open_png(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    image.load()
    return image


def test_table_and_hand_render_at_every_situation(found) -> None:
    """Table pictures from the spectator's view, hand pictures from the seat's view, for the
    first position of every situation of a random game; PNG, the widths of ``TABLE_WIDTH``
    and ``HAND_WIDTH``; the WildLife table under 400 KB."""
    game, _, positions = found
    for table_view, seat, seat_view in positions:
        data = renderers.render_table(game, table_view)
        table = open_png(data)
        assert table.width == TABLE_WIDTH[game] and 200 < table.height <= MAX_HEIGHT
        if game == "wildlife":
            assert len(data) < 400_000
        hand = open_png(renderers.render_hand(game, seat_view))
        assert hand.width == HAND_WIDTH[game] and 200 < hand.height <= MAX_HEIGHT, (game, seat)


def test_result_renders_from_result_and_from_final_view(found) -> None:
    """The final result picture takes ``State.result()`` or a view holding it (the games' final
    views do), and both give the same picture."""
    game, state, _ = found
    from_result = renderers.render_result(game, state.result())
    assert open_png(from_result).width == WIDTH
    assert renderers.render_result(game, state.view(None)) == from_result


def test_png_is_a_palette_image_that_opens() -> None:
    """encode_png writes a real PNG (palette mode, smaller on a phone) that Pillow reads back
    with its colours: the palette's own colours exactly."""
    image = Image.new("RGB", (40, 30), (10, 200, 30))
    image.paste((0, 158, 115), (0, 0, 20, 30))
    back = open_png(encode_png(image, make_palette(((10, 200, 30),), ())))
    assert back.mode == "P" and back.size == (40, 30)
    assert back.convert("RGB").getpixel((5, 5)) == (0, 158, 115)      # a common colour
    assert back.convert("RGB").getpixel((30, 5)) == (10, 200, 30)     # the picture's own


def test_unknown_game_is_refused() -> None:
    for render in (renderers.render_table, renderers.render_hand, renderers.render_result):
        try:
            render("chess", {})
        except ValueError as exc:
            assert "chess" in str(exc)
        else:
            raise AssertionError("an unknown game must be refused")


def test_big_scoring_picture_only_after_a_big_scoring(found) -> None:
    """WildLife's renderer has the big-scoring hook: a picture of the last big scoring once
    one happened (every random game here reaches the end, so at least one); the other
    renderers have no hook, so their games get None."""
    game, state, positions = found
    first_view = positions[0][0]
    if game != "wildlife":
        assert renderers.render_scoring(game, state.view(None)) is None
        return
    assert renderers.render_scoring(game, first_view) is None
    assert open_png(renderers.render_scoring(game, state.view(None))).width == TABLE_WIDTH[game]


def test_pictures_are_the_same_when_drawn_from_several_threads(positions_of) -> None:
    """The bot may render in a thread pool: threads drawing at once give the same bytes as one
    thread (the shared font faces are locked, the caches hold finished results only)."""
    from concurrent.futures import ThreadPoolExecutor
    game = "evolution"  # one title suffices: the shared parts are common to all
    views = [table_view for table_view, _, _ in positions_of(game, 3, ())[1]]
    alone = [renderers.render_table(game, v) for v in views]
    with ThreadPoolExecutor(max_workers=4) as pool:
        together = list(pool.map(lambda v: renderers.render_table(game, v), views * 2))
    assert together == alone * 2
