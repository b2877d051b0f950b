"""The end of the game and scoring: seed 004, "End of the Game" and the scoring list;
docs/evolution-traits.md, "Round details we follow"."""

from __future__ import annotations

from engine.evolution import flow
from engine.evolution.data import FOOD, POPULATION, TRAIT_POINTS
from engine.evolution.rounds import draw, start_round
from words import say


def test_deck_running_out_while_receiving_makes_this_round_the_last(table):
    """Seed 004: once the draw pile is empty the discard pile is shuffled into a new one; if
    this happens in the card receiving phase, this is the last round."""
    st = table(3, hole=0, auto=False, rows={s: [{"pop": 1, "food": 1}] for s in range(3)})
    st.discard.extend(st.deck[:-5])
    del st.deck[:-5]
    out: list = []
    flow.next_feeder(st, out, 0)  # feeding ends, round 2 is dealt: 12 cards from 5
    assert st.round == 2 and st.last_round == 2
    assert any("this round is the last" in say("en", e.msg) for e in out)


def test_deck_running_out_at_another_time_means_one_more_round(table):
    """Seed 004: if it happens at any other point, this round is completed and one more
    entire round played."""
    st = table(3)
    st.discard.extend(st.deck[:-1])
    del st.deck[:-1]
    draw(st, 0, 2, [])  # e.g. an extinction's cards mid-feeding
    assert st.last_round == st.round + 1
    assert len(st.deck) > 0 and st.discard == []


def test_only_the_first_run_out_counts(table):
    st = table(3)
    st.last_round = 7
    st.discard.extend(st.deck[:-1])
    del st.deck[:-1]
    draw(st, 0, 1, [])
    assert st.last_round == 7


def test_the_game_ends_after_the_last_rounds_feeding(table):
    """Seed 004: "The game ends after the eating phase" of the last round."""
    st = table(3, hole=0, auto=False, rows={s: [{"pop": 1, "food": 1}] for s in range(3)})
    st.last_round = st.round
    flow.next_feeder(st, [], 0)
    assert st.is_over() and st.to_act() == [] and st.legal_actions(0) == []


def test_no_new_species_after_the_last_round(table):
    """docs/evolution.md: the free new species is for a game that goes on."""
    st = table(2, hole=0, auto=False, rows={0: [{"pop": 2}], 1: [{"pop": 1, "food": 1}]})
    st.last_round = st.round
    flow.next_feeder(st, [], 0)
    assert st.is_over() and st.species[0] == []


def test_score_is_food_plus_population_plus_traits(table):
    """Seed 004: 1 point per food chip eaten, per population level of each surviving species,
    per property card on surviving species."""
    st = table(2, hole=0, auto=False,
               rows={0: [{"pop": 3, "food": 3, "traits": ("Horns", "Climbing")},
                         {"pop": 1, "food": 1}],
                     1: [{"pop": 2, "food": 2, "fat": 0}]})
    st.food_bag = [10, 4]
    st.last_round = st.round
    flow.next_feeder(st, [], 0)
    ranking = st.result()["ranking"]
    assert ranking[0] == {"seat": 0, "name": "P0", "score": 14 + 4 + 2, "place": 1,
                          "breakdown": {FOOD: 14, POPULATION: 4, TRAIT_POINTS: 2}}
    assert ranking[1]["score"] == 6 + 2


def test_fat_is_not_scored(table):
    """Fat Tissue: fat is never scored."""
    st = table(2, hole=0, auto=False,
               rows={0: [{"body": 4, "pop": 1, "food": 1, "fat": 4, "traits": ("Fat Tissue",)}],
                     1: [{"pop": 1, "food": 1}]})
    st.last_round = st.round
    flow.next_feeder(st, [], 0)
    assert st.result()["ranking"][0]["breakdown"][FOOD] == 1


def _finish(table, rows, bags):
    st = table(3, hole=0, auto=False, rows=rows)
    st.food_bag = bags
    st.last_round = st.round
    flow.next_feeder(st, [], 0)
    return {r["seat"]: r["place"] for r in st.result()["ranking"]}


def test_tie_broken_by_traits(table):
    """Seed 004: the first tiebreaker is the number of property cards on the species."""
    places = _finish(table, {0: [{"pop": 1, "food": 1, "traits": ("Horns",)}],
                             1: [{"pop": 2, "food": 2}], 2: [{"pop": 1, "food": 1}]},
                     [1, 0, 0])
    # scores 4 (1 trait, population 1), 4 (no trait, population 2), 2
    assert places == {0: 1, 1: 2, 2: 3}


def test_tie_broken_by_population_then_shared(table):
    """Seed 004: the second tiebreaker is the sum of populations; still tied, shared."""
    places = _finish(table, {0: [{"pop": 2, "food": 2}], 1: [{"pop": 1, "food": 1}],
                             2: [{"pop": 1, "food": 1}]},
                     [0, 2, 2])
    # scores: 4, 4, 4; traits 0 each; populations 2, 1, 1
    assert places == {0: 1, 1: 2, 2: 2}


def test_start_round_deals_from_the_first_player(table):
    """Seed 004, "Receiving cards": the deck running out mid-deal is a receiving-phase run-out
    even for the last seat served."""
    st = table(2, hole=0)
    st.discard.extend(st.deck[:-8])
    del st.deck[:-8]
    st.last_round = None
    start_round(st, [])
    assert st.last_round == st.round


def test_two_player_removed_cards_stay_out_of_the_reshuffle(table):
    """Round details: with 2 players 40 cards are removed at setup; seed 004:
    only the discard pile is shuffled into the new draw pile, so they never come back."""
    st = table(2)
    removed = list(st.removed)
    st.discard.extend(st.deck[:-1])
    del st.deck[:-1]
    draw(st, 0, 2, [])
    assert st.removed == removed and not set(removed) & set(st.deck)
    assert len(st.deck) + len(st.removed) + sum(map(len, st.hands)) + len(st.discard) \
        + sum(len(sp["cards"]) for row in st.species for sp in row) == 110
