"""Sending to Discord: DM channels, the closed-DM rule, and pacing below the global limit.

Retries are discord.py's own: its HTTP client retries 429s (with Discord's ``retry_after``) and
500/502/504/524 itself, rewinding attached files before each try. What it does not do is pace
the bot below Discord's global limit of 50 requests a second, so every channel and DM request
here waits for its slot first (interaction responses do not count and never wait).

A DM to a user who closed their DMs fails with 403 code 50007: a fact about the user, not an
error, so it is returned as ``None`` (the caller tells the channel once; the player uses
``/game hand``).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import discord

from bot.render import Picture

log = logging.getLogger(__name__)

T = TypeVar("T")

CANNOT_DM = 50007


class RateLimiter:
    """Paces requests below Discord's global limit (discord.py obeys 429s but does not pace).

    A "generic cell rate" schedule: each request reserves the next free slot and sleeps until
    it, holding no lock while it sleeps (so nothing queues behind a sleeping holder).
    ``time.perf_counter`` by default: harnesses that freeze ``time.monotonic`` must not freeze
    the schedule."""

    def __init__(self, rate: float, burst: float | None = None, *,
                 clock: Callable[[], float] = time.perf_counter,
                 sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep) -> None:
        self.rate = rate
        self.burst = burst if burst is not None else rate
        self.clock, self.sleep = clock, sleep
        self.tat = clock()  # when the schedule is clear again

    async def take(self) -> None:
        if self.rate <= 0:
            return
        interval = 1 / self.rate
        now = self.clock()
        tat = max(self.tat, now)
        wait = tat - (self.burst - 1) * interval - now
        self.tat = tat + interval
        if wait > 0:
            await self.sleep(wait)


class Delivery:
    """Channel posts and DMs for one bot, paced, with the closed-DM rule.

    ``dm_channels`` caches each user's DM channel (opening one is a request)."""

    def __init__(self, client: discord.Client, *, rate_limit: float = 45.0) -> None:
        self.client = client
        self.limiter = RateLimiter(rate_limit)
        self.dm_channels: dict[int, discord.DMChannel] = {}

    async def paced(self, make: Callable[[], Awaitable[T]]) -> T:
        """A channel or DM request, in its slot under the global limit."""
        await self.limiter.take()
        return await make()

    def channel(self, channel_id: int) -> discord.abc.Messageable:
        found = self.client.get_channel(channel_id)
        if isinstance(found, discord.abc.Messageable):
            return found
        return self.client.get_partial_messageable(channel_id)

    async def dm_channel(self, user_id: int) -> discord.DMChannel:
        channel = self.dm_channels.get(user_id)
        if channel is None:
            channel = await self.paced(lambda: self.client.create_dm(discord.Object(user_id)))
            self.dm_channels[user_id] = channel
        return channel

    async def dm(self, user_id: int, **send: Any) -> discord.Message | None:
        """Send a DM; None when the user does not accept DMs from the bot (code 50007)."""
        try:
            channel = await self.dm_channel(user_id)
            return await self.paced(lambda: channel.send(**files(send)))
        except discord.Forbidden as exc:
            if exc.code == CANNOT_DM:
                return None
            raise

    async def edit_dm(self, user_id: int, message_id: int, **edit: Any) -> discord.Message | None:
        """Edit an earlier DM in place; None when it is gone or DMs are closed now."""
        try:
            channel = await self.dm_channel(user_id)
            partial = channel.get_partial_message(message_id)
            return await self.paced(lambda: partial.edit(**files(edit, edit=True)))
        except (discord.NotFound, discord.Forbidden):
            return None

    async def post(self, channel_id: int, **send: Any) -> discord.Message | None:
        """Post in a game channel; None if the bot may not post there (logged, not raised)."""
        channel = self.channel(channel_id)
        try:
            return await self.paced(lambda: channel.send(**files(send)))
        except discord.Forbidden:
            log.warning("cannot post in channel %s", channel_id)
            return None

    async def edit(self, channel_id: int, message_id: int, **edit: Any) -> discord.Message | None:
        """Edit a channel message by id; None when it was deleted meanwhile."""
        get = getattr(self.channel(channel_id), "get_partial_message", None)
        if get is None:
            return None
        partial = get(message_id)
        try:
            return await self.paced(lambda: partial.edit(**files(edit, edit=True)))
        except (discord.NotFound, discord.Forbidden):
            return None


def files(kwargs: dict[str, Any], *, edit: bool = False) -> dict[str, Any]:
    """``picture=Picture`` as discord.py wants it: ``file=`` on a send, ``attachments=`` on
    an edit (which replaces the whole list); ``picture=None`` on an edit keeps the old one."""
    out = dict(kwargs)
    picture: Picture | None = out.pop("picture", None)
    if picture is not None:
        if edit:
            out["attachments"] = [picture.file()]
        else:
            out["file"] = picture.file()
    return out
