"""What a turn timer may play for a seat that does nothing (docs/engine.md, "Timeouts per
decision"): only what the rules let a player do by doing nothing."""

from __future__ import annotations


def _timeout(st) -> str | None:
    action = st.timeout_action(st.to_act()[0])
    return None if action is None else action.code


def test_the_turn_ends_only_once_its_auction_is_held(table) -> None:
    """Seed 000: "During your turn, you must auction one of your Wildlife cards"; so doing
    nothing can end the turn only after the auction (before it, an AI plays)."""
    st = table.new(3, hands=[["forest", "water"], [], []])
    assert _timeout(st) is None
    table.do(st, "auction:water")
    assert _timeout(st) == "pass"  # seed 000: "This player must bid or pass"
    table.do(st, "pass", "pass")
    assert _timeout(st) == "end"


def test_defense_is_not_used_by_doing_nothing(table) -> None:
    """Seed 000 (Defense): the holder *may* block; silence lets the Aggression happen."""
    st = table.new(4, tiles={"H1": 1})
    st.abilities[0]["aggression"] = 1
    st.abilities[1]["defense"] = 1
    table.do(st, "aggression", "target:H1")
    assert st.to_act() == [1] and _timeout(st) == "allow"


def test_a_card_is_taken_back_and_a_bought_card_given_up(table) -> None:
    """An own card in use goes back to the hand (nothing happened yet); a bought card is
    given up (seed 000: "If the buyer cannot use the card or declines to use it, then it is
    discarded"); from a later step, one step back first."""
    st = table.new(3, tiles={"E6": 0}, hands=[["steppe", "water"], [], []])
    table.do(st, "play:steppe")
    assert _timeout(st) == "cancel"
    table.do(st, "mode:migrate")
    assert _timeout(st) == "back"
    table.do(st, "back", "cancel", "auction:water", "bid:3", "pass")
    assert st.pending["bought"] and _timeout(st) == "discard"
