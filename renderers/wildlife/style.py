"""What every WildLife picture shares: its width, its title band, and the palette made of every
colour the WildLife picture modules draw with."""

from __future__ import annotations

from PIL import Image

from renderers.common import Color, make_palette, shade
from renderers.wildlife.auction import BID_HIGH, BID_IN
from renderers.wildlife.cards import CARD_COLORS
from renderers.wildlife.choice import FOCUS
from renderers.wildlife.map import MAP_COLORS, PICTURE_W, TERRAIN_COLORS
from renderers.wildlife.panels import ABILITY_FILL
from renderers.wildlife.seats import NO_SEAT, ORGANISM_RGB

WIDTH = PICTURE_W            # the table
HAND_WIDTH = PICTURE_W       # the hand, with or without a map crop
TITLE_FILL: Color = (44, 74, 56)
TITLE_H = 56

#: every colour a WildLife picture draws with, for its palette (a forgotten one shows in
#: tests/renderers/test_palette.py)
COLORS: tuple[Color, ...] = (
    *MAP_COLORS, *CARD_COLORS, *ORGANISM_RGB.values(), TITLE_FILL, NO_SEAT, ABILITY_FILL,
    BID_HIGH, BID_IN, FOCUS, *(shade(c, 0.6) for c in TERRAIN_COLORS.values()))
INKS: tuple[Color, ...] = (FOCUS,)


def palette() -> Image.Image:
    """The palette every WildLife picture is encoded with (built once, ``make_palette``)."""
    return make_palette(COLORS, INKS)
