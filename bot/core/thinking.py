"""AI decisions in worker processes, each answered within about twice the search budget.

A search decision is half a second of pure Python holding the GIL: in a thread of the bot it
would stall every other game for that long. So the bot decides in ``[games] ai_processes``
worker processes through ``engine.ai.decide`` (plain data in, an action code out); with 0 it
uses a thread (tests).

Each decision must be answered by its deadline: asked + ``ALLOWANCE`` × budget, at most
``LIMIT`` seconds, less ``MARGIN`` for the trip back and a search's last iteration. The pool
takes decisions in the order asked, which is the order of their deadlines. When many AI seats
ask at once they queue, and the time is shared where it is spent, in the workers:

* the bot posts each waiting decision's deadline on a ``Board`` (shared memory the workers
  read) and a worker takes it off when it begins that decision;
* a search ends at its budget, at its deadline, or as soon as the decisions waiting behind it
  need the time: each waiting one is kept ``SLICE`` seconds of a worker before its deadline
  (``stop_at``), so a search begun alone with the whole budget stops early when a burst
  arrives behind it, instead of leaving the last of the burst to the greedy;
* a decision begun with less than ``FLOOR`` seconds of search left (late, or the queue behind it
  needs the time) is made by the greedy level (milliseconds), so an AI seat never holds a
  table up for long and the queue drains under load instead of growing;
* the budget itself fits the rate decisions are asked at (``Thinkers.fit``): while they come
  faster than the workers can give each the whole budget, each is given an equal share of
  ``BUSY`` of the workers' time, so the queue stays short and nearly every decision is
  searched, more briefly, instead of some searched fully and the ones behind them left to
  the greedy. The board only sees the decisions already waiting; the rate sees those to come.

``timings`` keeps recent asked-to-answered times (``worker_timings``: to the worker's answer,
before the bot's loop takes it) and ``hurried`` counts the searches the greedy made instead
(benchmarks/load.py and benchmarks/ai_queue.py print them).
"""

from __future__ import annotations

import math
import multiprocessing
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import Executor
from typing import Any

from bot.core import workers
from engine import ai

ALLOWANCE = 2.0  # a decision answers within this many budgets of being asked ...
LIMIT = 0.8  # ... and within this many seconds: every decision under 1 s (docs/ai.md), also
             # on a loaded machine (the load benchmark at 200 games: 1.10 s at most with 1.0)
MARGIN = 0.15  # seconds kept for the answer's trip back and a search's last iteration
FLOOR = 0.04  # seconds: below this a search is not worth starting; the greedy decides (a search
             # of 0.04 s still beats the greedy in every title: docs/ai.md, "AI seats under load")
SLICE = FLOOR + 0.05  # a worker's seconds kept for each waiting decision (its least search
                      # and its set-up: the state's JSON, the player, the greedy's ranking)
READ_EVERY = 0.01  # seconds between a running search's reads of the board
SLOTS = 256  # decisions on the board at once (an AI seat asks one at a time); more wait unposted
RATE_WINDOW = 5.0  # seconds: the budget fits the rate of the search decisions asked this long
BUSY = 0.6  # the share of the workers' time the budgets of that rate fill: the rest is each
            # decision's set-up and the other work on the machine (pictures, the bot itself)


class Board:
    """The deadlines (wall-clock seconds) of the decisions asked and not begun yet, one slot
    each (0.0 = free), in memory the bot and its workers share. Only the bot posts; a worker
    takes a decision off when it begins it, the bot again once it is answered (a decision
    cancelled with the pool)."""

    def __init__(self, deadlines: Any = None) -> None:
        self.deadlines = (multiprocessing.get_context("spawn").RawArray("d", SLOTS)
                          if deadlines is None else deadlines)
        self.free = list(range(SLOTS - 1, -1, -1))  # the bot's own record of free slots

    def post(self, deadline: float) -> int:
        """In the bot: a new waiting decision; its slot, or -1 when the board is full."""
        if not self.free:
            return -1
        slot = self.free.pop()
        self.deadlines[slot] = deadline
        return slot

    def clear(self, slot: int) -> None:
        """In the bot, once the decision is answered (or failed)."""
        if slot >= 0:
            self.deadlines[slot] = 0.0
            self.free.append(slot)

    def begin(self, slot: int) -> None:
        """In a worker: the decision in ``slot`` waits no more."""
        if slot >= 0:
            self.deadlines[slot] = 0.0

    def stop_at(self, processes: int) -> float:
        """The latest wall-clock time a running search may go on to: each waiting decision,
        in deadline order, is kept ``SLICE`` seconds of the ``processes`` workers before its
        deadline (less ``MARGIN``). Infinite when nothing waits."""
        waiting = sorted(d for d in self.deadlines[:] if d)
        stop = math.inf
        for k, deadline in enumerate(waiting, 1):
            stop = min(stop, deadline - MARGIN - math.ceil(k / processes) * SLICE)
        return stop


