"""The pending sub-steps of a WildLife decision, typed (``WildLifeState.pending``).

A multi-part choice (a card's use, an auction, a Defense question…) is a *frame*: a plain dict
kept in the state, so the state stays JSON data; ``k`` names its kind and ``seat`` (or
``turn`` / ``queue``) who decides. These TypedDicts say which keys each kind holds. Keys that
are Python words ("as", "from") are why the functional form is used.
"""

from __future__ import annotations

from typing import Literal, TypedDict

#: A card being used (cards.py): joker → what it acts as → migrate / expand / attack → space.
CardFrame = TypedDict("CardFrame", {
    "k": Literal["card"], "seat": int, "card": str, "bought": bool, "as": str | None,
    "step": str, "from": str | None})

#: A card auction (auction.py); ``turn`` is the seat to bid, ``high`` 0 before any bid.
class AuctionFrame(TypedDict):
    k: Literal["auction"]
    card: str
    seller: int
    high: int
    bidder: int | None
    passed: list[int]
    turn: int

#: The owner of a tile about to be hit may block with Defense (abilities.py).
DefenseFrame = TypedDict("DefenseFrame", {
    "k": Literal["defense"], "seat": int, "aggressor": int, "what": str, "space": str,
    "from": str | None})

#: The free migration or Mobility (abilities.py): a tile, then where it goes.
MoveFrame = TypedDict("MoveFrame", {
    "k": Literal["free", "mobility"], "seat": int, "step": str, "from": str | None})

#: Aggression (abilities.py): the target space.
class AggressionFrame(TypedDict):
    k: Literal["aggression"]
    seat: int
    step: str

#: An Epidemic (events.py): each seat in ``queue`` removes one of its tiles, in order.
class EpidemicFrame(TypedDict):
    k: Literal["epidemic"]
    user: int
    queue: list[int]

#: Variant 3's open bidding for the next organism chart (setup.py); ``high`` -1 before a bid.
class OrgAuctionFrame(TypedDict):
    k: Literal["org_auction"]
    left: list[int]
    high: int
    bidder: int | None
    passed: list[int]
    turn: int

#: Variant 3: the auction's winner picks a chart (setup.py).
class OrgPickFrame(TypedDict):
    k: Literal["org_pick"]
    seat: int
    left: list[int]

Frame = (CardFrame | AuctionFrame | DefenseFrame | MoveFrame | AggressionFrame | EpidemicFrame
         | OrgAuctionFrame | OrgPickFrame)
