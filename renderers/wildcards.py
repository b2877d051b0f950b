"""Wild Cards pictures: the table (open display, collections, leaders, score tokens, hand sizes,
the Talisman, bids) and a player's hand for the DM.

Reads only the view of ``engine/wildcards/view.py``. Before the reveal a face-down bid shows
as a card back with a tick (who has bid, never what); after the reveal the card itself.
Habitats have a colour *and* their name on every card; wild cards are striped.
"""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from renderers.common import (
    FAINT,
    GOLD,
    HIGHLIGHT,
    INK,
    MUTED,
    PANEL_EDGE,
    WHITE,
    Color,
    badge,
    draw_lines,
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

WIDTH = 1000
TITLE_FILL: Color = (74, 58, 40)
HABITAT_COLORS: dict[str, Color] = {
    "forest": (64, 132, 66), "savannah": (226, 178, 58), "mountains": (140, 138, 150),
    "wild": (250, 250, 250), "refill": (236, 236, 236),
}
RAINBOW: list[Color] = [(228, 60, 60), (240, 150, 40), (240, 220, 60), (80, 180, 80),
                        (60, 130, 220), (140, 80, 190)]
SPECIES_ORDER = ["peacock", "squirrel", "eagle", "ibex", "lion", "meerkat"]
BACK: Color = (92, 70, 120)


def habitat_fill(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float],
                 habitat: str, radius: int = 8) -> Color:
    """Fill a card-shaped box in a habitat's colour (stripes for wild); returns the ink colour."""
    x0, y0, x1, y1 = box
    if habitat == "wild":
        draw.rounded_rectangle(box, radius=radius, fill=WHITE)
        band = (y1 - y0 - 2 * radius) / len(RAINBOW)
        for i, c in enumerate(RAINBOW):
            draw.rectangle((x0 + 3, y0 + radius + i * band, x0 + 12, y0 + radius + (i + 1) * band),
                           fill=c)
            draw.rectangle((x1 - 12, y0 + radius + i * band, x1 - 3, y0 + radius + (i + 1) * band),
                           fill=c)
        draw.rounded_rectangle(box, radius=radius, outline=INK, width=2)
        return INK
    color = HABITAT_COLORS.get(habitat, FAINT)
    draw.rounded_rectangle(box, radius=radius, fill=color, outline=shade(color, 0.55), width=2)
    return readable_on(color)


