"""A person's review of their own game (bot/core/review.py): read from the golden games
(tests/history/golden). The three costliest decisions are real positions of the game, and a
search at a larger budget confirms that the better choice keeps more than the one played."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pytest

from bot.core.replays import load, rebuild
from bot.core.review import (
    CLOSE,
    ITERATIONS,
    LARGER,
    SAMPLES,
    best_choice,
    position,
    review_of,
    value,
)
from engine.core import State

GOLDEN = Path(__file__).parent / "golden"


@cache
def golden(game: str) -> list[State]:
    return rebuild(load((GOLDEN / f"{game}.json").read_text(encoding="utf-8")))


@cache
def reviewed(game: str, seat: int) -> dict[str, Any]:
    return review_of(golden(game)[-1].to_json(), seat)


@pytest.mark.parametrize("seat", [0, 1])
def test_the_costliest_decisions_are_real_positions_of_the_game(seat: int) -> None:
    states, told = golden("wildcards"), reviewed("wildcards", seat)
    final = states[-1]
    assert told["costliest"], "a greedy-played game has decisions the search would change"
    assert len(told["costliest"]) <= 3
    costs = [c["cost"] for c in told["costliest"]]
    assert costs == sorted(costs, reverse=True) and all(c > CLOSE for c in costs)
    for costly in told["costliest"]:
        mover, code = final.log[costly["index"]]
        assert (mover, code) == (seat, costly["played"]), "what the person really played"
        before = states[costly["index"]]
        legal = {a.code for a in before.legal_actions(seat)}
        assert {costly["played"], costly["better"]} <= legal and len(legal) > 1
        assert costly["better"] != costly["played"] and costly["why"].get("key")
        assert position(final, costly["index"], seat) == before.view(seat)


@pytest.mark.parametrize("seat", [0, 1])
def test_a_larger_search_confirms_each_better_choice(seat: int) -> None:
    """Twice the review's confirming budget (eight times its own), on determinizations of
    its own: the search does not choose what was played, and the better choice still keeps
    more for the person than it."""
    states, told = golden("wildcards"), reviewed("wildcards", seat)
    for costly in told["costliest"]:
        before, seed = states[costly["index"]], costly["index"]
        budget = 2 * LARGER
        better = value(before, seat, costly["better"], seed + 77, budget * SAMPLES)
        played = value(before, seat, costly["played"], seed + 77, budget * SAMPLES)
        assert better > played, costly
        again = best_choice(before, seat, seed + 77, budget * ITERATIONS)
        assert again.code != costly["played"], costly


def test_accuracy_is_the_share_of_decisions_close_to_the_best() -> None:
    told = reviewed("wildcards", 0)
    assert 0 < told["close"] <= told["decisions"]
    assert told["accuracy"] == told["close"] / told["decisions"]
    assert told == review_of(golden("wildcards")[-1].to_json(), 0), "the same game, the same review"
