"""The WildLife big scoring as one picture (UX.md: "Big scoring: one picture with the breakdown
table, then the table again"), from the view's ``last_big_scoring``: each player's points by
category (areas, herds, adaptations, abilities, food), every area's points per player in the
scoring order, and the herds that scored.
"""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engine.wildlife.board import area_name
from renderers.common import (
    FAINT,
    INK,
    MUTED,
    PANEL_EDGE,
    draw_text,
    new_canvas,
    panel,
    title_bar,
)
from renderers.wildlife import TITLE_FILL, WIDTH, name_of, seat_token
from renderers.wildlife_map import TERRAIN_COLORS

CATEGORIES = ["areas", "herds", "adaptations", "abilities", "food"]
ROW_H = 50


def scoring_image(view: dict[str, Any]) -> Image.Image | None:
    """The picture of the last big scoring, or None before the first one."""
    big = view.get("last_big_scoring")
    if not big:
        return None
    points: list[dict[str, int]] = big.get("points", [])
    totals: list[int] = big.get("totals", [sum(p.values()) for p in points])
    areas: dict[str, dict[str, int]] = big.get("areas", {})
    herds = [h for h in big.get("herds", []) if h.get("points")]
    n = len(points)
    area_rows = (len(areas) + 3) // 4
    most = max([1, *(len(by_seat) for by_seat in areas.values())])
    herd_lines = 1 + len(herds) // 5
    height = (56 + 20 + 50 + n * ROW_H + 30 + 40 + area_rows * (40 + 30 * most) + 40
              + 36 * herd_lines + 40)
    image = new_canvas(WIDTH, height)
    draw = ImageDraw.Draw(image)
    title_bar(draw, WIDTH, f"WildLife · big scoring {big.get('number', '')}",
              "points gained", fill=TITLE_FILL)
    # the breakdown table
    y = 56 + 20
    col_x = [330 + i * 110 for i in range(len(CATEGORIES))] + [330 + len(CATEGORIES) * 110]
    panel(draw, (16, y - 8, WIDTH - 16, y + 50 + n * ROW_H + 8))
    for x, label in zip(col_x, [*CATEGORIES, "total"], strict=True):
        draw_text(draw, (x, y + 14), label, 19, bold=True, fill=MUTED, anchor="mm")
    y += 34
    order = sorted(range(n), key=lambda s: -totals[s] if s < len(totals) else 0)
    for s in order:
        draw.line((30, y, WIDTH - 30, y), fill=FAINT, width=1)
        seat_token(draw, view, s, (50, y + ROW_H / 2), 17)
        draw_text(draw, (76, y + ROW_H / 2), name_of(view, s), 22, bold=True, anchor="lm",
                  max_width=190)
        for x, cat in zip(col_x, CATEGORIES, strict=False):
            value = points[s].get(cat, 0)
            draw_text(draw, (x, y + ROW_H / 2), str(value), 24, bold=bool(value),
                      fill=INK if value else MUTED, anchor="mm")
        draw_text(draw, (col_x[-1], y + ROW_H / 2), f"+{totals[s]}", 26, bold=True,
                  anchor="mm")
        y += ROW_H
    y += 30
    # the areas in scoring order
    draw_text(draw, (24, y), "Areas", 24, bold=True)
    y += 40
    box_w = (WIDTH - 32 - 3 * 10) // 4
    box_h = 30 + 30 * most
    for i, (code, by_seat) in enumerate(areas.items()):
        x = 16 + (i % 4) * (box_w + 10)
        yy = y + (i // 4) * (box_h + 10)
        terrain = area_name(code).split()[-1]
        panel(draw, (x, yy, x + box_w, yy + box_h), outline=PANEL_EDGE, radius=8)
        draw.rectangle((x + 2, yy + 2, x + 12, yy + box_h - 2), fill=TERRAIN_COLORS[terrain])
        draw_text(draw, (x + 20, yy + 6), area_name(code), 17, bold=True, max_width=box_w - 26)
        ranked = sorted(by_seat.items(), key=lambda item: -item[1])
        for k, (seat, pts) in enumerate(ranked):
            cy = yy + 44 + k * 30
            seat_token(draw, view, int(seat), (x + 34, cy), 12)
            draw_text(draw, (x + 54, cy), name_of(view, int(seat)), 16, anchor="lm",
                      max_width=box_w - 100)
            draw_text(draw, (x + box_w - 12, cy), str(pts), 18, bold=True, anchor="rm")
        if not ranked:
            draw_text(draw, (x + 20, yy + 36), "empty", 16, fill=MUTED)
    y += area_rows * (box_h + 10) + 10
    # the herds that scored
    draw_text(draw, (24, y), "Herds that scored", 24, bold=True)
    y += 40
    x = 24
    for herd in herds:
        seat = int(herd.get("seat", 0))
        seat_token(draw, view, seat, (x + 14, y + 14), 14)
        text = f"{herd.get('size')} tiles: {herd.get('points')}"
        x += 34 + draw_text(draw, (x + 34, y + 14), text, 18, bold=True, anchor="lm") + 24
        if x > WIDTH - 200:
            x, y = 24, y + 36
    if not herds:
        draw_text(draw, (24, y + 4), "none", 18, fill=MUTED)
    return image
