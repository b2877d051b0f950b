"""Final scoring (rulebook "Final scoring"): 2 points per card of the species you have most
of, 1 per card of the second (one species per category, even when counts are equal), 1 per
Leader card (the peacock 3) and the score tokens. Leo is not scored.

The Dutch text lets a player with equal counts choose which species scores 2 and which 1;
equal counts give equal points either way, so the engine does not ask."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import msg
from engine.wildcards.data import CATEGORIES, LEADER_POINTS

if TYPE_CHECKING:
    from engine.wildcards.state import WildCardsState



def breakdown(state: WildCardsState, seat: int) -> dict[str, int]:
    """Points by category (``CATEGORIES``: catalog keys, in this order)."""
    counts = sorted(state.collections[seat].values(), reverse=True)
    best, second, leaders, tokens = CATEGORIES
    return {
        best: 2 * counts[0],
        second: counts[1],
        leaders: sum(LEADER_POINTS[s] for s, h in state.leaders.items() if h == seat),
        tokens: state.points[seat],
    }


def score(state: WildCardsState, seat: int) -> int:
    return sum(breakdown(state, seat).values())


def collection_size(state: WildCardsState, seat: int) -> int:
    return sum(state.collections[seat].values())


def result(state: WildCardsState) -> dict[str, Any]:
    """Ranking by score; ties go to the larger collection; still equal, the rank is shared."""
    keys = {s: (score(state, s), collection_size(state, s)) for s in range(state.n)}
    order = sorted(range(state.n), key=lambda s: (-keys[s][0], -keys[s][1], s))
    ranking = []
    for seat in order:
        place = 1 + sum(1 for o in range(state.n) if keys[o] > keys[seat])
        ranking.append({"seat": seat, "name": state.players[seat], "place": place,
                        "score": keys[seat][0], "breakdown": breakdown(state, seat),
                        "animals": keys[seat][1]})
    return {"ranking": ranking, "categories": list(CATEGORIES), "tiebreak": msg("wc-tiebreak")}
