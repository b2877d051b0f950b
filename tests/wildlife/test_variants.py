"""The 2-player rules and the four optional variants (seed 000 "Two-Player Variant",
"General Variants"; seed 001 "Special rules for 2 players", "Variants"; docs/wildlife-data.md
"Variants")."""

from __future__ import annotations

import pytest

import engine
from engine.ai import make_player
from engine.wildlife.data import MIGRATE, ORGANISMS


def test_two_players_no_limit_of_a_kind(table) -> None:
    """Seed 000 "Two-Player Variant": a player may possess any number of one ability."""
    st = table.new(2, hands=[["ability"], []])
    st.abilities[0]["food"] = 3
    table.do(st, "play:ability")
    assert "take:food" in table.codes(st)


def test_variant_unlimited_abilities_and_a_starting_ability_card() -> None:
    """Seed 000 "General Variants": unlimited abilities of a kind; each player gets one
    ability card and nine dealt cards."""
    st = engine.new_game("wildlife", ["a", "b", "c"], options={"unlimited_abilities": True})
    assert all(len(h) == 10 and "ability" in h for h in st.hands)
    assert st.deck.count("ability") + sum(h.count("ability") for h in st.hands) == 18
    st.abilities[st.turn]["food"] = 2
    from engine.wildlife.cards import ability_sources
    assert ability_sources(st, st.turn, "food") == [None]


def test_variant_bought_terrain_card_expands_where_only_migrating(table) -> None:
    """Seed 000 "General Variants": a bought Wildlife card expands even with migration only."""
    st = table.new(3, hands=[["steppe", "steppe"], [], []],
                   options={"auction_expand": True})
    table.do(st, "auction:steppe", "bid:3", "pass")
    assert "mode:expand" in table.codes(st)          # Snake only migrates in the steppe
    table.do(st, "discard", "play:steppe")
    assert "mode:expand" not in table.codes(st)      # not with an own card


@pytest.mark.parametrize("variant", [False, True])
def test_greedy_bidder_knows_a_bought_terrain_card_may_expand(table, variant: bool) -> None:
    """Seed 000 "General Variants" (variant 2): a bought terrain card expands where the buyer
    only migrates. On an empty board a Steppe card is worth nothing to a Snake that only
    migrates there (no tile to move), so the greedy bidder passes, unless the variant lets the
    bought card place a tile in an empty Steppe area: then it bids."""
    st = table.new(3, hands=[["steppe"], [], []], options={"auction_expand": variant})
    table.do(st, "auction:steppe")
    seat = st.to_act()[0]
    assert st.levels[seat]["Steppe"] == MIGRATE and not st.tiles
    choice = make_player("wildlife", "greedy", 1).choose(st, seat)
    assert choice.code == ("bid:3" if variant else "pass")


def test_variant_organism_auction() -> None:
    """Seed 000 "General Variants": 12 food each; bid for the charts; seats follow the ages."""
    st = engine.new_game("wildlife", ["a", "b", "c"], options={"organism_auction": True})
    assert st.phase == "organisms" and st.food == [12, 12, 12]
    assert st.to_act() == [0]
    st.apply(0, "bid:2")
    st.apply(1, "bid:5")
    st.apply(2, "pass")
    st.apply(0, "pass")
    assert st.to_act() == [1] and st.food[1] == 7
    st.apply(1, "pick:Man")
    assert st.to_act() == [2]                      # the next auction starts after the winner
    st.apply(2, "pass")
    assert st.to_act() == [0]
    st.apply(0, "pick:Crocodile")
    assert st.to_act() == [2]                      # the last player chooses alone
    st.apply(2, "pick:Eagle")
    assert st.phase == "seeding"
    assert st.order == [0, 2, 1]                   # Crocodile, Eagle, Man: oldest first
    assert [st.points[s] for s in st.order] == [1, 2, 3]
    assert st.levels[1] == ORGANISMS["Man"]["levels"]


def test_variant_changing_start_player(table) -> None:
    """Seed 000 "General Variants": each round the player last on the success track starts;
    ties go to the tied player nearest clockwise to the previous start player."""
    st = table.new(3, options={"rotating_start": True})
    st.points = [5, 1, 1]
    for _ in range(3):
        table.do(st, "auction:" + st.hands[st.turn][0], "pass", "pass", "end")
    assert st.turn == 1 and st.round_start == 1
    st.points = [0, 9, 9]
    for _ in range(3):
        table.do(st, "auction:" + st.hands[st.turn][0], "pass", "pass", "end")
    assert st.turn == 0 and st.round_start == 0
