"""Before eating: seed 004, "Before eating"; docs/evolution-traits.md, Long Neck, Fertile, Fat
Tissue, Intelligence and the note under the trait table (owner's choice, turn order from the first
player)."""

from __future__ import annotations

from engine.evolution import flow
from engine.evolution.before import before_options
from words import say

CARN = ("Carnivore",)


def test_reveal_adds_the_food_cards_to_the_watering_hole(table):
    """Seed 004: the food cards are turned up and the food supply adjusted."""
    st = table(3, phase="play", hole=2)
    st.food_cards = [st.deck.pop() for _ in range(3)]
    from engine.evolution.data import CARDS
    total = sum(CARDS[c][1] for c in st.food_cards)
    flow.begin_before(st, [])
    assert st.revealed_total == total
    assert st.hole == 2 + max(total, 0)
    assert st.hole_before == 2
    assert st.revealed



def test_a_negative_food_total_adds_nothing(table):
    """Seed 004: "If the resulting sum is negative, no food enters the game"; the food
    already there stays (round details)."""
    from engine.evolution.data import CARDS
    st = table(3, phase="play", hole=3)
    negatives = [c for c in st.deck if CARDS[c][1] < 0][:3]
    for c in negatives:
        st.deck.remove(c)
    st.food_cards = negatives
    out: list = []
    flow.begin_before(st, out)
    assert st.revealed_total < 0
    assert st.hole_before == 3
    assert any("total -" in say("en", e.msg) for e in out)


def test_long_neck_takes_one_plant_food_from_the_bank(table, codes):
    """Long Neck: in the before-eating phase, 1 plant food from the bank."""
    st = table(2, phase="before", hole=4, rows={0: [{"pop": 2, "traits": ("Long Neck",)}]})
    sid = st.species[0][0]["id"]
    assert st.turn == 0 and f"longneck:{sid}" in codes(st, 0)
    st.apply(0, f"longneck:{sid}")
    assert st.species[0][0]["food"] == 1 and st.hole == 4
    assert f"longneck:{sid}" not in codes(st, 0)  # once a round


def test_long_neck_never_feeds_a_carnivore(table, codes):
    """Carnivore: never plant food, not through Long Neck."""
    st = table(2, phase="before", rows={0: [{"body": 2, "traits": ("Carnivore", "Long Neck")}]})
    assert before_options(st, 0) == []


def test_fertile_grows_when_food_was_left(table, codes):
    """Fertile: population +1 if food was left on the watering hole before this
    round's food cards were revealed."""
    st = table(2, phase="before", hole=5, hole_before=1,
               rows={0: [{"pop": 2, "traits": ("Fertile",)}]})
    sid = st.species[0][0]["id"]
    st.apply(0, f"fertile:{sid}")
    assert st.species[0][0]["pop"] == 3


def test_fertile_needs_leftover_food(table):
    """Fertile: no food left before the reveal, no growth (nothing to ask)."""
    st = table(2, phase="before", hole=5, hole_before=0,
               rows={0: [{"pop": 2, "traits": ("Fertile",)}]})
    assert before_options(st, 0) == []
    st.hole_before = 1
    assert before_options(st, 0) != []


def test_fertile_stops_at_population_six(table):
    st = table(2, phase="before", hole=5, hole_before=2,
               rows={0: [{"pop": 6, "body": 2, "traits": ("Fertile",)}]})
    assert before_options(st, 0) == []


def test_fat_tissue_moves_fat_onto_itself_up_to_population(table):
    """Fat Tissue: moves stored fat onto itself as food, up to its population."""
    st = table(2, phase="before", rows={0: [{"body": 4, "pop": 2, "fat": 3,
                                             "traits": ("Fat Tissue",)}]})
    sid = st.species[0][0]["id"]
    st.apply(0, f"fat:{sid}")
    assert (st.species[0][0]["food"], st.species[0][0]["fat"]) == (2, 1)


def test_fat_tissue_moved_fat_is_not_taking_food(table):
    """Cooperation: moving fat onto the species is not "taking food"."""
    st = table(2, phase="before", rows={0: [{"body": 4, "pop": 2, "fat": 2,
                                             "traits": ("Fat Tissue", "Cooperation")},
                                            {"pop": 1}]})
    st.apply(0, f"fat:{st.species[0][0]['id']}")
    assert st.species[0][1]["food"] == 0


