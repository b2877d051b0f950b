"""The WildLife island as a picture: terrain colours, area outlines, the column letters and row
numbers along its edges (the names the commands use: "D7" is column D, row 7). The areas are
told apart by their outline and terrain (a big and a small one of each); their names would not
be readable in spaces this small, so the big scoring and the channel's text name them.

This static layer depends only on the fixed map of ``engine.wildlife.board`` (docs/wildlife.md)
(it draws no word, so it is alike in every language), so it is drawn once per process and
copied for every table picture and choice crop. Tiles, markers and the last action are drawn on the
copy by ``renderers.wildlife.board``.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.wildlife.board import COLUMNS, SPACE_AREA, coords, space_terrain
from renderers.common import Color, draw_text, shade
from words import DEFAULT, LANGUAGES

#: every WildLife picture's most width and height, and the least text size in it: Discord shows
#: a picture at min(1, 550 / w, 350 / h) on desktop and min(1, 300 / w, 560 / h) on a phone,
#: so 18 px text in at most 770 x 700 is 9 px on desktop and 7 px on a phone
#: (docs/renderers.md, "The box Discord shows a picture in")
PICTURE_W = 770
PICTURE_H = 700
SMALLEST = 18
CELL = 34            # px per square space: a tile of 31 px with its 18 px letter fits
HEADER = 22          # column letters above, row numbers left
ROWS = 9
MAP_W = HEADER + CELL * len(COLUMNS) + 8
MAP_H = HEADER + CELL * ROWS + 8

#: terrain colours, apart in lightness as well as hue so that every pair stays distinguishable
#: under simulated deuteranopia and protanopia (tests/renderers/test_colour_blind.py)
TERRAIN_COLORS: dict[str, Color] = {
    "Forest": (50, 105, 50),
    "Desert": (248, 234, 184),
    "Savanna": (196, 196, 82),
    "Steppe": (176, 126, 86),
    "Mountains": (128, 124, 132),
    "Water": (66, 132, 202),
}
SEA: Color = (204, 224, 234)
SEA_WAVE: Color = (184, 208, 222)
AREA_EDGE: Color = (28, 26, 24)

#: where each area's small-scoring marker sits once it is taken: on the line between the bottom
#: of this space and of the space right of it, both of the area, near the area's middle
LABEL_AT: dict[str, str] = {
    "M": "C1", "m": "F2", "w": "H1", "F": "B4", "f": "D5", "W": "H3",
    "T": "F5", "t": "J5", "s": "B7", "S": "D8", "d": "J7", "D": "G9",
}
MARKER_R = 12        # the marker's radius: its value at 18 px fits inside

#: what the static layer draws with: the sea, terrains and their grid lines
MAP_COLORS: tuple[Color, ...] = (
    SEA, SEA_WAVE, AREA_EDGE, *TERRAIN_COLORS.values(),
    *(shade(c, 0.78) for c in TERRAIN_COLORS.values()))


def cell_box(space: str) -> tuple[int, int, int, int]:
    """Pixel box of a space in the map layer (left, top, right, bottom)."""
    c, r = coords(space)
    x = HEADER + c * CELL
    y = HEADER + (r - 1) * CELL
    return x, y, x + CELL, y + CELL


def tile_centre(space: str) -> tuple[float, float]:
    """Where a tile sits: the middle of its space."""
    x0, y0, _, _ = cell_box(space)
    return x0 + CELL / 2, y0 + CELL / 2


def marker_centre(area: str) -> tuple[float, float]:
    """Where ``area``'s small-scoring marker sits: between the bottoms of its two marker
    spaces, over the tiles' edges (it is drawn after them)."""
    _, _, x1, y1 = cell_box(LABEL_AT[area])
    return x1, y1 - MARKER_R - 2


def marker_box(area: str) -> tuple[int, int, int, int]:
    """The box the marker of ``area`` covers."""
    x, y = marker_centre(area)
    r = MARKER_R + 2
    return int(x - r), int(y - r), int(x + r + 1), int(y + r + 1)


def _check_labels() -> None:
    for area, space in LABEL_AT.items():
        c, r = coords(space)
        right = f"{COLUMNS[c + 1]}{r}"
        if SPACE_AREA.get(space) != area or SPACE_AREA.get(right) != area:
            raise ValueError(f"the marker of area {area} must sit on two of its spaces")


@lru_cache(maxsize=len(LANGUAGES))
def base_layer(lang: str = DEFAULT) -> Image.Image:
    """The island without anything on it, for pictures in ``lang`` (its letters and numbers
    are alike in every language; cached; callers must copy before drawing)."""
    del lang
    _check_labels()
    image = Image.new("RGB", (MAP_W, MAP_H), SEA)
    draw = ImageDraw.Draw(image)
    # sea waves, so sea never looks like the Water terrain
    for y in range(HEADER + 8, MAP_H, 18):
        for x in range(HEADER + (y // 18 % 2) * 12, MAP_W, 26):
            draw.arc((x, y, x + 12, y + 8), 200, 340, fill=SEA_WAVE, width=2)
    # headers: the same names the commands use
    for c, letter in enumerate(COLUMNS):
        draw_text(draw, (HEADER + c * CELL + CELL / 2, HEADER / 2), letter, SMALLEST, bold=True,
                  anchor="mm")
    for r in range(1, ROWS + 1):
        draw_text(draw, (HEADER / 2, HEADER + (r - 1) * CELL + CELL / 2), str(r), SMALLEST,
                  bold=True, anchor="mm")
    # spaces: terrain colour and a thin grid (a name per space, or per area, would be
    # unreadable at Discord's size; the edges name the columns and rows)
    for space in SPACE_AREA:
        color = TERRAIN_COLORS[space_terrain(space)]
        x0, y0, x1, y1 = cell_box(space)
        draw.rectangle((x0, y0, x1, y1), fill=color)
        draw.rectangle((x0, y0, x1, y1), outline=shade(color, 0.78), width=1)
    # area outlines: a thick line wherever a space borders another area or the sea
    for space, area in SPACE_AREA.items():
        x0, y0, x1, y1 = cell_box(space)
        c, r = coords(space)
        sides = {
            (0, -1): (x0, y0, x1, y0), (1, 0): (x1, y0, x1, y1),
            (0, 1): (x0, y1, x1, y1), (-1, 0): (x0, y0, x0, y1),
        }
        for (dc, dr), line in sides.items():
            nc = c + dc
            other = SPACE_AREA.get(f"{COLUMNS[nc]}{r + dr}") if 0 <= nc < len(COLUMNS) else None
            if other != area:
                draw.line(line, fill=AREA_EDGE, width=3)
    return image
