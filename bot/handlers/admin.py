"""``/game settings``: a server's own defaults for its tables, for members who can manage
the server (bot/settings.py keeps them). Shown ephemerally, changed in place."""

from __future__ import annotations

import discord

from bot.handlers.common import Context, in_guild
from bot.models import UserError
from bot.settings import ServerSettings
from bot.signup import NO_MENTIONS


def settings_text(settings: ServerSettings) -> str:
    timer = (f"{int(settings.turn_timer_seconds)} s per decision, then "
             + ("an AI plays that decision" if settings.timeout_fallback == "ai"
                else "the seat passes where the rules allow (else an AI decides)")
             if settings.turn_timer_seconds else "none")
    return "\n".join([
        "**Game settings of this server**",
        f"New games open in a thread: {'yes' if settings.thread else 'no'}",
        f"Turn timer: {timer}",
        f"New AI seats play at level: {settings.ai_level}",
        "Change them with `/game settings` and its options.",
    ])


class AdminHandlers:
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.settings = ctx.service.settings

    async def settings_command(self, interaction: discord.Interaction, thread: bool | None,
                               turn_timer: int | None, fallback: str | None,
                               ai_level: str | None) -> None:
        in_guild(interaction)
        perms = getattr(interaction, "permissions", None)
        if not (perms and perms.manage_guild):
            raise UserError("The game settings are for members who can manage this server.")
        assert interaction.guild_id is not None
        changes = {"thread": thread, "turn_timer_seconds": None if turn_timer is None
                   else float(turn_timer), "timeout_fallback": fallback, "ai_level": ai_level}
        if any(v is not None for v in changes.values()):
            settings = await self.settings.change(interaction.guild_id, **changes)
        else:
            settings = await self.settings.of(interaction.guild_id)
        await interaction.response.send_message(settings_text(settings), ephemeral=True,
                                                allowed_mentions=NO_MENTIONS)
