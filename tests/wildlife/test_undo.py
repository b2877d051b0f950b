"""Taking back the last decision (the engine's part; docs/engine.md, "Undo"): allowed while
it showed nobody anything hidden and nobody else has acted since. Positions come from random
games, since an undo replays the game's log."""

from __future__ import annotations

import engine
from engine.core import Rng, State


def reach(predicate, seed: int = 3, players: int = 4) -> tuple[State, int, str]:
    """A random game up to the first move ``predicate(state, code)`` accepts."""
    st = engine.new_game("wildlife", [f"P{i}" for i in range(players)], seed=seed)
    rng = Rng(seed)
    while not st.is_over():
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        wanted = [a.code for a in legal if predicate(st, a.code)]
        if wanted:
            return st, seat, wanted[0]
        st.apply(seat, rng.choice(legal))
    raise AssertionError("no such move in the game")


def test_a_tile_placed_can_be_taken_back() -> None:
    st, seat, code = reach(lambda st, c: c.startswith("place:"))
    before = st.to_json()
    st.apply(seat, code)
    assert st.can_undo(seat)
    back = engine.undo(st, seat)
    assert back.version == st.version + 1
    back.version = st.version - 1
    assert back.to_json() == before


def test_a_bid_can_be_taken_back_until_the_next_bidder_acts(refused) -> None:
    """The first bid of an auction at three seats: the other bidder is next."""
    st, seat, code = reach(lambda st, c: c.startswith("bid:") and st.pending["high"] == 0
                           and not st.pending["passed"], players=3)
    st.apply(seat, code)
    assert st.can_undo(seat) and st.pending is not None and st.pending["high"] > 0
    nxt = st.to_act()[0]
    assert nxt != seat
    st.apply(nxt, "pass")
    assert not st.can_undo(seat)
    with refused("Only the last move"):
        engine.undo(st, seat)


def test_ending_the_turn_draws_cards_and_cannot_be_taken_back(refused) -> None:
    st, seat, code = reach(lambda st, c: c == "end")
    st.apply(seat, code)
    assert not st.can_undo(seat)
    with refused("showed something that was hidden"):
        engine.undo(st, seat)


def test_a_card_played_is_shown_so_only_its_own_cancel_takes_it_back() -> None:
    st, seat, code = reach(lambda st, c: c.startswith("play:") and c[5:] in (
        "forest", "desert", "savanna", "steppe", "mountains", "water", "adaptation"))
    st.apply(seat, code)
    assert not st.can_undo(seat)
    assert "cancel" in [a.code for a in st.legal_actions(seat)]
