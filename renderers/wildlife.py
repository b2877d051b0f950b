"""WildLife pictures: the table for the channel and the hand for a player's DM.

Reads only the view documented in ``engine/wildlife/view.py`` (``build``). The island comes
from the cached static layer of ``renderers.wildlife_map``; everything else is drawn per view.
Tiles carry their organism's colour *and* letter (GAME-DATA.md colours; Man is "H" for human,
so that Mammoth keeps "M"), which every player panel repeats beside the organism's name.
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
    disc,
    draw_text,
    encode_png,
    fit_text,
    new_canvas,
    panel,
    readable_on,
    shade,
    text_width,
    title_bar,
    wrap,
)
from renderers.wildlife_cards import CARD_H, CARD_W, draw_symbol, paste_card
from renderers.wildlife_map import (
    MAP_H,
    MAP_W,
    MARKER_ROOM,
    TERRAIN_COLORS,
    base_layer,
    cell_box,
    label_box,
    tile_centre,
)

WIDTH = 1000
TITLE_FILL: Color = (44, 74, 56)
MAP_X = (WIDTH - MAP_W) // 2
TILE_R = 20

#: GAME-DATA.md "Organism charts": the colour names the view gives, as RGB
ORGANISM_RGB: dict[str, Color] = {
    "blue": (28, 78, 196), "yellow": (250, 216, 40), "brown": (128, 78, 38),
    "black": (24, 24, 24), "light green": (156, 232, 120), "orange": (246, 132, 28),
}
ORGANISM_LETTER: dict[str, str] = {
    "Crocodile": "C", "Snake": "S", "Eagle": "E", "Bear": "B", "Mammoth": "M", "Man": "H",
}
TERRAIN_ORDER = ["Forest", "Desert", "Savanna", "Steppe", "Mountains", "Water"]
LEVEL_LETTER = {"none": "–", "migrate": "m", "expand": "E", "attack": "A"}
PHASES = {"organisms": "Organism auction", "seeding": "Seeding", "play": "Play",
          "over": "Game over"}
ABILITY_SHORT = {"food": "Food", "intelligence": "Intelligence", "mobility": "Mobility",
                 "defense": "Defense", "aggression": "Aggression"}


# -- seats -------------------------------------------------------------------------------------
def seat_info(view: dict[str, Any], seat: int | None) -> dict[str, Any]:
    seats = view.get("seats", [])
    if seat is None or not 0 <= seat < len(seats):
        return {}
    return seats[seat]


def seat_color(view: dict[str, Any], seat: int | None) -> Color:
    colour = seat_info(view, seat).get("colour")
    return ORGANISM_RGB.get(str(colour), (200, 200, 200))


def seat_letter(view: dict[str, Any], seat: int | None) -> str:
    organism = seat_info(view, seat).get("organism")
    if organism:
        return ORGANISM_LETTER.get(str(organism), str(organism)[:1])
    return str((seat or 0) + 1)


def seat_token(draw: ImageDraw.ImageDraw, view: dict[str, Any], seat: int | None,
               centre: tuple[float, float], r: float) -> None:
    """A seat's tile: organism colour, letter, and a contrasting rim."""
    fill = seat_color(view, seat)
    disc(draw, centre, r, fill, seat_letter(view, seat), outline=readable_on(fill),
         width=max(2, int(r / 8)))


def name_of(view: dict[str, Any], seat: int | None) -> str:
    players = view.get("players", [])
    return str(players[seat]) if seat is not None and 0 <= seat < len(players) else "?"


# -- the map -----------------------------------------------------------------------------------
def draw_map(view: dict[str, Any]) -> Image.Image:
    """The island with tiles, area markers and the last action, on a copy of the cached map."""
    image = base_layer().copy()
    draw = ImageDraw.Draw(image)
    for space, seat in (view.get("board") or {}).items():
        if seat is not None:
            seat_token(draw, view, seat, tile_centre(space), TILE_R)
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


