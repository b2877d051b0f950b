"""Recompute every rating from the stored games alone: ``python -m tools.ratings --recompute``.

Reads the finished games in the order they ended, rates each with the bot's own code
(bot/core/ratings.py) and writes the ratings and their history again. Without ``--recompute`` it
only compares: it recomputes in memory and says whether the stored ratings are the ones the
games give (exit status 1 when they differ). ``--config`` names the bot's config.toml (its
database: SQLite or PostgreSQL).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time

from bot.config import ConfigError, load_config
from bot.core.history import History
from bot.core.ratings import Change, placed, rate
from bot.store import open_store


def replayed(games: list, start: dict | None = None) -> list[tuple[int, str, list[Change]]]:
    """Each finished game's changes, rating the games in order from no ratings at all."""
    current: dict[tuple[int, str], tuple[float, float]] = dict(start or {})
    out = []
    for past in games:
        seats = placed(past.result, past.seats, hints=past.hints, decisions=past.decisions)
        before = {s.user_id: current[(s.user_id, past.game)] for s in seats
                  if s.user_id is not None and (s.user_id, past.game) in current}
        changes = rate(seats, before)
        for c in changes:
            current[(c.user_id, past.game)] = c.after
        out.append((past.id, past.game, changes))
    return out


async def run(target: str, write: bool) -> int:
    store = await open_store(target)
    try:
        history = History(store)
        games = await history.rated_games()
        computed = replayed(games)
        flat = sorted((gid, c.user_id, *c.after) for gid, _, cs in computed for c in cs)
        if not write:
            same = flat == await history.recorded()
            print(f"{len(games)} finished games, {len(flat)} rating changes: "
                  + ("the stored ratings are what the games give." if same
                     else "the stored ratings DIFFER; run with --recompute to rewrite them."))
            return 0 if same else 1
        await history.clear()
        for game_id, game, changes in computed:
            await history.record(game_id, game, changes, time.time())
        print(f"{len(games)} finished games rated again: {len(flat)} rating changes written.")
        return 0
    finally:
        await store.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--recompute", action="store_true", help="rewrite the ratings")
    parser.add_argument("--config", default=None, help="the bot's config.toml")
    args = parser.parse_args(argv)
    try:
        config = load_config(args.config)
    except ConfigError as exc:
        print(exc, file=sys.stderr)
        return 2
    return asyncio.run(run(config.storage_target, args.recompute))


if __name__ == "__main__":
    sys.exit(main())
