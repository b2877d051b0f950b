"""The paired rollout search (engine/search.py ``method="paired"``, Wild Cards' search):
every root action is played out on the same determinizations with the same dice, and the
prior's move is kept unless another beats it with confidence. Iteration caps, no clock."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import engine
from engine.core import Rng, State
from engine.search import SearchPlayer
from engine.wildcards import greedy


def bid_decisions(games: int) -> list[tuple[State, int]]:
    """Four Wild Cards states per game (greedy play, 3 players), from its start to its end,
    where a seat chooses its bid from the Refill card and at least two Habitat cards."""
    out = []
    for seed in range(games):
        state = engine.new_game("wildcards", ["A", "B", "C"], seed=seed)
        players = [greedy.GreedyPlayer(i) for i in range(3)]
        found = []
        while not state.is_over():
            seat = state.to_act()[0]
            codes = [a.code for a in state.legal_actions(seat)]
            if "bid:R" in codes and len(codes) > 2:
                found.append((state.copy(), seat))
            state.apply(seat, players[seat].choose(state, seat))
        out.extend(found[:: len(found) // 4][:4])
    return out


def searcher(estimate, iterations: int = 60) -> SearchPlayer:
    settings = replace(greedy.SEARCH, budget=None, iterations=iterations, rollout_depth=0)
    prior = greedy.GreedyPlayer(0)
    return SearchPlayer(3, estimate=estimate, policy=greedy.rollout_policy, settings=settings,
                        prior=prior.choose, determinize=greedy.determinize)


def own_hand(seat: int, held: int):
    """A horizon value that counts only ``seat``'s cards in hand, against rivals at
    ``held - 0.5``: keeping the bid card is all that pays, and the lead never saturates."""
    def estimate(state: Any) -> list[float]:
        return [float(len(state.hands[seat])) if i == seat else held - 0.5
                for i in range(state.n)]
    return estimate


def test_wild_cards_searches_with_paired_rollouts() -> None:
    assert greedy.SEARCH.method == "paired"


def test_no_difference_keeps_the_prior_move() -> None:
    """Equal rewards for every action: nothing beats the greedy move, so it is kept."""
    flat = searcher(lambda state: [0.0] * len(state.players))
    for state, seat in bid_decisions(3):
        assert flat.choose(state, seat) == greedy.GreedyPlayer(0).choose(state, seat)


def test_a_clear_difference_overrules_the_prior() -> None:
    """When only the cards kept count, the Refill card (which spends no Habitat card) wins
    every paired comparison: the search takes it even where the greedy bids a card."""
    overruled = 0
    for state, seat in bid_decisions(3):
        hand = len(state.hands[seat])  # type: ignore[attr-defined]
        choice = searcher(own_hand(seat, hand)).choose(state, seat)
        assert choice.code == "bid:R"
        overruled += greedy.GreedyPlayer(0).choose(state, seat).code != "bid:R"
    assert overruled > 0


def test_iteration_cap_counts_playouts_and_choices_repeat() -> None:
    state, seat = bid_decisions(1)[0]
    legal = len(state.legal_actions(seat))
    first = searcher(greedy.estimate, iterations=5 * legal)
    again = searcher(greedy.estimate, iterations=5 * legal)
    assert first.choose(state, seat) == again.choose(state, seat)
    assert first.last_iterations == 5 * legal


def test_horizon_value_rises_with_what_scores() -> None:
    """``greedy.estimate``'s fitted weights, at every stage of the game: one more card of the
    best species, one more score token or one more card in hand is worth more, never less."""
    rng = Rng(5)
    for state, seat in bid_decisions(2):
        base = greedy.estimate(state)[seat]
        collection = state.collections[seat]  # type: ignore[attr-defined]
        best = max(collection, key=collection.get)
        for change in ("animal", "token", "card"):
            richer: Any = state.copy()
            if change == "animal":
                richer.collections[seat][best] += 1
            elif change == "token":
                richer.points[seat] += 1
            else:
                richer.hands[seat].append(rng.choice(["F1", "S2", "M3", "W4"]))
            assert greedy.estimate(richer)[seat] > base, change
