"""benchmarks/spreader.py: the tournament's WildLife player that spreads one-tile herds on
purpose (the loophole of docs/wildlife-scoring.md, "Many small herds")."""

from __future__ import annotations

from typing import Any

import engine
from benchmarks.spreader import PLACING, SpreaderPlayer
from engine.ai import make_player
from engine.wildlife.board import ADJACENT


def lonely_spaces_offered(st: Any, seat: int) -> bool:
    """Whether some legal choice puts a tile on a space touching none of the seat's others."""
    moved = (st.pending or {}).get("from")
    for action in st.legal_actions(seat):
        head, _, space = action.code.partition(":")
        if head in PLACING and all(st.tiles.get(n) != seat or (head == "to" and n == moved)
                                   for n in ADJACENT[space]):
            return True
    return False


def test_every_tile_goes_alone_when_a_choice_allows() -> None:
    """Whenever a space choice offers a space away from its own tiles, the spreader's tile
    lands there: on the board afterwards it touches none of its other tiles."""
    state: Any = engine.new_game("wildlife", ["S", "G1", "G2", "G3"], seed=8)
    players = [SpreaderPlayer(1)] + [make_player("wildlife", "greedy", i) for i in (2, 3, 4)]
    placed = 0
    while not state.is_over():
        seat = state.to_act()[0]
        offered = seat == 0 and lonely_spaces_offered(state, seat)
        action = players[seat].choose(state, seat)
        state.apply(seat, action)
        if not offered:
            continue
        head, _, space = action.code.partition(":")
        assert head in PLACING, action.code
        if state.tiles.get(space) == 0:  # not blocked by a Defense
            assert all(state.tiles.get(n) != 0 for n in ADJACENT[space]), action.code
            placed += 1
    assert placed >= 10
