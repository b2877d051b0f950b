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

from bot.models import UserError

log = logging.getLogger(__name__)

UNEXPECTED = ("Something went wrong on my side; the game is safe (every accepted move is "
              "saved). Please try again.")


def sentence(error: BaseException) -> str:
    """The one sentence a person sees for an error."""
    original = getattr(error, "original", None) or error.__cause__ or error
    if isinstance(original, UserError):
        return str(original)
    if isinstance(error, app_commands.NoPrivateMessage):
        return "That command works in a server channel, where the game is."
    if isinstance(error, app_commands.MissingPermissions):
        return "You need the Manage Channels permission for that."
    if isinstance(error, app_commands.CheckFailure):
        return "You cannot use that command here."
    if isinstance(error, app_commands.TransformerError):
        return f"I could not understand {error.value!r}; pick one of the suggestions."
    if isinstance(original, discord.Forbidden):
        return "Discord did not let me do that here (missing permission)."
    return UNEXPECTED


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
    """Tell the user in one ephemeral sentence; log what was not a plain refusal."""
    text = sentence(error)
    if text == UNEXPECTED:
        log.error("error in interaction", exc_info=error)
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
