"""A WildLife seat's hand for its DM, as wide as the table (every word readable at Discord's
preview): on top the seat's own panel beside what it is asked now (and the card on auction,
since the DM is where bids are made); below, the crop of the map its current choice is about,
then its cards, each with its name and what it does in short."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from renderers.common import (
    BACKGROUND,
    MUTED,
    draw_text,
    new_canvas,
    panel,
    title_bar,
)
from renderers.wildlife.cards import CARD_H, CARD_W, mini_card, paste_card
from renderers.wildlife.choice import focus_picture
from renderers.wildlife.facts import hand_facts
from renderers.wildlife.map import SMALLEST
from renderers.wildlife.panels import draw_player, panel_height
from renderers.wildlife.seats import seat_info
from renderers.wildlife.style import HAND_WIDTH, TITLE_FILL, TITLE_H
from words import DEFAULT, say, tr

HAND_COLS = 5
GAP = 12
#: the seat's panel and the status beside it share the top row, each half the width
HALF_W = (HAND_WIDTH - 32 - GAP) // 2
STATUS_MIN_H = 150
AUCTION_H = 96


def hand_image(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image:
    """Top: the seat's own panel and what it is asked now; below, the part of the map the
    current choice is about (when the bot passes ``focus``), then the cards, numbered 1.. in
    hand order (the order the commands number them)."""
    view = hand_facts(view, lang)
    hand = view.get("hand") or []
    seat = view.get("seat")
    me = seat_info(view, seat)
    crop = focus_picture(view, lang)
    rows = max(1, (len(hand) + HAND_COLS - 1) // HAND_COLS)
    top = TITLE_H + 16
    top_h = max(panel_height(me, HALF_W, lang) if me else 0,
                status_height(view, seat, HALF_W, lang))
    crop_h = crop.height + 46 if crop else 0
    height = top + top_h + 16 + crop_h + 40 + rows * (CARD_H + GAP) + 8
    image = new_canvas(HAND_WIDTH, height, BACKGROUND)
    draw = ImageDraw.Draw(image)
    title = (tr(lang, "wl-pic-hand-title", player=str(me["name"])) if me.get("name")
             else tr(lang, "wl-pic-hand-title-own"))
    title_bar(draw, HAND_WIDTH, title, tr(lang, "wl-pic-hand-count", count=len(hand)),
              fill=TITLE_FILL)
    if me:
        draw_player(image, view, me, (16, top), HALF_W, lang, height=top_h)
    _hand_status(image, view, seat, (16 + HALF_W + GAP, top), HALF_W, top_h, lang)
    y = top + top_h + 16
    width = HAND_WIDTH - 32
    if crop:
        draw_text(draw, (24, y), tr(lang, "wl-pic-focus"), 24, bold=True, max_width=width,
                  min_size=SMALLEST)
        image.paste(crop, (16 + (width - crop.width) // 2, y + 36))
        y += crop_h
    draw_text(draw, (24, y), tr(lang, "wl-pic-your-cards", count=len(hand)), 26, bold=True,
              max_width=width, min_size=SMALLEST)
    y += 40
    if not hand:
        draw_text(draw, (24, y + 10), tr(lang, "wl-pic-no-cards"), 22, fill=MUTED,
                  max_width=width, min_size=SMALLEST)
    total_w = HAND_COLS * CARD_W + (HAND_COLS - 1) * GAP
    x0 = 16 + (width - total_w) // 2
    for i, card in enumerate(hand):
        paste_card(image, card, (x0 + (i % HAND_COLS) * (CARD_W + GAP),
                                 y + (i // HAND_COLS) * (CARD_H + GAP)), i + 1, lang)
    return image


def status_height(view: dict[str, Any], seat: int | None, width: int, lang: str) -> int:
    """The box beside the seat's panel: as tall as the card on auction needs."""
    return STATUS_MIN_H


def _hand_status(image: Image.Image, view: dict[str, Any], seat: int | None,
                 xy: tuple[int, int], width: int, height: int, lang: str = DEFAULT) -> None:
    """Beside the seat's panel, the card on auction, since the DM is where bids are made.
    What changes within a turn (what is asked, cards played, the high bid) is the DM panel's
    text, so the picture stays the same through a turn's decisions."""
    auction = view.get("auction")
    if not auction:
        return
    draw = ImageDraw.Draw(image)
    x, y = xy
    panel(draw, (x, y, x + width, y + height))
    bottom = y + height
    x, width = x + 14, width - 28
    ay = bottom - AUCTION_H - 8
    card = auction.get("card") or {}
    mini_card(draw, card, (x, ay), (80, AUCTION_H - 6))
    room = width - 92
    draw_text(draw, (x + 92, ay + 4), tr(lang, "wl-pic-on-auction"), 20, bold=True,
              max_width=room, min_size=SMALLEST)
    draw_text(draw, (x + 92, ay + 34), say(lang, card.get("name") or ""), 20,
              max_width=room, min_size=SMALLEST)
