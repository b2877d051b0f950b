"""Eating and the end of feeding: seed 004 ("Eating", "Feeding of herbivores", "End of feeding",
"Extinction"); docs/evolution-traits.md ("Round details we follow", Foraging, Cooperation, Fat
Tissue)."""

from __future__ import annotations

import pytest

from engine import IllegalAction
from engine.evolution import flow

#: A hungry big carnivore with prey keeps the eating phase going for inspection.
ANCHOR = {"body": 6, "pop": 6, "traits": ("Carnivore",)}


def feed(st, seat, index):
    return st.apply(seat, f"feed:{st.species[seat][index]['id']}")


def test_herbivore_eats_one_plant_food_from_the_watering_hole(table):
    """Seed 004, "Feeding of herbivores": a click feeds it from the water hole."""
    st = table(2, hole=5, rows={0: [{"pop": 3}], 1: [ANCHOR]})
    feed(st, 0, 0)
    assert st.species[0][0]["food"] == 1 and st.hole == 4


def test_foraging_takes_two(table):
    """Foraging: 2 plant food instead of 1."""
    st = table(2, hole=5, rows={0: [{"pop": 3, "traits": ("Foraging",)}], 1: [ANCHOR]})
    feed(st, 0, 0)
    assert st.species[0][0]["food"] == 2 and st.hole == 3


def test_foraging_takes_what_is_left(table):
    st = table(2, hole=1, rows={0: [{"pop": 3, "traits": ("Foraging",)}], 1: [ANCHOR]})
    feed(st, 0, 0)
    assert st.species[0][0]["food"] == 1 and st.hole == 0


def test_cooperation_chain_from_the_watering_hole(table):
    """Cooperation: the species to its right takes 1 from the same source,
    chaining on, left to right, each link at once."""
    st = table(2, hole=9, rows={0: [{"pop": 2, "traits": ("Cooperation",)},
                                    {"pop": 2, "traits": ("Cooperation",)}, {"pop": 2}],
                                1: [ANCHOR]})
    feed(st, 0, 0)
    assert [sp["food"] for sp in st.species[0]] == [1, 1, 1] and st.hole == 6


def test_cooperation_stops_at_a_carnivore(table):
    """Carnivore: never plant food, not through Cooperation; the chain ends."""
    st = table(2, hole=9, rows={0: [{"pop": 2, "traits": ("Cooperation",)},
                                    {"pop": 2, "body": 2, "traits": ("Carnivore",
                                                                     "Cooperation")},
                                    {"pop": 2}],
                                1: [ANCHOR]})
    feed(st, 0, 0)
    assert [sp["food"] for sp in st.species[0]] == [1, 0, 0]


def test_cooperation_needs_food_left(table):
    st = table(2, hole=1, rows={0: [{"pop": 2, "traits": ("Cooperation",)}, {"pop": 2}],
                                1: [ANCHOR]})
    feed(st, 0, 0)
    assert [sp["food"] for sp in st.species[0]] == [1, 0]


def test_cooperation_gives_a_foraging_partner_one_food(table):
    """Cooperation: "the species to its right takes 1 food from the same
    source"; Foraging: "Takes 2 plant food instead of 1 when it eats from the watering hole
    (its own feeding; food it gets through a neighbour's Cooperation stays 1)"."""
    st = table(2, hole=9, rows={0: [{"pop": 2, "traits": ("Cooperation",)},
                                    {"pop": 3, "traits": ("Foraging",)}], 1: [ANCHOR]})
    feed(st, 0, 0)
    assert [sp["food"] for sp in st.species[0]] == [1, 1] and st.hole == 7


def test_a_foraging_cooperator_passes_on_one_food(table):
    """The other way round: a Foraging species with Cooperation takes 2 for itself and its
    neighbour takes 1 (Cooperation "takes 1 food")."""
    st = table(2, hole=9, rows={0: [{"pop": 3, "traits": ("Foraging", "Cooperation")},
                                    {"pop": 3}], 1: [ANCHOR]})
    feed(st, 0, 0)
    assert [sp["food"] for sp in st.species[0]] == [2, 1] and st.hole == 6


