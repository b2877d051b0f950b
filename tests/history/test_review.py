"""A person's review of their own game (bot/core/review.py): read from the golden games
(tests/history/golden). The three costliest decisions are real positions of the game, and a
search at a larger budget confirms that the better choice keeps more than the one played."""

from __future__ import annotations

import copy
import json
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
    plan,
    position,
    review,
    review_of,
    score_part,
    value,
)
from bot.core.thinking import Thinkers
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


@cache
def scored_in_one_go(game: str, seat: int, upto: int | None = None
                     ) -> tuple[list[dict[str, Any]], str | None]:
    """``score_part`` of the golden game (or its first ``upto`` moves) from the start to the
    end in one go, scored once (a search per decision: seconds) for the verdicts test and the
    cut-in-parts test, which read it."""
    states = golden(game)
    final = states[-1] if upto is None else states[upto]
    return score_part(final.to_json(), seat, None, None)


def costs(game: str, seat: int, upto: int | None = None) -> list[list[Any]]:
    """Every decision's verdict, ``[index, better, cost]``, of the golden game (or its first
    ``upto`` moves)."""
    scored, _ = scored_in_one_go(game, seat, upto)
    return [[c["index"], c["better"], c["cost"]] for c in scored]


#: the verdicts of every decision of seat 0 ([index, better, cost]) in the golden Wild Cards
#: game and the first 200 moves of the WildLife one, as the review gave them in one process
#: before it was spread over the workers: the same positions and seeds give the same verdicts
VERDICTS = json.loads((Path(__file__).parent / "review_verdicts.json").read_text("utf-8"))


@pytest.mark.parametrize("game", sorted(VERDICTS))
def test_a_review_keeps_its_verdicts(game: str) -> None:
    pinned = VERDICTS[game]
    assert costs(game, pinned["seat"], pinned["moves"]) == pinned["decisions"]


def test_a_review_cut_into_parts_is_the_same_review() -> None:
    """Scored in parts (the plan's cuts) and in jobs that hand the worker back after every
    decision, resumed from the state each returns: the same verdicts as in one go."""
    state_json = golden("wildcards")[-1].to_json()
    whole, rest = copy.deepcopy(scored_in_one_go("wildcards", 0, None))
    assert rest is None
    pieces = plan(state_json, 0, 4)
    assert len(pieces) == 4 and pieces[0][0] is None
    cut: list[dict[str, Any]] = []
    for resume, end in pieces:
        while True:
            got, resume = score_part(state_json, 0, resume, end, seconds=0.0)
            assert len(got) <= 1
            cut += got
            if resume is None:
                break
    assert cut == whole


async def test_the_workers_give_the_review_of_one_process() -> None:
    """Through the bot's AI worker processes (two), as ``/game review`` asks it: the same
    review as ``review_of``."""
    thinkers = Thinkers(processes=2)
    try:
        told = await review(thinkers, golden("wildcards")[-1], 1)
    finally:
        thinkers.close()
    assert told == reviewed("wildcards", 1)
