"""Taking back the last decision (docs/engine.md): a face-down bid can be taken back while
others have not bid after it; the last bid turns all bids over and cannot."""

from __future__ import annotations

import pytest

import engine
from words import say


def test_a_face_down_bid_can_be_taken_back_the_last_one_cannot() -> None:
    st = engine.new_game("wildcards", ["Ann", "Bob", "Cy"], options={"talisman_seat": 0},
                         seed=4)
    hand = list(st.hands[0])
    st.apply(0, f"bid:{hand[0]}")
    assert st.can_undo(0) and not st.can_undo(1)
    back = engine.undo(st, 0)
    assert back.hands[0] == hand and back.to_act() == [0, 1, 2]
    st.apply(1, f"bid:{st.hands[1][0]}")
    assert not st.can_undo(0)
    st.apply(2, f"bid:{st.hands[2][0]}")  # the last bid: all are revealed
    assert all(b is not None for b in st.bids[:3]) and not st.can_undo(2)
    with pytest.raises(engine.IllegalAction) as caught:
        engine.undo(st, 2)
    assert "hidden" in say("en", caught.value.msg)
