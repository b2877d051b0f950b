"""An Evolution seat's hand for its DM: its cards numbered in hand order (the card being played
framed in red), its half-made choice in plain words, what its traits do (once per trait, under
the cards: whole texts at a readable size would not fit on the cards), its own species and its
food card."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from renderers.common import (
    HIGHLIGHT,
    MUTED,
    PANEL_EDGE,
    draw_paragraph,
    draw_text,
    new_canvas,
    wrap,
)
from renderers.evolution.cards import (
    CARD_GAP,
    CARD_H,
    CARD_W,
    HIDDEN,
    PLAYING,
    SMALL,
    draw_legend,
    draw_species_row,
    legend_height,
    signed,
    species_height,
    trait_card,
    trait_label,
)
from renderers.evolution.title import status, title_bar
from words import DEFAULT, tr

WIDTH = 1000
INNER = WIDTH - 32


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


def hand_image(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image:
    """The seat's hand (numbered in hand order, the card being played highlighted), what it
    is asked now in plain words, what its traits do, its own species row and its food card."""
    view = hand_facts(view)
    hand = view.get("hand") or []
    own = (view.get("seats") or [{}])[0]
    species = own.get("species", [])
    pending = view.get("pending")
    playing = (pending or {}).get("card")
    ask = pending_text(pending, hand, species, lang) if pending else ""
    card_rows = max(1, (len(hand) + 4) // 5)
    sp_h = species_height(species)
    ask_h = len(wrap(ask, INNER - 28, 20, True)) * 24 + 26 if ask else 0
    slugs = list(dict.fromkeys(str(c.get("trait", "")) for c in hand))
    legend_h = legend_height(slugs, INNER - 16) + 16 if slugs else 0
    mine = view.get("my_food_card")
    height = (56 + 16 + 36 + (32 if mine else 0) + ask_h + card_rows * (CARD_H + CARD_GAP)
              + legend_h + 50 + sp_h + 20)
    image = new_canvas(WIDTH, height)
    draw = ImageDraw.Draw(image)
    title_bar(draw, WIDTH, tr(lang, "ev-pic-hand-title", name=own.get("name", "")),
              status(view, lang))
    y = 72
    bag = own.get("food_bag")
    draw_text(draw, (24, y), tr(lang, "ev-pic-cards-bag", n=len(hand),
                                bag=HIDDEN if bag is None else bag),
              24, bold=True, max_width=INNER - 16, min_size=SMALL)
    y += 36
    if mine:
        line = tr(lang, "ev-pic-food-card", trait=trait_label(lang, mine["trait"]),
                  food=signed(mine["food"]))
        draw_text(draw, (24, y), line, 20, fill=MUTED, max_width=INNER - 16, min_size=SMALL)
        y += 32
    if ask:
        draw.rounded_rectangle((16, y, WIDTH - 16, y + ask_h - 10), radius=8,
                               fill=PLAYING, outline=HIGHLIGHT, width=3)
        draw_paragraph(draw, (30, y + 8, WIDTH - 30, y + ask_h - 14), ask, 20, bold=True,
                       min_size=20)
        y += ask_h
    for i, card in enumerate(hand):
        trait_card(image, (24 + (i % 5) * (CARD_W + CARD_GAP), y + (i // 5) * (CARD_H + CARD_GAP)),
                   card, i + 1, lang, playing=card.get("id") == playing)
    if not hand:
        draw_text(draw, (24, y + 20), tr(lang, "ev-pic-no-cards"), 22, fill=MUTED,
                  max_width=WIDTH - 48, min_size=SMALL)
    y += card_rows * (CARD_H + CARD_GAP) + 4
    if slugs:
        draw.line((24, y, WIDTH - 24, y), fill=PANEL_EDGE, width=2)
        y += draw_legend(image, 24, y + 12, INNER - 16, slugs, lang) + 16
    draw_text(draw, (24, y), tr(lang, "ev-pic-your-species"), 24, bold=True, max_width=WIDTH - 48,
              min_size=SMALL)
    y += 40
    draw_species_row(draw, 24, y, species, lang, view.get("phase") == "feed")
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
