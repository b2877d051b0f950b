"""The legend at the foot of the WildLife table: what its letters, colours and marks mean (the
adaptation levels, the terrains and their symbols, the stat columns' symbols, the start order,
the last move's frame, the markers that call a big scoring).

It depends on the language and the width only, so it is drawn once per process and language
(``legend_image``, cached) and pasted under every table."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from PIL import Image, ImageDraw

from renderers.common import (
    BACKGROUND,
    FAINT,
    HIGHLIGHT,
    PANEL_EDGE,
    draw_text,
    readable_on,
    shade,
    text_width,
)
from renderers.wildlife.cards import draw_terrain_icon
from renderers.wildlife.map import SMALLEST, TERRAIN_COLORS
from renderers.wildlife.panels import STATS, stat_icon
from renderers.wildlife.tracks import BIG_FILL
from words import DEFAULT, LANGUAGES, tr

ROW_H = 26                   # one row of the legend
PART_GAP = 24                # between its parts
ITEM_GAP = 10                # between the items of a part
PAD = 4                      # left and right of the rows
SIZE = SMALLEST
LEVEL_CODES = ("none", "migrate", "expand", "attack")
TERRAINS = ("Forest", "Desert", "Savanna", "Steppe", "Mountains", "Water")
STAT_KEYS = {"food": "wl-pic-key-food", "supply": "wl-pic-key-supply",
             "on_board": "wl-pic-key-board"}

#: an item of the legend: its width and how it draws itself at (x, the row's middle)
Item = tuple[int, Callable[[ImageDraw.ImageDraw, int, int], None]]


def _text(text: str, bold: bool = False) -> Item:
    width = text_width(text, SIZE, bold)

    def paint(draw: ImageDraw.ImageDraw, x: int, cy: int) -> None:
        draw_text(draw, (x, cy), text, SIZE, bold=bold, anchor="lm")
    return width, paint


def _level(lang: str, level: str) -> Item:
    letter = tr(lang, "wl-level-letter", level=level)
    name = tr(lang, "wl-level", level=level)
    chip = max(26, text_width(letter, SIZE, True) + 8)

    def paint(draw: ImageDraw.ImageDraw, x: int, cy: int) -> None:
        draw.rounded_rectangle((x, cy - 11, x + chip, cy + 11), radius=5, fill=FAINT)
        draw_text(draw, (x + chip / 2, cy), letter, SIZE, bold=True, anchor="mm")
        draw_text(draw, (x + chip + 6, cy), name, SIZE, anchor="lm")
    return chip + 6 + text_width(name, SIZE), paint


def _terrain(lang: str, terrain: str) -> Item:
    name = tr(lang, "wl-terrain", terrain=terrain)
    color = TERRAIN_COLORS[terrain]

    def paint(draw: ImageDraw.ImageDraw, x: int, cy: int) -> None:
        draw.rounded_rectangle((x, cy - 11, x + 28, cy + 11), radius=5, fill=color,
                               outline=shade(color, 0.6))
        draw_terrain_icon(draw, terrain, (x + 14, cy), 8, ink=readable_on(color))
        draw_text(draw, (x + 33, cy), name, SIZE, anchor="lm")
    return 33 + text_width(name, SIZE), paint


def _stat(lang: str, stat: str) -> Item:
    name = tr(lang, STAT_KEYS[stat])

    def paint(draw: ImageDraw.ImageDraw, x: int, cy: int) -> None:
        stat_icon(draw, stat, (x + 10, cy), 9)
        draw_text(draw, (x + 24, cy), name, SIZE, anchor="lm")
    return 24 + text_width(name, SIZE), paint


def _big(text: str) -> Item:
    def paint(draw: ImageDraw.ImageDraw, x: int, cy: int) -> None:
        draw.regular_polygon((x + 11, cy, 11), 8, fill=BIG_FILL, outline=HIGHLIGHT, width=2)
        draw_text(draw, (x + 28, cy), text, SIZE, anchor="lm")
    return 28 + text_width(text, SIZE), paint


def _last(text: str) -> Item:
    def paint(draw: ImageDraw.ImageDraw, x: int, cy: int) -> None:
        draw.rectangle((x, cy - 10, x + 20, cy + 10), outline=HIGHLIGHT, width=4)
        draw_text(draw, (x + 27, cy), text, SIZE, anchor="lm")
    return 27 + text_width(text, SIZE), paint


def legend_parts(lang: str = DEFAULT) -> list[list[Item]]:
    """The legend's parts, each a list of items kept whole, the most needed first (a table
    with little room shows the first rows only): the stat columns' symbols, the adaptation
    levels, the BIG note, the terrains (the players' table heads its level columns with their
    symbols), the start order, the last move's mark."""
    return [[_stat(lang, stat) for stat in STATS],
            [_text(tr(lang, "wl-pic-legend-adaptation"), bold=True),
             *(_level(lang, level) for level in LEVEL_CODES)],
            [_big(tr(lang, "wl-pic-big-note"))],
            [_terrain(lang, terrain) for terrain in TERRAINS],
            [_text(tr(lang, "wl-pic-legend-order"))],
            [_last(tr(lang, "wl-pic-legend-last"))]]


def legend_rows(lang: str, width: int) -> list[list[tuple[int, Item]]]:
    """The items flowed into rows of ``width`` px, each with its x: a part starts a new row
    when it does not fit whole beside the last, and a part wider than a row breaks between
    its items."""
    rows: list[list[tuple[int, Item]]] = [[]]
    x = 0
    for part in legend_parts(lang):
        whole = sum(w for w, _ in part) + ITEM_GAP * (len(part) - 1)
        if rows[-1] and x + PART_GAP + whole > width:
            rows.append([])
            x = 0
        elif rows[-1]:
            x += PART_GAP
        for k, item in enumerate(part):
            if k and x + ITEM_GAP + item[0] > width:
                rows.append([])
                x = 0
            elif k:
                x += ITEM_GAP
            rows[-1].append((x, item))
            x += item[0]
    return rows


@lru_cache(maxsize=2 * len(LANGUAGES))
def legend_image(lang: str = DEFAULT, width: int = 758) -> Image.Image:
    """The legend ``width`` px wide in ``lang``, drawn once and pasted (callers must not draw
    on it)."""
    rows = legend_rows(lang, width - 2 * PAD)
    image = Image.new("RGB", (width, 6 + ROW_H * len(rows)), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.line((0, 0, width, 0), fill=PANEL_EDGE, width=1)
    for r, row in enumerate(rows):
        cy = 3 + r * ROW_H + ROW_H // 2
        for x, (_, paint) in row:
            paint(draw, PAD + x, cy)
    return image
