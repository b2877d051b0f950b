"""Worker processes for CPU work the event loop must not do: pictures (``bot.messages.render``) and
AI decisions (``bot.core.thinking``). Both are pure functions of plain data, tens of milliseconds
to half a second each, and hold the GIL while they run, so a thread would stall every game.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import multiprocessing
from collections.abc import Callable
from typing import Any


def spawn_pool(processes: int, warm_up: Callable[[], None],
               initializer: Callable[..., None] | None = None,
               initargs: tuple[Any, ...] = ()) -> concurrent.futures.Executor:
    """``processes`` workers started now, each running ``warm_up`` once (imports, cached
    layers), so the first real job does not pay for them; ``initializer(*initargs)`` runs as
    each starts (it may hand over shared memory, which only a new process can be given).
    Spawned, not forked: a forked copy of a process with running threads (aiosqlite, the
    loop's executors) may inherit held locks."""
    pool = concurrent.futures.ProcessPoolExecutor(
        processes, mp_context=multiprocessing.get_context("spawn"), initializer=initializer,
        initargs=initargs)
    for _ in range(processes):
        pool.submit(warm_up)
    return pool


async def run(pool: concurrent.futures.Executor | None, func: Callable[..., Any],
              *args: Any) -> Any:
    """``func(*args)`` in ``pool``, or in a thread when there is no pool (``processes`` 0)."""
    if pool is None:
        return await asyncio.to_thread(func, *args)
    return await asyncio.get_running_loop().run_in_executor(pool, func, *args)


def stop(pool: concurrent.futures.Executor | None) -> None:
    """Stop the workers without waiting for the jobs still queued."""
    if pool is not None:
        pool.shutdown(wait=False, cancel_futures=True)
