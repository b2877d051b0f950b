"""Scale-out: the load benchmark on PostgreSQL with 1 and with 2 bot processes (docs/deploy.md).

Run: ``.venv/bin/python -m benchmarks.scale`` (``--games 200,400 --processes 1,2 --seconds 60
--think 10``; ``--help`` for all).

For each number of live games and of processes, a fresh database on one throw-away PostgreSQL
server (fsync off, as the tests start theirs) and N ``benchmarks.load`` processes, process I
holding shard I of N and a 1/N share of the games, each with its own SimCord Discord (SimCord
runs in the bot's process) and its own picture and AI workers. Every process opens its games,
says it is ready, and all start the paced load at once: people click after a think time, AI
seats think in the workers. Printed per configuration: the clicks' reply p50/p99 and ack p99
over all processes, clicks asked and moves served per second (the store's log: people's, AI
seats' and timers' moves), CPU seconds of the bot processes and of their workers, the
requests all processes together sent over the token's 50 a second (each process paces at its
share; the request times are on one clock), bot errors. Each process's own report
(``benchmarks.load``'s) is written beside, in ``--out``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from typing import Any

from benchmarks.discord_model import GLOBAL_RATE
from benchmarks.load import pct
from tests.pg_server import start_server


def launch(url: str, index: int, count: int, games: int, args: argparse.Namespace,
           folder: str) -> tuple[subprocess.Popen[str], str, Any]:
    """Process ``index`` of ``count``: its figures go to a JSON file, its report to a log."""
    figures = os.path.join(folder, f"process-{index}-of-{count}-{games}.json")
    log = open(os.path.join(folder, f"process-{index}-of-{count}-{games}.log"), "w")  # noqa: SIM115
    command = [sys.executable, "-m", "benchmarks.load", "--postgres", url, "--games", str(games),
               "--seconds", str(args.seconds), "--think", str(args.think), "--waves", "0",
               "--ai-share", str(args.ai_share), "--pictures", args.pictures,
               "--ready", "--json", figures]
    if count > 1:
        command += ["--shard", f"{index}/{count}"]
    child = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=log, text=True)
    return child, figures, log


def wait_ready(child: subprocess.Popen[str], log: Any) -> None:
    """Copy the child's report to its log until it says it is ready."""
    assert child.stdout is not None
    for line in child.stdout:
        log.write(line)
        log.flush()
        if line.startswith("[ready]"):
            return
    raise SystemExit(f"a bot process ended before its games were open (see {log.name})")


def one(server: Any, processes: int, games: int, args: argparse.Namespace, folder: str
        ) -> dict[str, Any]:
    url = server.url(server.create_database())
    started = time.perf_counter()
    children = [launch(url, i, processes, games // processes, args, folder)
                for i in range(processes)]
    for child, _, log in children:
        wait_ready(child, log)
    opened = time.perf_counter() - started
    for child, _, _ in children:  # all at once: the paced load starts in every process
        assert child.stdin is not None
        child.stdin.write("go\n")
        child.stdin.flush()
    for child, _, log in children:
        assert child.stdout is not None
        for line in child.stdout:
            log.write(line)
        child.wait()
        log.close()
        if child.returncode:
            raise SystemExit(f"a bot process failed (rc {child.returncode}; see {log.name})")
    parts = []
    for _, figures, _ in children:
        with open(figures) as source:
            parts.append(json.load(source))
    return {"processes": processes, "games": sum(p["games"] for p in parts), "opened": opened,
            "parts": parts}


def over_token(parts: list[dict[str, Any]]) -> int:
    """Requests of all processes together that Discord's global limit would have refused: the
    ones with ``GLOBAL_RATE`` others in the second before them (the processes' request times
    are on one clock, ``time.perf_counter``)."""
    times = sorted(t for p in parts for t in p["times"])
    return sum(1 for i in range(GLOBAL_RATE, len(times))
               if times[i] - times[i - GLOBAL_RATE] < 1.0)


def summary(result: dict[str, Any]) -> str:
    parts = result["parts"]
    reply = [t for p in parts for t in p["reply"]]
    ack = [t for p in parts for t in p["ack"]]
    wall = max(p["wall"] for p in parts)
    asked = sum(p["asked"] for p in parts)
    moves = sum(p["moves"] for p in parts)
    backlog = wall - max(p["asking"] for p in parts)
    return (f"{result['processes']} process(es), {result['games']} games (opened in "
            f"{result['opened']:.0f} s): reply p50 {pct(reply, 0.5) * 1000:.1f} ms, p99 "
            f"{pct(reply, 0.99) * 1000:.1f} ms (n={len(reply)}); ack p99 "
            f"{pct(ack, 0.99) * 1000:.1f} ms; clicks asked {asked / wall:.1f}/s, moves "
            f"served {moves / wall:.1f}/s over {wall:.0f} s (the last {backlog:.0f} s the "
            f"backlog, after the people stopped); CPU s: bot processes "
            f"{sum(p['cpu'] for p in parts):.0f}, workers "
            f"{sum(p['worker_cpu'] for p in parts):.0f}; REST requests over the token's "
            f"{GLOBAL_RATE}/s, all processes together: {over_token(parts)} (over a process's "
            f"share: {sum(p['over_global'] for p in parts)}), refused (429) "
            f"{sum(p['refused'] for p in parts)}; bot errors {sum(p['errors'] for p in parts)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default="200,400", help="live games in all, comma-separated")
    parser.add_argument("--processes", default="1,2", help="bot processes, comma-separated")
    parser.add_argument("--seconds", type=float, default=60.0, help="paced load, wall seconds")
    parser.add_argument("--think", type=float, default=10.0, help="a person's mean think time")
    parser.add_argument("--ai-share", type=float, default=0.33)
    parser.add_argument("--pictures", choices=("stub", "real"), default="real")
    parser.add_argument("--out", default="", help="folder for each process's report")
    args = parser.parse_args()
    folder = args.out or tempfile.mkdtemp(prefix="wildtable-scale-")
    os.makedirs(folder, exist_ok=True)
    server, reason = start_server()
    if server is None:
        raise SystemExit(f"PostgreSQL: cannot start a throw-away server ({reason})")
    print(f"[scale] one PostgreSQL (fsync off); {os.cpu_count()} cores; reports in {folder}")
    try:
        for games in (int(g) for g in args.games.split(",")):
            for processes in (int(p) for p in args.processes.split(",")):
                print("[scale] " + summary(one(server, processes, games, args, folder)),
                      flush=True)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
