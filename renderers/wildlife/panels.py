"""The WildLife players as rows of one table: start order, tile, name, points, the adaptation
level per terrain, food, tiles in supply and on the map, cards, and the abilities. One head
names the columns once (terrain and stat columns by their drawn symbol, which the legend
names), so no row repeats a word: the table shows every seat, the hand the seat's own row.
Every word at 18 px or more (docs/renderers.md, "The box Discord shows a picture in")."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from renderers.common import (
    FAINT,
    GOLD,
    HIGHLIGHT,
    INK,
    MUTED,
    PANEL,
    PANEL_EDGE,
    WHITE,
    Color,
    draw_text,
    readable_on,
    shade,
    wrap,
)
from renderers.wildlife.cards import draw_terrain_icon
from renderers.wildlife.map import SMALLEST, TERRAIN_COLORS
from renderers.wildlife.seats import seat_token
from words import DEFAULT, tr

TERRAIN_ORDER = ["Forest", "Desert", "Savanna", "Steppe", "Mountains", "Water"]
#: the numbers of a row after the levels, each under its symbol in the head (not the cards in
#: hand: that changes at every card played, so the channel's text says it and a card chosen
#: does not draw the table again)
STATS = ("food", "supply", "on_board")
ABILITY_FILL: Color = (232, 222, 246)
ON_TURN: Color = (255, 244, 190)     # the joker card's yellow
HEAD_H = 26
ROW_MIN = 38          # a tile of 35 px
LINE = 19             # a line of a name or of the abilities
LEVEL_W, LEVEL_GAP, LEVELS_H = 30, 2, 28
STAT_W = 36
#: the columns' left edges (px from the table's left): start order, tile, name, points, levels,
#: stats, abilities
RANK_X, TILE_X, NAME_X = 2, 22, 58
NAME_W = 134
POINTS_R = NAME_X + NAME_W + 56          # points, right-aligned
LEVELS_X = POINTS_R + 10
STATS_X = LEVELS_X + 6 * LEVEL_W + 5 * LEVEL_GAP + 8
ABIL_X = STATS_X + len(STATS) * STAT_W + 8


def ability_labels(seat: dict[str, Any], lang: str = DEFAULT, short: bool = False) -> list[str]:
    """The names of a seat's abilities (``short``: "Mobil.", where a table of six rows has
    little room): count when more than one, "(new)" while one bought at auction waits for the
    seat's turn."""
    fresh = seat.get("unusable_until_next_turn") or {}
    labels = []
    for kind, count in (seat.get("abilities") or {}).items():
        if not count:
            continue
        name = (tr(lang, "wl-ability-short", ability=kind) if short
                else tr(lang, "wl-ability", ability=kind))
        label = (tr(lang, "wl-pic-ability-count-of", name=name, count=count) if count > 1
                 else name)
        labels.append(tr(lang, "wl-pic-fresh", name=label) if fresh.get(kind) else label)
    return labels


def _ability_lines(seat: dict[str, Any], width: int, lang: str) -> list[str]:
    """The abilities wrapped into the column, a comma between them; short names when the
    whole names need more than two lines."""
    labels = ability_labels(seat, lang)
    if len(wrap(", ".join(labels), width, SMALLEST)) > 2:
        labels = ability_labels(seat, lang, short=True)
    return wrap(", ".join(labels), width, SMALLEST) if labels else []


def _name_lines(seat: dict[str, Any]) -> list[str]:
    """The name on at most two lines (a name longer than that ends its second line with "…":
    the tile's colour and letter say the seat too)."""
    lines = wrap(str(seat.get("name", "")), NAME_W, SMALLEST, True)
    return lines if len(lines) <= 2 else [lines[0], " ".join(lines[1:])]


def row_height(seat: dict[str, Any], width: int, lang: str = DEFAULT) -> int:
    """A seat's row: a tile's height, or as many lines as its name or abilities need."""
    lines = max(len(_name_lines(seat)), len(_ability_lines(seat, width - ABIL_X - 6, lang)))
    return max(ROW_MIN, lines * LINE + 4)


def rows_height(seats: list[dict[str, Any]], width: int, lang: str = DEFAULT) -> int:
    """The head and every row."""
    return HEAD_H + sum(row_height(s, width, lang) + 2 for s in seats)


def draw_rows(image: Image.Image, view: dict[str, Any], seats: list[dict[str, Any]],
              xy: tuple[int, int], width: int, lang: str = DEFAULT, *,
              numbers: bool = True) -> int:
    """The head and a row per seat at ``xy``; returns the height used. Without ``numbers``
    the points and the stats are left out (the hand's own row: its DM panel's text says
    them, as they change within a turn)."""
    x, y = xy
    draw = ImageDraw.Draw(image)
    _head(draw, x, y, width, lang, numbers)
    y += HEAD_H
    for seat in seats:
        h = row_height(seat, width, lang)
        _row(image, view, seat, (x, y), width, h, lang, numbers)
        y += h + 2
    return y - xy[1]


