"""AI decisions in worker processes, each answered within about twice the search budget.

A search decision is half a second of pure Python holding the GIL: in a thread of the bot it
would stall every other game for that long. So the bot decides in ``[games] ai_processes``
worker processes through ``engine.ai.decide`` (plain data in, an action code out); with 0 it
uses a thread (tests).

When many AI seats must decide at once, decisions queue for the workers. Each search is given
a budget that fits the queue it joins (``Thinkers.share``: the time the workers have before the
deadline, shared by the decisions asked and not yet answered), so a busy pool searches
shorter rather than leaving the late ones to the greedy. A decision that waited
is given what is left of its deadline (asked + ``ALLOWANCE`` × budget, at most ``LIMIT``
seconds, less ``MARGIN`` for the
trip back and the search's last iteration) as its budget; one that waited until less than
``FLOOR`` seconds are left is made by the greedy level
(milliseconds), so an AI seat never holds a table up for long and the queue drains under load
instead of growing. ``timings`` keeps recent asked-to-answered times and ``hurried`` counts
the searches the greedy made instead (benchmarks/load.py prints both).
"""

from __future__ import annotations

import time
from collections import deque
from concurrent.futures import Executor

from bot.core import workers
from engine import ai

ALLOWANCE = 2.0  # a decision answers within this many budgets of being asked ...
LIMIT = 0.8  # ... and within this many seconds: every decision under 1 s (docs/ai.md), also
             # on a loaded machine (the load benchmark at 200 games: 1.10 s at most with 1.0)
MARGIN = 0.15  # seconds kept for the answer's trip back and a search's last iteration
FLOOR = 0.1  # seconds: below this a search is not worth starting; the greedy decides


def decide_by(deadline: float, state_json: str, seat: int, level: str, seed: int,
              budget: float) -> tuple[str, str]:
    """In a worker: ``engine.ai.decide`` with the budget cut to the time left before
    ``deadline`` (wall-clock seconds), the greedy level when too little is left. Returns the
    action code and the level that chose it."""
    if level == "search":
        spare = deadline - MARGIN - time.time()
        if spare < FLOOR:
            level = "greedy"
        budget = min(budget, spare)
    return ai.decide(state_json, seat, level, seed, budget), level


def _warm_up() -> None:
    """In a worker: import every title's rules and AI once."""
    import engine

    for game in engine.GAMES:
        ai.game_module(game)


class Thinkers:
    """The pool of AI workers and the deadline each decision gets."""

    def __init__(self, processes: int = 0, budget: float = ai.DEFAULT_BUDGET) -> None:
        self.processes = processes
        self.budget = budget
        self.pool: Executor | None = None
        self.timings: deque[float] = deque(maxlen=10_000)
        self.hurried = 0
        self.queued = 0  # decisions asked and not answered yet

    def share(self, queued: int) -> float:
        """The search budget of a decision asked with ``queued`` decisions (itself
        included) not answered yet: the full budget while the workers keep up, else an equal
        share of the time the workers have before the deadline (``LIMIT`` less ``MARGIN``)."""
        workers_time = (LIMIT - MARGIN) * max(1, self.processes)
        return min(self.budget, workers_time / max(1, queued))

    def start(self) -> None:
        """Start the workers now, so that the first AI move does not wait for them."""
        if self.processes > 0 and self.pool is None:
            self.pool = workers.spawn_pool(self.processes, _warm_up)

    async def choose(self, state_json: str, seat: int, level: str, seed: int) -> str:
        """The code of the action ``level`` chooses for ``seat`` in ``state_json``."""
        self.start()
        asked = time.time()
        deadline = asked + min(ALLOWANCE * self.budget, LIMIT)
        self.queued += 1
        try:
            code, chosen_by = await workers.run(self.pool, decide_by, deadline, state_json,
                                                seat, level, seed, self.share(self.queued))
        finally:
            self.queued -= 1
        self.timings.append(time.time() - asked)
        self.hurried += chosen_by != level
        return code

    def close(self) -> None:
        workers.stop(self.pool)
        self.pool = None
