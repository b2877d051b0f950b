"""Sending to Discord without losing a message: DMs with a closed-DM fallback, and retries.

Discord answers a DM to a user who closed their DMs with 403 code 50007; that is not an error
of the bot but a fact about the user, so it is returned as ``None`` (the caller tells the channel
once and the player uses ``/game hand``). Transient failures (HTTP 429 and 5xx) are retried a few
times with a short back-off; discord.py retries them itself only on the real transport.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import discord

log = logging.getLogger(__name__)

T = TypeVar("T")

CANNOT_DM = 50007
RETRIES = 4


def is_transient(exc: BaseException) -> bool:
    """A 429 or a 5xx: worth trying again; anything else is final."""
    return isinstance(exc, discord.HTTPException) and (exc.status == 429 or exc.status >= 500)


def retry_after(exc: discord.HTTPException, attempt: int, base: float) -> float:
    """The pause before the next try: Discord's ``retry_after`` when it gives one."""
    text = getattr(exc, "text", "") or ""
    wait = base * (2 ** attempt)
    if exc.status == 429 and "retry_after" in text:
        try:
            import json

            wait = max(wait, float(json.loads(text).get("retry_after", wait)))
        except (ValueError, AttributeError):
            pass
    return min(wait, 5.0)


async def with_retries(make: Callable[[], Awaitable[T]], *, base: float = 0.05) -> T:
    """Run ``make()`` again after a transient HTTP failure (a fresh coroutine each time)."""
    for attempt in range(RETRIES):
        try:
            return await make()
        except discord.HTTPException as exc:
            if not is_transient(exc) or attempt == RETRIES - 1:
                raise
            await asyncio.sleep(retry_after(exc, attempt, base))
    raise AssertionError("unreachable")


class RateLimiter:
    """Paces requests below Discord's global limit (50 a second for a bot; interaction
    responses do not count). discord.py obeys 429s but does not pace itself.

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
    """DMs and channel posts for one bot, with retries and the closed-DM rule.

    ``dm_channels`` caches the DM channel of each user (opening one is an HTTP call).
    """

    def __init__(self, client: discord.Client, *, backoff: float = 0.05,
                 rate_limit: float = 45.0) -> None:
        self.client = client
        self.backoff = backoff
        self.limiter = RateLimiter(rate_limit)
        self.dm_channels: dict[int, discord.DMChannel] = {}

    async def retry(self, make: Callable[[], Awaitable[T]]) -> T:
        """Interaction responses and followups (not under the global limit)."""
        return await with_retries(make, base=self.backoff)

    async def paced(self, make: Callable[[], Awaitable[T]]) -> T:
        """Channel and DM requests: under the global limit, and retried."""
        async def once() -> T:
            await self.limiter.take()
            return await make()
        return await with_retries(once, base=self.backoff)

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
            return await self.paced(lambda: channel.send(**_fresh(send)))
        except discord.Forbidden as exc:
            if exc.code == CANNOT_DM:
                return None
            raise

    async def edit_dm(self, user_id: int, message_id: int, **edit: Any) -> discord.Message | None:
        """Edit an earlier DM in place; None when it is gone or DMs are closed now."""
        try:
            channel = await self.dm_channel(user_id)
            partial = channel.get_partial_message(message_id)
            return await self.paced(lambda: partial.edit(**_fresh({**edit, "_edit": True})))
        except (discord.NotFound, discord.Forbidden):
            return None

    async def post(self, channel: discord.abc.Messageable, **send: Any) -> discord.Message | None:
        """Post in a game channel; None if the bot may not post there (logged, not raised)."""
        try:
            return await self.paced(lambda: channel.send(**_fresh(send)))
        except discord.Forbidden:
            log.warning("cannot post in channel %s", getattr(channel, "id", "?"))
            return None

    async def edit(self, channel: discord.abc.Messageable, message_id: int,
                   **edit: Any) -> discord.Message | None:
        """Edit a channel message by id; None when it was deleted meanwhile."""
        partial = _partial(channel, message_id)
        if partial is None:
            return None
        try:
            return await self.paced(lambda: partial.edit(**_fresh({**edit, "_edit": True})))
        except (discord.NotFound, discord.Forbidden):
            return None


def _partial(channel: Any, message_id: int) -> discord.PartialMessage | None:
    get = getattr(channel, "get_partial_message", None)
    return get(message_id) if get is not None else None


def _fresh(kwargs: dict[str, Any]) -> dict[str, Any]:
    """New ``discord.File`` objects for each try (discord.py closes a file once sent).

    Pictures travel as ``picture=Picture`` and become ``file=`` (send) or ``attachments=``
    (edit, which replaces the whole list); ``picture=None`` on an edit keeps the old one.
    """
    out = dict(kwargs)
    picture = out.pop("picture", None)
    edit = out.pop("_edit", False)
    if picture is not None:
        if edit:
            out["attachments"] = [picture.file()]
        else:
            out["file"] = picture.file()
    return out
