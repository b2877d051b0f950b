"""What every WildLife picture shares: its width, its title band, and the palette made of every
colour the WildLife picture modules draw with."""

from __future__ import annotations

from PIL import Image, ImageDraw

from renderers.common import (
    BLACK,
    SUBTITLE,
    WHITE,
    Color,
    draw_text,
    make_palette,
    shade,
    text_width,
)
from renderers.wildlife.cards import CARD_COLORS
from renderers.wildlife.map import MAP_COLORS, PICTURE_H, PICTURE_W, SMALLEST, TERRAIN_COLORS
from renderers.wildlife.panels import ABILITY_FILL, ON_TURN
from renderers.wildlife.seats import NO_SEAT, ORGANISM_RGB
from renderers.wildlife.tracks import BIG_FILL

WIDTH = PICTURE_W            # the table
HAND_WIDTH = PICTURE_W       # the hand, with or without a map crop
TITLE_FILL: Color = (44, 74, 56)
TITLE_H = 40
#: the most any WildLife picture may be tall (with ``PICTURE_W``: docs/renderers.md)
MAX_H = PICTURE_H

#: every colour a WildLife picture draws with, for its palette (a forgotten one shows in
#: tests/renderers/test_palette.py)
COLORS: tuple[Color, ...] = (
    *MAP_COLORS, *CARD_COLORS, *ORGANISM_RGB.values(), TITLE_FILL, NO_SEAT, ABILITY_FILL,
    BLACK, ON_TURN, BIG_FILL,
    *(shade(c, 0.6) for c in TERRAIN_COLORS.values()))
#: the focus frame and tabs of a choice (black)
INKS: tuple[Color, ...] = (BLACK,)


def palette() -> Image.Image:
    """The palette every WildLife picture is encoded with (built once, ``make_palette``)."""
    return make_palette(COLORS, INKS)


def title_band(draw: ImageDraw.ImageDraw, width: int, title: str, subtitle: str = "") -> int:
    """The green band across the top: the title, and a status at its right while both fit at
    a readable size (the status first gives way); returns the band's height."""
    draw.rectangle((0, 0, width, TITLE_H), fill=TITLE_FILL)
    sub_w = text_width(subtitle, SMALLEST) if subtitle else 0
    title_w = text_width(title, 22, True)
    if subtitle and title_w + sub_w + 44 > width:
        subtitle = ""
    draw_text(draw, (12, TITLE_H / 2), title, 22, fill=WHITE, bold=True, anchor="lm",
              max_width=width - 24 - (sub_w + 20 if subtitle else 0), min_size=SMALLEST)
    if subtitle:
        draw_text(draw, (width - 12, TITLE_H / 2), subtitle, SMALLEST, fill=SUBTITLE,
                  anchor="rm")
    return TITLE_H
