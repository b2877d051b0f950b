"""The "Hint" button of a seat's decision panel at a table opened with hints: it only routes
its click to the hint handler (bot/ui/handlers/hint.py), which answers the clicker alone."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.messages.controls.grammar import HINT_TEMPLATE, LABEL_MAX, Ref, router, short
from bot.messages.errors import guarded


class HintButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=HINT_TEMPLATE):
    """"Hint": the search's suggestion for this decision, with one line of why."""

    def __init__(self, ref: Ref, row: int | None = None, label: str = "💡 Hint") -> None:
        self.ref = ref
        super().__init__(discord.ui.Button(
            label=short(label, LABEL_MAX), style=discord.ButtonStyle.secondary,
            custom_id=ref.prefix("i"), row=row))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Button[Any], match: re.Match[str]) -> HintButton:
        return cls(Ref.from_match(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, router(interaction).hint.button(interaction, self.ref))