def _draw_last(draw: ImageDraw.ImageDraw, last: dict[str, Any]) -> None:
    """The last action in red: placed spaces framed, removed spaces crossed, moves arrowed."""
    for space in last.get("placed", []):
        x0, y0, x1, y1 = cell_box(space)
        draw.rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), outline=HIGHLIGHT, width=3)
    for space in last.get("removed", []):
        x0, y0, x1, y1 = cell_box(space)
        draw.rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), outline=HIGHLIGHT, width=3)
        cx, cy = tile_centre(space)
        for dx in (-1, 1):
            draw.line((cx - 16, cy - 16 * dx, cx + 16, cy + 16 * dx), fill=HIGHLIGHT, width=6)
    for move in last.get("moved", []):
        if len(move) != 2:
            continue
        a, b = tile_centre(move[0]), tile_centre(move[1])
        x0, y0, x1, y1 = cell_box(move[0])
        draw.rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), outline=HIGHLIGHT, width=1)
        x0, y0, x1, y1 = cell_box(move[1])
        draw.rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), outline=HIGHLIGHT, width=3)
        _arrow(draw, a, b)


def _arrow(draw: ImageDraw.ImageDraw, a: tuple[float, float], b: tuple[float, float]) -> None:
    ax, ay = a
    bx, by = b
    length = max(1.0, ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5)
    ux, uy = (bx - ax) / length, (by - ay) / length
    tip = (bx - ux * (TILE_R + 2), by - uy * (TILE_R + 2))
    start = (ax + ux * (TILE_R * 0.3), ay + uy * (TILE_R * 0.3))
    draw.line((start, tip), fill=WHITE, width=9)
    draw.line((start, tip), fill=HIGHLIGHT, width=5)
    head = [tip, (tip[0] - ux * 16 - uy * 10, tip[1] - uy * 16 + ux * 10),
            (tip[0] - ux * 16 + uy * 10, tip[1] - uy * 16 - ux * 10)]
    draw.polygon(head, fill=HIGHLIGHT, outline=WHITE)


def last_text(last: dict[str, Any]) -> str:
    parts = [f"moved {a}→{b}" for a, b in (m for m in last.get("moved", []) if len(m) == 2)]
    if last.get("placed"):
        parts.append("placed " + ", ".join(last["placed"]))
    if last.get("removed"):
        parts.append("removed " + ", ".join(last["removed"]))
    return "; ".join(parts)


# -- tracks ------------------------------------------------------------------------------------
def draw_small_track(draw: ImageDraw.ImageDraw, track: dict[str, Any], y: int) -> int:
    """The small-scoring markers left to right: taken ones crossed out, the next one framed,
    the 4th, 8th and 11th marked because taking them triggers a big scoring."""
    values = track.get("values", [])
    taken = int(track.get("taken", 0))
    big_at = set(track.get("big_at", []))
    draw_text(draw, (24, y + 6), "Small scoring", 22, bold=True)
    left = len(values) - taken
    draw_text(draw, (24, y + 36), f"{left} of {len(values)} left", 19, fill=MUTED)
    x0 = 196
    step = (WIDTH - 24 - x0) // max(1, len(values))
    size = min(58, step - 8)
    for i, value in enumerate(values):
        x = x0 + i * step
        is_taken = i < taken
        fill = FAINT if is_taken else WHITE
        outline = HIGHLIGHT if i == taken else INK
        draw.regular_polygon((x + size / 2, y + size / 2 + 4, size / 2), 8, fill=fill,
                             outline=outline, width=4 if i == taken else 2)
        draw_text(draw, (x + size / 2, y + size / 2 + 5), str(value), 26, bold=True,
                  fill=MUTED if is_taken else INK, anchor="mm")
        if is_taken:
            draw.line((x + 10, y + size - 6, x + size - 10, y + 14), fill=MUTED, width=3)
        if i + 1 in big_at:
            draw_text(draw, (x + size / 2, y + size + 10), "BIG", 15, bold=True,
                      fill=HIGHLIGHT, anchor="ma")
    return size + 34


