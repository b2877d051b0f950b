"""A WildLife seat's hand for its DM, as wide as the table (every word readable at Discord's
preview): on top the seat's own panel beside what it is asked now (and the card on auction,
since the DM is where bids are made); below, the crop of the map its current choice is about,
then its cards, each with its name and what it does in short."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from renderers.common import (
    BACKGROUND,
    HIGHLIGHT,
    MUTED,
    draw_paragraph,
    draw_text,
    new_canvas,
    panel,
    title_bar,
    wrap,
)
from renderers.wildlife.cards import CARD_H, CARD_W, mini_card, paste_card
from renderers.wildlife.choice import focus_picture
from renderers.wildlife.facts import asked, hand_facts
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


def _progress(view: dict[str, Any], seat: int | None, lang: str) -> list[tuple[str, bool]]:
    """The turn's progress, on the seat's own turn outside an auction: (text, bold) lines."""
    info = view.get("turn_info")
    if not info or view.get("turn") != seat or view.get("auction"):
        return []
    return [(tr(lang, "wl-pic-played", played=info.get("cards_played", 0),
                limit=info.get("card_limit", 3)), True),
            (tr(lang, "wl-pic-auction-still") if info.get("auction_due")
             else tr(lang, "wl-pic-auction-held"), False),
            (tr(lang, "wl-pic-free-used") if info.get("free_migration_used")
             else tr(lang, "wl-pic-free-unused"), False)]


def _asked(view: dict[str, Any], seat: int | None, lang: str) -> str:
    return say(lang, asked(view))


STATUS_SIZE = 21
LINE = int(SMALLEST * 1.2)


def status_height(view: dict[str, Any], seat: int | None, width: int, lang: str) -> int:
    """The status box's height: the progress lines, what is asked (wrapped), the auction."""
    inner = width - 28
    lines = sum(len(wrap(text, inner, SMALLEST, bold))
                for text, bold in _progress(view, seat, lang))
    asked = len(wrap(_asked(view, seat, lang), inner, STATUS_SIZE, True))
    height = 20 + lines * LINE + (8 if lines else 0) + asked * int(STATUS_SIZE * 1.2)
    return max(STATUS_MIN_H, height + (AUCTION_H + 8 if view.get("auction") else 0))


def _hand_status(image: Image.Image, view: dict[str, Any], seat: int | None,
                 xy: tuple[int, int], width: int, height: int, lang: str = DEFAULT) -> None:
    """Beside the seat's panel: its turn's progress, what it is asked now, or who is awaited;
    and the card on auction, since the DM is where bids are made."""
    draw = ImageDraw.Draw(image)
    x, y = xy
    panel(draw, (x, y, x + width, y + height))
    bottom = y + height
    x, y, width = x + 14, y + 10, width - 28
    progress = _progress(view, seat, lang)
    for text, bold in progress:
        y += draw_paragraph(draw, (x, y, x + width, bottom), text, SMALLEST, bold=bold,
                            min_size=SMALLEST)
    y += 8 if progress else 0
    auction = view.get("auction")
    draw_paragraph(draw, (x, y, x + width, bottom - (AUCTION_H + 8 if auction else 0)),
                   _asked(view, seat, lang), STATUS_SIZE, bold=True,
                   fill=HIGHLIGHT if seat in view.get("to_act", []) else MUTED,
                   min_size=SMALLEST)
    if auction:
        ay = bottom - AUCTION_H - 8
        card = auction.get("card") or {}
        mini_card(draw, card, (x, ay), (80, AUCTION_H - 6))
        high = int(auction.get("high", 0))
        room = width - 92
        draw_text(draw, (x + 92, ay + 4), tr(lang, "wl-pic-on-auction"), 20, bold=True,
                  max_width=room, min_size=SMALLEST)
        draw_text(draw, (x + 92, ay + 34), say(lang, card.get("name") or ""), 20,
                  max_width=room, min_size=SMALLEST)
        draw_text(draw, (x + 92, ay + 64),
                  tr(lang, "wl-pic-high-short", food=high) if high
                  else tr(lang, "wl-pic-no-bid"), 20, max_width=room, min_size=SMALLEST)
