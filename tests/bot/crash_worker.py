"""A bot-like process for test_crash.py: plays a game on a real database (a SQLite file or a
PostgreSQL address) and prints a line after each thing the database acknowledged.

Usage: ``python crash_worker.py MODE TARGET GAME SEED [MAX_STEPS]``.

- ``service``: moves through the game service; prints ``ack <table> <version> <seat> <code>``.
- ``outbox``: moves straight through the store, each committed with its outbox rows (the
  table for everyone, the panel of the seat to act next), and a sender that works through the
  due rows between moves: ``send <id> <revision>`` before a send, ``sent <id> <revision>``
  once the store recorded it (``outbox_sent`` said yes).

It resumes the channel's open game if there is one (as the bot does after a restart) and starts
a new one when a game ends, so the stream never runs dry. Choices are a pure function of (seed,
table, version), so a resumed process continues exactly as the killed one would have.
"""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1])]

import engine  # noqa: E402
from bot.store import GameRow, Store, open_store  # noqa: E402
from engine.core import Rng  # noqa: E402
from engine.registry import GAMES  # noqa: E402

CHANNEL = 1
USERS = [101, 102, 103, 104, 105, 106]


def choose(seed: int, table: int, version: int, actions: list[engine.Action]) -> engine.Action:
    return Rng(seed * 1_000_003 + table * 7919 + version).choice(actions)


async def run_service(target: str, game: str, seed: int, max_steps: int) -> int:
    # imported here: the outbox mode needs only the store, and the service's import (the
    # whole core) is a third of a worker's start, which every kill pays again
    from bot.core.service import GameService
    service = GameService(await open_store(target), clock=time.time, seed_source=lambda: seed)
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
            code = choose(seed, table.id, table.version, hand.actions).code
            user = table.seats[seat].user_id
            assert user is not None
            await service.moves.act(CHANNEL, user, table.version, seat, code, table_id=table.id)
            print(f"ack {table.id} {table.version + 1} {seat} {code}", flush=True)
        return 0
    finally:
        await service.close()


async def run_outbox(target: str, game: str, seed: int, max_steps: int) -> int:
    store = await open_store(target)
    try:
        games, problems = await store.load_open()
        if problems:
            print("problems", problems, flush=True)
            return 3
        print("ready", flush=True)
        row = games[0] if games else None
        for _ in range(max_steps):
            if row is None:
                row = await create(store, game)
            if row.status == "lobby":  # a kill may land between the create and the start
                row = await begin(store, row, game, seed)
            assert row.state is not None
            state = engine.from_json(row.state)
            seat = state.to_act()[0]
            action = choose(seed, row.id, state.version, state.legal_actions(seat))
            state.apply(seat, action)
            over = state.is_over()
            outbox: dict[str, object] = {"table": {"version": state.version}}
            if not over:
                outbox[f"panel:{state.to_act()[0]}"] = {"version": state.version}
            await store.commit_action(
                row.id, expected_version=state.version - 1, version=state.version, seat=seat,
                code=action.code, user_id=None, now=time.time(), state=state.to_json(),
                events=[], over=over, result=state.result() if over else None,
                players=list(state.players), outbox=outbox)
            print(f"ack {row.id} {state.version} {seat} {action.code}", flush=True)
            await send_due(store)
            row = None if over else await store.game(row.id)
        return 0
    finally:
        await store.close()


async def create(store: Store, game: str) -> GameRow:
    seats = [{"name": f"P{i}", "user_id": USERS[i], "ai": None}
             for i in range(GAMES[game].min_players)]
    gid = await store.create_game(channel_id=CHANNEL, guild_id=7, game=game, host_id=USERS[0],
                                  options={}, seats=seats, timer_seconds=0, now=time.time())
    row = await store.game(gid)
    assert row is not None
    return row


async def begin(store: Store, row: GameRow, game: str, seed: int) -> GameRow:
    state = engine.new_game(game, [s["name"] for s in row.seats], seed=seed)
    await store.start_game(row.id, seats=row.seats, state=state.to_json(), version=0,
                           now=time.time(), timers=[], outbox={"table": {"version": 0}})
    started = await store.game(row.id)
    assert started is not None
    return started


async def send_due(store: Store) -> None:
    """The sender's loop, one pass: a "send" is the printed line."""
    for row in await store.due_outbox(time.time(), 10):
        print(f"send {row.id} {row.revision}", flush=True)
        if await store.outbox_sent(row.id, row.revision, time.time()):
            print(f"sent {row.id} {row.revision}", flush=True)


def main() -> int:
    mode, target, game, seed = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    max_steps = int(sys.argv[5]) if len(sys.argv) > 5 else 10**9
    run = {"service": run_service, "outbox": run_outbox}[mode]
    return asyncio.run(run(target, game, seed, max_steps))


if __name__ == "__main__":
    sys.exit(main())
