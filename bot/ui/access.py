"""When a paused channel takes posts again (bot/messages/pacing.py, ``Delivery.paused``).

Discord says when a channel's permissions change (CHANNEL_UPDATE, GUILD_ROLE_UPDATE) and when a
thread is unlocked or unarchived (THREAD_UPDATE); only THREAD_MEMBERS_UPDATE says the bot was
removed from a private thread or added back to it (its permissions there look the same
either way, so a private thread paused as ``removed`` resumes on that alone); every
interaction in a channel carries the bot's permissions there (``app_permissions``). Each is
a re-check that costs no request: a paused channel whose refusal no longer holds resumes (its
parked posts go out), and a channel that refused pictures gets them again once Attach Files
is back. Nothing here asks Discord
anything, so a channel that stays closed costs nothing more (docs/bot.md, "On real Discord").
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.messages.errors import DISCORD_FAILURES
from bot.messages.pacing import Delivery, outside
from bot.messages.sender import Sender

log = logging.getLogger(__name__)

PERMISSIONS = ("access", "send", "send-thread")  # pauses a permission given back ends


def sends(perms: discord.Permissions, thread: bool) -> bool:
    """Whether ``perms`` let the bot post in a channel (a thread when ``thread``)."""
    return perms.view_channel and (perms.send_messages_in_threads if thread
                                   else perms.send_messages)


class Access:
    """Re-checks of the paused channels and of those without pictures."""

    def __init__(self, client: discord.Client, delivery: Delivery, sender: Sender) -> None:
        self.client = client
        self.delivery = delivery
        self.sender = sender

    def watched(self) -> set[int]:
        return set(self.delivery.paused) | self.delivery.no_pictures

    async def restored(self) -> None:
        """After a restart the kept pauses are checked against the cache once: a permission
        given back while the bot was away sent no event it saw."""
        for guild in self.client.guilds:
            if any(getattr(self.sender.tables.table(c), "guild_id", None) == guild.id
                   for c in self.delivery.paused):
                await self.guild_changed(guild)
        for channel_id, why in list(self.delivery.paused.items()):
            if why == "removed":
                await self.member_again(channel_id)

    async def member_again(self, channel_id: int) -> None:
        """Whether the bot was added back to a private thread while it was away (that
        THREAD_MEMBERS_UPDATE went to nobody): its membership is asked for once, a request
        the guard counts when refused; found, the table goes on."""
        thread = self.client.get_channel(channel_id)
        if not isinstance(thread, discord.Thread) or self.client.user is None:
            return
        user_id = self.client.user.id
        try:
            await self.delivery.paced(None, lambda: thread.fetch_member(user_id))
        except DISCORD_FAILURES as exc:
            log.info("still not a member of the private thread %s (%s)", channel_id, exc)
            return
        await self.sender.resume(channel_id)

    async def guild_changed(self, guild: discord.Guild) -> None:
        """A role or a channel of ``guild`` changed: look again at its channels we wait on."""
        me = guild.me
        if me is None:
            return
        for channel_id in self.watched():
            channel = guild.get_channel_or_thread(channel_id) or \
                await self.archived(guild, channel_id)
            if channel is not None:
                await self.check(channel_id, channel.permissions_for(me),
                                 isinstance(channel, discord.Thread), channel)

    async def archived(self, guild: discord.Guild, channel_id: int) -> discord.Thread | None:
        """The thread of a table paused for a permission, missing from the cache: it
        archived meanwhile (an archived thread leaves discord.py's cache, and no slash
        command reaches it), so it is looked up by id, one request that the guard counts
        when refused. A post in it unarchives it."""
        table = self.sender.tables.table(channel_id)
        if table is None or table.guild_id != guild.id or \
                self.delivery.paused.get(channel_id) not in PERMISSIONS:
            return None
        try:
            found = await self.delivery.paced(None, lambda: self.client.fetch_channel(
                channel_id))
        except DISCORD_FAILURES as exc:
            log.info("could not look up the paused thread %s (%s)", channel_id, exc)
            return None
        return found if isinstance(found, discord.Thread) else None

    async def thread_changed(self, payload: discord.RawThreadUpdateEvent) -> None:
        """A thread we wait on was unlocked: it takes posts again, archived or not (Discord
        unarchives a thread when a message is sent to it; a refusal pauses it again)."""
        meta: Any = payload.data.get("thread_metadata") or {}
        if self.delivery.paused.get(payload.thread_id) == "locked" and not meta.get("locked"):
            await self.sender.resume(payload.thread_id)

    async def removed(self, thread: discord.Thread) -> None:
        """The bot was taken out of ``thread``: a private thread of a table takes no more
        posts from it (unless it may manage threads), so the table waits for it to be added
        back, whatever permission changes meanwhile."""
        if self.sender.tables.table(thread.id) is None or not outside(thread):
            return
        if thread.id in self.delivery.paused:
            self.delivery.paused[thread.id] = "removed"  # its players were told already
            await self.sender.remember_pause(thread.id)
        else:
            await self.delivery.pause(thread.id, "removed")

    async def joined(self, thread: discord.Thread) -> None:
        """The bot is a member of ``thread`` again: a table that waited for that goes on."""
        if self.delivery.paused.get(thread.id) == "removed":
            await self.sender.resume(thread.id)

    async def interaction(self, interaction: discord.Interaction) -> None:
        """An interaction in a channel we wait on carries the bot's permissions there."""
        channel_id = interaction.channel_id
        if channel_id is None or interaction.guild_id is None or \
                channel_id not in self.watched():
            return
        channel = interaction.channel
        await self.check(channel_id, interaction.app_permissions,
                         isinstance(channel, discord.Thread), channel)

    async def check(self, channel_id: int, perms: discord.Permissions, thread: bool,
                    channel: Any) -> None:
        if perms.attach_files and channel_id in self.delivery.no_pictures:
            self.delivery.allow_pictures(channel_id)
        why = self.delivery.paused.get(channel_id)
        if why in PERMISSIONS and sends(perms, thread):
            await self.sender.resume(channel_id)
        elif why == "locked" and isinstance(channel, discord.Thread) and \
                not channel.locked and (not channel.archived or sends(perms, thread)):
            await self.sender.resume(channel_id)
