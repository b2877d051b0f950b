"""A small supervisor: ``python -m bot.launch --processes 2 --shard-count 4 [--config F]``.

Starts one bot process per contiguous range of shards (``bot.core.shards.split``), each
``python -m bot --shards A-B --shard-count N``, and starts a process again when it dies (after
a pause that grows while it keeps dying quickly, up to 15 minutes: a process that dies at
every start then spends about 100 of the token's 1,000 daily gateway starts per shard, not
the whole allowance). A process that stops with
status 2 (the settings or the database refused it: no token, a wrong shard count; or Discord
did: too few gateway starts left for the token, a fatal gateway close; docs/deploy.md,
"Restarts and the daily IDENTIFY allowance") is not started again: the supervisor stops them
all and exits 2, since starting it again would fail the same way. SIGTERM or Ctrl-C stop every
process and wait for them. Every process needs the same PostgreSQL database (``[storage]
url``; docs/deploy.md); systemd users may prefer the template unit in
``deploy/wildtable@.service``.
"""

from __future__ import annotations

import argparse
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Sequence

from bot.core import shards

#: before a restart, growing while it keeps dying (each start IDENTIFYs every shard)
PAUSES = (1.0, 2.0, 5.0, 15.0, 30.0, 60.0, 120.0, 300.0, 600.0, 900.0)
STEADY = 900.0  # seconds alive after which a death counts as the first again
CONFIG_REFUSED = 2


def commands(processes: int, shard_count: int, extra: Sequence[str]) -> list[list[str]]:
    """The command line of each process."""
    return [[sys.executable, "-m", "bot", "--shards", shards.text(part),
             "--shard-count", str(shard_count), *extra]
            for part in shards.split(shard_count, processes)]


def supervise(argvs: list[list[str]], *, sleep: Callable[[float], None] = time.sleep) -> int:
    """Run the processes until they are stopped; restart the ones that die."""
    stopping = False

    def stop(*_: object) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    running = {i: subprocess.Popen(argv) for i, argv in enumerate(argvs)}
    started = {i: time.monotonic() for i in running}
    deaths = dict.fromkeys(running, 0)
    status = 0
    while not stopping:
        sleep(0.5)
        for i, process in list(running.items()):
            code = process.poll()
            if code is None:
                continue
            if code == CONFIG_REFUSED:
                print(f"bot.launch: process {i} ({' '.join(argvs[i][3:])}) was refused its "
                      "settings; stopping all.", file=sys.stderr)
                stopping, status = True, CONFIG_REFUSED
                break
            deaths[i] = 1 if time.monotonic() - started[i] > STEADY else deaths[i] + 1
            pause = PAUSES[min(deaths[i], len(PAUSES)) - 1]
            print(f"bot.launch: process {i} stopped with status {code}; starting it again "
                  f"in {pause:g} s.", file=sys.stderr)
            sleep(pause)
            running[i], started[i] = subprocess.Popen(argvs[i]), time.monotonic()
    for process in running.values():
        if process.poll() is None:
            process.terminate()
    for process in running.values():
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
    return status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.launch", description=__doc__)
    parser.add_argument("--processes", type=int, required=True)
    parser.add_argument("--shard-count", type=int, required=True)
    parser.add_argument("--config", help="passed on to every process")
    args = parser.parse_args(argv)
    try:
        argvs = commands(args.processes, args.shard_count,
                         ["--config", args.config] if args.config else [])
    except ValueError as exc:
        print(f"bot.launch: {exc}.", file=sys.stderr)
        return CONFIG_REFUSED
    return supervise(argvs)


if __name__ == "__main__":
    sys.exit(main())
