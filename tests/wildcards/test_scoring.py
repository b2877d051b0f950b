"""Final scoring (seed file 002, "Final scoring"; peacock leader)."""

from __future__ import annotations

from engine.wildcards.data import CATEGORIES
from engine.wildcards.scoring import breakdown
from words import say, tr

BEST, SECOND, LEADERS, TOKENS = CATEGORIES


def finished(table, collections, leaders=None, points=None):
    s = table(3, collections=collections, leaders=leaders or {})
    if points:
        s.points[: len(points)] = points
    s.over = True
    s.phase = "over"
    return s


def test_best_species_2_per_card_second_1_per_card(table):
    """Final scoring: the species with the most cards is worth 2 per card, the second most 1
    per card; the others nothing."""
    s = finished(table, [{"lion": 4, "eagle": 2, "ibex": 1}, {}, {}])
    assert breakdown(s, 0) == {BEST: 8, SECOND: 2, LEADERS: 0, TOKENS: 0}


def test_one_species_per_category_even_with_equal_counts(table):
    """Final scoring, Important: "You may only score one species per category above, even if
    you have the same number of cards of several species"."""
    s = finished(table, [{"lion": 3, "eagle": 3, "ibex": 3}, {}, {}])
    assert breakdown(s, 0)[BEST] == 6 and breakdown(s, 0)[SECOND] == 3


def test_leaders_score_1_and_the_peacock_3(table):
    """Final scoring: "Each Leader card you own is worth 1 point, except for the peacock
    leader, which is worth 3 points"; score tokens are added."""
    s = finished(table, [{}, {}, {}], leaders={"peacock": 0, "lion": 0, "eagle": 1},
                 points=[4, 2, 0])
    assert breakdown(s, 0)[LEADERS] == 4 and breakdown(s, 1)[LEADERS] == 1
    assert s.result()["ranking"][0]["score"] == 8


def test_tie_goes_to_the_larger_collection_then_is_shared(table):
    """Final scoring: "In case of a tie, the tied player with the most Animal cards in their
    collection wins the tie. If there is still a tie, the tied players share their rank"."""
    s = finished(table, [{"lion": 2, "eagle": 1}, {"lion": 2}, {"lion": 2}],
                 points=[0, 1, 1])
    ranking = s.result()["ranking"]
    assert [(r["seat"], r["place"], r["score"]) for r in ranking] == [(0, 1, 5), (1, 2, 5),
                                                                       (2, 2, 5)]
    assert [tr("en", c) for c in s.result()["categories"]] == [
        "Best species", "Second species", "Leaders", "Score tokens"]
    assert say("en", s.result()["tiebreak"]).startswith("Equal scores: the larger animal")
