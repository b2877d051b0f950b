"""``/game cancel``: the host, or anyone with Manage Channels, ends a lobby or a game."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.cogs import GameCog


class Admin(GameCog):
    @app_commands.command(name="cancel", description="Cancel this channel's table "
                                                    "(host or Manage Channels)")
    @app_commands.guild_only()
    async def cancel(self, interaction: discord.Interaction) -> None:
        channel_id = interaction.channel_id or 0
        perms = interaction.permissions
        async with self.flow.lock(channel_id):
            table = await self.service.cancel(channel_id, interaction.user.id,
                                              bool(perms and perms.manage_channels))
            await interaction.response.send_message(
                f"**{table.title}** was cancelled by {interaction.user.mention}.",
                allowed_mentions=discord.AllowedMentions.none())
            channel = self.flow.channel(channel_id)
            lobby = table.messages.get("lobby")
            if lobby is not None:
                await self.flow.delivery.edit(
                    channel, lobby, view=None,
                    content=f"~~{table.title}~~ — the table was cancelled.")
            await self.flow.close_panels(table, text=f"**{table.title}** was cancelled.")
            self.flow.rearm_timers()


async def setup(bot: discord.ext.commands.Bot) -> None:
    await bot.add_cog(Admin(bot))  # type: ignore[arg-type]
