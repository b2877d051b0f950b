"""What random games of Wild Cards keep at every step (the engine contract's own properties
run for every title in tests/contract/): the cards (rulebook "Game components": 60 Habitat
cards, 42 animals), the hand limit of 10, the Talisman with a player (never Leo), and no bid
or payment shown before it is turned over."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given

from engine.wildcards.data import REFILL, full_animal_deck, full_habitat_deck
from engine.wildcards.state import WildCardsState
from tests.support.walk import PER_TABLE, SEEDS, Config, check_every_step, configs

TABLES = [c for c in configs() if c.game == "wildcards"]


def habitat_cards(s: WildCardsState) -> Counter[str]:
    cards = Counter(s.deck) + Counter(s.discard) + Counter(s.leo_pile)
    for who in range(s.participants):
        cards += Counter(s.hands[who]) + Counter(s.placed[who]) + Counter(s.payments[who])
    for pending in s.discarding:
        cards += Counter(pending)
    cards.pop(REFILL, None)
    return cards


def animal_cards(s: WildCardsState) -> Counter[str]:
    cards = Counter(s.animals) + Counter(s.removed) + Counter(s.boxed) + Counter(s.display)
    for counts in s.collections:
        cards += Counter(counts)
    return cards


def check(s: WildCardsState) -> None:
    assert habitat_cards(s) == Counter(full_habitat_deck())
    assert animal_cards(s) == Counter(full_animal_deck())
    if s.leo >= 0:  # Leo's Refill card is in its pile or on the table, once
        assert s.leo_pile.count(REFILL) + s.placed[s.leo].count(REFILL) == 1
    assert all(len(h) <= 10 for h in s.hands)
    assert s.talisman != s.leo and 0 <= s.talisman < s.n
    for seat in (None, *range(s.n)):
        for part in s.view(seat)["participants"]:
            who = part["index"]
            if s.bids[who] is None:
                assert part["bid"] is None
            if not (s.locked[who] or s.picked[who] is not None):
                assert part["payment"] == []


@pytest.mark.parametrize("table", TABLES, ids=[c.id for c in TABLES])
@PER_TABLE
@given(seed=SEEDS)
def test_cards_limits_and_face_down_cards_hold_at_every_step(table: Config, seed: int) -> None:
    check_every_step(table.new(seed), seed, check)
