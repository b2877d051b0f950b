"""A WildLife card auction on the table, beside the map: the card, the high bid, and each bidder's
state (passed, to bid, holding the high bid, still in), in words."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from renderers.common import GOLD, draw_text, panel, wrap
from renderers.wildlife.cards import mini_card
from renderers.wildlife.map import SMALLEST
from renderers.wildlife.seats import name_of
from words import DEFAULT, tr


def _bid_states(view: dict[str, Any], lang: str) -> list[str]:
    """Each bidder in seat order: passed, to bid, holding the high bid, or still in."""
    auction = view.get("auction") or {}
    seller, bidder = auction.get("seller"), auction.get("bidder")
    to_bid, high = auction.get("to_bid"), int(auction.get("high", 0))
    passed = set(auction.get("passed", []))
    states = []
    for s in view.get("order", range(len(view.get("players", [])))):
        if s == seller:
            continue
        if s in passed:
            states.append(tr(lang, "wl-pic-bid-passed", player=name_of(view, s)))
        elif s == to_bid:
            states.append(tr(lang, "wl-pic-bid-next", player=name_of(view, s)))
        elif s == bidder:
            states.append(tr(lang, "wl-pic-bid-high", player=name_of(view, s), food=high))
        else:
            states.append(tr(lang, "wl-pic-bid-in", player=name_of(view, s)))
    return states


CARD_SIZE = (46, 62)
LINE = 21


def _lines(view: dict[str, Any], width: int, lang: str,
           brief: bool = False) -> list[tuple[str, bool]]:
    """The auction's lines beside its card: what is sold (bold), the high bid, each bidder
    (``brief``, for a column with little room: not the bidders; the waiting line names who
    bids, the high bid's line who holds it)."""
    auction = view.get("auction") or {}
    card = auction.get("card") or {}
    room = width - CARD_SIZE[0] - 20
    high = int(auction.get("high", 0))
    bidder = auction.get("bidder")
    texts = [(tr(lang, "wl-pic-auction", seller=name_of(view, auction.get("seller")),
                 card=str(card.get("code", ""))), True),
             (tr(lang, "wl-pic-high", food=high, bidder=name_of(view, bidder))
              if high and bidder is not None else tr(lang, "wl-pic-no-bid"), False),
             ("" if brief else " · ".join(_bid_states(view, lang)), False)]
    return [(line, bold) for text, bold in texts if text
            for line in wrap(text, room, SMALLEST, bold)]


def auction_height(view: dict[str, Any], width: int, lang: str = DEFAULT,
                   brief: bool = False) -> int:
    """The auction's height with its gap below (0 without an auction)."""
    if not view.get("auction"):
        return 0
    return max(CARD_SIZE[1], len(_lines(view, width, lang, brief)) * LINE) + 18


def draw_auction(image: Image.Image, view: dict[str, Any], x: int, y: int, width: int,
                 lang: str = DEFAULT, brief: bool = False) -> int:
    """The card on auction (its colour and symbol), what is sold, the high bid, and every
    bidder's state (passed, to bid, the high bid, still in), framed gold."""
    auction = view.get("auction")
    if not auction:
        return 0
    draw = ImageDraw.Draw(image)
    height = auction_height(view, width, lang, brief)
    panel(draw, (x, y, x + width, y + height - 8), outline=GOLD, width=3, radius=8)
    mini_card(draw, auction.get("card") or {}, (x + 5, y + 5), CARD_SIZE)
    tx = x + CARD_SIZE[0] + 12
    for k, (line, bold) in enumerate(_lines(view, width, lang, brief)):
        draw_text(draw, (tx, y + 5 + k * LINE), line, SMALLEST, bold=bold)
    return height
