"""The PNG compression level follows the zlib the process loads (renderers/common.py,
``png_level``); the level changes the bytes' size and time, never the pixels."""

from __future__ import annotations

import io

from PIL import Image, features

import renderers
from renderers.common import encode_png
from renderers.png import PNG_LEVEL, ZLIB_LEVEL, ZLIB_NG_LEVEL, png_level
from renderers.wildlife import hand_image, palette


def test_zlib_ng_is_told_apart_by_the_version_the_loaded_library_gives() -> None:
    assert png_level("1.2.13") == ZLIB_LEVEL == 3
    assert png_level("1.3.1.zlib-ng") == ZLIB_NG_LEVEL == 2
    assert png_level(None) == PNG_LEVEL == png_level(features.version("zlib"))


def test_every_level_gives_the_same_pixels() -> None:
    import engine

    state = engine.new_game("wildlife", ["Ann", "Bob"], seed=2)
    image = hand_image(state.view(0))
    pixels = {level: Image.open(io.BytesIO(encode_png(image, palette(), level))).tobytes()
              for level in (1, 2, 3, PNG_LEVEL)}
    assert len(set(pixels.values())) == 1
    drawn = renderers.render_hand("wildlife", state.view(0))
    assert drawn is not None and Image.open(io.BytesIO(drawn)).tobytes() == pixels[3]
