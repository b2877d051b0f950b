"""WildLife pictures: the table for the channel and the hand for a player's DM.

Reads only the view documented in ``engine/wildlife/view.py`` (``build``), plus ``focus`` that
the bot may add to a hand view. The island comes from the cached static layer of
``renderers.wildlife_map``; everything else is drawn per view. Tiles carry their organism's
colour *and* letter (Man is "H" for human, so that Mammoth keeps "M"), which every player panel
repeats beside the organism's name.

The table is landscape (1600 px wide): Discord fits a preview into about 550 × 350 px, so a
tall picture would be shown about 230 px wide; the map sits left, the players right.
"""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from renderers.common import (
    BACKGROUND,
    FAINT,
    GOLD,
    HIGHLIGHT,
    INK,
    MUTED,
    PANEL_EDGE,
    WHITE,
    Color,
    badge,
    draw_paragraph,
    draw_text,
    encode_png,
    fit_paragraph,
    make_palette,
    new_canvas,
    panel,
    readable_on,
    shade,
    text_width,
    title_bar,
)
from renderers.i18n import DEFAULT, say, tr
from renderers.wildlife_cards import (
    CARD_COLORS,
    CARD_H,
    CARD_W,
    card_color,
    draw_symbol,
    paste_card,
)
from renderers.wildlife_map import (
    CELL,
    HEADER,
    MAP_COLORS,
    MAP_H,
    MAP_INKS,
    MAP_W,
    MARKER_ROOM,
    TERRAIN_COLORS,
    base_layer,
    cell_box,
    label_box,
    tile_centre,
)

#: every text the WildLife pictures draw, by name: its message in the catalogs
#: (renderers/locales/<lang>/wildlife.ftl), said in the picture's language by ``word``
TEXTS: dict[str, str] = {
    "title": "wl-pic-title", "title_turn": "wl-pic-title-turn", "piles": "wl-pic-piles",
    "small": "wl-pic-small", "small_left": "wl-pic-small-left", "big": "wl-pic-big",
    "big_note": "wl-pic-big-note", "success": "wl-pic-success", "points": "wl-pic-points",
    "auction": "wl-pic-auction", "high": "wl-pic-high", "no_bid": "wl-pic-no-bid",
    "bid.passed": "wl-pic-bid-passed", "bid.next": "wl-pic-bid-next",
    "bid.high": "wl-pic-bid-high", "bid.in": "wl-pic-bid-in",
    "turn": "wl-pic-turn", "cards": "wl-pic-cards", "auctions": "wl-pic-auctions",
    "auction_due": "wl-pic-auctions-due", "free_used": "wl-pic-free-used",
    "free_unused": "wl-pic-free-unused", "big_due": "wl-pic-big-due",
    "end_due": "wl-pic-end-due", "last": "wl-pic-last", "placed": "wl-pic-placed",
    "removed": "wl-pic-removed", "organism": "wl-pic-organism",
    "no_organism": "wl-pic-no-organism", "to_act": "wl-pic-to-act",
    "their_turn": "wl-pic-their-turn", "stats": "wl-pic-stats",
    "no_abilities": "wl-pic-no-abilities", "ability": "wl-ability",
    "ability_count": "wl-pic-ability-count", "fresh": "wl-pic-fresh",
    "terrain": "wl-terrain", "level": "wl-level", "level_letter": "wl-level-letter",
    "organism_letter": "wl-organism-letter", "card": "wl-card",
    "legend.adaptation": "wl-pic-legend-adaptation", "legend.order": "wl-pic-legend-order",
    "legend.last": "wl-pic-legend-last", "hand_title": "wl-pic-hand-title",
    "hand_count": "wl-pic-hand-count", "your_cards": "wl-pic-your-cards",
    "no_cards": "wl-pic-no-cards", "played": "wl-pic-played",
    "auction_still": "wl-pic-auction-still", "auction_held": "wl-pic-auction-held",
    "on_auction": "wl-pic-on-auction", "high_short": "wl-pic-high-short",
    "focus": "wl-pic-focus", "hand_title_own": "wl-pic-hand-title-own",
}

WIDTH = 1600                 # the table and the hand (landscape)
HAND_WIDTH = 1600
TITLE_FILL: Color = (44, 74, 56)
TITLE_H = 56
MAP_X, MAP_Y = 16, TITLE_H + 44
RIGHT_X = MAP_X + MAP_W + 16
RIGHT_W = WIDTH - RIGHT_X - 16
TILE_R = 20

#: GAME-DATA.md "Organism charts": the colour names the view gives, as RGB. Light green and
#: orange are shifted (mint, deeper orange) so that all six stay apart under simulated
#: deuteranopia and protanopia (tests/renderers/test_colour_blind.py); each tile also has its letter
ORGANISM_RGB: dict[str, Color] = {
    "blue": (28, 78, 196), "yellow": (250, 216, 40), "brown": (128, 78, 38),
    "black": (24, 24, 24), "light green": (120, 220, 190), "orange": (236, 112, 20),
}
TERRAIN_ORDER = ["Forest", "Desert", "Savanna", "Steppe", "Mountains", "Water"]
NO_SEAT: Color = (200, 200, 200)
ABILITY_FILL: Color = (232, 222, 246)
BID_HIGH: Color = (214, 236, 214)
BID_IN: Color = (238, 234, 222)
FOCUS: Color = (0, 114, 178)   # candidate spaces of a DM choice: blue, apart from the red last move

