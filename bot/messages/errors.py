"""One error handler: any exception becomes one friendly ephemeral sentence.

Refusals (``UserError``) carry their own sentence. The database away for a moment (PostgreSQL
restarting, SQLite locked beyond its wait: ``bot.store.outage``) gets "the table is busy, try
again in a moment": nothing was written. Anything unexpected is logged with its traceback and
the player is told the game is safe: every accepted move was committed before any message, so
trying again is always harmless. An interaction another process answered first (Discord's
40060, "already acknowledged") gets no second answer, and one past its 3 seconds (10062) no
reply that would be refused too. Slash commands reach ``report`` through the command tree's
``on_error``; buttons, selects and modals through ``guarded``.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable

import aiohttp
import discord
from discord import app_commands

from bot.core.models import UserError
from bot.store.outage import unavailable
from engine.core import Msg, msg
from words import language, say

log = logging.getLogger(__name__)

UNEXPECTED = msg("bot-unexpected")
BUSY = msg("bot-store-busy")
ALREADY_ACKNOWLEDGED = 40060  # Discord: the interaction has already been acknowledged
UNKNOWN_INTERACTION = 10062  # Discord: the interaction's 3 seconds for a first answer passed



class Held(Exception):
    """A request not made: the bot holds all its sending back for a while (a ban, or its
    budget of refused requests spent: bot/messages/guard.py). Passing, like a 5xx; ``wait``
    says for how many seconds more."""

    def __init__(self, why: str, wait: float) -> None:
        super().__init__(why)
        self.wait = wait


#: what a request to Discord may fail with once discord.py has retried what it retries: a
#: refusal or a 5xx (``HTTPException``), the network (aiohttp, the OS), a timeout, or the
#: bot holding its requests back (``Held``)
DISCORD_FAILURES: tuple[type[BaseException], ...] = (
    discord.HTTPException, aiohttp.ClientError, OSError, TimeoutError, Held)


def answered_elsewhere(error: BaseException) -> bool:
    """Whether Discord refused an answer because another answer came first (another process
    of the same shard won the race for the interaction)."""
    return _code(error) == ALREADY_ACKNOWLEDGED


def too_late(error: BaseException) -> bool:
    """Whether Discord refused a first answer because its 3 seconds had passed: a reply
    would be refused the same way."""
    return _code(error) == UNKNOWN_INTERACTION


def _code(error: BaseException) -> int | None:
    original = getattr(error, "original", None) or error.__cause__ or error
    return original.code if isinstance(original, discord.HTTPException) else None


def reason(error: BaseException) -> Msg:
    """The one sentence a person sees for an error (a ``Msg``; ``sentence`` says it)."""
    original = getattr(error, "original", None) or error.__cause__ or error
    if isinstance(original, UserError):
        return original.msg
    if isinstance(error, app_commands.NoPrivateMessage):
        return msg("bot-common-command-works-server-channel")
    if isinstance(error, app_commands.MissingPermissions):
        return msg("bot-need-manage-channels")
    if isinstance(error, app_commands.CheckFailure):
        return msg("bot-cannot-use-here")
    if isinstance(error, app_commands.TransformerError):
        return msg("bot-not-understood", value=understood(error.value))
    if isinstance(original, discord.Forbidden):
        return msg("bot-forbidden")
    if unavailable(error):
        return BUSY
    return UNEXPECTED


def understood(value: object) -> str:
    """What a person typed or picked, as they would name it: a person (or a channel, a
    role) by name, never as a Python repr; typed text in quotes."""
    name = getattr(value, "display_name", None) or getattr(value, "name", None)
    if isinstance(name, str) and not isinstance(value, str):
        return f"**{discord.utils.escape_markdown(name)}**"
    return repr(value) if isinstance(value, str) else str(value)


def sentence(error: BaseException, lang: str = "en") -> str:
    """The error's sentence in ``lang``."""
    return say(lang, reason(error))


async def reply(interaction: discord.Interaction, text: str) -> None:
    """One ephemeral sentence, whether or not the interaction was answered yet. After a
    public "thinking…" acknowledgement the first followup would be public too, so that
    placeholder goes first and the sentence stays the user's."""
    if not interaction.response.is_done():
        await interaction.response.send_message(text, ephemeral=True)
        return
    if interaction.extras.pop("public", False):
        await interaction.delete_original_response()
    await interaction.followup.send(text, ephemeral=True)


async def report(interaction: discord.Interaction, error: BaseException) -> None:
    """Tell the user in one ephemeral sentence, in their language; log what was not a plain
    refusal; say nothing to an interaction answered elsewhere."""
    if answered_elsewhere(error):
        log.info("interaction answered by another process first; not answered again")
        return
    if too_late(error):
        log.warning("an interaction was answered too late for Discord; no reply possible")
        return
    why = reason(error)
    if why is UNEXPECTED:
        log.error("error in interaction", exc_info=error)
    elif why is BUSY:
        log.warning("the database is away: a click was told to try again (%s)",
                    type(error).__name__)
    text = say(language(interaction.locale), why)
    try:
        await reply(interaction, text)
    except discord.HTTPException:
        log.warning("could not report an error to the user")


async def guarded(interaction: discord.Interaction, work: Awaitable[object]) -> None:
    """Run a control's work: a refusal becomes its sentence; an unexpected error its friendly
    sentence (discord.py would only log it), and then goes on to the log."""
    try:
        await work
    except UserError as exc:
        await report(interaction, exc)
    except Exception as exc:
        await report(interaction, exc)
        if not (answered_elsewhere(exc) or unavailable(exc)):
            raise
