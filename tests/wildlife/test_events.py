"""Event cards (seed 000 "Event Cards"; seed 001 card texts; docs/wildlife-data.md, "Readings
where the texts disagree": Food Source with several players last)."""

from __future__ import annotations


def test_food_source_seven_and_three_for_the_last(table) -> None:
    """Seed 001: you get 7 food, the player in last place gets 3."""
    st = table.new(4, hands=[["food_source"], [], [], []])
    st.points = [5, 2, 9, 2]
    table.do(st, "play:food_source")
    assert st.food == [15, 11, 8, 11]


def test_food_source_ten_when_you_are_last(table) -> None:
    """Seed 000: if you are in last place you receive 10 food."""
    st = table.new(4, hands=[["food_source"], [], [], []])
    st.points = [1, 2, 9, 1]
    table.do(st, "play:food_source")
    assert st.food == [18, 8, 8, 11]


def test_food_source_two_players_you_alone_get_seven(table) -> None:
    """Seed 000: in a two-player game you alone receive 7 food."""
    st = table.new(2, hands=[["food_source"], []])
    st.points = [9, 1]
    table.do(st, "play:food_source")
    assert st.food == [15, 8]


def test_famine_opponents_pay_five_short_ones_lose_points(table) -> None:
    """Seed 000/001: opponents return 5 food; one success point per food they lack."""
    st = table.new(4, hands=[["famine"], [], [], []])
    st.food = [1, 9, 3, 0]
    st.points = [1, 4, 4, 2]
    table.do(st, "play:famine")
    assert st.food == [1, 4, 0, 0]
    assert st.points == [1, 4, 2, -3]


def test_epidemic_each_opponent_from_the_left_removes_an_own_tile(table) -> None:
    """Seed 000: each opponent removes one organism, the player to your left first."""
    st = table.new(4, start=2, tiles={"A4": 0, "B4": 0, "H7": 1, "C4": 2, "D6": 3},
                   hands=[[], [], ["epidemic"], []])
    table.do(st, "play:epidemic")
    assert st.to_act() == [3]
    assert table.codes(st) == ["remove:D6"]
    table.do(st, "remove:D6")
    assert st.to_act() == [0]
    assert sorted(table.codes(st)) == ["remove:A4", "remove:B4"]
    table.do(st, "remove:B4", "remove:H7")
    assert st.pending is None and st.tiles == {"A4": 0, "C4": 2}
    assert st.to_act() == [2]


def test_epidemic_skips_players_without_tiles(table) -> None:
    """Seed 000: a player with no tile on the board has nothing to remove."""
    st = table.new(3, tiles={"A4": 2}, hands=[["epidemic"], [], []])
    table.do(st, "play:epidemic")
    assert st.to_act() == [2]
