"""The controls around a table: "My hand" on the table message, the lobby's buttons and its
AI-seat select, and "Rematch" on a result. Each only routes its click to the handlers."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.messages.controls.grammar import (
    AI_SEATS_TEMPLATE,
    HAND_TEMPLATE,
    LOBBY_TEMPLATE,
    REMATCH_TEMPLATE,
    REVIEW_TEMPLATE,
    b36,
    play,
    router,
    unb36,
)
from bot.messages.errors import guarded
from words import DEFAULT, tr


class HandButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=HAND_TEMPLATE):
    """On table messages: shows the clicking player's own panel, ephemeral (closed DMs)."""

    def __init__(self, channel_id: int, table_id: int, lang: str = DEFAULT) -> None:
        self.channel_id, self.table_id = channel_id, table_id
        super().__init__(discord.ui.Button(
            label=tr(lang, "ctl-my-hand"), style=discord.ButtonStyle.secondary,
            custom_id=f"wt:h:{b36(channel_id)}:{b36(table_id)}"))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Button[Any], match: re.Match[str]) -> HandButton:
        return cls(unb36(match["ch"]), unb36(match["tid"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, play(interaction).hand(interaction, self.channel_id,
                                                            self.table_id))


LOBBY_STYLES = {"join": discord.ButtonStyle.success, "leave": discord.ButtonStyle.secondary,
                "ai": discord.ButtonStyle.secondary, "start": discord.ButtonStyle.primary,
                "cancel": discord.ButtonStyle.danger}


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=LOBBY_TEMPLATE):
    """Join · Leave · Add AI · Start · Cancel on the lobby message."""

    def __init__(self, channel_id: int, table_id: int, op: str, *,
                 disabled: bool = False, lang: str = DEFAULT) -> None:
        self.channel_id, self.table_id, self.op = channel_id, table_id, op
        super().__init__(discord.ui.Button(
            label=tr(lang, f"ctl-{op}"), style=LOBBY_STYLES[op], disabled=disabled,
            custom_id=f"wt:l:{b36(channel_id)}:{b36(table_id)}:{op}"))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Button[Any], match: re.Match[str]) -> LobbyButton:
        return cls(unb36(match["ch"]), unb36(match["tid"]), match["op"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, router(interaction).lobby.button(
            interaction, self.channel_id, self.table_id, self.op))


class RematchButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=REMATCH_TEMPLATE):
    """On a finished game's result: a new lobby in the same channel with the same seats."""

    def __init__(self, channel_id: int, table_id: int, lang: str = DEFAULT) -> None:
        self.channel_id, self.table_id = channel_id, table_id
        super().__init__(discord.ui.Button(
            label=tr(lang, "ctl-rematch"), style=discord.ButtonStyle.success,
            custom_id=f"wt:r:{b36(channel_id)}:{b36(table_id)}"))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Button[Any], match: re.Match[str]
                             ) -> RematchButton:
        return cls(unb36(match["ch"]), unb36(match["tid"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, router(interaction).lobby.rematch(
            interaction, self.channel_id, self.table_id))


class ReviewButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=REVIEW_TEMPLATE):
    """On a finished game's result: the asker's own review of their play (only a seated
    person has one; bot/ui/handlers/history.py)."""

    def __init__(self, channel_id: int, table_id: int, lang: str = DEFAULT) -> None:
        self.channel_id, self.table_id = channel_id, table_id
        super().__init__(discord.ui.Button(
            label=tr(lang, "ctl-review"), style=discord.ButtonStyle.secondary,
            custom_id=f"wt:e:{b36(channel_id)}:{b36(table_id)}"))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]
                             ) -> ReviewButton:
        return cls(unb36(match["ch"]), unb36(match["tid"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, router(interaction).history.review(
            interaction, self.table_id))


class AISeatSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=AI_SEATS_TEMPLATE):
    """The lobby's AI seats: add one of a chosen level (``add:<level>``), or remove one
    (``remove:<seat>``)."""

    def __init__(self, channel_id: int, table_id: int,
                 options: list[discord.SelectOption], lang: str = DEFAULT) -> None:
        self.channel_id, self.table_id = channel_id, table_id
        super().__init__(discord.ui.Select(
            custom_id=f"wt:q:{b36(channel_id)}:{b36(table_id)}",
            placeholder=tr(lang, "ctl-ai-seats"), options=options))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Select[Any], match: re.Match[str]
                             ) -> AISeatSelect:
        select = cls.__new__(cls)
        select.channel_id, select.table_id = unb36(match["ch"]), unb36(match["tid"])
        discord.ui.DynamicItem.__init__(select, item)
        return select

    async def callback(self, interaction: discord.Interaction) -> None:
        values = self.item.values
        await guarded(interaction, router(interaction).lobby.ai_seats(
            interaction, self.channel_id, self.table_id, values[0] if values else ""))
