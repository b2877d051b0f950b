"""A WildLife player panel: name, points, organism and start order, the adaptation level per
terrain, food, supply, tiles and cards, and the ability badges, every word at a size that reads
at Discord's preview. The table shows one per seat, two to a row; the hand the seat's own."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from renderers.common import (
    HIGHLIGHT,
    INK,
    MUTED,
    PANEL,
    PANEL_EDGE,
    Color,
    badge,
    draw_paragraph,
    draw_text,
    panel,
    readable_on,
    shade,
    text_width,
    wrap,
)
from renderers.wildlife.cards import draw_terrain_icon
from renderers.wildlife.map import SMALLEST, TERRAIN_COLORS
from renderers.wildlife.seats import seat_letter, seat_token
from words import DEFAULT, tr

TERRAIN_ORDER = ["Forest", "Desert", "Savanna", "Steppe", "Mountains", "Water"]
ABILITY_FILL: Color = (232, 222, 246)
#: where the adaptation boxes and the stats start inside a panel; what follows grows with the
#: stats' lines and the ability badges' rows (``panel_height``)
LEVELS_Y = 72
LEVELS_H = 48
STATS_Y = LEVELS_Y + LEVELS_H + 8
STATS_SIZE = SMALLEST
ABILITY_SIZE = SMALLEST
ABILITY_PAD = 7
ABILITY_GAP = 6
ABILITY_ROW = int(ABILITY_SIZE * 1.35) + 6


def _stats(seat: dict[str, Any], lang: str) -> str:
    return tr(lang, "wl-pic-stats", food=seat.get("food", 0), supply=seat.get("supply", 0),
              board=seat.get("on_board", 0), cards=seat.get("hand_count", 0))


def panel_height(seat: dict[str, Any], width: int, lang: str = DEFAULT) -> int:
    """A seat's panel height at ``width``: the stats wrapped, the ability badges in rows."""
    lines = wrap(_stats(seat, lang), width - 24, STATS_SIZE, True)
    rows = ability_rows(ability_labels(seat, lang), width - 24) or [[]]
    return STATS_Y + len(lines) * int(STATS_SIZE * 1.2) + 6 + len(rows) * ABILITY_ROW + 8


def draw_player(image: Image.Image, view: dict[str, Any], seat: dict[str, Any],
                xy: tuple[int, int], width: int, lang: str = DEFAULT,
                height: int | None = None) -> None:
    """One seat's panel at ``xy``, ``width`` px wide (``height``, default its own: a row of
    panels shares the tallest), framed red while the seat is to act and dark on its turn."""
    draw = ImageDraw.Draw(image)
    x, y = xy
    s = int(seat.get("seat", 0))
    to_act = s in view.get("to_act", [])
    is_turn = view.get("turn") == s
    height = height or panel_height(seat, width, lang)
    panel(draw, (x, y, x + width, y + height),
          outline=HIGHLIGHT if to_act else (INK if is_turn else PANEL_EDGE),
          width=5 if to_act or is_turn else 2)
    seat_token(image, view, s, (x + 32, y + 34), 23, lang)
    tag = (tr(lang, "wl-pic-to-act") if to_act
           else (tr(lang, "wl-pic-their-turn") if is_turn else ""))
    tag_w = text_width(tag, SMALLEST, True) + 16 if tag else 0
    points = str(seat.get("points", 0))
    unit = tr(lang, "wl-pic-points-of", count=seat.get("points", 0))
    right_w = max(text_width(points, 36, True), text_width(unit, SMALLEST))
    name_room = width - 66 - tag_w - right_w - 30
    name_w = draw_text(draw, (x + 64, y + 8), str(seat.get("name", "")), 26, bold=True,
                       max_width=name_room, min_size=SMALLEST)
    if tag:
        badge(draw, (x + 64 + name_w + 10, y + 10), tag, SMALLEST,
              fill=HIGHLIGHT if to_act else INK, max_width=tag_w + 4)
    draw_text(draw, (x + width - 14, y + 2), points, 36, bold=True, anchor="ra")
    draw_text(draw, (x + width - 14, y + 42), unit, SMALLEST, fill=MUTED, anchor="ra")
    organism = seat.get("organism")
    sub = (tr(lang, "wl-pic-organism", organism=organism, rank=seat.get("age_rank") or 0,
              letter=seat_letter(view, s, lang))
           if organism else tr(lang, "wl-pic-no-organism"))
    draw_text(draw, (x + 64, y + 42), sub, SMALLEST, fill=MUTED,
              max_width=width - 64 - right_w - 24, min_size=SMALLEST)
    _levels(image, seat.get("adaptation", {}), x + 12, y + LEVELS_Y, width - 24, lang)
    used = draw_paragraph(draw, (x + 12, y + STATS_Y, x + width - 12, y + height),
                          _stats(seat, lang), STATS_SIZE, bold=True, min_size=STATS_SIZE)
    _abilities(draw, seat, x + 12, y + STATS_Y + used + 6, width - 24, lang)


