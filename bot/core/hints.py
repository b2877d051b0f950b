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

Why, in game terms: the reason compares the choice with the runner-up (the search's second
choice): what the choice and the asker's own next sub-steps score at once, put down to the
step and the scoring categories that score it (``result()``'s breakdown, each category said
with what it means); then a holding (the title's ``holdings``: an area's majority, a Leader
card, food eaten) the choice gets at once, or that both choices' playouts on the same
determinizations and dice differ in, for the asker or an opponent; else the points of one
category they differ in, with how the number was made. No expected final score is shown;
benchmarks/hints.py measures the numbers against the real state.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from bot.core import workers
from bot.core.thinking import ALLOWANCE, FLOOR, LIMIT, MARGIN, Thinkers
from engine import ai
from engine.core import Action, Msg, Rng, State, msg
from engine.registry import from_json
from engine.search import SearchSettings, actor, fast_copy, moves_of, redeal, step

FOLLOW = 4  # the asker's own sub-steps finished after a choice (a card's use, its space)
REASON_SHARE = 0.25  # of a hint's thinking time kept for the reason's playouts
PAIRS = 6  # determinizations at most on which both choices are played out for the reason
HORIZON_FACTOR = 2  # the reason's playouts run this many times the search's rollout depth
CLEAR = 0.34  # a holding counts as gained from this mean difference (a third of the playouts)
CLEAR_POINTS = 0.5  # points of one category count as gained from this mean difference on


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


@dataclass(frozen=True)
class Advice:
    """A hint as the worker works it out: the choice, the runner-up it was compared with (the
    benchmark replays both on the real state to measure the reason's numbers), the reason."""

    code: str
    other: str | None
    why: Msg
    level: str
    then: tuple[str, ...]


def hint_by(deadline: float, state_json: str, seat: int, seed: int, budget: float | None,
            iterations: int | None = None) -> tuple[str, Msg, str, tuple[str, ...]]:
    """In a worker: the hint for ``seat``, decided on its information state only.
    ``iterations`` (tests, the demo): a cap and no clock, so the hint is reproducible."""
    found = advise(deadline, state_json, seat, seed, budget, iterations)
    return found.code, found.why, found.level, found.then


def advise(deadline: float, state_json: str, seat: int, seed: int, budget: float | None,
           iterations: int | None = None) -> Advice:
    """``hint_by``'s work: the search's choice (``REASON_SHARE`` of the time left for the
    reason), the runner-up, and why the one beats the other."""
    state = information_state(from_json(state_json), seat, seed)
    level = "search"
    until = None
    if iterations is None:
        spare = deadline - MARGIN - time.time()
        if spare < FLOOR:
            level = "greedy"
        whole = min(budget or spare, spare)
        until = time.time() + max(0.0, whole)  # the reason ends when the search alone would
        budget = whole * (1 - REASON_SHARE)
    else:
        budget = None
    legal = state.legal_actions(seat)
    player = ai.make_player(state.game, level, seed, budget, iterations=iterations)
    chosen = player.choose(state, seat)
    other = runner_up(state, seat, chosen, player)
    reason = why(state, seat, chosen, other, legal, seed, until)
    return Advice(chosen.code, other.code if other else None, reason, level,
                  then(state, seat, chosen, seed))


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


def runner_up(state: State, seat: int, chosen: Action, player: Any) -> Action | None:
    """The choice the reason compares with: the search's second best (its ``ranking``), else
    the greedy's best other; never a way back (``cancel``…), which gains nothing to compare."""
    kept = {a.code: a for a in moves_of(state, seat, SearchSettings().skip)}
    codes = list(getattr(player, "ranking", []) or [])
    ranked = getattr(player, "ranked", None)
    if not codes and ranked is not None:
        codes = [a.code for a in ranked(state, seat)]
    codes += list(kept)
    return next((kept[c] for c in codes if c != chosen.code and c in kept), None)


def why(state: State, seat: int, chosen: Action, other: Action | None, legal: list[Action],
        seed: int, until: float | None = None) -> Msg:
    """The reason, in game terms: what the choice (with the asker's own next sub-steps) scores
    now and from what, then what it gains over ``other`` in the playouts (a majority, an
    animal, points of one scoring category), or what ``other`` would let an opponent take."""
    if len(legal) == 1 or other is None:
        return msg("hint-why-only")
    now = gain_now(state, seat, chosen, seed)
    alike = gain_now(state, seat, other, seed)
    if now is not None and alike is not None and now["args"]["parts"] == alike["args"]["parts"]:
        now = None  # the runner-up scores the same at once: no reason to prefer the choice
    lines = [line for line in (now, against(state, seat, chosen, other, seed, until)) if line]
    if not lines:
        return msg("hint-why-search")
    return lines[0] if len(lines) == 1 else msg("hint-why-both", first=lines[0],
                                                 second=lines[1])