COLORS: tuple[Color, ...] = (
    *MAP_COLORS, *CARD_COLORS, *ORGANISM_RGB.values(), TITLE_FILL, NO_SEAT, ABILITY_FILL,
    BID_HIGH, BID_IN, FOCUS, *(shade(c, 0.6) for c in TERRAIN_COLORS.values()))
INKS: tuple[Color, ...] = (*MAP_INKS, FOCUS)


def palette() -> Image.Image:
    return make_palette(COLORS, INKS)


def word(lang: str, name: str, /, **values: Any) -> str:
    """The text ``name`` of ``TEXTS`` in ``lang``, with its values (codes, names, numbers)."""
    return tr(lang, TEXTS[name], **values)


# -- what the pictures draw --------------------------------------------------------------------
#: the seat fields a player panel draws
PANEL_FIELDS = ("seat", "name", "organism", "colour", "age_rank", "points", "food", "supply",
                "on_board", "hand_count", "adaptation", "abilities", "unusable_until_next_turn")
TABLE_KEYS = ("players", "phase", "turn_number", "deck_count", "discard_count", "waiting",
              "board", "last", "small_track", "order", "to_act", "turn", "auction",
              "big_scoring_due", "game_end_due")


def _pick(data: dict[str, Any] | None, keys: tuple[str, ...]) -> dict[str, Any] | None:
    return None if data is None else {k: data.get(k) for k in keys}


def _markers(view: dict[str, Any]) -> dict[str, Any]:
    return {code: {"marker": area.get("marker")}
            for code, area in (view.get("areas") or {}).items() if area.get("marker")}


def table_facts(view: dict[str, Any], lang: str = DEFAULT) -> dict[str, Any]:
    """Exactly what the table picture draws (so ``renderers.picture_key`` can key on it):
    the view without its version, events, supplies and the players' levels, and the
    language it is drawn in."""
    info = view.get("turn_info")
    return {"lang": lang, **{k: view.get(k) for k in TABLE_KEYS}, "areas": _markers(view),
            "seats": [_pick(s, PANEL_FIELDS) for s in view.get("seats", [])],
            "turn_info": _pick(info, ("cards_played", "card_limit", "auctions", "auction_due",
                                      "free_migration_used"))}


def hand_facts(view: dict[str, Any], lang: str = DEFAULT) -> dict[str, Any]:
    """Exactly what the hand picture draws: the seat's own panel, hand and decision, the card
    on auction, and the map (every seat's organism) only when a focus asks for it; and the
    language it is drawn in."""
    seat = view.get("seat")
    pending = view.get("pending") or None
    auction = view.get("auction")
    facts = {
        "lang": lang, "seat": seat, "hand": view.get("hand"), "to_act": view.get("to_act"),
        "turn": view.get("turn"), "waiting": view.get("waiting"),
        "seats": [_pick(s, PANEL_FIELDS if s.get("seat") == seat else ("seat",))
                  for s in view.get("seats", [])],
        "pending": _pick(pending, ("seat", "text")),
        "auction": _pick(auction, ("card", "high")),
        "turn_info": _pick(view.get("turn_info"), ("cards_played", "card_limit",
                                                    "auction_due", "free_migration_used")),
    }
    focus = (view.get("focus") or {}).get("spaces")
    if focus:
        facts.update(focus={"spaces": list(focus)}, board=view.get("board"),
                     last=view.get("last"), areas=_markers(view),
                     seats=[_pick(s, PANEL_FIELDS if s.get("seat") == seat
                                  else ("seat", "organism", "colour"))
                            for s in view.get("seats", [])])
    return facts


# -- seats -------------------------------------------------------------------------------------
def seat_info(view: dict[str, Any], seat: int | None) -> dict[str, Any]:
    seats = view.get("seats", [])
    if seat is None or not 0 <= seat < len(seats):
        return {}
    return seats[seat]


def seat_color(view: dict[str, Any], seat: int | None) -> Color:
    colour = seat_info(view, seat).get("colour")
    return ORGANISM_RGB.get(str(colour), NO_SEAT)


def seat_letter(view: dict[str, Any], seat: int | None, lang: str = DEFAULT) -> str:
    """The letter on a seat's tiles: its organism's in ``lang`` (catalog
    ``wl-organism-letter``), or the seat's number before it has one."""
    organism = seat_info(view, seat).get("organism")
    if organism:
        return word(lang, "organism_letter", organism=str(organism))
    return str((seat or 0) + 1)


