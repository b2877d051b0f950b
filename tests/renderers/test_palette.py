"""Pictures are mapped onto a fixed palette per game (built once from the colours the renderers
draw with) instead of a palette computed per picture; the colours stay as drawn
(docs/renderers.md, "Choices": PNG and palettes)."""

from __future__ import annotations

import io

from PIL import Image, ImageChops, ImageStat

from renderers import evolution, result, wildcards, wildlife
from renderers.common import encode_png

MODULES = {"wildlife": wildlife, "wildcards": wildcards, "evolution": evolution}


def mean_error(image: Image.Image, data: bytes) -> float:
    """Mean absolute difference per channel (0–255) between a drawing and its PNG."""
    back = Image.open(io.BytesIO(data)).convert("RGB")
    return sum(ImageStat.Stat(ImageChops.difference(image, back)).mean) / 3


def test_pictures_keep_their_colours(found) -> None:
    """For every position of random games the PNG differs from the drawing by less than one
    unit per channel on average (a forgotten colour would cost far more), and the palette is
    the same object for every picture of a game (built once)."""
    game, state, positions = found
    module = MODULES[game]
    assert module.palette() is module.palette()
    for table_view, _, seat_view in positions[::3]:
        for image in (module.table_image(table_view), module.hand_image(seat_view)):
            assert mean_error(image, encode_png(image, module.palette())) < 1.0
    image = result.result_image(game, state.result())
    assert mean_error(image, result.render(game, state.result())) < 1.0


def test_listed_colours_come_back_as_drawn() -> None:
    """Every colour a module lists comes back from its palette within a few units (a near
    twin may stand for it, Pillow's nearest-entry lookup works in 4-unit cells), the shared
    colours exactly."""
    from renderers.common import APART, COMMON_COLORS, make_palette
    for module in (*MODULES.values(), result):
        listed = list(dict.fromkeys((*COMMON_COLORS, *module.COLORS, *module.INKS)))
        image = Image.new("RGB", (len(listed), 1))
        image.putdata(listed)
        back = Image.open(io.BytesIO(encode_png(image, make_palette(module.COLORS,
                                                                    module.INKS))))
        seen = list(back.convert("RGB").get_flattened_data())
        for colour, got in zip(listed, seen, strict=True):
            assert max(abs(a - b) for a, b in zip(colour, got, strict=True)) < 2 * APART, \
                (module.__name__, colour, got)
        assert seen[:len(COMMON_COLORS)] == list(COMMON_COLORS)
