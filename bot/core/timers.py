"""Turn timers: the policy (which timers a decision gets) and the one scheduler that sleeps
until the next one falls due.

Timers are rows in the database (RoboDanny's pattern), so a restart picks them up again;
``TimerBook`` keeps the rows of the open games in memory for the scheduler. The policy:

* one reminder (at ``reminder_seconds``, or half the timer) and one expiry per human seat that
  must act; each decision of that seat restarts them (the setting is "seconds per decision");
  seats acting at once each have their own;
* after an expiry, while that seat alone must act (the rest of a WildLife turn), its next
  decisions fall due at once, so an absent player does not cost a full timer per sub-decision;
* after a restart, a timer that ran out while the bot was down starts again in full: nobody
  could click while the bot was away;
* a table without a turn timer still gets the server's **idle limit** (a reminder after 12
  hours, the fallback after 24 by default; bot/core/settings.py): someone who left the server,
  deleted their account or blocked the bot never answers, and no table may wait forever. Its
  rows are the same kinds; only a turn timer's expiry is shown as a deadline.

A correspondence table (bot/core/clocks.py) has no reminder: its seat's expiry falls due when
its bank runs out, never during its person's holiday (``away``).

What an expiry plays is the moves' business (``bot.core.moves.Moves.fire_timer``).

The mechanism: the scheduler fires only the timers it claimed in the store
(``Store.claim_due_timers``; docs/bot-core.md, "Timers for several processes"), and each fired
timer's row goes in the same transaction as what it caused (``commit_action(..., timer=row)``
for a fallback move, ``finish_timer`` for a reminder or a stale timer): a timer fires once,
even if two processes ever hold its game. While the database is away, the scheduler tries
again every ``OUTAGE_RETRY`` seconds.
"""

from __future__ import annotations

import asyncio
import heapq
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from bot.core.clocks import Pace, left, pace_from_json
from bot.core.models import Table, Timer
from bot.core.settings import IDLE_LIMIT, IDLE_REMINDER
from bot.core.tables import OpenGame, Tables
from bot.store import ClaimLost, Store, TimerRow
from bot.store.outage import unavailable

log = logging.getLogger(__name__)

Planned = list[tuple[int, str, float]]  # (seat, kind, due) rows to add
CLAIM_BATCH = 50      # timers claimed per round
LEASE = 30.0          # seconds a claimed timer is this process's to fire
OUTAGE_RETRY = 2.0    # seconds between two rounds when nothing due could be claimed