def seat_token(draw: ImageDraw.ImageDraw, view: dict[str, Any], seat: int | None,
               centre: tuple[float, float], r: float, lang: str = DEFAULT) -> None:
    """A seat's tile: organism colour and letter inside a dark ring and a white halo, so light
    organisms stand out on light terrains and dark ones on dark terrains."""
    fill = seat_color(view, seat)
    x, y = centre
    halo = max(2, int(r / 7))
    draw.ellipse((x - r - halo, y - r - halo, x + r + halo, y + r + halo), fill=WHITE)
    draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=INK, width=max(2, int(r / 6)))
    draw_text(draw, (x, y + 1), seat_letter(view, seat, lang), int(r * 1.15),
              fill=readable_on(fill), bold=True, anchor="mm")


def name_of(view: dict[str, Any], seat: int | None) -> str:
    players = view.get("players", [])
    return str(players[seat]) if seat is not None and 0 <= seat < len(players) else "?"


# -- the map -----------------------------------------------------------------------------------
def draw_map(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image:
    """The island with tiles, area markers and the last action, on a copy of the cached map
    (its area names in ``lang``)."""
    image = base_layer(lang).copy()
    draw = ImageDraw.Draw(image)
    for space, seat in (view.get("board") or {}).items():
        if seat is not None:
            seat_token(draw, view, seat, tile_centre(space), TILE_R, lang)
    for code, area in (view.get("areas") or {}).items():
        marker = area.get("marker")
        if marker:
            box = label_box(code)
            draw.rounded_rectangle(box, radius=6, outline=GOLD, width=3)
            cx, cy = box[2] - MARKER_ROOM / 2 - 1, (box[1] + box[3]) / 2
            draw.regular_polygon((cx, cy, 13), 8, fill=GOLD, outline=INK, width=2)
            draw_text(draw, (cx, cy + 1), str(marker.get("value", "")), 16, bold=True,
                      anchor="mm")
    _draw_last(draw, view.get("last") or {})
    return image


def frame(draw: ImageDraw.ImageDraw, space: str, color: Color, width: int) -> None:
    """A thick frame inside a space, lined with white so it reads on every terrain."""
    x0, y0, x1, y1 = cell_box(space)
    draw.rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), outline=color, width=width)
    draw.rectangle((x0 + 2 + width, y0 + 2 + width, x1 - 2 - width, y1 - 2 - width),
                   outline=WHITE, width=2)


def _draw_last(draw: ImageDraw.ImageDraw, last: dict[str, Any]) -> None:
    """The last action in red: placed spaces framed, removed spaces crossed, moves arrowed."""
    for space in last.get("placed", []):
        frame(draw, space, HIGHLIGHT, 6)
    for space in last.get("removed", []):
        frame(draw, space, HIGHLIGHT, 6)
        cx, cy = tile_centre(space)
        for dx in (-1, 1):
            draw.line((cx - 16, cy - 16 * dx, cx + 16, cy + 16 * dx), fill=HIGHLIGHT, width=7)
    for move in last.get("moved", []):
        if len(move) != 2:
            continue
        x0, y0, x1, y1 = cell_box(move[0])
        draw.rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), outline=HIGHLIGHT, width=2)
        frame(draw, move[1], HIGHLIGHT, 6)
        _arrow(draw, tile_centre(move[0]), tile_centre(move[1]))


def _arrow(draw: ImageDraw.ImageDraw, a: tuple[float, float], b: tuple[float, float]) -> None:
    ax, ay = a
    bx, by = b
    length = max(1.0, ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5)
    ux, uy = (bx - ax) / length, (by - ay) / length
    tip = (bx - ux * (TILE_R + 2), by - uy * (TILE_R + 2))
    start = (ax + ux * (TILE_R * 0.3), ay + uy * (TILE_R * 0.3))
    draw.line((start, tip), fill=WHITE, width=11)
    draw.line((start, tip), fill=HIGHLIGHT, width=6)
    head = [tip, (tip[0] - ux * 18 - uy * 12, tip[1] - uy * 18 + ux * 12),
            (tip[0] - ux * 18 + uy * 12, tip[1] - uy * 18 - ux * 12)]
    draw.polygon(head, fill=HIGHLIGHT, outline=WHITE)


def last_text(last: dict[str, Any], lang: str = DEFAULT) -> str:
    """The last action in words: moves as "D7 → C7", then the spaces placed on and cleared."""
    parts = [f"{a} → {b}" for a, b in (m for m in last.get("moved", []) if len(m) == 2)]
    if last.get("placed"):
        parts.append(word(lang, "placed", spaces=", ".join(last["placed"])))
    if last.get("removed"):
        parts.append(word(lang, "removed", spaces=", ".join(last["removed"])))
    return "; ".join(parts)


