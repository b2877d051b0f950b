"""What a turn timer may play for a seat that does nothing (docs/engine.md): every
before-eating use is optional, a hungry species that can eat must."""

from __future__ import annotations


def test_before_eating_is_skipped_and_forced_feeding_is_left_to_an_ai(table) -> None:
    st = table(2, phase="before", hole=3, rows={0: [{"traits": ("Long Neck",)}]})
    assert st.to_act() == [0] and st.timeout_action(0).code == "done"
    st = table(2, phase="feed", hole=3)
    seat = st.to_act()[0]
    assert "pass" not in [a.code for a in st.legal_actions(seat)]
    assert st.timeout_action(seat) is None


def test_a_play_turn_ends_and_a_half_made_choice_is_cancelled(table) -> None:
    st = table(2, phase="play", hands={0: [("Horns", None)]})
    assert st.timeout_action(0).code == "end"
    st.apply(0, f"card:{st.hands[0][0]}")
    assert st.timeout_action(0).code == "cancel"
