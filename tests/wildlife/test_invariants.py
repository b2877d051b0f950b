"""What random games of WildLife keep (the engine contract's own properties run for every
title in tests/contract/): the game ends by the rules' own end conditions, the 120 food of
the 48 chits are in the players' hands or the Food Bank, hands reach only their owner's view,
and the deck's order no view at all."""

from __future__ import annotations

import json

import pytest
from hypothesis import given

from engine.wildlife.data import FOOD_BANK, TILES_PER_PLAYER
from engine.wildlife.state import WildLifeState
from tests.support.walk import PER_TABLE, SEEDS, Config, configs, random_walk

TABLES = [c for c in configs() if c.game == "wildlife"]


def check_views(st: WildLifeState) -> None:
    deck = json.dumps(st.deck)
    for viewer in (None, *range(st.n)):
        view = st.view(viewer)
        if viewer is None:
            assert "hand" not in view
        else:
            assert [c["code"] for c in view["hand"]] == st.hands[viewer]
        assert "deck" not in view and "hands" not in view and "rng" not in view
        if len(st.deck) > 3:
            assert deck not in json.dumps(view)


@pytest.mark.parametrize("table", TABLES, ids=[c.id for c in TABLES])
@PER_TABLE
@given(seed=SEEDS)
def test_games_end_by_the_rules_and_hands_stay_private(table: Config, seed: int) -> None:
    """Seed 000 "Game Over": the 11th area marker (not with 2 players) or a player's last
    tile ends the game; tiles never exceed the supply of seed 000 "Set Up"; food is never
    made or lost (seed 000 "Components": 48 food chits, 30 worth 1 and 18 worth 5)."""
    st = table.new(seed)
    assert isinstance(st, WildLifeState)
    for step, _ in enumerate(random_walk(st, seed)):
        if step % 97 == 0:
            check_views(st)
        assert all(0 <= s <= TILES_PER_PLAYER[st.n] for s in st.supply)
        assert sum(st.food) + st.bank == FOOD_BANK and st.bank >= 0
        assert min(st.food) >= 0
    check_views(st)
    if st.n == 2:
        assert 0 in st.supply, "2 players: the game ends only when a player's tiles are out"
    else:
        assert len(st.markers) == 11 or 0 in st.supply
