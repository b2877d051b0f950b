"""Small scoring, when big scoring happens, the game end and the winner (seed 000 "Small
Scoring", "Big Scoring", "Game Over", "Two-Player Variant"; seed 001 "Scoring", "End of the
game"; seed 003 "Winning", FAQ)."""

from __future__ import annotations

from engine.wildlife.board import AREAS
from engine.wildlife.scoring import big_scoring
from words import say


def _fill_but_one(area: str, seat: int) -> dict[str, int]:
    return {s: seat for s in AREAS[area][:-1]}


def test_small_scoring_next_marker_value_once_per_area(table) -> None:
    """Seed 000 "Small Scoring": the last empty space filled: the leftmost marker's value
    (3, 3, 3, 4, …); an area scores only once."""
    st = table.new(3, tiles=_fill_but_one("f", 1), hands=[["forest"] * 3, [], []])
    before = st.points[0]
    table.do(st, "play:forest", "mode:expand", f"place:{AREAS['f'][-1]}")
    assert st.markers == {"f": {"seat": 0, "value": 3, "index": 0}}
    assert st.points[0] == before + 3
    # emptied and refilled: no second scoring
    del st.tiles[AREAS["f"][0]]
    st.version += 1
    table.do(st, "play:forest", "mode:expand", f"place:{AREAS['f'][0]}")
    assert len(st.markers) == 1 and st.points[0] == before + 3


def test_small_scoring_track_values_in_order(table) -> None:
    """docs/wildlife-data.md: the track reads 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5."""
    st = table.new(3, tiles=_fill_but_one("f", 1), hands=[["forest"], [], []])
    for i, area in enumerate("SMTDW"):
        st.markers[area] = {"seat": 1, "value": 0, "index": i}
    st.version += 1
    before = st.points[0]
    table.do(st, "play:forest", "mode:expand", f"place:{AREAS['f'][-1]}")
    assert st.points[0] == before + 4 and st.markers["f"]["index"] == 5


def test_small_scoring_goes_to_the_player_whose_turn_it_is(table) -> None:
    """Seed 001 (docs/wildlife-data.md reading): also when an auction buyer's tile fills the
    area."""
    st = table.new(3, tiles=_fill_but_one("w", 0), hands=[["water"], [], []])
    before = list(st.points)
    table.do(st, "auction:water", "bid:3", "pass", "mode:expand", f"place:{AREAS['w'][-1]}")
    assert st.markers["w"]["seat"] == 0
    assert st.points[0] == before[0] + 3 and st.points[1] == before[1]


def test_free_migration_can_trigger_small_scoring(table) -> None:
    """Seed 000 turn example: a migration fills the area and scores it."""
    st = table.new(3, tiles={**_fill_but_one("f", 1), "F5": 0})
    assert AREAS["f"][-1] == "E5"
    table.do(st, "migrate", "from:F5", "to:E5")
    assert "f" in st.markers and st.markers["f"]["seat"] == 0


def test_big_scoring_after_the_turn_of_the_fourth_marker(table) -> None:
    """Seed 000 "Big Scoring": the 4th marker triggers it, resolved after the turn; areas,
    herds, adaptations, abilities, food (scoring.py) go onto the track."""
    st = table.new(3, tiles=_fill_but_one("f", 0), hands=[["forest"] * 2, [], []])
    for i, area in enumerate("SMT"):
        st.markers[area] = {"seat": 1, "value": 3, "index": i}
    st.version += 1
    table.do(st, "play:forest", "mode:expand", f"place:{AREAS['f'][-1]}")
    assert st.big_due == 1 and st.big_count == 0
    table.do(st, "auction:forest", "pass", "pass")
    expected = big_scoring(st.tiles, st.adapt_taken, [0, 0, 0], st.food)["points"]
    before = list(st.points)
    table.do(st, "end")
    assert st.big_count == 1 and st.big_due == 0
    for s in range(3):
        gained = sum(expected[s].values()) + (2 * st.abilities[s].get("food", 0)
                                              if s == st.turn else 0)
        assert st.points[s] == before[s] + gained
    assert st.phase == "play"


def test_game_ends_after_the_turn_of_the_eleventh_marker(table) -> None:
    """Seed 000 "Game Over": the 11th marker ends the game; a final big scoring follows the
    current player's turn."""
    st = table.new(3, tiles=_fill_but_one("f", 0), hands=[["forest"] * 2, [], []])
    for i, area in enumerate("SsMmTtDdWwF"[:10]):
        st.markers[area] = {"seat": 1, "value": 3, "index": i}
    st.version += 1
    table.do(st, "play:forest", "mode:expand", f"place:{AREAS['f'][-1]}")
    assert st.end_due and not st.is_over()
    table.do(st, "auction:forest", "pass", "pass", "end")
    assert st.is_over() and st.big_count == 1 and st.to_act() == []


def test_game_ends_when_a_player_places_the_last_tile(table) -> None:
    """Seed 000 "Game Over": a player has placed his last organism tile."""
    st = table.new(4, hands=[["forest"] * 2, [], [], []])
    st.supply[0] = 1
    table.do(st, "play:forest", "mode:expand", "place:A4")
    assert st.end_due
    table.do(st, "auction:forest", "pass", "pass", "pass", "end")
    assert st.is_over()


def test_two_players_end_only_when_a_player_has_placed_all_tiles(table) -> None:
    """Seed 000/001 "Two-Player Variant": the game ends when a player plays all his tiles;
    the 11th marker does not end it."""
    st = table.new(2, tiles=_fill_but_one("f", 0), hands=[["forest"] * 2, []])
    for i, area in enumerate("SsMmTtDdWwF"[:10]):
        st.markers[area] = {"seat": 1, "value": 3, "index": i}
    st.version += 1
    table.do(st, "play:forest", "mode:expand", f"place:{AREAS['f'][-1]}")
    assert not st.end_due and st.big_due == 1
    table.do(st, "auction:forest", "pass", "end")
    assert not st.is_over() and st.big_count == 1


def test_winner_most_points_then_food_then_largest_herd(table) -> None:
    """Seed 003 "Winning": ties broken by most food, then the largest herd."""
    st = table.new(3, tiles={"A4": 1, "B4": 1, "H1": 2})
    st.points = [10, 10, 10]
    st.food = [1, 5, 5]
    st.phase = "over"
    res = st.result()
    assert [r["seat"] for r in res["ranking"]] == [1, 2, 0]
    assert [r["place"] for r in res["ranking"]] == [1, 2, 3]
    tiebreak = say("en", res["tiebreak"])
    assert "food" in tiebreak and "herd" in tiebreak
