"""A copy of the game with everything hidden from one seat drawn afresh (for AI search).

Hidden from a seat: the other players' hands (except cards everyone saw go back into them,
kept in ``known``), their face-down bids and payments and chosen discards, Leo's pile and its
unrevealed bid, the order and content of the Habitat draw pile, and which animals are still in
the draw pile rather than unseen in the box. Counts everyone can see are kept, and so is the
single Refill card in each hidden place that holds one.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import TYPE_CHECKING

from engine.core import Rng
from engine.wildcards.data import REFILL

if TYPE_CHECKING:
    from engine.wildcards.state import WildCardsState


def redeal(state: WildCardsState, seat: int, seed: int) -> WildCardsState:
    clone = state.__class__.__new__(state.__class__)
    clone.__dict__ = json.loads(state.to_json())  # faster than deepcopy, same plain data
    rng = Rng(seed ^ 0xC0FFEE)
    pool: list[str] = list(clone.deck)
    plan: list[tuple[int, list[str], int, bool]] = []  # who, fixed hand, hidden count, R hidden
    for who in range(clone.n):
        if who == seat:
            continue
        fixed = list((Counter(clone.known[who]) & Counter(clone.hands[who])).elements())
        loose = list((Counter(clone.hands[who]) - Counter(fixed)).elements())
        loose += clone.discarding[who]
        clone.discarding[who] = []
        hidden_bid = clone.bids[who] is None and bool(clone.placed[who])
        r_hidden = hidden_bid  # then the Refill card is in the hand or among the bid cards
        if hidden_bid:
            loose += [k for k in clone.placed[who] if k != REFILL]
        if not (clone.locked[who] or clone.picked[who] is not None) and clone.payments[who]:
            pool.extend(clone.payments[who])
            count = len(clone.payments[who])
            clone.payments[who] = ["?"] * count
        pool.extend(loose)
        plan.append((who, fixed, len(loose), r_hidden))
    leo_hidden: list[str] = []
    if clone.leo >= 0:
        leo_hidden = list(clone.leo_pile)
        if clone.bids[clone.leo] is None:
            leo_hidden += clone.placed[clone.leo]
        pool.extend(k for k in leo_hidden if k != REFILL)
    rng.shuffle(pool)

    for who, fixed, count, r_hidden in plan:
        cards = [pool.pop() for _ in range(count)]
        if r_hidden:
            placed = len(clone.placed[who])
            # One Refill card among everything this player holds or has placed.
            refill_placed = rng.below(count + 1) < placed
            bid = ([REFILL] if refill_placed else []) + [
                cards.pop() for _ in range(placed - (1 if refill_placed else 0))]
            clone.placed[who] = bid
        clone.hands[who] = sorted(fixed + cards)
        clone.payments[who] = [pool.pop() if k == "?" else k for k in clone.payments[who]]
    if clone.leo >= 0 and leo_hidden:
        fresh = [REFILL if k == REFILL else pool.pop() for k in leo_hidden]
        rng.shuffle(fresh)
        if clone.bids[clone.leo] is None and clone.placed[clone.leo]:
            clone.placed[clone.leo] = [fresh.pop()]
        clone.leo_pile = fresh
    clone.deck = pool

    animals = clone.animals + clone.removed
    rng.shuffle(animals)
    clone.animals = animals[: len(clone.animals)]
    clone.removed = sorted(animals[len(clone.animals):])
    clone.rng = Rng(seed).next64()
    return clone
