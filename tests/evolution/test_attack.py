"""Carnivore attacks: every attack condition of the trait table of docs/evolution-traits.md ("The 17
traits") and seed 004's "Feeding of carnivores"."""

from __future__ import annotations

import copy

import pytest

from engine import IllegalAction
from engine.evolution.attack import attack as resolve
from engine.evolution.attack import can_attack, legal_prey
from words import say

#: A hungry big carnivore for another seat keeps the eating phase going after the move under
#: test, so the position can be inspected before the end of feeding changes it.
ANCHOR = {"body": 6, "pop": 6, "traits": ("Carnivore",)}


def carn(body: int = 3, pop: int = 1, *traits: str, food: int = 0) -> dict:
    return {"body": body, "pop": pop, "traits": ("Carnivore", *traits), "food": food}


def prey_ids(st, seat=0, index=0, off=None):
    return legal_prey(st, st.species[seat][index], off)


def attack(st, seat, att_index, prey_seat, prey_index, off=None):
    """Resolve a legal attack directly (the end of feeding would follow it in a game)."""
    att = st.species[seat][att_index]
    prey = st.species[prey_seat][prey_index]["id"]
    assert prey in legal_prey(st, att, off)
    out = []
    resolve(st, seat, att["id"], prey, off, out)
    return out


def test_carnivore_needs_a_larger_body_size(table):
    """Carnivore: only a species whose body size is smaller than its own."""
    st = table(2, rows={0: [carn(2)], 1: [{"body": 2}, {"body": 1}]})
    assert prey_ids(st) == [st.species[1][1]["id"]]


def test_carnivore_never_attacks_itself_but_may_attack_its_owner(table):
    """Carnivore: any player's species, its owner's too, never itself."""
    st = table(2, rows={0: [carn(3), {"body": 1}], 1: [{"body": 5}]})
    assert prey_ids(st) == [st.species[0][1]["id"]]


def test_forced_to_eat_its_own_species(table, codes):
    """Seed 004, "Feeding of carnivores": a player might be forced to attack their own
    animals. The hungry carnivore is the only eater (no plant food), so feeding it is forced
    and its only prey is its owner's other species."""
    st = table(2, rows={0: [carn(3), {"body": 1, "pop": 2}], 1: [ANCHOR]}, hole=0)
    assert codes(st, 0) == [f"feed:{st.species[0][0]['id']}"]  # no pass
    st.apply(0, f"feed:{st.species[0][0]['id']}")
    assert codes(st, 0) == [f"prey:{st.species[0][1]['id']}", "cancel"]
    st.apply(0, f"prey:{st.species[0][1]['id']}")
    assert st.phase == "feed" and st.to_act() == [1]
    herd = st.species[0][1]
    assert herd["pop"] == 1 and st.species[0][0]["food"] == 1


def test_carnivore_never_eats_plant_food(table, codes):
    """Seed 004: a carnivore never eats plant food; with no prey it is not fed at all."""
    st = table(2, rows={0: [carn(1)], 1: [{"body": 1}]}, hole=5)
    assert codes(st, 0) == []
    assert st.to_act() == [1]


def test_meat_equals_prey_body_size_up_to_need(table):
    """Carnivore: meat equal to the prey's body size, up to what it can still
    eat; the rest is lost, and the watering hole is untouched."""
    st = table(2, rows={0: [carn(5, 2)], 1: [{"body": 4, "pop": 2}]}, hole=3)
    attack(st, 0, 0, 1, 0)
    assert st.species[0][0]["food"] == 2
    assert st.species[1][0]["pop"] == 1
    assert st.hole == 3


def test_climbing_only_by_climbers(table):
    """Climbing: attacked only by a carnivore that also has Climbing."""
    st = table(2, rows={0: [carn(3), carn(3, 1, "Climbing")],
                        1: [{"body": 1, "traits": ("Climbing",)}]})
    target = st.species[1][0]["id"]
    assert target not in prey_ids(st, 0, 0)
    assert target in prey_ids(st, 0, 1)


def test_burrowing_safe_only_while_fed(table):
    """Burrowing: cannot be attacked while its food equals its population."""
    st = table(2, rows={0: [carn(3)], 1: [{"body": 1, "pop": 2, "traits": ("Burrowing",)}]})
    burrower = st.species[1][0]
    assert prey_ids(st) == [burrower["id"]]
    burrower["food"] = 2
    assert prey_ids(st) == []


def test_hard_shell_counts_three_larger(table):
    """Hard Shell: the carnivore needs a body size at least 4 greater."""
    st = table(2, rows={0: [carn(4), carn(5)], 1: [{"body": 1, "traits": ("Hard Shell",)}]})
    shell = st.species[1][0]["id"]
    assert shell not in prey_ids(st, 0, 0)
    assert shell in prey_ids(st, 0, 1)


