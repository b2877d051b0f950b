"""A copy of the game with everything hidden from one seat drawn afresh (for AI search; core's
``State.redeal`` makes the copy, strips the log and the others' private events).

Hidden from a seat: the other players' hands (except cards everyone saw go back into them,
kept in ``known``), their face-down bids and payments and chosen discards, Leo's pile and its
unrevealed bid, the order and content of the Habitat draw pile, and which animals are still in
the draw pile rather than unseen in the box. Counts everyone can see are kept, and so is the
single Refill card in each hidden place that holds one. The copy depends only on what the
seat knows and the seed (hidden cards are pooled in sorted order before the shuffle), so two
states the seat cannot tell apart give the same copy.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine.core import Rng
from engine.wildcards.data import REFILL

if TYPE_CHECKING:
    from engine.wildcards.state import WildCardsState


def redraw(clone: WildCardsState, seat: int, rng: Rng) -> None:
    """Re-draw in ``clone`` what ``seat`` cannot see (the contract's ``_redeal`` hook)."""
    pool: list[str] = list(clone.deck)
    plan: list[tuple[int, list[str], int, bool, int]] = []
    for who in range(clone.n):
        if who == seat:
            continue
        # Everything of this player's the seat cannot see: hand, chosen Refill discards, an
        # unrevealed bid, a payment not yet shown. Cards everyone saw go back into the hand
        # (``known``) stay with the player, wherever among these they are now.
        hidden_bid = clone.bids[who] is None and bool(clone.placed[who])
        hidden_pay = not (clone.locked[who] or clone.picked[who] is not None)
        holdings = clone.hands[who] + clone.discarding[who]
        if hidden_bid:
            holdings += [k for k in clone.placed[who] if k != REFILL]
        paying = len(clone.payments[who]) if hidden_pay else 0
        if paying:
            holdings += clone.payments[who]
        fixed = sorted((Counter(clone.known[who]) & Counter(holdings)).elements())
        loose = list((Counter(holdings) - Counter(fixed)).elements())
        clone.discarding[who] = []
        pool.extend(loose)
        plan.append((who, fixed, len(loose), hidden_bid, paying))
    leo_hidden: list[str] = []
    if clone.leo >= 0:
        leo_hidden = list(clone.leo_pile)
        if clone.bids[clone.leo] is None:
            leo_hidden += clone.placed[clone.leo]
        pool.extend(k for k in leo_hidden if k != REFILL)
    pool.sort()  # the real order must not shape the copy: same knowledge, same copy
    rng.shuffle(pool)

    for who, fixed, count, hidden_bid, paying in plan:
        cards = sorted(fixed + [pool.pop() for _ in range(count)])
        rng.shuffle(cards)
        if paying:
            clone.payments[who] = [cards.pop() for _ in range(paying)]
        if hidden_bid:
            # One Refill card among everything this player holds or has placed.
            placed = len(clone.placed[who])
            refill_placed = rng.below(len(cards) + 1) < placed
            clone.placed[who] = ([REFILL] if refill_placed else []) + [
                cards.pop() for _ in range(placed - (1 if refill_placed else 0))]
        clone.hands[who] = sorted(cards)
    if clone.leo >= 0 and leo_hidden:
        has_refill = REFILL in leo_hidden
        fresh = [pool.pop() for _ in range(len(leo_hidden) - has_refill)]
        fresh += [REFILL] * has_refill
        rng.shuffle(fresh)
        if clone.bids[clone.leo] is None and clone.placed[clone.leo]:
            clone.placed[clone.leo] = [fresh.pop()]
        clone.leo_pile = fresh
    clone.deck = pool

    animals = sorted(clone.animals + clone.removed)
    rng.shuffle(animals)
    clone.animals = animals[: len(clone.animals)]
    clone.removed = sorted(animals[len(clone.animals):])
