"""After a change: publish it, and let the AI seats that must act now play, paced so people
can follow (``ai_delay_seconds`` before each AI move). A human move and the AI moves it sets off
are one channel message, flushed when its text grows past ``BURST_TEXT``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import discord

from bot.models import Outcome
from bot.publish import Burst, Publisher
from bot.service import GameService

BURST_TEXT = 1500


class Autoplay:
    """Publishes outcomes and plays the AI seats' moves that follow them."""

    def __init__(self, service: GameService, publisher: Publisher,
                 rearm: Callable[[], None], *, ai_delay: float = 0.0) -> None:
        self.service = service
        self.publisher = publisher
        self.rearm = rearm
        self.ai_delay = ai_delay

    async def after(self, outcome: Outcome, source: discord.Interaction | None, *,
                    prefix: str = "") -> None:
        """Publish an outcome and the AI moves it sets off (the caller holds the channel's
        lock); then the turn timers are re-armed."""
        moves = self.service.moves
        burst = Burst([outcome])
        first = True
        while True:
            while (not burst.last.over and burst.last.ai_pending
                   and burst.text_size() < BURST_TEXT):
                if self.ai_delay:
                    await asyncio.sleep(self.ai_delay)
                step = await moves.ai_step(outcome.channel_id)
                if step is None:
                    break
                burst.outcomes.append(step)
            await self.publisher.burst(burst, source if first else None,
                                       prefix=prefix if first else "")
            first = False
            if burst.last.over or not burst.last.ai_pending:
                break
            step = await moves.ai_step(outcome.channel_id)
            if step is None:
                break
            burst = Burst([step])
        self.rearm()

    async def run(self, channel_id: int) -> None:
        """Let AI seats move if one must (after a leave, a restart); caller holds the lock."""
        step = await self.service.moves.ai_step(channel_id)
        if step is not None:
            await self.after(step, None)
