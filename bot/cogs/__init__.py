"""One cog per concern; all their slash commands live under one ``/game`` group.

discord.py puts a cog's app commands at the top level of the tree; ``GameCog.cog_load``
moves them under the bot's shared ``/game`` group instead (before the tree is synced), so
``/game new`` and ``/game board`` can come from different cogs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from discord import app_commands
from discord.ext import commands

if TYPE_CHECKING:
    from bot.client import GameBot
    from bot.flow import Flow
    from bot.service import GameService

EXTENSIONS = ("bot.cogs.errors", "bot.cogs.lobby", "bot.cogs.play", "bot.cogs.spectate",
              "bot.cogs.admin")


class GameCog(commands.Cog):
    """A cog whose slash commands become subcommands of ``/game``."""

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @property
    def flow(self) -> Flow:
        return self.bot.flow

    @property
    def service(self) -> GameService:
        return self.bot.service

    async def cog_load(self) -> None:
        group: app_commands.Group = self.bot.game_group
        mine: list[Any] = list(self.__cog_app_commands__)
        for command in mine:
            group.add_command(command._copy_with(parent=group, binding=self,
                                                 bindings={self: self}))
        self.__cog_app_commands__ = []

    async def cog_unload(self) -> None:
        group: app_commands.Group = self.bot.game_group
        for command in list(group.commands):
            if getattr(command, "binding", None) is self:
                group.remove_command(command.name)