def test_fat_tissue_stores_beyond_population(table, codes):
    """Fat Tissue: once fed, may keep taking food as fat, up to its body size;
    filling fat is never forced (the round details)."""
    st = table(2, hole=9, rows={0: [{"body": 2, "pop": 1, "food": 1,
                                     "traits": ("Fat Tissue",)}], 1: [ANCHOR]})
    sid = st.species[0][0]["id"]
    assert codes(st, 0) == [f"feed:{sid}", "pass"]
    feed(st, 0, 0)
    assert (st.species[0][0]["food"], st.species[0][0]["fat"]) == (1, 1)


def test_fat_is_kept_between_rounds_and_never_scored(table):
    """Fat Tissue: fat is stored on the card and never scored."""
    st = table(2, hole=0, rows={0: [{"body": 3, "pop": 1, "food": 1, "fat": 2,
                                     "traits": ("Fat Tissue",)}], 1: [{"pop": 1, "food": 1}]})
    assert st.round == 2  # feeding ended at once: nobody could eat
    assert st.species[0][0]["fat"] == 2
    assert st.food_bag[0] == 1


def test_a_hungry_species_must_be_fed_no_pass(table, codes):
    """Seed 004: the players must always feed one of their species."""
    st = table(2, hole=3, rows={0: [{"pop": 2}], 1: [ANCHOR]})
    assert "pass" not in codes(st, 0)
    with pytest.raises(IllegalAction):
        st.apply(0, "pass")


def test_pass_skips_the_rest_of_feeding(table):
    """Round details: a player whose only eaters are fed Fat Tissue species may pass."""
    st = table(3, hole=9, rows={0: [{"body": 3, "pop": 1, "food": 1,
                                     "traits": ("Fat Tissue",)}],
                                1: [{"pop": 2}], 2: [{"pop": 2}]})
    st.apply(0, "pass")
    seen = []
    while st.phase == "feed" and st.round == 1:
        seen.append(st.turn)
        feed(st, st.turn, 0)
    assert 0 not in seen


def test_feeding_goes_round_and_round_skipping_the_full(table):
    """Seed 004: feeding is repeated in playing order; a player with no hungry animals left
    is skipped."""
    st = table(3, first=1, turn=1, hole=9, rows={0: [{"pop": 3}], 1: [{"pop": 1}],
                                                 2: [{"pop": 2}]})
    order = []
    while st.phase == "feed" and st.round == 1:
        order.append(st.turn)
        feed(st, st.turn, 0)
    assert order == [1, 2, 0, 2, 0, 0]


def test_feeding_ends_when_no_food_is_left(table):
    """Seed 004: feeding ends when the remaining animals have no food left to eat."""
    st = table(2, hole=1, rows={0: [{"pop": 2}], 1: [{"pop": 2}]})
    feed(st, 0, 0)
    assert st.round == 2


def test_end_of_feeding_population_shrinks_to_food_eaten(table):
    """Seed 004, "End of feeding": population reduced to the number of food chips; the food
    eaten goes to the food bag."""
    st = table(2, hole=0, rows={0: [{"pop": 4, "food": 2}, {"pop": 1, "food": 1}],
                                1: [{"pop": 1, "food": 1}]})
    assert st.round == 2  # nobody could eat: feeding ended at once
    assert [sp["pop"] for sp in st.species[0]] == [2, 1]
    assert [sp["food"] for sp in st.species[0]] == [0, 0]
    assert st.food_bag == [3, 1]


def test_unfed_species_dies_out_and_its_cards_are_drawn(table):
    """Seed 004, "End of feeding" / "Extinction": no food, population 0, extinct; the trait
    cards go to the discard pile and the owner draws as many."""
    st = table(2, hole=0, auto=False, rows={0: [{"pop": 2, "traits": ("Horns", "Climbing")},
                                                {"pop": 1, "food": 1}],
                                            1: [{"pop": 1, "food": 1}]})
    dead_cards = list(st.species[0][0]["cards"])
    hand_before = len(st.hands[0])
    flow.next_feeder(st, [], 0)
    assert st.round == 2
    assert len(st.species[0]) == 1
    # 2 for the extinction, then 3 + 1 for the new round
    assert len(st.hands[0]) == hand_before + 2 + 4
    assert set(dead_cards) <= set(st.discard) | {c for h in st.hands for c in h} | set(st.deck)


def test_food_left_on_the_watering_hole_stays(table):
    """Seed 004, "End of feeding": food chips left on the water hole stay for next round."""
    st = table(2, hole=7, rows={0: [{"pop": 1}], 1: [{"pop": 1}]})
    feed(st, 0, 0)
    feed(st, 1, 0)
    assert st.round == 2 and st.hole == 5


