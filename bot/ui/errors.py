"""One error handler: any exception becomes one friendly ephemeral sentence.

Refusals (``UserError``) carry their own sentence. Anything unexpected is logged with its
traceback and the player is told the game is safe: every accepted move was committed before
any message, so trying again is always harmless. Slash commands reach ``report`` through the
command tree's ``on_error``; buttons, selects and modals through ``guarded``.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable

import discord
from discord import app_commands

from bot.core.models import UserError
from engine.core import Msg, msg
from renderers.i18n import language, say

log = logging.getLogger(__name__)

UNEXPECTED = msg("bot-unexpected")


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
        return msg("bot-not-understood", value=repr(error.value))
    if isinstance(original, discord.Forbidden):
        return msg("bot-forbidden")
    return UNEXPECTED


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
    refusal."""
    why = reason(error)
    if why is UNEXPECTED:
        log.error("error in interaction", exc_info=error)
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
        raise