def _head(draw: ImageDraw.ImageDraw, x: int, y: int, width: int, lang: str,
          numbers: bool = True) -> None:
    """The columns named once: player, points, a terrain symbol over each level, a symbol over
    each stat, abilities."""
    mid = y + HEAD_H // 2
    draw_text(draw, (x + NAME_X, mid), tr(lang, "wl-pic-player"), SMALLEST, fill=MUTED,
              anchor="lm", max_width=NAME_W, min_size=SMALLEST)
    if numbers:
        draw_text(draw, (x + POINTS_R, mid), tr(lang, "wl-pic-points"), SMALLEST, fill=MUTED,
                  anchor="rm")
    for i, terrain in enumerate(TERRAIN_ORDER):
        cx = x + LEVELS_X + i * (LEVEL_W + LEVEL_GAP) + LEVEL_W / 2
        draw_terrain_icon(draw, terrain, (cx, mid), 10)
    for i, stat in enumerate(STATS if numbers else ()):
        stat_icon(draw, stat, (x + STATS_X + i * STAT_W + STAT_W / 2, mid), 10)
    draw_text(draw, (x + ABIL_X, mid), tr(lang, "wl-score-abilities"), SMALLEST, fill=MUTED,
              anchor="lm", max_width=width - ABIL_X - 6, min_size=SMALLEST)


def _row(image: Image.Image, view: dict[str, Any], seat: dict[str, Any], xy: tuple[int, int],
         width: int, height: int, lang: str, numbers: bool = True) -> None:
    """One seat: framed red while it is to act, tinted on its turn."""
    draw = ImageDraw.Draw(image)
    x, y = xy
    s = int(seat.get("seat", 0))
    to_act = s in view.get("to_act", [])
    is_turn = view.get("turn") == s
    draw.rounded_rectangle((x, y, x + width, y + height), radius=6,
                           fill=ON_TURN if is_turn else PANEL,
                           outline=HIGHLIGHT if to_act else PANEL_EDGE, width=3 if to_act else 1)
    mid = y + height / 2
    rank = seat.get("age_rank")
    if rank:
        draw_text(draw, (x + RANK_X + 9, mid), str(rank), SMALLEST, fill=MUTED, anchor="mm")
    seat_token(image, view, s, (x + TILE_X + 17, mid), 14, lang)
    names = _name_lines(seat)
    for k, line in enumerate(names):
        draw_text(draw, (x + NAME_X, mid + (k - (len(names) - 1) / 2) * LINE), line, SMALLEST,
                  bold=True, anchor="lm", max_width=NAME_W, min_size=SMALLEST)
    if numbers:
        draw_text(draw, (x + POINTS_R, mid), str(seat.get("points", 0)), 20, bold=True,
                  anchor="rm")
    levels = tuple(str((seat.get("adaptation") or {}).get(t, "none")) for t in TERRAIN_ORDER)
    image.paste(levels_image(levels, lang), (x + LEVELS_X, int(mid - LEVELS_H / 2)))
    for i, stat in enumerate(STATS if numbers else ()):
        draw_text(draw, (x + STATS_X + i * STAT_W + STAT_W / 2, mid), str(seat.get(stat, 0)),
                  SMALLEST, bold=True, anchor="mm")
    lines = _ability_lines(seat, width - ABIL_X - 6, lang)
    for k, line in enumerate(lines):
        draw_text(draw, (x + ABIL_X, mid + (k - (len(lines) - 1) / 2) * LINE), line, SMALLEST,
                  anchor="lm")


@lru_cache(maxsize=256)
def levels_image(levels: tuple[str, ...], lang: str = DEFAULT) -> Image.Image:
    """The adaptation boxes of ``levels`` (one per terrain, in the organism chart's order):
    the terrain's colour and the level's letter, under the terrain's symbol in the head. Drawn
    once per levels and language (callers paste it)."""
    width = 6 * LEVEL_W + 5 * LEVEL_GAP
    image = Image.new("RGB", (width, LEVELS_H), PANEL)
    draw = ImageDraw.Draw(image)
    for i, (terrain, level) in enumerate(zip(TERRAIN_ORDER, levels, strict=True)):
        bx = i * (LEVEL_W + LEVEL_GAP)
        color = TERRAIN_COLORS[terrain]
        draw.rounded_rectangle((bx, 0, bx + LEVEL_W - 1, LEVELS_H - 1), radius=5, fill=color,
                               outline=shade(color, 0.6))
        draw_text(draw, (bx + LEVEL_W / 2, LEVELS_H / 2), tr(lang, "wl-level-letter",
                                                             level=level),
                  SMALLEST, bold=True, fill=readable_on(color), anchor="mm")
    return image


def stat_icon(draw: ImageDraw.ImageDraw, stat: str, centre: tuple[float, float],
              r: float) -> None:
    """The drawn symbol of a stat column: food a golden grain, tiles in supply a stack of
    tiles, tiles on the map a tile on a space, cards a card."""
    x, y = centre
    if stat == "food":
        draw.ellipse((x - r * 0.6, y - r, x + r * 0.6, y + r), fill=GOLD, outline=INK, width=2)
        draw.line((x, y - r * 0.6, x, y + r * 0.6), fill=INK, width=2)
    elif stat == "supply":
        for k in (1, 0):
            oy = y + (k - 0.5) * r * 0.7
            draw.ellipse((x - r, oy - r * 0.45, x + r, oy + r * 0.45), fill=WHITE, outline=INK,
                         width=2)
    elif stat == "on_board":
        draw.rectangle((x - r, y - r, x + r, y + r), fill=TERRAIN_COLORS["Forest"],
                       outline=INK)
        draw.ellipse((x - r * 0.6, y - r * 0.6, x + r * 0.6, y + r * 0.6), fill=WHITE,
                     outline=INK, width=2)
    else:
        draw.rounded_rectangle((x - r * 0.7, y - r, x + r * 0.7, y + r), radius=3, fill=FAINT,
                               outline=INK, width=2)

