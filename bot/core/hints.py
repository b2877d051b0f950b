"""Hints for learners (docs/playing.md, "Learning"; docs/ai.md, "Hints"): the search's choice
for the decision in front of a person, with one line of why.

A hint is computed the way an AI seat decides (bot/core/thinking.py): in the AI workers, so a
half second of search never stalls another table, within the same deadline (twice the budget,
at most ``thinking.LIMIT`` seconds; the greedy decides when the queue left too little). And
from the same information: the first thing the worker does is to replace the state by a
determinization for the asker's seat (the game's own ``determinize``, as the search's), in
which everything the asker cannot see (other hands, face-down bids, the deck order, the
generator) is re-drawn. Nothing after that reads the real state, so two states that differ only
in what the asker cannot see give the same hint (tests/bot/test_hints.py).

Why, in one line: the worker plays the suggested choice on the determinization, finishes the
asker's own sub-steps with the greedy (a card, then its use, then the space), and compares
the asker's score (``result()``, the score had the game ended there) and the game's
``estimate`` of their final score with what the runner-up choice gives: points scored now,
food gained, or the points the search's estimate expects more than the runner-up's. Points
scored now name the part of the score they go to (``result()``'s breakdown: a WildLife small
scoring for filling an area, a Wild Cards species or leader, an Evolution population).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from bot.core import workers
from bot.core.thinking import ALLOWANCE, FLOOR, LIMIT, MARGIN, Thinkers
from engine import ai
from engine.core import Action, Msg, State, msg
from engine.registry import from_json
from engine.search import SearchSettings, fast_copy, moves_of, redeal

FOLLOW = 4  # the asker's own sub-steps finished after a choice (a card's use, its space)


@dataclass(frozen=True)
class Hint:
    """The suggested choice (its code, as the panel offers it) and why, as a ``Msg``."""

    code: str
    why: Msg
    level: str  # "search", or "greedy" when the queue left too little time
    then: tuple[str, ...] = ()  # the asker's own next sub-steps after it, as the greedy
    #   finishes them (a card's species, then its use): where a chain of choices goes


def information_state(state: State, seat: int, seed: int) -> State:
    """What ``seat`` knows of ``state``: a determinization for that seat, made as the search
    makes its own (the game's ``determinize``, else the engine's ``redeal``)."""
    module = ai.game_module(state.game)
    determinize = getattr(module, "determinize", redeal) if module is not None else redeal
    return determinize(state, seat, seed)


def hint_by(deadline: float, state_json: str, seat: int, seed: int, budget: float | None,
            iterations: int | None = None) -> tuple[str, Msg, str, tuple[str, ...]]:
    """In a worker: the hint for ``seat``, decided on its information state only.
    ``iterations`` (tests, the demo): a cap and no clock, so the hint is reproducible."""
    state = information_state(from_json(state_json), seat, seed)
    level = "search"
    if iterations is None:
        spare = deadline - MARGIN - time.time()
        if spare < FLOOR:
            level = "greedy"
        budget = min(budget or spare, spare)
    else:
        budget = None
    legal = state.legal_actions(seat)
    player = ai.make_player(state.game, level, seed, budget, iterations=iterations)
    chosen = player.choose(state, seat)
    return chosen.code, why(state, seat, chosen, legal, seed), level, then(state, seat, chosen,
                                                                            seed)


def then(state: State, seat: int, chosen: Action, seed: int) -> tuple[str, ...]:
    """The seat's own next sub-steps after ``chosen``, as the greedy plays them (the same
    follow-up ``why`` scores): the rest of the path a hint suggests."""
    module = ai.game_module(state.game)
    if module is None:
        return ()
    greedy = module.GreedyPlayer(seed)
    out: list[str] = []
    try:
        after = fast_copy(state)
        after.apply(seat, chosen.code)
        for _ in range(FOLLOW):
            if after.is_over() or after.to_act() != [seat]:
                break
            code = greedy.choose(after, seat).code
            after.apply(seat, code)
            out.append(code)
    except Exception:  # a path the copy cannot replay: the choice alone
        return ()
    return tuple(out)


def why(state: State, seat: int, chosen: Action, legal: list[Action], seed: int) -> Msg:
    """One line of what ``chosen`` gains the seat, against the runner-up choice."""
    if len(legal) == 1:
        return msg("hint-why-only")
    module = ai.game_module(state.game)
    greedy = module.GreedyPlayer(seed) if module is not None else None
    mine = _played(state, seat, chosen, greedy)
    if mine is None:
        return msg("hint-why-search")
    before = _standing(state, seat)
    points, food = mine["score"] - before["score"], mine["food"] - before["food"]
    if points >= 1:
        gains = {key: value - before["parts"].get(key, 0) for key, value in mine["parts"].items()}
        part = max(gains, key=lambda key: gains[key], default=None)
        if part is not None and gains[part] >= 1:  # where the points come from: an area, ...
            return msg("hint-why-points-in", points=round(points), part=msg(part))
        return msg("hint-why-points", points=round(points))
    if food >= 1:
        return msg("hint-why-food", food=round(food))
    ranked = getattr(greedy, "ranked", None)
    kept = {a.code for a in moves_of(state, seat, SearchSettings().skip)}
    others = [a for a in (ranked(state, seat) if ranked else legal)
              if a != chosen and a.code in kept]  # a way back gains nothing to compare
    other = _played(state, seat, others[0], greedy) if others else None
    if other is not None and mine["estimate"] - other["estimate"] >= 0.5:
        return msg("hint-why-better", points=round(mine["estimate"] - other["estimate"], 1),
                   other=others[0].label or others[0].code)
    return msg("hint-why-estimate", points=round(mine["estimate"]))


def _played(state: State, seat: int, action: Action, greedy: Any) -> dict[str, Any] | None:
    """The seat's standing after ``action`` and its own next few sub-steps (greedy)."""
    try:
        after = fast_copy(state)
        after.apply(seat, action.code)
        for _ in range(FOLLOW):
            if after.is_over() or after.to_act() != [seat] or greedy is None:
                break
            after.apply(seat, greedy.choose(after, seat).code)
        return _standing(after, seat)
    except Exception:  # a choice the copy cannot replay: no reason rather than a wrong one
        return None


def _standing(state: State, seat: int) -> dict[str, Any]:
    """The seat's score, its parts (``result()``'s breakdown, by catalog key) and food now,
    and the game's estimate of its final score."""
    entry = next(e for e in state.result()["ranking"] if e.get("seat") == seat)
    module = ai.game_module(state.game)
    estimate = getattr(module, "estimate", None)
    parts = {str(k): float(v) for k, v in (entry.get("breakdown") or {}).items()
             if isinstance(v, int | float)}
    return {"score": float(entry.get("score", 0)), "food": float(entry.get("food", 0) or 0),
            "parts": parts, "estimate": float(estimate(state)[seat]) if estimate else 0.0}


async def hint(thinkers: Thinkers, state: State, seat: int, seed: int) -> Hint:
    """The hint for ``seat``, from the AI workers, within an AI seat's deadline."""
    thinkers.start()
    deadline = time.time() + min(ALLOWANCE * thinkers.budget, LIMIT)
    code, reason, level, follow = await workers.run(
        thinkers.pool, hint_by, deadline, state.to_json(), seat, seed, thinkers.budget)
    return Hint(code, reason, level, tuple(follow))
