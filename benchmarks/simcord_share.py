"""SimCord's own CPU in the bot process, beside its router's (``discord_model.Ledger``).

SimCord runs on the bot's event loop. Besides answering requests (its router, counted by the
``Ledger``), it keeps the virtual clock that makes tests deterministic: it records every task
and callback the bot creates (``_track_callback``, ``track_task``) and, whenever a bot timer
falls due in real time, first checks whether it only resumes a wait it recognises
(``_wakes_recognized_wait``: each of the bot's tasks against the timer), then settles the bot
(``Env._settle_internal``: on every turn of the loop until the bot is idle it checks each of
the bot's tasks against each of its timers). It also stands in for ``time.monotonic``
(so asyncio's ``loop.time()`` is its virtual clock), a lookup of the current environment on
every call where Discord's bot pays a system call: discord.py reads it for each of its
rate-limit buckets whenever it meets a new one (``HTTPClient._try_clear_expired_ratelimits``,
thousands of buckets at hundreds of games). None of
that exists on Discord, where a sleep is a heap entry of asyncio's. Under load the bot is
rarely idle, so a settle set off by one paced request's sleep can run for seconds, and its
cost is charged to the bot process.

``install()`` wraps those entry points (before ``simcord.run`` binds them) and adds up the
CPU time of this thread spent in them: the synchronous wrappers directly, the settle step by
step (each resumption of its coroutine; what it awaits runs elsewhere). ``transport`` is the
benchmark's aiohttp stand-in (tests/bot/transport.py: it parses each request discord.py
made back into JSON and writes the answer's text), whose time includes the router's
(counted apart by the ``Ledger``; ``report`` takes it out). It under-counts rather than
over-counts: the per-callback wrapper that runs the bot's own callback and the asyncio
callbacks a settle's waits leave behind stay in the bot's figure, and the clock's share
(``clock``: its calls counted, each at the cost ``calibrate`` measures) includes what a real
``time.monotonic`` would have cost."""

from __future__ import annotations

import functools
import time
from collections.abc import Coroutine, Generator
from typing import Any

from simcord import _dpy_internals, _runtime
from simcord import env as simcord_env
from simcord._settlement import _run_due_virtual_callbacks
from simcord.env import Env

#: seconds of real time between two moves of SimCord's clock in ``follow_real_time``: each
#: move checks SimCord's whole store for deadlines (several ms at 400 games)
FOLLOW_EVERY = 0.05


