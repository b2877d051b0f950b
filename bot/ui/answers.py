"""A move's click answered by the panel it leads to, in one response.

A click must be answered within Discord's 3 seconds. Deferring at once and editing the
message afterwards costs two requests and a round trip before the mover sees their new
panel. A move's click is instead *held* while its work runs (``held``): its first response
is the clicked message's update itself (``update``), and only work that outlasts ``LATE``
seconds has the click deferred first, so the 3 seconds are kept on a slow moment and the
later answer becomes an edit of the deferred response.

A held click's first response, the late deferral's or the work's own, goes through this
module under the click's own lock, so the two never both answer it (Discord refuses the
second with 40060). A refusal is answered after the work has ended (``bot.messages.errors``), when
no deferral can come any more.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import discord

from bot.messages.errors import answered_elsewhere, too_late

log = logging.getLogger(__name__)

LATE = 1.0  # seconds: a held click not answered by then is deferred (Discord allows 3)

_LOCK = "answering"
_GONE = "no answer possible"


def lock_of(interaction: discord.Interaction) -> asyncio.Lock:
    """The click's lock around its first response."""
    lock = interaction.extras.get(_LOCK)
    if lock is None:
        lock = interaction.extras[_LOCK] = asyncio.Lock()
    return lock


async def defer(interaction: discord.Interaction, **kwargs: Any) -> None:
    """Defer the interaction unless something answered it already."""
    async with lock_of(interaction):
        if not interaction.response.is_done() and not interaction.extras.get(_GONE):
            await interaction.response.defer(**kwargs)


async def update(interaction: discord.Interaction, **kwargs: Any) -> None:
    """The clicked message becomes ``kwargs`` (``Message.edit``'s): as the click's first
    response when it has none yet, else as an edit of the deferred one. Should Discord say
    another process answered the click first (40060), or that it is too late for a first
    answer (10062), nothing tries to defer it afterwards either."""
    async with lock_of(interaction):
        if interaction.response.is_done():
            await interaction.edit_original_response(**kwargs)
            return
        try:
            await interaction.response.edit_message(**kwargs)
        except discord.HTTPException as exc:
            if answered_elsewhere(exc) or too_late(exc):
                interaction.extras[_GONE] = True
            raise


@asynccontextmanager
async def held(interaction: discord.Interaction) -> AsyncIterator[None]:
    """Run the click's work; should it outlast ``LATE`` unanswered, defer the click meanwhile.
    One timer per click, cancelled when the work ends (a pending one would keep SimCord, the
    test suite's Discord, from counting the bot idle)."""
    if interaction.response.is_done():  # answered already (a command, a forwarded click)
        yield
        return
    loop = asyncio.get_running_loop()
    late: list[asyncio.Task[None]] = []
    timer = loop.call_later(LATE, lambda: late.append(loop.create_task(_late(interaction))))
    try:
        yield
    finally:
        timer.cancel()
        await asyncio.gather(*late)


async def _late(interaction: discord.Interaction) -> None:
    try:
        await defer(interaction)
    except Exception as exc:  # the work's own answer still tries, and says so if it fails
        log.warning("could not defer a slow click (%s)", exc)