_BOARD: Board | None = None  # in a worker process: the bot's board (``_attach``)
_PROCESSES = 1


def waiting() -> bool:
    """In an AI worker: whether a decision waits on the board for a worker. Long jobs that
    are not decisions (a person's review) hand the worker back then. False in a thread."""
    return _BOARD is not None and _BOARD.stop_at(_PROCESSES) < math.inf


def _attach(deadlines: Any, processes: int) -> None:
    """In a new worker process: the board it shares with the bot, and the workers' count."""
    global _BOARD, _PROCESSES
    _BOARD, _PROCESSES = Board(deadlines), processes


def decide_by(deadline: float, state_json: str, seat: int, level: str, seed: int,
              budget: float, slot: int = -1, board: Board | None = None,
              processes: int = 1) -> tuple[str, str]:
    """In a worker: ``engine.ai.decide`` with the budget cut to the time left before
    ``deadline`` (wall-clock seconds) and, while it searches, to what the decisions waiting
    on the board (``board``, else the worker's own) leave it; the greedy level when less than
    ``FLOOR`` is left. Returns the action code and the level that chose it."""
    if board is None:
        board, processes = _BOARD, _PROCESSES
    if board is not None:
        board.begin(slot)
    stop = None
    if level == "search":
        now = time.time()
        end = deadline - MARGIN
        spare = min(end, board.stop_at(processes) if board is not None else end) - now
        if spare < FLOOR:
            level = "greedy"
        budget = min(budget, spare)
        if board is not None:
            stop = _stopper(board, processes, now + FLOOR)

    return ai.decide(state_json, seat, level, seed, budget, stop=stop), level


def _stopper(board: Board, processes: int, least: float) -> Callable[[], bool]:
    """A search's ``stop``: true once the board says the decisions behind it need the time,
    never before ``least``. Asked between iterations and in rollouts, so the board is read
    at most every ``READ_EVERY`` seconds."""
    until, read = math.inf, -math.inf

    def stop() -> bool:
        nonlocal until, read
        now = time.time()
        if now - read >= READ_EVERY:
            until, read = max(least, board.stop_at(processes)), now
        return now >= until

    return stop


def _decide_timed(*args: Any) -> tuple[tuple[str, str], float]:
    """In a worker: ``decide_by(*args)`` and the wall-clock time it answered (the bot tells
    the workers' delay from its own loop's in taking the answer)."""
    return decide_by(*args), time.time()


def _warm_up() -> None:
    """In a worker: import every title's rules and AI once."""
    import engine

    for game in engine.GAMES:
        ai.game_module(game)


class Thinkers:
    """The pool of AI workers, the board of waiting decisions, and the deadline of each."""

    def __init__(self, processes: int = 0, budget: float = ai.DEFAULT_BUDGET) -> None:
        self.processes = processes
        self.budget = budget
        self.pool: Executor | None = None
        self.board = Board()
        self.timings: deque[float] = deque(maxlen=10_000)
        self.worker_timings: deque[float] = deque(maxlen=10_000)  # asked to the worker's answer
        self.hurried = 0
        self.asks: deque[float] = deque()  # when the search decisions of the last RATE_WINDOW came

    def fit(self, now: float) -> float:
        """The search budget of a decision asked at ``now``: the whole budget while decisions
        come slower than ``BUSY`` of the workers can search, else an equal share of that time
        at the rate of the last ``RATE_WINDOW`` seconds (never below ``FLOOR``, never above the
        budget configured)."""
        self.asks.append(now)
        while self.asks[0] <= now - RATE_WINDOW:
            self.asks.popleft()
        rate = len(self.asks) / RATE_WINDOW
        return min(self.budget, max(FLOOR, BUSY * max(1, self.processes) / rate))

    def start(self) -> None:
        """Start the workers now, so that the first AI move does not wait for them."""
        if self.processes > 0 and self.pool is None:
            self.pool = workers.spawn_pool(self.processes, _warm_up, _attach,
                                           (self.board.deadlines, self.processes))

    async def choose(self, state_json: str, seat: int, level: str, seed: int) -> str:
        """The code of the action ``level`` chooses for ``seat`` in ``state_json``."""
        self.start()
        asked = time.time()
        deadline = asked + min(ALLOWANCE * self.budget, LIMIT)
        budget = self.budget
        slot = -1
        if level == "search":
            budget = self.fit(asked)
            slot = self.board.post(deadline)
        # a thread (no pool) is given the board itself; a worker process has it from _attach
        board = None if self.pool is not None else self.board
        try:
            (code, chosen_by), answered = await workers.run(
                self.pool, _decide_timed, deadline, state_json, seat, level, seed, budget,
                slot, board, max(1, self.processes))
        finally:
            self.board.clear(slot)
        self.timings.append(time.time() - asked)
        self.worker_timings.append(answered - asked)
        self.hurried += chosen_by != level
        return code

    def close(self) -> None:
        workers.stop(self.pool)
        self.pool = None
