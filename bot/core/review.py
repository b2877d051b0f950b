"""A person's review of their own finished game (docs/history.md, "Your review"): each of
their decisions scored by the search at a fixed budget against the best choice it finds, the
three costliest shown as positions with the better choice and why, and one accuracy figure.

How a decision is scored: the game is rebuilt from its seed and log (bot/core/replays.py), and
at each of the person's decisions with more than one legal choice the search (ISMCTS at
``ITERATIONS`` iterations, no clock: the same game gives the same review) decides for them on
what they knew then: a determinization for their seat (bot/core/hints.py). When it agrees with
what they played, the decision cost nothing. Otherwise both choices are played out on
``SAMPLES`` determinizations, each followed by the person's own next sub-steps (greedy), and
scored with the game's ``estimate`` of their final score less the best other's (the same
reading the search maximises): the cost is how much less the played choice kept, never
below 0. **Accuracy** is the share of those decisions that cost at most ``CLOSE`` points.
The costliest are shown only when a search at ``LARGER`` times the budget confirms them.

All of it is CPU work of seconds: it runs in the AI workers (``review``), never on the event
loop, and returns plain data; the words are said in the reader's language by whoever shows it.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from typing import Any

from bot.core import workers
from bot.core.hints import FOLLOW, information_state, why
from bot.core.thinking import Thinkers, waiting
from engine import ai
from engine.core import Action, Rng, State
from engine.registry import from_json, new_game
from engine.search import fast_copy

#: the search's iterations per decision: fixed, so a review is reproducible and bounded
ITERATIONS = 8
#: determinizations each of the two choices is played out on
SAMPLES = 2
#: a decision within this many points of the best counts as accurate
CLOSE = 1.0
#: the costliest decisions shown
SHOWN = 3
#: how many times the budget the search that confirms a costly decision has
LARGER = 4
#: the costly decisions checked again at most, costliest first
TRIED = 8
#: the confirming search's seeds differ from the review's (other determinizations)
CONFIRM_SEED = 1_000_003
#: the parts a review's decisions are cut into, per AI worker: a worker done with its part
#: takes the next, so a part of slow decisions does not leave the others idle
PARTS_PER_WORKER = 4
#: seconds of scoring in one worker job: then (or as soon as an AI seat waits) the worker
#: hands the rest of its part back, so a review never holds it from an AI seat or a hint long
STRETCH = 1.0


def standing(state: State, seat: int) -> float:
    """The game's estimate of the seat's final score less the best other's."""
    module = ai.game_module(state.game)
    estimate = getattr(module, "estimate", None)
    if estimate is None:
        scores = [0.0] * len(state.players)
        for row in state.result().get("ranking", []):
            scores[int(row["seat"])] = float(row.get("score") or 0)
    else:
        scores = [float(v) for v in estimate(state)]
    others = [v for s, v in enumerate(scores) if s != seat]
    return scores[seat] - (max(others) if others else 0.0)


def value(state: State, seat: int, code: str, seed: int, samples: int = SAMPLES) -> float:
    """What ``code`` keeps for the seat, on average over ``samples`` determinizations of what
    the seat knew: played, then the seat's own next sub-steps by the search's rollout policy
    (a card's species, then its use: cheap, as the search's own playouts; the greedy's
    lookahead made a review of an Evolution game take minutes)."""
    module = ai.game_module(state.game)
    policy = getattr(module, "rollout_policy", None)
    total = 0.0
    for k in range(samples):
        after = fast_copy(information_state(state, seat, seed + 7919 * k))
        after.apply(seat, code)
        rng = Rng(seed + k)
        for _ in range(FOLLOW):
            if after.is_over() or after.to_act() != [seat] or policy is None:
                break
            after.apply(seat, policy(after, seat, rng).code)
        total += standing(after, seat)
    return total / samples


def best_choice(state: State, seat: int, seed: int, iterations: int) -> Action:
    """The search's choice for the seat at a fixed budget, on what the seat knew."""
    known = information_state(state, seat, seed)
    return ai.make_player(state.game, "search", seed, iterations=iterations).choose(known, seat)


def label(action: Action) -> Any:
    return action.label or action.code


