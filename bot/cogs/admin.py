"""``/game cancel``: the host, or anyone with Manage Channels, ends a lobby or a game."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.cogs import GameCog
from bot.service import UserError


class Admin(GameCog):
    @app_commands.command(name="cancel", description="Cancel this channel's table "
                                                    "(host or Manage Channels)")
    @app_commands.guild_only()
    async def cancel(self, interaction: discord.Interaction) -> None:
        channel_id = interaction.channel_id or 0
        perms = interaction.permissions
        can_manage = bool(perms and perms.manage_channels)
        open_table = self.service.table(channel_id)
        if open_table is None:
            raise UserError("There is no game in this channel.")
        if open_table.host_id != interaction.user.id and not can_manage:
            raise UserError("Only the host or someone who can manage this channel can "
                            "cancel the game.")
        await interaction.response.defer(thinking=True)
        async with self.flow.lock(channel_id):
            table = await self.service.cancel(channel_id, interaction.user.id, can_manage)
            await interaction.followup.send(
                f"**{table.title}** was cancelled by {interaction.user.mention}.",
                allowed_mentions=discord.AllowedMentions.none())
            await self.flow.lobby_closed(table)
            await self.flow.close_panels(table, text=f"**{table.title}** was cancelled.")
            self.flow.rearm_timers()


async def setup(bot: discord.ext.commands.Bot) -> None:
    await bot.add_cog(Admin(bot))  # type: ignore[arg-type]
