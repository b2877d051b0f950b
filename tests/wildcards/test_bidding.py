"""Phase 1, Place bids (seed file 002, "1. Place bids"; eagle leader)."""

from __future__ import annotations

import json


def test_to_act_lists_every_seat_still_to_bid(table, play, refused):
    """Phase 1: every player places a face-down card; bids are simultaneous."""
    s = table(4)
    assert s.to_act() == [0, 1, 2, 3]
    play(s, (2, f"bid:{s.hands[2][0]}"))
    assert s.to_act() == [0, 1, 3]
    assert s.legal_actions(2) == []
    with refused("already placed"):
        s.apply(2, "bid:R")


def test_bids_stay_hidden_until_everyone_has_bid(table, play, said):
    """Phase 1: "Keep your bid private"; "When everyone has placed their bid, they reveal
    their chosen card simultaneously". Others (and spectators) see who has bid, not what."""
    s = table(3, hands=[["F4", "S1"], ["M2", "S1"], ["W3", "S1"]])
    play(s, (0, "bid:F4"), (1, "bid:M2"))
    for seat in (None, 1, 2):
        view = s.view(seat)
        nathan = view["participants"][0]
        assert nathan["has_bid"] and nathan["bid"] is None and nathan["bid_cards"] == 1
        assert "F4" not in json.dumps(view)
    assert [c["code"] for c in s.view(0)["my_bid"]] == ["F4"]
    assert "You bid Forest 4." in said(s.view(0)["events"])
    play(s, (2, "bid:W3"))
    assert s.view(None)["participants"][0]["bid"]["code"] == "F4"
    assert s.bids[:3] == ["F4", "M2", "W3"]


def test_the_refill_card_can_be_bid(table, play):
    """Phase 1: "Alternatively, you may choose to place your Refill hand card"."""
    s = table(3, hands=[["F4"], ["M2"], ["W3"]])
    assert "bid:R" in [a.code for a in s.legal_actions(0)]
    play(s, (0, "bid:R"))
    assert s.placed[0] == ["R"] and s.hands[0] == ["F4"]
    hand = s.view(0)["hand"]
    assert [c["code"] for c in hand] == ["F4"]  # the Refill card is on the table


def test_a_bid_shows_hand_size_without_telling_its_kind(table, play):
    """Setup step 7: the number of cards in hand is visible; a face-down bid is secret, so
    the count must not differ between a Refill bid and a Habitat bid."""
    s = table(3, hands=[["F4", "F1"], ["M2", "M1"], ["S1"]])
    play(s, (0, "bid:R"), (1, "bid:M2"))
    sizes = [p["hand_size"] for p in s.view(None)["participants"]]
    assert sizes[0] == sizes[1] == 2


def test_eagle_places_two_cards_and_chooses_after_the_reveal(table, play):
    """Eagle leader: place 2 face-down cards, wait for the others to reveal, then reveal 1 as
    the final bid and take the other back into the hand."""
    s = table(3, hands=[["F4", "F1", "M1", "M3", "S2"], ["M2"], ["S3"]], leaders={"eagle": 0})
    play(s, (0, "bid:F4"))
    assert not s.bid_done[0] and "single" in [a.code for a in s.legal_actions(0)]
    play(s, (0, "bid2:F1"), (1, "bid:M2"), (2, "bid:S3"))
    assert s.phase == "eagle" and s.to_act() == [0]
    view = s.view(1)
    assert view["participants"][1]["bid"]["code"] == "M2"
    assert view["participants"][0]["bid"] is None and view["participants"][0]["bid_cards"] == 2
    assert sorted(a.code for a in s.legal_actions(0)) == ["final:F1", "final:F4"]
    play(s, (0, "final:F4"))
    assert s.bids[0] == "F4" and s.hands[0] == ["F1", "M1", "M3", "S2"]
    assert s.phase == "pick" and s.to_act() == [0]


def test_eagle_may_bid_a_single_card_or_take_it_back(table, play):
    """Eagle leader: two cards are a choice ("you may"); a half-made choice can be undone."""
    s = table(3, hands=[["F4", "F1"], ["M2"], ["S3"]], leaders={"eagle": 0})
    play(s, (0, "bid:F4"), (0, "cancel"))
    assert s.placed[0] == [] and s.hands[0] == ["F1", "F4"]
    play(s, (0, "bid:F1"), (0, "single"), (1, "bid:M2"), (2, "bid:S3"))
    assert s.eagle_seat == -1 and s.bids[0] == "F1"


def test_without_the_eagle_one_card_ends_the_bid(table, play):
    """Phase 1: one card is the bid; only the eagle's holder places a second."""
    s = table(3, hands=[["F4", "F1"], ["M2"], ["S3"]])
    play(s, (0, "bid:F4"))
    assert s.bid_done[0] and s.legal_actions(0) == []


def test_eagle_hand_size_does_not_tell_whether_the_refill_card_was_placed(table, play):
    """Eagle leader: 2 face-down cards; setup step 7: hand counts are public. Placing the
    Refill card with a Habitat card shows the same count as placing two Habitat cards."""
    s = table(3, hands=[["F4", "F1", "M1"], ["M2"], ["S3"]], leaders={"eagle": 0})
    t = table(3, hands=[["F4", "F1", "M1"], ["M2"], ["S3"]], leaders={"eagle": 0})
    play(s, (0, "bid:F4"), (0, "bid2:R"))
    play(t, (0, "bid:F4"), (0, "bid2:F1"))
    for seat in (None, 1):
        one, two = s.view(seat)["participants"][0], t.view(seat)["participants"][0]
        assert one["hand_size"] == two["hand_size"] == 2
        assert one["bid_cards"] == two["bid_cards"] == 2
