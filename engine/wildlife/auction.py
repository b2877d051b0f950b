"""Card auctions: frame ``{"k": "auction", "card", "seller", "high", "bidder", "passed",
"turn"}``.

Sources: seed 000 "Card Auctions", "Converting Food Points"; seed 001 "Selling a card",
"Exchanging food points", "Special rules for 2 players"; docs/wildlife-data.md (bid cap, paying with
points).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, Event, Msg, msg, parse_code
from engine.wildlife import cards
from engine.wildlife.actions import GROUPS, act, fixed
from engine.wildlife.data import (
    FOOD_PER_POINT,
    MAX_BID_OVER_FOOD,
    MIN_BID,
    TWO_PLAYER_BID_CAP,
)

if TYPE_CHECKING:
    from engine.wildlife.frames import AuctionFrame, OrgAuctionFrame
    from engine.wildlife.state import WildLifeState


_PASS = Action("pass", msg("wl-act-pass"), GROUPS["pass"])
_BIDS = [Action(f"bid:{k}", msg("wl-act-bid", food=k), GROUPS["bid"]) for k in range(200)]
#: bids above the bidder's food, by the points they step back, then by the bid
_SHORT_BIDS = {steps: [fixed(f"bid:{k}", "bid", "wl-act-bid-short", food=k, points=steps)
                       for k in range(200)]
               for steps in range(1, -(-MAX_BID_OVER_FOOD // FOOD_PER_POINT) + 1)}


def start(st: WildLifeState, seller: int, key: str, out: list[Event]) -> None:
    """The card is shown; the seat to the seller's left bids first; the seller cannot bid."""
    st.pending = {"k": "auction", "card": key, "seller": seller, "high": 0, "bidder": None,
                  "passed": [], "turn": st.left_of(seller)}
    out.append(Event(msg("wl-auctions", player=st.players[seller], card=key),
                     kind="auction", data={"card": key}))


def bid_range(st: WildLifeState, p: AuctionFrame, seat: int) -> range:
    """Legal bids: at least 3 and above the high bid; at most the bidder's food + 6 (the
    shortfall is paid by stepping back, 1 point for 3 food from the Food Bank), or 3 with 2
    players (docs/wildlife-data.md, seed 001). The shortfall is also limited to the whole steps the
    bank can still pay (our reading: the rulebooks never empty the bank)."""
    over = min(MAX_BID_OVER_FOOD, st.bank // FOOD_PER_POINT * FOOD_PER_POINT)
    cap = st.food[seat] + over
    if st.n == 2:
        cap = min(TWO_PLAYER_BID_CAP, cap)
    return range(max(MIN_BID, p["high"] + 1), cap + 1)


def legal(st: WildLifeState, p: AuctionFrame) -> list[Action]:
    seat = p["turn"]
    food = st.food[seat]
    r = bid_range(st, p, seat)
    covered = min(r.stop, food + 1, len(_BIDS))
    acts = _BIDS[r.start:covered] if covered > r.start else []
    for k in range(max(r.start, covered), r.stop):
        if k <= food:
            acts.append(act(f"bid:{k}", "bid", "wl-act-bid", food=k))
        else:
            steps = -(-(k - food) // FOOD_PER_POINT)
            table = _SHORT_BIDS.get(steps)
            acts.append(table[k] if table is not None and k < len(table) else
                        act(f"bid:{k}", "bid", "wl-act-bid-short", food=k, points=steps))
    acts.append(_PASS)
    return acts


def bid_range_msg(r: range) -> Msg:
    """"bid from 3 to 9 food, or pass" (the end of a refusal: what is possible instead)."""
    if not r:
        return msg("wl-bid-range-none")
    if len(r) == 1:
        return msg("wl-bid-range-one", food=r.start)
    return msg("wl-bid-range", low=r.start, high=r.stop - 1)


def why_not(st: WildLifeState, p: AuctionFrame, code: str) -> Msg:
    verb, args = parse_code(code)
    r = bid_range(st, p, p["turn"])
    if verb == "bid":
        return msg("wl-not-a-bid", range=bid_range_msg(r))
    return msg("wl-being-auctioned", card=p["card"], range=bid_range_msg(r))


def timeout(st: WildLifeState, p: AuctionFrame) -> str | None:
    """Doing nothing in an auction is passing (seed 000: "This player must bid or pass")."""
    return "pass"


def record_bid(st: WildLifeState, p: AuctionFrame | OrgAuctionFrame, code: str,
               out: list[Event]) -> None:
    """A bid or a pass by the seat whose turn it is to bid (card and organism auctions)."""
    seat = p["turn"]
    verb, args = parse_code(code)
    if verb == "pass":
        p["passed"].append(seat)
        out.append(Event(msg("wl-passes", player=st.players[seat]), kind="bid"))
        return
    p["high"] = int(args[0])
    p["bidder"] = seat
    out.append(Event(msg("wl-bids", player=st.players[seat], food=p["high"]), kind="bid"))


def apply(st: WildLifeState, p: AuctionFrame, code: str, out: list[Event]) -> None:
    """Bids go clockwise, round and round, until all but one have passed (seed 000)."""
    seat = p["turn"]
    record_bid(st, p, code, out)
    seller = p["seller"]
    active = [s for s in range(st.n) if s != seller and s not in p["passed"]]
    if not active:
        st.pending = None
        out.append(Event(msg("wl-nobody-buys", card=p["card"]), kind="auction"))
        return
    if p["bidder"] is not None and active == [p["bidder"]]:
        _sell(st, p, out)
        return
    nxt = st.left_of(seat)
    while nxt == seller or nxt in p["passed"]:
        nxt = st.left_of(nxt)
    p["turn"] = nxt


def _sell(st: WildLifeState, p: AuctionFrame, out: list[Event]) -> None:
    """The buyer pays the seller; food short is taken from the Food Bank by stepping back 1
    success point per 3 food, below 1 if need be (seeds 000, 001: "For every space you move
    backwards on the Success Track, you earn three food points from the Food Bank"); then
    the buyer uses the card at once."""
    buyer, price, seller = p["bidder"], p["high"], p["seller"]
    text = msg("wl-buys", player=st.players[buyer], card=p["card"], food=price)
    short = price - st.food[buyer]
    if short > 0:
        steps = -(-short // FOOD_PER_POINT)
        st.gain(buyer, -steps, "losses")
        st.from_bank(buyer, steps * FOOD_PER_POINT)
        text = msg("wl-buys-stepping-back", player=st.players[buyer], card=p["card"],
                   food=price, points=steps)
    st.food[buyer] -= price
    st.food[seller] += price
    out.append(Event(text, kind="sold", data={"buyer": buyer, "price": price}))
    cards.start(st, buyer, p["card"], True, out)
