"""Evolution pictures: the table (every player's species row, the watering hole, food cards,
hand sizes, the first player) and a player's hand for the DM.

Reads only the view documented in ``engine/evolution/view.py``. Species are numbered from 1,
left to right in their owner's row, as the feeding commands name them ("Feed species 2").
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
    PANEL,
    PANEL_EDGE,
    SEAT_COLORS,
    WHITE,
    Color,
    badge,
    draw_lines,
    draw_text,
    encode_png,
    fit_text,
    new_canvas,
    panel,
    text_width,
    title_bar,
    wrap,
)

WIDTH = 1000
SP_W, SP_H, SP_GAP = 148, 252, 9
PER_ROW = 6
CARD_W, CARD_H, CARD_GAP = 184, 188, 12
CARNIVORE: Color = (196, 44, 44)
HERBIVORE: Color = (58, 128, 70)
PLANT: Color = (64, 150, 64)
FAT: Color = (238, 196, 40)
WATER: Color = (70, 140, 205)
TITLE_FILL: Color = (60, 84, 60)
PHASES = {"food": "Choosing food cards", "play": "Playing cards", "before": "Before eating",
          "feed": "Feeding", "over": "Game over"}


def _trait_text() -> dict[str, str]:
    """Trait texts from the engine's data table (fixed game data, not state)."""
    from engine.evolution.data import TRAITS
    return {name: row[2] for name, row in TRAITS.items()}


# -- shared pieces -----------------------------------------------------------------------------
def species_card(draw: ImageDraw.ImageDraw, xy: tuple[int, int], number: int,
                 sp: dict[str, Any], feeding: bool = True) -> None:
    """One species: number, carnivore or not, body size, population, food eaten, fat, traits.
    While ``feeding``, a hungry species' count is red (it still needs food this round)."""
    x, y = xy
    carnivore = bool(sp.get("carnivore"))
    band = CARNIVORE if carnivore else HERBIVORE
    draw.rounded_rectangle((x, y, x + SP_W, y + SP_H), radius=10, fill=PANEL, outline=band,
                           width=3)
    draw.rounded_rectangle((x, y, x + SP_W, y + 30), radius=10, fill=band)
    draw.rectangle((x, y + 20, x + SP_W, y + 30), fill=band)
    draw_text(draw, (x + 8, y + 15), f"#{number}", 20, fill=WHITE, bold=True, anchor="lm")
    draw_text(draw, (x + SP_W - 8, y + 15), "Carnivore" if carnivore else "Herbivore", 16,
              fill=WHITE, bold=True, anchor="rm")
    # body size and population, big
    for i, (label, value) in enumerate((("size", sp.get("body", 0)), ("pop", sp.get("pop", 0)))):
        bx = x + 8 + i * 70
        draw.rounded_rectangle((bx, y + 38, bx + 64, y + 98), radius=8, fill=(236, 230, 216))
        draw_text(draw, (bx + 32, y + 62), str(value), 34, bold=True, anchor="mm")
        draw_text(draw, (bx + 32, y + 91), label, 14, fill=MUTED, anchor="mb")
    # food eaten this round: one pip per population, filled when eaten
    pop, food, fat = int(sp.get("pop", 0)), int(sp.get("food", 0)), int(sp.get("fat", 0))
    draw_text(draw, (x + 8, y + 104), f"eaten {food} of {pop}", 17, bold=True,
              fill=HIGHLIGHT if feeding and sp.get("hungry") else INK)
    for k in range(max(pop, food)):
        px = x + 8 + k * 22
        draw.ellipse((px, y + 126, px + 17, y + 143), fill=PLANT if k < food else WHITE,
                     outline=INK, width=2)
    if fat or "Fat Tissue" in sp.get("traits", []):
        draw_text(draw, (x + 8, y + 149), f"fat {fat}", 17, bold=True)
        for k in range(fat):
            px = x + 60 + k * 14
            draw.ellipse((px, y + 152, px + 12, y + 164), fill=FAT, outline=INK, width=1)
    # traits
    ty = y + 172
    for trait in sp.get("traits", [])[:4]:
        fill = (250, 222, 222) if trait == "Carnivore" else (232, 238, 226)
        draw.rounded_rectangle((x + 4, ty, x + SP_W - 4, ty + 24), radius=6, fill=fill,
                               outline=PANEL_EDGE)
        size, bold = _fitting(trait, SP_W - 12, ((19, True), (17, True), (15, True)))
        draw_text(draw, (x + SP_W / 2, ty + 12), trait, size, bold=bold, anchor="mm",
                  max_width=SP_W - 10)
        ty += 26


