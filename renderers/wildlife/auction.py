"""A WildLife card auction on the table: the card, the high bid, and each bidder's state (passed, to
bid, holding the high bid, still in)."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from renderers.common import FAINT, GOLD, HIGHLIGHT, Color, badge, draw_text, panel, text_width
from renderers.wildlife.cards import mini_card
from renderers.wildlife.map import SMALLEST
from renderers.wildlife.seats import name_of
from words import DEFAULT, tr

BID_HIGH: Color = (214, 236, 214)
BID_IN: Color = (238, 234, 222)
AUCTION_H = 118
BID_SIZE = 18
BID_ROW = 32


def _bid_badges(view: dict[str, Any], lang: str) -> list[tuple[str, Color]]:
    """One badge per bidder in seat order: passed, to bid, holding the high bid, or still in."""
    auction = view.get("auction") or {}
    seller, bidder = auction.get("seller"), auction.get("bidder")
    to_bid, high = auction.get("to_bid"), int(auction.get("high", 0))
    passed = set(auction.get("passed", []))
    badges = []
    for s in view.get("order", range(len(view.get("players", [])))):
        if s == seller:
            continue
        if s in passed:
            badges.append((tr(lang, "wl-pic-bid-passed", player=name_of(view, s)), FAINT))
        elif s == to_bid:
            badges.append((tr(lang, "wl-pic-bid-next", player=name_of(view, s)), HIGHLIGHT))
        elif s == bidder:
            badges.append((tr(lang, "wl-pic-bid-high", player=name_of(view, s), food=high),
                           BID_HIGH))
        else:
            badges.append((tr(lang, "wl-pic-bid-in", player=name_of(view, s)), BID_IN))
    return badges


def _bid_rows(view: dict[str, Any], room: int,
              lang: str) -> list[list[tuple[str, Color, int]]]:
    """The bid badges flowed into rows of ``room`` px (each with its width)."""
    rows: list[list[tuple[str, Color, int]]] = [[]]
    used = 0
    for text, fill in _bid_badges(view, lang):
        w = min(room, text_width(text, BID_SIZE, True) + 12)
        if rows[-1] and used + w > room:
            rows.append([])
            used = 0
        rows[-1].append((text, fill, w))
        used += w + 8
    return rows


def auction_height(view: dict[str, Any], width: int, lang: str = DEFAULT) -> int:
    """The auction panel's height with its gap below (0 without an auction): the bid badges
    may take several rows."""
    if not view.get("auction"):
        return 0
    return AUCTION_H + BID_ROW * (len(_bid_rows(view, width - 166, lang)) - 1) + 10


def draw_auction(image: Image.Image, view: dict[str, Any], x: int, y: int, width: int,
                 lang: str = DEFAULT) -> int:
    """The card on auction, the high bid, and every bidder's state."""
    auction = view.get("auction")
    if not auction:
        return 0
    draw = ImageDraw.Draw(image)
    height = auction_height(view, width, lang) - 10
    panel(draw, (x, y, x + width, y + height), outline=GOLD, width=4)
    card = auction.get("card") or {}
    mini_card(draw, card, (x + 14, y + 10), (120, AUCTION_H - 20))
    tx = x + 150
    room = width - 166
    draw_text(draw, (tx, y + 12),
              tr(lang, "wl-pic-auction", seller=name_of(view, auction.get("seller")),
                 card=str(card.get("code", ""))),
              24, bold=True, max_width=room, min_size=SMALLEST)
    high = int(auction.get("high", 0))
    bidder = auction.get("bidder")
    high_text = (tr(lang, "wl-pic-high", food=high, bidder=name_of(view, bidder))
                 if high and bidder is not None else tr(lang, "wl-pic-no-bid"))
    draw_text(draw, (tx, y + 46), high_text, 22, max_width=room, min_size=SMALLEST)
    for r, row in enumerate(_bid_rows(view, room, lang)):
        bx = tx
        for text, fill, w in row:
            bx += badge(draw, (bx, y + 80 + r * BID_ROW), text, BID_SIZE, fill=fill,
                        max_width=w) + 8
    return height + 10
