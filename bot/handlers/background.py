"""What happens without a click: a turn timer falls due, and a restart resumes the games.

A reminder mentions the player; an expiry publishes the fallback move with "Time is up for X".
After a restart every seat that must act gets a fresh panel ("the bot restarted"); old panels
keep their controls (same version: whichever is clicked first acts, the other is then refused
as out of date), AI seats play on, and the timers are armed again.
"""

from __future__ import annotations

from bot.handlers.common import Context
from bot.models import PLAYING, StartReport, Timer
from bot.publish import Memory
from bot.sender import allowed
from bot.texts import seat_label

RESTARTED = "(The bot restarted; here is your panel again.)"


class Background:
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.service = ctx.service

    async def fire(self, timer: Timer) -> None:
        """The scheduler's work for one due timer."""
        async with self.ctx.lock(timer.channel_id):
            table = self.service.tables.table(timer.channel_id)
            fired = await self.service.moves.fire_timer(timer)
            if fired.kind == "reminder" and fired.user_id is not None:
                due = int(self.service.clock() + fired.seconds_left)
                await self.ctx.delivery.post(
                    timer.channel_id,
                    content=f"⏰ <@{fired.user_id}>, your move: it is made for you <t:{due}:R>.",
                    allowed_mentions=allowed([fired.user_id]))
            elif fired.kind == "expire" and fired.outcome is not None:
                name = (seat_label(table, timer.seat, mention=False)
                        if table is not None else "A player")
                await self.ctx.autoplay.after(fired.outcome, None,
                                              prefix=f"⏰ Time is up for {name}.")

    async def resume(self, report: StartReport) -> None:
        """After a restart: re-send every due prompt, restart AI moves, re-arm timers."""
        for resumed in report.games:
            table = resumed.table
            if table.status != PLAYING:
                continue
            async with self.ctx.lock(table.channel_id):
                game = self.service.tables.open.get(table.channel_id)
                if game is None:
                    continue
                for seat in resumed.prompt:
                    self.ctx.planner.memory.setdefault(table.id, Memory()).news[seat] = \
                        [RESTARTED]
                await self.ctx.autoplay.after(game.outcome([], None, None), None)
        self.ctx.rearm()
