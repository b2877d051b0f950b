"""Wild Cards greedy: the rollouts' lean view must decide exactly as the full view does."""

from __future__ import annotations

import engine
from engine.core import Rng
from engine.wildcards.greedy import decide, lean_view


def test_lean_view_decides_as_the_full_view() -> None:
    """engine/wildcards/greedy.py ``lean_view``: the search's rollouts read a cut-down view;
    over random games (2-4 players, so Leo too) every decision must match the full view's."""
    checked = 0
    for game in range(6):
        players = 2 + game % 3
        state = engine.new_game("wildcards", [f"p{i}" for i in range(players)], seed=game)
        rng = Rng(game)
        while not state.is_over():
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            if len(legal) > 1:
                full = decide(state.view(seat), legal, seat)
                assert decide(lean_view(state, seat), legal, seat) == full
                checked += 1
            state.apply(seat, rng.choice(legal) if rng.below(3) == 0 else full
                        if len(legal) > 1 else legal[0])
    assert checked > 100
