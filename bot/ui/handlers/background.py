"""What happens without a click: a turn timer falls due, and a restart resumes the games.

A reminder mentions the player; an expiry publishes the fallback move with "Time is up for X".
After a restart nothing already delivered is sent again: the panels people have keep working,
the outbox delivers what was not sent, AI seats play on, and the timers are armed again.
"""

from __future__ import annotations

import logging

from bot.core.models import PLAYING, StartReport, Timer
from bot.ui.handlers.common import Context
from words import tr

log = logging.getLogger(__name__)


class Background:
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.service = ctx.service

    async def fire(self, timer: Timer) -> None:
        """The scheduler's work for one due timer."""
        async with self.ctx.lock(timer.channel_id):
            fired = await self.service.moves.fire_timer(timer)
            if fired.kind == "reminder" and fired.user_id is not None:
                due = int(self.service.clock() + fired.seconds_left)
                table = self.service.tables.table(timer.channel_id)
                if table is not None:
                    await self.ctx.autoplay.notice(
                        table, "reminder", tr(table.lang, "bot-reminder-by",
                                              user=f"<@{fired.user_id}>", when=f"<t:{due}:t>"),
                        ping=[fired.user_id])
            elif fired.kind == "expire" and fired.outcome is not None:
                await self.ctx.autoplay.after(fired.outcome, None)
        if fired.kind == "expire" and fired.outcome is not None:
            await self.absence(timer)

    async def absence(self, timer: Timer) -> None:
        """After a fallback: a tournament table's absence limit, or a correspondence clock's
        second run-out (bot/core/clocks.py), may hand the seat to an AI (bot/core/absence.py);
        then the AI plays on at once. Outside the channel's lock: the
        event's lock comes first wherever both are taken."""
        table = self.service.tables.table(timer.channel_id)
        if table is None or table.id != timer.table_id:
            return  # the fallback ended the game
        if await self.service.tournaments.absent(table.guild_id, timer.table_id, timer.seat) \
                or await self.service.lobby.clock_ran_out(timer.channel_id, timer.table_id,
                                                          timer.seat):
            self.ctx.autoplay.kick(timer.channel_id)
            self.ctx.sender.wake()
            self.ctx.rearm()

    async def gone(self, channel_id: int) -> None:
        """A game's channel, thread or server is gone: the game is closed, and the players'
        panels say why. A tournament's table is first kept for its organiser to open again
        (docs/tournaments.md): its closed game is then not a forfeit. A tournament's own
        channel gone cancels its event (no command could reach it any more)."""
        await self.service.tournaments.lose(channel_id)
        await self.service.tournaments.channel_gone(channel_id)
        async with self.ctx.lock(channel_id):
            await self.service.lobby.close(channel_id)
        self.ctx.rearm()

    async def resume(self, report: StartReport) -> None:
        """After a restart: the outbox delivers what was not sent before (nothing sent is
        sent again: old panels keep working), AI and forced moves go on, timers are armed.
        Each game on its own: one that fails never stops the others."""
        try:
            for resumed in report.games:
                # a prompt alone needs nothing played (its panel waits in the outbox or
                # was delivered): a game is only read now for an AI or a forced move
                if resumed.table.status == PLAYING and (resumed.ai_pending or
                                                         (resumed.prompt and resumed.forced)):
                    try:
                        self.ctx.autoplay.kick(resumed.table.channel_id)
                    except Exception:
                        log.exception("could not resume game %s in channel %s",
                                      resumed.table.id, resumed.table.channel_id)
        finally:
            self.ctx.sender.wake()
            self.ctx.rearm()
