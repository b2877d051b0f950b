"""Phase 3, Acquire Animal cards (seed file 002, "3. Acquire Animal cards", "Resolving bidding
ties", "Claim a Leader card", "Extra points for natural habitats", lion leader)."""

from __future__ import annotations

import json

import pytest

from engine.core import IllegalAction


def test_highest_bid_picks_first_then_second_highest(table, play):
    """Phase 3: the highest bid chooses first; "Next up is the player with the second highest
    bid and so on"; Refill bids take no part."""
    s = table(4, hands=[["F1", "S1"], ["M3", "M1", "M2"], ["S2", "S1"], ["W1"]],
              display=["lion", "eagle", "ibex"])
    play(s, (0, "bid:F1"), (1, "bid:M3"), (2, "bid:S2"), (3, "bid:R"))
    play(s, (3, "draw"))
    assert s.to_act() == [1]
    play(s, (1, "pay:M1"), (1, "pay:M2"), (1, "pick:2"))
    assert s.to_act() == [2]
    play(s, (2, "pay:S1"), (2, "pick:0"))
    assert s.to_act() == [0]


def test_extra_payment_brings_the_bid_to_its_value_in_cards(table, play):
    """Phase 3: "Add Habitat cards from your hand to your bid, until your bid consists of as
    many cards as your initial bid" - only then can an animal be chosen."""
    s = table(3, hands=[["F4", "F1", "F2", "F3", "S1"], ["M1"], ["S1"]],
              display=["lion", "eagle"])
    play(s, (0, "bid:F4"), (1, "bid:M1"), (2, "bid:S1"))
    codes = [a.code for a in s.legal_actions(0)]
    assert "pick:0" not in codes and "pay:F1" in codes and "decline" in codes
    play(s, (0, "pay:F1"), (0, "pay:F2"))
    assert "pick:0" not in [a.code for a in s.legal_actions(0)]
    with pytest.raises(IllegalAction):
        s.apply(0, "pick:0")
    play(s, (0, "pay:S1"))
    assert {"pick:0", "pick:1", "unpay", "decline"} <= {a.code for a in s.legal_actions(0)}
    play(s, (0, "pick:1"))
    assert s.hands[0] == ["F3"] and s.collections[0]["eagle"] == 1


def test_a_payment_can_be_taken_back_before_the_pick(table, play):
    """A half-made payment can be undone (engine contract: a way back from a sub-step)."""
    s = table(3, hands=[["F2", "F1", "S1"], ["M1"], ["S1"]], display=["lion", "eagle"])
    play(s, (0, "bid:F2"), (1, "bid:M1"), (2, "bid:S1"), (0, "pay:F1"), (0, "unpay"))
    assert s.payments[0] == [] and s.hands[0] == ["F1", "S1"]


def test_payment_stays_private_until_the_pick(table, play, said):
    """Our reading: the cards a player is choosing to pay are shown once the pick is made."""
    s = table(3, hands=[["F2", "W1"], ["M1"], ["S1"]], display=["lion", "eagle"])
    play(s, (0, "bid:F2"), (1, "bid:M1"), (2, "bid:S1"), (0, "pay:W1"))
    assert "W1" not in json.dumps(s.view(1))
    assert "Wild 1" not in " ".join(said(s.view(1)["events"]))
    assert [c["code"] for c in s.view(0)["my_payment"]] == ["W1"]
    play(s, (0, "pick:0"))
    assert [c["code"] for c in s.view(1)["participants"][0]["payment"]] == ["W1"]


def test_decline_takes_the_bid_back_and_draws_two(table, play):
    """Phase 3: "If you don't want to take an Animal card ... take your bidding card (and
    possible extra payment) back into your hand and then draw 2 cards"."""
    s = table(3, hands=[["F2", "F1"], ["M1"], ["S1"]], display=["lion", "eagle"],
              deck=["W3", "W4"])
    play(s, (0, "bid:F2"), (1, "bid:M1"), (2, "bid:S1"), (0, "pay:F1"), (0, "decline"))
    assert s.hands[0] == ["F1", "F2", "W3", "W4"] and s.declined[0]
    assert s.collections[0] == {k: 0 for k in s.collections[0]}


