"""``/tournament …`` and the sign-up buttons: one path per operation (docs/tournaments.md).

The organiser is whoever opened the event, anyone with Manage Server, or a member with the
role ``/game settings tournament_role`` names. Answers are ephemeral except the sign-up
message itself; the channel hears of the event only through that message (edited in place)
and the standings picture after each round (bot/ui/handlers/tournament_rounds.py).
"""

from __future__ import annotations

import asyncio
import re

import discord

from bot.core.languages import table_language
from bot.core.models import UserError
from bot.core.texts import clip, escape
from bot.core.tournament.model import OVER, SIGNUP, Tournament
from bot.core.tournament.start_time import parse_start
from bot.messages.errors import DISCORD_FAILURES
from bot.ui.handlers import tournament_threads as threads
from bot.ui.handlers.common import Context, ack, in_guild, is_button, lang, say
from bot.ui.handlers.tournament_rounds import (
    Rounds,
    pictures,
    signup_text,
    signup_view,
    standings_view,
)
from bot.ui.inputs import parse_options
from engine.registry import GAMES
from words import say as words
from words import tr


class TournamentOps:
    def __init__(self, ctx: Context, rounds: Rounds) -> None:
        self.ctx = ctx
        self.rounds = rounds
        self.tournaments = ctx.service.tournaments

    async def may_organise(self, interaction: discord.Interaction) -> bool:
        """Manage Server, or the server's tournament role."""
        perms = getattr(interaction, "permissions", None)
        if perms is not None and perms.manage_guild:
            return True
        role = getattr(await self.ctx.service.settings.of(interaction.guild_id),
                       "tournament_role", 0)
        roles = getattr(interaction.user, "roles", [])
        return bool(role) and any(r.id == role for r in roles)

    async def new(self, interaction: discord.Interaction, game: str, fmt: str,
                  rounds: int | None, table_size: int | None, turn_timer: int | None,
                  odd: str | None, options: str | None, start: str | None = None,
                  checkin: int | None = None, no_show: str | None = None,
                  seeding: str | None = None) -> None:
        """The sign-up message, here, with Join and Leave (and when it starts by itself)."""
        channel_id = in_guild(interaction)
        assert interaction.guild_id is not None
        if not await self.may_organise(interaction):
            raise UserError("tour-organiser-only")
        if not isinstance(interaction.channel, discord.TextChannel):
            raise UserError("tour-text-channel")
        threads.check(interaction.channel)
        parsed = parse_options(game, options)
        start_at = parse_start(start, self.tournaments.clock()) if start else None
        server = await self.ctx.service.settings.of(interaction.guild_id)
        table_lang = table_language(None, server.language,
                                    getattr(interaction.guild, "preferred_locale", None))
        timer = float(turn_timer) if turn_timer is not None else (
            server.turn_timer_seconds or 300.0)
        t = await self.tournaments.new(
            interaction.guild_id, channel_id, interaction.user.id, game, fmt,
            rounds=rounds or 3, size=table_size, timer=timer, fill="bye" if odd == "bye" else "ai",
            options=parsed, lang=table_lang, start_at=start_at,
            checkin=60.0 * (checkin or 0), no_show=no_show or "drop",
            seeding=seeding or "rating")
        await ack(interaction, public=True)
        message = await interaction.followup.send(signup_text(t), view=signup_view(t),
                                                  wait=True,
                                                  allowed_mentions=discord.AllowedMentions.none())
        interaction.extras["public"] = False
        await self.tournaments.set_signup(channel_id, message.id)
        if start_at is not None:
            self.rounds.arm()

    async def button(self, interaction: discord.Interaction, event: int, op: str) -> None:
        """Join or Leave on the sign-up message (only the open event's own)."""
        t = await self.tournaments.open_one(here(interaction)) if interaction.guild_id else None
        if t is None or t.id != event:
            raise UserError("tour-signup-closed")
        await (self.join if op == "join" else self.leave)(interaction)

    async def join(self, interaction: discord.Interaction) -> None:
        in_guild(interaction)
        assert interaction.guild_id is not None
        user = interaction.user
        t = await self.tournaments.join(here(interaction), user.id, user.display_name)
        await self._signup_changed(interaction, t,
                                   "tour-joined" if t.status == SIGNUP else "tour-joined-late")

    async def leave(self, interaction: discord.Interaction) -> None:
        in_guild(interaction)
        assert interaction.guild_id is not None
        t = await self.tournaments.leave(here(interaction), interaction.user.id)
        await self._signup_changed(interaction, t,
                                   "tour-left" if t.status == SIGNUP else "tour-left-running")

    async def _signup_changed(self, interaction: discord.Interaction, t: Tournament,
                              said: str) -> None:
        if is_button(interaction) and t.status == SIGNUP:
            await interaction.response.edit_message(content=signup_text(t),
                                                    view=signup_view(t))
            await interaction.followup.send(tr(lang(interaction), said), ephemeral=True)
            return
        await ack(interaction)
        await self.rounds.refresh_signup(t)
        await say(interaction, tr(lang(interaction), said))
        if t.status != SIGNUP:
            await self._after_seat_change(t.channel)

    async def seed(self, interaction: discord.Interaction, order: str) -> None:
        """The organiser's seed order, used at the start instead of ratings."""
        in_guild(interaction)
        assert interaction.guild_id is not None
        may = await self.may_organise(interaction)
        t = await self.tournaments.need(here(interaction))
        named = players_named(t, order)
        await ack(interaction)
        t = await self.tournaments.seed(here(interaction), interaction.user.id, may, named)
        names = t.names()
        await say(interaction, tr(lang(interaction), "tour-seeded",
                                  names=", ".join(escape(names[p]) for p in t.seeds)))

    async def result(self, interaction: discord.Interaction, placing: str,
                     table: int | None, number: int | None) -> None:
        """The organiser enters a table's result (in its thread, or by its number)."""
        in_guild(interaction)
        assert interaction.guild_id is not None
        may = await self.may_organise(interaction)
        t = await self.tournaments.need(here(interaction))
        tables = [(n, i) for n, r in enumerate(t.played, start=1)
                  for i, b in enumerate(r.boards) if b.thread == interaction.channel_id]
        if table is None and not tables:
            raise UserError("tour-result-where")
        number, index = (number or len(t.played), table - 1) if table else tables[0]
        order = players_named(t, placing)
        await ack(interaction)
        t, board = await self.tournaments.result(here(interaction), interaction.user.id,
                                                 may, number, index, order)
        names = t.names()
        await say(interaction, tr(lang(interaction), "tour-result-set", table=index + 1,
                                  round=number,
                                  names=", ".join(escape(names[p]) for p in order)))
        await self.rounds.advance(here(interaction))

    async def start(self, interaction: discord.Interaction) -> None:
        """Seeds from the ratings, round 1 at its tables (each in its own thread)."""
        in_guild(interaction)
        assert interaction.guild_id is not None
        may = await self.may_organise(interaction)
        t = await self.tournaments.open_one(here(interaction))
        if t is not None and t.status == SIGNUP:
            threads.check(self.rounds.client.get_channel(t.channel))
        await ack(interaction)
        reader = lang(interaction)
        async with self.rounds.locks.setdefault(here(interaction), asyncio.Lock()):
            progress = await self.tournaments.start(here(interaction),
                                                    interaction.user.id, may)
            if progress.checkin is not None:  # round 1 is seated when its check-in closes
                await self.rounds.carry_out(progress, tell=False)
                await say(interaction, tr(reader, "tour-started-checkin",
                                          minutes=round(progress.tournament.checkin / 60)))
                return
            # the answer first: the tables open one by one, each thread in its slot of the
            # bot's pacing, and then the answer says how many did (and why any did not)
            tables = len(progress.tournament.played[-1].boards)
            answer = await say(interaction, tr(reader, "tour-started-opening", tables=tables))
            failed = await self.rounds.carry_out(progress, tell=False)
        lines = [tr(reader, "tour-started-now", tables=tables - len(failed)),
                 *(words(reader, f) for f in failed)]
        if answer is None:
            return
        try:
            await answer.edit(content="\n".join(lines)[:2000])
        except DISCORD_FAILURES:  # past the token's 15 minutes: the organiser hears by DM
            for failure in failed:
                await self.rounds.tell_organiser(progress.tournament, failure)

    async def check_in(self, interaction: discord.Interaction, event: int, number: int
                       ) -> None:
        """"I'm here" on a round's check-in message: only an entrant still in, only while
        its window is open; the answer is theirs alone."""
        in_guild(interaction)
        assert interaction.guild_id is not None
        await self.tournaments.check_in(here(interaction), event, number,
                                        interaction.user.id)
        await interaction.response.send_message(
            tr(lang(interaction), "tour-checked-in", round=number), ephemeral=True)

    async def reopen(self, interaction: discord.Interaction, table: int) -> None:
        """A table whose thread was lost opens again in a new thread, its game afresh."""
        in_guild(interaction)
        assert interaction.guild_id is not None
        may = await self.may_organise(interaction)
        t = await self.tournaments.open_one(here(interaction))
        if t is not None:
            threads.check(self.rounds.client.get_channel(t.channel))
        await ack(interaction)
        async with self.rounds.locks.setdefault(here(interaction), asyncio.Lock()):
            progress = await self.tournaments.reopen(here(interaction),
                                                     interaction.user.id, may, table)
            failed = await self.rounds.carry_out(progress, tell=False)
        reader = lang(interaction)
        lines = [tr(reader, "tour-reopened", table=table),
                 *(words(reader, f) for f in failed)] if failed else [
            tr(reader, "tour-reopened", table=table)]
        await say(interaction, "\n".join(lines)[:2000])

    async def standings(self, interaction: discord.Interaction) -> None:
        """The standings now, as a picture, only for the one who asks."""
        in_guild(interaction)
        assert interaction.guild_id is not None
        t = await self.tournaments.last(here(interaction), interaction.guild_id)
        if t is None or not t.played:
            raise UserError("tour-no-standings")
        number = t.complete()  # mid-round: the standings after the last whole round
        if number == 0:
            raise UserError("tour-no-standings-yet")
        await ack(interaction)
        from bot.core import workers
        from bot.messages.render import Picture
        from renderers import standings as picture
        reader = lang(interaction)
        view = standings_view(t, number, t.status == OVER and number == len(t.played))
        files = []
        for name, drawer, drawn, alt in pictures(t, view, number, reader):
            png = await workers.run(self.ctx.renderer.pool, drawer, drawn, reader)
            files.append(Picture(f"{name}-{number}.png", png, alt(drawn, reader)).file())
        await interaction.followup.send(content=picture.subtitle(view, reader),
                                        files=files, ephemeral=True)

    async def history(self, interaction: discord.Interaction) -> None:
        """The server's past events, newest first, each with its champion (ephemeral)."""
        in_guild(interaction)
        assert interaction.guild_id is not None
        past = await self.tournaments.past(interaction.guild_id)
        reader = lang(interaction)
        if not past:
            raise UserError("tour-history-empty")
        lines = [tr(reader, "tour-history-head")]
        for t, ended in past:
            champion = t.champion() if t.status == OVER else None
            args = {"when": f"<t:{int(ended)}:d>", "title": GAMES[t.game].title,
                    "format": tr(reader, "tour-format-" + t.format),
                    "count": len(t.entrants)}
            if champion is None:
                lines.append(tr(reader, "tour-history-cancelled", **args))
            else:
                lines.append(tr(reader, "tour-history-line", **args,
                                champion=escape(t.names()[champion])))
        await ack(interaction)
        await say(interaction, clip("\n".join(lines)))

    async def drop(self, interaction: discord.Interaction, player: discord.abc.User,
                   ai: bool = False) -> None:
        """The organiser drops a player (``ai``: an AI plays on in their place)."""
        in_guild(interaction)
        assert interaction.guild_id is not None
        may = await self.may_organise(interaction)
        await ack(interaction)
        level = (await self.ctx.service.settings.of(interaction.guild_id)).ai_level
        await self.tournaments.drop(here(interaction), interaction.user.id, player.id,
                                    may, ai=level if ai else None)
        await say(interaction, tr(lang(interaction), "tour-replaced" if ai else "tour-dropped",
                                  name=escape(player.display_name)))
        await self._after_seat_change(here(interaction))

    async def _after_seat_change(self, channel_id: int) -> None:
        """A seat handed to an AI may be the one a table waits for: let the table move."""
        t = await self.tournaments.open_one(channel_id)
        for board in t.current.boards if t and t.current else []:
            if board.thread is not None and not board.done:
                self.ctx.autoplay.kick(board.thread)
        self.ctx.rearm()
        await self.rounds.advance(channel_id)

    async def pause(self, interaction: discord.Interaction, on: bool) -> None:
        in_guild(interaction)
        assert interaction.guild_id is not None
        may = await self.may_organise(interaction)
        await ack(interaction)
        t = await self.tournaments.pause(here(interaction), interaction.user.id, may, on)
        await say(interaction, tr(lang(interaction), "tour-paused" if on else "tour-resumed"))
        await self.rounds.refresh_signup(t)
        if not on:
            await self.rounds.advance(here(interaction))

    async def cancel(self, interaction: discord.Interaction) -> None:
        in_guild(interaction)
        assert interaction.guild_id is not None
        may = await self.may_organise(interaction)
        await ack(interaction)
        t = await self.tournaments.cancel(here(interaction), interaction.user.id, may)
        await self.rounds.refresh_signup(t)
        self.ctx.rearm()
        await say(interaction, tr(lang(interaction), "tour-cancelled"))


def here(interaction: discord.Interaction) -> int:
    """The channel whose event a command acts on: where it was used, or, in a thread (a
    table's), the thread's channel. A server may run one event in each of several
    channels."""
    channel = interaction.channel
    if isinstance(channel, discord.Thread) and channel.parent_id is not None:
        return channel.parent_id
    assert interaction.channel_id is not None
    return interaction.channel_id


MENTION = re.compile(r"<@!?(\d+)>")


def players_named(t: Tournament, text: str) -> list[int]:
    """Entrants in the order written: mentions, else names separated by commas (any case);
    an unknown one is refused by name."""
    mentioned = [int(m) for m in MENTION.findall(text)]
    if mentioned:
        return mentioned
    by_name = {e.name.casefold(): e.id for e in t.entrants}
    out = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        if part.casefold() not in by_name:
            raise UserError("tour-unknown-player", name=escape(part))
        out.append(by_name[part.casefold()])
    return out
