"""After a change: let the seats that need nobody play on, then answer the person who caused
it through their own interaction (the change's posts are in the outbox already).

The table moves on first and Discord is asked after, so no answer Discord refuses (an
interaction token past its 15 minutes, a 5xx after discord.py's retries) can stall a table: a
panel the interaction could not deliver goes through the outbox instead.

The moves that need nobody run in one task per channel: forced moves at once, AI moves after
``ai_delay_seconds`` each (so people can follow), the pause taken without the channel's lock,
so a click, a ``/game cancel`` or another game's timer never waits behind an AI's pause. The
channel's one lock (``Tables.lock``) keeps its changes and their messages in order.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

import discord

from bot.core.models import Outcome, Post, Table
from bot.core.service import GameService
from bot.messages.compose import Composer, allowed
from bot.messages.errors import DISCORD_FAILURES
from bot.messages.panels import release
from bot.messages.sender import Sender
from bot.ui.answers import update
from words import language, say, tr

log = logging.getLogger(__name__)



class Autoplay:
    """Plays the moves that need nobody and answers the mover."""

    def __init__(self, service: GameService, sender: Sender, composer: Composer,
                 rearm: Callable[[], None], *, ai_delay: float = 0.0) -> None:
        self.service = service
        self.sender = sender
        self.composer = composer
        self.rearm = rearm
        self.ai_delay = ai_delay
        self.tasks: dict[int, asyncio.Task[Any]] = {}

    async def after(self, outcomes: Outcome | list[Outcome], source: discord.Interaction | None
                    ) -> None:
        """After one change, or several made by one decision: the moves they set off, then
        the answer to ``source`` (the interaction that caused them) with the mover's panel."""
        changes = outcomes if isinstance(outcomes, list) else [outcomes]
        last = changes[-1]
        self.kick(last.channel_id)
        self.rearm()
        if source is not None and last.actor is not None:
            await self.answer(source, last)

    def kick(self, channel_id: int) -> None:
        """Start the channel's task for the moves that need nobody, unless it runs."""
        task = self.tasks.get(channel_id)
        if task is None or task.done():
            self.tasks[channel_id] = asyncio.get_running_loop().create_task(
                self.play_on(channel_id))

    async def play_on(self, channel_id: int) -> None:
        """Forced moves at once, AI moves paced; each applied under the channel's lock, every
        pause taken outside it. An AI decision is thought out during its pause (in the AI
        workers), so the pause is not followed by the thinking as well; ``ai_step`` plays it
        unless the game moved on meanwhile."""
        moves = self.service.moves
        while True:
            thought = None
            if not moves.forced_pending(channel_id):
                if not moves.ai_pending(channel_id):
                    break
                thinking = asyncio.ensure_future(moves.ai_think(channel_id))
                try:
                    if self.ai_delay:
                        await asyncio.sleep(self.ai_delay)
                    thought = await thinking
                finally:
                    thinking.cancel()
            async with self.service.tables.lock(channel_id):
                step = (await moves.forced_step(channel_id)
                        or await moves.ai_step(channel_id, thought))
                if step is None:
                    break
        self.rearm()

    async def close(self) -> None:
        for task in self.tasks.values():
            task.cancel()
        await asyncio.gather(*self.tasks.values(), return_exceptions=True)

    async def answer(self, source: discord.Interaction, outcome: Outcome) -> None:
        """The mover's own panel through their interaction (no request of the bot's own)
        when the clicked message is their DM panel; else a one-line answer, and the panel
        goes through the outbox. A decision that starts anew (a new chapter) comes as a new
        DM from the outbox. Whatever Discord answers, the panel is not lost."""
        post = outcome.answer
        message = source.message
        shown = False
        try:
            if post is not None and message is not None and \
                    self.sender.places.is_place(post, message):
                await self.show(source, post)
                shown = True
            else:
                reader = language(source.locale)
                label = say(reader, outcome.action.label) if outcome.action else ""
                await update(source, content=f"✅ {label or tr(reader, 'ctl-done')}",
                             view=None, attachments=[],  # the hand it showed is gone
                             allowed_mentions=allowed([]))
        except DISCORD_FAILURES as exc:
            log.warning("could not answer a click in channel %s (%s): its panel goes "
                        "through the outbox", outcome.channel_id, exc)
        if post is not None and not shown:
            await self.queue(post)

    async def show(self, source: discord.Interaction, post: Post) -> None:
        """The clicked message becomes ``post`` (its picture drawn and uploaded only if the
        message does not show it already)."""
        message = source.message
        assert message is not None
        showing = message.attachments[0].filename if message.attachments else None
        kwargs = await self.composer.message(post, showing, edit=True)
        picture = kwargs.pop("picture", None)
        if picture is not None:
            kwargs["attachments"] = [picture.file()]
        kwargs["allowed_mentions"] = allowed([])
        try:
            await update(source, **kwargs)
        finally:
            release(kwargs.get("view"))
        await self.sender.delivered(post, message.id)

    async def announce(self, source: discord.Interaction, outcome: Outcome) -> None:
        """A game's first table message as the Start interaction's follow-up: a new channel
        message that notifies whom it mentions, outside the bot's request budget. Should
        Discord refuse it, the outbox sends it instead."""
        post = outcome.answer
        if post is None:
            return
        kwargs = await self.composer.new_message(post)
        try:
            message = await source.followup.send(wait=True, **kwargs)
        except DISCORD_FAILURES as exc:
            log.warning("could not announce the game in channel %s (%s): the outbox will",
                        outcome.channel_id, exc)
            await self.queue(post)
            return
        finally:
            release(kwargs.get("view"))
        await self.sender.delivered(post, message.id)

    async def notice(self, table: Table, what: str, text: str,
                     ping: list[int] | None = None) -> None:
        """A one-off message in the table's channel (a reminder, someone left, a seat handed
        to an AI), through the outbox like every other post: while the channel is paused it
        waits with the rest instead of being dropped, and it survives a restart. Its place
        is new each time (``notice:<what>:<version>:<clock>``), so no later post replaces
        it."""
        place = f"notice:{what}:{table.version}:{self.service.clock():.3f}"
        await self.queue(Post(place, table.channel_id, table.id, table.channel_id,
                              table.game, table.version, text, ping=list(ping or []),
                              lang=table.lang))

    async def queue(self, post: Post) -> None:
        """A post its interaction could not deliver, to the outbox."""
        await self.service.store.queue_outbox(post.table_id, {post.place: post.to_dict()},
                                              self.service.clock())
        self.sender.wake()
