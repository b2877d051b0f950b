"""Property tests (engine contract, /tmp/engine_common.md; ARCHITECTURE.md "Tests that look
like the real world"): random legal games to the end for 2–5 players, exact JSON round trip,
replay, no hidden information in foreign views, refusals that change nothing."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st_

import engine
from engine import IllegalAction
from engine.core import Rng
from engine.evolution.data import CARDS

#: Tests that check every step of whole games play a few seeds per player count (2 with the
#: default profile, many more with "thorough").
HEAVY = settings(max_examples=max(1, settings.default.max_examples // 20))
COUNTS = pytest.mark.parametrize("n", [2, 3, 4, 5])
PLAYERS = st_.integers(min_value=2, max_value=5)
SEEDS = st_.integers(min_value=0, max_value=2**32)


def new(n: int, seed: int):
    return engine.new_game("evolution", [f"P{i}" for i in range(n)], seed=seed)


def hidden_cards(state, seat):
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


CARD_IN_JSON = re.compile(r'\{"id": (\d+), "trait": "[^"]+", "food": -?\d+\}')


def visible_card_ids(view) -> set[int]:
    """Every card id a view shows as a card dict ({"id", "trait", "food"}), wherever it is."""
    return {int(m) for m in CARD_IN_JSON.findall(json.dumps(view))}


def check_views(state, seats=None):
    """The views of ``seats`` (default: all, and the spectator) hide what they must."""
    n = len(state.players)
    spectator = state.view(None)
    assert "hand" not in spectator and "pending" not in spectator
    assert all(s["food_bag"] is None for s in spectator["seats"]) or state.is_over()
    for seat in [None, *range(n)] if seats is None else seats:
        view = state.view(seat)
        shown = visible_card_ids(view)
        if seat is None:
            secret = hidden_cards(state, -1)
        else:
            secret = hidden_cards(state, seat)
            assert [c["id"] for c in view["hand"]] == state.hands[seat]
        assert not shown & secret, (seat, shown & secret)
        for other in range(n):
            if other != seat and not state.is_over():
                assert view["seats"][other]["food_bag"] is None
        assert "deck_order" not in view and "rng" not in view and "log" not in view
        # Private events reach their seat only.
        mine = [e for e in state.events if e["to"] is None or seat in (e["to"] or ())]
        assert len(view["events"]) == len(mine)
        if seat is None:
            assert all(e["kind"] != "private" for e in view["events"])


def play_random(n: int, seed: int, every_step=None):
    state = new(n, seed)
    rng = Rng(seed)
    steps = 0
    while not state.is_over():
        to_act = state.to_act()
        assert to_act, "a game that is not over has someone to act"
        seat = to_act[rng.below(len(to_act))]
        legal = state.legal_actions(seat)
        assert legal
        assert len({a.code for a in legal}) == len(legal)
        for a in legal:
            assert len(a.code) <= 40 and " " not in a.code
        if every_step:
            every_step(state, seat, legal, rng)
        state.apply(seat, rng.choice(legal))
        steps += 1
        assert steps < 20_000
    return state


@given(PLAYERS, SEEDS)
def test_random_games_end_with_a_ranking(n, seed):
    """Random legal games reach the end for every player count; the ranking is complete."""
    state = play_random(n, seed)
    result = state.result()
    assert sorted(r["seat"] for r in result["ranking"]) == list(range(n))
    for r in result["ranking"]:
        assert r["score"] == sum(r["breakdown"].values())
        assert set(r["breakdown"]) == set(result["categories"])
    assert state.to_act() == [] and state.legal_actions(0) == []


def _card_conservation(state):
    """The 110 cards are always somewhere, each once."""
    everywhere = list(state.deck) + state.removed + state.discard
    everywhere += [c for h in state.hands for c in h]
    everywhere += [c for row in state.species for sp in row for c in sp["cards"]]
    if not state.revealed:
        everywhere += [c for c in state.food_cards if c is not None]
    assert sorted(everywhere) == list(range(len(CARDS)))


def _invariants(state):
    _card_conservation(state)
    for row in state.species:
        for sp in row:
            assert 1 <= sp["body"] <= 6 and 1 <= sp["pop"] <= 6
            assert 0 <= sp["food"] <= sp["pop"]
            assert len(sp["traits"]) == len(set(sp["traits"])) == len(sp["cards"])
            assert len(sp["traits"]) <= (2 if len(state.players) == 2 else 3)
            assert 0 <= sp["fat"] <= (sp["body"] if "Fat Tissue" in sp["traits"] else 0)
    assert state.hole >= 0


@COUNTS
@HEAVY
@given(seed=SEEDS)
def test_round_trip_invariants_and_views_at_every_step(n, seed):
    """JSON round trip is exact at every step; card conservation and size limits hold; no
    view shows a card hidden from it (the spectator's, the acting seat's and, in rotation,
    every other seat's)."""
    def step(state, seat, legal, rng):
        text = state.to_json()
        assert engine.from_json(text).to_json() == text
        _invariants(state)
        check_views(state, [None, seat, state.version % n])
    final = play_random(n, seed, step)
    _invariants(final)
    check_views(final)


@given(PLAYERS, SEEDS)
def test_replay_rebuilds_the_same_state(n, seed):
    """engine.replay rebuilds the identical state from seed, options and log."""
    state = play_random(n, seed)
    assert engine.replay(state).to_json() == state.to_json()


@COUNTS
@HEAVY
@given(seed=SEEDS)
def test_every_legal_action_applies_and_others_are_refused(n, seed):
    """Every listed action applies (each on a copy); stale actions and other seats' actions
    are refused with IllegalAction and change nothing."""
    stale: list[tuple[int, str]] = []

    def step(state, seat, legal, rng):
        text = state.to_json()
        for action in legal:
            engine.from_json(text).apply(seat, action)
        for other in range(len(state.players)):
            if other not in state.to_act():
                assert state.legal_actions(other) == []
                with pytest.raises(IllegalAction):
                    state.apply(other, legal[0].code)
        for s, code in stale[-3:]:
            if code not in {a.code for a in state.legal_actions(s)}:
                with pytest.raises(IllegalAction):
                    state.apply(s, code)
        assert state.to_json() == text
        stale.append((seat, legal[0].code))
    play_random(n, seed, step)


@settings(max_examples=max(4, settings.default.max_examples // 4))
@given(PLAYERS, SEEDS, st_.integers(min_value=0, max_value=400))
def test_redeal_keeps_what_the_seat_knows(n, seed, moves):
    """redeal(seat) keeps the seat's own view and re-draws only what is hidden from it."""
    state = new(n, seed)
    rng = Rng(seed)
    for _ in range(moves):
        if state.is_over():
            break
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    for seat in range(n):
        clone = state.redeal(seat, seed + 1)
        mine, theirs = state.view(seat), clone.view(seat)
        mine.pop("events"), theirs.pop("events")
        assert mine == theirs
        _card_conservation(clone)
        assert [len(h) for h in clone.hands] == [len(h) for h in state.hands]
        if not clone.is_over():
            play_random_from(clone, seed)


def play_random_from(state, seed):
    rng = Rng(seed ^ 77)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_food_cards_are_face_down_until_all_have_chosen():
    """Seed 004, "Selecting the food supply": chosen simultaneously, turned up only at the
    beginning of the feeding phase; to_act lists every seat still to choose."""
    state = new(4, 3)
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
