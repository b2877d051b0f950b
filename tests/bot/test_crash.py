"""A bot process killed with SIGKILL mid-stream loses no acknowledged action
(ARCHITECTURE.md "Tests that look like the real world": storage; "The bot": a restart loses
nothing that was acknowledged).

crash_worker.py applies a stream of actions through the service to a real SQLite file and
prints an ack line after each commit. The test kills it at random moments, then checks that
every acknowledged action is in the log, that each stored state equals the engine's replay of
its log, and that a new process resumes the same game where it stopped.
"""

from __future__ import annotations

import random
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

import engine

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
REAL = [name for name in ("wildcards", "wildlife", "evolution") if name in engine.GAMES]
KILLS = 6


def spawn(db: Path, game: str, seed: int, steps: int | None = None) -> subprocess.Popen[str]:
    args = [sys.executable, str(HERE / "crash_worker.py"), str(db), game, str(seed)]
    if steps is not None:
        args.append(str(steps))
    return subprocess.Popen(args, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


def acks(lines: list[str]) -> list[tuple[int, int, int, str]]:
    out = []
    for line in (raw.strip() for raw in lines):
        if line.startswith("ack "):
            _, table, version, seat, code = line.split(" ", 4)
            out.append((int(table), int(version), int(seat), code))
    return out


def check_database(db: Path, acked: list[tuple[int, int, int, str]]) -> dict[int, int]:
    """Every ack is logged; every state is the replay of its log. Returns versions by game."""
    con = sqlite3.connect(db)
    try:
        logged = {(g, v): (s, c) for g, v, s, c in
                  con.execute("SELECT game_id, version, seat, code FROM actions")}
        for table, version, seat, code in acked:
            assert logged.get((table, version)) == (seat, code), (table, version)
        versions = {}
        for gid, state_json, version in con.execute(
                "SELECT id, state, version FROM games WHERE state IS NOT NULL"):
            state = engine.from_json(state_json)
            assert state.version == version
            rows = [[s, c] for (g, _), (s, c) in sorted(logged.items()) if g == gid]
            assert state.log == rows, f"log rows of game {gid} differ from its state's log"
            assert engine.replay(state).to_json() == state_json, f"game {gid} replay differs"
            versions[gid] = version
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        return versions
    finally:
        con.close()


@pytest.fixture
def game() -> Iterator[str]:
    yield REAL[0]


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_loses_no_acknowledged_action(tmp_path: Path, game: str) -> None:
    db = tmp_path / "crash.sqlite3"
    rng = random.Random(20261122)
    acked: list[tuple[int, int, int, str]] = []
    versions: dict[int, int] = {}
    for kill in range(KILLS):
        proc = spawn(db, game, seed=11)
        assert proc.stdout is not None
        first = proc.stdout.readline().strip()
        assert first == "ready", proc.communicate()[1]
        # Kill after a random number of acks plus a random pause, so the kill lands at a
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
        versions = check_database(db, acked)
    assert len(acked) >= KILLS  # the stream really ran between kills
    proc = spawn(db, game, seed=11, steps=25)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    resumed = acks(out.splitlines())
    assert resumed, "a new process must go on with the game"
    if resumed[0][0] in versions:
        assert resumed[0][1] == versions[resumed[0][0]] + 1
    check_database(db, acked + resumed)
    archived = sqlite3.connect(db).execute("SELECT count(*) FROM archive").fetchone()[0]
    games = sqlite3.connect(db).execute(
        "SELECT count(*) FROM games WHERE status = 'over'").fetchone()[0]
    assert archived == games
