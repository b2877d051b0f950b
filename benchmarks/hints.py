"""Hints for learners (docs/ai.md, "Hints"): how often a hint's reason is a generic line, how
far off the numbers it shows are, and how long a hint takes.

Run: ``.venv/bin/python -m benchmarks.hints [--positions 200] [--lang en] [--seed 7]
[--title wildcards]``.

Positions: per title, games played by the greedy for every seat from seeds ``--seed``,
``--seed + 1``…; from each game ``PER_GAME`` decisions spread over its length where the seat to
act has two choices or more, until ``--positions`` decisions. For each, the hint is worked out
as the AI worker does it (``bot.core.hints.advise``, in this process, with the bot's 0.5 s
budget and an AI seat's deadline), and the benchmark prints per title:

* ``generic``: the share of hints whose whole reason is the fallback line (no gain now, no
  holding nor scoring category that differs from the runner-up's playouts); goal 10 % or less.
  A reason saying the runner-up came out the same in every playout is counted apart.
* ``error``: the numbers a reason shows, checked against the real state (which the hint never
  reads: it sees a determinization for the asker). A "scores now" line's points per scoring
  category against what the same steps score on the real state; a "played out over the next
  N moves … on average P points more for <category>" line's P against the difference in that
  category when both choices are played out once on the real state with the same policy and
  dice (the outcome the line forecasts). Printed as the mean absolute error and how many
  numbers were shown.
* the time from asking to the answer (p50, max), the AI worker's part only (no queue).

The first hint of each title is printed with its reason in ``--lang``.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import engine
from bot.core import hints
from bot.core.texts import label
from bot.core.thinking import ALLOWANCE, LIMIT
from engine import ai
from engine.search import SearchSettings, moves_of
from words import LANGUAGES, say

#: (title, players)
GAMES = (("wildlife", 4), ("wildcards", 3), ("evolution", 3))
PER_GAME = 5  # decisions taken from one game
BUDGET = 0.5  # the bot's thinking budget (bot/core/thinking.py)
GENERIC = {"hint-why-search", "hint-why-estimate"}  # the fallback lines (the second: before)


def positions(game: str, players: int, count: int, seed: int) -> list[engine.State]:
    """``count`` decisions with two choices or more from greedy games, spread over each."""
    out: list[engine.State] = []
    g = seed
    while len(out) < count:
        state = engine.new_game(game, [f"P{i + 1}" for i in range(players)], seed=g)
        greedy = ai.make_player(game, "greedy", g)
        trail: list[engine.State] = []
        while not state.is_over():
            seat = state.to_act()[0]
            if len(moves_of(state, seat, SearchSettings().skip)) > 1:
                trail.append(state.copy())
            state.apply(seat, greedy.choose(state, seat))
        step = max(1, len(trail) // PER_GAME)
        out.extend(trail[step // 2::step][:PER_GAME])
        g += 1
    return out[:count]


def shown_numbers(state: engine.State, seat: int, found: Any, seed: int) -> list[float]:
    """The absolute errors of the numbers ``found.why`` shows (see the module's docstring)."""
    errors: list[float] = []
    for line in _lines(found.why):
        if line["key"] in ("hint-why-now", "hint-why-next"):
            chosen = state.action_from_code(seat, found.code)
            real = hints.gain_now(state, seat, chosen, seed)
            real_parts = _parts(real) if real is not None else {}
            for key, points in _parts(line).items():
                errors.append(abs(points - real_parts.get(key, 0)))
        elif line["key"] == "hint-vs-points":
            chosen = state.action_from_code(seat, found.code)
            other = state.action_from_code(seat, found.other)
            part = line["args"]["part"]["key"].removesuffix("-hint")
            real = hints.compare(state, seat, chosen, other, seed + 999, pairs=1, redraw=False)
            realized = real["parts"].get(part, 0.0) if real else 0.0
            errors.append(abs(line["args"]["points"] - realized))
    return errors


def _lines(why: dict[str, Any]) -> list[dict[str, Any]]:
    if why["key"] == "hint-why-both":
        return [why["args"]["first"], why["args"]["second"]]
    return [why]


def _parts(line: dict[str, Any]) -> dict[str, float]:
    """Signed points per category of a "scores now" line."""
    out = {}
    for item in line["args"]["parts"]:
        sign = -1 if item["key"] == "hint-points-less" else 1
        out[item["args"]["part"]["key"]] = sign * item["args"]["points"]
    return out


def run(lang: str, count: int, seed: int, titles: list[str]) -> None:
    for game, players in GAMES:
        if titles and game not in titles:
            continue
        times: list[float] = []
        generic, same, errors, first = 0, 0, [], None
        for n, state in enumerate(positions(game, players, count, seed)):
            seat = state.to_act()[0]
            asked = time.time()
            deadline = asked + min(ALLOWANCE * BUDGET, LIMIT)
            found = hints.advise(deadline, state.to_json(), seat, seed + n, BUDGET)
            times.append(time.time() - asked)
            generic += found.why["key"] in GENERIC
            same += found.why["key"] == "hint-why-same"
            errors += shown_numbers(state, seat, found, seed + n)
            if first is None:
                legal = {a.code: a for a in state.legal_actions(seat)}
                choice = label(lang, legal[found.code]) if found.code in legal else found.code
                first = f"{choice}: {say(lang, found.why)}"
        times.sort()
        mean = sum(errors) / len(errors) if errors else 0.0
        print(f"{game}: {len(times)} positions; generic {100 * generic / len(times):.0f} %"
              f" (and 'the runner-up comes out the same' {100 * same / len(times):.0f} %);"
              f" numbers shown {len(errors)}, mean abs error {mean:.2f} points;"
              f" time p50 {times[len(times) // 2]:.2f} s, max {times[-1]:.2f} s")
        print(f"  e.g. {first}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--lang", choices=LANGUAGES, default="en")
    parser.add_argument("--positions", type=int, default=200, help="decisions per title")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--title", action="append", default=[], help="only this title")
    args = parser.parse_args(argv)
    run(args.lang, args.positions, args.seed, args.title)


if __name__ == "__main__":
    main()
