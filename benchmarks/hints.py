"""Hints for learners (docs/ai.md, "Hints"): what a hint says and how long it takes.

Run: ``.venv/bin/python -m benchmarks.hints [--lang en] [--asks 5] [--processes 1]``.

For each title, a seeded game is played by random seats to a decision in its middle; the hint
for the seat to act is asked through the bot's own path (``bot.core.hints.hint``: the AI
workers, an AI seat's deadline) ``--asks`` times. Prints the first hint with its reason in
the chosen language, and per title the asked-to-answered time (p50 and max) and which level
answered (the search, or the greedy when the deadline was too near).
"""

from __future__ import annotations

import argparse
import asyncio
import time

import engine
from bot.core.hints import hint
from bot.core.texts import label
from bot.core.thinking import Thinkers
from engine.players import RandomPlayer
from words import LANGUAGES, say

#: (title, players, random moves before the decision asked about)
GAMES = (("wildlife", 4, 120), ("wildcards", 3, 40), ("evolution", 3, 60))


def decision(game: str, players: int, moves: int, seed: int) -> engine.State:
    state = engine.new_game(game, [f"P{i + 1}" for i in range(players)], seed=seed)
    rnd = RandomPlayer(seed)
    for _ in range(moves):
        seat = state.to_act()[0]
        state.apply(seat, rnd.choose(state, seat))
    return state


async def run(lang: str, asks: int, processes: int, seed: int) -> None:
    thinkers = Thinkers(processes)
    thinkers.start()
    try:  # the bot starts its workers at start-up: their first imports are not timed
        warm = decision("wildcards", 3, 5, seed)
        await hint(thinkers, warm, warm.to_act()[0], seed)
        for game, players, moves in GAMES:
            state = decision(game, players, moves, seed)
            seat = state.to_act()[0]
            legal = {a.code: a for a in state.legal_actions(seat)}
            times, levels, first = [], [], None
            for n in range(asks):
                asked = time.perf_counter()
                found = await hint(thinkers, state, seat, seed + n)
                times.append(time.perf_counter() - asked)
                levels.append(found.level)
                first = first or found
            assert first is not None
            choice = label(lang, legal[first.code]) if first.code in legal else first.code
            times.sort()
            print(f"{game}: seat {seat + 1} of {players}, after {moves} moves, "
                  f"{len(legal)} choices")
            print(f"  hint: {choice}: {say(lang, first.why)}")
            print(f"  {asks} asks: p50 {times[len(times) // 2]:.3f} s, max {times[-1]:.3f} s;"
                  f" search {levels.count('search')}, greedy {levels.count('greedy')}")
    finally:
        thinkers.close()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=LANGUAGES, default="en")
    parser.add_argument("--asks", type=int, default=5)
    parser.add_argument("--processes", type=int, default=1, help="AI workers (0: a thread)")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    asyncio.run(run(args.lang, args.asks, args.processes, args.seed))


if __name__ == "__main__":
    main()
