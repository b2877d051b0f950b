"""The search's root widening (docs/ai.md): greedy players rank their candidates, and a search
with ``root_width`` k only chooses among the k best ranked. Iteration caps, no clock."""

from __future__ import annotations

import importlib
from dataclasses import replace

import pytest

import engine
from engine.core import Action, State
from engine.players import RandomPlayer
from engine.search import SearchPlayer

#: Titles whose greedy player ranks its candidates (Wild Cards decides from a bid model).
RANKED = {"wildlife": 4, "evolution": 3}


def decisions(game: str, seeds: range, steps: int) -> list[tuple[State, int]]:
    """Mid-game states from random play where the seat to act has several choices."""
    out = []
    for seed in seeds:
        state = engine.new_game(game, [f"P{i}" for i in range(RANKED[game])], seed=seed)
        rnd = RandomPlayer(seed)
        for k in range(steps + 40):
            if state.is_over():
                break
            seat = state.to_act()[0]
            if k >= steps and len(state.legal_actions(seat)) > 3:
                out.append((state.copy(), seat))
            state.apply(seat, rnd.choose(state, seat))
    return out


def greedy(game: str, seed: int):
    return importlib.import_module(f"engine.{game}.greedy").GreedyPlayer(seed)


@pytest.mark.parametrize("game", sorted(RANKED))
def test_ranking_starts_with_the_greedy_choice(game: str) -> None:
    """``ranked`` lists legal actions without repeats, the greedy's own choice first."""
    states = decisions(game, range(3), 20)[::5]
    assert len(states) >= 5
    for state, seat in states:
        legal = {a.code for a in state.legal_actions(seat)}
        order = [a.code for a in greedy(game, 3).ranked(state, seat)]
        assert order[0] == greedy(game, 3).choose(state, seat).code
        assert len(set(order)) == len(order) and set(order) <= legal


@pytest.mark.parametrize("game", sorted(RANKED))
@pytest.mark.parametrize("width", [1, 2])
def test_root_width_keeps_the_choice_among_the_best_ranked(game: str, width: int) -> None:
    """With a ranking that puts the legal actions in reverse order, a search of width k picks
    one of the last k legal actions, whatever its rollouts say."""
    module = importlib.import_module(f"engine.{game}.greedy")

    def reverse(state: State, seat: int) -> list[Action]:
        return list(reversed(state.legal_actions(seat)))

    settings = replace(module.SEARCH, budget=None, iterations=40, root_width=width)
    for state, seat in decisions(game, range(2), 30)[::7]:
        player = SearchPlayer(1, estimate=module.estimate, policy=module.rollout_policy,
                              settings=settings, rank=reverse)
        legal = [a.code for a in state.legal_actions(seat)]
        skip = {"cancel", "back", "unpay"}
        allowed = [c for c in reversed(legal)][:width]
        choice = player.choose(state, seat).code
        assert choice in allowed or (choice in legal and not set(allowed) - skip)


def test_wildlife_ranking_in_every_variant() -> None:
    """Seed 000's variants bring their own decisions (the organism chart auction bids for no
    card); the ranking covers every one, from the setup on, greedy's choice first."""
    options = {"unlimited_abilities": True, "auction_expand": True, "organism_auction": True,
               "rotating_start": True}
    state = engine.new_game("wildlife", [f"P{i}" for i in range(4)], seed=3, options=options)
    rnd = RandomPlayer(3)
    kinds = set()
    for _ in range(300):
        seat = state.to_act()[0]
        if len(state.legal_actions(seat)) > 1:
            order = greedy("wildlife", 1).ranked(state, seat)
            assert order[0].code == greedy("wildlife", 1).choose(state, seat).code
            kinds.add((state.pending or {}).get("k"))
        state.apply(seat, rnd.choose(state, seat))
    assert {"org_auction", "auction"} <= kinds
