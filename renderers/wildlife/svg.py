"""The WildLife island as SVG for the web table (docs/web.md): the same public view and the
same colours and letters as the table picture, each space a shape a screen reader names
("C3 · Mountains · bob (Bear)"), to zoom and pan in a browser."""

from __future__ import annotations

from html import escape
from typing import Any

from engine.wildlife.board import coords, space_terrain
from renderers.wildlife.map import TERRAIN_COLORS
from renderers.wildlife.seats import seat_color, seat_info, seat_letter
from words import tr

CELL = 40  # px of one space in the drawing (the browser scales it)


def _hex(colour: tuple[int, ...]) -> str:
    return "#" + "".join(f"{c:02x}" for c in colour[:3])


def board_svg(view: dict[str, Any], lang: str) -> str:
    """The island: one square per space in its terrain's colour, a seat's token on each
    occupied space, the column letters and row numbers around it."""
    board: dict[str, int | None] = view.get("board") or {}
    places = {space: (coords(space)[0], coords(space)[1] - 1) for space in board}  # rows 1–9
    cols = max((c for c, _ in places.values()), default=0) + 1
    rows = max((r for _, r in places.values()), default=0) + 1
    # a quarter cell of margin right and below, as the labels give left and above: the
    # outer spaces' borders were drawn on the drawing's edge, half cut off by the page's box
    width, height = (cols + 1.25) * CELL, (rows + 1.25) * CELL
    names = view.get("seats") or []
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
             f'role="img" aria-label="{escape(tr(lang, "web-board"))}">']
    for col in range(cols):
        parts.append(f'<text x="{(col + 1.5) * CELL}" y="{CELL * 0.7}" text-anchor="middle" '
                     f'font-size="16" aria-hidden="true">{"ABCDEFGHIJKL"[col]}</text>')
    for row in range(rows):
        parts.append(f'<text x="{CELL * 0.5}" y="{(row + 1.65) * CELL}" text-anchor="middle" '
                     f'font-size="16" aria-hidden="true">{row + 1}</text>')
    for space, (col, row) in sorted(places.items(), key=lambda p: (p[1][1], p[1][0])):
        terrain = space_terrain(space)
        seat = board[space]
        said = [space, tr(lang, "wl-terrain", terrain=terrain)]
        if seat is not None:
            who = seat_info(view, seat)
            said.append(str(who.get("name", names[seat] if seat < len(names) else seat)))
            if who.get("organism"):
                said[-1] += f" ({tr(lang, 'wl-organism', organism=str(who['organism']))})"
        x, y = (col + 1) * CELL, (row + 1) * CELL
        parts.append(f'<g><title>{escape(" · ".join(said))}</title>'
                     f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" '
                     f'fill="{_hex(TERRAIN_COLORS[terrain])}" stroke="#333" stroke-width="1"/>')
        if seat is not None:
            colour = _hex(seat_color(view, seat))
            parts.append(f'<circle cx="{x + CELL / 2}" cy="{y + CELL / 2}" r="{CELL * 0.36}" '
                         f'fill="{colour}" stroke="#111" stroke-width="2"/>'
                         f'<text x="{x + CELL / 2}" y="{y + CELL * 0.66}" text-anchor="middle" '
                         f'font-size="17" font-weight="700" fill="#fff" stroke="#000" '
                         f'stroke-width="0.6">{escape(seat_letter(view, seat, lang))}</text>')
        parts.append("</g>")
    parts.append("</svg>")
    return "".join(parts)