def _levels(image: Image.Image, adaptation: dict[str, Any], x: int, y: int, width: int,
            lang: str) -> None:
    """The adaptation level per terrain, pasted from the strip drawn once per levels."""
    levels = tuple(str(adaptation.get(terrain, "none")) for terrain in TERRAIN_ORDER)
    image.paste(levels_image(levels, width, lang), (x, y))


@lru_cache(maxsize=256)
def levels_image(levels: tuple[str, ...], width: int, lang: str = DEFAULT) -> Image.Image:
    """The adaptation boxes of ``levels`` (one per terrain, in the organism chart's order):
    the terrain's colour and drawn symbol (its name would not fit at a readable size; the
    map's area names and the legend say which is which) and the level's letter. Drawn once
    per levels, width and language (callers paste it)."""
    image = Image.new("RGB", (width, LEVELS_H + 1), PANEL)
    draw = ImageDraw.Draw(image)
    bw = (width - 5 * 4) // 6
    for i, (terrain, level) in enumerate(zip(TERRAIN_ORDER, levels, strict=True)):
        cx = i * (bw + 4)
        color = TERRAIN_COLORS[terrain]
        ink = readable_on(color)
        draw.rounded_rectangle((cx, 0, cx + bw, LEVELS_H), radius=6, fill=color,
                               outline=shade(color, 0.6))
        draw_terrain_icon(draw, terrain, (cx + 19, LEVELS_H / 2), 12, ink=ink)
        draw_text(draw, (cx + bw - 20, LEVELS_H / 2 + 1), tr(lang, "wl-level-letter",
                                                             level=level),
                  26, bold=True, fill=ink, anchor="mm", max_width=bw - 40, min_size=SMALLEST)
    return image


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


def badge_width(label: str) -> int:
    return text_width(label, ABILITY_SIZE, True) + 2 * ABILITY_PAD


def ability_rows(labels: list[str], width: int) -> list[list[str]]:
    """The badges flowed into rows of ``width`` px, all at one readable size, none cut."""
    rows: list[list[str]] = []
    used = 0
    for label in labels:
        w = badge_width(label)
        if not rows or used + ABILITY_GAP + w > width:
            rows.append([])
            used = -ABILITY_GAP
        rows[-1].append(label)
        used += ABILITY_GAP + w
    return rows


def _abilities(draw: ImageDraw.ImageDraw, seat: dict[str, Any], x: int, y: int,
               width: int, lang: str = DEFAULT) -> None:
    """The ability badges from ``y``, as many rows as they need."""
    labels = ability_labels(seat, lang)
    if not labels:
        draw_text(draw, (x, y + 2), tr(lang, "wl-pic-no-abilities"), SMALLEST, fill=MUTED,
                  max_width=width, min_size=SMALLEST)
        return
    for r, row in enumerate(ability_rows(labels, width)):
        bx = x
        for label in row:
            bx += badge(draw, (bx, y + r * ABILITY_ROW), label, ABILITY_SIZE, fill=ABILITY_FILL,
                        ink=INK, pad=ABILITY_PAD, max_width=min(badge_width(label), width)
                        ) + ABILITY_GAP
