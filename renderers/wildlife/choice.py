"""The crop of the WildLife map a DM shows beside a choice about spaces: the map around the
candidate spaces (``view["focus"]["spaces"]``, one space of margin, and at least ``MIN_CROP_W``
wide so it reads at Discord's preview size), each framed black and white (a frame that stands
out on every terrain, dark or light, and under colour-blind vision) with its name in a black
tab, so nobody has to look at the channel to pick one. Area names stay whole: no frame covers
a label strip and no crop edge cuts one."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engine.wildlife.board import COLUMNS, coords
from renderers.common import BACKGROUND, BLACK, WHITE, Color, badge, draw_text
from renderers.wildlife.board import draw_map
from renderers.wildlife.map import (
    CELL,
    HEADER,
    LABEL_AT,
    LABEL_H,
    MAP_H,
    MAP_W,
    PICTURE_W,
    ROWS,
    cell_box,
    label_box,
)
from words import DEFAULT

#: the frame of a candidate space, outside in: black, white, black; luminance alone tells it from
#: every terrain (tests/renderers/test_choice.py measures it under simulated colour blindness)
FOCUS: Color = BLACK
FOCUS_RING: tuple[Color, ...] = (BLACK, WHITE, BLACK)
FOCUS_MARGIN = 1   # spaces shown around the choice's spaces
#: the crop's least width: 250 of the 550 px Discord shows the hand at
MIN_CROP_W = -(-250 * PICTURE_W // 550)
TAB_SIZE = 30
EDGE_SIZE = 26   # the column letters and row numbers, as on the table's map


def _label_spaces() -> dict[str, str]:
    """Each space whose bottom holds an area's name strip, with that area."""
    out = {}
    for area, space in LABEL_AT.items():
        c, r = coords(space)
        out[space] = area
        out[f"{COLUMNS[c + 1]}{r}"] = area
    return out


LABEL_SPACES = _label_spaces()


def _overlaps(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def focus_box(spaces: list[str]) -> tuple[int, int, int, int]:
    """The part of the map layer around ``spaces``: one space of margin, widened about its
    middle to ``MIN_CROP_W``, then grown so that every area label it touches is whole."""
    boxes = [cell_box(s) for s in spaces]
    margin = FOCUS_MARGIN * CELL
    x0, y0 = min(b[0] for b in boxes) - margin, min(b[1] for b in boxes) - margin
    x1, y1 = max(b[2] for b in boxes) + margin, max(b[3] for b in boxes) + margin
    if x1 - x0 < MIN_CROP_W:
        grow = MIN_CROP_W - (x1 - x0)
        x0, x1 = x0 - grow // 2, x1 + grow - grow // 2
        if x0 < HEADER:
            x0, x1 = HEADER, x1 + HEADER - x0
        if x1 > MAP_W:
            x0, x1 = max(HEADER, x0 - (x1 - MAP_W)), MAP_W
    box = (max(HEADER, x0), max(HEADER, y0), min(MAP_W, x1), min(MAP_H, y1))
    changed = True
    while changed:
        changed = False
        for area in LABEL_AT:
            lb = label_box(area)
            if _overlaps(box, lb) and not (box[0] <= lb[0] and box[1] <= lb[1]
                                           and lb[2] <= box[2] and lb[3] <= box[3]):
                box = (min(box[0], lb[0] - 3), min(box[1], lb[1] - 3),
                       max(box[2], lb[2] + 3), max(box[3], lb[3] + 3))
                changed = True
    return box


def focus_frame(draw: ImageDraw.ImageDraw, space: str) -> None:
    """Black, white and black inside the space, stopping above its area's name strip."""
    x0, y0, x1, y1 = cell_box(space)
    bottom = y1 - LABEL_H - 4 if space in LABEL_SPACES else y1 - 2
    inset = 2
    for colour, width in zip(FOCUS_RING, (4, 5, 2), strict=True):
        draw.rectangle((x0 + inset, y0 + inset, x1 - inset, bottom - (inset - 2)),
                       outline=colour, width=width)
        inset += width


def _spaces(view: dict[str, Any]) -> list[str]:
    return [s for s in ((view.get("focus") or {}).get("spaces") or [])
            if s in (view.get("board") or {})]


def focus_image(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image | None:
    """The map around the spaces of the seat's current choice (``view["focus"]["spaces"]``),
    each framed with its name large, so the DM needs no look at the channel."""
    spaces = _spaces(view)
    if not spaces:
        return None
    image = draw_map(view, lang)
    draw = ImageDraw.Draw(image)
    for space in spaces:
        focus_frame(draw, space)
    for space in spaces:
        x0, y0, _, _ = cell_box(space)
        badge(draw, (x0 + 1, y0 + 1), space, TAB_SIZE, fill=FOCUS, ink=WHITE, pad=5)
    return image.crop(focus_box(spaces))


def focus_picture(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image | None:
    """The crop (``focus_image``) with the column letters above it and the row numbers left of
    it, as on the table's map, so every space in it can be named ("D7")."""
    crop = focus_image(view, lang)
    if crop is None:
        return None
    left, top, right, bottom = focus_box(_spaces(view))
    image = Image.new("RGB", (crop.width + HEADER, crop.height + HEADER), BACKGROUND)
    image.paste(crop, (HEADER, HEADER))
    draw = ImageDraw.Draw(image)
    for c, letter in enumerate(COLUMNS):
        middle = HEADER + c * CELL + CELL / 2
        if left <= middle <= right:
            draw_text(draw, (HEADER + middle - left, HEADER / 2), letter, EDGE_SIZE, bold=True,
                      anchor="mm")
    for r in range(1, ROWS + 1):
        middle = HEADER + (r - 1) * CELL + CELL / 2
        if top <= middle <= bottom:
            draw_text(draw, (HEADER / 2, HEADER + middle - top), str(r), EDGE_SIZE, bold=True,
                      anchor="mm")
    return image
