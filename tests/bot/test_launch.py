"""The supervisor (bot/launch.py, docs/deploy.md): one process per shard range, a dead process
started again, a process refused its settings stops them all."""

from __future__ import annotations

import os
import signal
import sys

from bot.launch import PAUSES, commands, main, supervise


def test_one_process_per_contiguous_shard_range() -> None:
    argvs = commands(3, 8, ["--config", "c.toml"])
    assert [a[3:] for a in argvs] == [
        ["--shards", "0-2", "--shard-count", "8", "--config", "c.toml"],
        ["--shards", "3-5", "--shard-count", "8", "--config", "c.toml"],
        ["--shards", "6-7", "--shard-count", "8", "--config", "c.toml"]]
    assert all(a[:3] == [sys.executable, "-m", "bot"] for a in argvs)


def test_refused_settings_stop_every_process(tmp_path, capsys, monkeypatch) -> None:
    """Real bot processes without a token: each exits 2, so the supervisor does not start
    them again but stops and says why (exit 2)."""
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    config = tmp_path / "config.toml"
    config.write_text("")
    assert main(["--processes", "2", "--shard-count", "2", "--config", str(config)]) == 2
    assert "was refused its settings; stopping all" in capsys.readouterr().err
    assert main(["--processes", "3", "--shard-count", "2"]) == 2
    assert "between 1 and 2 processes" in capsys.readouterr().err


def crashes(tmp_path, count: int) -> tuple[list[float], str]:
    """A process that crashes at every start, supervised until ``count`` restarts: the
    pauses before them and how often it started."""
    marker = tmp_path / "starts"
    crash = [sys.executable, "-c",
             f"open({str(marker)!r}, 'a').write('x'); raise SystemExit(1)"]
    pauses: list[float] = []

    def sleep(seconds: float) -> None:
        """A pause before a restart is only recorded; a poll's half second is a moment of
        real time, for the process started last to crash (a poll too soon polls again)."""
        if seconds >= 1.0:
            pauses.append(seconds)
        if len(pauses) == count:
            os.kill(os.getpid(), signal.SIGTERM)
        if seconds < 1.0:
            import time

            time.sleep(min(seconds, 0.05))

    previous = signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGINT)
    try:
        assert supervise([crash], sleep=sleep) == 0
    finally:
        signal.signal(signal.SIGTERM, previous[0])
        signal.signal(signal.SIGINT, previous[1])
    return pauses, marker.read_text()


def test_a_process_that_dies_is_started_again(tmp_path, capsys) -> None:
    """A process that crashes (status 1) is started again after a pause that grows while
    it keeps dying; SIGTERM to the supervisor ends it."""
    pauses, starts = crashes(tmp_path, 3)
    assert pauses == [1.0, 2.0, 5.0]
    assert len(starts) >= 3
    assert capsys.readouterr().err.count("stopped with status 1; starting it again") == 3


def test_a_crash_loop_keeps_most_of_the_days_gateway_starts(tmp_path) -> None:
    """Each start IDENTIFYs: a process that dies at every start waits longer and longer,
    up to 15 minutes, so a day of it spends about a tenth of Discord's 1,000 daily starts
    (the start check keeps the last tenth: tests/bot/test_main_starts.py)."""
    pauses, _ = crashes(tmp_path, len(PAUSES) + 1)
    assert pauses == [*PAUSES, PAUSES[-1]]
    day, spent, starts = 86_400.0, 0.0, 0
    for pause in [*PAUSES, *[PAUSES[-1]] * 1000]:
        if spent + pause > day:
            break
        spent, starts = spent + pause, starts + 1
    assert starts <= 110, starts  # of 1,000: about a tenth
