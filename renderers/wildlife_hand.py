"""A WildLife seat's hand for its DM, landscape like the table: left the seat's own panel and what
it is asked now (and the card on auction, since the DM is where bids are made); right the crop of
the map its current choice is about, then its cards."""

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
)
from renderers.i18n import DEFAULT, say, tr
from renderers.wildlife_cards import CARD_H, CARD_W, mini_card, paste_card
from renderers.wildlife_choice import focus_image
from renderers.wildlife_facts import hand_facts
from renderers.wildlife_panels import PANEL_H, draw_player
from renderers.wildlife_seats import seat_info
from renderers.wildlife_style import HAND_WIDTH, TITLE_FILL, TITLE_H

HAND_COLS = 5
HAND_LEFT_W = 560
STATUS_H = 210


def hand_image(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image:
    """Landscape, like the table: left the seat's own panel and what it is asked now; right
    the part of the map the current choice is about (when the bot passes ``focus``) above
    the cards, numbered 1.. in hand order (the order the commands number them)."""
    view = hand_facts(view, lang)
    hand = view.get("hand") or []
    seat = view.get("seat")
    me = seat_info(view, seat)
    crop = focus_image(view, lang)
    rows = max(1, (len(hand) + HAND_COLS - 1) // HAND_COLS)
    gap = 12
    crop_h = crop.height + 46 if crop else 0
    right_x = 16 + HAND_LEFT_W + 16
    right_w = HAND_WIDTH - right_x - 16
    right_h = crop_h + 40 + rows * (CARD_H + gap)
    left_h = PANEL_H + 12 + STATUS_H
    height = TITLE_H + 16 + max(left_h, right_h) + 16
    image = new_canvas(HAND_WIDTH, height, BACKGROUND)
    draw = ImageDraw.Draw(image)
    title = (tr(lang, "wl-pic-hand-title", player=str(me["name"])) if me.get("name")
             else tr(lang, "wl-pic-hand-title-own"))
    title_bar(draw, HAND_WIDTH, title, tr(lang, "wl-pic-hand-count", count=len(hand)),
              fill=TITLE_FILL)
    top = TITLE_H + 16
    if me:
        draw_player(draw, view, me, (16, top), HAND_LEFT_W, lang)
    _hand_status(image, view, seat, (16, top + PANEL_H + 12), HAND_LEFT_W, lang)
    y = top
    if crop:
        draw_text(draw, (right_x + 8, y), tr(lang, "wl-pic-focus"), 24, bold=True,
                  max_width=right_w)
        image.paste(crop, (right_x + (right_w - crop.width) // 2, y + 36))
        y += crop_h
    draw_text(draw, (right_x + 8, y), tr(lang, "wl-pic-your-cards", count=len(hand)), 26, bold=True,
              max_width=right_w)
    y += 40
    if not hand:
        draw_text(draw, (right_x + 8, y + 10), tr(lang, "wl-pic-no-cards"), 22, fill=MUTED,
                  max_width=right_w)
    total_w = HAND_COLS * CARD_W + (HAND_COLS - 1) * gap
    x0 = right_x + (right_w - total_w) // 2
    for i, card in enumerate(hand):
        paste_card(image, card, (x0 + (i % HAND_COLS) * (CARD_W + gap),
                                 y + (i // HAND_COLS) * (CARD_H + gap)), i + 1, lang)
    return image


def _hand_status(image: Image.Image, view: dict[str, Any], seat: int | None,
                 xy: tuple[int, int], width: int, lang: str = DEFAULT) -> None:
    """Under the seat's panel: its turn's progress, what it is asked now, or who is awaited;
    and the card on auction, since the DM is where bids are made."""
    draw = ImageDraw.Draw(image)
    x, y = xy
    panel(draw, (x, y, x + width, y + STATUS_H))
    top = y
    x, y, width = x + 14, y + 10, width - 28
    info = view.get("turn_info")
    auction = view.get("auction")
    if info and view.get("turn") == seat and not auction:
        for i, (text, bold) in enumerate((
                (tr(lang, "wl-pic-played", played=info.get("cards_played", 0),
                    limit=info.get("card_limit", 3)), True),
                (tr(lang, "wl-pic-auction-still") if info.get("auction_due")
                 else tr(lang, "wl-pic-auction-held"), False),
                (tr(lang, "wl-pic-free-used") if info.get("free_migration_used")
                 else tr(lang, "wl-pic-free-unused"), False))):
            draw_text(draw, (x, y + i * 26), text, 20, bold=bold, max_width=width)
        y += 84
    pending = view.get("pending")
    text = say(lang, pending.get("text") if pending and pending.get("seat") == seat
               else view.get("waiting"))
    room = top + STATUS_H - 10 - y - (0 if not auction else 100)
    draw_paragraph(draw, (x, y, x + width, y + max(30, room)), text, 21, bold=True,
                   fill=HIGHLIGHT if seat in view.get("to_act", []) else MUTED, min_size=12)
    if auction:
        ay = top + STATUS_H - 100
        mini_card(draw, auction.get("card") or {}, (x, ay), (80, 90), lang)
        high = int(auction.get("high", 0))
        draw_text(draw, (x + 92, ay + 14), tr(lang, "wl-pic-on-auction"), 20, bold=True,
                  max_width=width - 92)
        draw_text(draw, (x + 92, ay + 44),
                  tr(lang, "wl-pic-high-short", food=high) if high
                  else tr(lang, "wl-pic-no-bid"), 20, max_width=width - 92)
