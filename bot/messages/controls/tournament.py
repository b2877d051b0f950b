"""The sign-up message's Join and Leave buttons (``wt:t:<event>:<op>``) and a round's check-in
button (``wt:k:<event>:<round>``); each only routes its click to the tournament handlers
(bot/ui/handlers/tournament.py)."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.messages.controls.grammar import CHECKIN_TEMPLATE, TOURNAMENT_TEMPLATE, b36, unb36
from bot.messages.errors import guarded


class SignupButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                   template=TOURNAMENT_TEMPLATE):
    """Join or Leave a tournament open for sign-up (its id is in the custom_id)."""

    def __init__(self, event: int, op: str, label: str = "") -> None:
        self.event, self.op = event, op
        style = discord.ButtonStyle.success if op == "join" else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(label=label or op, style=style,
                                           custom_id=f"wt:t:{b36(event)}:{op}"))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Button[Any], match: re.Match[str]
                             ) -> SignupButton:
        return cls(unb36(match["event"]), match["op"], str(item.label or ""))

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = interaction.client.get_cog("tournament")  # type: ignore[attr-defined]
        await guarded(interaction, cog.ops.button(interaction, self.event, self.op))


class CheckinButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=CHECKIN_TEMPLATE):
    """"I'm here" for one round of a tournament (event and round are in the custom_id)."""

    def __init__(self, event: int, number: int, label: str = "") -> None:
        self.event, self.number = event, number
        super().__init__(discord.ui.Button(label=label or "here",
                                           style=discord.ButtonStyle.success,
                                           custom_id=f"wt:k:{b36(event)}:{b36(number)}"))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]
                             ) -> CheckinButton:
        return cls(unb36(match["event"]), unb36(match["round"]),
                   str(getattr(item, "label", "") or ""))

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = interaction.client.get_cog("tournament")  # type: ignore[attr-defined]
        await guarded(interaction, cog.ops.check_in(interaction, self.event, self.number))