# -- tracks ------------------------------------------------------------------------------------
def draw_small_track(draw: ImageDraw.ImageDraw, track: dict[str, Any], x: int, y: int,
                     width: int, lang: str = DEFAULT) -> int:
    """The small-scoring markers left to right: taken ones crossed out, the next one framed,
    the 4th, 8th and 11th marked because taking them triggers a big scoring."""
    values = track.get("values", [])
    taken = int(track.get("taken", 0))
    big_at = set(track.get("big_at", []))
    draw_text(draw, (x + 8, y + 6), word(lang, "small"), 22, bold=True, max_width=170)
    draw_paragraph(draw, (x + 8, y + 36, x + 176, y + 80),
                   word(lang, "small_left", left=len(values) - taken, total=len(values)), 17,
                   fill=MUTED)
    x0 = x + 186
    step = (x + width - x0) // max(1, len(values))
    size = min(58, step - 8)
    for i, value in enumerate(values):
        mx = x0 + i * step
        is_taken = i < taken
        draw.regular_polygon((mx + size / 2, y + size / 2 + 4, size / 2), 8,
                             fill=FAINT if is_taken else WHITE,
                             outline=HIGHLIGHT if i == taken else INK,
                             width=4 if i == taken else 2)
        draw_text(draw, (mx + size / 2, y + size / 2 + 5), str(value), 26, bold=True,
                  fill=MUTED if is_taken else INK, anchor="mm")
        if is_taken:
            draw.line((mx + 10, y + size - 6, mx + size - 10, y + 14), fill=MUTED, width=3)
        if i + 1 in big_at:
            draw_text(draw, (mx + size / 2, y + size + 10), word(lang, "big"), 15, bold=True,
                      fill=HIGHLIGHT, anchor="ma", max_width=step - 2)
    return size + 34


TRACK_TOKEN_R = 15
TRACK_LEVEL_H = 52


def track_levels(xs: list[float], gap: float) -> list[int]:
    """The level (0 = nearest the line) of each token at ``xs``: the lowest level whose last
    token is at least ``gap`` to the left, taking tokens from left to right, so no two tokens
    or their labels overlap however close the scores are."""
    levels = [0] * len(xs)
    ends: list[float] = []
    for i in sorted(range(len(xs)), key=lambda i: (xs[i], i)):
        level = next((k for k, end in enumerate(ends) if xs[i] - end >= gap), len(ends))
        if level == len(ends):
            ends.append(xs[i])
        ends[level] = xs[i]
        levels[i] = level
    return levels


