"""After a change: plan its posts, answer the person who caused it through their own
interaction first, hand the rest to the sender, and let the seats that need nobody play on.

Those moves run in one task per channel, outside the channel's lock: forced moves at once, AI
moves after ``ai_delay_seconds`` each (so people can follow), the pause taken without the lock,
so a click, a ``/game cancel`` or another game's timer never waits behind an AI's pause. One
``asyncio.Lock`` per channel keeps a channel's changes and their messages strictly in order.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import discord

from bot.models import Outcome, Table
from bot.panels import release
from bot.publish import Planner, Post
from bot.sender import Sender, allowed
from bot.service import GameService


class Autoplay:
    """Publishes outcomes and plays the AI seats' moves that follow them."""

    def __init__(self, service: GameService, planner: Planner, sender: Sender,
                 rearm: Callable[[], None], *, ai_delay: float = 0.0) -> None:
        self.service = service
        self.planner = planner
        self.sender = sender
        self.rearm = rearm
        self.ai_delay = ai_delay
        self.known: dict[int, Table] = {}    # last snapshot of each channel's table
        self.locks: dict[int, asyncio.Lock] = {}
        self.tasks: dict[int, asyncio.Task[Any]] = {}

    def lock(self, channel_id: int) -> asyncio.Lock:
        """The channel's lock: its changes and their messages one after another."""
        return self.locks.setdefault(channel_id, asyncio.Lock())

    def table_of(self, outcome: Outcome) -> Table | None:
        """The outcome's table; after the last move the core has archived it, so the
        snapshot taken before is used (names and seats do not change)."""
        table = self.service.tables.table(outcome.channel_id)
        if table is not None and table.id == outcome.table_id:
            self.known[outcome.channel_id] = table
            return table
        known = self.known.pop(outcome.channel_id, None)
        return known if known is not None and known.id == outcome.table_id else None

    def plan(self, outcome: Outcome, prefix: str = "") -> list[Post]:
        """The posts of one change."""
        table = self.table_of(outcome)
        if table is None:
            return []
        tables = self.service.tables
        hands = {} if outcome.over else {s: tables.seat_hand(table.channel_id, s)
                                         for s in outcome.prompt}
        deadlines = {t.seat: t.due for t in self.service.timers.rows.values()
                     if t.table_id == table.id and t.kind == "expire"}
        return self.planner.change(table, outcome, hands, prefix=prefix, deadlines=deadlines)

    async def after(self, outcomes: Outcome | list[Outcome], source: discord.Interaction | None,
                    *, prefix: str = "") -> None:
        """Publish one change, or several made by one decision (answering ``source``, the
        interaction that caused them), and the moves they set off; the caller holds the
        channel's lock."""
        changes = outcomes if isinstance(outcomes, list) else [outcomes]
        for i, outcome in enumerate(changes):
            self.sender.put(self.plan(outcome, prefix if i == 0 else ""))
        last = changes[-1]
        if source is not None and last.actor is not None:
            await self.answer(source, last)
        await self.sender.flush()
        self.kick(last.channel_id)
        self.rearm()

    def kick(self, channel_id: int) -> None:
        """Start the channel's task for the moves that need nobody, unless it runs."""
        task = self.tasks.get(channel_id)
        if task is None or task.done():
            self.tasks[channel_id] = asyncio.get_running_loop().create_task(
                self.play_on(channel_id))

    async def play_on(self, channel_id: int) -> None:
        """Forced moves at once, AI moves paced; each applied and published under the
        channel's lock, every pause taken outside it."""
        moves = self.service.moves
        while True:
            if not moves.forced_pending(channel_id):
                if not moves.ai_pending(channel_id):
                    break
                if self.ai_delay:
                    await asyncio.sleep(self.ai_delay)
            async with self.lock(channel_id):
                step = await moves.forced_step(channel_id) or await moves.ai_step(channel_id)
                if step is None:
                    break
                await self.sender.deliver(self.plan(step))
        self.rearm()

    async def close(self) -> None:
        for task in self.tasks.values():
            task.cancel()
        await asyncio.gather(*self.tasks.values(), return_exceptions=True)

    async def answer(self, source: discord.Interaction, outcome: Outcome) -> None:
        """The clicker's own panel, updated through their interaction (no request of the
        bot's own); when the clicked message is their DM panel, that is its delivery."""
        post = self.sender.take(outcome.table_id, f"panel:{outcome.actor}")
        message = source.message
        kwargs: dict[str, Any]
        if post is None or post.new:
            label = outcome.action.label if outcome.action else "Done"
            kwargs = {"content": f"✅ {label}" + (" — your next decision is in a new message."
                                                  if post is not None else ""), "view": None}
        else:
            kwargs = await self.sender.message(post)
            picture = kwargs.pop("picture", None)
            if picture is not None:
                kwargs["attachments"] = [picture.file()]
        if post is not None:
            if not post.new and message is not None and self.sender.is_place(post, message):
                self.sender.delivered(post, message.id)
            else:
                self.sender.put([post])
        kwargs["allowed_mentions"] = allowed([])
        await source.edit_original_response(**kwargs)
        release(kwargs.get("view"))
