"""What happens without a click: a turn timer falls due, and a restart resumes the games.

A reminder mentions the player; an expiry publishes the fallback move with "Time is up for X".
After a restart every seat that must act gets a fresh panel ("the bot restarted"); old panels
keep their controls (same version: whichever is clicked first acts, the other is then refused
as out of date), AI seats play on, and the timers are armed again.
"""

from __future__ import annotations

from bot.handlers.common import Context
from bot.models import PLAYING, StartReport, Timer
from bot.publish import USER_MENTIONS
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
                await self.ctx.publisher.delivery.post(
                    timer.channel_id,
                    content=f"⏰ <@{fired.user_id}>, your move — "
                            f"{int(fired.seconds_left)} s left before it is made for you.",
                    allowed_mentions=USER_MENTIONS)
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
                self.ctx.publisher.known[table.channel_id] = table
                for seat in resumed.prompt:
                    await self.ctx.publisher.prompt_seat(table, seat, [RESTARTED])
                if resumed.ai_pending:
                    await self.ctx.autoplay.run(table.channel_id)
        self.ctx.rearm()