class TimerBook:
    """The timer rows of the open games, and the policy that makes new ones."""

    def __init__(self, store: Store, tables: Tables, clock: Callable[[], float], *,
                 reminder_seconds: float = 0.0,
                 idle: Callable[[int | None], tuple[float, float]] = lambda guild: (
                     IDLE_REMINDER, IDLE_LIMIT)) -> None:
        self.store = store
        self.tables = tables
        self.clock = clock
        self.reminder_seconds = float(reminder_seconds)
        self.idle = idle  # a server's (reminder, limit) for tables without a turn timer
        self.rows: dict[int, Timer] = {}
        #: the rows by table, and a heap of (due, id): a move looks at its own table's timers
        #: and the scheduler at the next due one, never at every open game's (thousands).
        #: Rows only come in through ``reload``; one that went stays in these until the next
        #: reload, and is skipped (``mine``, ``next_due``)
        self.by_table: dict[int, list[Timer]] = {}
        self.heap: list[tuple[float, int]] = []
        self.claims: dict[int, TimerRow] = {}  # the claimed rows of the timers being fired
        #: correspondence: each seat's bank by (table, seat), and the end of each person's
        #: holiday (bot/core/clocks.py); read from the store at ``reload``
        self.banks: dict[tuple[int, int], float] = {}
        self.away: dict[int, float] = {}

    # -- the policy -------------------------------------------------------------------------
    def new(self, game: OpenGame, seats: list[int]) -> Planned:
        """A reminder and an expiry for each of ``seats``, from now: the turn timer's, or,
        without one, the idle limit's."""
        total = game.table.timer_seconds
        now = self.clock()
        pace = pace_from_json(game.table.pace)
        if pace is not None:
            return [(seat, "expire", self.start(game, seat, now) + self.bank(game, seat, pace))
                    for seat in seats]
        if total > 0:
            remind = self.reminder_seconds if 0 < self.reminder_seconds < total else total / 2
        else:
            remind, total = self.idle(game.table.guild_id)
        out: Planned = []
        for seat in seats:
            out += [(seat, "reminder", now + remind), (seat, "expire", now + total)]
        return out

    def bank(self, game: OpenGame, seat: int, pace: Pace) -> float:
        """A correspondence seat's bank (its first decision's time until it decided)."""
        return self.banks.get((game.table.id, seat), pace.first())

    def bank_of(self, table: Table, seat: int) -> float | None:
        """A correspondence seat's bank: the time of its running decision when it started, or
        of its next one (None at a real-time table)."""
        pace = pace_from_json(table.pace)
        return None if pace is None else self.banks.get((table.id, seat), pace.first())

    def start(self, game: OpenGame, seat: int, now: float) -> float:
        """When a seat's new decision starts counting: now, or when its person's holiday
        ends."""
        user_id = game.table.seats[seat].user_id
        return max(now, self.away.get(user_id, 0.0) if user_id is not None else 0.0)

    def time_left(self, game: OpenGame, seat: int) -> float | None:
        """A correspondence seat's time left (None at a real-time table)."""
        pace = pace_from_json(game.table.pace)
        if pace is None:
            return None
        due = next((t.due for t in self.mine(game.table.id)
                    if t.seat == seat and t.kind == "expire"), None)
        return left(self.bank(game, seat, pace), due, self.clock())

    def settle_clock(self, game: OpenGame, seat: int, *, by_timer: bool) -> float | None:
        """A correspondence seat's bank after its decision (the engine applied it): what it
        had left plus the increment once its stretch ends; a fallback's seat gets one grace
        period. None at a real-time table."""
        pace = pace_from_json(game.table.pace)
        if pace is None or game.state is None:
            return None
        spare = self.time_left(game, seat) or 0.0
        if by_timer:
            bank = pace.grace()
        elif seat in game.state.to_act():
            bank = pace.per_move or spare  # the same turn goes on: no increment yet
        else:
            bank = pace.after(spare)
        self.banks[(game.table.id, seat)] = bank
        return bank

    def clocks_of(self, game: OpenGame) -> list[tuple[int, float, float | None]]:
        """Each human seat's time left at a correspondence table, and the end of its
        person's holiday when one runs: (seat, seconds, away until or None)."""
        now = self.clock()
        out = []
        for seat in game.table.seats:
            spare = self.time_left(game, seat.index)
            if spare is None or not seat.is_human:
                continue
            until = self.away.get(seat.user_id or 0, 0.0)
            out.append((seat.index, spare, until if until > now else None))
        return out

    def timed(self, game: OpenGame) -> bool:
        """A table whose deadlines are shown: a turn timer, or a correspondence clock."""
        return game.table.timer_seconds > 0 or bool(game.table.pace)

    def after_move(self, game: OpenGame, seat: int, before_to_act: set[int], *,
                   by_timer: bool) -> tuple[list[int], Planned]:
        """The timers a move changes: ``(seats whose timers go, rows to add)``.

        The mover's timers restart; seats no longer due lose theirs; newly due humans get
        theirs. After an expiry, while the same seat alone must act, the rest of its stretch
        falls due at once (the AI finishes it instead of waiting a full timer each)."""
        state = game.state
        if state is None or state.is_over():
            return [], []
        humans = set(game.humans_to_act())
        timed = {t.seat for t in self.mine(game.table.id)}
        clear = sorted({seat} | (timed - humans) | (before_to_act - humans))
        arm = sorted(s for s in humans if s == seat or s not in timed)
        planned: Planned = []
        if by_timer and state.to_act() == [seat]:
            arm.remove(seat)
            planned = [(seat, "expire", self.clock())]
        return clear, planned + self.new(game, arm)

    def deadline(self, table_id: int, seat: int) -> float | None:
        """When the seat's running decision runs out, if it has a turn timer."""
        mine = self.mine(table_id)
        game = self.tables.open.get(mine[0].channel_id) if mine else None
        if game is None or game.table.id != table_id or not self.timed(game):
            return None  # an idle limit is a safety net, not a deadline to show
        return next((t.due for t in mine if t.seat == seat and t.kind == "expire"), None)

    def deadlines(self, game: OpenGame, clear: list[int], planned: Planned) -> dict[int, float]:
        """When each seat's decision runs out after a change that drops the timers of
        ``clear`` and arms ``planned`` (shown as a Discord timestamp); none without a turn
        timer."""
        if not self.timed(game):
            return {}
        out = {t.seat: t.due for t in self.mine(game.table.id)
               if t.kind == "expire" and t.seat not in clear}
        out.update({seat: due for seat, kind, due in planned if kind == "expire"})
        return out

    # -- the rows ---------------------------------------------------------------------------
    async def reload(self) -> None:
        """Read the timers of the open games from the store."""
        # a game found unreadable keeps no timers here (its rows are finished when claimed)
        by_id = {g.table.id: g.table.channel_id for g in self.tables.open.values()
                 if not g.broken}
        fresh = [Timer(r.id, r.game_id, by_id[r.game_id], r.seat, r.kind, r.due)
                 for r in await self.store.timers() if r.game_id in by_id]
        self.banks = await self.store.clocks()
        self.away = {user: row[0] for user, row in (await self.store.aways()).items()}
        # emptied only once the rows are read: the scheduler may look meanwhile
        self.rows, self.by_table, self.heap = {}, {}, []
        self._hold(fresh)

    async def reload_table(self, table_id: int, channel_id: int) -> None:
        """Read one table's timers from the store, after a change to them alone (a start, a
        seat's change, a move): reading every open game's rows at each of those grew with
        the open games (docs/performance.md). A table no longer open just loses them."""
        self.forget_game(table_id)
        game = self.tables.open.get(channel_id)
        if game is not None and game.table.id == table_id:
            self._hold([Timer(r.id, table_id, channel_id, r.seat, r.kind, r.due)
                        for r in await self.store.timers(game_id=table_id)])

    def _hold(self, timers: list[Timer]) -> None:
        for timer in timers:
            self.rows[timer.id] = timer
            self.by_table.setdefault(timer.table_id, []).append(timer)
            heapq.heappush(self.heap, (timer.due, timer.id))

    def mine(self, table_id: int) -> list[Timer]:
        """The timers of one table."""
        return [t for t in self.by_table.get(table_id, ()) if self.rows.get(t.id) is t]

    async def resume(self) -> None:
        """At start: a due seat without a timer (the timer was switched on while the bot was
        down) or whose timer ran out during the downtime gets a fresh one."""
        await self.reload()
        now = self.clock()
        changed = False
        for game in self.tables.open.values():
            if not game.started:  # whose turn is known without decoding the state
                continue
            mine = self.mine(game.table.id)  # by table: not every row for each game
            fresh = [s for s in game.humans_to_act()
                     if not any(t.seat == s for t in mine)
                     or any(t.seat == s and t.due <= now for t in mine)]
            if fresh:
                await self.store.replace_timers(game.table.id, fresh, self.new(game, fresh))
                changed = True
        if changed:  # read back once (not at all when nothing was due: most starts)
            await self.reload()

    def forget_game(self, table_id: int) -> None:
        for timer in self.by_table.pop(table_id, ()):
            self.rows.pop(timer.id, None)

    async def drop(self, timer: Timer) -> None:
        """A timer that did its work (a reminder) or has none left: gone, through its claim
        when it was claimed (another process may have fired it already: then nothing)."""
        claim = self.claims.pop(timer.id, None)
        if claim is None:
            await self.store.delete_timer(timer.id)
        else:
            try:
                await self.store.finish_timer(claim, now=self.clock())
            except ClaimLost:
                log.info("timer %s was fired elsewhere", timer.id)
        self.rows.pop(timer.id, None)

    def claim_of(self, timer: Timer) -> TimerRow | None:
        """The claimed row of a timer being fired (``commit_action(..., timer=row)``)."""
        return self.claims.pop(timer.id, None)

    async def claim_due(self, now: float) -> list[Timer]:
        """Claim the due timers of this process's shards in the store; those to fire. A
        claimed row unknown here (a game not open in this process) is finished at once."""
        shards = self.tables.shards
        rows = await self.store.claim_due_timers(
            list(range(self.store.shard_count) if shards is None else shards), now,
            CLAIM_BATCH, lease=LEASE)
        if any(r.id not in self.rows for r in rows):
            await self.reload()
        out = []
        for row in rows:
            timer = self.rows.get(row.id)
            if timer is None:
                try:
                    await self.store.finish_timer(row, now=now)
                except ClaimLost:
                    pass
                continue
            self.claims[row.id] = row
            out.append(timer)
        if len(out) < min(CLAIM_BATCH, len(self.due(now))):  # rows gone from the store, or
            await self.reload()                              # claimed elsewhere
        return out

    def seconds_left(self, timer: Timer) -> float:
        """Until the expiry of ``timer``'s seat."""
        expire = [t.due for t in self.mine(timer.table_id) if t.seat == timer.seat]
        return max(0.0, min(expire, default=self.clock()) - self.clock())

    def due(self, now: float | None = None) -> list[Timer]:
        """Timers due at ``now`` (default: the clock), earliest first."""
        now = self.clock() if now is None else now
        return sorted((t for t in self.rows.values() if t.due <= now), key=_key)

    def next_due(self) -> float | None:
        """When the next timer falls due (clock seconds)."""
        heap = self.heap
        while heap and (heap[0][1] not in self.rows or self.rows[heap[0][1]].due != heap[0][0]):
            heapq.heappop(heap)  # a timer that went
        return heap[0][0] if heap else None

    def sorted(self) -> list[Timer]:
        return sorted(self.rows.values(), key=_key)


