"""What random games of Evolution keep at every step (the engine contract's own properties run
for every title in tests/contract/): the 110 cards, the size and trait limits (seed 004,
docs/evolution-traits.md), and no view showing a card hidden from it or another seat's food bag."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given

import engine
from engine.evolution.data import CARDS
from engine.evolution.state import EvolutionState
from tests.support.walk import PER_TABLE, SEEDS, Config, check_every_step, configs

TABLES = [c for c in configs() if c.game == "evolution"]
CARD_IN_JSON = re.compile(r'\{"id": (\d+), "trait": "[^"]+", "food": -?\d+\}')


def hidden_cards(state: EvolutionState, seat: int | None) -> set[int]:
    """Card ids ``seat`` must not see: others' hands, others' face-down food cards before the
    reveal, the deck, the removed cards. This round's revealed food cards were shown face up,
    so they stay public even if a reshuffle took them back into the deck."""
    ids = set(state.deck) | set(state.removed)
    for s in range(len(state.players)):
        if s != seat:
            ids |= set(state.hands[s])
            if not state.revealed and state.food_cards[s] is not None:
                ids.add(state.food_cards[s])
    if state.revealed:
        ids -= {c for c in state.food_cards if c is not None}
    return ids


def visible_card_ids(view: dict) -> set[int]:
    """Every card id a view shows as a card dict ({"id", "trait", "food"}), wherever it is."""
    return {int(m) for m in CARD_IN_JSON.findall(json.dumps(view))}


def check(state: EvolutionState) -> None:
    everywhere = list(state.deck) + state.removed + state.discard
    everywhere += [c for h in state.hands for c in h]
    everywhere += [c for row in state.species for sp in row for c in sp["cards"]]
    if not state.revealed:
        everywhere += [c for c in state.food_cards if c is not None]
    assert sorted(everywhere) == list(range(len(CARDS)))
    for row in state.species:
        for sp in row:
            assert 1 <= sp["body"] <= 6 and 1 <= sp["pop"] <= 6
            assert 0 <= sp["food"] <= sp["pop"]
            assert len(sp["traits"]) == len(set(sp["traits"])) == len(sp["cards"])
            assert len(sp["traits"]) <= (2 if len(state.players) == 2 else 3)
            assert 0 <= sp["fat"] <= (sp["body"] if "Fat Tissue" in sp["traits"] else 0)
    assert state.hole >= 0
    for seat in (None, *range(len(state.players))):
        view = state.view(seat)
        assert not visible_card_ids(view) & hidden_cards(state, seat)
        for other in range(len(state.players)):
            if other != seat and not state.is_over():
                assert view["seats"][other]["food_bag"] is None


@pytest.mark.parametrize("table", TABLES, ids=[c.id for c in TABLES])
@PER_TABLE
@given(seed=SEEDS)
def test_cards_limits_and_hidden_cards_hold_at_every_step(table: Config, seed: int) -> None:
    check_every_step(table.new(seed), seed, check)


def test_food_cards_are_face_down_until_all_have_chosen():
    """Seed 004, "Selecting the food supply": chosen simultaneously, turned up only at the
    beginning of the feeding phase; to_act lists every seat still to choose."""
    state = engine.new_game("evolution", [f"P{i}" for i in range(4)], seed=3)
    assert state.phase == "food" and sorted(state.to_act()) == [0, 1, 2, 3]
    card = state.hands[2][0]
    state.apply(2, f"food:{card}")
    assert sorted(state.to_act()) == [0, 1, 3]
    for seat in [None, 0, 1, 3]:
        view = state.view(seat)
        assert view["food_cards"][2] == {"chosen": True, "card": None}
        assert card not in visible_card_ids(view)
    assert state.view(2)["food_cards"][2]["card"]["id"] == card
    for seat in (0, 1, 3):
        state.apply(seat, f"food:{state.hands[seat][0]}")
    assert state.phase == "play"
    assert state.view(0)["food_cards"][2]["card"] is None  # still face down while playing