def review_of(state_json: str, seat: int, seed: int = 0, iterations: int = ITERATIONS,
              samples: int = SAMPLES) -> dict[str, Any]:
    """In one process: the review of ``seat``'s play in the finished game ``state_json``
    (``review`` gives the same, spread over the AI workers).

    Plain data: ``decisions`` (choices with more than one legal option), ``close`` (those
    within ``CLOSE`` points of the best), ``accuracy`` (their share, 0..1, or None without
    decisions), and ``costliest``: up to three ``{"index"`` (the move's place in the log),
    ``"played"``, ``"better"`` (codes), ``"played_label"``, ``"better_label"``, ``"why"``
    (catalog messages), ``"cost"`` (points), ``"view"`` (the seat's view of the table
    then)``}``, costliest first."""
    costs, _ = score_part(state_json, seat, None, None, seed, iterations, samples)
    kept: list[dict[str, Any]] = []
    for costly in candidates(costs):
        if len(kept) == SHOWN:
            break
        if confirm_one(state_json, seat, costly, iterations, samples):
            kept.append(costly)
    return summary(costs, [explain_one(state_json, seat, c) for c in kept])


def summary(costs: list[dict[str, Any]], shown: list[dict[str, Any]]) -> dict[str, Any]:
    """The review's figures from every decision's cost, with the decisions shown."""
    close = sum(1 for c in costs if c["cost"] <= CLOSE)
    decisions = len(costs)
    return {"decisions": decisions, "close": close,
            "accuracy": close / decisions if decisions else None, "costliest": shown}


