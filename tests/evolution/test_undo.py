"""Taking back the last decision (docs/engine.md): a face-down food card can be taken back;
a card spent on a species is shown and cannot (the card choice's own ``cancel`` comes
before)."""

from __future__ import annotations

import engine
from engine.core import Rng


def test_a_food_card_can_be_taken_back_a_card_spent_cannot() -> None:
    st = engine.new_game("evolution", ["Ann", "Bob", "Cy"], seed=2)
    card = st.hands[1][0]
    st.apply(1, f"food:{card}")
    assert st.can_undo(1)
    back = engine.undo(st, 1)
    assert card in back.hands[1] and back.food_cards[1] is None
    for seat in list(st.to_act()):
        st.apply(seat, f"food:{st.hands[seat][0]}")
    seat = st.to_act()[0]
    st.apply(seat, f"card:{st.hands[seat][0]}")
    assert st.can_undo(seat)  # only the player's own pending choice changed
    st.apply(seat, "new:right")
    assert not st.can_undo(seat)


def test_feeding_a_herbivore_can_be_taken_back() -> None:
    """The first herbivore fed in a random game that leaves the feeding going (the end of
    feeding deals new cards, which no one can take back)."""
    st = engine.new_game("evolution", ["Ann", "Bob"], seed=5)
    rng = Rng(5)
    while not st.is_over():
        seat = st.to_act()[0]
        legal = [a.code for a in st.legal_actions(seat)]
        for code in legal:
            if st.phase == "feed" and code.startswith("feed:") and st.pending is None:
                trial = st.copy()
                trial.apply(seat, code)
                if trial.pending is None and trial.phase == "feed":
                    assert trial.hole < st.hole and trial.can_undo(seat)
                    assert engine.undo(trial, seat).hole == st.hole
                    return
        st.apply(seat, rng.choice(legal))
    raise AssertionError("no herbivore was fed")
