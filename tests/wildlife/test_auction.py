"""Card auctions (seed 000 "Card Auctions", "Converting Food Points"; seed 001 "Selling a
card", "Special rules for 2 players"; docs/wildlife-data.md, "Readings where the texts
disagree": bid cap and paying with points)."""

from __future__ import annotations


def test_bidding_starts_left_of_the_auctioneer_and_goes_round(table) -> None:
    """Seed 000: the player to the auctioneer's left bids first, clockwise, round and round
    until all but one have passed."""
    st = table.new(4, start=1, hands=[[], ["famine"], [], []])
    table.do(st, "auction:famine")
    assert st.to_act() == [2]
    table.do(st, "bid:3")
    assert st.to_act() == [3]
    table.do(st, "bid:4")
    assert st.to_act() == [0]
    table.do(st, "pass")
    assert st.to_act() == [2]          # round again, skipping the auctioneer and who passed
    table.do(st, "bid:5")
    assert st.to_act() == [3]
    table.do(st, "pass")
    # seat 2 pays 5 to seat 1, then its Famine takes 5 food from each of its opponents
    assert st.pending is None and st.food == [3, 8, 3, 3]


def test_the_auctioneer_cannot_bid(table) -> None:
    """Seed 000: you may not bid on cards you put up for auction."""
    st = table.new(3, hands=[["famine"], [], []])
    table.do(st, "auction:famine", "bid:3", "pass")
    assert st.pending is None and st.legal_actions(0)[0].code != "bid:4"


def test_minimum_bid_is_three_food(table, refused) -> None:
    """Seed 000: the minimum bid is three food."""
    st = table.new(3, hands=[["famine"], [], []])
    table.do(st, "auction:famine")
    bids = [c for c in table.codes(st) if c.startswith("bid:")]
    assert bids[0] == "bid:3"
    with refused("bid from 3 to"):
        st.apply(1, "bid:2")


def test_winner_pays_the_auctioneer_and_uses_the_card_at_once(table) -> None:
    """Seed 000: the highest bidder pays the auctioneer and executes the card's action."""
    st = table.new(3, hands=[["forest"], [], []])
    table.do(st, "auction:forest", "bid:4", "pass")
    assert st.food == [12, 4, 8]
    assert st.to_act() == [1] and st.pending["k"] == "card" and st.pending["bought"]
    assert "cancel" not in table.codes(st) and "discard" in table.codes(st)
    table.do(st, "discard")
    assert st.pending is None and st.to_act() == [0]


def test_buyer_uses_a_terrain_card_with_own_adaptation(table) -> None:
    """Seed 000: the buyer executes an action with the card (Snake expands in water)."""
    st = table.new(3, hands=[["water"], [], []])
    table.do(st, "auction:water", "bid:3", "pass", "mode:expand", "place:H1")
    assert st.tiles == {"H1": 1} and st.supply[1] == 29


def test_no_bid_the_card_is_discarded(table) -> None:
    """Seed 000: nobody offers the minimum: the card is discarded, the auction held."""
    st = table.new(3, hands=[["forest"], [], []])
    table.do(st, "auction:forest", "pass", "pass")
    assert st.pending is None and st.auctions == 1 and st.food == [8, 8, 8]
    assert "end" in table.codes(st)


def test_winner_short_of_food_steps_back_on_the_success_track(table) -> None:
    """Seed 000 "Converting Food Points": 3 food per step back, past 1 allowed."""
    st = table.new(3, hands=[["adaptation"], [], []])
    st.food = [0, 2, 0]
    st.points = [1, 1, 5]
    table.do(st, "auction:adaptation", "bid:7", "pass", "discard")
    # short 5 food: 2 steps back (6 food), 1 food left over
    assert st.points[1] == -1 and st.food[1] == 1 and st.food[0] == 7


def test_bid_at_most_six_over_the_food_held(table) -> None:
    """docs/wildlife-data.md: a bid may exceed the bidder's food by at most 6."""
    st = table.new(3, hands=[["famine"], [], []])
    st.food = [0, 4, 0]
    table.do(st, "auction:famine")
    bids = [c for c in table.codes(st) if c.startswith("bid:")]
    assert bids[-1] == "bid:10"


def test_two_players_bids_never_above_three(table) -> None:
    """Seed 001 "Special rules for 2 players": never more than the minimum of 3."""
    st = table.new(2, hands=[["adaptation"], []])
    st.food = [8, 40]
    table.do(st, "auction:adaptation")
    assert table.codes(st) == ["bid:3", "pass"]
    table.do(st, "bid:3", "discard")
    assert st.food == [11, 37]
