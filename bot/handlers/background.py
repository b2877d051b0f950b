"""What happens without a click: a turn timer falls due, and a restart resumes the games.

A reminder mentions the player; an expiry publishes the fallback move with "Time is up for X".
After a restart every seat that must act gets a fresh panel ("the bot restarted"); old panels
keep their controls (same version: whichever is clicked first acts, the other is then refused
as out of date), AI seats play on, and the timers are armed again.
"""

from __future__ import annotations

import logging

from bot.handlers.common import Context
from bot.models import PLAYING, StartReport, Table, Timer
from bot.publish import Memory
from bot.sender import allowed
from bot.texts import seat_label

RESTARTED = "(The bot restarted; here is your panel again.)"

log = logging.getLogger(__name__)


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

    async def gone(self, channel_id: int) -> None:
        """A game's channel, thread or server is gone: the game is closed, and the players'
        panels say why."""
        async with self.ctx.lock(channel_id):
            table = await self.service.lobby.close(channel_id)
            if table is None:
                return
            await self.ctx.sender.deliver(self.ctx.planner.close(
                table, f"**{table.title}** ended: its channel is gone."))
            self.ctx.planner.forget(table.id)
        self.ctx.rearm()

    async def resume(self, report: StartReport) -> None:
        """After a restart: re-send every due prompt, restart AI moves, re-arm timers. Each
        game on its own: one that fails (its channel gone, Discord refusing) never stops the
        others, and the timers are armed again whatever happened."""
        try:
            for resumed in report.games:
                if resumed.table.status == PLAYING:
                    try:
                        await self.resume_game(resumed.table)
                    except Exception:
                        log.exception("could not resume game %s in channel %s",
                                      resumed.table.id, resumed.table.channel_id)
        finally:
            self.ctx.rearm()

    async def resume_game(self, table: Table) -> None:
        async with self.ctx.lock(table.channel_id):
            game = self.service.tables.open.get(table.channel_id)
            if game is None or game.state is None:
                return
            for seat in game.humans_to_act():
                self.ctx.planner.memory.setdefault(table.id, Memory()).news[seat] = [RESTARTED]
            await self.ctx.autoplay.after(game.outcome([], None, None), None)
