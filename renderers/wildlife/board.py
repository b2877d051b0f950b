"""The WildLife map as the table shows it now: a copy of the cached island
(``renderers.wildlife.map``) with every seat's tiles, the area markers and the last action in red,
and the last action in words."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from renderers.common import GOLD, HIGHLIGHT, INK, WHITE, Color, draw_text, readable_on
from renderers.wildlife.map import (
    MARKER_R,
    SMALLEST,
    base_layer,
    cell_box,
    marker_centre,
    tile_centre,
)
from renderers.wildlife.seats import seat_color, seat_token
from words import DEFAULT, tr

TILE_R = 12     # with its ring and halo 31 px: inside a 34 px space


def draw_map(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image:
    """The island with tiles, area markers and the last action, on a copy of the cached map
    (its tile letters in ``lang``)."""
    image = base_layer(lang).copy()
    draw = ImageDraw.Draw(image)
    for space, seat in (view.get("board") or {}).items():
        if seat is not None:
            seat_token(image, view, seat, tile_centre(space), TILE_R, lang)
    _draw_last(draw, view.get("last") or {})
    draw_markers(draw, view)
    return image


def draw_markers(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    """Each taken small-scoring marker on its area, in the colour of the seat that scored it,
    its value written on it (over the tiles and frames under it)."""
    for code, area in (view.get("areas") or {}).items():
        marker = area.get("marker")
        if marker:
            cx, cy = marker_centre(code)
            # in the colour of the seat that scored the area, so who holds it shows
            fill = seat_color(view, marker.get("seat")) if marker.get("seat") is not None \
                else GOLD
            draw.regular_polygon((cx, cy, MARKER_R + 2), 8, fill=GOLD)
            draw.regular_polygon((cx, cy, MARKER_R - 1), 8, fill=fill, outline=INK, width=1)
            draw_text(draw, (cx, cy + 1), str(marker.get("value", "")), SMALLEST, bold=True,
                      fill=readable_on(fill), anchor="mm")


def frame(draw: ImageDraw.ImageDraw, space: str, color: Color, width: int) -> None:
    """A thick frame inside a space, lined with white so it reads on every terrain."""
    x0, y0, x1, y1 = cell_box(space)
    draw.rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), outline=color, width=width)
    draw.rectangle((x0 + 2 + width, y0 + 2 + width, x1 - 2 - width, y1 - 2 - width),
                   outline=WHITE, width=2)


def _draw_last(draw: ImageDraw.ImageDraw, last: dict[str, Any]) -> None:
    """The last action in red: placed spaces framed, removed spaces crossed, moves arrowed."""
    for space in last.get("placed", []):
        frame(draw, space, HIGHLIGHT, 4)
    for space in last.get("removed", []):
        frame(draw, space, HIGHLIGHT, 4)
        cx, cy = tile_centre(space)
        for dx in (-1, 1):
            draw.line((cx - 11, cy - 11 * dx, cx + 11, cy + 11 * dx), fill=HIGHLIGHT, width=5)
    for move in last.get("moved", []):
        if len(move) != 2:
            continue
        x0, y0, x1, y1 = cell_box(move[0])
        draw.rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), outline=HIGHLIGHT, width=2)
        frame(draw, move[1], HIGHLIGHT, 4)
        _arrow(draw, tile_centre(move[0]), tile_centre(move[1]))


def _arrow(draw: ImageDraw.ImageDraw, a: tuple[float, float], b: tuple[float, float]) -> None:
    ax, ay = a
    bx, by = b
    length = max(1.0, ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5)
    ux, uy = (bx - ax) / length, (by - ay) / length
    tip = (bx - ux * (TILE_R + 2), by - uy * (TILE_R + 2))
    start = (ax + ux * (TILE_R * 0.3), ay + uy * (TILE_R * 0.3))
    draw.line((start, tip), fill=WHITE, width=8)
    draw.line((start, tip), fill=HIGHLIGHT, width=4)
    head = [tip, (tip[0] - ux * 12 - uy * 8, tip[1] - uy * 12 + ux * 8),
            (tip[0] - ux * 12 + uy * 8, tip[1] - uy * 12 - ux * 8)]
    draw.polygon(head, fill=HIGHLIGHT, outline=WHITE)


def last_text(last: dict[str, Any], lang: str = DEFAULT) -> str:
    """The last action in words: moves as "D7 → C7", then the spaces placed on and cleared."""
    parts = [f"{a} → {b}" for a, b in (m for m in last.get("moved", []) if len(m) == 2)]
    if last.get("placed"):
        parts.append(tr(lang, "wl-pic-placed", spaces=", ".join(last["placed"])))
    if last.get("removed"):
        parts.append(tr(lang, "wl-pic-removed", spaces=", ".join(last["removed"])))
    return "; ".join(parts)
