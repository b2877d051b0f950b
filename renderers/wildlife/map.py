"""The WildLife island as a picture: terrain colours, area outlines and names, the column
letters and row numbers along its edges (the names the commands use: "D7" is column D, row 7).

This static layer depends only on the fixed map of ``engine.wildlife.board`` (docs/wildlife.md)
and the language of its area names, so it is drawn once per process and language and copied
for every table picture and choice crop. Tiles, markers and the last action are drawn on the
copy by ``renderers.wildlife.board``.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.wildlife.board import AREAS, COLUMNS, SPACE_AREA, coords, space_terrain
from renderers.common import INK, WHITE, Color, draw_text, shade
from words import DEFAULT, LANGUAGES, tr

#: every WildLife picture's most width and height, and the least text size in it: Discord shows
#: a picture at min(1, 550 / w, 350 / h) on desktop and min(1, 300 / w, 560 / h) on a phone,
#: so 18 px text in at most 770 x 700 is 9 px on desktop and 7 px on a phone
#: (docs/renderers.md, "The box Discord shows a picture in")
PICTURE_W = 770
PICTURE_H = 700
SMALLEST = 18
CELL = 85            # px per square space
HEADER = 36          # column letters above, row numbers left
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

#: where each area's name is written: the first of two side-by-side spaces of the area, chosen
#: near the middle of the area so the label reads as belonging to it
LABEL_AT: dict[str, str] = {
    "M": "C1", "m": "F2", "w": "H1", "F": "B4", "f": "D5", "W": "H3",
    "T": "F5", "t": "J5", "s": "B7", "S": "D8", "d": "J7", "D": "G9",
}
LABEL_H = 25         # the strip at the bottom of the two label spaces
LABEL_SIZE = SMALLEST
#: px of a label's right end under its area's small-scoring marker (the marker sits on the
#: strip's right edge, half outside it, so that the longest name keeps its room)
MARKER_ROOM = 16

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
    """Where a tile sits: above an area's name strip."""
    x0, y0, _, _ = cell_box(space)
    return x0 + CELL / 2, y0 + 32


def label_box(area: str) -> tuple[int, int, int, int]:
    """The strip across the bottom of the two label spaces of ``area``."""
    x0, _, _, y1 = cell_box(LABEL_AT[area])
    return x0 + 3, y1 - LABEL_H - 2, x0 + 2 * CELL - 3, y1 - 2


def _check_labels() -> None:
    for area, space in LABEL_AT.items():
        c, r = coords(space)
        right = f"{COLUMNS[c + 1]}{r}"
        if SPACE_AREA.get(space) != area or SPACE_AREA.get(right) != area:
            raise ValueError(f"label of area {area} must sit on two of its spaces")


@lru_cache(maxsize=len(LANGUAGES))
def base_layer(lang: str = DEFAULT) -> Image.Image:
    """The island without anything on it, its area names in ``lang`` (cached per language;
    callers must copy before drawing)."""
    _check_labels()
    image = Image.new("RGB", (MAP_W, MAP_H), SEA)
    draw = ImageDraw.Draw(image)
    # sea waves, so sea never looks like the Water terrain
    for y in range(HEADER + 12, MAP_H, 24):
        for x in range(HEADER + (y // 24 % 2) * 18, MAP_W, 36):
            draw.arc((x, y, x + 16, y + 10), 200, 340, fill=SEA_WAVE, width=2)
    # headers: the same names the commands use
    for c, letter in enumerate(COLUMNS):
        draw_text(draw, (HEADER + c * CELL + CELL / 2, HEADER / 2), letter, 26, bold=True,
                  anchor="mm")
    for r in range(1, ROWS + 1):
        draw_text(draw, (HEADER / 2, HEADER + (r - 1) * CELL + CELL / 2), str(r), 26,
                  bold=True, anchor="mm")
    # spaces: terrain colour and a thin grid (a name per space would be unreadable at
    # Discord's size; the edges name the columns and rows)
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
                draw.line(line, fill=AREA_EDGE, width=4)
    # area names
    for area in AREAS:
        box = label_box(area)
        draw.rounded_rectangle(box, radius=6, fill=WHITE, outline=AREA_EDGE, width=1)
        # the right end stays free for the area's small-scoring marker
        room = label_room(area)
        name = tr(lang, "wl-area", area=area)
        draw_text(draw, ((box[0] + box[2] - MARKER_ROOM) / 2, (box[1] + box[3]) / 2 + 1),
                  name, LABEL_SIZE, fill=INK, anchor="mm", max_width=room, min_size=SMALLEST)
    return image


def label_room(area: str) -> int:
    """The px an area's name has in its strip: the strip less the marker's part and a margin."""
    box = label_box(area)
    return box[2] - box[0] - MARKER_ROOM - 6
