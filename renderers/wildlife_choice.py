"""The crop of the WildLife map a DM shows beside a choice about spaces: the map around the
candidate spaces (``view["focus"]["spaces"]``, one space of margin), each framed in blue with its
name in a blue tab, so nobody has to look at the channel to pick one."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from renderers.common import Color, badge
from renderers.i18n import DEFAULT
from renderers.wildlife_board import draw_map, frame
from renderers.wildlife_map import CELL, HEADER, MAP_H, MAP_W, cell_box

FOCUS: Color = (0, 114, 178)   # candidate spaces of a DM choice: blue, apart from the red last move
FOCUS_MARGIN = 1   # spaces shown around the choice's spaces


def focus_box(spaces: list[str]) -> tuple[int, int, int, int]:
    """The part of the map layer around ``spaces``, one space of margin on each side."""
    boxes = [cell_box(s) for s in spaces]
    margin = FOCUS_MARGIN * CELL
    return (max(HEADER, min(b[0] for b in boxes) - margin),
            max(HEADER, min(b[1] for b in boxes) - margin),
            min(MAP_W, max(b[2] for b in boxes) + margin),
            min(MAP_H, max(b[3] for b in boxes) + margin))


def focus_image(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image | None:
    """The map around the spaces of the seat's current choice (``view["focus"]["spaces"]``),
    each framed in blue with its name large, so the DM needs no look at the channel."""
    spaces = [s for s in ((view.get("focus") or {}).get("spaces") or [])
              if s in (view.get("board") or {})]
    if not spaces:
        return None
    image = draw_map(view, lang)
    draw = ImageDraw.Draw(image)
    for space in spaces:
        frame(draw, space, FOCUS, 5)
        x0, y0, _, _ = cell_box(space)
        badge(draw, (x0 + 3, y0 + 3), space, 18, fill=FOCUS, pad=5)
    return image.crop(focus_box(spaces))