def test_defensive_herding_needs_larger_population(table):
    """Defensive Herding: only a carnivore whose population is greater."""
    st = table(2, rows={0: [carn(3, 2), carn(3, 3)],
                        1: [{"body": 1, "pop": 2, "traits": ("Defensive Herding",)}]})
    herd = st.species[1][0]["id"]
    assert herd not in prey_ids(st, 0, 0)
    assert herd in prey_ids(st, 0, 1)


def test_symbiosis_safe_while_right_neighbour_is_larger(table):
    """Symbiosis: cannot be attacked while the species to its right is larger."""
    st = table(2, rows={0: [carn(6)],
                        1: [{"body": 1, "traits": ("Symbiosis",)}, {"body": 2}]})
    sym, right = st.species[1]
    assert sym["id"] not in prey_ids(st)
    right["body"] = 1
    assert sym["id"] in prey_ids(st)


def test_symbiosis_at_the_right_end_has_no_protector(table):
    """Symbiosis: with nothing to its right, nothing protects it."""
    st = table(2, rows={0: [carn(6)], 1: [{"body": 2}, {"body": 1, "traits": ("Symbiosis",)}]})
    assert st.species[1][1]["id"] in prey_ids(st)


def test_warning_call_protects_neighbours_not_itself(table):
    """Warning Call: the species to its left and right (not itself) can be
    attacked only by a carnivore with Ambush."""
    st = table(2, rows={0: [carn(6), carn(6, 1, "Ambush")],
                        1: [{"body": 1}, {"body": 1, "traits": ("Warning Call",)},
                            {"body": 1}, {"body": 1}]})
    left, caller, right, far = (sp["id"] for sp in st.species[1])
    plain = prey_ids(st, 0, 0)
    assert left not in plain and right not in plain
    assert caller in plain and far in plain
    assert {left, caller, right, far} <= set(prey_ids(st, 0, 1))


def test_pack_hunting_adds_population(table):
    """Pack Hunting: its body size counts as body size + population."""
    st = table(2, rows={0: [carn(2, 3, "Pack Hunting")], 1: [{"body": 4}, {"body": 5}]})
    four, five = (sp["id"] for sp in st.species[1])
    assert prey_ids(st) == [four]


def test_pack_hunting_against_hard_shell(table):
    """Pack Hunting vs Hard Shell: 2 + 3 = 5 beats a shelled body 1 (counts 4),
    but not a shelled body 2 (counts 5)."""
    st = table(2, rows={0: [carn(2, 3, "Pack Hunting")],
                        1: [{"body": 1, "traits": ("Hard Shell",)},
                            {"body": 2, "traits": ("Hard Shell",)}]})
    small, big = (sp["id"] for sp in st.species[1])
    assert prey_ids(st) == [small]
    attack(st, 0, 0, 1, 0)
    assert st.species[0][0]["food"] == 1  # meat = the prey's own body size, not 4


def test_horns_cost_the_attacker_a_population(table):
    """Horns: the attacker loses 1 population first; the prey still loses 1."""
    st = table(2, rows={0: [carn(4, 3)], 1: [{"body": 2, "pop": 2, "traits": ("Horns",)}]})
    attack(st, 0, 0, 1, 0)
    att = st.species[0][0]
    assert att["pop"] == 2 and att["food"] == 2
    assert st.species[1][0]["pop"] == 1


def test_horns_killing_the_attacker_gives_no_meat(table):
    """Horns: if that makes it extinct, it takes no meat; the prey still loses 1
    population. The dead carnivore's cards go to the discard pile and its owner draws them."""
    st = table(2, rows={0: [carn(4, 1), {"body": 1}],
                        1: [{"body": 2, "pop": 2, "traits": ("Horns",)}]})
    hand_before = len(st.hands[0])
    attack(st, 0, 0, 1, 0)
    assert [sp["traits"] for sp in st.species[0]] == [[]]
    assert st.species[1][0]["pop"] == 1
    assert len(st.hands[0]) == hand_before + 1


def test_intelligence_switches_off_climbing(table, codes):
    """Intelligence; seed 004, "Feeding of carnivores": discard a hand card,
    then switch off a trait for this attack; the climber becomes legal prey."""
    st = table(2, rows={0: [carn(3, 1, "Intelligence")],
                        1: [{"body": 1, "traits": ("Climbing",)}, ANCHOR]},
               hands={0: [("Horns", 5)]})
    climber = st.species[1][0]["id"]
    assert prey_ids(st) == []
    assert prey_ids(st, off="Climbing") == [climber]
    st.apply(0, f"feed:{st.species[0][0]['id']}")
    assert codes(st, 0) == ["intel", "cancel"]
    st.apply(0, "intel")
    card = st.hands[0][0]
    st.apply(0, f"discard:{card}")
    assert "off:climbing" in codes(st, 0)
    assert st.hands[0] == [card]  # not spent until the prey is chosen
    st.apply(0, "off:climbing")
    st.apply(0, f"prey:{climber}")
    assert st.hands[0] == [] and card in st.discard
    assert st.species[0][0]["food"] == 1
    assert climber not in [sp["id"] for sp in st.species[1]]  # died out


