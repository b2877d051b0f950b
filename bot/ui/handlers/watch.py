"""For everyone at the table and around it: ``/game board``, ``/game status``, ``/game log``
and ``/game rules``. Each answers ephemerally (no channel spam) and reads only the public view
and public log events, so nothing hidden can leak through them."""

from __future__ import annotations

import discord

from bot.core.durations import long_duration
from bot.core.games import adapter, describe_options, rules_text
from bot.core.models import Table, UserError
from bot.core.seat_names import text_for, view_for
from bot.core.tables import OpenGame
from bot.core.texts import clip, escape, status_text, whose_move
from bot.core.timers import TimerBook
from bot.ui.handlers.common import Context, in_guild, lang
from bot.ui.signup import NO_MENTIONS
from words import say, tr


def clock_lines(timers: TimerBook, game: OpenGame, reader: str) -> list[str]:
    """A correspondence table's clocks in words: each person's time left, and a holiday."""
    out = []
    for seat, spare, until in timers.clocks_of(game):
        name = escape(game.table.seats[seat].name)
        if until is None:
            out.append(tr(reader, "bot-clock-left", name=name,
                          time=long_duration(reader, spare)))
        else:
            out.append(tr(reader, "bot-clock-away", name=name,
                          time=long_duration(reader, spare), until=f"<t:{int(until)}:f>"))
    return out


class WatchHandlers:
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.tables = ctx.service.tables

    async def board(self, interaction: discord.Interaction, words: bool = False) -> None:
        """The table picture; with ``words``, what its alt text says instead (for people who
        do not see pictures, or who want it in text)."""
        status = await self.tables.status(in_guild(interaction))
        if status.view is None:
            raise UserError("bot-watch-game-has-not-started")
        await interaction.response.defer(ephemeral=True, thinking=True)
        table, renderer, reader = status.table, self.ctx.renderer, lang(interaction)
        if status.over:
            picture = await renderer.result(table.game, view_for(
                table, reader, {**status.view, "result": status.result}), reader)
        else:
            picture = await renderer.table(table.game, view_for(table, reader, status.view),
                                           reader)
        text = text_for(table, reader, f"**{table.title}** · "
                        f"{whose_move(table, status.to_act, status.over, reader)}")
        if words and picture is not None and picture.description:
            await interaction.followup.send(clip(f"{text}\n{escape(picture.description)}"),
                                            ephemeral=True, allowed_mentions=NO_MENTIONS)
        elif picture is None:
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.followup.send(text, file=picture.file(), ephemeral=True)

    async def status(self, interaction: discord.Interaction) -> None:
        s = await self.tables.status(in_guild(interaction))
        reader = lang(interaction)
        scores = adapter(s.table.game).scores(s.view, reader) if s.view else []
        text = status_text(s.table, describe_options(s.table, reader), s.to_act, s.over,
                           s.view, s.result, scores, reader)
        game = self.tables.open.get(s.table.channel_id)
        if game is not None and game.table.id == s.table.id:
            text = "\n".join([text, *clock_lines(self.ctx.service.timers, game, reader)])
        await interaction.response.send_message(clip(text_for(s.table, reader, text)),
                                                ephemeral=True,
                                                allowed_mentions=NO_MENTIONS)

    async def log(self, interaction: discord.Interaction, lines: int) -> None:
        channel_id = in_guild(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        rows = await self.tables.log(channel_id, lines)
        reader = lang(interaction)
        text = "\n".join(f"• {escape(say(reader, row.msg))}" for row in rows) or tr(
            reader, "bot-log-empty")
        text = text_for(await self.table_of(channel_id), reader, text)
        await interaction.followup.send(clip(text), ephemeral=True, allowed_mentions=NO_MENTIONS)

    async def table_of(self, channel_id: int) -> Table:
        """The channel's open table, else its last one (whose seats a log names)."""
        return self.tables.table(channel_id) or (await self.tables.status(channel_id)).table

    async def rules(self, interaction: discord.Interaction, topic: str | None,
                    game: str | None) -> None:
        name = game or self.channel_game(interaction)
        await interaction.response.send_message(clip(rules_text(name, topic, lang(interaction))),
                                                ephemeral=True)

    def channel_game(self, interaction: discord.Interaction) -> str | None:
        table = self.tables.table(interaction.channel_id or 0)
        return table.game if table else None