def test_player_who_cannot_pay_declines(table, play):
    """Phase 3: a bid of 3 needs 2 extra cards; with fewer in hand no animal can be taken,
    so the bid goes back and 2 cards are drawn (the engine does it, nothing else is left)."""
    s = table(3, hands=[["F3", "F1"], ["M1", "M2"], ["S1"]], display=["lion", "eagle"])
    play(s, (0, "bid:F3"), (1, "bid:M2"), (2, "bid:S1"))
    assert s.declined[0] and len(s.hands[0]) == 4 and s.to_act() == [1]


def test_natural_habitat_bonus_needs_every_card_to_fit(table, play):
    """Extra points: only "if all bid and payment cards used to acquire the Animal card are
    of the animal's natural habitat" (wild cards always count) - a single other card, none."""
    s = table(3, hands=[["S2", "F1"], ["M1"], ["S1"]], display=["lion", "eagle"])
    play(s, (0, "bid:S2"), (1, "bid:M1"), (2, "bid:S1"), (0, "pay:F1"), (0, "pick:0"))
    assert s.points[0] == 0
    s = table(3, hands=[["W2", "W1"], ["M1"], ["S1"]], display=["lion", "eagle"])
    play(s, (0, "bid:W2"), (1, "bid:M1"), (2, "bid:S1"), (0, "pay:W1"), (0, "pick:1"))
    assert s.points[0] == 2


def test_bid_of_one_pays_nothing_and_can_earn_the_bonus(table, play):
    """Phase 3: "If your bid was 2 or higher, you will have to pay extra" - a 1 pays none."""
    s = table(3, hands=[["M1"], ["F2", "S1"], ["S1"]], display=["eagle", "lion"])
    play(s, (0, "bid:M1"), (1, "bid:R"), (2, "bid:R"), (1, "draw"), (2, "draw"))
    assert "pick:0" in [a.code for a in s.legal_actions(0)]
    play(s, (0, "pick:0"))
    assert s.points[0] == 2


def test_leader_is_claimed_with_the_most_or_an_equal_count(table, play):
    """Claim a Leader card: with "the most" of the species, "or matched the amount the current
    owner of the corresponding Leader card has" - a smaller count does not take it."""
    s = table(3, hands=[["F2", "F1"], ["M1"], ["S1"]], display=["lion", "lion"],
              collections=[{}, {"lion": 2}, {"lion": 1}], leaders={"lion": 1})
    play(s, (0, "bid:F2"), (1, "bid:R"), (2, "bid:S1"), (1, "draw"))
    play(s, (0, "pay:F1"), (0, "pick:0"))
    assert s.leaders["lion"] == 1
    play(s, (2, "pick:0"))
    assert s.collections[2]["lion"] == 2 and s.leaders["lion"] == 2


def test_tie_of_ones_goes_to_the_first_player_after_the_talisman(table, play):
    """Resolving bidding ties: "the player who in clockwise order sits closest to the owner
    of the Talisman card wins" (Dutch: the first one clockwise *after* the holder), so the
    holder comes last; the used Talisman passes to the next player in phase 4."""
    s = table(4, talisman=1, hands=[["F1"], ["F1"], ["S1"], ["M1"]],
              display=["lion", "eagle", "ibex"])
    play(s, (0, "bid:F1"), (1, "bid:F1"), (2, "bid:S1"), (3, "bid:R"), (3, "draw"))
    assert s.queue == [2, 0, 1] and s.talisman_used
    play(s, (2, "pick:0"), (0, "pick:0"), (1, "pick:0"))
    play(s, (1, "ibex:discard"))  # the ibex leader's holder chooses in phase 4
    assert s.round == 2 and s.talisman == 2


