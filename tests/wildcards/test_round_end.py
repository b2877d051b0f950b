"""Phase 4 and the end (seed file 002, "4. Prepare the next round", "End of the game",
ibex leader)."""

from __future__ import annotations


def test_unsold_animals_go_to_the_box_and_the_display_is_refilled(table, play):
    """Phase 4: "Animal cards from the open display that were not acquired are put back into
    the box. Then ... reveal 2, 3, or 4 new Animal cards"."""
    s = table(3, hands=[["F1"], ["S1"], ["M1"]], display=["lion", "eagle"],
              animals=["ibex", "meerkat", "peacock"])
    play(s, (0, "bid:R"), (1, "bid:R"), (2, "bid:R"), (0, "draw"), (1, "draw"), (2, "draw"))
    assert s.boxed == ["lion", "eagle"] and s.display == ["peacock", "meerkat"]
    assert s.round == 2


def test_game_ends_when_the_display_cannot_be_refilled(table, play):
    """End of the game: "As soon as you cannot completely refill the open display with new
    Animal cards from the draw pile (in phase 4), the game ends"."""
    s = table(3, hands=[["F1"], ["S1"], ["M1"]], display=["lion", "eagle"], animals=["ibex"])
    play(s, (0, "bid:R"), (1, "bid:R"), (2, "bid:R"), (0, "draw"), (1, "draw"), (2, "draw"))
    assert s.is_over() and s.to_act() == [] and s.view(None)["phase"] == "over"
    # "Discard your hand to the discard pile and proceed to Final Scoring."
    assert s.hands == [[], [], []] and s.view(0)["hand"] == []
    assert s.view(None)["result"]["ranking"]


def test_exactly_enough_animals_still_refill(table, play):
    """End of the game: only an incomplete refill ends it."""
    s = table(3, hands=[["F1"], ["S1"], ["M1"]], display=["lion", "eagle"],
              animals=["ibex", "lion"])
    play(s, (0, "bid:R"), (1, "bid:R"), (2, "bid:R"), (0, "draw"), (1, "draw"), (2, "draw"))
    assert not s.is_over() and s.animals == []


def test_bids_and_payments_are_discarded(table, play):
    """Phase 4: "put all bid and payment cards face up onto the discard pile"."""
    s = table(3, hands=[["F2", "F1"], ["S1"], ["M1"]], display=["lion", "eagle"])
    play(s, (0, "bid:F2"), (1, "bid:S1"), (2, "bid:R"), (2, "draw"))
    play(s, (0, "pay:F1"), (0, "pick:0"), (1, "pick:0"))
    assert sorted(s.discard) == ["F1", "F2", "S1"]
    assert s.view(None)["discard_top"] is not None


def test_ibex_leader_may_take_the_bidding_card_back(table, play, said):
    """Ibex leader: "You *may* take your bidding card back into your hand (unless it was a wild
    card) ... The Habitat cards you used as extra payment still have to be discarded"."""
    s = table(3, hands=[["F2", "F1"], ["S1"], ["M1"]], display=["lion", "eagle"],
              leaders={"ibex": 0}, collections=[{"ibex": 1}, {}, {}])
    play(s, (0, "bid:F2"), (1, "bid:S1"), (2, "bid:R"), (2, "draw"))
    play(s, (0, "pay:F1"), (0, "pick:0"), (1, "pick:0"))
    assert s.phase == "ibex" and s.to_act() == [0]
    assert [a.code for a in s.legal_actions(0)] == ["ibex:back", "ibex:discard"]
    assert said([s.view(None)["phase_label"]])[0].startswith("Phase 4")
    play(s, (0, "ibex:back"))
    assert s.hands[0] == ["F2"] and sorted(s.discard) == ["F1", "S1"]
    assert s.round == 2 and s.phase == "bid"


def test_ibex_leader_may_discard_the_bidding_card_instead(table, play, refused):
    """Ibex leader: the take-back is a choice ("may"); declining it discards the bid with the
    others."""
    s = table(3, hands=[["F2", "F1"], ["S1"], ["M1"]], display=["lion", "eagle"],
              leaders={"ibex": 0}, collections=[{"ibex": 1}, {}, {}])
    play(s, (0, "bid:F2"), (1, "bid:S1"), (2, "bid:R"), (2, "draw"))
    play(s, (0, "pay:F1"), (0, "pick:0"), (1, "pick:0"))
    with refused("bidding card back"):
        s.apply(0, "pick:0")
    with refused("not your move"):
        s.apply(1, "ibex:back")
    play(s, (0, "ibex:discard"))
    assert s.hands[0] == [] and sorted(s.discard) == ["F1", "F2", "S1"]


def test_ibex_leader_does_not_keep_a_wild_card(table, play):
    """Ibex leader: "(unless it was a wild card)" - no choice is offered."""
    s = table(3, hands=[["W2", "F1"], ["S1"], ["M1"]], display=["lion", "eagle"],
              leaders={"ibex": 0}, collections=[{"ibex": 1}, {}, {}])
    play(s, (0, "bid:W2"), (1, "bid:S1"), (2, "bid:R"), (2, "draw"))
    play(s, (0, "pay:F1"), (0, "pick:0"), (1, "pick:0"))
    assert s.hands[0] == [] and "W2" in s.discard and s.round == 2


def test_ibex_choice_is_not_asked_when_the_game_ends(table, play):
    """End of the game: "Discard your hand to the discard pile" - a card taken back by the
    ibex would be discarded at once, so the engine does not ask."""
    s = table(3, hands=[["F2", "F1"], ["S1"], ["M1"]], display=["lion", "eagle"],
              leaders={"ibex": 0}, collections=[{"ibex": 1}, {}, {}], animals=["lion"])
    play(s, (0, "bid:F2"), (1, "bid:S1"), (2, "bid:R"), (2, "draw"))
    play(s, (0, "pay:F1"), (0, "pick:0"), (1, "pick:0"))
    assert s.is_over()


def test_ibex_is_not_offered_after_a_decline(table, play):
    """Ibex leader: it returns a bidding card put onto the discard pile in phase 4; a declined
    bid is already back in the hand."""
    s = table(3, hands=[["F2", "F1"], ["S1"], ["M1"]], display=["lion", "eagle"],
              leaders={"ibex": 0}, collections=[{"ibex": 1}, {}, {}])
    play(s, (0, "bid:F2"), (1, "bid:S1"), (2, "bid:R"), (2, "draw"))
    play(s, (0, "decline"), (1, "pick:0"))
    assert s.round == 2 and "F2" in s.hands[0]