def gain_now(state: State, seat: int, chosen: Action, seed: int) -> Msg | None:
    """Points the choice and the asker's own next sub-steps score at once, from the step that
    scores them (a payment scores nothing; the animal taken after it does) and in which
    scoring category (``result()``'s breakdown)."""
    module = ai.game_module(state.game)
    greedy = module.GreedyPlayer(seed) if module is not None else None
    try:
        before = _standing(state, seat)
        after = fast_copy(state)
        action = chosen
        for index in range(FOLLOW + 1):
            after.apply(seat, action.code)
            now = _standing(after, seat)
            points = now["score"] - before["score"]
            if points >= 1:
                parts = _parts_said(before["parts"], now["parts"])
                if index == 0:
                    return msg("hint-why-now", parts=parts)
                return msg("hint-why-next", step=action.label or action.code, parts=parts)
            if (greedy is None or after.is_over() or after.to_act() != [seat]
                    or index == FOLLOW):
                return None
            before = now
            action = greedy.choose(after, seat)
    except Exception:  # a path the copy cannot replay: no reason rather than a wrong one
        return None
    return None


def _parts_said(before: dict[str, float], now: dict[str, float]) -> list[Msg]:
    """Each scoring category that changed, gains first: "3 points for Leader cards (…)" and
    "1 point less for …", so the points are put down to what scored them."""
    changes = sorted(((now[k] - before.get(k, 0), k) for k in now), reverse=True)
    return [msg("hint-points-for" if d > 0 else "hint-points-less", points=round(abs(d)),
                part=msg(k + "-hint")) for d, k in changes if round(abs(d))]


def against(state: State, seat: int, chosen: Action, other: Action, seed: int,
            until: float | None) -> Msg | None:
    """What the playouts of both choices differ in, for the asker: a holding it gets (an area's
    majority, a Leader card, an animal), one an opponent would get with ``other``, or more
    points in one scoring category. None when the playouts show no clear difference."""
    module = ai.game_module(state.game)
    if module is None or not hasattr(module, "holdings"):
        return None
    name = other.label or other.code
    at_once = [_own_steps(state, seat, action, module, seed) for action in (chosen, other)]
    if at_once[0] is not None and at_once[1] is not None:
        now: list[dict[str, float]] = [{k: float(v[o] - at_once[1][k][o])
                                        for k, v in at_once[0].items()}
                                       for o in range(len(state.players))]
        held = _holding(now, seat, [k for k in now[seat] if not k.startswith("res:")])
        if held is not None:
            return _held(state, seat, name, module, *held)
    diff = compare(state, seat, chosen, other, seed, until)
    if diff is None:
        return None
    scored = [k for k in diff["holdings"][seat] if not k.startswith("res:")]
    held = _holding(diff["holdings"], seat, scored)
    if held is None:
        parts = [(v, k) for k, v in diff["parts"].items() if v >= CLEAR_POINTS]
        if parts:
            points, part = max(parts)
            return msg("hint-vs-points", other=name, points=round(points, 1),
                       part=msg(part + "-hint"), moves=diff["moves"])
        held = _holding(diff["holdings"], seat, [k for k in diff["holdings"][seat]
                                                 if k.startswith("res:")])
    if held is None:
        return msg("hint-why-same", other=name) if not diff["differs"] else None
    return _held(state, seat, name, module, *held)


def _held(state: State, seat: int, other: Any, module: Any, key: str, who: int) -> Msg:
    """The holding ``key`` the choice gets the asker, or that ``other`` would get ``who``."""
    if who == seat:
        return msg("hint-vs-gets", other=other, thing=module.holding(key))
    return msg("hint-vs-denies", other=other, player=state.players[who],
               thing=module.holding(key))


def _own_steps(state: State, seat: int, action: Action, module: Any,
               seed: int) -> dict[str, list[int]] | None:
    """Every seat's holdings once ``action`` and the asker's own next sub-steps (greedy)
    are played: what the choice gets at once, before anyone else moves."""
    greedy = module.GreedyPlayer(seed)
    try:
        after = fast_copy(state)
        after.apply(seat, action.code)
        for _ in range(FOLLOW):
            if after.is_over() or after.to_act() != [seat]:
                break
            after.apply(seat, greedy.choose(after, seat).code)
        return dict(module.holdings(after))
    except Exception:  # a path the copy cannot replay: nothing said of it
        return None


