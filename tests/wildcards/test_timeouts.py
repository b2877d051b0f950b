"""What a turn timer may play for a seat that does nothing (docs/engine.md): the Refill card
is phase 1's pass; declining is phase 3's."""

from __future__ import annotations


def test_doing_nothing_bids_the_refill_card_and_declines_a_pick(table, play) -> None:
    state = table(3, hands=[["F3", "F1", "F1"], ["F2"], ["S1"]], display=["peacock", "lion"])
    assert state.timeout_action(0).code == "bid:R"
    play(state, (0, "bid:F3"), (1, "bid:F2"), (2, "bid:S1"))
    assert state.phase == "pick" and state.to_act() == [0]
    assert state.timeout_action(0).code == "decline"
