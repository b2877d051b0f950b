"""A WildLife seat's hand for its DM, at most 770 x 700 px like every WildLife picture (18 px
words: 9 px in Discord's desktop box, 7 px in a phone's): the seat's own row of the players'
table (its organism, levels and abilities; its points, food and tiles are the DM panel's text,
with what it is asked, the turn's progress and the card on auction, since they change within a
turn), then its cards with their names and numbers, and what each kind of card does, said
once. With a focus (a choice about spaces) the picture is the choice's instead:
``renderers.wildlife.choice``."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from renderers.common import BACKGROUND, MUTED, draw_text, new_canvas, wrap
from renderers.wildlife.cards import CARD_H, CARD_W, paste_card
from renderers.wildlife.choice import choice_image
from renderers.wildlife.facts import hand_facts
from renderers.wildlife.map import SMALLEST
from renderers.wildlife.panels import draw_rows, rows_height
from renderers.wildlife.seats import seat_info
from renderers.wildlife.status import title
from renderers.wildlife.style import HAND_WIDTH, TITLE_H, title_band
from words import DEFAULT, tr

HAND_COLS = 5
GAP = 8
CARD_GAP = (HAND_WIDTH - 12 - HAND_COLS * CARD_W) // (HAND_COLS - 1)
LINE = 21


def hand_image(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image:
    """The seat's row, its cards numbered 1.. in hand order (the order the commands number
    them) and what they do; with ``focus``, the choice's picture."""
    view = hand_facts(view, lang)
    choice = choice_image(view, lang)
    if choice is not None:
        return choice
    hand = view.get("hand") or []
    me = seat_info(view, view.get("seat"))
    width = HAND_WIDTH - 12
    rules = rule_lines(hand, width, lang)
    rows = max(1, -(-len(hand) // HAND_COLS))
    row_h = rows_height([me], width, lang) if me else 0
    height = (TITLE_H + GAP + row_h + GAP + 28 + rows * (CARD_H + GAP)
              + len(rules) * LINE + GAP)
    image = new_canvas(HAND_WIDTH, height, BACKGROUND)
    draw = ImageDraw.Draw(image)
    title_band(draw, HAND_WIDTH, title(view, lang),
               tr(lang, "wl-pic-hand-count", count=len(hand)))
    y = TITLE_H + GAP
    if me:
        y += draw_rows(image, view, [me], (6, y), width, lang, numbers=False) + GAP
    draw_text(draw, (8, y), tr(lang, "wl-pic-your-cards", count=len(hand)), 20, bold=True,
              max_width=width, min_size=SMALLEST)
    y += 28
    if not hand:
        draw_text(draw, (8, y + 8), tr(lang, "wl-pic-no-cards"), SMALLEST, fill=MUTED)
    for i, card in enumerate(hand):
        paste_card(image, card, (6 + (i % HAND_COLS) * (CARD_W + CARD_GAP),
                                 y + (i // HAND_COLS) * (CARD_H + GAP)), i + 1, lang)
    y += rows * (CARD_H + GAP)
    for k, line in enumerate(rules):
        draw_text(draw, (8, y + k * LINE), line, SMALLEST)
    return image


def rule_lines(hand: list[dict[str, Any]], width: int, lang: str) -> list[str]:
    """What the cards do, once per kind: "1, 2, 3: migrate, expand or attack in this terrain"
    (``wl-card-short``), wrapped to ``width``."""
    numbers: dict[str, list[int]] = {}
    for i, card in enumerate(hand):
        text = tr(lang, "wl-card-short", card=str(card.get("code", "")))
        numbers.setdefault(text, []).append(i + 1)
    return [line for text, ns in numbers.items()
            for line in wrap(f"{', '.join(map(str, ns))}: {text}", width, SMALLEST)]