def _holding(diffs: list[dict[str, float]], seat: int,
             keys: list[str]) -> tuple[str, int] | None:
    """The first of ``keys`` (the game lists them most telling first) that the choice clearly
    gets the asker, or else that the runner-up clearly gets an opponent: (key, who)."""
    for key in keys:
        if diffs[seat][key] >= CLEAR:
            return key, seat
        rivals = [(-d[key], o) for o, d in enumerate(diffs) if o != seat and -d[key] >= CLEAR]
        if rivals:
            return key, max(rivals)[1]
    return None


def compare(state: State, seat: int, chosen: Action, other: Action, seed: int,
            until: float | None = None, *, pairs: int = PAIRS,
            redraw: bool = True) -> dict[str, Any] | None:
    """Both choices played out on the same determinizations with the same dice (the asker's
    own next sub-steps by the greedy, then every seat by the game's rollout policy, for
    ``HORIZON_FACTOR`` x the search's rollout depth actions): the mean difference, chosen
    minus ``other``, of every seat's holdings and of the asker's score by category.

    ``redraw`` False plays out ``state`` itself (the benchmark's check on the real state);
    ``until`` stops adding pairs at that time (at least one is played)."""
    module = ai.game_module(state.game)
    if module is None:
        return None
    moves = HORIZON_FACTOR * module.SEARCH.rollout_depth
    determinize = getattr(module, "determinize", redeal)
    sums: list[dict[str, float]] = [{} for _ in state.players]
    parts: dict[str, float] = {}
    done = differs = 0
    for k in range(pairs):
        if done and until is not None and time.time() >= until:
            break
        det = determinize(state, seat, seed + 101 * k) if redraw else state
        ends = [_playout(det, seat, action, module, seed + 7 * k, moves)
                for action in (chosen, other)]
        if ends[0] is None or ends[1] is None:
            continue
        done += 1
        differs += ends[0] != ends[1]
        for o in range(len(state.players)):
            for key, value in ends[0]["holdings"].items():
                delta = value[o] - ends[1]["holdings"][key][o]
                sums[o][key] = sums[o].get(key, 0.0) + delta
        for key, value in ends[0]["parts"].items():
            parts[key] = parts.get(key, 0.0) + value - ends[1]["parts"].get(key, 0.0)
    if not done:
        return None
    return {"holdings": [{k: v / done for k, v in held.items()} for held in sums],
            "parts": {k: v / done for k, v in parts.items()}, "moves": moves, "pairs": done,
            "differs": differs}


def _playout(det: State, seat: int, action: Action, module: Any, seed: int,
             moves: int) -> dict[str, Any] | None:
    """The holdings of every seat and the asker's score by category after ``action`` and
    ``moves`` more actions (the asker's own sub-steps by the greedy, then the rollout policy)."""
    greedy = module.GreedyPlayer(seed)
    rng = Rng(seed * 31 + 17)
    try:
        after = fast_copy(det)
        after.apply(seat, action.code)
        own = True
        for done in range(moves):
            who = actor(after)
            if after.is_over() or who < 0:
                break
            own = own and done < FOLLOW and after.to_act() == [seat]
            choice = (greedy.choose(after, who) if own
                      else module.rollout_policy(after, who, rng))
            step(after, who, choice)
        return {"holdings": module.holdings(after), "parts": _standing(after, seat)["parts"]}
    except Exception:  # a path the copy cannot replay: this pair says nothing
        return None


def _standing(state: State, seat: int) -> dict[str, Any]:
    """The seat's score and its parts (``result()``'s breakdown, by catalog key) now."""
    entry = next(e for e in state.result()["ranking"] if e.get("seat") == seat)
    parts = {str(k): float(v) for k, v in (entry.get("breakdown") or {}).items()
             if isinstance(v, int | float)}
    return {"score": float(entry.get("score", 0)), "parts": parts}


async def hint(thinkers: Thinkers, state: State, seat: int, seed: int) -> Hint:
    """The hint for ``seat``, from the AI workers, within an AI seat's deadline."""
    thinkers.start()
    deadline = time.time() + min(ALLOWANCE * thinkers.budget, LIMIT)
    code, reason, level, follow = await workers.run(
        thinkers.pool, hint_by, deadline, state.to_json(), seat, seed, thinkers.budget)
    return Hint(code, reason, level, tuple(follow))
