"""Card auctions: frame ``{"k": "auction", "card", "seller", "high", "bidder", "passed",
"turn"}``.

Sources: seed 000 "Card Auctions", "Converting Food Points"; seed 001 "Selling a card",
"Exchanging food points", "Special rules for 2 players"; GAME-DATA.md (bid cap, paying with
points).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import Action, Event
from engine.wildlife import cards
from engine.wildlife.actions import act
from engine.wildlife.data import (
    CARD_TYPES,
    FOOD_PER_POINT,
    MAX_BID_OVER_FOOD,
    MIN_BID,
    TWO_PLAYER_BID_CAP,
)

if TYPE_CHECKING:
    from engine.wildlife.state import WildLifeState


_PASS = Action("pass", "Pass", "pass")
_BIDS = [Action(f"bid:{k}", f"Bid {k} food", "bid") for k in range(200)]


def start(st: WildLifeState, seller: int, key: str) -> list[Event]:
    """The card is shown; the seat to the seller's left bids first; the seller cannot bid."""
    st.pending = {"k": "auction", "card": key, "seller": seller, "high": 0, "bidder": None,
                  "passed": [], "turn": st.left_of(seller)}
    return [Event(f"{st.players[seller]} auctions the {CARD_TYPES[key][3]} card.",
                  kind="auction", data={"card": key})]


def bid_range(st: WildLifeState, p: dict[str, Any], seat: int) -> range:
    """Legal bids: at least 3 and above the high bid; at most the bidder's food + 6 (the
    shortfall is paid in points), or 3 with 2 players (GAME-DATA.md, seed 001)."""
    cap = TWO_PLAYER_BID_CAP if st.n == 2 else st.food[seat] + MAX_BID_OVER_FOOD
    return range(max(MIN_BID, p["high"] + 1), cap + 1)


def legal(st: WildLifeState, p: dict[str, Any]) -> list[Action]:
    seat = p["turn"]
    food = st.food[seat]
    r = bid_range(st, p, seat)
    covered = min(r.stop, food + 1, len(_BIDS))
    acts = _BIDS[r.start:covered] if covered > r.start else []
    for k in range(max(r.start, covered), r.stop):
        if k <= food:
            acts.append(act(f"bid:{k}", f"Bid {k} food", "bid"))
        else:
            steps = -(-(k - food) // FOOD_PER_POINT)
            pts = "1 point" if steps == 1 else f"{steps} points"
            acts.append(act(f"bid:{k}", f"Bid {k} food (you pay {pts} for the food you "
                            "lack)", "bid"))
    acts.append(_PASS)
    return acts


def record_bid(st: WildLifeState, p: dict[str, Any], code: str) -> list[Event]:
    """A bid or a pass by the seat whose turn it is to bid (card and organism auctions)."""
    seat = p["turn"]
    if code == "pass":
        p["passed"].append(seat)
        return [Event(f"{st.players[seat]} passes.", kind="bid")]
    p["high"] = int(code.split(":", 1)[1])
    p["bidder"] = seat
    return [Event(f"{st.players[seat]} bids {p['high']} food.", kind="bid")]


def apply(st: WildLifeState, p: dict[str, Any], code: str) -> list[Event]:
    """Bids go clockwise, round and round, until all but one have passed (seed 000)."""
    seat = p["turn"]
    out = record_bid(st, p, code)
    seller = p["seller"]
    active = [s for s in range(st.n) if s != seller and s not in p["passed"]]
    if not active:
        st.pending = None
        out.append(Event(f"Nobody buys the {CARD_TYPES[p['card']][3]} card; it is discarded.",
                         kind="auction"))
        return out
    if p["bidder"] is not None and active == [p["bidder"]]:
        return out + _sell(st, p)
    nxt = st.left_of(seat)
    while nxt == seller or nxt in p["passed"]:
        nxt = st.left_of(nxt)
    p["turn"] = nxt
    return out


def _sell(st: WildLifeState, p: dict[str, Any]) -> list[Event]:
    """The buyer pays the seller; food short is paid by stepping back 1 success point per 3
    food, below 1 if need be (seeds 000, 001); then the buyer uses the card at once."""
    buyer, price, seller = p["bidder"], p["high"], p["seller"]
    text = f"{st.players[buyer]} buys the {CARD_TYPES[p['card']][3]} card for {price} food"
    short = price - st.food[buyer]
    if short > 0:
        steps = -(-short // FOOD_PER_POINT)
        st.gain(buyer, -steps, "losses")
        st.food[buyer] += steps * FOOD_PER_POINT
        text += f", stepping back {steps} on the success track to pay"
    st.food[buyer] -= price
    st.food[seller] += price
    out = [Event(text + ".", kind="sold", data={"buyer": buyer, "price": price})]
    return out + cards.start(st, buyer, p["card"], bought=True)
