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

from typing import Any

from bot.core import workers
from bot.core.hints import FOLLOW, information_state, why
from bot.core.thinking import Thinkers
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
    """In a worker: the review of ``seat``'s play in the finished game ``state_json``.

    Plain data: ``decisions`` (choices with more than one legal option), ``close`` (those
    within ``CLOSE`` points of the best), ``accuracy`` (their share, 0..1, or None without
    decisions), and ``costliest``: up to three ``{"index"`` (the move's place in the log),
    ``"played"``, ``"better"`` (codes), ``"played_label"``, ``"better_label"``, ``"why"``
    (catalog messages), ``"cost"`` (points), ``"view"`` (the seat's view of the table
    then)``}``, costliest first."""
    final = from_json(state_json)
    replay = new_game(final.game, list(final.players), options=final.options, seed=final.seed)
    costs: list[dict[str, Any]] = []
    decisions = 0
    for index, (mover, code) in enumerate(final.log):
        if mover == seat and not replay.is_over():
            legal = replay.legal_actions(seat)
            if len(legal) > 1:
                decisions += 1
                costs.append(scored(replay, seat, code, seed + index, iterations, samples)
                         | {"index": index})
        replay.apply(mover, code)
    close = sum(1 for c in costs if c["cost"] <= CLOSE)
    worst = confirmed(final, seat, sorted((c for c in costs if c["cost"] > CLOSE),
                                          key=lambda c: (-c["cost"], c["index"])),
                      iterations, samples)
    shown = [explained(position_state(final, c["index"]), seat, c) for c in worst]
    return {"decisions": decisions, "close": close,
            "accuracy": close / decisions if decisions else None, "costliest": shown}


def scored(state: State, seat: int, code: str, seed: int, iterations: int,
           samples: int) -> dict[str, Any]:
    """One decision: the search's better choice, if any, and what the played one cost."""
    best = best_choice(state, seat, seed, iterations)
    if best.code == code:
        return {"played": code, "better": code, "cost": 0.0}
    cost = value(state, seat, best.code, seed, samples) - value(state, seat, code, seed,
                                                                samples)
    return {"played": code, "better": best.code, "cost": round(max(0.0, cost), 1)}


def explained(state: State, seat: int, costly: dict[str, Any]) -> dict[str, Any]:
    """A shown decision's words: both choices' labels and why the better one is (hints'
    ``why``, on what the seat knew, compared with what was played), and the table as the
    seat saw it then."""
    legal = state.legal_actions(seat)
    by_code = {a.code: a for a in legal}
    played, better = by_code.get(costly["played"]), by_code[costly["better"]]
    seed = costly["index"]
    return {**costly, "played_label": label(played or Action(costly["played"])),
            "better_label": label(better), "view": state.view(seat),
            "why": why(information_state(state, seat, seed), seat, better, played, legal,
                       seed)}


def confirmed(final: State, seat: int, candidates: list[dict[str, Any]], iterations: int,
              samples: int) -> list[dict[str, Any]]:
    """The costliest ``SHOWN`` of ``candidates`` (costliest first) whose better choice a
    search at ``LARGER`` times the budget, on other determinizations, confirms: it does not
    choose what was played, and the better choice still keeps more. A small search is noisy;
    a decision it alone called costly is not shown (at most ``TRIED`` are checked)."""
    kept: list[dict[str, Any]] = []
    for costly in candidates[:TRIED]:
        if len(kept) == SHOWN:
            break
        before = position_state(final, costly["index"])
        seed = CONFIRM_SEED + costly["index"]
        if best_choice(before, seat, seed, LARGER * iterations).code == costly["played"]:
            continue
        if value(before, seat, costly["better"], seed, LARGER * samples) > value(
                before, seat, costly["played"], seed, LARGER * samples):
            kept.append(costly)
    return kept


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
    """The review of ``seat``'s game, computed in the AI workers."""
    thinkers.start()
    return dict(await workers.run(thinkers.pool, review_of, final.to_json(), seat))
