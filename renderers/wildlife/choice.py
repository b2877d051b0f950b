"""The DM picture of a WildLife choice about spaces (``view["focus"]["spaces"]``): the map around
the candidate spaces (one space of margin, at least ``MIN_CROP_W`` wide so that it is 250 px
wide or more in Discord's desktop box), each framed black and white (a frame that stands out
on every terrain, dark or light, and under colour-blind vision) with its name in a black tab,
so nobody has to look at the channel to pick one; beside it the seat's cards by number and name
(what is asked is the DM panel's text). No frame covers a small-scoring marker and no crop edge
cuts one."""

from __future__ import annotations

import math
from typing import Any

from PIL import Image, ImageDraw

from engine.wildlife.board import COLUMNS
from renderers.common import (
    BACKGROUND,
    BLACK,
    FAINT,
    WHITE,
    Color,
    badge,
    draw_text,
    new_canvas,
    text_width,
)
from renderers.wildlife.board import draw_map, draw_markers
from renderers.wildlife.cards import card_color
from renderers.wildlife.map import (
    CELL,
    HEADER,
    LABEL_AT,
    MAP_H,
    MAP_W,
    PICTURE_W,
    ROWS,
    SMALLEST,
    cell_box,
    marker_box,
)
from renderers.wildlife.status import title
from renderers.wildlife.style import TITLE_H, title_band
from words import DEFAULT, tr

#: the frame of a candidate space, outside in: black, white, black; luminance alone tells it from
#: every terrain (tests/renderers/test_choice.py measures it under simulated colour blindness)
FOCUS: Color = BLACK
FOCUS_RING: tuple[Color, ...] = (BLACK, WHITE, BLACK)
FOCUS_WIDTHS = (3, 3, 2)
FOCUS_MARGIN = 1   # spaces shown around the choice's spaces
#: the most a choice picture is tall: the whole map, its heading and the title band
CHOICE_MAX_H = TITLE_H + 8 + 26 + MAP_H + HEADER + 8
#: Discord's desktop scale of the tallest choice picture (550 x 350 box)
CHOICE_SCALE = min(1.0, 550 / PICTURE_W, 350 / CHOICE_MAX_H)
#: the crop's least width: 250 px as Discord shows the choice picture on desktop
MIN_CROP_W = math.ceil(250 / CHOICE_SCALE)
GAP = 8
CHIP_GAP = 6
TAB_W = 40           # a name tab's most width ("L9" at 18 px with its padding)


