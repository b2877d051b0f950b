"""After a change: answer the person who caused it through their own interaction, and let
the seats that need nobody play on (the change's posts are in the outbox already).

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

from bot.models import Outcome
from bot.panels import release
from bot.publish import Post
from bot.sender import Sender, allowed
from bot.service import GameService
from renderers.i18n import language, say, tr


class Autoplay:
    """Answers the mover and plays the moves that need nobody."""

    def __init__(self, service: GameService, sender: Sender, rearm: Callable[[], None], *,
                 ai_delay: float = 0.0) -> None:
        self.service = service
        self.sender = sender
        self.rearm = rearm
        self.ai_delay = ai_delay
        self.locks: dict[int, asyncio.Lock] = {}
        self.tasks: dict[int, asyncio.Task[Any]] = {}

    def lock(self, channel_id: int) -> asyncio.Lock:
        """The channel's lock: its changes and their messages one after another."""
        return self.locks.setdefault(channel_id, asyncio.Lock())

    async def after(self, outcomes: Outcome | list[Outcome], source: discord.Interaction | None
                    ) -> None:
        """After one change, or several made by one decision: answer ``source`` (the
        interaction that caused it) with the mover's panel, then the moves they set off. The
        changes' posts are in the outbox already; the sender delivers them."""
        changes = outcomes if isinstance(outcomes, list) else [outcomes]
        last = changes[-1]
        if source is not None and last.actor is not None:
            await self.answer(source, last)
        self.kick(last.channel_id)
        self.rearm()

    def kick(self, channel_id: int) -> None:
        """Start the channel's task for the moves that need nobody, unless it runs."""
        task = self.tasks.get(channel_id)
        if task is None or task.done():
            self.tasks[channel_id] = asyncio.get_running_loop().create_task(
                self.play_on(channel_id))

    async def play_on(self, channel_id: int) -> None:
        """Forced moves at once, AI moves paced; each applied under the channel's lock, every
        pause taken outside it."""
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
        self.rearm()

    async def close(self) -> None:
        for task in self.tasks.values():
            task.cancel()
        await asyncio.gather(*self.tasks.values(), return_exceptions=True)

    async def answer(self, source: discord.Interaction, outcome: Outcome) -> None:
        """The mover's own panel through their interaction (no request of the bot's own);
        when the clicked message is their DM panel, that is the panel's delivery. A decision
        that starts anew (a new chapter) comes as a new DM from the outbox instead."""
        post = Post.from_dict(outcome.answer) if outcome.answer else None
        message = source.message
        if post is not None and message is not None and self.sender.is_place(post, message):
            await self.show(source, post)
            return
        reader = language(source.locale)
        label = say(reader, outcome.action.label) if outcome.action else ""
        if post is not None:  # the DM panel is elsewhere: the outbox takes it there
            await self.queue(post)
        await source.edit_original_response(content=f"✅ {label or tr(reader, 'ctl-done')}",
                                            view=None,
                                            allowed_mentions=allowed([]))

    async def show(self, source: discord.Interaction, post: Post) -> None:
        """The clicked message becomes ``post`` (its picture drawn and uploaded only if the
        message does not show it already)."""
        message = source.message
        assert message is not None
        showing = message.attachments[0].filename if message.attachments else None
        kwargs = await self.sender.message(post, showing)
        picture = kwargs.pop("picture", None)
        if picture is not None:
            kwargs["attachments"] = [picture.file()]
        kwargs["allowed_mentions"] = allowed([])
        try:
            await source.edit_original_response(**kwargs)
        finally:
            release(kwargs.get("view"))
        await self.sender.delivered(post, message.id)

    async def announce(self, source: discord.Interaction, outcome: Outcome) -> None:
        """A game's first table message as the Start interaction's follow-up: a new channel
        message that notifies whom it mentions, outside the bot's request budget. Should
        Discord refuse it, the outbox sends it instead."""
        if not outcome.answer:
            return
        post = Post.from_dict(outcome.answer)
        kwargs = await self.sender.message(post)
        picture = kwargs.pop("picture", None)
        if picture is not None:
            kwargs["file"] = picture.file()
        if kwargs.get("view") is None:
            kwargs.pop("view", None)
        try:
            message = await source.followup.send(wait=True, **kwargs)
        except discord.HTTPException:
            await self.queue(post)
            return
        finally:
            release(kwargs.get("view"))
        await self.sender.delivered(post, message.id)

    async def queue(self, post: Post) -> None:
        """A post its interaction could not deliver, to the outbox."""
        await self.service.store.queue_outbox(post.table_id, {post.place: post.to_dict()},
                                              self.service.clock())
        self.sender.wake()
