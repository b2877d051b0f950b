"""A bot-like process for test_crash.py: plays a game through the service on a real SQLite
file and prints ``ack <table> <version> <seat> <code>`` after each committed action.

Usage: ``python crash_worker.py DB GAME SEED [MAX_STEPS]``. It resumes the channel's open game
if there is one (as the bot does after a restart) and starts a new one when a game ends, so
the stream never runs dry. Choices are a pure function of (seed, table, version), so a
resumed process continues exactly as the killed one would have.
"""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1])]

from bot.service import GameService  # noqa: E402
from bot.store import Store  # noqa: E402
from engine.core import Rng  # noqa: E402
from engine.registry import GAMES  # noqa: E402

CHANNEL = 1
USERS = [101, 102, 103, 104, 105, 106]


async def run(db: str, game: str, seed: int, max_steps: int) -> int:
    service = GameService(await Store.open(db), clock=time.time, seed_source=lambda: seed)
    try:
        report = await service.start()
        if report.problems:
            print("problems", report.problems, flush=True)
            return 3
        print("ready", flush=True)
        for _ in range(max_steps):
            table = service.tables.table(CHANNEL)
            if table is None:
                await service.lobby.create(CHANNEL, 7, USERS[0], "P0", game)
                continue
            if table.status == "lobby":  # one step at a time: a kill may land in between
                i = len(table.seats)
                if i < GAMES[game].min_players:
                    await service.lobby.join(CHANNEL, USERS[i], f"P{i}")
                else:
                    await service.lobby.start(CHANNEL, USERS[0])
                continue
            seat = (await service.tables.status(CHANNEL)).to_act[0]
            hand = service.tables.seat_hand(CHANNEL, seat)
            code = Rng(seed * 1_000_003 + table.id * 7919 + table.version).choice(
                hand.actions).code
            user = table.seats[seat].user_id
            assert user is not None
            await service.moves.act(CHANNEL, user, table.version, seat, code, table_id=table.id)
            print(f"ack {table.id} {table.version + 1} {seat} {code}", flush=True)
        return 0
    finally:
        await service.close()


def main() -> int:
    db, game, seed = sys.argv[1], sys.argv[2], int(sys.argv[3])
    max_steps = int(sys.argv[4]) if len(sys.argv) > 4 else 10**9
    return asyncio.run(run(db, game, seed, max_steps))


if __name__ == "__main__":
    sys.exit(main())
