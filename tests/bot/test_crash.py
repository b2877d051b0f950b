"""A bot process killed with SIGKILL mid-stream loses no acknowledged action, on SQLite and on
PostgreSQL (docs/design.md, "Tests that look like the real world": storage; "The bot's
design": a restart loses nothing that was acknowledged; "Delivery as an outbox": the outbox in
the same transaction).

crash_worker.py applies a stream of actions to a real database and prints a line after each
thing the database acknowledged. The test kills it at random moments, then checks that every
acknowledged action is in the log, that each stored state equals the engine's replay of its
log, and that a new process resumes the same game where it stopped. In ``outbox`` mode it also
checks that every acknowledged move's sends were recorded with it, and that a send the store
recorded as done is never offered again (each body of a message slot goes out at most once).
"""

from __future__ import annotations

import asyncio
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import engine
from bot.store import open_store
from tests.store.support import is_postgres, raw
from tests.support.workers import worker_env

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
GAME = next(name for name in ("wildcards", "wildlife", "evolution") if name in engine.GAMES)
KILLS = 4  # per test: 16 kills over the two streams and the two stores

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def spawn(mode: str, target: str, seed: int, steps: int | None = None
          ) -> subprocess.Popen[str]:
    args = [sys.executable, str(HERE / "crash_worker.py"), mode, target, GAME, str(seed)]
    if steps is not None:
        args.append(str(steps))
    return subprocess.Popen(args, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=worker_env())


def lines(raw_lines: list[str], kind: str) -> list[list[str]]:
    return [line.split()[1:] for line in (r.strip() for r in raw_lines)
            if line.startswith(kind + " ")]


def acks(raw_lines: list[str]) -> list[tuple[int, int, int, str]]:
    return [(int(t), int(v), int(s), c) for t, v, s, c in lines(raw_lines, "ack")]


async def check_database(target: str, acked: list[tuple[int, int, int, str]]
                         ) -> dict[int, int]:
    """Every ack is logged; every state is the replay of its log. Returns versions by game."""
    logged = {(g, v): (s, c) for g, v, s, c in
              await raw(target, "SELECT game_id, version, seat, code FROM actions")}
    for table, version, seat, code in acked:
        assert logged.get((table, version)) == (seat, code), (table, version)
    versions = {}
    for gid, state_json, version in await raw(
            target, "SELECT id, state, version FROM games WHERE state IS NOT NULL"):
        state = engine.from_json(state_json)
        assert state.version == version
        rows = [[s, c] for (g, _), (s, c) in sorted(logged.items()) if g == gid]
        assert state.log == rows, f"log rows of game {gid} differ from its state's log"
        assert engine.replay(state).to_json() == state_json, f"game {gid} replay differs"
        versions[gid] = version
    if not is_postgres(target):
        assert await raw(target, "PRAGMA integrity_check") == [("ok",)]
    over = await raw(target, "SELECT count(*) FROM games WHERE status = 'over'")
    assert await raw(target, "SELECT count(*) FROM archive") == over
    return versions


async def check_outbox(target: str, out: list[str]) -> None:
    """Each acknowledged move's table send is recorded (the newest body of its slot, unsent
    or sent); each recorded send happened once and was never offered again."""
    newest: dict[int, int] = {}
    for table, version, _, _ in acks(out):
        newest[table] = max(newest.get(table, 0), version)
    store = await open_store(target)
    try:
        for table, version in newest.items():
            bodies = [r.body["version"] for r in await store.outbox(table) if r.place == "table"]
            assert bodies and max(bodies) >= version, (table, version, bodies)
        sent = [(int(i), int(r)) for i, r in lines(out, "sent")]
        assert len(sent) == len(set(sent)), "a send was recorded twice"
        offered_after: list[tuple[int, int]] = []
        done: set[tuple[int, int]] = set()
        for line in out:
            kind, *rest = line.split() or [""]
            if kind == "send" and (int(rest[0]), int(rest[1])) in done:
                offered_after.append((int(rest[0]), int(rest[1])))
            if kind == "sent":
                done.add((int(rest[0]), int(rest[1])))
        assert offered_after == [], "a send recorded as done was offered again"
        for outbox_id, revision in sent:
            (row,) = await raw(target, "SELECT sent, revision FROM outbox WHERE id = ?",
                               outbox_id)
            assert row[0] is not None and row[1] == revision
    finally:
        await store.close()


def kill_and_check(mode: str, target: str, seed: int) -> None:
    rng = random.Random(20261122 + seed)
    acked: list[tuple[int, int, int, str]] = []
    stream: list[str] = []
    versions: dict[int, int] = {}
    for kill in range(KILLS):
        proc = spawn(mode, target, seed)
        assert proc.stdout is not None
        first = proc.stdout.readline().strip()
        assert first == "ready", proc.communicate()[1]
        # Kill after a random number of lines plus a random pause, so the kill lands at a
        # random point of the stream (between commits, inside one, or before an ack's print)
        # however fast or slow the machine is.
        seen = [proc.stdout.readline() for _ in range(rng.randint(1, 40))]
        time.sleep(rng.uniform(0, 0.02))
        proc.send_signal(signal.SIGKILL)
        out, err = proc.communicate(timeout=10)
        assert proc.returncode == -signal.SIGKILL, err
        new = acks(seen + out.splitlines())
        if new and new[0][0] in versions:  # the same game went on from its stored version
            assert new[0][1] == versions[new[0][0]] + 1, f"kill {kill}: resumed elsewhere"
        acked += new
        stream += seen + out.splitlines()
        versions = asyncio.run(check_database(target, acked))
    assert len(acked) >= KILLS  # the stream really ran between kills
    proc = spawn(mode, target, seed, steps=25)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    resumed = acks(out.splitlines())
    assert resumed, "a new process must go on with the game"
    if resumed[0][0] in versions:
        assert resumed[0][1] == versions[resumed[0][0]] + 1
    asyncio.run(check_database(target, acked + resumed))
    if mode == "outbox":
        asyncio.run(check_outbox(target, stream + out.splitlines()))


def test_sigkill_loses_no_acknowledged_action(store_target: str) -> None:
    kill_and_check("service", store_target, seed=11)


def test_sigkill_loses_no_acknowledged_move_or_recorded_send(store_target: str) -> None:
    kill_and_check("outbox", store_target, seed=12)