def track_scale(points: list[int]) -> tuple[int, int, int]:
    """(low, high, tick) of the number line: from min(0, lowest) to the highest rounded up."""
    lo = min([0, *points])
    hi = max([10, *points])
    span = max(10, ((hi - lo + 9) // 10) * 10)
    tick = next(t for t in (5, 10, 20, 25, 50, 100, 200) if span / t <= 16)
    return lo, lo + span, tick


def success_height(view: dict[str, Any], width: int) -> int:
    xs = _track_xs(view, 0, width)
    levels = track_levels(xs, 2 * TRACK_TOKEN_R + 8)
    return 70 + TRACK_LEVEL_H * (max(levels, default=0) + 1)


def _track_xs(view: dict[str, Any], x: int, width: int) -> list[float]:
    points = [int(s.get("points", 0)) for s in view.get("seats", [])]
    lo, hi, _ = track_scale(points)
    x0, x1 = x + 186, x + width - 24
    return [x0 + (x1 - x0) * (p - lo) / (hi - lo) for p in points]


def draw_success(draw: ImageDraw.ImageDraw, view: dict[str, Any], x: int, y: int,
                 width: int, lang: str = DEFAULT) -> int:
    """The success track: every player's token at its points on a number line, with its
    points written above it; close scores go up a level instead of overlapping."""
    seats = view.get("seats", [])
    points = [int(s.get("points", 0)) for s in seats]
    lo, hi, tick = track_scale(points)
    xs = _track_xs(view, x, width)
    levels = track_levels(xs, 2 * TRACK_TOKEN_R + 8)
    height = success_height(view, width)
    line_y = y + height - 36
    draw_text(draw, (x + 8, y + 4), word(lang, "success"), 22, bold=True, max_width=170)
    draw_text(draw, (x + 8, y + 34), word(lang, "points"), 17, fill=MUTED, max_width=170)
    x0, x1 = x + 186, x + width - 24
    draw.line((x0, line_y, x1, line_y), fill=INK, width=3)
    for v in range(-(-lo // tick) * tick, hi + 1, tick):
        tx = x0 + (x1 - x0) * (v - lo) / (hi - lo)
        draw.line((tx, line_y - 6, tx, line_y + 6), fill=INK, width=2)
        draw_text(draw, (tx, line_y + 10), str(v), 16, fill=MUTED, anchor="ma")
    tops = [line_y - 30 - level * TRACK_LEVEL_H for level in levels]
    for s, (px, cy) in enumerate(zip(xs, tops, strict=True)):   # lines first: under the rest
        draw.line((px, cy, px, line_y), fill=shade(seat_color(view, s), 0.8), width=2)
    for s, (p, px, cy) in enumerate(zip(points, xs, tops, strict=True)):
        seat_token(draw, view, s, (px, cy), TRACK_TOKEN_R, lang)
        label = str(p)
        w = text_width(label, 15, True)
        ly = cy - TRACK_TOKEN_R - 3
        draw.rectangle((px - w / 2 - 2, ly - 16, px + w / 2 + 2, ly), fill=BACKGROUND)
        draw_text(draw, (px, ly), label, 15, bold=True, anchor="mb")
    return height


# -- auction, turn and the last move -----------------------------------------------------------
AUCTION_H = 118
BID_SIZE = 18
BID_ROW = 32


def _bid_badges(view: dict[str, Any], lang: str) -> list[tuple[str, Color]]:
    """One badge per bidder in seat order: passed, to bid, holding the high bid, or still in."""
    auction = view.get("auction") or {}
    seller, bidder = auction.get("seller"), auction.get("bidder")
    to_bid, high = auction.get("to_bid"), int(auction.get("high", 0))
    passed = set(auction.get("passed", []))
    badges = []
    for s in view.get("order", range(len(view.get("players", [])))):
        if s == seller:
            continue
        if s in passed:
            badges.append((word(lang, "bid.passed", player=name_of(view, s)), FAINT))
        elif s == to_bid:
            badges.append((word(lang, "bid.next", player=name_of(view, s)), HIGHLIGHT))
        elif s == bidder:
            badges.append((word(lang, "bid.high", player=name_of(view, s), food=high),
                           BID_HIGH))
        else:
            badges.append((word(lang, "bid.in", player=name_of(view, s)), BID_IN))
    return badges


def _bid_rows(view: dict[str, Any], room: int,
              lang: str) -> list[list[tuple[str, Color, int]]]:
    """The bid badges flowed into rows of ``room`` px (each with its width)."""
    rows: list[list[tuple[str, Color, int]]] = [[]]
    used = 0
    for text, fill in _bid_badges(view, lang):
        w = min(room, text_width(text, BID_SIZE, True) + 12)
        if rows[-1] and used + w > room:
            rows.append([])
            used = 0
        rows[-1].append((text, fill, w))
        used += w + 8
    return rows


def auction_height(view: dict[str, Any], width: int, lang: str = DEFAULT) -> int:
    if not view.get("auction"):
        return 0
    return AUCTION_H + BID_ROW * (len(_bid_rows(view, width - 166, lang)) - 1) + 10


def draw_auction(image: Image.Image, view: dict[str, Any], x: int, y: int, width: int,
                 lang: str = DEFAULT) -> int:
    """The card on auction, the high bid, and every bidder's state."""
    auction = view.get("auction")
    if not auction:
        return 0
    draw = ImageDraw.Draw(image)
    height = auction_height(view, width, lang) - 10
    panel(draw, (x, y, x + width, y + height), outline=GOLD, width=4)
    card = auction.get("card") or {}
    mini_card(draw, card, (x + 14, y + 10), (120, AUCTION_H - 20), lang)
    tx = x + 150
    room = width - 166
    draw_text(draw, (tx, y + 12), word(lang, "auction", seller=name_of(view, auction.get("seller")),
                                       card=str(card.get("code", ""))),
              24, bold=True, max_width=room)
    high = int(auction.get("high", 0))
    bidder = auction.get("bidder")
    high_text = (word(lang, "high", food=high, bidder=name_of(view, bidder))
                 if high and bidder is not None else word(lang, "no_bid"))
    draw_text(draw, (tx, y + 46), high_text, 22, max_width=room)
    for r, row in enumerate(_bid_rows(view, room, lang)):
        bx = tx
        for text, fill, w in row:
            bx += badge(draw, (bx, y + 80 + r * BID_ROW), text, BID_SIZE, fill=fill,
                        max_width=w) + 8
    return height + 10


def mini_card(draw: ImageDraw.ImageDraw, card: dict[str, Any], xy: tuple[int, int],
              size: tuple[int, int], lang: str = DEFAULT) -> None:
    """A small card: its colour, symbol and name (for the auction and the played cards); a
    name too long for one line at 11 px (German compounds) is written on two."""
    x, y = xy
    w, h = size
    color = card_color(card)
    draw.rounded_rectangle((x, y, x + w, y + h), radius=8, fill=color, outline=shade(color, 0.5),
                           width=2)
    r = min(w, h) * 0.26
    draw.ellipse((x + w / 2 - r - 4, y + 6, x + w / 2 + r + 4, y + 14 + 2 * r), fill=WHITE,
                 outline=INK)
    draw_symbol(draw, str(card.get("symbol", "")), (x + w / 2, y + 10 + r), r * 0.75,
                terrain=card.get("terrain"))
    name = say(lang, card.get("name") or "")
    ink = readable_on(color)
    if text_width(name, 11, True) <= w - 6:
        draw_text(draw, (x + w / 2, y + h - 14), name, 17, bold=True, fill=ink, anchor="mm",
                  max_width=w - 6, min_size=11)
    else:
        draw_paragraph(draw, (x + 3, y + h - 30, x + w - 3, y + h - 2), name, 12, bold=True,
                       fill=ink, min_size=9, spacing=1.1)


def turn_parts(view: dict[str, Any], lang: str = DEFAULT) -> list[str]:
    """Whose turn, its progress, and what follows it (a big scoring, the end)."""
    info = view.get("turn_info")
    parts: list[str] = []
    if info:
        auctions = int(info.get("auctions", 0))
        parts = [word(lang, "turn", player=name_of(view, view.get("turn"))),
                 word(lang, "cards", played=info.get("cards_played", 0),
                      limit=info.get("card_limit", 3)),
                 word(lang, "auction_due" if info.get("auction_due") else "auctions",
                      count=auctions),
                 word(lang, "free_used" if info.get("free_migration_used") else "free_unused")]
    if view.get("phase") == "over":
        return parts
    if view.get("big_scoring_due"):
        parts.append(word(lang, "big_due"))
    if view.get("game_end_due"):
        parts.append(word(lang, "end_due"))
    return parts


def notes_height(view: dict[str, Any], width: int, lang: str = DEFAULT) -> int:
    """Height of the lines under the tracks: the last move and the turn."""
    height = 0
    for text, size in _notes(view, lang):
        room = width - 48 if size == 22 else width - 16   # as draw_notes indents them
        lines, size = fit_paragraph(text, room, 200, size, bold=True)
        height += len(lines) * int(size * 1.2) + 8
    return height


def _notes(view: dict[str, Any], lang: str) -> list[tuple[str, int]]:
    notes = []
    last = last_text(view.get("last") or {}, lang)
    if last:
        notes.append((word(lang, "last", what=last), 22))
    turn = " · ".join(turn_parts(view, lang))
    if turn:
        notes.append((turn, 20))
    return notes


def draw_notes(draw: ImageDraw.ImageDraw, view: dict[str, Any], x: int, y: int,
               width: int, lang: str = DEFAULT) -> int:
    """The last move in red beside a small red frame (as on the map), then the turn."""
    top = y
    for text, size in _notes(view, lang):
        is_last = size == 22
        tx = x + 8
        if is_last:
            draw.rectangle((x + 8, y + 2, x + 30, y + 24), outline=HIGHLIGHT, width=4)
            tx = x + 40
        y += draw_paragraph(draw, (tx, y, x + width - 8, y + 200), text, size, bold=True,
                            fill=HIGHLIGHT if is_last else INK) + 8
    return y - top


# -- player panels -----------------------------------------------------------------------------
PANEL_W = RIGHT_W
PANEL_H = 168


def draw_player(draw: ImageDraw.ImageDraw, view: dict[str, Any], seat: dict[str, Any],
                xy: tuple[int, int], width: int = PANEL_W, lang: str = DEFAULT) -> None:
    x, y = xy
    s = int(seat.get("seat", 0))
    to_act = s in view.get("to_act", [])
    is_turn = view.get("turn") == s
    panel(draw, (x, y, x + width, y + PANEL_H),
          outline=HIGHLIGHT if to_act else (INK if is_turn else PANEL_EDGE),
          width=5 if to_act or is_turn else 2)
    seat_token(draw, view, s, (x + 32, y + 32), 22, lang)
    tag = word(lang, "to_act") if to_act else (word(lang, "their_turn") if is_turn else "")
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
    draw_text(draw, (x + width - 14, y + 44), word(lang, "points"), 15, fill=MUTED, anchor="ra",
              max_width=points_w + 40, min_size=10)
    organism = seat.get("organism")
    sub = (word(lang, "organism", organism=organism, rank=seat.get("age_rank") or 0)
           if organism else word(lang, "no_organism"))
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
        draw_text(draw, (cx + bw / 2, y + 67), word(lang, "terrain", terrain=terrain), 14,
                  bold=True, fill=ink, anchor="ma", max_width=bw - 6, min_size=9)
        level = str(adaptation.get(terrain, "none"))
        draw_text(draw, (cx + bw / 2, y + 97), word(lang, "level_letter", level=level), 24,
                  bold=True, fill=ink, anchor="mm", max_width=bw - 6)
    stats = word(lang, "stats", food=seat.get("food", 0), supply=seat.get("supply", 0),
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
        label = (word(lang, "ability_count", ability=kind, count=count) if count > 1
                 else word(lang, "ability", ability=kind))
        labels.append(word(lang, "fresh", name=label) if fresh.get(kind) else label)
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
        draw_text(draw, (x, y + 2), word(lang, "no_abilities"), 16, fill=MUTED, max_width=width)
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


# -- the legend --------------------------------------------------------------------------------
LEGEND_H = 44                # one row of the legend
LEGEND_GAP = 30              # between its parts
LEGEND_SIZE = 18
LEVEL_CODES = ("none", "migrate", "expand", "attack")


def _chip_w(letter: str) -> int:
    return max(28, text_width(letter, 20, True) + 8)


def legend_parts(lang: str = DEFAULT) -> list[tuple[str, str]]:
    """The legend's parts, each kept on one line: ("levels", heading) with the four levels,
    ("text", the start order), ("last", the last move's mark), ("text", the BIG note)."""
    return [("levels", word(lang, "legend.adaptation")), ("text", word(lang, "legend.order")),
            ("last", word(lang, "legend.last")), ("text", word(lang, "big_note"))]


def _part_width(part: tuple[str, str], size: int, lang: str) -> int:
    kind, text = part
    if kind == "levels":
        width = text_width(text, size, True)
        for level in LEVEL_CODES:
            width += 10 + _chip_w(word(lang, "level_letter", level=level)) + 6 + text_width(
                word(lang, "level", level=level), size)
        return width
    if kind == "last":
        return 30 + text_width(text, size)
    return text_width(text, size)


def legend_layout(lang: str, width: int) -> tuple[list[list[tuple[str, str]]], int]:
    """(rows of parts, text size): one row at 18 px down to 16 px, else two rows (from 18 px
    down), so the legend is never cut nor tiny; ``width`` is the legend's inner width."""
    parts = legend_parts(lang)
    for size in range(LEGEND_SIZE, 15, -1):
        if sum(_part_width(p, size, lang) for p in parts) + LEGEND_GAP * (len(parts) - 1) <= width:
            return [parts], size
    for size in range(LEGEND_SIZE, 9, -1):
        rows: list[list[tuple[str, str]]] = [[]]
        used = 0
        for part in parts:
            w = _part_width(part, size, lang)
            if rows[-1] and used + LEGEND_GAP + w > width:
                rows.append([])
                used = 0
            used += (LEGEND_GAP if rows[-1] else 0) + w
            rows[-1].append(part)
        if len(rows) <= 2 and all(
                sum(_part_width(p, size, lang) for p in row) + LEGEND_GAP * (len(row) - 1)
                <= width for row in rows):
            return rows, size
    return [[p] for p in parts], 10


def legend_height(lang: str = DEFAULT, width: int = WIDTH - 32) -> int:
    return LEGEND_H * len(legend_layout(lang, width - 16)[0])


def draw_legend(draw: ImageDraw.ImageDraw, x: int, y: int, width: int,
                lang: str = DEFAULT) -> None:
    """What the letters and marks mean: adaptation levels, start order, the last move."""
    draw.line((x, y, x + width, y), fill=PANEL_EDGE, width=1)
    rows, size = legend_layout(lang, width - 16)
    for r, row in enumerate(rows):
        cy = y + r * LEGEND_H + LEGEND_H // 2
        cx = x + 8
        for kind, text in row:
            if kind == "levels":
                cx += draw_text(draw, (cx, cy), text, size, bold=True, anchor="lm",
                                max_width=text_width(text, size, True))
                for level in LEVEL_CODES:
                    letter = word(lang, "level_letter", level=level)
                    chip = _chip_w(letter)
                    cx += 10
                    draw.rounded_rectangle((cx, cy - 14, cx + chip, cy + 14), radius=5,
                                           fill=FAINT)
                    draw_text(draw, (cx + chip / 2, cy), letter, 20, bold=True, anchor="mm",
                              max_width=chip - 4)
                    name = word(lang, "level", level=level)
                    cx += chip + 6 + draw_text(draw, (cx + chip + 6, cy), name, size,
                                               anchor="lm", max_width=text_width(name, size))
            elif kind == "last":
                draw.rectangle((cx, cy - 11, cx + 22, cy + 11), outline=HIGHLIGHT, width=4)
                cx += 30 + draw_text(draw, (cx + 30, cy), text, size, anchor="lm",
                                     max_width=text_width(text, size))
            else:
                cx += draw_text(draw, (cx, cy), text, size, anchor="lm",
                                max_width=min(text_width(text, size), x + width - cx))
            cx += LEGEND_GAP


# -- the table ---------------------------------------------------------------------------------
def table_image(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image:
    view = table_facts(view, lang)
    seats = view.get("seats", [])
    left_w = MAP_W
    small_h = 92
    left_h = (MAP_H + 10 + small_h + success_height(view, left_w)
              + notes_height(view, left_w, lang) + auction_height(view, left_w, lang))
    right_h = len(seats) * (PANEL_H + 10)
    legend_h = legend_height(lang, WIDTH - 32)
    height = MAP_Y + max(left_h, right_h) + 8 + legend_h
    image = new_canvas(WIDTH, height, BACKGROUND)
    draw = ImageDraw.Draw(image)
    phase = str(view.get("phase", ""))
    title = (word(lang, "title_turn", phase=phase, turn=view.get("turn_number", ""))
             if phase == "play" else word(lang, "title", phase=phase))
    title_bar(draw, WIDTH, title, word(lang, "piles", deck=view.get("deck_count", 0),
                                       discard=view.get("discard_count", 0)), fill=TITLE_FILL)
    draw_text(draw, (24, TITLE_H + 22), say(lang, view.get("waiting")), 25, bold=True,
              fill=HIGHLIGHT, anchor="lm", max_width=WIDTH - 48)
    image.paste(draw_map(view, lang), (MAP_X, MAP_Y))
    y = MAP_Y + MAP_H + 10
    y += draw_small_track(draw, view.get("small_track") or {}, MAP_X, y, left_w, lang)
    y += draw_success(draw, view, MAP_X, y, left_w, lang)
    y += draw_notes(draw, view, MAP_X, y, left_w, lang)
    draw_auction(image, view, MAP_X, y, left_w, lang)
    for i, seat in enumerate(seats):
        draw_player(draw, view, seat, (RIGHT_X, MAP_Y + i * (PANEL_H + 10)), lang=lang)
    draw_legend(draw, 16, height - legend_h - 4, WIDTH - 32, lang)
    return image


# -- the hand ----------------------------------------------------------------------------------
HAND_COLS = 5
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


HAND_LEFT_W = 560
STATUS_H = 210


def hand_image(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image:
    """Landscape, like the table: left the seat's own panel and what it is asked now; right
    the part of the map the current choice is about (when the bot passes ``focus``) above
    the cards, numbered 1.. in hand order (the order the commands number them)."""
    view = hand_facts(view, lang)
    hand = view.get("hand") or []
    seat = view.get("seat")
    me = seat_info(view, seat)
    crop = focus_image(view, lang)
    rows = max(1, (len(hand) + HAND_COLS - 1) // HAND_COLS)
    gap = 12
    crop_h = crop.height + 46 if crop else 0
    right_x = 16 + HAND_LEFT_W + 16
    right_w = HAND_WIDTH - right_x - 16
    right_h = crop_h + 40 + rows * (CARD_H + gap)
    left_h = PANEL_H + 12 + STATUS_H
    height = TITLE_H + 16 + max(left_h, right_h) + 16
    image = new_canvas(HAND_WIDTH, height, BACKGROUND)
    draw = ImageDraw.Draw(image)
    title = (word(lang, "hand_title", player=str(me["name"])) if me.get("name")
             else word(lang, "hand_title_own"))
    title_bar(draw, HAND_WIDTH, title, word(lang, "hand_count", count=len(hand)),
              fill=TITLE_FILL)
    top = TITLE_H + 16
    if me:
        draw_player(draw, view, me, (16, top), HAND_LEFT_W, lang)
    _hand_status(image, view, seat, (16, top + PANEL_H + 12), HAND_LEFT_W, lang)
    y = top
    if crop:
        draw_text(draw, (right_x + 8, y), word(lang, "focus"), 24, bold=True, max_width=right_w)
        image.paste(crop, (right_x + (right_w - crop.width) // 2, y + 36))
        y += crop_h
    draw_text(draw, (right_x + 8, y), word(lang, "your_cards", count=len(hand)), 26, bold=True,
              max_width=right_w)
    y += 40
    if not hand:
        draw_text(draw, (right_x + 8, y + 10), word(lang, "no_cards"), 22, fill=MUTED,
                  max_width=right_w)
    total_w = HAND_COLS * CARD_W + (HAND_COLS - 1) * gap
    x0 = right_x + (right_w - total_w) // 2
    for i, card in enumerate(hand):
        paste_card(image, card, (x0 + (i % HAND_COLS) * (CARD_W + gap),
                                 y + (i // HAND_COLS) * (CARD_H + gap)), i + 1, lang)
    return image


def _hand_status(image: Image.Image, view: dict[str, Any], seat: int | None,
                 xy: tuple[int, int], width: int, lang: str = DEFAULT) -> None:
    """Under the seat's panel: its turn's progress, what it is asked now, or who is awaited;
    and the card on auction, since the DM is where bids are made."""
    draw = ImageDraw.Draw(image)
    x, y = xy
    panel(draw, (x, y, x + width, y + STATUS_H))
    top = y
    x, y, width = x + 14, y + 10, width - 28
    info = view.get("turn_info")
    auction = view.get("auction")
    if info and view.get("turn") == seat and not auction:
        for i, (text, bold) in enumerate((
                (word(lang, "played", played=info.get("cards_played", 0),
                      limit=info.get("card_limit", 3)), True),
                (word(lang, "auction_still" if info.get("auction_due") else "auction_held"),
                 False),
                (word(lang, "free_used" if info.get("free_migration_used") else "free_unused"),
                 False))):
            draw_text(draw, (x, y + i * 26), text, 20, bold=bold, max_width=width)
        y += 84
    pending = view.get("pending")
    text = say(lang, pending.get("text") if pending and pending.get("seat") == seat
               else view.get("waiting"))
    room = top + STATUS_H - 10 - y - (0 if not auction else 100)
    draw_paragraph(draw, (x, y, x + width, y + max(30, room)), text, 21, bold=True,
                   fill=HIGHLIGHT if seat in view.get("to_act", []) else MUTED, min_size=12)
    if auction:
        ay = top + STATUS_H - 100
        mini_card(draw, auction.get("card") or {}, (x, ay), (80, 90), lang)
        high = int(auction.get("high", 0))
        draw_text(draw, (x + 92, ay + 14), word(lang, "on_auction"), 20, bold=True,
                  max_width=width - 92)
        draw_text(draw, (x + 92, ay + 44),
                  word(lang, "high_short", food=high) if high else word(lang, "no_bid"), 20,
                  max_width=width - 92)


def table(view: dict[str, Any], lang: str = DEFAULT) -> bytes:
    """The table picture (``State.view(None)``) in ``lang``, PNG."""
    return encode_png(table_image(view, lang), palette())


def hand(view: dict[str, Any], lang: str = DEFAULT) -> bytes:
    """A seat's hand picture (``State.view(seat)``, maybe with ``focus``) in ``lang``, PNG."""
    return encode_png(hand_image(view, lang), palette())
