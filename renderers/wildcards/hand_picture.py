"""A Wild Cards seat's hand for its DM: its Habitat cards numbered in hand order, its face-down bid
(until the reveal), its payment and chosen Refill discards, whom it is tied with, and the display it
bids for."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from renderers.common import HIGHLIGHT, draw_paragraph, draw_text, new_canvas, title_bar
from renderers.wildcards.cards import habitat_card, species_name
from renderers.wildcards.display import draw_display
from renderers.wildcards.table_picture import LAST_FILL, TITLE_FILL, last_height
from words import listing, tr

WIDTH = 1000
#: what the hand picture draws of the seat's own participant
OWN = ("index", "name", "score", "points", "talisman", "leaders", "bid", "paying")


def hand_facts(view: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """Exactly what the hand picture draws in ``lang``: the seat's cards, bid and payment, its
    own participant's score and leads, who it is tied with, and the display. Not the phase
    nor what is asked: the DM panel's text says those, so a round's decisions that leave the
    seat's cards alone share one picture."""
    seat = view.get("seat")
    keep = ("seat", "hand", "my_bid", "my_payment", "my_discarding", "my_owed", "round",
            "display", "leo", "animal_pile", "habitat_pile", "discard_pile", "discard_top",
            "boxed")
    facts = {k: view.get(k) for k in keep}
    facts["participants"] = [{k: p.get(k) for k in OWN} if p.get("index") == seat else
                             {"index": p.get("index"), "name": p.get("name"),
                              "paying": p.get("paying")}
                             for p in view.get("participants", [])]
    facts["lang"] = lang
    return facts


HAND_CARD = (120, 160)


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


def hand_image(view: dict[str, Any], lang: str = "en") -> Image.Image:
    """The seat's Habitat cards numbered in hand order (the Refill card last while held), its
    face-down bid (until the reveal), its payment and chosen Refill discards, whom it is tied
    with, and the display it bids for."""
    view = hand_facts(view, lang)
    hand = view.get("hand") or []
    seat = view.get("seat")
    me: dict[str, Any] = next((p for p in view.get("participants", [])
                               if p.get("index") == seat), {})
    per_row = 7
    rows = max(1, (len(hand) + per_row - 1) // per_row)
    face_down = [] if me.get("bid") else (view.get("my_bid") or [])
    extras = [(tr(lang, "wc-pic-your-bid"), face_down),
              (tr(lang, "wc-pic-your-payment"), view.get("my_payment") or []),
              (tr(lang, "wc-pic-discarding"), view.get("my_discarding") or [])]
    extras = [(label, cards) for label, cards in extras if cards]
    tie = tie_text(view, me, lang)
    tie_h = last_height(tie, WIDTH - 32, lang) if tie else 0
    height = 56 + 60 + tie_h + rows * (HAND_CARD[1] + 22) + len(extras) * 130 + 242 + 30
    image = new_canvas(WIDTH, height)
    draw = ImageDraw.Draw(image)
    title_bar(draw, WIDTH, tr(lang, "wc-pic-hand-title", name=me.get("name", "")),
              tr(lang, "wc-pic-round", round=view.get("round", "?")), fill=TITLE_FILL)
    y = 70
    score = me.get("score")
    parts = [tr(lang, "wc-pic-summary", cards=len(hand),
                score=me.get("points", 0) if score is None else score)]
    if me.get("talisman"):
        parts.append(tr(lang, "wc-pic-holds-talisman"))
    if me.get("leaders"):
        parts.append(tr(lang, "wc-pic-leads",
                        species=listing(lang, [species_name(str(s), lang)
                                               for s in me["leaders"]])))
    draw_paragraph(draw, (24, y - 4, WIDTH - 24, y + 40), " · ".join(parts), 22, bold=True,
                   min_size=12)
    y += 44
    if tie:
        draw.rounded_rectangle((16, y, WIDTH - 16, y + tie_h - 10), radius=8, fill=LAST_FILL,
                               outline=HIGHLIGHT, width=3)
        draw_paragraph(draw, (30, y + 8, WIDTH - 30, y + tie_h - 14), tie, 20, bold=True)
        y += tie_h
    for i, card in enumerate(hand):
        habitat_card(draw, (36 + (i % per_row) * (HAND_CARD[0] + 18),
                            y + 10 + (i // per_row) * (HAND_CARD[1] + 22)), card, HAND_CARD,
                     number=i + 1, lang=lang)
    y += rows * (HAND_CARD[1] + 22) + 6
    for label, cards in extras:
        draw_text(draw, (24, y), label, 20, bold=True, max_width=WIDTH - 48)
        for i, card in enumerate(cards[:10]):
            habitat_card(draw, (36 + i * 84, y + 30), card, (72, 94), lang=lang)
        y += 130
    draw_display(draw, view, y, WIDTH - 32, lang)
    return image