class Share:
    """CPU seconds of this thread in SimCord's bookkeeping (``tracking``), its settles and
    timer checks (``settle``) and the transport (``transport``)."""

    def __init__(self) -> None:
        self.tracking = 0.0
        self.settle = 0.0
        self.transport = 0.0  # the router's time included
        self.clock_calls = 0  # SimCord's time.monotonic, called (``clock`` says its cost)
        self.per_clock = 0.0  # CPU seconds a call, measured by ``calibrate``
        self._depth = 0  # a settle inside a settle's step is counted once
        self._real_mark: float | None = None  # ``follow_real_time``'s last real time
        self.follows = False  # ``advance_without_settling`` installed

    def reset(self) -> None:
        self.tracking = self.settle = self.transport = 0.0
        self.clock_calls = 0

    @property
    def clock(self) -> float:
        """CPU seconds in SimCord's clock: its calls counted, each at its measured cost."""
        return self.clock_calls * self.per_clock

    def calibrate(self, calls: int = 20_000) -> None:
        """Measure a call of the (counting) clock, in the running loop, where it finds its
        environment. Timing each call instead would cost two reads of the thread's CPU clock,
        a system call each, around every one of the thousands of clock reads a move makes at
        400 games (discord.py's bucket scan), and half of that would show as the bot's. A
        tight loop runs warmer than the bot does, so the cost counts low rather than high."""
        clock = _dpy_internals._clock_monotonic
        counted = self.clock_calls
        started = time.thread_time()
        for _ in range(calls):
            clock()
        self.per_clock = (time.thread_time() - started) / calls
        self.clock_calls = counted

    def seconds(self, router: float) -> float:
        """SimCord's and the transport's CPU seconds besides ``router`` (the Ledger's)."""
        return self.tracking + self.settle + self.clock + max(0.0, self.transport - router)

    def install(self, transport: Any = None) -> None:
        """``transport``: the benchmark's aiohttp stand-in class, when it is in use."""
        if transport is not None:
            transport.request = self._timed(transport.request, "transport")
        settle = Env._settle_internal

        @functools.wraps(settle)
        async def timed_settle(env: Env, **kwargs: Any) -> Any:
            return await _Stepped(settle(env, **kwargs), self)

        _runtime._track_callback = self._timed(_runtime._track_callback, "tracking")
        _runtime._WorkState.track_task = self._timed(  # type: ignore[method-assign]
            _runtime._WorkState.track_task, "tracking")
        Env._settle_internal = timed_settle  # type: ignore[method-assign]
        simcord_env._wakes_recognized_wait = self._timed(  # type: ignore[attr-defined]
            simcord_env._wakes_recognized_wait, "settle")
        # installed as time.monotonic when simcord.run starts (``acquire_clocks``)
        _dpy_internals._clock_monotonic = self._counted(_dpy_internals._clock_monotonic)

    def advance_without_settling(self) -> None:
        """A bot timer that falls due in real time moves SimCord's clock and runs what is due,
        as a real loop would, instead of also settling the whole bot.

        SimCord's virtual clock is the tests' determinism: when a bot timer falls due in real
        time, SimCord advances its clock and then settles, waiting on every turn of the loop
        until the whole bot is idle, checking each of its tasks against each timer. A paced
        load is never idle, so one such settle runs for as long as people click. At 400 games,
        where a click's one-second "defer if slow" timer often falls due, those settles took
        most of the bot process's CPU (357 ms a move, 29 Nov) and starved the bot: 2.4 moves
        served a second of 40 offered. On Discord no such step exists. Its cost counts as
        SimCord's (``settle``); ``env.settle()`` between phases still settles as before."""
        share = self
        self.follows = True

        async def advance(env: Env, target: float, deadline: float) -> None:
            started = time.thread_time()
            try:
                _advance_unsettled(env, target, deadline)
            finally:
                share.settle += time.thread_time() - started

        Env._advance_to = advance  # type: ignore[method-assign]

    def follow_real_time(self, env: Env) -> None:
        """Move SimCord's clock on by the real time since the last call, running what fell
        due, as a real loop's clock moves on its own. Called by the paced load at every
        step. Without it only a bot timer falling due in real time moved the clock, and a
        timer SimCord keeps for its clock alone (a sleep that was parked while the opening
        settled: the global limiter's) never did: once the sender's deliveries all slept in
        the limiter, the clock stood still for the whole paced load (29 Nov, 400 games: 22
        clicks asked a second of 40 offered, people waiting 5.5 s a click for a panel,
        the bot's process mostly idle). Counted as SimCord's (``settle``)."""
        if not self.follows:
            return  # SimCord's own behaviour (``--settle-on-timers``)
        now = time.perf_counter()
        if self._real_mark is None:
            self._real_mark = now
        step = now - self._real_mark
        if step < FOLLOW_EVERY:
            return
        self._real_mark = now
        started = time.thread_time()
        try:
            _advance_unsettled(env, env._virtual_time + step, 0.0)  # noqa: SLF001
            state = env._settlement_state()  # noqa: SLF001 - what SimCord's settle runs
            _run_due_virtual_callbacks(state, state.loop.time() + 1.0)
        finally:
            self.settle += time.thread_time() - started

    def prune(self, env: Env) -> None:
        """Drop the cancelled timers from SimCord's list of the bot's callbacks, as its own
        settle does (``_active_callbacks``). A click's one-second "defer if slow" timer is
        cancelled when its work ends, and SimCord forgets a cancelled timer only when it
        settles; the paced load rarely lets it settle, so at 400 games thousands piled up and
        every callback's own removal from that list (in SimCord's wrapper, charged to the bot)
        scanned them. Counted as SimCord's bookkeeping."""
        started = time.thread_time()
        work = env._work  # noqa: SLF001 - SimCord's own bookkeeping, kept as its settle does
        work.callbacks = [r for r in work.callbacks
                          if r.handle is not None and not r.handle.cancelled()]
        self.tracking += time.thread_time() - started

    def _counted(self, func: Any) -> Any:
        """``func`` (the clock, called without arguments), counting its calls."""
        share = self

        @functools.wraps(func)
        def counted() -> Any:
            share.clock_calls += 1
            return func()

        return counted

    def _timed(self, func: Any, bucket: str) -> Any:
        """``func``, adding the CPU time of each call to the share's ``bucket``."""
        @functools.wraps(func)
        def timed(*args: Any, **kwargs: Any) -> Any:
            started = time.thread_time()
            try:
                return func(*args, **kwargs)
            finally:
                setattr(self, bucket, getattr(self, bucket) + time.thread_time() - started)

        return timed


def _advance_unsettled(env: Env, target: float, deadline: float) -> None:
    """Move ``env``'s clock to ``target``. The loop's clock is SimCord's, so the loop itself
    then runs every timer that fell due, in order of time, as a real loop does."""
    del deadline  # nothing waits here
    env._process_resource_deadlines()  # noqa: SLF001 - SimCord's clock, moved as it moves it
    env._move_clock(target)  # noqa: SLF001
    env._process_resource_deadlines()  # noqa: SLF001


class _Stepped:
    """Awaits ``coro``, adding the CPU time of each of its steps to ``share.settle``."""

    def __init__(self, coro: Coroutine[Any, Any, Any], share: Share) -> None:
        self.coro = coro
        self.share = share

    def __await__(self) -> Generator[Any, Any, Any]:
        inner = self.coro.__await__()
        send: Any = None
        error: BaseException | None = None
        while True:
            share = self.share
            outer = share._depth == 0
            share._depth += 1
            started = time.thread_time()
            try:
                yielded = inner.throw(error) if error is not None else inner.send(send)
            except StopIteration as done:
                return done.value
            finally:
                share._depth -= 1
                if outer:
                    share.settle += time.thread_time() - started
            try:
                send, error = (yield yielded), None
            except BaseException as thrown:  # a cancellation, passed on to the settle
                send, error = None, thrown