def _fitting(text: str, width: int,
             sizes: tuple[tuple[int, bool], ...] = ((16, True), (15, False), (14, False)),
             ) -> tuple[int, bool]:
    """The largest of a few sizes at which ``text`` fits (long trait names shrink a little)."""
    for size, bold in sizes:
        if text_width(text, size, bold) <= width:
            return size, bold
    return sizes[-1]


def species_rows(count: int) -> int:
    return (count + PER_ROW - 1) // PER_ROW


def species_height(count: int) -> int:
    """Height of a player's species row(s); a short line when the player has none."""
    return species_rows(count) * (SP_H + SP_GAP) if count else 50


def draw_species_row(draw: ImageDraw.ImageDraw, x: int, y: int,
                     species: list[dict[str, Any]], feeding: bool = True) -> int:
    """All species of one player, wrapping after six; returns the height used."""
    if not species:
        draw_text(draw, (x, y + 20), "no species", 20, fill=MUTED)
        return 50
    for i, sp in enumerate(species):
        species_card(draw, (x + (i % PER_ROW) * (SP_W + SP_GAP),
                            y + (i // PER_ROW) * (SP_H + SP_GAP)), i + 1, sp, feeding)
    return species_height(len(species))


def food_value(draw: ImageDraw.ImageDraw, centre: tuple[float, float], value: int,
               r: int = 20) -> None:
    """A card's food value as a round chip: green for plus, red for minus."""
    x, y = centre
    fill = PLANT if value > 0 else (CARNIVORE if value < 0 else (150, 150, 150))
    draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=INK, width=2)
    text = f"{value:+d}" if value else "0"
    draw_text(draw, (x, y + 1), text.replace("-", "−"), int(r * 0.95), bold=True, fill=WHITE,
              anchor="mm")


def trait_card(image: Image.Image, xy: tuple[int, int], card: dict[str, Any],
               number: int | None, texts: dict[str, str]) -> None:
    draw = ImageDraw.Draw(image)
    x, y = xy
    trait = str(card.get("trait", ""))
    edge = CARNIVORE if trait == "Carnivore" else HERBIVORE
    draw.rounded_rectangle((x, y, x + CARD_W, y + CARD_H), radius=12, fill=PANEL, outline=edge,
                           width=3)
    if number is not None:
        draw.ellipse((x + 6, y + 6, x + 40, y + 40), fill=INK)
        draw_text(draw, (x + 23, y + 24), str(number), 20, bold=True, fill=WHITE, anchor="mm")
    food_value(draw, (x + CARD_W - 28, y + 26), int(card.get("food", 0)))
    draw_text(draw, (x + CARD_W - 56, y + 26), "food", 15, fill=MUTED, anchor="rm")
    size, bold = _fitting(trait, CARD_W - 16, sizes=((22, True), (20, True), (18, False)))
    draw_text(draw, (x + 8, y + 62), trait, size, bold=bold, anchor="lm",
              max_width=CARD_W - 16)
    lines = wrap(texts.get(trait, ""), CARD_W - 16, 14)[:6]
    draw_lines(draw, (x + 8, y + 78), lines, 14, spacing=1.2)


def _seat_color(seat: int) -> Color:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def _status(view: dict[str, Any]) -> str:
    phase = PHASES.get(str(view.get("phase")), str(view.get("phase", "")))
    text = f"Round {view.get('round', '?')} · {phase}"
    return text + (" · last round" if view.get("last_round") else "")


def _waiting(view: dict[str, Any]) -> str:
    names = [str(view["players"][s]) for s in view.get("to_act", [])
             if 0 <= s < len(view.get("players", []))]
    return ("to act: " + ", ".join(names)) if names else ""


def _hole_strip(draw: ImageDraw.ImageDraw, view: dict[str, Any], y: int) -> int:
    """Watering hole, this round's food cards, deck and discard; returns the height used."""
    h = 150
    panel(draw, (16, y, WIDTH - 16, y + h))
    cx, cy = 100, y + h / 2
    draw.ellipse((cx - 56, cy - 50, cx + 56, cy + 50), fill=WATER, outline=INK, width=3)
    draw_text(draw, (cx, cy - 8), str(view.get("watering_hole", 0)), 44, bold=True,
              fill=WHITE, anchor="mm")
    draw_text(draw, (cx, cy + 30), "plant food", 15, fill=WHITE, bold=True, anchor="mm")
    draw_text(draw, (180, y + 14), "Watering hole", 24, bold=True)
    revealed = view.get("revealed_food")
    if revealed is None:
        line = "Food cards: face down until all have chosen"
    else:
        line = f"Food cards revealed: {revealed:+d}".replace("-", "−")
        if revealed < 0:
            line += " (adds nothing)"
    draw_text(draw, (180, y + 46), line, 20, fill=MUTED, max_width=WIDTH - 400)
    draw_text(draw, (WIDTH - 36, y + 14), f"Deck {view.get('deck', 0)}", 22, bold=True,
              anchor="ra")
    draw_text(draw, (WIDTH - 36, y + 44), f"Discard {view.get('discard', 0)}", 20, fill=MUTED,
              anchor="ra")
    # one chip per seat: chosen or not, or the revealed card
    x, yy = 180, y + 84
    for s, fc in enumerate(view.get("food_cards", [])):
        name = fit_text(str(view["players"][s]), 120, 18, True)
        card = fc.get("card")
        if card is not None:
            text = f"{name}: {card['trait']} {card['food']:+d}".replace("-", "−")
            fill: Color = (226, 240, 226)
        elif fc.get("chosen"):
            text, fill = f"{name}: chosen ✓", (226, 240, 226)
        else:
            text, fill = f"{name}: choosing…", (246, 226, 206)
        w = badge(draw, (x, yy), text, 17, fill=fill, ink=INK, pad=8)
        x += w + 8
        if x > WIDTH - 200 and s + 1 < len(view.get("food_cards", [])):
            x, yy = 180, yy + 28
    return h


def _seat_header(draw: ImageDraw.ImageDraw, view: dict[str, Any], seat: dict[str, Any],
                 y: int) -> None:
    s = int(seat.get("seat", 0))
    color = _seat_color(s)
    draw.ellipse((30, y + 8, 58, y + 36), fill=color, outline=INK, width=2)
    x = 68 + draw_text(draw, (68, y + 22), str(seat.get("name", "")), 26, bold=True,
                       anchor="lm", max_width=330)
    x += 12
    if view.get("first_player") == s:
        x += badge(draw, (x, y + 8), "First player", 18, fill=GOLD, ink=INK) + 8
    if s in view.get("to_act", []):
        x += badge(draw, (x, y + 8), "▶ to act", 18, fill=HIGHLIGHT) + 8
    elif view.get("turn") == s:
        x += badge(draw, (x, y + 8), "turn", 18, fill=FAINT, ink=INK) + 8
    if seat.get("passed"):
        badge(draw, (x, y + 8), "stopped feeding", 18, fill=FAINT, ink=INK)
    bag = seat.get("food_bag")
    right = f"hand {seat.get('hand_size', 0)} · food bag {'?' if bag is None else bag}"
    draw_text(draw, (WIDTH - 34, y + 22), right, 21, anchor="rm")


def table_image(view: dict[str, Any]) -> Image.Image:
    seats = view.get("seats", [])
    heights = [48 + species_height(len(s.get("species", []))) + 10
               for s in seats]
    height = 56 + 12 + 150 + 12 + sum(h + 12 for h in heights) + 10
    image = new_canvas(WIDTH, height)
    draw = ImageDraw.Draw(image)
    title_bar(draw, WIDTH, f"Evolution · {_status(view)}", _waiting(view), fill=TITLE_FILL)
    y = 68
    y += _hole_strip(draw, view, y) + 12
    for seat, h in zip(seats, heights, strict=True):
        active = seat.get("seat") in view.get("to_act", [])
        panel(draw, (16, y, WIDTH - 16, y + h), outline=HIGHLIGHT if active else PANEL_EDGE,
              width=4 if active else 2)
        _seat_header(draw, view, seat, y + 4)
        draw_species_row(draw, 32, y + 48, seat.get("species", []),
                         view.get("phase") == "feed")
        y += h + 12
    return image


def hand_image(view: dict[str, Any]) -> Image.Image:
    """The seat's hand (numbered in hand order), its own species row and its food card."""
    texts = _trait_text()
    seat = view.get("seat")
    hand = view.get("hand") or []
    own = next((s for s in view.get("seats", []) if s.get("seat") == seat), {})
    species = own.get("species", [])
    card_rows = max(1, (len(hand) + 4) // 5)
    sp_h = species_height(len(species))
    height = 56 + 16 + 40 + card_rows * (CARD_H + CARD_GAP) + 50 + sp_h + 70
    image = new_canvas(WIDTH, height)
    draw = ImageDraw.Draw(image)
    name = str(own.get("name", "")) or "Your hand"
    title_bar(draw, WIDTH, f"Evolution · {name}'s hand", _status(view), fill=TITLE_FILL)
    y = 72
    bag = own.get("food_bag")
    draw_text(draw, (24, y), f"{len(hand)} cards · food bag {'?' if bag is None else bag}", 24,
              bold=True)
    fc = (view.get("food_cards") or [{}] * (seat + 1 if isinstance(seat, int) else 1))
    mine = fc[seat].get("card") if isinstance(seat, int) and seat < len(fc) else None
    if mine:
        text = f"food card this round: {mine['trait']} {mine['food']:+d}".replace("-", "−")
        draw_text(draw, (WIDTH - 24, y), text, 20, anchor="ra", fill=MUTED)
    y += 40
    for i, card in enumerate(hand):
        trait_card(image, (24 + (i % 5) * (CARD_W + CARD_GAP), y + (i // 5) * (CARD_H + CARD_GAP)),
                   card, i + 1, texts)
    if not hand:
        draw_text(draw, (24, y + 20), "no cards in hand", 22, fill=MUTED)
    y += card_rows * (CARD_H + CARD_GAP) + 8
    draw_text(draw, (24, y), "Your species, left to right", 24, bold=True)
    y += 40
    draw_species_row(draw, 24, y, species, view.get("phase") == "feed")
    y += sp_h + 6
    pending = view.get("pending")
    if pending:
        draw_text(draw, (24, y + 8), f"In progress: {_pending_text(pending, hand)}", 20,
                  fill=HIGHLIGHT, max_width=WIDTH - 48)
    return image


def _pending_text(pending: dict[str, Any], hand: list[dict[str, Any]]) -> str:
    step = str(pending.get("step", "")).replace("_", " ")
    card = pending.get("card")
    names = {c.get("id"): c.get("trait") for c in hand}
    return step + (f" ({names.get(card, 'a card')})" if card is not None else "")


def table(view: dict[str, Any]) -> bytes:
    return encode_png(table_image(view))


def hand(view: dict[str, Any]) -> bytes:
    return encode_png(hand_image(view))
