"""Property tests: random legal games of every size, with and without Leo, to the end.

At every step: exact JSON round trip, card conservation, views unchanged when everything
hidden from their viewer is re-drawn (so no view shows another seat's hand, an unrevealed bid
or payment, or the deck order), every listed action applies, and stale or foreign actions are
refused without changing anything. At the end: replay rebuilds the identical state.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine.core import IllegalAction, Rng
from engine.wildcards.data import REFILL, full_animal_deck, full_habitat_deck
from engine.wildcards.state import WildCardsState

CONFIGS = [(2, False), (3, False), (3, True), (4, False), (4, True), (5, False)]

# Whole random games are slow: under the default "ci" profile (40 examples) the random-games
# property plays 18 (every configuration is also played once under all checks below); a
# larger profile such as "thorough" keeps its own count.
GAMES = 18 if settings.default.max_examples <= 40 else settings.default.max_examples


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


def refill_cards(s: WildCardsState) -> int:
    """Every player's Refill card is in the hand or on the table; Leo's in its pile or bid."""
    leo = s.leo_pile.count(REFILL) + (s.placed[s.leo].count(REFILL) if s.leo >= 0 else 0)
    return leo


def check_invariants(s: WildCardsState) -> str:
    """Cards kept, hand limit, Talisman with a player, exact JSON round trip; returns the JSON."""
    assert habitat_cards(s) == Counter(full_habitat_deck())
    assert animal_cards(s) == Counter(full_animal_deck())
    if s.leo >= 0:
        assert refill_cards(s) == 1
    assert all(len(h) <= 10 for h in s.hands)
    assert s.talisman != s.leo and 0 <= s.talisman < s.n
    text = s.to_json()
    assert engine.from_json(text).to_json() == text
    for seat in range(s.n):
        if seat not in s.to_act():
            assert s.legal_actions(seat) == []
    return text


def check_views(s: WildCardsState, rng: Rng) -> None:
    """A view must not change when everything its viewer cannot know is re-drawn."""
    for seat in [None, rng.below(s.n)]:
        base = s.view(seat)
        json.dumps(base)
        if seat is None:
            assert "hand" not in base and "my_bid" not in base
        for part in base["participants"]:
            who = part["index"]
            assert "hand" not in part
            if s.bids[who] is None:
                assert part["bid"] is None  # no bid shown before its reveal
            if not (s.locked[who] or s.picked[who] is not None):
                assert part["payment"] == []  # nor a payment before it is turned over
        if seat is not None:
            assert [c["code"] for c in base["hand"] if not c["refill"]] == s.hands[seat]
        holder = rng.below(s.n) if seat is None else seat
        other = s.redeal(holder, rng.next64() & 0xFFFF)
        check_invariants_light(other)
        assert other.view(seat) == base
        # Engine contract: the copy depends only on what the seat knows (and the seed), so a
        # state it cannot tell apart from this one redeals to the very same copy.
        assert other.redeal(holder, 5).to_json() == s.redeal(holder, 5).to_json()


def check_invariants_light(s: WildCardsState) -> None:
    assert habitat_cards(s) == Counter(full_habitat_deck())
    assert animal_cards(s) == Counter(full_animal_deck())


def random_game(n: int, leo: bool, seed: int, *, full_checks: bool = True) -> WildCardsState:
    options = {"leo": leo} if n in (3, 4) else {}
    s = engine.new_game("wildcards", [f"P{i}" for i in range(n)], options=options, seed=seed)
    assert isinstance(s, WildCardsState)
    rng = Rng(seed + 1)
    seen: list[tuple[int, str]] = []
    step = 0
    while not s.is_over():
        before = check_invariants(s)
        if step % (2 if full_checks else 9) == 0:
            check_views(s, rng)
        seat = rng.choice(s.to_act())
        legal = s.legal_actions(seat)
        codes = {a.code for a in legal}
        assert len(codes) == len(legal) and legal
        assert all(len(c) <= 40 and " " not in c for c in codes)
        if step % (3 if full_checks else 11) == 0:
            for action in legal:
                trial = engine.from_json(s.to_json())
                trial.apply(seat, action)
        # Stale: a code that was legal earlier but is not now is refused, changing nothing.
        for old_seat, old_code in seen[-12:]:
            if old_code not in {a.code for a in s.legal_actions(old_seat)}:
                with pytest.raises(IllegalAction):
                    s.apply(old_seat, old_code)
        # Foreign: a seat that is not to act cannot use the actor's choice.
        for other in range(s.n):
            if other not in s.to_act():
                with pytest.raises(IllegalAction):
                    s.apply(other, legal[0].code)
        assert s.to_json() == before  # refusals changed nothing
        action = rng.choice(legal)
        seen.append((seat, action.code))
        s.apply(seat, action)
        step += 1
    check_invariants(s)
    result = s.result()
    assert [r["seat"] for r in result["ranking"]] != [] and len(result["ranking"]) == n
    assert engine.replay(s).to_json() == s.to_json()
    return s


@pytest.mark.parametrize(("n", "leo"), CONFIGS)
def test_random_games_reach_the_end(n: int, leo: bool) -> None:
    """Every player count, with and without Leo, plays to the end under all checks."""
    random_game(n, leo, 7)


@settings(max_examples=GAMES)
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**32))
def test_random_games_property(config: tuple[int, bool], seed: int) -> None:
    random_game(config[0], config[1], seed, full_checks=False)


@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**32),
       cut=st.integers(0, 300))
def test_redeal_can_be_played_to_the_end(config: tuple[int, bool], seed: int,
                                         cut: int) -> None:
    """A redealt copy is a game like any other: it plays to the end, keeping every card."""
    n, leo = config
    options = {"leo": leo} if n in (3, 4) else {}
    s = engine.new_game("wildcards", [f"P{i}" for i in range(n)], options=options, seed=seed)
    rng = Rng(seed)
    for _ in range(cut):
        if s.is_over():
            break
        seat = s.to_act()[0]
        s.apply(seat, rng.choice(s.legal_actions(seat)))
    seat = rng.below(n)
    clone = s.redeal(seat, seed)
    assert clone.view(seat) == s.view(seat)
    while not clone.is_over():
        check_invariants_light(clone)
        actor = clone.to_act()[0]
        clone.apply(actor, rng.choice(clone.legal_actions(actor)))
    assert len(clone.result()["ranking"]) == n
