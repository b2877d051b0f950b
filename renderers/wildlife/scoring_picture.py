"""The WildLife big scoring as one picture for the channel, posted right after it happens
(docs/renderers.md, "Choices", big scoring), from the view's ``last_big_scoring``: each player's
points by category (areas, herds, adaptations, abilities, food), every area's points per player in
the scoring order, and the herds that scored."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engine.wildlife.board import area_terrain
from renderers.common import (
    FAINT,
    INK,
    MUTED,
    PANEL_EDGE,
    Color,
    draw_text,
    encode_png,
    fit_paragraph,
    new_canvas,
    panel,
    text_width,
    title_bar,
)
from renderers.wildlife.map import TERRAIN_COLORS
from renderers.wildlife.seats import name_of, seat_token
from renderers.wildlife.style import TITLE_FILL, palette
from words import DEFAULT, tr

CATEGORIES = ["areas", "herds", "adaptations", "abilities", "food"]
#: the breakdown table's column heads: the categories, then the total
HEADS = ("wl-score-areas", "wl-score-herds", "wl-score-adaptations", "wl-score-abilities",
         "wl-score-food", "wl-pic-total")
ROW_H = 50
WIDTH = 1000
AREA_COLS = 2
#: the smallest text: 9 px when Discord shows the 1000 px picture 550 px wide
TEXT_MIN = 17
HEAD_H = 50


def herd_groups(herds: list[dict[str, Any]]) -> list[tuple[int, int, int, int]]:
    """(seat, size, points, count): a player's herds of one size scoring the same points are
    one line ("3 herds of 1 tile: 7 points each"), largest first, as scoring lists them."""
    groups: dict[tuple[int, int, int], int] = {}
    for herd in herds:
        key = (int(herd.get("seat", 0)), int(herd.get("size", 0)), int(herd.get("points", 0)))
        groups[key] = groups.get(key, 0) + 1
    return [(seat, size, points, count) for (seat, size, points), count in groups.items()]


def herd_text(size: int, points: int, count: int, lang: str = DEFAULT) -> str:
    """"3 herds of 1 tile: 7 points each" in ``lang``."""
    return tr(lang, "wl-pic-herds", size=size, points=points, count=count)


def scoring_facts(view: dict[str, Any], lang: str = DEFAULT) -> dict[str, Any]:
    """Exactly what the scoring picture draws: the last big scoring, names and organisms, and
    the language."""
    return {"lang": lang, "last_big_scoring": view.get("last_big_scoring"),
            "players": view.get("players"),
            "seats": [{"seat": s.get("seat"), "organism": s.get("organism"),
                       "colour": s.get("colour")} for s in view.get("seats", [])]}


def scoring_image(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image | None:
    """The picture of the last big scoring, or None before the first one."""
    view = scoring_facts(view, lang)
    big = view.get("last_big_scoring")
    if not big:
        return None
    points: list[dict[str, int]] = big.get("points", [])
    totals: list[int] = big.get("totals", [sum(p.values()) for p in points])
    areas: dict[str, dict[str, int]] = big.get("areas", {})
    herds = herd_groups([h for h in big.get("herds", []) if h.get("points")])
    n = len(points)
    area_rows = (len(areas) + AREA_COLS - 1) // AREA_COLS
    most = max([1, *(len(by_seat) for by_seat in areas.values())])
    herd_lines = max(1, (len(herds) + 1) // 2)
    height = (56 + 20 + HEAD_H + 16 + n * ROW_H + 30 + 40 + area_rows * (40 + 30 * most) + 40
              + 34 * herd_lines + 40)
    image = new_canvas(WIDTH, height)
    draw = ImageDraw.Draw(image)
    title_bar(draw, WIDTH, tr(lang, "wl-pic-scoring-title", number=big.get("number", "")),
              tr(lang, "wl-pic-scoring-subtitle"), fill=TITLE_FILL)
    # the breakdown table
    y = 56 + 20
    col_x = [316 + i * 124 for i in range(len(CATEGORIES))] + [316 + len(CATEGORIES) * 124]
    panel(draw, (16, y - 8, WIDTH - 16, y + HEAD_H + 16 + n * ROW_H + 8))
    draw_text(draw, (30, y + 14), tr(lang, "wl-pic-player"), 19, bold=True, fill=MUTED, anchor="lm",
              max_width=col_x[0] - 55 - 30)
    for x, head in zip(col_x, HEADS, strict=True):
        _centred_lines(draw, (x, y + 14), tr(lang, head), 122, 19, MUTED)
    y += HEAD_H
    order = sorted(range(n), key=lambda s: -totals[s] if s < len(totals) else 0)
    for s in order:
        draw.line((30, y, WIDTH - 30, y), fill=FAINT, width=1)
        seat_token(image, view, s, (50, y + ROW_H / 2), 17, lang)
        lines, size = fit_paragraph(name_of(view, s), col_x[0] - 76 - 56, ROW_H - 4, 22,
                                    bold=True, min_size=TEXT_MIN, spacing=1.1)
        for k, line in enumerate(lines[:2]):
            draw_text(draw, (76, y + ROW_H / 2 + (k - (len(lines[:2]) - 1) / 2) * size * 1.1),
                      line, size, bold=True, anchor="lm")
        for x, cat in zip(col_x, CATEGORIES, strict=False):
            value = points[s].get(cat, 0)
            draw_text(draw, (x, y + ROW_H / 2), str(value), 24, bold=bool(value),
                      fill=INK if value else MUTED, anchor="mm")
        draw_text(draw, (col_x[-1], y + ROW_H / 2), f"+{totals[s]}", 26, bold=True,
                  anchor="mm")
        y += ROW_H
    y += 30
    # the areas in scoring order, each player's points there
    draw_text(draw, (24, y), tr(lang, "wl-pic-areas-head"), 24, bold=True, max_width=WIDTH - 48)
    y += 40
    box_w = (WIDTH - 32 - (AREA_COLS - 1) * 10) // AREA_COLS
    box_h = 30 + 30 * most
    for i, (code, by_seat) in enumerate(areas.items()):
        x = 16 + (i % AREA_COLS) * (box_w + 10)
        yy = y + (i // AREA_COLS) * (box_h + 10)
        panel(draw, (x, yy, x + box_w, yy + box_h), outline=PANEL_EDGE, radius=8)
        draw.rectangle((x + 2, yy + 2, x + 12, yy + box_h - 2),
                       fill=TERRAIN_COLORS[area_terrain(code)])
        draw_text(draw, (x + 20, yy + 6), tr(lang, "wl-area", area=code), 17, bold=True,
                  max_width=box_w - 26)
        ranked = sorted(by_seat.items(), key=lambda item: -item[1])
        for k, (seat, pts) in enumerate(ranked):
            cy = yy + 44 + k * 30
            seat_token(image, view, int(seat), (x + 34, cy), 15, lang)
            pts_text = tr(lang, "wl-pic-pts", points=pts)
            pts_w = draw_text(draw, (x + box_w - 12, cy), pts_text, 17, bold=True, anchor="rm",
                              max_width=text_width(pts_text, 17, True))
            draw_text(draw, (x + 56, cy), name_of(view, int(seat)), 18, anchor="lm",
                      max_width=box_w - 74 - pts_w, min_size=TEXT_MIN)
        if not ranked:
            draw_text(draw, (x + 20, yy + 36), tr(lang, "wl-pic-empty"), TEXT_MIN, fill=MUTED,
                      max_width=box_w - 26)
    y += area_rows * (box_h + 10) + 10
    # the herds that scored, equal ones grouped per player
    draw_text(draw, (24, y), tr(lang, "wl-pic-herds-head"), 24, bold=True, max_width=WIDTH - 48)
    y += 40
    col_w = (WIDTH - 48) // 2
    for i, (seat, size, pts, count) in enumerate(herds):
        x = 24 + (i % 2) * col_w
        yy = y + (i // 2) * 34
        seat_token(image, view, seat, (x + 14, yy + 14), 15, lang)
        draw_text(draw, (x + 36, yy + 14), herd_text(size, pts, count, lang), 18, bold=True,
                  anchor="lm", max_width=col_w - 48)
    if not herds:
        draw_text(draw, (24, y + 4), tr(lang, "wl-pic-none"), 18, fill=MUTED)
    return image


def _centred_lines(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, width: int,
                   size: int, fill: Color) -> None:
    """A column head centred on ``xy``, on two lines when one would shrink it below
    ``TEXT_MIN``."""
    lines, size = fit_paragraph(text, width, 44, size, bold=True, min_size=TEXT_MIN,
                                spacing=1.05)
    top = xy[1] - (len(lines) - 1) * size * 0.525
    for k, line in enumerate(lines):
        draw_text(draw, (xy[0], top + k * size * 1.05), line, size, bold=True, fill=fill,
                  anchor="mm")


def scoring(view: dict[str, Any], lang: str = DEFAULT) -> bytes | None:
    """PNG bytes of the last big scoring in ``lang``, or None before the first one."""
    image = scoring_image(view, lang)
    return None if image is None else encode_png(image, palette())
