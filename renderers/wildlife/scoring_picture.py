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
    draw_text,
    encode_png,
    new_canvas,
    panel,
    text_width,
    wrap,
)
from renderers.wildlife.map import PICTURE_W, SMALLEST, TERRAIN_COLORS
from renderers.wildlife.seats import name_of, seat_token
from renderers.wildlife.style import TITLE_H, palette, title_band
from words import DEFAULT, tr

CATEGORIES = ["areas", "herds", "adaptations", "abilities", "food"]
#: the breakdown table's column heads: the categories, then the total
HEADS = ("wl-score-areas", "wl-score-herds", "wl-score-adaptations", "wl-score-abilities",
         "wl-score-food", "wl-pic-total")
WIDTH = PICTURE_W
#: the smallest text: 9 px on desktop and 7 px on a phone in at most 770 x 700
TEXT_MIN = SMALLEST
ROW_H = 38           # a player's row: the name on up to two lines
LINE_H = 31          # a line of the areas and herds: a tile and its numbers
TILE_R = 12
AREA_COLS = 2
GAP = 8


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
    """The picture of the last big scoring, or None before the first one: the points by
    category, each area's points per player (a tile and a number), each player's herds."""
    view = scoring_facts(view, lang)
    big = view.get("last_big_scoring")
    if not big:
        return None
    points: list[dict[str, int]] = big.get("points", [])
    totals: list[int] = big.get("totals", [sum(p.values()) for p in points])
    areas: dict[str, dict[str, int]] = big.get("areas", {})
    n = len(points)
    col_w = (WIDTH - 24 - (AREA_COLS - 1) * 12) // AREA_COLS
    area_lines = _area_lines(areas, col_w, lang)
    herd_lines = _herd_lines(big, lang)
    head_h = _head_height(lang)
    area_h = 28 + max(_column_heights(area_lines, AREA_COLS), default=0)
    herd_h = 28 + LINE_H * max(1, (len(herd_lines) + 1) // 2)
    table_h = head_h + n * ROW_H + 12
    height = TITLE_H + GAP + table_h + GAP + area_h + GAP + herd_h + 4
    image = new_canvas(WIDTH, height)
    draw = ImageDraw.Draw(image)
    title_band(draw, WIDTH, tr(lang, "wl-pic-scoring-title", number=big.get("number", "")),
               tr(lang, "wl-pic-scoring-subtitle"))
    y = TITLE_H + GAP
    _table(image, view, (y, table_h, head_h), points, totals, lang)
    y += table_h + GAP
    draw_text(draw, (12, y), tr(lang, "wl-pic-areas-head"), 20, bold=True,
              max_width=WIDTH - 24, min_size=TEXT_MIN)
    _draw_columns(image, view, area_lines, y + 28, col_w, lang)
    y += area_h + GAP
    draw_text(draw, (12, y), tr(lang, "wl-pic-herds-short-head"), 20, bold=True,
              max_width=WIDTH - 24, min_size=TEXT_MIN)
    y += 28
    if not herd_lines:
        draw_text(draw, (12, y + 4), tr(lang, "wl-pic-none"), TEXT_MIN, fill=MUTED)
    for i, (seat, text) in enumerate(herd_lines):
        x = 12 + (i % 2) * (col_w + 12)
        cy = y + (i // 2) * LINE_H + LINE_H // 2
        seat_token(image, view, seat, (x + TILE_R + 3, cy), TILE_R, lang)
        draw_text(draw, (x + 2 * TILE_R + 12, cy), text, TEXT_MIN, bold=True, anchor="lm",
                  max_width=col_w - 2 * TILE_R - 14, min_size=TEXT_MIN)
    return image


def _head_height(lang: str) -> int:
    """The table's head: one line (each column is as wide as its head)."""
    del lang
    return 10 + int(TEXT_MIN * 1.2) + 6


def _columns(lang: str) -> tuple[int, list[float]]:
    """(the name column's width, the middle of each number column): each number column as
    wide as its head in ``lang``, the name column the rest."""
    widths = [max(56, text_width(tr(lang, head), TEXT_MIN) + 12) for head in HEADS]
    name_w = WIDTH - 24 - 36 - sum(widths)
    x = 12 + 36 + name_w
    middles = []
    for w in widths:
        middles.append(x + w / 2)
        x += w
    return name_w, middles


def _table(image: Image.Image, view: dict[str, Any], rows: tuple[int, int, int],
           points: list[dict[str, int]], totals: list[int], lang: str) -> None:
    """The breakdown: a row per player, best first; a column per category and the total."""
    draw = ImageDraw.Draw(image)
    y, table_h, head_h = rows
    panel(draw, (6, y, WIDTH - 6, y + table_h))
    name_w, col_x = _columns(lang)
    draw_text(draw, (18, y + 10), tr(lang, "wl-pic-player"), TEXT_MIN, fill=MUTED,
              max_width=name_w, min_size=TEXT_MIN)
    for x, head in zip(col_x, HEADS, strict=True):
        draw_text(draw, (x, y + 10), tr(lang, head), TEXT_MIN, fill=MUTED, anchor="ma")
    y += head_h
    order = sorted(range(len(points)), key=lambda s: -totals[s] if s < len(totals) else 0)
    for s in order:
        draw.line((12, y, WIDTH - 12, y), fill=FAINT, width=1)
        mid = y + ROW_H / 2
        seat_token(image, view, s, (12 + 16, mid), 14, lang)
        lines = wrap(name_of(view, s), name_w, TEXT_MIN, True)
        lines = lines if len(lines) <= 2 else [lines[0], " ".join(lines[1:])]   # "…" at most
        for k, line in enumerate(lines):
            draw_text(draw, (12 + 36, mid + (k - (len(lines) - 1) / 2) * 18), line, TEXT_MIN,
                      bold=True, anchor="lm", max_width=name_w, min_size=TEXT_MIN)
        for x, cat in zip(col_x, CATEGORIES, strict=False):
            value = points[s].get(cat, 0)
            draw_text(draw, (x, mid), str(value), 20, bold=bool(value),
                      fill=INK if value else MUTED, anchor="mm")
        draw_text(draw, (col_x[-1], mid), f"+{totals[s]}", 22, bold=True, anchor="mm")
        y += ROW_H


#: a line of the areas: (area code or "", [(seat, points)]); a continued line has no name
AreaLine = tuple[str, list[tuple[int, int]]]


def _entry_w(pts: int) -> int:
    return 2 * TILE_R + 6 + text_width(str(pts), TEXT_MIN, True) + 9


def _area_lines(areas: dict[str, dict[str, int]], col_w: int, lang: str) -> list[AreaLine]:
    """Each area's name and the tiles with the points of each player who scored there, best
    first, on as many lines as they need in a column ``col_w`` wide."""
    lines: list[AreaLine] = []
    for code, by_seat in areas.items():
        ranked = sorted(((int(s), int(p)) for s, p in by_seat.items()), key=lambda e: -e[1])
        room = col_w - 14 - _name_w(code, lang)
        lines.append((code, []))
        used = 0
        for seat, pts in ranked:
            if lines[-1][1] and used + _entry_w(pts) > room:
                lines.append(("", []))
                used = 0
                room = col_w - 14 - _name_w(code, lang)
            lines[-1][1].append((seat, pts))
            used += _entry_w(pts)
    return lines


def _name_w(code: str, lang: str) -> int:
    """The areas' name column: as wide as the longest area name in ``lang``."""
    del code
    return max(text_width(tr(lang, "wl-area", area=a), TEXT_MIN)
               for a in ("F", "f", "D", "d", "S", "s", "T", "t", "M", "m", "W", "w")) + 12


def _split(lines: list[AreaLine], cols: int) -> list[list[AreaLine]]:
    """The lines in ``cols`` columns, an area's lines kept together: the split that makes the
    tallest column least."""
    starts = [i for i, line in enumerate(lines) if line[0]]
    if cols != 2 or not starts:
        return [lines]
    best = min(starts, key=lambda i: max(i, len(lines) - i))
    return [lines[:best], lines[best:]]


def _column_heights(lines: list[AreaLine], cols: int) -> list[int]:
    return [len(col) * LINE_H for col in _split(lines, cols)]


def _draw_columns(image: Image.Image, view: dict[str, Any], lines: list[AreaLine], y: int,
                  col_w: int, lang: str) -> None:
    draw = ImageDraw.Draw(image)
    for c, col in enumerate(_split(lines, AREA_COLS)):
        x = 12 + c * (col_w + 12)
        name_w = _name_w("F", lang)
        for k, (code, entries) in enumerate(col):
            top = y + k * LINE_H
            cy = top + LINE_H // 2
            if code:
                draw.rectangle((x, top + 4, x + 6, top + LINE_H - 4),
                               fill=TERRAIN_COLORS[area_terrain(code)])
                draw_text(draw, (x + 12, cy), tr(lang, "wl-area", area=code), TEXT_MIN,
                          anchor="lm", max_width=name_w, min_size=TEXT_MIN)
                if not entries:
                    draw_text(draw, (x + 12 + name_w, cy), tr(lang, "wl-pic-empty"), TEXT_MIN,
                              fill=MUTED, anchor="lm")
            ex = x + 12 + name_w
            for seat, pts in entries:
                seat_token(image, view, seat, (ex + TILE_R + 2, cy), TILE_R, lang)
                draw_text(draw, (ex + 2 * TILE_R + 6, cy), str(pts), TEXT_MIN, bold=True,
                          anchor="lm")
                ex += _entry_w(pts)


def _herd_lines(big: dict[str, Any], lang: str) -> list[tuple[int, str]]:
    """Per player who scored herds, one line: "4 → 10 · 2× 1 → 3" (tiles → points)."""
    groups = herd_groups([h for h in big.get("herds", []) if h.get("points")])
    by_seat: dict[int, list[str]] = {}
    for seat, size, pts, count in groups:
        by_seat.setdefault(seat, []).append(
            tr(lang, "wl-pic-herd-short", size=size, points=pts, count=count))
    return [(seat, " · ".join(parts)) for seat, parts in sorted(by_seat.items())]


def scoring(view: dict[str, Any], lang: str = DEFAULT) -> bytes | None:
    """PNG bytes of the last big scoring in ``lang``, or None before the first one."""
    image = scoring_image(view, lang)
    return None if image is None else encode_png(image, palette())