def _overlaps(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def focus_box(spaces: list[str]) -> tuple[int, int, int, int]:
    """The part of the map layer around ``spaces``: one space of margin, widened about its
    middle to ``MIN_CROP_W``, then grown so that every marker it touches is whole."""
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
            mb = marker_box(area)
            if _overlaps(box, mb) and not (box[0] <= mb[0] and box[1] <= mb[1]
                                           and mb[2] <= box[2] and mb[3] <= box[3]):
                box = (min(box[0], mb[0]), min(box[1], mb[1]),
                       max(box[2], mb[2]), max(box[3], mb[3]))
                changed = True
    return box


def focus_frame(draw: ImageDraw.ImageDraw, space: str) -> None:
    """Black, white and black inside the space (a marker on it is drawn again over it)."""
    x0, y0, x1, y1 = cell_box(space)
    inset = 2
    for colour, width in zip(FOCUS_RING, FOCUS_WIDTHS, strict=True):
        draw.rectangle((x0 + inset, y0 + inset, x1 - inset, y1 - inset), outline=colour,
                       width=width)
        inset += width


def _spaces(view: dict[str, Any]) -> list[str]:
    return [s for s in ((view.get("focus") or {}).get("spaces") or [])
            if s in (view.get("board") or {})]


def focus_image(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image | None:
    """The map around the spaces of the seat's current choice (``view["focus"]["spaces"]``),
    each framed, its name in a tab on its top edge, so the DM needs no look at the channel."""
    spaces = _spaces(view)
    if not spaces:
        return None
    image = draw_map(view, lang)
    draw = ImageDraw.Draw(image)
    for space in spaces:
        focus_frame(draw, space)
    for space in spaces:
        badge(draw, tab_xy(space), space, SMALLEST, fill=FOCUS, ink=WHITE, pad=4)
    draw_markers(draw, view)   # over the frames and tabs: a tab moves aside where it can
    return image.crop(focus_box(spaces))


def tab_xy(space: str) -> tuple[int, int]:
    """Where a candidate space's name tab sits: across its top edge (clear of the tile's
    letter), else further left on that edge, else inside the space at its top: the first
    place that covers no marker's place and stays on the map."""
    x0, y0, _, _ = cell_box(space)
    places = [(x0 + 1, y0 - 14), (x0 - TAB_W // 2, y0 - 14), (x0 + 1, y0 + 1)]
    for x, y in places:
        tab = (x, y, x + TAB_W, y + 25)
        if (x >= HEADER and y >= HEADER and x + TAB_W <= MAP_W
                and not any(_overlaps(tab, marker_box(a)) for a in LABEL_AT)):
            return x, y
    return places[0]


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
            draw_text(draw, (HEADER + middle - left, HEADER / 2), letter, SMALLEST, bold=True,
                      anchor="mm")
    for r in range(1, ROWS + 1):
        middle = HEADER + (r - 1) * CELL + CELL / 2
        if top <= middle <= bottom:
            draw_text(draw, (HEADER / 2, HEADER + middle - top), str(r), SMALLEST, bold=True,
                      anchor="mm")
    return image


def _chips(hand: list[dict[str, Any]], width: int, lang: str) -> list[list[tuple[str, Any]]]:
    """The cards as chips "1 Forest" in the card's colour, flowed into rows of ``width``."""
    rows: list[list[tuple[str, Any]]] = [[]]
    used = 0
    for i, card in enumerate(hand):
        label = f"{i + 1} {tr(lang, 'wl-card', card=str(card.get('code', '')))}"
        w = text_width(label, SMALLEST, True) + 2 * 6
        if rows[-1] and used + w > width:
            rows.append([])
            used = 0
        rows[-1].append((label, card))
        used += w + CHIP_GAP
    return rows


def choice_image(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image | None:
    """The choice's picture (the hand's, when the bot passes ``focus``): the crop on the left,
    the cards by number and name on the right; None without a focus."""
    crop = focus_picture(view, lang)
    if crop is None:
        return None
    hand = view.get("hand") or []
    left_w = crop.width
    col_x = 6 + left_w + 10
    col_w = PICTURE_W - col_x - 6
    chips = _chips(hand, col_w, lang) if hand else []
    chip_h = int(SMALLEST * 1.35) + CHIP_GAP
    right_h = 26 + max(1, len(chips)) * chip_h
    body = max(26 + crop.height, right_h)
    image = new_canvas(PICTURE_W, TITLE_H + GAP + body + GAP, BACKGROUND)
    draw = ImageDraw.Draw(image)
    title_band(draw, PICTURE_W, title(view, lang), tr(lang, "wl-pic-hand-count", count=len(hand)))
    y = TITLE_H + GAP
    draw_text(draw, (8, y), tr(lang, "wl-pic-focus"), SMALLEST, bold=True, max_width=left_w,
              min_size=SMALLEST)
    image.paste(crop, (6, y + 26))
    cy = y
    draw_text(draw, (col_x + 2, cy), tr(lang, "wl-pic-your-cards", count=len(hand)), SMALLEST,
              bold=True, max_width=col_w, min_size=SMALLEST)
    cy += 26
    if not hand:
        draw_text(draw, (col_x + 2, cy), tr(lang, "wl-pic-no-cards"), SMALLEST, fill=FAINT)
    for row in chips:
        cx = col_x
        for label, card in row:
            cx += badge(draw, (cx, cy), label, SMALLEST, fill=card_color(card), pad=6) + CHIP_GAP
        cy += chip_h
    return image
