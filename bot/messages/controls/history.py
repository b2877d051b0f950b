"""The controls of a ``/game history`` page: Newer/Older, and a select that shows a listed
game's result picture again. Each only routes its click to bot/ui/handlers/history.py."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.messages.controls.grammar import HISTORY_TEMPLATE, RESULT_TEMPLATE, b36, router, unb36
from bot.messages.errors import guarded
from words import DEFAULT, tr


class HistoryPage(discord.ui.DynamicItem[discord.ui.Button[Any]], template=HISTORY_TEMPLATE):
    """Another page of the same listing (who and which title are in the custom_id)."""

    def __init__(self, offset: int, user_id: int | None, game: str | None,
                 label: str = "Older", cancelled: bool = False) -> None:
        self.offset, self.user_id, self.game = offset, user_id, game
        self.cancelled = cancelled
        super().__init__(discord.ui.Button(
            label=label, style=discord.ButtonStyle.secondary,
            custom_id=f"wt:y:{b36(offset)}:{b36(user_id or 0)}:{game or '-'}"
                      f"{':c' if cancelled else ''}"))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Button[Any], match: re.Match[str]) -> HistoryPage:
        user = unb36(match["user"])
        return cls(unb36(match["offset"]), user or None,
                   None if match["game"] == "-" else match["game"],
                   cancelled=bool(match["cancelled"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, router(interaction).history.turn(
            interaction, self.offset, self.user_id, self.game, self.cancelled))


class ResultSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=RESULT_TEMPLATE):
    """"Result picture of…": the value is the game's id."""

    def __init__(self, offset: int, options: list[discord.SelectOption],
                 lang: str = DEFAULT) -> None:
        self.offset = offset
        super().__init__(discord.ui.Select(custom_id=f"wt:v:{b36(offset)}",
                                           placeholder=tr(lang, "ctl-see-result"),
                                           options=options))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Select[Any], match: re.Match[str]
                             ) -> ResultSelect:
        select = cls.__new__(cls)
        select.offset = unb36(match["offset"])
        discord.ui.DynamicItem.__init__(select, item)
        return select

    async def callback(self, interaction: discord.Interaction) -> None:
        values = self.item.values
        if not values or not values[0].isdigit():
            return
        await guarded(interaction, router(interaction).history.result_picture(
            interaction, int(values[0])))
