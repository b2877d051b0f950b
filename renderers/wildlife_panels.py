"""A WildLife player panel: name, points, organism and start order, the adaptation level per
terrain, food, supply, tiles and cards, and the ability badges. The table shows one per seat, the
hand the seat's own."""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from renderers.common import (
    HIGHLIGHT,
    INK,
    MUTED,
    PANEL_EDGE,
    Color,
    badge,
    draw_text,
    panel,
    readable_on,
    shade,
    text_width,
)
from renderers.i18n import DEFAULT, tr
from renderers.wildlife_map import TERRAIN_COLORS
from renderers.wildlife_seats import seat_token

TERRAIN_ORDER = ["Forest", "Desert", "Savanna", "Steppe", "Mountains", "Water"]
ABILITY_FILL: Color = (232, 222, 246)
PANEL_H = 168


def draw_player(draw: ImageDraw.ImageDraw, view: dict[str, Any], seat: dict[str, Any],
                xy: tuple[int, int], width: int, lang: str = DEFAULT) -> None:
    """One seat's panel at ``xy``, ``width`` px wide (the table's column or the hand's left
    side), framed red while the seat is to act and dark on its turn."""
    x, y = xy
    s = int(seat.get("seat", 0))
    to_act = s in view.get("to_act", [])
    is_turn = view.get("turn") == s
    panel(draw, (x, y, x + width, y + PANEL_H),
          outline=HIGHLIGHT if to_act else (INK if is_turn else PANEL_EDGE),
          width=5 if to_act or is_turn else 2)
    seat_token(draw, view, s, (x + 32, y + 32), 22, lang)
    tag = (tr(lang, "wl-pic-to-act") if to_act
           else (tr(lang, "wl-pic-their-turn") if is_turn else ""))
    tag_w = text_width(tag, 17, True) + 16 if tag else 0
    points = str(seat.get("points", 0))
    points_w = text_width(points, 36, True)
    name_room = width - 66 - tag_w - points_w - 40
    name_w = draw_text(draw, (x + 62, y + 8), str(seat.get("name", "")), 25, bold=True,
                       max_width=name_room, min_size=16)
    if tag:
        badge(draw, (x + 62 + name_w + 10, y + 10), tag, 17, fill=HIGHLIGHT if to_act else INK,
              max_width=tag_w + 4)
    draw_text(draw, (x + width - 14, y + 4), points, 36, bold=True, anchor="ra")
    draw_text(draw, (x + width - 14, y + 44),
              tr(lang, "wl-pic-points-of", count=seat.get("points", 0)), 15, fill=MUTED,
              anchor="ra", max_width=points_w + 40, min_size=10)
    organism = seat.get("organism")
    sub = (tr(lang, "wl-pic-organism", organism=organism, rank=seat.get("age_rank") or 0)
           if organism else tr(lang, "wl-pic-no-organism"))
    draw_text(draw, (x + 62, y + 38), sub, 17, fill=MUTED, max_width=width - 140)
    # adaptation per terrain, in the organism chart's order
    adaptation = seat.get("adaptation", {})
    bw = (width - 24 - 5 * 4) // 6
    for i, terrain in enumerate(TERRAIN_ORDER):
        cx = x + 12 + i * (bw + 4)
        color = TERRAIN_COLORS[terrain]
        ink = readable_on(color)
        draw.rounded_rectangle((cx, y + 64, cx + bw, y + 112), radius=6, fill=color,
                               outline=shade(color, 0.6))
        draw_text(draw, (cx + bw / 2, y + 67), tr(lang, "wl-terrain", terrain=terrain), 14,
                  bold=True, fill=ink, anchor="ma", max_width=bw - 6, min_size=9)
        level = str(adaptation.get(terrain, "none"))
        draw_text(draw, (cx + bw / 2, y + 97), tr(lang, "wl-level-letter", level=level), 24,
                  bold=True, fill=ink, anchor="mm", max_width=bw - 6)
    stats = tr(lang, "wl-pic-stats", food=seat.get("food", 0), supply=seat.get("supply", 0),
               board=seat.get("on_board", 0), cards=seat.get("hand_count", 0))
    two_rows = len(ability_rows(ability_labels(seat, lang), width - 24)[0]) > 1
    draw_text(draw, (x + 12, y + (115 if two_rows else 117)), stats, 17 if two_rows else 19,
              bold=True, max_width=width - 24)
    _abilities(draw, seat, x + 12, y + 140, width - 24, lang)


ABILITY_SIZE = 16
ABILITY_PAD = 6
ABILITY_GAP = 6


def ability_labels(seat: dict[str, Any], lang: str = DEFAULT) -> list[str]:
    """The badges of a seat's abilities: name, count when more than one, "(new)" while one
    bought at auction waits for the seat's turn."""
    fresh = seat.get("unusable_until_next_turn") or {}
    labels = []
    for kind, count in (seat.get("abilities") or {}).items():
        if not count:
            continue
        label = (tr(lang, "wl-pic-ability-count", ability=kind, count=count) if count > 1
                 else tr(lang, "wl-ability", ability=kind))
        labels.append(tr(lang, "wl-pic-fresh", name=label) if fresh.get(kind) else label)
    return labels


def _row_width(labels: list[str], size: int) -> int:
    return (sum(text_width(label, size, True) + 2 * ABILITY_PAD for label in labels)
            + ABILITY_GAP * (len(labels) - 1))


def ability_rows(labels: list[str], width: int) -> tuple[list[list[str]], int]:
    """(rows of badges, text size): one row at the largest size from 16 px down to 11 at
    which all fit side by side in ``width``; else (many abilities, longer words) two rows
    from 12 px down to 9; the badges of a row share one size, so none is cut."""
    for size in range(ABILITY_SIZE, 10, -1):
        if _row_width(labels, size) <= width:
            return [labels], size
    for size in range(12, 8, -1):
        rows: list[list[str]] = [[]]
        for label in labels:
            if rows[-1] and _row_width([*rows[-1], label], size) > width:
                rows.append([])
            rows[-1].append(label)
        if len(rows) <= 2 and all(_row_width(row, size) <= width for row in rows):
            return rows, size
    return [[label] for label in labels][:2], 9


def _abilities(draw: ImageDraw.ImageDraw, seat: dict[str, Any], x: int, y: int,
               width: int, lang: str = DEFAULT) -> None:
    """The ability badges from ``y`` (one row; two rows start 5 px higher, see draw_player)."""
    labels = ability_labels(seat, lang)
    if not labels:
        draw_text(draw, (x, y + 2), tr(lang, "wl-pic-no-abilities"), 16, fill=MUTED,
                  max_width=width)
        return
    rows, size = ability_rows(labels, width)
    if len(rows) > 1:
        y -= 5
    for r, row in enumerate(rows):
        bx, end = x, x + width
        by = y + r * (int(size * 1.35) + 2)
        for label in row:
            room = min(text_width(label, size, True) + 2 * ABILITY_PAD, end - bx)
            bx += badge(draw, (bx, by), label, size, fill=ABILITY_FILL, ink=INK,
                        pad=ABILITY_PAD, max_width=room) + ABILITY_GAP