def test_a_player_without_species_gets_a_new_one(table):
    """Seed 004, "End of feeding": a player with no species gets a new one for free."""
    st = table(2, hole=0, rows={0: [{"pop": 2}], 1: [{"pop": 1, "food": 1}]})
    assert st.round == 2
    assert [(sp["body"], sp["pop"], sp["traits"]) for sp in st.species[0]] == [(1, 1, [])]


def test_first_player_marker_moves_on(table):
    """Seed 004, "End of feeding": the next player becomes the starting player."""
    st = table(3, first=2, turn=2, hole=0, rows={s: [{"pop": 1, "food": 1}] for s in range(3)})
    assert st.round == 2 and st.first == 0


def test_new_round_deals_three_plus_one_per_species(table):
    """Seed 004, "Receiving cards": 3 plus 1 per species owned."""
    st = table(2, hole=0, auto=False,
               rows={0: [{"pop": 1, "food": 1}] * 3, 1: [{"pop": 1, "food": 1}]})
    hands = [len(h) for h in st.hands]
    flow.next_feeder(st, [], 0)
    assert [len(h) for h in st.hands] == [hands[0] + 6, hands[1] + 4]


def test_population_loss_below_food_moves_food_to_the_bag(table):
    """docs/evolution.md: food above a reduced population was eaten: to the food bag."""
    st = table(2, rows={0: [{"body": 3, "pop": 2, "traits": ("Carnivore",)}],
                        1: [{"body": 1, "pop": 2, "food": 2}, ANCHOR]})
    feed(st, 0, 0)
    st.apply(0, f"prey:{st.species[1][0]['id']}")
    assert st.species[1][0]["pop"] == 1 and st.species[1][0]["food"] == 1
    assert st.food_bag[1] == 1


def test_cooperation_passes_meat_from_a_herbivore_to_a_carnivore(table):
    """Cooperation: the species to its right takes 1 food "from the same
    source": meat a herbivore scavenged comes from the bank, so a carnivore to its right may
    take it (only plant food is closed to carnivores), and the chain goes on through it."""
    from engine.evolution.attack import attack
    st = table(2, rows={0: [{"body": 4, "pop": 3, "traits": ("Carnivore",)}],
                        1: [{"body": 1, "pop": 3},
                            {"pop": 2, "traits": ("Scavenger", "Cooperation")},
                            {"body": 2, "pop": 2, "traits": ("Carnivore", "Cooperation")},
                            {"pop": 2}]})
    attack(st, 0, st.species[0][0]["id"], st.species[1][0]["id"], None, [])
    assert [sp["food"] for sp in st.species[1]] == [0, 1, 1, 1]


def test_cooperation_from_the_watering_hole_stops_at_a_carnivore(table):
    """Carnivore: never plant food, not through Cooperation; the carnivore
    takes nothing, so its own Cooperation does not pass anything on."""
    st = table(2, hole=9, rows={0: [{"pop": 2, "traits": ("Cooperation",)},
                                    {"body": 2, "pop": 2,
                                     "traits": ("Carnivore", "Cooperation")},
                                    {"pop": 2}],
                                1: [ANCHOR]})
    feed(st, 0, 0)
    assert [sp["food"] for sp in st.species[0]] == [1, 0, 0] and st.hole == 8


def test_a_passed_player_must_feed_again_when_a_species_must_eat(table, codes):
    """Round details: each player who has a species that can eat must feed
    one; passing only skips what is optional (docs/evolution.md). A hungry carnivore whose
    only prey needed Intelligence passed; once the Symbiosis prey loses its protector to
    another attack, it can attack without Intelligence and its player must act again."""
    st = table(2, turn=0, rows={0: [{"body": 3, "pop": 1,
                                     "traits": ("Carnivore", "Intelligence")}],
                                1: [{"body": 6, "pop": 2, "traits": ("Carnivore",)},
                                    {"body": 1, "traits": ("Symbiosis",)},
                                    {"body": 4, "pop": 1}]},
               hands={0: [("Horns", 5)]})
    hunter = st.species[0][0]["id"]
    assert codes(st, 0) == [f"feed:{hunter}", "pass"]
    st.apply(0, "pass")
    st.apply(1, f"feed:{st.species[1][0]['id']}")
    st.apply(1, f"prey:{st.species[1][2]['id']}")
    assert st.turn == 0 and codes(st, 0) == [f"feed:{hunter}"]
