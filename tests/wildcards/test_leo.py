"""Virtual player Leo (seed file 002, "Virtual player Leo")."""

from __future__ import annotations

import json

import engine
from engine.players import play_out
from engine.wildcards import leo


def test_leo_bids_the_top_card_of_its_pile_unseen(table, play):
    """Leo: "When placing bids (phase 1) draw the top card from Leo's draw pile. This is
    their bid" - face down like everyone's until the reveal."""
    s = table(2, hands=[["F1", "S2"], ["M1", "S1"]], leo_pile=["S1", "R", "W4"])
    s.placed[2] = []
    s.bid_done[2] = False
    leo.bid(s)
    assert s.placed[2] == ["W4"] and s.leo_pile == ["S1", "R"]
    assert s.to_act() == [0, 1]
    view = s.view(None)
    assert view["participants"][2]["has_bid"] and view["participants"][2]["bid"] is None
    assert "W4" not in json.dumps(view)
    play(s, (0, "bid:F1"), (1, "bid:M1"))
    assert s.bids[2] == "W4"


def test_leo_picks_the_card_nearest_the_draw_pile_and_never_pays(table, play):
    """Leo: "they always pick the one closest to the Animal cards draw pile. Leo never pays
    extra Habitat cards" and gets no score tokens even when the habitat fits."""
    s = table(2, hands=[["F1", "S2"], ["M1", "S1"]], display=["eagle", "lion"],
              leo_bid="M4")
    play(s, (0, "bid:F1"), (1, "bid:R"), (1, "draw"))
    assert s.collections[2]["eagle"] == 1 and s.payments[2] == [] and s.points[2] == 0
    assert s.display == ["lion"] and s.to_act() == [0]
    assert s.leaders["eagle"] == 2


def test_leo_refill_makes_a_new_pile(table, play):
    """Leo: a Refill bid discards Leo's entire pile, then 5 new Habitat cards and the Refill
    card are shuffled into a new pile."""
    s = table(2, hands=[["F1", "S2"], ["M1", "S1"]], leo_pile=["S1", "S2"], leo_bid="R")
    play(s, (0, "bid:F1"), (1, "bid:M1"))
    assert s.phase == "pick" and sorted(s.discard) == ["S1", "S2"]
    assert len(s.leo_pile) == 6 and s.leo_pile.count("R") == 1 and s.placed[2] == []


def test_leo_wins_ties(table, play):
    """Leo: "Leo always wins ties" - no hidden payment from Leo."""
    s = table(2, hands=[["F3", "F1", "F2"], ["M1", "S1"]], display=["eagle", "lion"],
              leo_bid="S3")
    play(s, (0, "bid:F3"), (1, "bid:M1"))
    assert s.collections[2]["eagle"] == 1 and s.to_act() == [0]


def test_the_lion_holder_beats_leo_in_a_tie(table, play):
    """Leo: "unless one of the other players has the lion Leader card, in which case that
    player wins"."""
    s = table(2, hands=[["F3", "F1", "F2"], ["M1", "S1"]], display=["eagle", "lion"],
              leo_bid="S3", leaders={"lion": 0})
    play(s, (0, "bid:F3"), (1, "bid:M1"))
    assert s.to_act() == [0] and s.queue == [0, 2]


def test_leo_claims_leaders_but_never_uses_them(table, play):
    """Leo: "Leo claims Leader cards, but never uses them" - Leo holding the lion does not
    make a player lose a tie to Leo's lion, nor holding the eagle give Leo two bids."""
    s = table(2, hands=[["F3", "F1", "F2"], ["M1", "S1"]], display=["eagle", "lion"],
              leo_bid="S1", leaders={"eagle": 2, "lion": 2})
    play(s, (0, "bid:F3"), (1, "bid:M1"))
    assert s.phase == "pick" and s.eagle_seat == -1


def test_leo_never_gets_the_talisman_and_is_not_scored(table, play):
    """Leo: "Leo never receives the Talisman card"; "Don't award Leo score tokens or count
    his final score"."""
    s = engine.new_game("wildcards", ["a", "b"], seed=5)
    play_out(s, seed=5)
    result = s.result()
    assert [r["name"] for r in result["ranking"]] != [] and len(result["ranking"]) == 2
    assert all(r["name"] != "Leo" for r in result["ranking"])
    assert s.talisman in (0, 1) and s.points[2] == 0


def test_talisman_skips_leo_when_it_passes(table, play):
    """Phase 4: the Talisman passes clockwise to the next player - never to Leo."""
    s = table(2, talisman=1, hands=[["F1"], ["S1"]], display=["eagle", "lion"], leo_bid="R")
    play(s, (0, "bid:F1"), (1, "bid:S1"), (0, "pick:0"), (1, "pick:0"))
    assert s.round == 2 and s.talisman == 0


def test_leo_takes_back_its_bid_when_the_display_is_empty(table, play):
    """Our reading (the rulebook is silent): Leo's pile stands for its hand, so with an empty
    display its bid and 2 drawn cards are shuffled into the pile."""
    s = table(3, leo=True, hands=[["F4", "F1", "F2", "F3"], ["M3", "M1", "M2"], ["S2", "S1"]],
              display=["eagle", "lion", "ibex"], leo_bid="W1", leo_pile=["S1"])
    play(s, (0, "bid:F4"), (1, "bid:M3"), (2, "bid:S2"))
    play(s, (0, "pay:F1"), (0, "pay:F2"), (0, "pay:F3"), (0, "pick:0"))
    play(s, (1, "pay:M1"), (1, "pay:M2"), (1, "pick:0"))
    play(s, (2, "pay:S1"), (2, "pick:0"))
    play(s, (2, "ibex:discard"))  # Amélie took the first ibex: the ibex leader's choice
    # Leo bid 1: nothing left; its W1 and 2 new cards go back into its pile.
    assert s.round == 2
    assert len(s.leo_pile) + len(s.placed[3]) == 4