def test_herbivore_intelligence_discards_a_card_for_two_plant_food(table, codes):
    """Intelligence: discard a hand card; as a herbivore, in the before-eating
    phase, take 2 plant food from the bank."""
    st = table(2, phase="before", hole=1, rows={0: [{"pop": 3, "traits": ("Intelligence",)}]},
               hands={0: [("Horns", 2), ("Horns", 3)]})
    sid = st.species[0][0]["id"]
    st.apply(0, f"intel:{sid}")
    card = st.hands[0][0]
    assert codes(st, 0) == [f"discard:{c}" for c in st.hands[0]] + ["cancel"]
    st.apply(0, f"discard:{card}")
    assert st.species[0][0]["food"] == 2 and st.hole == 1
    assert card in st.discard and card not in st.hands[0]


def test_herbivore_intelligence_can_be_cancelled(table):
    st = table(2, phase="before", rows={0: [{"pop": 3, "traits": ("Intelligence",)}]},
               hands={0: [("Horns", 2)]})
    hand = list(st.hands[0])
    st.apply(0, f"intel:{st.species[0][0]['id']}")
    st.apply(0, "cancel")
    assert st.hands[0] == hand and st.pending is None and st.species[0][0]["food"] == 0


def test_carnivore_intelligence_is_not_used_before_eating(table):
    """Seed 004: Intelligence before eating only as herbivores."""
    st = table(2, phase="before", rows={0: [{"body": 2, "traits": ("Carnivore",
                                                                   "Intelligence")}]},
               hands={0: [("Horns", 2)]})
    assert before_options(st, 0) == []
    st.species[0][0]["traits"].remove("Carnivore")
    assert [a.code[:6] for a in before_options(st, 0)] == ["intel:"]


def test_long_neck_cooperation_passes_plant_food_from_the_bank(table):
    """Cooperation: the species to its right takes 1 from the same source."""
    st = table(2, phase="before", hole=0,
               rows={0: [{"traits": ("Long Neck", "Cooperation")}, {"pop": 2}]})
    st.apply(0, f"longneck:{st.species[0][0]['id']}")
    assert [sp["food"] for sp in st.species[0]] == [1, 1]


def test_before_eating_in_turn_order_from_the_first_player(table):
    """Before-eating choices: the owners choose in turn order from the first player; players with
    nothing to use are skipped."""
    longneck = {"pop": 2, "traits": ("Long Neck",)}
    st = table(4, phase="before", first=2, turn=2, hole=9,
               rows={0: [longneck], 1: [{"pop": 1}], 2: [longneck], 3: [longneck]})
    order = []
    while st.phase == "before":
        order.append(st.turn)
        st.apply(st.turn, "done")
    assert order == [2, 3, 0]
    assert st.phase == "feed"


def test_before_eating_uses_are_optional(table):
    """Seed 004: the owners "can" use these; done without using them changes nothing."""
    st = table(2, phase="before", hole=3, hole_before=1,
               rows={0: [{"pop": 2, "traits": ("Fertile", "Long Neck")}]})
    st.apply(0, "done")
    assert st.species[0][0]["pop"] == 2


def test_fat_tissue_moves_any_amount_up_to_population(table, codes):
    """Fat Tissue: "moves stored fat onto itself as food, up to its population"
    — up to: a smaller amount is the owner's choice (the rest stays stored)."""
    st = table(2, phase="before", rows={0: [{"body": 5, "pop": 3, "fat": 5,
                                             "traits": ("Fat Tissue",)}]})
    sid = st.species[0][0]["id"]
    assert [c for c in codes(st, 0) if c.startswith("fat:")] == [
        f"fat:{sid}", f"fat:{sid}:1", f"fat:{sid}:2"]
    st.apply(0, f"fat:{sid}:1")
    assert (st.species[0][0]["food"], st.species[0][0]["fat"]) == (1, 4)
    st.apply(0, f"fat:{sid}")  # the rest of its hunger, later in the same turn
    assert (st.species[0][0]["food"], st.species[0][0]["fat"]) == (3, 2)
    assert not [c for c in codes(st, 0) if c.startswith("fat:")]


def test_fertile_looks_at_the_food_left_before_the_reveal(table, codes):
    """Fertile: only food left on the watering hole *before* this round's food
    cards were revealed counts: food the reveal brings does not."""
    for left, offered in ((0, False), (2, True)):
        st = table(2, phase="play", hole=left, rows={0: [{"pop": 2, "traits": ("Fertile",)}],
                                                     1: [{"pop": 1}]})
        st.food_cards = [st.deck.pop() for _ in range(2)]
        while st.phase == "play":
            st.apply(st.turn, "end")
        assert st.hole_before == left
        fertile = f"fertile:{st.species[0][0]['id']}"
        assert (st.phase == "before" and fertile in codes(st, 0)) == offered
