"""The Wild Cards display as the table and every hand show it: the Animal cards on offer (the one
nearest Leo marked) beside the piles and the discard's top card."""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from renderers.common import MUTED, draw_paragraph, draw_text, panel
from renderers.wildcards.cards import animal_card, habitat_card
from words import tr

PILES_W = 170  # the piles' column at the display's right


def draw_display(draw: ImageDraw.ImageDraw, view: dict[str, Any], y: int, width: int,
                 lang: str, h: int = 242) -> int:
    """The display panel ``width`` px wide from ``y``: the Animal cards, then the piles at its
    right; returns its height."""
    right = 16 + width
    panel(draw, (16, y, right, y + h))
    draw_text(draw, (30, y + 10), tr(lang, "wc-pic-display"), 24, bold=True,
              max_width=width - PILES_W - 40)
    x = 30
    for card in view.get("display", []):
        note = tr(lang, "wc-pic-nearest") if card.get("nearest") and view.get("leo") else ""
        animal_card(draw, (x, y + 58), str(card.get("species", "")),
                    str(card.get("habitat", "")), note=note, lang=lang)
        x += 162
    if not view.get("display"):
        draw_text(draw, (30, y + 100), tr(lang, "wc-pic-empty"), 22, fill=MUTED,
                  max_width=width - PILES_W - 40)
    # piles on the right
    rx = right - 184
    room = PILES_W
    draw_text(draw, (rx, y + 14), tr(lang, "wc-pic-animals", count=view.get("animal_pile", 0)), 21,
              bold=True, max_width=room)
    draw_text(draw, (rx, y + 44), tr(lang, "wc-pic-deck", count=view.get("habitat_pile", 0)), 19,
              max_width=room)
    draw_text(draw, (rx, y + 72), tr(lang, "wc-pic-discard", count=view.get("discard_pile", 0)), 19,
              max_width=room)
    if view.get("boxed"):
        draw_text(draw, (rx, y + 100), tr(lang, "wc-pic-boxed", count=view.get("boxed")), 17,
                  fill=MUTED, max_width=room)
    top = view.get("discard_top")
    if top:  # the label wraps beside the card
        draw_paragraph(draw, (rx, y + 128, rx + 84, y + 208), tr(lang, "wc-pic-discard-top"), 17,
                       fill=MUTED, min_size=17)
        habitat_card(draw, (rx + 90, y + 126), top, (60, 82), lang=lang)
    return h
