"""A WildLife player that plays the herd tie rule's loophole on purpose, for the tournament.

Every herd scores by its place, a place is 1 + the herds larger, and herds of one size owned
by different players tie (seeds 000, 001; docs/wildlife-scoring.md). So on a board of one-tile
herds, each one is tied for first and scores 7. ``SpreaderPlayer`` plays as the greedy player,
except that every tile it places or moves goes, whenever the choice allows it, to a space
touching none of its own tiles (a new one-tile herd), the best such space by the greedy's
values. ``benchmarks.tournament --seats spreader,greedy,...`` measures whether that pays.
"""

from __future__ import annotations

from typing import Any

from engine.core import Action, State
from engine.wildlife import greedy
from engine.wildlife.board import ADJACENT

#: the space choices that put a tile of the seat's on a space
PLACING = ("place", "attack", "seed", "to", "target")


def alone(st: Any, seat: int, action: Action) -> bool:
    """Whether ``action`` puts a tile of ``seat`` on a space touching none of its others (the
    tile a migration moves away does not count)."""
    head, _, space = action.code.partition(":")
    if head not in PLACING:
        return False
    moved = (st.pending or {}).get("from") if head == "to" else None
    return all(st.tiles.get(n) != seat or n == moved for n in ADJACENT[space])


class SpreaderPlayer:
    """The greedy player, spreading one-tile herds wherever a choice of space allows."""

    def __init__(self, seed: int = 0) -> None:
        self.greedy = greedy.GreedyPlayer(seed)

    def choose(self, state: State, seat: int) -> Action:
        st: Any = state
        legal = state.legal_actions(seat)
        spread = [a for a in legal if alone(st, seat, a)]
        if not spread or len(legal) == 1:
            return self.greedy.choose(state, seat)
        return max(spread, key=lambda a: greedy.action_value(st, seat, a))
