"""What a WildLife DM says in words, on the hand and the choice pictures alike: whose hand, the
turn's progress, what the seat is asked now (said to it: "Your turn: …"), and the card on
auction with its high bid."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from renderers.common import HIGHLIGHT, INK, MUTED, draw_text, panel, wrap
from renderers.wildlife.cards import mini_card
from renderers.wildlife.facts import asked
from renderers.wildlife.map import SMALLEST
from renderers.wildlife.seats import seat_info
from words import say, tr

ASK_SIZE = 20
AUCTION_CARD = (46, 62)


def title(view: dict[str, Any], lang: str) -> str:
    """The hand's title: whose hand."""
    me = seat_info(view, view.get("seat"))
    return (tr(lang, "wl-pic-hand-title", player=str(me["name"])) if me.get("name")
            else tr(lang, "wl-pic-hand-title-own"))


def _progress(view: dict[str, Any], lang: str) -> str:
    """The turn's progress, on the seat's own turn outside an auction."""
    info = view.get("turn_info")
    if not info or view.get("turn") != view.get("seat") or view.get("auction"):
        return ""
    return " · ".join([
        tr(lang, "wl-pic-played", played=info.get("cards_played", 0),
           limit=info.get("card_limit", 3)),
        tr(lang, "wl-pic-auction-still") if info.get("auction_due")
        else tr(lang, "wl-pic-auction-held"),
        tr(lang, "wl-pic-free-used") if info.get("free_migration_used")
        else tr(lang, "wl-pic-free-unused")])


#: a line of the status box: (text, size, bold)
Line = tuple[str, int, bool]


def status_lines(view: dict[str, Any], width: int, lang: str) -> list[Line]:
    """What the status box says: the progress, then what is asked (larger, wrapped)."""
    lines: list[Line] = [(line, SMALLEST, False)
                         for line in wrap(_progress(view, lang), width, SMALLEST)]
    lines += [(line, ASK_SIZE, True)
              for line in wrap(say(lang, asked(view)), width, ASK_SIZE, True)]
    return lines


def _auction_lines(view: dict[str, Any], lang: str) -> list[str]:
    auction = view.get("auction") or {}
    card = auction.get("card") or {}
    high = int(auction.get("high", 0))
    return [tr(lang, "wl-pic-on-auction"), say(lang, card.get("name") or ""),
            tr(lang, "wl-pic-high-short", food=high) if high else tr(lang, "wl-pic-no-bid")]


def status_height(view: dict[str, Any], lines: list[Line]) -> int:
    """The status box: its lines and, in an auction, the card on sale."""
    height = 12 + sum(int(size * 1.2) for _, size, _ in lines)
    return height + (AUCTION_CARD[1] + 10 if view.get("auction") else 0)


def draw_status(image: Image.Image, view: dict[str, Any], lines: list[Line],
                box: tuple[int, int, int, int], lang: str) -> None:
    """The status box: the progress, what is asked (red when the seat is to act), the card on
    auction with the high bid."""
    draw = ImageDraw.Draw(image)
    x0, y0, x1, y1 = box
    panel(draw, box, radius=8)
    mine = view.get("seat") in (view.get("to_act") or [])
    y = y0 + 6
    for text, size, bold in lines:
        draw_text(draw, (x0 + 10, y), text, size, bold=bold,
                  fill=(HIGHLIGHT if mine else MUTED) if bold else INK)
        y += int(size * 1.2)
    if view.get("auction"):
        card = (view.get("auction") or {}).get("card") or {}
        mini_card(draw, card, (x0 + 10, y + 4), AUCTION_CARD)
        for k, text in enumerate(_auction_lines(view, lang)):
            draw_text(draw, (x0 + 10 + AUCTION_CARD[0] + 12, y + 4 + k * 21), text, SMALLEST,
                      bold=not k, max_width=x1 - x0 - AUCTION_CARD[0] - 32, min_size=SMALLEST)
