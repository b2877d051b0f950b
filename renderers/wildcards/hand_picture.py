"""A Wild Cards seat's hand for its DM: its Habitat cards numbered in hand order and its chosen
Refill discards. Its face-down bid, its payment, a tie, its points and the display are the DM
panel's text (``tie_text``, ``summary`` and the adapter's ``status_line``): they change within a
round while the hand does not."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from renderers.common import draw_text, new_canvas, text_width
from renderers.wildcards.cards import CARD_TEXT_MIN, habitat_card, species_name
from renderers.wildcards.table_picture import title_band
from words import listing, say, tr

#: 770 px wide, so that its 18 px words stay 7 px on a phone (300 px box) and, under 700 px
#: high, 9 px on desktop (350 px box)
WIDTH = 770


def hand_facts(view: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """Exactly what the hand picture draws in ``lang``: the seat's name, its cards and the
    Refill discards it has chosen. What changes within a round without the hand changing (the
    face-down bid, the payment, a tie, the display, the points) is the DM panel's text
    (``bot/core/games/wildcards.py``), so the picture is drawn again only when the hand is."""
    seat = view.get("seat")
    me: dict[str, Any] = next((p for p in view.get("participants", [])
                               if p.get("index") == seat), {})
    return {"seat": seat, "name": me.get("name", ""), "hand": view.get("hand") or [],
            "my_discarding": view.get("my_discarding") or [], "lang": lang}


HAND_CARD = (100, 128)
PER_ROW = 7
#: a hand card and the room between two, and a small card (bid, payment, discards)
CARD_GAP = 8
SMALL_CARD = (62, 84)
SUMMARY = 20


def tie_text(view: dict[str, Any], me: dict[str, Any], lang: str = "en") -> str:
    """Whom the seat is tied with and what it must do, while a tie's hidden payments run."""
    if not me.get("paying"):
        return ""
    others = [str(p.get("name", "")) for p in view.get("participants", [])
              if p.get("paying") and p.get("index") != me.get("index")]
    value = (me.get("bid") or {}).get("value", "?")
    owed = int(view.get("my_owed") or 0)
    if not others:  # the others tied have declined: no one left to name
        return (tr(lang, "wc-pic-tie-alone-owed", value=value, owed=owed) if owed
                else tr(lang, "wc-pic-tie-alone", value=value))
    names = listing(lang, others)
    return (tr(lang, "wc-pic-tie-owed", value=value, names=names, owed=owed) if owed
            else tr(lang, "wc-pic-tie", value=value, names=names))


def summary(view: dict[str, Any], me: dict[str, Any], lang: str) -> str:
    """The phase, the number of cards, the points now, the Talisman and the leaders held."""
    hand = view.get("hand") or []
    score = me.get("score")
    parts = [tr(lang, "wc-pic-summary", phase=say(lang, view.get("phase_label", "")),
                cards=len(hand), score=me.get("points", 0) if score is None else score)]
    if me.get("talisman"):
        parts.append(tr(lang, "wc-pic-holds-talisman"))
    if me.get("leaders"):
        parts.append(tr(lang, "wc-pic-leads",
                        species=listing(lang, [species_name(str(s), lang)
                                               for s in me["leaders"]])))
    return " · ".join(parts)


def _groups(extras: list[tuple[str, list[Any]]]) -> list[list[tuple[str, list[Any], int]]]:
    """The small-card groups (bid, payment, discards) side by side, line by line."""
    lines: list[list[tuple[str, list[Any], int]]] = [[]]
    used = 0
    for label, cards in extras:
        w = max(text_width(label, CARD_TEXT_MIN, True),
                len(cards[:10]) * (SMALL_CARD[0] + 6))
        if lines[-1] and used + w > WIDTH - 32:
            lines.append([])
            used = 0
        lines[-1].append((label, cards, w))
        used += w + 24
    return lines


def hand_image(view: dict[str, Any], lang: str = "en") -> Image.Image:
    """The seat's Habitat cards numbered in hand order (the Refill card last while held) and
    its chosen Refill discards: 770 px wide, 18 px words at least."""
    view = hand_facts(view, lang)
    hand = view["hand"]
    rows = max(1, (len(hand) + PER_ROW - 1) // PER_ROW)
    extras = [(tr(lang, "wc-pic-discarding"), view["my_discarding"])]
    groups = _groups([(label, cards) for label, cards in extras if cards])
    groups = [line for line in groups if line]
    row_h = HAND_CARD[1] + 14
    height = TITLE_H + 6 + rows * row_h + 8 + len(groups) * (SMALL_CARD[1] + 40) + 6
    image = new_canvas(WIDTH, height)
    draw = ImageDraw.Draw(image)
    title_band(draw, WIDTH, tr(lang, "wc-pic-hand-title", name=view["name"]),
               tr(lang, "wc-pic-hand-size", count=len(hand)))
    y = TITLE_H + 6
    left = (WIDTH - PER_ROW * HAND_CARD[0] - (PER_ROW - 1) * CARD_GAP) // 2
    for i, card in enumerate(hand):
        habitat_card(draw, (left + (i % PER_ROW) * (HAND_CARD[0] + CARD_GAP),
                            y + 6 + (i // PER_ROW) * row_h), card, HAND_CARD,
                     number=i + 1, lang=lang)
    y += rows * row_h + 8
    for line in groups:
        x = 20
        for label, cards, w in line:
            draw_text(draw, (x, y), label, CARD_TEXT_MIN, bold=True, max_width=WIDTH - 40)
            for i, card in enumerate(cards[:10]):
                habitat_card(draw, (x + i * (SMALL_CARD[0] + 6), y + 28), card, SMALL_CARD,
                             lang=lang)
            x += w + 24
        y += SMALL_CARD[1] + 40
    return image


#: the title band's height
TITLE_H = 50
