"""Say so when SimCord's clock stalls under a benchmark's load (docs/performance.md, "The stall,
found").

SimCord moves its virtual clock only once every task of the bot is parked. Under a load that
never lets the bot pause, an advance can wait for ever: the bot's sleepers (the global
limiter's, the AI seats' pauses) never wake, their real-time fallbacks are re-armed every few
milliseconds, and the process spins at 100 % CPU printing nothing. A ``Watch`` is a thread, not
a task on the event loop (so it changes nothing SimCord counts): every few seconds it reads
whether SimCord is advancing and where its clock stands, and once an advance has held the clock
still for ``after`` seconds it prints what the bot is doing: how many of its tasks are parked,
and where the ones that are not wait.
"""

from __future__ import annotations

import collections
import threading
import time
from typing import Any

from simcord import _settlement

EVERY = 5.0  # seconds between looks


def where(task: Any, depth: int = 12) -> str:
    """The coroutine chain a task waits in, innermost last."""
    names: list[str] = []
    coro = task.get_coro()
    while coro is not None and len(names) < depth:
        frame = getattr(coro, "cr_frame", None) or getattr(coro, "gi_frame", None)
        if frame is None:
            break
        names.append(f"{frame.f_code.co_name}:{frame.f_lineno}")
        coro = getattr(coro, "cr_await", None) or getattr(coro, "gi_yieldfrom", None)
    return " > ".join(names)


class Watch:
    """A daemon thread that reports a stalled SimCord advance (see the module's docstring),
    until the run's SimCord stops."""

    def __init__(self, env: Any, after: float = 60.0, every: float = EVERY) -> None:
        self.env, self.after, self.every = env, after, every
        self.stalls = 0  # advances reported
        self.thread = threading.Thread(target=self._run, name="stall-watch", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        since: float | None = None  # when the clock was last seen still in an advance
        clock = None
        while True:
            time.sleep(self.every)
            try:
                if not self.env._started:  # the run is over
                    return
                advancing, now = self.env._advancing, self.env._virtual_time
            except AttributeError:  # a SimCord without these: nothing to watch
                return
            if not advancing or now != clock:
                since, clock = (time.perf_counter() if advancing else None), now
            elif since is not None and time.perf_counter() - since >= self.after:
                self.stalls += 1
                self._report(time.perf_counter() - since)
                since = None  # told once per stall

    def _report(self, held: float) -> None:
        try:
            state = self.env._settlement_state()
            forever = self.env._loop.time() + 1e9
            pending = [t for t in list(state.work.tasks) if not t.done()]
            busy = [t for t in pending if not _settlement._is_parked(state, t, forever)]
            chains = collections.Counter(where(t) for t in busy)
        except Exception as exc:  # the loop changed what we read: say what we know
            print(f"[stall] SimCord's clock has stood still for {held:.0f} s while it "
                  f"advances ({exc!r})", flush=True)
            return
        print(f"[stall] SimCord's clock has stood still for {held:.0f} s while it advances: "
              f"{len(pending) - len(busy)} of the bot's {len(pending)} tasks are parked; it "
              f"moves once the others are (the figures of this run will be late or never "
              f"come; docs/performance.md, \"The stall, found\"). Not parked:", flush=True)
        for chain, n in chains.most_common(5):
            print(f"[stall]   {n} x {chain}", flush=True)
