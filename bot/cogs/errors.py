"""One error handler: any exception becomes one friendly ephemeral sentence.

Refusals (``UserError``) carry their own sentence. Anything unexpected is logged with its
traceback and the player is told the game is safe: every accepted move was committed before
any message, so trying again is always harmless.
"""

from __future__ import annotations

import logging

import discord
from discord import app_commands

from bot.cogs import GameCog
from bot.service import UserError

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


async def report(interaction: discord.Interaction, error: BaseException) -> None:
    """Tell the user in one ephemeral sentence; log what was not a plain refusal."""
    text = sentence(error)
    if text == UNEXPECTED:
        log.error("error in interaction", exc_info=error)
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException:
        log.warning("could not report an error to the user")


class Errors(GameCog):
    """Installs ``report`` as the handler of every slash command."""

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.tree.on_error = report  # type: ignore[method-assign]


async def setup(bot: discord.ext.commands.Bot) -> None:
    await bot.add_cog(Errors(bot))  # type: ignore[arg-type]