def test_intelligence_switch_is_for_that_attack_only(table):
    """Seed 004: the trait is disabled "until the attack has been completed"."""
    st = table(2, rows={0: [carn(3, 2, "Intelligence")],
                        1: [{"body": 1, "pop": 2, "traits": ("Climbing",)}, ANCHOR]},
               hands={0: [("Horns", 5), ("Horns", 4)]})
    st.apply(0, f"feed:{st.species[0][0]['id']}")
    for code in ["intel", f"discard:{st.hands[0][0]}", "off:climbing"]:
        st.apply(0, code)
    st.apply(0, f"prey:{st.species[1][0]['id']}")
    assert st.phase == "feed"
    assert prey_ids(st) == []
    assert st.species[1][0]["traits"] == ["Climbing"]


def test_intelligence_cancel_spends_nothing(table):
    """The pending choice can be cancelled; nothing was spent (docs/evolution.md)."""
    st = table(2, rows={0: [carn(3, 1, "Intelligence")],
                        1: [{"body": 1, "traits": ("Climbing",)}]},
               hands={0: [("Horns", 5)]})
    before = (st.hands[0][:], st.discard[:], copy.deepcopy(st.species))
    st.apply(0, f"feed:{st.species[0][0]['id']}")
    st.apply(0, "intel")
    st.apply(0, f"discard:{st.hands[0][0]}")
    st.apply(0, "cancel")
    assert (st.hands[0], st.discard, st.species) == before
    assert st.pending is None


def test_scavenger_eats_after_any_successful_attack(table):
    """Scavenger: whenever any carnivore attacks successfully, takes 1 meat."""
    st = table(3, rows={0: [carn(3)], 1: [{"body": 1, "pop": 2}],
                        2: [{"body": 1, "pop": 2, "traits": ("Scavenger",)}]})
    attack(st, 0, 0, 1, 0)
    assert st.species[2][0]["food"] == 1


def test_scavenger_prey_that_survives_eats_too(table):
    """Scavenger: also when this species is the prey and survives."""
    st = table(2, rows={0: [carn(3)], 1: [{"body": 1, "pop": 3, "traits": ("Scavenger",)}]})
    attack(st, 0, 0, 1, 0)
    assert st.species[1][0] == {**st.species[1][0], "pop": 2, "food": 1}


def test_scavengers_in_turn_order_from_the_attacker(table):
    """Scavenger: several take theirs in turn order from the attacker's owner.
    Meat is not scarce, so order only shows in the event text."""
    st = table(3, rows={0: [{"body": 1, "traits": ("Scavenger",)}], 1: [carn(3)],
                        2: [{"body": 1, "pop": 2}, {"body": 1, "traits": ("Scavenger",)}]},
               turn=1)
    events = attack(st, 1, 0, 2, 0)
    text = say("en", events[-1].msg)
    assert text.index("P2's species 2") < text.index("P0's species 1")


def test_cooperation_and_scavenger_chain(table):
    """Cooperation + Scavenger: the scavenger's meat makes the species to its
    right take 1 meat from the bank, and that one's Cooperation passes 1 more on."""
    st = table(2, rows={0: [carn(4, 2)],
                        1: [{"body": 1, "pop": 2},
                            {"body": 1, "traits": ("Scavenger", "Cooperation")},
                            {"body": 1, "traits": ("Cooperation",)}, {"body": 1}]})
    attack(st, 0, 0, 1, 0)
    assert [sp["food"] for sp in st.species[1]] == [0, 1, 1, 1]


def test_carnivore_cooperation_passes_meat(table):
    """Cooperation: meat from the bank to the species to the right."""
    st = table(2, rows={0: [carn(3, 1, "Cooperation"), {"body": 1}], 1: [{"body": 2}]})
    attack(st, 0, 0, 1, 0)
    assert [sp["food"] for sp in st.species[0]] == [1, 1]


def test_extinction_mid_feeding(table):
    """Seed 004, "Extinction": at population 0 the species is removed at once, its trait
    cards go to the discard pile, its owner draws as many, the row closes up."""
    st = table(2, rows={0: [carn(3, 2)],
                        1: [{"body": 1}, {"body": 2, "traits": ("Horns", "Scavenger")},
                            {"body": 1}]})
    left, doomed, right = st.species[1]
    hand = len(st.hands[1])
    attack(st, 0, 0, 1, 1)
    assert [sp["id"] for sp in st.species[1]] == [left["id"], right["id"]]
    assert len(st.hands[1]) == hand + 2
    assert set(doomed["cards"]) <= set(st.discard)