def candidates(costs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The decisions worth confirming: those that cost more than ``CLOSE``, costliest first
    (the earlier first among equal costs), at most ``TRIED``."""
    costly = sorted((c for c in costs if c["cost"] > CLOSE), key=lambda c: (-c["cost"],
                                                                          c["index"]))
    return costly[:TRIED]


def is_decision(state: State, seat: int) -> bool:
    """The seat has a choice here: more than one legal option in a game still going."""
    return not state.is_over() and len(state.legal_actions(seat)) > 1


def score_part(state_json: str, seat: int, resume: str | None, end: int | None,
               seed: int = 0, iterations: int = ITERATIONS, samples: int = SAMPLES,
               seconds: float | None = None) -> tuple[list[dict[str, Any]], str | None]:
    """In a worker: the cost of each of ``seat``'s decisions from the game ``resume`` (the
    state before a move of the log; None: the start) up to the log's move ``end`` (None: the
    end). With ``seconds``, the worker hands the rest back once it has scored that long, or
    as soon as an AI decision waits for a worker (thinking's board): the costs so far and the
    state to resume from (None when the part is done). A decision's cost depends only on
    the position and its index, so a review cut into parts and resumed is the same review."""
    final = from_json(state_json)
    replay = (from_json(resume) if resume is not None else
              new_game(final.game, list(final.players), options=final.options, seed=final.seed))
    began = time.perf_counter()
    costs: list[dict[str, Any]] = []
    last = len(final.log) if end is None else end
    for index in range(len(replay.log), last):
        mover, code = final.log[index]
        if mover == seat and is_decision(replay, seat):
            costs.append(scored(replay, seat, code, seed + index, iterations, samples)
                         | {"index": index})
            replay.apply(mover, code)
            if seconds is not None and index + 1 < last and (
                    time.perf_counter() - began >= seconds or waiting()):
                return costs, replay.to_json()
            continue
        replay.apply(mover, code)
    return costs, None


def plan(state_json: str, seat: int, parts: int) -> list[tuple[str | None, int]]:
    """In a worker: the game cut into about ``parts`` parts of as many of ``seat``'s
    decisions each: per part, the state it starts from (None: the start) and the log's move
    it ends before. One replay of the game (a few tenths of a second)."""
    final = from_json(state_json)
    replay = new_game(final.game, list(final.players), options=final.options, seed=final.seed)
    at: list[int] = []
    for index, (mover, code) in enumerate(final.log):
        if mover == seat and is_decision(replay, seat):
            at.append(index)
        replay.apply(mover, code)
    size = max(1, -(-len(at) // max(1, parts)))
    cuts = [at[k] for k in range(size, len(at), size)]
    cut = set(cuts)
    starts: list[str | None] = [None]
    ends = [*cuts, len(final.log)]
    if cuts:
        replay = new_game(final.game, list(final.players), options=final.options,
                          seed=final.seed)
        for index, (mover, code) in enumerate(final.log[:cuts[-1]]):
            if index in cut:
                starts.append(replay.to_json())
            replay.apply(mover, code)
        starts.append(replay.to_json())
    return list(zip(starts, ends, strict=True))


def scored(state: State, seat: int, code: str, seed: int, iterations: int,
           samples: int) -> dict[str, Any]:
    """One decision: the search's better choice, if any, and what the played one cost."""
    best = best_choice(state, seat, seed, iterations)
    if best.code == code:
        return {"played": code, "better": code, "cost": 0.0}
    cost = value(state, seat, best.code, seed, samples) - value(state, seat, code, seed,
                                                                samples)
    return {"played": code, "better": best.code, "cost": round(max(0.0, cost), 1)}


def explain_one(state_json: str, seat: int, costly: dict[str, Any]) -> dict[str, Any]:
    """In a worker: a shown decision's words: both choices' labels and why the better one is
    (hints' ``why``, on what the seat knew, compared with what was played), and the table as
    the seat saw it then."""
    state = position_state(from_json(state_json), costly["index"])
    legal = state.legal_actions(seat)
    by_code = {a.code: a for a in legal}
    played, better = by_code.get(costly["played"]), by_code[costly["better"]]
    seed = costly["index"]
    return {**costly, "played_label": label(played or Action(costly["played"])),
            "better_label": label(better), "view": state.view(seat),
            "why": why(information_state(state, seat, seed), seat, better, played, legal,
                       seed)}


def confirm_one(state_json: str, seat: int, costly: dict[str, Any], iterations: int = ITERATIONS,
                samples: int = SAMPLES) -> bool:
    """In a worker: whether a search at ``LARGER`` times the budget, on other
    determinizations, confirms a costly decision's better choice: it does not choose what
    was played, and the better choice still keeps more. A small search is noisy; a decision
    it alone called costly is not shown (the ``TRIED`` costliest are checked, costliest
    first, until ``SHOWN`` are confirmed)."""
    before = position_state(from_json(state_json), costly["index"])
    seed = CONFIRM_SEED + costly["index"]
    if best_choice(before, seat, seed, LARGER * iterations).code == costly["played"]:
        return False
    return value(before, seat, costly["better"], seed, LARGER * samples) > value(
        before, seat, costly["played"], seed, LARGER * samples)


def position_state(final: State, index: int) -> State:
    """The game just before the log's move ``index``."""
    replay = new_game(final.game, list(final.players), options=final.options, seed=final.seed)
    for mover, code in final.log[:index]:
        replay.apply(mover, code)
    return replay


def position(final: State, index: int, seat: int) -> dict[str, Any]:
    """The seat's view of the table just before the log's move ``index``: the position a
    costly decision was made in (the game is over; the seat sees its own hand)."""
    return position_state(final, index).view(seat)


async def review(thinkers: Thinkers, final: State, seat: int) -> dict[str, Any]:
    """The review of ``seat``'s game, computed in the AI workers: the decisions cut into
    parts, scored by every worker at once (a worker done with one part takes the next), each
    part in jobs of about ``STRETCH`` seconds that hand the worker back as soon as an AI seat
    waits; then the costliest confirmed and explained, as many at once as there are workers.
    The same review as ``review_of``: a decision's cost depends on nothing but its position."""
    thinkers.start()
    pool, lanes = thinkers.pool, max(1, thinkers.processes)
    state_json = final.to_json()
    todo = deque(await workers.run(pool, plan, state_json, seat, PARTS_PER_WORKER * lanes))
    costs: list[dict[str, Any]] = []

    async def score() -> None:
        while todo:
            resume, end = todo.popleft()
            while True:
                got, resume = await workers.run(pool, score_part, state_json, seat, resume, end,
                                                0, ITERATIONS, SAMPLES, STRETCH)
                costs.extend(got)
                if resume is None:
                    break

    await asyncio.gather(*(score() for _ in range(lanes)))
    costs.sort(key=lambda c: c["index"])
    tried = candidates(costs)
    verdicts: dict[int, bool] = {}
    asked = 0

    async def confirm() -> None:
        nonlocal asked
        while asked < len(tried) and sum(verdicts.values()) < SHOWN:
            k, asked = asked, asked + 1
            verdicts[k] = await workers.run(pool, confirm_one, state_json, seat, tried[k])

    await asyncio.gather(*(confirm() for _ in range(lanes)))
    # the candidates asked form a prefix, all answered: its first SHOWN confirmed are the ones
    # the costliest-first check in one process keeps
    kept = [tried[k] for k in sorted(verdicts) if verdicts[k]][:SHOWN]
    shown = await asyncio.gather(*(workers.run(pool, explain_one, state_json, seat, c)
                                   for c in kept))
    return summary(costs, list(shown))
