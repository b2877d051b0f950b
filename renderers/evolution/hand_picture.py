"""An Evolution seat's hand for its DM, 770 px wide and at most about 700 tall (docs/renderers.md,
"The box Discord shows a picture in"): its cards numbered in hand order as the play commands name
them (the card being played framed in red), each with its trait and food value; its half-made
choice in plain words; its own species, numbered as the feeding commands name them; its food card.
What a trait does is said in the picture's alt text."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from renderers.common import (
    HIGHLIGHT,
    INK,
    MUTED,
    badge,
    draw_paragraph,
    draw_text,
    new_canvas,
    wrap,
)
from renderers.evolution.cards import (
    HIDDEN,
    LINE,
    PILL_H,
    PLAYING,
    SMALL,
    draw_species,
    hand_card,
    key_height,
    key_image,
    signed,
    species_height,
    trait_label,
)
from renderers.evolution.title import TITLE_H, status, title_bar
from words import DEFAULT, tr

WIDTH = 770
M = 8
INNER = WIDTH - 2 * M
#: hand cards three to a line
PER_LINE, PILL_GAP = 3, 6
PILL_W = (INNER - (PER_LINE - 1) * PILL_GAP) // PER_LINE


def hand_facts(view: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """Exactly what the hand picture draws: the seat's hand, species, food card and decision."""
    seat = view.get("seat")
    food_cards = view.get("food_cards") or []
    return {"seat": seat, "hand": view.get("hand"), "pending": view.get("pending"),
            "phase": view.get("phase"), "round": view.get("round"),
            "last_round": view.get("last_round"),
            "seats": [s for s in view.get("seats", []) if s.get("seat") == seat],
            "my_food_card": (food_cards[seat].get("card")
                             if isinstance(seat, int) and 0 <= seat < len(food_cards)
                             else None)}


def _lines(view: dict[str, Any], lang: str) -> list[tuple[str, int, bool]]:
    """The lines under the title (text, size, bold): cards and food bag, the round and phase
    (under the title, which a long name may fill), then the food card."""
    hand = view.get("hand") or []
    bag = ((view.get("seats") or [{}])[0]).get("food_bag")
    out = [(tr(lang, "ev-pic-cards-bag", n=len(hand), bag=HIDDEN if bag is None else bag),
            20, True), (status(view, lang), SMALL, False)]
    mine = view.get("my_food_card")
    if mine:
        out.append((tr(lang, "ev-pic-food-card", trait=trait_label(lang, mine["trait"]),
                       food=signed(mine["food"])), SMALL, False))
    return out


def hand_image(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image:
    """The seat's hand (numbered in hand order, the card being played framed), what it is
    asked now in plain words, its own species and its food card."""
    view = hand_facts(view)
    hand = view.get("hand") or []
    own = (view.get("seats") or [{}])[0]
    species = own.get("species", [])
    pending = view.get("pending")
    playing = (pending or {}).get("card")
    ask = pending_text(pending, hand, species, lang) if pending else ""
    lines = _lines(view, lang)
    lines_h = sum(len(wrap(t, INNER, size, bold)) * int(size * 1.2) for t, size, bold in lines)
    played = next((i + 1 for i, c in enumerate(hand) if c.get("id") == playing), None)
    ask_h = (len(wrap(ask, INNER - 24, SMALL, True)) * LINE + 16 + (28 if played else 0)
             if ask else 0)
    card_lines = max(1, -(-len(hand) // PER_LINE))
    cards_h = card_lines * (PILL_H + PILL_GAP)
    sp_h = species_height(species, INNER)
    height = (TITLE_H + 8 + lines_h + 6 + (ask_h + 8 if ask else 0) + cards_h + 6
              + 26 + sp_h + 8 + key_height(INNER) + 6)
    image = new_canvas(WIDTH, height)
    draw = ImageDraw.Draw(image)
    title_bar(draw, WIDTH, tr(lang, "ev-pic-hand-title", name=own.get("name", "")), "")
    y = TITLE_H + 8
    for text, size, bold in lines:
        y += draw_paragraph(draw, (M + 2, y, WIDTH - M, y + 3 * int(size * 1.2)), text, size,
                            bold=bold, fill=INK if bold else MUTED,
                            min_size=size, spacing=1.2)
    y += 6
    if ask:
        draw.rounded_rectangle((M, y, WIDTH - M, y + ask_h), radius=8, fill=PLAYING,
                               outline=HIGHLIGHT, width=3)
        top = y + 8
        if played:   # the card's number, as on its pill, and that it is being played
            badge(draw, (M + 12, top), f"{played} · {tr(lang, 'ev-pic-playing')}", SMALL,
                  fill=HIGHLIGHT)
            top += 28
        draw_paragraph(draw, (M + 12, top, WIDTH - M - 12, y + ask_h), ask, SMALL, bold=True,
                       min_size=SMALL, spacing=LINE / SMALL)
        y += ask_h + 8
    for i, card in enumerate(hand):
        hand_card(draw, (M + (i % PER_LINE) * (PILL_W + PILL_GAP),
                         y + (i // PER_LINE) * (PILL_H + PILL_GAP)),
                  PILL_W, card, i + 1, lang, playing=card.get("id") == playing)
    if not hand:
        draw_text(draw, (M + 2, y + 4), tr(lang, "ev-pic-no-cards"), SMALL, fill=MUTED,
                  max_width=INNER, min_size=SMALL)
    y += cards_h + 6
    draw_text(draw, (M + 2, y), tr(lang, "ev-pic-your-species"), 20, bold=True,
              max_width=INNER, min_size=SMALL)
    y += 26
    y += draw_species(draw, M, y, species, INNER, lang, view.get("phase") == "feed") + 8
    image.paste(key_image(INNER, lang), (M, y))
    return image


#: the steps of a half-made choice the hand picture explains (``ev-pic-step-<step>``)
STEPS = ("target", "use", "replace", "attack", "discard", "negate", "prey")


def pending_text(pending: dict[str, Any], hand: list[dict[str, Any]],
                 species: list[dict[str, Any]], lang: str = DEFAULT) -> str:
    """The seat's half-made choice in plain words ("Choose the prey for species 2")."""
    step = str(pending.get("step", ""))
    cards = {c.get("id"): c.get("trait") for c in hand}
    trait = cards.get(pending.get("card"))
    card = trait_label(lang, str(trait)) if trait else tr(lang, "ev-pic-a-card")
    numbers = {sp.get("id"): i + 1 for i, sp in enumerate(species)}
    number = numbers.get(pending.get("species"), "?")
    if step not in STEPS:
        return tr(lang, "ev-pic-step-other", step=step.replace("_", " "))
    off = pending.get("off")
    return tr(lang, f"ev-pic-step-{step}", card=card, species=number,
              off=trait_label(lang, str(off)) if off else "")
