"""Phase 2, Resolve Refill hand cards (seed file 002, "2. Resolve Refill hand cards",
"Hand card limit", squirrel and meerkat leaders)."""

from __future__ import annotations


def test_refill_discards_any_number_and_draws_to_seven(table, play, said):
    """Phase 2: discard any number (even zero) of Habitat cards, draw until you have 7, then
    take the Refill card back. Others see the discards only once they are made."""
    s = table(3, hands=[["F1", "F1", "S2"], ["M2", "M1"], ["S3", "S1"]], deck=["W4"] * 10)
    play(s, (0, "bid:R"), (1, "bid:M2"), (2, "bid:S3"))
    assert s.phase == "refill" and s.to_act() == [0]
    play(s, (0, "discard:F1"), (0, "discard:F1"))
    assert s.view(1)["participants"][0]["hand_size"] == 3
    assert "Forest 1" not in " ".join(said(s.view(1)["events"][-1:]))
    play(s, (0, "undiscard:F1"), (0, "draw"))
    assert s.hands[0] == sorted(["F1", "S2"] + ["W4"] * 5)
    assert s.discard == ["F1"]
    assert s.placed[0] == [] and any(c["refill"] for c in s.view(0)["hand"])


def test_refill_draws_nothing_with_seven_or_more(table, play):
    """Phase 2: "Draw new Habitat cards until you have 7" - never fewer than you hold."""
    s = table(3, hands=[["F1"] * 4 + ["S1"] * 4, ["M2", "M1"], ["S3", "S1"]])
    play(s, (0, "bid:R"), (1, "bid:M2"), (2, "bid:S3"), (0, "draw"))
    assert len(s.hands[0]) == 8


def test_refill_players_act_at_the_same_time(table, play):
    """Phase 2 applies to every player whose bid was the Refill card."""
    s = table(3, hands=[["F1"], ["M2"], ["S3", "S1"]])
    play(s, (0, "bid:R"), (1, "bid:R"), (2, "bid:S3"))
    assert s.to_act() == [0, 1]
    play(s, (1, "draw"))
    assert s.to_act() == [0]


def test_squirrel_leader_draws_to_ten(table, play):
    """Squirrel leader: "If your bid was the Refill hand card, draw back to 10"."""
    s = table(3, hands=[["F1"], ["M2", "M1"], ["S3", "S1"]], leaders={"squirrel": 0})
    play(s, (0, "bid:R"), (1, "bid:M2"), (2, "bid:S3"), (0, "draw"))
    assert len(s.hands[0]) == 10


def test_squirrel_leader_may_draw_to_seven_only(table, play):
    """Squirrel leader: a power "you may use" (Dutch: "mag je jouw hand tot 10
    habitaatkaarten aanvullen"), so its holder may also draw back to 7 as usual."""
    s = table(3, hands=[["F1"], ["M2", "M1"], ["S3", "S1"]], leaders={"squirrel": 0})
    play(s, (0, "bid:R"), (1, "bid:M2"), (2, "bid:S3"))
    codes = [a.code for a in s.legal_actions(0)]
    assert "draw" in codes and "draw:7" in codes
    play(s, (0, "draw:7"))
    assert len(s.hands[0]) == 7


def test_draw_to_seven_is_not_offered_without_the_squirrel(table, play):
    """Phase 2: without the squirrel there is one target, 7."""
    s = table(3, hands=[["F1"], ["M2", "M1"], ["S3", "S1"]])
    play(s, (0, "bid:R"), (1, "bid:M2"), (2, "bid:S3"))
    assert "draw:7" not in [a.code for a in s.legal_actions(0)]


def test_empty_draw_pile_is_rebuilt_from_the_discard_pile(table, play):
    """Phase 2 note: "If the Habitat card draw pile ever runs out of cards, take the discard
    pile, shuffle it and form a new face down draw pile"."""
    s = table(3, hands=[["F1"], ["M2", "M1"], ["S3", "S1"]], deck=["W1", "W2"])
    s.discard = ["S4"] * 10
    play(s, (0, "bid:R"), (1, "bid:M2"), (2, "bid:S3"), (0, "draw"))
    assert sorted(s.hands[0]) == sorted(["F1", "W1", "W2"] + ["S4"] * 4)
    # Then Amélie cannot pay for her 3 and declines, drawing 2 of the 6 left.
    assert len(s.deck) == 4 and s.discard == []


def test_hand_limit_stops_drawing_at_ten(table, play):
    """Hand card limit: never more than 10 Habitat cards; "simply stop drawing at 10"."""
    s = table(3, hands=[["F1"] * 9 + ["F2"], ["M3", "M2", "M1"], ["S3", "S1"]],
              display=["lion", "eagle"])
    play(s, (0, "bid:F2"), (1, "bid:M3"), (2, "bid:S1"))
    play(s, (1, "pay:M1"), (1, "pay:M2"), (1, "pick:0"))
    # Seat 0 declines: the bid comes back (10 cards), so none of the 2 draws fit.
    deck = len(s.deck)
    play(s, (0, "decline"))
    assert len(s.hands[0]) == 10 and len(s.deck) == deck


def test_meerkat_swap_comes_before_other_refills(table, play):
    """Meerkat leader: "Resolve this effect in phase 2 before resolving any other Leader card
    power and before moving to phase 3" - the other Refill players wait for the swap."""
    s = table(3, hands=[["F1"], ["M2"], ["S3", "S1"]], display=["lion", "eagle"],
              collections=[{"meerkat": 1}, {}, {}], leaders={"meerkat": 0})
    play(s, (0, "bid:R"), (1, "bid:R"), (2, "bid:S3"))
    assert s.phase == "meerkat" and s.to_act() == [0]
    codes = [a.code for a in s.legal_actions(0)]
    assert sorted(codes) == ["noswap", "swap:meerkat:0", "swap:meerkat:1"]
    play(s, (0, "noswap"))
    assert s.to_act() == [0, 1] and s.display == ["lion", "eagle"]


def test_meerkat_swap_needs_a_refill_bid(table, play):
    """Meerkat leader: only "if your bid was the Refill hand card"."""
    s = table(3, hands=[["F1", "F2"], ["M2"], ["S3", "S1"]], display=["lion", "eagle"],
              collections=[{"meerkat": 1}, {}, {}], leaders={"meerkat": 0})
    play(s, (0, "bid:F1"), (1, "bid:R"), (2, "bid:S3"))
    assert s.phase != "meerkat"


def test_meerkat_swap_loses_a_leader_to_the_player_with_the_most(table, play):
    """Meerkat leader: you lose a Leader card at once when you have fewer cards of the species
    given away than another player; hand it to the player with the most of that species."""
    s = table(3, hands=[["F1"], ["M2"], ["S3", "S1"]], display=["eagle", "lion"],
              collections=[{"meerkat": 1, "peacock": 2}, {"peacock": 2}, {"peacock": 1}],
              leaders={"meerkat": 0, "peacock": 0})
    play(s, (0, "bid:R"), (1, "bid:M2"), (2, "bid:S3"), (0, "swap:peacock:1"))
    assert s.collections[0]["peacock"] == 1 and s.collections[0]["lion"] == 1
    assert s.leaders["peacock"] == 1 and s.leaders["lion"] == 0
    assert s.display == ["eagle", "peacock"]
