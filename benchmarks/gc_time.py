"""CPU time of Python's garbage collector in the bot's loop thread, by generation.

The collector runs inside whatever code allocates, so a profile spreads its cost over the
functions that happened to allocate (at 30 games cProfile charged half a second of it to a
one-line label function). Its full collections scan every object the process holds, SimCord's
stored Discord included, so they grow with the load. ``benchmarks.load`` prints this apart
from the bot's figure, which includes it."""

from __future__ import annotations

import gc
import threading
import time
from typing import Any


class Collections:
    """Collections and their CPU seconds per generation (0 young, 2 all objects)."""

    def __init__(self) -> None:
        self.count = [0, 0, 0]
        self.seconds = [0.0, 0.0, 0.0]
        self._thread = threading.get_ident()
        self._started = 0.0

    def install(self) -> None:
        gc.callbacks.append(self._seen)

    def reset(self) -> None:
        self.count = [0, 0, 0]
        self.seconds = [0.0, 0.0, 0.0]

    def _seen(self, phase: str, info: dict[str, Any]) -> None:
        if threading.get_ident() != self._thread:
            return  # another thread's collection (aiosqlite's): not the loop's
        if phase == "start":
            self._started = time.thread_time()
            return
        generation = int(info["generation"])
        self.count[generation] += 1
        self.seconds[generation] += time.thread_time() - self._started
