"""Which message each place of a table is, and retiring an earlier one (the outbox's sender,
bot/messages/sender.py, owns one ``Places``): a place's message is the one this process sent or the
one remembered with the game; a post that takes over from an earlier place (``Post.retire``:
an old chapter's table message, a seat's panel of an earlier chapter) takes that message's
controls away once, and a late post for a retired place never brings them back."""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Any

import discord

from bot.core.models import Post
from bot.core.tables import Tables
from bot.messages.compose import allowed
from bot.messages.errors import DISCORD_FAILURES
from bot.messages.pacing import Delivery

log = logging.getLogger(__name__)


class Places:
    """The places' messages, for the sender."""

    def __init__(self, tables: Tables, delivery: Delivery) -> None:
        self.tables = tables
        self.delivery = delivery
        self.ids: dict[tuple[int, str], int] = {}   # the message of each place
        self.retired: dict[tuple[int, str], str] = {}  # places a later one took over from

    def message_id(self, post: Post) -> int | None:
        """The message of the post's place: sent by this process, or remembered with the
        game (across a restart)."""
        return self.message_of(post.table_id, post.channel_id, post.place)

    def message_of(self, table_id: int, channel_id: int, place: str) -> int | None:
        known = self.ids.get((table_id, place))
        if known is not None:
            return known
        table = self.tables.table(channel_id)
        if table is not None and table.id == table_id:
            return table.messages.get(place)
        return None

    def retiring(self, post: Post) -> int | None:
        """The message of the earlier place the post takes over from (``Post.retire``), if
        it still needs retiring: marked here, so that later posts of the place ask nothing
        more (one edit per earlier message) and a late post for it cannot revive it."""
        if post.retire is None or post.retire["place"] == post.place:
            return None
        key = (post.table_id, post.retire["place"])
        if key in self.retired:
            return None
        self.retired[key] = post.retire.get("content", "")
        return self.message_of(post.table_id, post.channel_id, key[1])

    def late(self, post: Post) -> Post | None:
        """A post for a place a later one took over from (``retiring``), delivered after it
        (held back by the channel's window, say): it comes as retired, never with controls
        again; a panel that never reached its DM is not sent at all (None)."""
        gone = self.retired.get((post.table_id, post.place))
        if gone is None:
            return post
        if post.dm and self.message_id(post) is None:
            return None
        return replace(post, buttons=[], panel=None, **(
            {"content": gone, "picture": None} if gone else {}))

    async def retire(self, post: Post, message_id: int) -> None:
        """The earlier message loses its controls (an old chapter's My hand), and with
        ``content`` its picture and words too (a seat's panel of an earlier chapter). Once:
        a failure leaves it as it was, which a click on it refreshes or refuses."""
        assert post.retire is not None
        edit: dict[str, Any] = {"view": None}
        if post.retire.get("content"):
            edit.update(content=post.retire["content"], attachments=[],
                        allowed_mentions=allowed([]))
        try:
            await (self.delivery.edit_dm(post.to, message_id, **edit) if post.dm
                   else self.delivery.edit(post.to, message_id, **edit))
        except DISCORD_FAILURES as exc:
            log.warning("could not retire an earlier message of table %s (%s)",
                        post.table_id, exc)

    def is_place(self, post: Post, message: discord.Message) -> bool:
        """Whether ``message`` is where ``post`` goes: the place's message, or, for a place
        not sent yet, a DM message of the bot's."""
        known = self.message_id(post)
        if known is not None:
            return known == message.id
        return post.dm and not message.flags.ephemeral and message.guild is None