def test_equal_tie_payments_go_by_the_talisman(table, play):
    """Resolving bidding ties: "If that doesn't resolve the tie", the Talisman decides."""
    s = table(3, talisman=0, hands=[["F2", "F1"], ["S2", "S1"], ["M1"]],
              display=["lion", "eagle"])
    play(s, (0, "bid:F2"), (1, "bid:S2"), (2, "bid:M1"))
    play(s, (0, "pay:F1"), (1, "pay:S1"), (0, "confirm"), (1, "confirm"))
    assert s.queue == [1, 0] and s.talisman_used


def test_talisman_does_not_pass_when_totals_decide(table, play):
    """Phase 4: the Talisman passes only "if the Talisman card was used this round"."""
    s = table(3, talisman=0, hands=[["F2", "F1"], ["S2", "S3"], ["M1"]],
              display=["lion", "eagle"])
    play(s, (0, "bid:F2"), (1, "bid:S2"), (2, "bid:M1"))
    play(s, (0, "pay:F1"), (1, "pay:S3"), (0, "confirm"), (1, "confirm"))
    assert s.queue == [1, 0] and not s.talisman_used
    play(s, (1, "pick:0"), (0, "pick:0"))
    assert s.round == 2 and s.talisman == 0


def test_hidden_tie_payment_can_be_withdrawn_before_confirming(table, play):
    """Resolving bidding ties: the extra cards go face down; until confirmed they may be
    changed, and declining instead takes the bid back (and draws 2)."""
    s = table(3, hands=[["F2", "F1", "F3"], ["S2", "S1"], ["M1"]], display=["lion", "eagle"])
    play(s, (0, "bid:F2"), (1, "bid:S2"), (2, "bid:M1"), (0, "pay:F1"), (0, "unpay"))
    assert s.payments[0] == []
    play(s, (1, "decline"))
    assert s.tie == [0] and s.declined[1]
    play(s, (0, "pay:F3"), (0, "confirm"))
    assert s.phase == "pick" and s.to_act() == [0]


def test_lion_leader_wins_ties(table, play):
    """Lion leader: "You always win ties in bids" - before any payment comparison."""
    s = table(3, talisman=1, hands=[["F2", "F1"], ["S2", "S1"], ["M1"]],
              display=["lion", "eagle"], leaders={"lion": 2})
    s.hands[2] = ["M2", "M1"]
    play(s, (0, "bid:F2"), (1, "bid:S1"), (2, "bid:M2"))
    assert s.phase == "pick" and s.queue == [2, 0]
    assert not s.talisman_used


def test_lion_with_two_others_leaves_them_to_the_hidden_payments(table, play):
    """Lion leader wins the tie; the others still resolve theirs by payments."""
    s = table(4, hands=[["F2", "F1"], ["S2", "S3"], ["M2", "M1"], ["W1"]],
              display=["lion", "eagle", "ibex"], leaders={"lion": 2})
    play(s, (0, "bid:F2"), (1, "bid:S2"), (2, "bid:M2"), (3, "bid:W1"))
    assert s.phase == "tie" and s.to_act() == [0, 1]
    play(s, (0, "pay:F1"), (1, "pay:S3"), (0, "confirm"), (1, "confirm"))
    assert s.queue == [2, 1, 0]


def test_tie_with_an_empty_display_needs_no_payment(table, play):
    """Phase 3: with "no cards left" in the display, tied players take their bids back and
    draw 2; there is nothing to settle, so no hidden payment and no use of the Talisman."""
    s = table(4, talisman=0, hands=[["F4", "F1", "F2", "F3"], ["S2", "S1"], ["M2", "M1"],
                                    ["W1"]],
              display=["lion"])  # the other display cards were taken in this sketch
    play(s, (0, "bid:F4"), (1, "bid:S2"), (2, "bid:M2"), (3, "bid:R"), (3, "draw"))
    play(s, (0, "pay:F1"), (0, "pay:F2"), (0, "pay:F3"), (0, "pick:0"))
    assert s.round == 2 and s.talisman == 0  # no face-down payments; the Talisman stayed
    assert "S2" in s.hands[1] and "M2" in s.hands[2]
