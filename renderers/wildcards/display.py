"""The Wild Cards display as the table and every hand show it: the piles' counts on the header
line, then the Animal cards on offer (the one nearest Leo marked) and the discard's top card, which
is left out once the display is empty (the game's end). Compact, so that the whole picture stays
within Discord's box at 18 px words (docs/renderers.md, "The box Discord shows a picture in")."""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from renderers.common import MUTED, draw_paragraph, draw_text, panel, text_width, wrap
from renderers.wildcards.cards import CARD_TEXT_MIN, animal_card, habitat_card
from words import tr

#: an Animal card of the display, and the room between two
ANIMAL = (130, 62)
GAP = 8
#: the discard's top card beside the Animal cards
TOP = (44, 58)
HEADER = 20
#: above a card, the "by the pile" note
NOTE_H = 14


def _piles(view: dict[str, Any], lang: str) -> str:
    parts = [tr(lang, "wc-pic-animals", count=view.get("animal_pile", 0)),
             tr(lang, "wc-pic-deck", count=view.get("habitat_pile", 0)),
             tr(lang, "wc-pic-discard", count=view.get("discard_pile", 0))]
    if view.get("boxed"):
        parts.append(tr(lang, "wc-pic-boxed", count=view.get("boxed")))
    return " · ".join(parts)


def _header_room(width: int, lang: str) -> tuple[int, int]:
    """(the title's width, the room left for the piles beside it)."""
    title_w = text_width(tr(lang, "wc-pic-display"), HEADER, True)
    return title_w, width - title_w - 44


def display_height(view: dict[str, Any], width: int, lang: str) -> int:
    """The display panel's height: the header (the piles may wrap) and the row of cards."""
    _, room = _header_room(width, lang)
    lines = len(wrap(_piles(view, lang), room, CARD_TEXT_MIN))
    note = NOTE_H if view.get("leo") and view.get("display") else 0
    row = ANIMAL[1] if view.get("display") else 26  # an empty display: one line
    return 8 + max(26, lines * 22) + 6 + note + row + 8


def draw_display(draw: ImageDraw.ImageDraw, view: dict[str, Any], y: int, width: int,
                 lang: str, x0: int = 16) -> int:
    """The display panel ``width`` px wide from (``x0``, ``y``): the piles beside its title,
    the Animal cards below, the discard's top card last; returns its height."""
    h = display_height(view, width, lang)
    panel(draw, (x0, y, x0 + width, y + h))
    title_w, room = _header_room(width, lang)
    draw_text(draw, (x0 + 14, y + 8), tr(lang, "wc-pic-display"), HEADER, bold=True)
    used = draw_paragraph(draw, (x0 + 30 + title_w, y + 9, x0 + 30 + title_w + room, y + h),
                          _piles(view, lang), CARD_TEXT_MIN, fill=MUTED,
                          min_size=CARD_TEXT_MIN, spacing=1.22)
    cy = y + 8 + max(26, used) + 6 + (NOTE_H if view.get("leo") and view.get("display") else 0)
    x = x0 + 12
    for card in view.get("display", []):
        note = tr(lang, "wc-pic-nearest") if card.get("nearest") and view.get("leo") else ""
        animal_card(draw, (x, cy), str(card.get("species", "")), str(card.get("habitat", "")),
                    size=ANIMAL, note=note, lang=lang)
        x += ANIMAL[0] + GAP
    if not view.get("display"):
        draw_text(draw, (x, cy + 2), tr(lang, "wc-pic-empty"), HEADER, fill=MUTED,
                  max_width=width - 40, min_size=CARD_TEXT_MIN)
        x += text_width(tr(lang, "wc-pic-empty"), HEADER) + GAP
    top = view.get("discard_top")
    # the discard's top card at the row's right end, where the row leaves room for it
    if top and view.get("display") and x + TOP[0] <= x0 + width - 12:
        habitat_card(draw, (x0 + width - 12 - TOP[0], cy + ANIMAL[1] - TOP[1]), top, TOP,
                     lang=lang)
    return h
