"""``/game away``, ``/game back`` and ``/game mine``: a person's correspondence games
(docs/playing.md, "Correspondence"). Each answers only its user (ephemeral in a server; a DM
is theirs anyway) and works in DMs too: a person plays in several servers at once."""

from __future__ import annotations

import discord

from bot.core.durations import long_duration
from bot.core.models import Table
from bot.core.places import Place
from bot.core.seat_names import text_for
from bot.core.tables import OpenGame
from bot.core.texts import escape, pages
from bot.ui.handlers.common import Context, lang
from bot.ui.signup import NO_MENTIONS
from words import tr


def link(guild_id: int | None, channel_id: int, message_id: int) -> str:
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"


def newest(game: OpenGame, seats: set[int] | None = None) -> int | None:
    """The newest table message (``seats`` None) or DM panel of ``seats``."""
    ids = []
    for place, message_id in game.table.messages.items():
        where = Place.parse(place)
        if where.is_table if seats is None else where.is_panel and where.seat in seats:
            ids.append(message_id)
    return max(ids, default=None)


class CorrespondenceHandlers:
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.service = ctx.service

    async def away(self, interaction: discord.Interaction, days: int) -> None:
        reader = lang(interaction)
        end, tables = await self.service.holidays.away(interaction.user.id,
                                                       interaction.guild_id, days)
        await self._tell(tables, interaction.user, "bot-away-notice", end)
        await self._answer(interaction, tr(reader, "bot-away-done", until=f"<t:{int(end)}:f>",
                                           count=len(tables)))

    async def back(self, interaction: discord.Interaction) -> None:
        reader = lang(interaction)
        tables = await self.service.holidays.back(interaction.user.id)
        await self._tell(tables, interaction.user, "bot-back-notice", None)
        await self._answer(interaction, tr(reader, "bot-back-done", count=len(tables)))

    async def mine(self, interaction: discord.Interaction) -> None:
        """The person's open games in every server: title, channel, whose turn, time left,
        the table message and, where they must decide, their DM panel."""
        reader, user_id = lang(interaction), interaction.user.id
        lines = [self.line(game, user_id, reader)
                 for game in self.service.tables.open.values()
                 if any(s.user_id == user_id for s in game.table.seats)]
        if not lines:
            await self._answer(interaction, tr(reader, "bot-mine-none"))
            return
        # every game, however many: the rest in follow-ups rather than lines dropped
        first, *rest = pages([tr(reader, "bot-mine-head", count=len(lines)), *lines])
        await self._answer(interaction, first)
        for text in rest:
            await interaction.followup.send(text, ephemeral=interaction.guild_id is not None,
                                            allowed_mentions=NO_MENTIONS)

    async def settings_me(self, interaction: discord.Interaction, notify: str | None,
                          hour: int | None, timezone: str | None, everywhere: bool) -> None:
        """``/game settings-me``: how the person hears of their turns, here or everywhere."""
        reader = lang(interaction)
        guild = None if everywhere else interaction.guild_id
        mode, at, tz = await self.service.notices.choose(interaction.user.id, guild, notify,
                                                         hour, timezone)
        await self._answer(interaction, tr(reader, f"bot-notices-{mode}", hour=f"{at:02d}:00",
                                           tz=tz, scope=tr(reader, "bot-notices-everywhere"
                                                           if guild is None else
                                                           "bot-notices-here")))

    def line(self, game: OpenGame, user_id: int, reader: str) -> str:
        """One game of ``/game mine``."""
        table = game.table
        mine = {s.index for s in table.seats if s.user_id == user_id}
        # whose turn without decoding the state (a game not read since the start stays so)
        to_act = game.humans_to_act()
        if not game.started:
            turn = tr(reader, "bot-mine-lobby")
        elif mine & set(to_act):
            turn = tr(reader, "bot-mine-your-turn")
        else:
            names = [escape(table.seats[s].name) for s in game.to_act()]
            turn = tr(reader, "bot-mine-waiting", names=", ".join(names) or "—")
        parts = [f"**{table.title}**", f"<#{table.channel_id}>", turn]
        for seat in sorted(mine):
            spare = self.service.timers.time_left(game, seat)
            if spare is not None:
                parts.append(tr(reader, "bot-mine-left", time=long_duration(reader, spare)))
        message = newest(game)
        if message is not None:
            parts.append(tr(reader, "bot-mine-table",
                            url=link(table.guild_id, table.channel_id, message)))
        panel = newest(game, mine & set(to_act))
        dm = self.ctx.delivery.dm_channels.get(user_id)
        if panel is not None and dm is not None:
            parts.append(tr(reader, "bot-mine-panel", url=link(None, dm, panel)))
        return text_for(table, reader, "• " + " · ".join(parts))

    async def _tell(self, tables: list[Table], user: discord.abc.User, key: str,
                    until: float | None) -> None:
        """Each table held or freed says so in its channel (no ping: nobody must act)."""
        for table in tables:
            await self.ctx.autoplay.notice(table, "away", tr(
                table.lang, key, name=escape(user.display_name),
                until=f"<t:{int(until or 0)}:f>"))
        if tables:
            self.ctx.sender.wake()
            self.ctx.rearm()

    @staticmethod
    async def _answer(interaction: discord.Interaction, text: str) -> None:
        await interaction.response.send_message(text, ephemeral=interaction.guild_id
                                                is not None, allowed_mentions=NO_MENTIONS)
