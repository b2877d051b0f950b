"""The absence limit of a tournament table (docs/tournaments.md, "Absence"): how many turn
timers in a row ran out on one seat.

At a casual table the idle limit (bot/core/timers.py) only keeps a game from waiting forever.
At a tournament table a no-show would hold every round up by a full turn timer per decision
(27 of them in one Wild Cards game); so the second timer in a row that runs out on a seat
hands the seat to an AI for the rest of the game and drops its person from the event
(``Tournaments.absent``).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.store import LogRow

ABSENCE_LIMIT = 2  # turn timers in a row that run out on one seat
LOOKBACK = 400     # log rows read back to count them (far more than two timers' worth)


def absences(log: Sequence[LogRow], seat: int) -> int:
    """The turn timers that ran out on ``seat`` since its person's last decision, newest
    first in ``log`` order reversed. The fallback decisions that follow one another in the
    log are one timer (the rest of a timed-out WildLife turn falls due at once); a move the
    rules forced on the seat is nobody's and breaks nothing; anyone else's move between two
    fallbacks separates them."""
    count, running = 0, False
    for row in reversed(log):
        if row.seat != seat:
            running = False
        elif row.user_id is not None:
            break  # its person decided: the timers before count no more
        elif row.fallback:
            count += 0 if running else 1
            running = True
    return count
