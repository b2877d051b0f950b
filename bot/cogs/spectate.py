"""``/game board``, ``/game status``, ``/game log``, ``/game rules``: for everyone, and only
ever from public views and public events (nothing hidden can leak through them)."""

from __future__ import annotations

import discord
from discord import app_commands

import engine
from bot.cogs import GameCog
from bot.flow import NO_MENTIONS, clip, describe_options, ranking_lines, seat_label
from bot.rules import rules_text, topics
from bot.service import UserError


class Spectate(GameCog):
    @app_commands.command(name="board", description="The table as everyone sees it")
    @app_commands.guild_only()
    async def board(self, interaction: discord.Interaction) -> None:
        status = self.service.status(interaction.channel_id or 0)
        if status.view is None:
            raise UserError("The game has not started yet; the lobby message shows the seats.")
        await interaction.response.defer(ephemeral=True, thinking=True)
        table = status.table
        renderer = self.flow.renderer
        if status.over:
            picture = await renderer.result(table.game, {**status.view, "result": status.result})
        else:
            picture = await renderer.table(table.game, status.view)
        text = f"**{table.title}** · {self._whose(status)}"
        if picture is None:
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.followup.send(text, file=picture.file(), ephemeral=True)

    @staticmethod
    def _whose(status: object) -> str:
        table = status.table  # type: ignore[attr-defined]
        if status.over:  # type: ignore[attr-defined]
            return "game over"
        to_act = status.to_act  # type: ignore[attr-defined]
        if not to_act:
            return "nothing to decide"
        return "waiting for " + ", ".join(seat_label(table, s, mention=False) for s in to_act)

    @app_commands.command(name="status", description="Seats, scores so far and whose move")
    @app_commands.guild_only()
    async def status(self, interaction: discord.Interaction) -> None:
        status = self.service.status(interaction.channel_id or 0)
        table = status.table
        lines = [f"**{table.title}** · {table.status} · {describe_options(table)}"]
        for seat in table.seats:
            who = (f"<@{seat.user_id}>" if seat.user_id is not None else seat.name)
            if seat.left:
                who += " (left; an AI plays)"
            elif seat.user_id is None:
                who += f" (AI, {seat.ai})"
            mark = " ⬅️" if seat.index in status.to_act else ""
            lines.append(f"{seat.index + 1}. {who}{mark}")
        if status.view and isinstance(status.view.get("status"), str):
            lines.append(status.view["status"])
        lines.append(self._whose(status))
        if status.over:
            lines += ranking_lines(status.result)
        await interaction.response.send_message(clip("\n".join(lines)), ephemeral=True,
                                                allowed_mentions=NO_MENTIONS)

    @app_commands.command(name="log", description="What happened lately (public events)")
    @app_commands.describe(lines="How many events (default 20)")
    @app_commands.guild_only()
    async def log(self, interaction: discord.Interaction,
                  lines: app_commands.Range[int, 1, 100] = 20) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        rows = await self.service.log(interaction.channel_id or 0, lines)
        text = "\n".join(f"`{row.version:>4}` {row.text}" for row in rows) or "Nothing yet."
        await interaction.followup.send(clip(text), ephemeral=True,
                                        allowed_mentions=NO_MENTIONS)

    @app_commands.command(name="rules", description="The rules in short, by topic")
    @app_commands.describe(topic="A topic (leave empty for the overview)",
                           game="Which game (default: the one in this channel)")
    async def rules(self, interaction: discord.Interaction, topic: str | None = None,
                    game: str | None = None) -> None:
        name = game or self._channel_game(interaction)
        await interaction.response.send_message(clip(rules_text(name, topic)), ephemeral=True)

    def _channel_game(self, interaction: discord.Interaction) -> str | None:
        table = self.service.table(interaction.channel_id or 0)
        return table.game if table else None

    @rules.autocomplete("topic")
    async def rules_topics(self, interaction: discord.Interaction, current: str
                           ) -> list[app_commands.Choice[str]]:
        name = getattr(interaction.namespace, "game", None) or self._channel_game(interaction)
        return [app_commands.Choice(name=t, value=t) for t in topics(name)
                if current.lower() in t.lower()][:25]

    @rules.autocomplete("game")
    async def rules_games(self, interaction: discord.Interaction, current: str
                          ) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=info.title, value=name)
                for name, info in sorted(engine.GAMES.items())
                if current.lower() in info.title.lower()][:25]


async def setup(bot: discord.ext.commands.Bot) -> None:
    await bot.add_cog(Spectate(bot))  # type: ignore[arg-type]
