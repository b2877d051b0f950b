"""Holidays at correspondence tables (docs/playing.md, "Correspondence"): ``/game away
<days>`` stops a person's clocks in every correspondence game they play; ``/game back`` starts
them again. A running decision's deadline moves on by the holiday (its time left waits), a
decision that falls due meanwhile starts counting when the holiday ends
(``TimerBook.start``), so nothing fires during one. Real-time tables are not touched: their
turn timers and idle limits are about minutes, not days.

Each person may take ``away_days`` (a server setting, 30 by default) a calendar year; days
not used because they came back early are theirs again. Rows in the store (``away``), so a
restart keeps a holiday.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from bot.core.clocks import DAY
from bot.core.models import Table, UserError
from bot.core.settings import Settings
from bot.core.tables import OpenGame, Tables
from bot.core.timers import TimerBook
from bot.store import Store

MAX_AWAY = 366


class Holidays:
    """A person's holidays and what they do to their correspondence clocks."""

    def __init__(self, store: Store, tables: Tables, timers: TimerBook, settings: Settings,
                 clock: Callable[[], float]) -> None:
        self.store = store
        self.tables = tables
        self.timers = timers
        self.settings = settings
        self.clock = clock

    def until(self, user_id: int) -> float | None:
        """The end of the person's running holiday, if one runs."""
        end = self.timers.away.get(user_id, 0.0)
        return end if end > self.clock() else None

    async def away(self, user_id: int, guild_id: int | None, days: int) -> tuple[float,
                                                                                   list[Table]]:
        """Start a holiday of ``days``: (its end, the correspondence tables it holds)."""
        now = self.clock()
        if not 1 <= days <= MAX_AWAY:
            raise UserError("bot-away-days", most=MAX_AWAY)
        if self.until(user_id) is not None:
            raise UserError("bot-away-already", until=f"<t:{int(self.until(user_id) or 0)}:f>")
        allowance = (await self.settings.of(guild_id)).away_days * DAY
        year = time.gmtime(now).tm_year
        _, used = await self._used(user_id, year)
        if used + days * DAY > allowance + 1:
            raise UserError("bot-away-too-long", days=days,
                            left=max(0, int((allowance - used) // DAY)))
        end = now + days * DAY
        await self.store.set_away(user_id, end, year, used + days * DAY)
        return end, await self._move(user_id, end)

    async def back(self, user_id: int) -> list[Table]:
        """End the person's holiday now; its unused days are theirs again."""
        now = self.clock()
        end = self.until(user_id)
        if end is None:
            raise UserError("bot-back-not-away")
        year, used = await self._used(user_id, time.gmtime(now).tm_year)
        await self.store.set_away(user_id, now, year, max(0.0, used - (end - now)))
        return await self._move(user_id, now)

    async def _used(self, user_id: int, year: int) -> tuple[int, float]:
        """The holiday seconds the person used in ``year`` (another year's: none)."""
        row = (await self.store.aways()).get(user_id)
        return year, row[2] if row is not None and row[1] == year else 0.0

    async def _move(self, user_id: int, end: float) -> list[Table]:
        """Each running decision of the person at a correspondence table counts again from
        ``end``, with the time it had left now."""
        self.timers.away[user_id] = end
        out = []
        for channel_id in [c for c, g in self.tables.open.items() if _plays(g, user_id)]:
            async with self.tables.lock(channel_id):
                game = self.tables.open.get(channel_id)
                if game is None or not _plays(game, user_id):
                    continue
                seats = [s for s in game.humans_to_act()
                         if game.table.seats[s].user_id == user_id]
                clocks = [(seat, spare) for seat in seats
                          if (spare := self.timers.time_left(game, seat)) is not None]
                for seat, spare in clocks:
                    self.timers.banks[(game.table.id, seat)] = spare
                if seats:  # the banks and the moved deadlines in one transaction
                    await self.store.replace_timers(game.table.id, seats,
                                                    self.timers.new(game, seats), clocks)
                    await self.timers.reload_table(game.table.id, channel_id)
                out.append(self.tables.snapshot(game))
        return out


def _plays(game: OpenGame, user_id: int) -> bool:
    """A correspondence game being played where the person holds a seat."""
    return bool(game.table.pace) and game.started and any(
        s.user_id == user_id and s.is_human for s in game.table.seats)
