"""The Discord client: ``build_bot(config, service)`` gives a ready ``commands.Bot``.

``setup_hook`` (before the gateway connects) loads the cogs, registers the dynamic buttons
(their state is in the custom_id, so clicks on messages sent before a restart still work),
reloads every open game from the store and syncs the slash commands. ``on_ready`` then
re-sends the prompts of the seats that must act and re-arms the turn timers.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs import EXTENSIONS
from bot.flow import Flow
from bot.render import Renderer
from bot.views import DYNAMIC_ITEMS, guarded, is_ours, is_valid, modal_value, parse_modal

log = logging.getLogger(__name__)


class GameBot(commands.Bot):
    """The bot: one ``Flow`` (Discord output) over one ``GameService`` (the games)."""

    def __init__(self, config: Any, service: Any, *,
                 clock: Callable[[], float] | None = None, backoff: float = 0.05,
                 sync: bool = True, renderer: Renderer | None = None,
                 rate_limit: float = 45.0) -> None:
        intents = discord.Intents.none()
        intents.guilds = True          # channels and threads in the cache
        intents.dm_messages = False
        super().__init__(command_prefix=commands.when_mentioned, intents=intents,
                         help_command=None)
        self.config = config
        self.service = service
        self.sync_commands = sync
        renderer = renderer or Renderer(
            processes=int(getattr(config, "render_processes", 0)))
        self.flow = Flow(self, service, ai_delay=float(getattr(config, "ai_delay_seconds", 0)),
                         clock=clock, backoff=backoff, renderer=renderer,
                         rate_limit=rate_limit)
        self.game_group = app_commands.Group(name="game", description="Board games here")
        self.start_report: Any = None
        self._resumed = False

    async def setup_hook(self) -> None:
        self.flow.renderer.start()
        for name in EXTENSIONS:
            await self.load_extension(name)
        self.tree.add_command(self.game_group)
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        self.start_report = await self.service.start()
        for problem in getattr(self.start_report, "problems", []):
            log.warning("not resumed: %s", problem)
        if self.sync_commands:
            guild_ids = tuple(getattr(self.config, "guild_ids", ()) or ())
            if guild_ids:
                for guild_id in guild_ids:
                    guild = discord.Object(guild_id)
                    self.tree.copy_global_to(guild=guild)
                    await self.tree.sync(guild=guild)
            else:
                await self.tree.sync()

    async def on_ready(self) -> None:
        if self._resumed:
            return
        self._resumed = True
        if self.start_report is not None:
            self.flow.spawn(self.flow.resume(self.start_report))

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Bid modals are routed here by their custom_id (they are never kept in memory, so
        a submit works after a restart too). A component id of ours that no template accepts
        was forged or corrupted: refuse it politely instead of letting the click fail
        silently."""
        data = interaction.data or {}
        if interaction.type is discord.InteractionType.modal_submit:
            ref = parse_modal(str(data.get("custom_id", "")))
            if ref is not None:
                text = modal_value(list(data.get("components", [])))  # type: ignore[arg-type]
                await guarded(interaction, self.flow.on_amount(interaction, ref, text))
            return
        if interaction.type is not discord.InteractionType.component:
            return
        custom_id = str(data.get("custom_id", ""))
        if not is_ours(custom_id):
            return
        if not is_valid(custom_id) or not _on_message(interaction.message, custom_id):
            # discord.py drops such a click silently; the user deserves a sentence
            await interaction.response.send_message(
                "That control is not valid (it was not made by me); use `/game hand`.",
                ephemeral=True)

    async def close(self) -> None:
        await self.flow.close()
        await super().close()


def _on_message(message: discord.Message | None, custom_id: str) -> bool:
    """Whether the clicked message really carries a control with this custom_id."""
    if message is None:
        return False
    for row in message.components:
        for child in getattr(row, "children", [row]):
            if getattr(child, "custom_id", None) == custom_id:
                return True
    return False


def build_bot(config: Any, service: Any, *, clock: Callable[[], float] | None = None,
              backoff: float = 0.05, sync: bool = True,
              renderer: Renderer | None = None, rate_limit: float = 45.0) -> GameBot:
    """The bot for ``config`` (a ``bot.config.Config``) over ``service``.

    ``clock`` must be the service's clock (seconds); by default Discord's ``utcnow``.
    ``renderer`` draws the pictures (default: the ``renderers`` package); ``rate_limit`` paces
    channel and DM requests (requests a second; 0 = off) below Discord's global 50.
    """
    return GameBot(config, service, clock=clock, backoff=backoff, sync=sync,
                   renderer=renderer, rate_limit=rate_limit)
