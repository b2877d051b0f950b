"""A bot-like process for the multi-process store tests (test_processes.py, test_migrations.py).

Usage: ``python store_worker.py MODE TARGET [ARGS…]``; TARGET is a SQLite path or a PostgreSQL
address. The worker prints ``ready`` once its store is open (before opening it, in ``open``
mode) and starts on a line on stdin, so the test can start several at the same moment. Each mode
then prints one line per thing it did:

- ``open``: open the store (migrating it if needed) and print ``opened``.
- ``race GAME_ID WORKER LAST``: until the game reaches version LAST (or ends), read it, apply a
  legal action and commit it at the version read; print ``won <version>`` per commit it got.
- ``claim WORKER``: claim due timers of shard 0 in small batches, finish each, print
  ``fired <timer id>``; stop when none is left.
- ``cancel GAME_ID``: read the game, print ``loaded <status>``, wait for a line on stdin, then
  cancel it: print ``cancelled`` or ``conflict``.
"""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parents[2])]

import engine  # noqa: E402
from bot.store import Store, VersionConflict, open_store  # noqa: E402


async def race(store: Store, game_id: int, worker: int, last: int) -> None:
    while True:
        row = await store.game(game_id)
        assert row is not None and row.state is not None
        state = engine.from_json(row.state)
        if row.status != "playing" or state.version >= last:
            return
        seat = state.to_act()[0]
        actions = state.legal_actions(seat)
        action = actions[(worker + state.version) % len(actions)]
        events = state.apply(seat, action)
        try:
            await store.commit_action(
                game_id, expected_version=row.version, version=state.version, seat=seat,
                code=action.code, user_id=worker, now=time.time(), state=state.to_json(),
                events=[e.to_dict() for e in events if e.to is None], over=state.is_over(),
                result=state.result() if state.is_over() else None,
                players=list(state.players), outbox={"table": {"version": state.version}})
        except VersionConflict:
            print(f"lost {state.version}", flush=True)
            continue
        print(f"won {state.version}", flush=True)


async def claim(store: Store, worker: int) -> None:
    empty = 0
    while empty < 3:
        timers = await store.claim_due_timers([0], time.time(), 7)
        empty = 0 if timers else empty + 1
        for timer in timers:
            await store.finish_timer(timer, now=time.time())
            print(f"fired {timer.id}", flush=True)
        if not timers:
            await asyncio.sleep(0.01)


async def cancel(store: Store, game_id: int) -> None:
    row = await store.game(game_id)
    assert row is not None
    print(f"loaded {row.status}", flush=True)
    await asyncio.to_thread(sys.stdin.readline)
    try:
        await store.cancel_game(game_id, now=time.time(), players=["stale"],
                                outbox={"table": "cancelled"})
    except VersionConflict:
        print("conflict", flush=True)
    else:
        print("cancelled", flush=True)


async def ready() -> None:
    """Say so, and start on the test's word, together with the other workers."""
    print("ready", flush=True)
    await asyncio.to_thread(sys.stdin.readline)


async def main(mode: str, target: str, args: list[str]) -> None:
    if mode == "open":  # what is raced is the opening itself
        await ready()
    store = await open_store(target)
    try:
        if mode == "open":
            print("opened", flush=True)
            return
        await ready()
        if mode == "race":
            await race(store, int(args[0]), int(args[1]), int(args[2]))
        elif mode == "claim":
            await claim(store, int(args[0]))
        elif mode == "cancel":
            await cancel(store, int(args[0]))
        else:
            raise SystemExit(f"unknown mode {mode!r}")
    finally:
        await store.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], sys.argv[3:]))
