"""The Food Bank (docs/wildlife.md, "Choices where the texts are silent"): seed 000 "Components":
"48 Food Chits: 30 worth 1 point and 18 worth 5 points" (seed 001: "48 food chips (30 marked 1
point, 18 marked 5 points)"), 120 food in all; seed 000 "Set Up": "Each player starts with 8 points
of food chits. Place the remaining chits near the board to serve as the Food Bank"."""

from __future__ import annotations

import engine
from engine.core import parse_code
from engine.wildlife.data import FOOD_BANK
from words import say


def test_the_bank_holds_what_the_players_were_not_given() -> None:
    assert FOOD_BANK == 120
    for n in range(2, 7):
        st = engine.new_game("wildlife", [f"P{i}" for i in range(n)])
        assert st.food == [8] * n and st.bank == 120 - 8 * n
        assert st.view(None)["food_bank"] == st.bank == st.view(0)["food_bank"]
    st = engine.new_game("wildlife", ["A", "B", "C"], options={"organism_auction": True})
    assert st.bank == 120 - 3 * 12  # seed 000 variant 3: "Each player starts with 12 food"


def test_converted_food_goes_back_to_the_bank(table) -> None:
    """Seed 000 "Converting Food Points": "For every three food points you return to the Food
    Bank, you may advance your pawn one space"."""
    st = table.new(3)
    bank = st.bank
    table.do(st, "convert:2")
    assert st.food[0] == 2 and st.bank == bank + 6


def test_famine_food_goes_back_to_the_bank(table) -> None:
    """Seed 000 "Famine": "Your opponents must each return 5 food points to the Food Bank"."""
    st = table.new(3, hands=[["famine"], [], []])
    st.food = [8, 8, 3]
    bank = st.bank
    table.do(st, "play:famine")
    assert st.food == [8, 3, 0] and st.bank == bank + 8


def test_an_auction_pays_the_seller_and_stepping_back_takes_from_the_bank(table) -> None:
    """Seed 000 "Card Auctions": the highest bidder "pays his food points to you (the
    auctioneer)"; "Converting Food Points": "For every space you move backwards on the
    Success Track, you earn three food points from the Food Bank"."""
    st = table.new(3, hands=[["forest"], [], []])
    st.food = [8, 2, 8]
    bank = st.bank
    table.do(st, "auction:forest", "bid:7", "pass")
    # short 5: two steps back, 6 food from the bank, 7 paid to the seller, 1 kept
    assert st.food == [15, 1, 8] and st.bank == bank - 6 and st.points[1] == 2 - 2


def test_food_source_pays_while_the_bank_lasts(table) -> None:
    """Seed 000 "Food Source": "You receive 7 food points. The player(s) in last place
    receive(s) 3 food points". The rulebooks never empty the bank; we pay while it lasts,
    the card's user first, then the last players from the user's left."""
    st = table.new(4, hands=[["food_source"], [], [], []])
    st.points = [5, 1, 9, 1]
    st.bank = 9
    st.food = [8, 8, 8, 8 + (120 - 32 - 9)]  # the food the bank lacks is in seat 3's hands
    table.do(st, "play:food_source")
    assert st.food[:3] == [15, 10, 8] and st.bank == 0
    assert "Food Bank is empty" in say("en", st.view(None)["events"][-1])


def test_a_bid_cannot_need_more_than_the_bank_can_pay(table) -> None:
    """Stepping back buys 3 food from the bank per step (seed 000); with 4 food left in the
    bank one step is all it can pay, so a bid may exceed the food held by 3, not 6."""
    st = table.new(3, hands=[["forest"], [], []])
    st.food = [8, 2, 8 + (120 - 18 - 4)]
    st.bank = 4
    table.do(st, "auction:forest")
    bids = [int(args[0]) for verb, args in map(parse_code, table.codes(st)) if verb == "bid"]
    assert max(bids) == 2 + 3
