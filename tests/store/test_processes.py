"""Real processes racing on one database, on both backends (docs/design.md, "Several
processes"): 4 processes committing moves to one game (every log version 1..N exactly once, no
fork), 2,000 due timers claimed by 4 processes (each fired exactly once), and a stale process's
cancel that cannot overwrite a finished game. store_worker.py is the process."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import engine
from bot.store import open_store
from tests.store.support import SEATS, commit, new_playing, raw
from tests.support.workers import worker_env

WORKER = Path(__file__).resolve().parent / "store_worker.py"
ROOT = WORKER.parents[2]


def spawn(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, str(WORKER), *args], cwd=ROOT, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            stdin=subprocess.PIPE, env=worker_env())


def go(procs: list[subprocess.Popen[str]]) -> list[subprocess.Popen[str]]:
    """Start the loaded workers at the same moment."""
    for proc in procs:
        assert proc.stdout is not None and proc.stdin is not None
        assert proc.stdout.readline().strip() == "ready", proc.communicate()[1]
    for proc in procs:
        assert proc.stdin is not None
        proc.stdin.write("go\n")
        proc.stdin.flush()
    return procs


def finish(procs: list[subprocess.Popen[str]], timeout: float = 120) -> list[list[str]]:
    """Each process's output lines after ``ready``; every process must exit cleanly."""
    outputs = []
    for proc in procs:
        out, err = proc.communicate(timeout=timeout)
        assert proc.returncode == 0, err
        outputs.append(out.splitlines())
    return outputs


async def test_four_processes_racing_on_one_game_never_fork_it(store_target: str) -> None:
    store = await open_store(store_target)
    gid, _ = await new_playing(store)
    await store.close()
    last = 40
    outputs = finish(go([spawn("race", store_target, str(gid), str(w), str(last))
                         for w in range(4)]))
    won = sorted(int(line.split()[1]) for out in outputs for line in out
                 if line.startswith("won"))
    lost = [line for out in outputs for line in out if line.startswith("lost")]
    store = await open_store(store_target)
    try:
        row = await store.game(gid)
        assert row is not None and row.state is not None
        log = await store.actions(gid)
        assert [r.version for r in log] == list(range(1, row.version + 1))
        assert won == list(range(1, row.version + 1))  # each version won by one process
        assert row.version == last or row.status == "over"
        state = engine.from_json(row.state)
        assert state.log == [[r.seat, r.code] for r in log]
        assert engine.replay(state).to_json() == row.state  # the stored state is the log's
        (table,) = await store.outbox(gid)  # one slot, holding the newest body
        assert table.body == {"version": row.version}
        # the processes really raced: a commit lost to another, or several won (on a busy
        # machine one process may happen to win every round)
        assert lost or len({r.user_id for r in log}) > 1
    finally:
        await store.close()


async def test_two_thousand_due_timers_fire_once_across_four_processes(
        store_target: str) -> None:
    store = await open_store(store_target)
    try:
        for channel in range(20):
            gid, _ = await new_playing(store, channel=channel)
            await store.replace_timers(gid, [], [(seat % 2, "expire", 1.0 + seat)
                                                 for seat in range(100)])
        expected = {t.id for t in await store.timers()}
    finally:
        await store.close()
    assert len(expected) == 2000
    outputs = finish(go([spawn("claim", store_target, str(w)) for w in range(4)]))
    fired = [int(line.split()[1]) for out in outputs for line in out]
    assert sorted(fired) == sorted(expected)  # each exactly once
    assert sum(1 for out in outputs if out) > 1, "the processes really shared the work"
    assert await raw(store_target, "SELECT count(*) FROM timers") == [(0,)]


async def test_a_stale_process_cannot_cancel_a_finished_game(store_target: str) -> None:
    store = await open_store(store_target)
    try:
        gid, state = await new_playing(store)
        (stale,) = go([spawn("cancel", store_target, str(gid))])
        assert stale.stdout is not None and stale.stdin is not None
        assert stale.stdout.readline().strip() == "loaded playing"
        await commit(store, gid, state, over=True, result={"ranking": [[1], [0]]},
                     players=[s["name"] for s in SEATS])
        stale.stdin.write("go\n")
        stale.stdin.flush()
        (out,) = finish([stale])
        assert out == ["conflict"]
        archived = await store.archived(gid)
        assert archived is not None and archived["status"] == "over"
        assert archived["result"] == {"ranking": [[1], [0]]}
        row = await store.game(gid)
        assert row is not None and row.status == "over"
        assert await store.outbox(gid) == []
    finally:
        await store.close()
