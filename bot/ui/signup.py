"""The lobby message (the sign-up sheet of a table) and what the bot learns of DMs.

The lobby marks the players known to refuse DMs (a DM to them failed before, in any game).
Joining sends no greeting DM: it cost two requests per player (opening the DM channel, the
message) against Discord's global budget and told the player nothing the join confirmation
does not; closed DMs show at the first panel instead, and the channel then says once to use
**My hand** or ``/game hand`` (docs/performance.md). When a user's DM status changes the
lobbies that seat them are drawn again, but only if their mark changes.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.core.games import describe_options
from bot.core.models import LOBBY, Table
from bot.core.tables import Tables
from bot.core.texts import cancelled_text, lobby_text
from bot.messages.pacing import Delivery
from bot.messages.panels import lobby_view

NO_MENTIONS = discord.AllowedMentions.none()


class Signup:
    def __init__(self, tables: Tables, delivery: Delivery) -> None:
        self.tables = tables
        self.delivery = delivery

    def message(self, table: Table) -> dict[str, Any]:
        """The lobby message: the sheet and its buttons."""
        return {"content": lobby_text(table, describe_options(table), self.tables.dm_ok),
                "view": lobby_view(table), "allowed_mentions": NO_MENTIONS}

    async def show(self, table: Table, interaction: discord.Interaction | None = None) -> None:
        """Create or refresh the lobby message (through the interaction when it is one of
        the lobby's own buttons)."""
        message = self.message(table)
        if interaction is not None:
            await interaction.edit_original_response(**message)
            return
        message_id = table.messages.get("lobby")
        if message_id is not None:
            edited = await self.delivery.edit(table.channel_id, message_id, **message)
            if edited is not None:
                return
        posted = await self.delivery.post(table.channel_id, **self.message(table))
        if posted is not None:
            await self.tables.remember_message(table.channel_id, "lobby", posted.id)

    async def close(self, table: Table, text: str | None = None) -> None:
        """The lobby message loses its buttons (the table was cancelled or started)."""
        lobby = table.messages.get("lobby")
        if lobby is not None:
            await self.delivery.edit(table.channel_id, lobby, view=None,
                                     content=text or cancelled_text(table),
                                     allowed_mentions=NO_MENTIONS)

    async def dm_result(self, user_id: int, ok: bool) -> None:
        """Record a DM's outcome; lobbies showing the user are drawn again when the mark
        changed (only a refusal is marked: a first DM that arrives changes nothing seen)."""
        before = self.tables.dm_ok(user_id)
        if before == ok:
            return
        tables = await self.tables.set_dm_status(user_id, ok)
        if (before is False) == (not ok):
            return
        for table in tables:
            if table.status == LOBBY:
                await self.show(table)