def _key(timer: Timer) -> tuple[float, int]:
    return (timer.due, timer.id)


class Scheduler:
    """One task that sleeps until the next timer falls due, fires what is due, and sleeps
    again; ``rearm()`` after any change gives it a fresh sleep when the next timer is now
    due sooner than the sleep ends. A sleep that ends before its timer (the timer went, or
    moved later) finds nothing to claim and sleeps again until the next, so a move, which
    usually pushes its seat's timers later, costs no new sleep: each would be a timer the
    event loop keeps (cancelled, until it is cleaned up; under SimCord's harness a live one
    that each settle scans: docs/performance.md)."""

    def __init__(self, book: TimerBook, fire: Callable[[Timer], Awaitable[Any]],
                 clock: Callable[[], float]) -> None:
        self.book = book
        self.fire = fire
        self.clock = clock
        self.task: asyncio.Task[Any] | None = None
        self.sleeping: asyncio.Task[Any] | None = None  # the task while it sleeps
        self.until: float | None = None  # the clock time that sleep ends

    def rearm(self) -> None:
        """Sleep until the next due timer (cancelling a sleep for a later one). A task that
        has not started yet, or is firing, reads the timers itself when it gets to them."""
        if self.task is not None and not self.task.done():
            if self.sleeping is not self.task:
                return
            due = self.book.next_due()
            if due is not None and self.until is not None and self.until <= due:
                return  # it wakes in time (maybe early: then it sleeps again)
            self.task.cancel()
        self.task = None
        if self.book.next_due() is not None:
            self.task = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        due = self.book.next_due()
        if due is None:
            return
        me = asyncio.current_task()
        self.sleeping, self.until = me, due
        try:
            await asyncio.sleep(max(0.0, due - self.clock()))
        finally:
            if self.sleeping is me:
                self.sleeping = None
        try:
            claimed = await self.book.claim_due(self.clock())
        except Exception as exc:
            if not unavailable(exc):
                raise
            log.warning("cannot claim the due timers now (%s); trying again", type(exc).__name__)
            claimed = []
        for timer in claimed:
            try:
                await self.fire(timer)
            except Exception:  # one game's failure must not stop the others' timers
                log.exception("turn timer %s of game %s failed", timer.id, timer.table_id)
            finally:
                self.book.claims.pop(timer.id, None)
        self.task = None
        if not claimed and self.book.due(self.clock()):
            # due but not claimable now (the database is away, or another claim runs): not a
            # busy loop, a pause
            self.task = asyncio.get_running_loop().create_task(self._pause())
            return
        self.rearm()

    async def _pause(self) -> None:
        me = asyncio.current_task()
        self.sleeping, self.until = me, None  # any change ends a pause
        try:
            await asyncio.sleep(OUTAGE_RETRY)
        finally:
            if self.sleeping is me:
                self.sleeping = None
        self.task = None
        self.rearm()

    async def close(self) -> None:
        if self.task is not None:
            self.task.cancel()
            await asyncio.gather(self.task, return_exceptions=True)