def test_extinct_prey_food_goes_to_the_food_bag(table):
    """Seed 004, "Extinction": all food chips left on the extinct species count as points."""
    st = table(2, rows={0: [carn(3)], 1: [{"body": 1, "pop": 1, "food": 1}]})
    attack(st, 0, 0, 1, 0)
    assert st.food_bag[1] == 1


def test_attack_on_illegal_prey_is_refused(table):
    """Only legal prey are offered (docs/playing.md); another is refused and nothing changes."""
    st = table(2, rows={0: [carn(2)], 1: [{"body": 2}, {"body": 1}]})
    st.apply(0, f"feed:{st.species[0][0]['id']}")
    before = st.to_json()
    with pytest.raises(IllegalAction):
        st.apply(0, f"prey:{st.species[1][0]['id']}")
    assert st.to_json() == before


def test_can_attack_is_pure(table):
    st = table(2, rows={0: [carn(2)], 1: [{"body": 1}]})
    before = st.to_json()
    assert can_attack(st.species[0][0], st.species[1], 0)
    assert st.to_json() == before


def test_intelligence_offers_switches_that_matter(table):
    """docs/evolution.md: the traits on other species that act during an attack, and only
    those after which some prey is legal."""
    from engine.evolution.attack import negations
    st = table(2, rows={0: [carn(3, 1, "Intelligence")],
                        1: [{"body": 1, "traits": ("Climbing", "Long Neck")},
                            {"body": 5, "traits": ("Hard Shell",)}]})
    assert negations(st, st.species[0][0]) == ["Climbing"]
    st.species[1].append(st.species[1].pop(0) | {"traits": ["Horns"], "cards": []})
    # the body 1 species is now legal prey anyway: every present switch keeps some prey legal
    assert negations(st, st.species[0][0]) == ["Hard Shell", "Horns"]


def test_carnivore_whose_only_prey_needs_intelligence_may_pass(table, codes):
    """docs/evolution.md: attacking with Intelligence costs a card, so it is a choice."""
    st = table(2, rows={0: [carn(3, 1, "Intelligence")],
                        1: [{"body": 1, "traits": ("Climbing",)}, ANCHOR]},
               hands={0: [("Horns", 5)]})
    assert codes(st, 0) == [f"feed:{st.species[0][0]['id']}", "pass"]


def test_a_chosen_hungry_carnivore_has_no_way_but_to_attack(table, codes):
    """Carnivore: a hungry carnivore chosen to feed must attack if a legal target
    exists (only a cancel of the choice is offered besides the prey)."""
    st = table(2, hole=4, rows={0: [carn(3), {"pop": 2}], 1: [{"body": 1}, ANCHOR]})
    st.apply(0, f"feed:{st.species[0][0]['id']}")
    assert codes(st, 0) == [f"prey:{st.species[0][1]['id']}", f"prey:{st.species[1][0]['id']}",
                            "cancel"]


def test_ambush_alone_does_not_beat_other_defences(table):
    """Ambush: only Warning Call loses its effect."""
    st = table(2, rows={0: [carn(3, 1, "Ambush")],
                        1: [{"body": 1, "traits": ("Climbing", "Warning Call")},
                            {"body": 1}]})
    assert prey_ids(st) == [st.species[1][1]["id"]]


def test_scavenging_carnivore_takes_one_more_if_it_can_eat(table):
    """Scavenger: "whenever any carnivore attacks successfully" — its own
    attack too (docs/evolution.md)."""
    st = table(2, rows={0: [carn(3, 3, "Scavenger")], 1: [{"body": 1, "pop": 2}]})
    attack(st, 0, 0, 1, 0)
    assert st.species[0][0]["food"] == 2


def test_scavengers_eat_even_when_horns_killed_the_attacker(table):
    """docs/evolution.md: the prey still lost a population, so the attack succeeded."""
    st = table(2, rows={0: [carn(4, 1), {"pop": 2, "traits": ("Scavenger",)}],
                        1: [{"body": 2, "pop": 2, "traits": ("Horns",)}]})
    attack(st, 0, 0, 1, 0)
    assert [sp["food"] for sp in st.species[0]] == [1]


def test_meat_beyond_hunger_goes_into_fat_tissue(table):
    """Carnivore: meat up to what it can still eat, fat included."""
    st = table(2, rows={0: [carn(5, 1, "Fat Tissue")], 1: [{"body": 4, "pop": 2}]})
    attack(st, 0, 0, 1, 0)
    assert (st.species[0][0]["food"], st.species[0][0]["fat"]) == (1, 3)