def draw_success(draw: ImageDraw.ImageDraw, view: dict[str, Any], y: int) -> int:
    """The success track: every player's token at its points on a number line (equal points
    stack upwards, the number written above the stack); returns the height used."""
    seats = view.get("seats", [])
    points = [int(s.get("points", 0)) for s in seats]
    lo = min([0, *points])
    hi = max([10, *points])
    hi = lo + max(10, ((hi - lo + 9) // 10) * 10)
    stack = _max_stack(seats)
    draw_text(draw, (24, y + 4), "Success", 22, bold=True)
    draw_text(draw, (24, y + 32), "points", 19, fill=MUTED)
    x0, x1 = 150, WIDTH - 40
    line_y = y + 70 + 30 * (stack - 1)
    draw.line((x0, line_y, x1, line_y), fill=INK, width=3)
    span = hi - lo
    tick = 5 if span <= 60 else 10
    for v in range((lo // tick) * tick, hi + 1, tick):
        if v < lo:
            continue
        x = x0 + (x1 - x0) * (v - lo) / span
        draw.line((x, line_y - 6, x, line_y + 6), fill=INK, width=2)
        draw_text(draw, (x, line_y + 10), str(v), 16, fill=MUTED, anchor="ma")
    heights: dict[int, int] = {}
    for p in points:
        heights[p] = heights.get(p, 0) + 1
    placed: dict[int, int] = {}
    for s, p in enumerate(points):
        x = x0 + (x1 - x0) * (p - lo) / span
        level = placed.get(p, 0)
        placed[p] = level + 1
        seat_token(draw, view, s, (x, line_y - 24 - level * 30), 15)
        if level == heights[p] - 1:
            draw_text(draw, (x, line_y - 24 - level * 30 - 18), str(p), 15, bold=True,
                      anchor="mb")
    return 100 + 30 * (stack - 1)


# -- auction and turn --------------------------------------------------------------------------
def draw_auction(image: Image.Image, view: dict[str, Any], y: int) -> int:
    auction = view.get("auction")
    if not auction:
        return 0
    draw = ImageDraw.Draw(image)
    h = 112
    panel(draw, (16, y, WIDTH - 16, y + h), outline=GOLD, width=4)
    card = auction.get("card") or {}
    _mini_card(draw, card, (30, y + 10), (120, h - 20))
    seller = auction.get("seller")
    draw_text(draw, (166, y + 12),
              f"Auction: {name_of(view, seller)} sells the {card.get('name', '?')} card", 24,
              bold=True, max_width=WIDTH - 200)
    high = int(auction.get("high", 0))
    bidder = auction.get("bidder")
    high_text = (f"high bid {high} food by {name_of(view, bidder)}" if high and bidder is not None
                 else "no bid yet")
    draw_text(draw, (166, y + 46), high_text, 22, max_width=WIDTH - 200)
    x = 166
    to_bid = auction.get("to_bid")
    passed = set(auction.get("passed", []))
    for s in view.get("order", range(len(view.get("players", [])))):
        if s == seller:
            continue
        if s in passed:
            text, fill = f"{name_of(view, s)} passed", FAINT
        elif s == to_bid:
            text, fill = f"{name_of(view, s)} to bid", HIGHLIGHT
        elif s == bidder:
            text, fill = f"{name_of(view, s)} {high}", (214, 236, 214)
        else:
            text, fill = f"{name_of(view, s)} in", (238, 234, 222)
        text = fit_text(text, 150, 18, True)
        w = badge(draw, (x, y + 78), text, 18, fill=fill)
        x += w + 8
    return h + 10


def _mini_card(draw: ImageDraw.ImageDraw, card: dict[str, Any], xy: tuple[int, int],
               size: tuple[int, int]) -> None:
    """A small card: its colour, symbol and name (for the auction and the played cards)."""
    from renderers.wildlife_cards import card_color
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
    draw_text(draw, (x + w / 2, y + h - 14), str(card.get("name", "")), 17, bold=True,
              fill=readable_on(color), anchor="mm", max_width=w - 6)


def turn_text(view: dict[str, Any]) -> str:
    info = view.get("turn_info")
    if not info:
        return ""
    parts = [f"{name_of(view, view.get('turn'))}'s turn",
             f"cards {info.get('cards_played', 0)}/{info.get('card_limit', 3)}",
             f"auctions {info.get('auctions', 0)}" + (" (one still due)"
                                                       if info.get("auction_due") else ""),
             "free migration " + ("used" if info.get("free_migration_used") else "unused")]
    return " · ".join(parts)


# -- player panels -----------------------------------------------------------------------------
PANEL_W = (WIDTH - 16 * 3) // 2
PANEL_H = 204


def draw_player(draw: ImageDraw.ImageDraw, view: dict[str, Any], seat: dict[str, Any],
                xy: tuple[int, int]) -> None:
    x, y = xy
    s = int(seat.get("seat", 0))
    to_act = s in view.get("to_act", [])
    is_turn = view.get("turn") == s
    panel(draw, (x, y, x + PANEL_W, y + PANEL_H),
          outline=HIGHLIGHT if to_act else (INK if is_turn else PANEL_EDGE),
          width=5 if to_act or is_turn else 2)
    seat_token(draw, view, s, (x + 34, y + 34), 24)
    name_w = draw_text(draw, (x + 66, y + 8), str(seat.get("name", "")), 25, bold=True,
                       max_width=PANEL_W - 230)
    organism = seat.get("organism")
    sub = (f"{organism} · {seat_letter(view, s)} · start order {seat.get('age_rank')}"
           if organism else "no organism yet")
    draw_text(draw, (x + 66, y + 38), sub, 17, fill=MUTED, max_width=PANEL_W - 200)
    bx = x + 66 + name_w + 10
    if to_act:
        badge(draw, (bx, y + 10), "▶ to act", 17, fill=HIGHLIGHT)
    elif is_turn:
        badge(draw, (bx, y + 10), "turn", 17, fill=INK)
    draw_text(draw, (x + PANEL_W - 14, y + 6), str(seat.get("points", 0)), 36, bold=True,
              anchor="ra")
    draw_text(draw, (x + PANEL_W - 14, y + 46), "points", 15, fill=MUTED, anchor="ra")
    # adaptation per terrain, in the organism chart's order
    adaptation = seat.get("adaptation", {})
    bw = (PANEL_W - 24 - 5 * 4) // 6
    for i, terrain in enumerate(TERRAIN_ORDER):
        cx = x + 12 + i * (bw + 4)
        color = TERRAIN_COLORS[terrain]
        ink = readable_on(color)
        draw.rounded_rectangle((cx, y + 66, cx + bw, y + 124), radius=6, fill=color,
                               outline=shade(color, 0.6))
        size = 13 if text_width(terrain, 13, True) <= bw - 4 else 11
        draw_text(draw, (cx + bw / 2, y + 70), terrain, size, bold=True, fill=ink, anchor="ma",
                  max_width=bw - 2)
        level = str(adaptation.get(terrain, "none"))
        draw_text(draw, (cx + bw / 2, y + 106), LEVEL_LETTER.get(level, "?"), 28, bold=True,
                  fill=ink, anchor="mm")
    # food, tiles, cards
    line = (f"food {seat.get('food', 0)} · tiles: {seat.get('supply', 0)} left, "
            f"{seat.get('on_board', 0)} on map · cards {seat.get('hand_count', 0)}")
    draw_text(draw, (x + 12, y + 132), line, 20, bold=True, max_width=PANEL_W - 24)
    # abilities
    abilities = {k: v for k, v in (seat.get("abilities") or {}).items() if v}
    fresh = seat.get("unusable_until_next_turn") or {}
    ax = x + 12
    if not abilities:
        draw_text(draw, (ax, y + 166), "no abilities", 17, fill=MUTED)
    for kind, count in abilities.items():
        label = ABILITY_SHORT.get(kind, kind.title()) + (f" ×{count}" if count > 1 else "")
        if fresh.get(kind):
            label += " (new)"
        w = badge(draw, (ax, y + 163), label, 17, fill=(232, 222, 246), ink=INK)
        ax += w + 6


# -- the table ---------------------------------------------------------------------------------
def table_image(view: dict[str, Any]) -> Image.Image:
    seats = view.get("seats", [])
    rows = (len(seats) + 1) // 2
    has_auction = bool(view.get("auction"))
    track_h = 100 + 30 * max(0, _max_stack(seats) - 1)
    height = (56 + 44 + MAP_H + 10 + 94 + track_h + (122 if has_auction else 0) + 40
              + rows * (PANEL_H + 14) + 30)
    image = new_canvas(WIDTH, height, BACKGROUND)
    draw = ImageDraw.Draw(image)
    phase = PHASES.get(str(view.get("phase")), str(view.get("phase", "")))
    title = f"WildLife · {phase}"
    if view.get("phase") == "play":
        title += f" · turn {view.get('turn_number', '')}"
    sub = f"deck {view.get('deck_count', 0)} · discard {view.get('discard_count', 0)}"
    title_bar(draw, WIDTH, title, sub, fill=TITLE_FILL)
    y = 56 + 8
    waiting = str(view.get("waiting", ""))
    draw_text(draw, (24, y + 16), waiting, 24, bold=True, fill=HIGHLIGHT, anchor="lm",
              max_width=WIDTH - 48)
    y += 36
    image.paste(draw_map(view), (MAP_X, y))
    # the last action as words too, over the sea in the map's top right corner
    last = last_text(view.get("last") or {})
    if last:
        draw_text(draw, (WIDTH - 30, y + 44), f"last: {last}", 17, bold=True, fill=HIGHLIGHT,
                  anchor="ra", max_width=215)
    y += MAP_H + 10
    y += draw_small_track(draw, view.get("small_track") or {}, y) + 6
    y += draw_success(draw, view, y)
    y += draw_auction(image, view, y)
    turn = turn_text(view)
    flags = []
    if view.get("big_scoring_due"):
        flags.append("big scoring after this turn")
    if view.get("game_end_due"):
        flags.append("the game ends after this turn")
    draw_text(draw, (24, y + 4), " · ".join([t for t in [turn, *flags] if t]) or " ", 20,
              bold=True, max_width=WIDTH - 48)
    y += 40
    for i, seat in enumerate(seats):
        draw_player(draw, view, seat, (16 + (i % 2) * (PANEL_W + 16),
                                       y + (i // 2) * (PANEL_H + 14)))
    return image


def _max_stack(seats: list[dict[str, Any]]) -> int:
    counts: dict[int, int] = {}
    for s in seats:
        p = int(s.get("points", 0))
        counts[p] = counts.get(p, 0) + 1
    return max(counts.values(), default=1)


# -- the hand ----------------------------------------------------------------------------------
HAND_COLS = 5


def hand_image(view: dict[str, Any]) -> Image.Image:
    """The seat's cards numbered 1.. in hand order (the order the commands number them), with
    the seat's own panel above so the DM shows what the cards can do."""
    hand = view.get("hand") or []
    seat = view.get("seat")
    me = seat_info(view, seat)
    rows = max(1, (len(hand) + HAND_COLS - 1) // HAND_COLS)
    gap = 12
    height = 56 + 16 + PANEL_H + 16 + 40 + rows * (CARD_H + gap) + 16
    image = new_canvas(WIDTH, height, BACKGROUND)
    draw = ImageDraw.Draw(image)
    title_bar(draw, WIDTH, f"WildLife · {me.get('name', 'your')}'s hand",
              f"{len(hand)} cards", fill=TITLE_FILL)
    y = 72
    if me:
        draw_player(draw, view, me, (16, y))
    _hand_status(image, view, seat, (PANEL_W + 36, y))
    y += PANEL_H + 16
    draw_text(draw, (24, y), f"Your cards ({len(hand)})", 26, bold=True)
    y += 40
    if not hand:
        draw_text(draw, (24, y + 10), "no cards", 22, fill=MUTED)
    total_w = HAND_COLS * CARD_W + (HAND_COLS - 1) * gap
    x0 = (WIDTH - total_w) // 2
    for i, card in enumerate(hand):
        paste_card(image, card, (x0 + (i % HAND_COLS) * (CARD_W + gap),
                                 y + (i // HAND_COLS) * (CARD_H + gap)), i + 1)
    return image


def _hand_status(image: Image.Image, view: dict[str, Any], seat: int | None,
                 xy: tuple[int, int]) -> None:
    """Beside the seat's panel: its turn's progress, what it is asked now, or who is awaited;
    and the card on auction, since the DM is where bids are made."""
    draw = ImageDraw.Draw(image)
    x, y = xy
    width = WIDTH - x - 20
    info = view.get("turn_info")
    lines: list[tuple[str, bool, Color]] = []
    if info and view.get("turn") == seat:
        lines += [(f"cards played {info.get('cards_played', 0)}/{info.get('card_limit', 3)}",
                   True, INK),
                  ("auction " + ("still due" if info.get("auction_due") else "held"), False,
                   INK),
                  ("free migration " + ("used" if info.get("free_migration_used")
                                        else "unused"), False, INK)]
    pending = view.get("pending")
    text = (str(pending.get("text", "")) if pending and pending.get("seat") == seat
            else str(view.get("waiting", "")))
    for line in wrap(text, width, 20)[:3]:
        lines.append((line, False, HIGHLIGHT if seat in view.get("to_act", []) else MUTED))
    for i, (line, bold, color) in enumerate(lines[:6]):
        draw_text(draw, (x, y + 4 + i * 28), line, 20, bold=bold, fill=color, max_width=width)
    auction = view.get("auction")
    if auction and len(lines) <= 3:
        _mini_card(draw, auction.get("card") or {}, (x, y + 96), (90, 104))
        high = int(auction.get("high", 0))
        draw_text(draw, (x + 104, y + 110), "on auction", 20, bold=True)
        draw_text(draw, (x + 104, y + 140),
                  f"high bid {high}" if high else "no bid yet", 20, max_width=width - 104)


def table(view: dict[str, Any]) -> bytes:
    return encode_png(table_image(view))


def hand(view: dict[str, Any]) -> bytes:
    return encode_png(hand_image(view))