def habitat_card(draw: ImageDraw.ImageDraw, xy: tuple[float, float], card: dict[str, Any],
                 size: tuple[int, int] = (70, 96), number: int | None = None) -> None:
    """A Habitat card (or the Refill card): its value large, its habitat written out."""
    x, y = xy
    w, h = size
    habitat = str(card.get("habitat", ""))
    ink = habitat_fill(draw, (x, y, x + w, y + h), habitat)
    if card.get("refill"):
        draw_text(draw, (x + w / 2, y + h / 2 - 6), "⟳", int(h * 0.4), bold=True, fill=ink,
                  anchor="mm")
        draw_text(draw, (x + w / 2, y + h - 12), "Refill", max(12, h // 7), bold=True, fill=ink,
                  anchor="mm")
    else:
        draw_text(draw, (x + w / 2, y + h / 2 - 4), str(card.get("value", "")), int(h * 0.42),
                  bold=True, fill=ink, anchor="mm")
        label = habitat.capitalize()
        size = max(10, h // 8)
        if text_width(label, size, True) > w - 6:  # narrow cards: the habitat's initial
            label = label[:1]
            size = max(14, h // 6)
        draw_text(draw, (x + w / 2, y + h - 12), label, size, bold=True, fill=ink,
                  anchor="mm")
    if number is not None:
        draw.ellipse((x - 8, y - 8, x + 24, y + 24), fill=INK, outline=WHITE, width=2)
        draw_text(draw, (x + 8, y + 8), str(number), 17, bold=True, fill=WHITE, anchor="mm")


def card_back(draw: ImageDraw.ImageDraw, xy: tuple[float, float], size: tuple[int, int]) -> None:
    """A face-down bid: says that a card lies there, never which."""
    x, y = xy
    w, h = size
    draw.rounded_rectangle((x, y, x + w, y + h), radius=8, fill=BACK, outline=INK, width=2)
    for k in range(3):
        draw.rounded_rectangle((x + 6 + k * 3, y + 6 + k * 3, x + w - 6 - k * 3,
                                y + h - 6 - k * 3), radius=6, outline=shade(BACK, 1.3))


def animal_card(draw: ImageDraw.ImageDraw, xy: tuple[float, float], species: str,
                habitat: str, size: tuple[int, int] = (150, 170), note: str = "") -> None:
    """An Animal card of the display: species name, its natural habitat colour and name."""
    x, y = xy
    w, h = size
    color = HABITAT_COLORS.get(habitat, FAINT)
    draw.rounded_rectangle((x, y, x + w, y + h), radius=12, fill=(252, 248, 238),
                           outline=shade(color, 0.6), width=4)
    draw.rounded_rectangle((x + 4, y + h - 44, x + w - 4, y + h - 4), radius=9, fill=color)
    draw_text(draw, (x + w / 2, y + h - 24), habitat.capitalize(), 18, bold=True,
              fill=readable_on(color), anchor="mm")
    draw_text(draw, (x + w / 2, y + 30), species.capitalize(), 26, bold=True, anchor="mm",
              max_width=w - 10)
    draw.ellipse((x + w / 2 - 30, y + 52, x + w / 2 + 30, y + 112), fill=shade(color, 1.45),
                 outline=shade(color, 0.6), width=3)
    draw_text(draw, (x + w / 2, y + 83), species[:1].upper(), 38, bold=True,
              fill=shade(color, 0.5), anchor="mm")
    if note:
        badge(draw, (int(x + 6), int(y - 14)), note, 15, fill=INK)


def _score_tokens(draw: ImageDraw.ImageDraw, tokens: dict[str, int], right: int, y: int) -> None:
    """Score tokens as round chips, largest value first, right-aligned ending at ``right``."""
    chips = [int(v) for v, n in sorted(tokens.items(), key=lambda t: -int(t[0]))
             for _ in range(int(n))]
    x = right
    for value in reversed(chips[:12]):
        r = 12 + {1: 0, 2: 2, 4: 4, 8: 6}.get(value, 0)
        x -= 2 * r + 4
        draw.ellipse((x, y - r, x + 2 * r, y + r), fill=GOLD, outline=INK, width=2)
        draw_text(draw, (x + r, y + 1), str(value), 14 + r // 4, bold=True, anchor="mm")


# -- the table ---------------------------------------------------------------------------------
P_H = 170


def _participant(image: Image.Image, view: dict[str, Any], p: dict[str, Any], y: int) -> None:
    draw = ImageDraw.Draw(image)
    index = int(p.get("index", 0))
    acting = index in view.get("to_act", []) or view.get("picker") == index
    panel(draw, (16, y, WIDTH - 16, y + P_H), outline=HIGHLIGHT if acting else PANEL_EDGE,
          width=4 if acting else 2)
    name = str(p.get("name", ""))
    x = 30 + draw_text(draw, (30, y + 10), name, 26, bold=True, max_width=330) + 10
    if p.get("is_leo"):
        x += badge(draw, (x, y + 12), "virtual player", 16, fill=FAINT, ink=INK) + 6
    if p.get("talisman"):
        x += badge(draw, (x, y + 12), "◆ Talisman", 16, fill=(120, 60, 160)) + 6
    if acting:
        x += badge(draw, (x, y + 12), "▶ to act", 16, fill=HIGHLIGHT) + 6
    # points: the total, and the tokens that make it
    if p.get("is_leo"):  # the rulebook: Leo gets no score tokens and is not scored
        draw_text(draw, (WIDTH - 30, y + 12), "not scored", 20, fill=MUTED, anchor="ra")
    else:
        draw_text(draw, (WIDTH - 30, y + 8), f"{p.get('points', 0)} pts", 26, bold=True,
                  anchor="ra")
        _score_tokens(draw, p.get("tokens") or {}, WIDTH - 140, y + 24)
    # collection: one cell per species, with the leader marked
    leads = set(p.get("leaders", []))
    collection = p.get("collection") or {}
    species = view.get("species") or {}
    cw = 92
    for i, sp in enumerate(SPECIES_ORDER):
        cx = 30 + i * (cw + 6)
        color = HABITAT_COLORS.get(str(species.get(sp, "")), FAINT)
        count = int(collection.get(sp, 0))
        fill = shade(color, 1.55) if count else (244, 240, 230)
        draw.rounded_rectangle((cx, y + 50, cx + cw, y + 112), radius=8, fill=fill,
                               outline=GOLD if sp in leads else shade(color, 0.7),
                               width=4 if sp in leads else 1)
        draw_text(draw, (cx + cw / 2, y + 56), sp.capitalize(), 15, bold=True, anchor="ma",
                  fill=INK if count else MUTED)
        draw_text(draw, (cx + cw / 2, y + 92), str(count), 28, bold=True, anchor="mm",
                  fill=INK if count else MUTED)
        if sp in leads:
            draw_text(draw, (cx + cw / 2, y + 122), "★ leader", 14, bold=True, anchor="mm",
                      fill=(150, 100, 0))
    # hand size and the state of the bid
    bx = 30 + 6 * (cw + 6) + 8
    draw_text(draw, (bx, y + 52), f"hand {p.get('hand_size', 0)}", 20, bold=True)
    bid = p.get("bid")
    status: list[str] = []
    if bid:
        draw_text(draw, (bx, y + 84), "bid", 18, fill=MUTED)
        habitat_card(draw, (bx + 40, y + 78), bid, (60, 80))
        px = bx + 110
        if p.get("payment"):
            draw_text(draw, (px, y + 60), "paid", 15, fill=MUTED)
        for card in (p.get("payment") or [])[:4]:
            habitat_card(draw, (px, y + 84), card, (44, 62))
            px += 48
    elif p.get("bid_cards"):
        for k in range(int(p.get("bid_cards", 0))):
            card_back(draw, (bx + 40 + k * 20, y + 78), (52, 70))
        draw_text(draw, (bx, y + 84), "bid", 18, fill=MUTED)
        status.append("bid placed ✓" if p.get("has_bid") else "placing…")
    elif view.get("phase") == "bid" and not p.get("has_bid"):
        status.append("bidding…")
    if p.get("picked"):
        status.append(f"took the {p['picked']}")
    if p.get("declined"):
        status.append("took no animal")
    if p.get("refilling"):
        status.append("refilling")
    if p.get("paying"):
        status.append("tie: paying face down" + (" ✓" if p.get("tie_paid") else ""))
    draw_text(draw, (30, y + P_H - 30), " · ".join(status), 18, bold=True,
              fill=HIGHLIGHT if acting else INK, max_width=WIDTH - 60)


def _display(draw: ImageDraw.ImageDraw, view: dict[str, Any], y: int) -> int:
    h = 242
    panel(draw, (16, y, WIDTH - 16, y + h))
    draw_text(draw, (30, y + 10), "Display", 24, bold=True)
    x = 30
    for card in view.get("display", []):
        note = "nearest the pile" if card.get("nearest") and view.get("leo") else ""
        animal_card(draw, (x, y + 58), str(card.get("species", "")),
                    str(card.get("habitat", "")), note=note)
        x += 162
    if not view.get("display"):
        draw_text(draw, (30, y + 100), "empty", 22, fill=MUTED)
    # piles on the right
    rx = WIDTH - 200
    draw_text(draw, (rx, y + 14), f"Animals {view.get('animal_pile', 0)}", 21, bold=True)
    draw_text(draw, (rx, y + 44), f"Habitat deck {view.get('habitat_pile', 0)}", 19)
    draw_text(draw, (rx, y + 72), f"Discard {view.get('discard_pile', 0)}", 19)
    if view.get("boxed"):
        draw_text(draw, (rx, y + 100), f"Boxed {view.get('boxed')}", 17, fill=MUTED)
    top = view.get("discard_top")
    if top:
        draw_text(draw, (rx, y + 134), "discard top", 15, fill=MUTED)
        habitat_card(draw, (rx + 90, y + 126), top, (60, 82))
    return h


def _leaders(draw: ImageDraw.ImageDraw, view: dict[str, Any], y: int) -> int:
    h = 160
    panel(draw, (16, y, WIDTH - 16, y + h))
    draw_text(draw, (30, y + 8), "Leaders", 22, bold=True)
    leaders = view.get("leaders") or {}
    species = view.get("species") or {}
    w = (WIDTH - 60 - 5 * 8) // 6
    for i, sp in enumerate(SPECIES_ORDER):
        info = leaders.get(sp) or {}
        x = 30 + i * (w + 8)
        color = HABITAT_COLORS.get(str(species.get(sp, "")), FAINT)
        holder = info.get("holder_name")
        draw.rounded_rectangle((x, y + 38, x + w, y + h - 10), radius=8,
                               fill=shade(color, 1.6), outline=GOLD if holder else FAINT,
                               width=3 if holder else 1)
        draw_text(draw, (x + 8, y + 44), sp.capitalize(), 17, bold=True)
        draw_text(draw, (x + w - 8, y + 44), f"{info.get('points', 1)} pt", 14, fill=MUTED,
                  anchor="ra")
        draw_text(draw, (x + 8, y + 68), fit_text(holder or "free", w - 16, 17, True), 17,
                  bold=True, fill=INK if holder else MUTED)
        lines = wrap(str(info.get("power", "")), w - 14, 12)[:4]
        draw_lines(draw, (x + 7, y + 92), lines, 12, fill=MUTED, spacing=1.15)
    return h


def table_image(view: dict[str, Any]) -> Image.Image:
    participants = view.get("participants", [])
    height = 56 + 44 + 242 + 10 + 160 + 10 + len(participants) * (P_H + 10) + 10
    image = new_canvas(WIDTH, height)
    draw = ImageDraw.Draw(image)
    title = f"Wild Cards · round {view.get('round', '?')}"
    title_bar(draw, WIDTH, title, str(view.get("phase_label", "")), fill=TITLE_FILL)
    waiting = view.get("waiting_for") or []
    line = ("Waiting for " + ", ".join(str(w) for w in waiting)) if waiting else (
        "The game is over." if view.get("over") else "")
    draw_text(draw, (24, 56 + 22), line, 24, bold=True, fill=HIGHLIGHT, anchor="lm",
              max_width=WIDTH - 48)
    y = 56 + 44
    y += _display(draw, view, y) + 10
    y += _leaders(draw, view, y) + 10
    for p in participants:
        _participant(image, view, p, y)
        y += P_H + 10
    return image


# -- the hand ----------------------------------------------------------------------------------
HAND_CARD = (120, 160)


def hand_image(view: dict[str, Any]) -> Image.Image:
    """The seat's Habitat cards numbered in hand order (the Refill card last while held), its
    face-down bid, its payment and chosen Refill discards, and the display it bids for."""
    hand = view.get("hand") or []
    seat = view.get("seat")
    me = next((p for p in view.get("participants", []) if p.get("index") == seat), {})
    per_row = 7
    rows = max(1, (len(hand) + per_row - 1) // per_row)
    extras = [("Your bid (face down)", view.get("my_bid") or []),
              ("Your payment", view.get("my_payment") or []),
              ("Chosen to discard", view.get("my_discarding") or [])]
    extras = [(label, cards) for label, cards in extras if cards]
    height = 56 + 60 + rows * (HAND_CARD[1] + 22) + len(extras) * 130 + 242 + 30
    image = new_canvas(WIDTH, height)
    draw = ImageDraw.Draw(image)
    title_bar(draw, WIDTH, f"Wild Cards · {me.get('name', 'your')}'s hand",
              f"round {view.get('round', '?')}", fill=TITLE_FILL)
    y = 70
    summary = f"{view.get('phase_label', '')} · {len(hand)} cards · {me.get('points', 0)} points"
    if me.get("talisman"):
        summary += " · you hold the Talisman"
    if me.get("leaders"):
        summary += " · leader: " + ", ".join(str(s) for s in me["leaders"])
    draw_text(draw, (24, y), summary, 22, bold=True, max_width=WIDTH - 48)
    y += 44
    for i, card in enumerate(hand):
        habitat_card(draw, (36 + (i % per_row) * (HAND_CARD[0] + 18),
                            y + 10 + (i // per_row) * (HAND_CARD[1] + 22)), card, HAND_CARD,
                     number=i + 1)
    y += rows * (HAND_CARD[1] + 22) + 6
    for label, cards in extras:
        draw_text(draw, (24, y), label, 20, bold=True)
        for i, card in enumerate(cards[:10]):
            habitat_card(draw, (36 + i * 84, y + 30), card, (72, 94))
        y += 130
    _display(draw, view, y)
    return image


def table(view: dict[str, Any]) -> bytes:
    return encode_png(table_image(view))


def hand(view: dict[str, Any]) -> bytes:
    return encode_png(hand_image(view))
