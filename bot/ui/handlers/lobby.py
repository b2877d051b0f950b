"""Opening and filling a table, by button or by slash command: one path per operation.

The lobby message's buttons (Join · Leave · Add AI · Start · Cancel) and ``/game new``,
``/game join``, ``/game leave``, ``/game start``, ``/game cancel`` call the same methods; a
button answers by updating the lobby message, a command with a sentence.
"""

from __future__ import annotations

from contextlib import suppress
from typing import Any

import discord

from bot.core.clocks import parse_pace
from bot.core.games import describe_options
from bot.core.languages import table_language
from bot.core.models import CANCELLED, LOBBY, PLAYING, Table, UserError
from bot.core.texts import cancelled_text, escape, started_text
from bot.messages.controls import ReviewButton
from bot.messages.errors import DISCORD_FAILURES
from bot.ui.handlers.common import Context, ack, in_guild, is_button, lang, say
from bot.ui.inputs import parse_options
from engine.registry import GAMES
from words import tr

#: the permissions a game needs, by flag, with the catalog key of Discord's name for each
NEEDED = (("view_channel", "perm-view-channel"), ("send_messages", "perm-send-messages"),
          ("attach_files", "perm-attach-files"),
          ("read_message_history", "perm-read-message-history"))


def check_permissions(interaction: discord.Interaction, *, thread: bool = False) -> None:
    """What the bot needs in a channel to run a game there (a table picture in every
    message; in a thread, Send Messages in Threads; to open one, Create Public Threads):
    refused up front, naming what is missing, rather than failing silently mid-game."""
    perms = interaction.app_permissions
    needed = list(NEEDED)
    if thread or isinstance(interaction.channel, discord.Thread):
        needed[1] = ("send_messages_in_threads", "perm-send-messages-in-threads")
    if thread:
        needed.append(("create_public_threads", "perm-create-public-threads"))
    missing = [{"key": key, "args": {}} for flag, key in needed if not getattr(perms, flag, False)]
    if missing:
        raise UserError("bot-missing-permissions", missing=missing, count=len(missing))


async def join_thread(interaction: discord.Interaction) -> None:
    """A private thread takes posts only from its members (and those with Manage Threads),
    though anyone's interactions in it are answered: the bot joins the private thread it
    will play in, or refuses up front, saying why, rather than a game cancelled at its first
    move."""
    channel = interaction.channel
    if channel is None or getattr(channel, "type", None) is not discord.ChannelType.private_thread:
        return
    try:
        await interaction.client.http.join_thread(channel.id)
    except discord.Forbidden:
        raise UserError("bot-private-thread") from None


class LobbyHandlers:
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.service = ctx.service
        self.signup = ctx.signup

    async def button(self, interaction: discord.Interaction, channel_id: int, table_id: int,
                     op: str) -> None:
        """A lobby button: only on the open lobby it belongs to."""
        table = self.service.tables.table(channel_id)
        if table is None or table.id != table_id or table.status != LOBBY:
            raise UserError("bot-lobby-lobby-closed")
        operation = {"join": self.join, "leave": self.leave, "ai": self.add_ai,
                     "start": self.start, "cancel": self.cancel}[op]
        await operation(interaction, channel_id)

    async def new(self, interaction: discord.Interaction, game: str, options: str | None,
                  turn_timer: int | None, thread: bool | None = None,
                  language: str | None = None, hints: bool = False,
                  pace: str | None = None) -> None:
        """``/game new``: a lobby message with its buttons, here or in a new thread of this
        channel (the server's default unless ``thread`` says), in the table language
        ``language`` (default: the server's, bot/core/languages.py)."""
        channel_id = in_guild(interaction)
        parsed = parse_options(game, options)
        server = await self.service.settings.of(interaction.guild_id)
        parse_pace(server.pace if pace is None else pace)  # refused before any thread opens
        if hints and not server.hints:  # said at once, before the lobby is shown
            raise UserError("bot-hints-forbidden")
        table_lang = table_language(language, server.language,
                                    getattr(interaction.guild, "preferred_locale", None))
        in_thread = (server.thread if thread is None else thread) and isinstance(
            interaction.channel, discord.TextChannel)
        if not in_thread:
            self.service.lobby.check_create(channel_id)
        check_permissions(interaction, thread=in_thread)
        await join_thread(interaction)
        user = interaction.user
        timer = None if turn_timer is None else float(turn_timer)
        if in_thread:
            await self.new_in_thread(interaction, game, parsed, timer, table_lang, hints, pace)
            return
        await ack(interaction, public=True)
        table = await self.service.lobby.create(
            channel_id, interaction.guild_id, user.id, user.display_name, game, parsed, timer,
            lang=table_lang, hints=hints, pace=pace)
        lobby = self.signup.message(table)
        message = await say(interaction, lobby["content"], public=True, view=lobby["view"])
        if message is not None:
            await self.service.tables.remember_message(channel_id, "lobby", message.id)

    async def new_in_thread(self, interaction: discord.Interaction, game: str,
                            options: dict[str, Any], timer: float | None,
                            table_lang: str, hints: bool = False,
                            pace: str | None = None) -> None:
        """The table in a new public thread of the channel, so the channel stays free;
        spectators follow the thread. The channel is told where the table is, with a link
        everyone can follow to take a seat (Discord's own "started a thread" names no game)."""
        assert isinstance(interaction.channel, discord.TextChannel)
        await ack(interaction)
        user = interaction.user
        title = GAMES[game].title
        thread = await interaction.channel.create_thread(
            name=f"{title} · {user.display_name}"[:100], type=discord.ChannelType.public_thread,
            auto_archive_duration=1440)
        table = await self.service.lobby.create(
            thread.id, interaction.guild_id, user.id, user.display_name, game, options, timer,
            lang=table_lang, hints=hints, pace=pace)
        await self.signup.show(table)
        with suppress(*DISCORD_FAILURES):  # the table is open either way; the host is told below
            await interaction.channel.send(
                tr(table.lang, "bot-table-announced", title=title, host=f"<@{user.id}>",
                   thread=thread.mention, options=describe_options(table)),
                allowed_mentions=discord.AllowedMentions.none())
        await say(interaction, tr(lang(interaction), "bot-table-in-thread", title=title,
                                  thread=thread.mention))

    async def rematch(self, interaction: discord.Interaction, channel_id: int,
                      table_id: int) -> None:
        """Rematch on a result: a new lobby message in the same channel, same seats (if the
        bot may still run a game there: checked again, like ``/game new``)."""
        self.service.lobby.check_create(channel_id)
        check_permissions(interaction)
        await interaction.response.defer()
        table = await self.service.lobby.rematch(channel_id, table_id, interaction.user.id)
        message = await interaction.followup.send(wait=True, **self.signup.message(table))
        await self.service.tables.remember_message(channel_id, "lobby", message.id)
        if interaction.message is not None:  # used: the result's Rematch goes (a second
            with suppress(*DISCORD_FAILURES):  # click would open yet another lobby); each
                kept = discord.ui.View(timeout=None)  # person's review stays there
                kept.add_item(ReviewButton(channel_id, table_id, table.lang))
                await interaction.edit_original_response(view=kept)

    async def join(self, interaction: discord.Interaction, channel_id: int) -> None:
        """Take a seat in the lobby, or take back one's seat mid-game."""
        user = interaction.user
        await ack(interaction)
        async with self.ctx.lock(channel_id):
            table = await self.service.lobby.join(channel_id, user.id, user.display_name)
            if table.status == LOBBY:
                await self._show(interaction, table)
                await say(interaction, tr(lang(interaction), "bot-joined", title=table.title))
            else:
                self.ctx.autoplay.kick(channel_id)  # the table first, then Discord
                await say(interaction, tr(lang(interaction), "bot-welcome-back",
                                          title=table.title))

    async def leave(self, interaction: discord.Interaction, channel_id: int) -> None:
        """Leave the lobby; mid-game, an AI plays the seat until one joins again."""
        user = interaction.user
        await ack(interaction)
        async with self.ctx.lock(channel_id):
            before = self.service.tables.table(channel_id)
            table = await self.service.lobby.leave(channel_id, user.id)
            if before is not None and before.status == PLAYING:
                if table.status == CANCELLED:
                    await say(interaction, tr(lang(interaction), "bot-left-cancelled"))
                    await self._cancelled(table)
                    return
                self.ctx.autoplay.kick(channel_id)  # the table first, then Discord
                await say(interaction, tr(lang(interaction), "bot-left-ai-plays"))
                await self.ctx.autoplay.notice(
                    table, "left", tr(table.lang, "bot-someone-left", name=user.display_name))
            elif table.status == CANCELLED:
                await self._show(interaction, table)
                await say(interaction, tr(lang(interaction), "bot-left-lobby-closed"))
            else:
                await self._show(interaction, table)
                await say(interaction, tr(lang(interaction), "bot-left-lobby"))

    async def seat_to_ai(self, interaction: discord.Interaction, channel_id: int,
                         player: discord.abc.User) -> None:
        """``/game seat-to-ai``: the host (or Manage Channels) hands a person's seat to an AI
        (someone gone from the server, or who blocked the bot); said in the channel."""
        perms = getattr(interaction, "permissions", None)
        can_manage = bool(perms and perms.manage_channels)
        await ack(interaction)
        async with self.ctx.lock(channel_id):
            table = await self.service.lobby.seat_to_ai(channel_id, interaction.user.id,
                                                        player.id, can_manage)
            if table.status == CANCELLED:
                await say(interaction, tr(lang(interaction), "bot-left-cancelled"))
                await self._cancelled(table)
                return
            self.ctx.autoplay.kick(channel_id)  # the table first, then Discord
            seat = table.seat_of(player.id)
            name = escape(table.seats[seat].name if seat is not None else player.display_name)
            text = tr(table.lang, "bot-seat-to-ai-done", name=name, user=player.mention)
            await say(interaction, text)
            await self.ctx.autoplay.notice(table, "seat-to-ai", text)
        self.ctx.rearm()

    async def add_ai(self, interaction: discord.Interaction, channel_id: int,
                     level: str | None = None) -> None:
        """An AI seat of ``level`` (default: the configured level); any seated player may."""
        await ack(interaction)
        async with self.ctx.lock(channel_id):
            table = await self.service.lobby.add_ai(channel_id, interaction.user.id, level)
            await self._show(interaction, table)
            await say(interaction, tr(lang(interaction), "bot-ai-added"))

    async def ai_seats(self, interaction: discord.Interaction, channel_id: int, table_id: int,
                       choice: str) -> None:
        """The lobby's AI select: ``add:<level>`` or ``remove:<seat>``."""
        table = self.service.tables.table(channel_id)
        if table is None or table.id != table_id or table.status != LOBBY:
            raise UserError("bot-lobby-lobby-closed")
        what, _, arg = choice.partition(":")
        if what == "add":
            await self.add_ai(interaction, channel_id, arg)
            return
        if what != "remove" or not arg.isdigit():
            raise UserError("bot-lobby-not-choice-lobby")
        await ack(interaction)
        async with self.ctx.lock(channel_id):
            table = await self.service.lobby.remove_ai(channel_id, interaction.user.id,
                                                       int(arg))
            await self._show(interaction, table)

    async def start(self, interaction: discord.Interaction, channel_id: int) -> None:
        """The host starts the game; the lobby message becomes the line-up, and the first
        table message is the click's follow-up (no request of the bot's own)."""
        self.service.lobby.check_start(channel_id, interaction.user.id)
        await ack(interaction, public=True)
        async with self.ctx.lock(channel_id):
            outcome = await self.service.lobby.start(channel_id, interaction.user.id,
                                                     answered=True)
            await self.ctx.autoplay.after(outcome, None)  # the table first, then Discord
            table = self.service.tables.table(channel_id)
            assert table is not None
            text = started_text(table, describe_options(table))
            if is_button(interaction):
                await interaction.edit_original_response(
                    content=text, view=None, allowed_mentions=discord.AllowedMentions.none())
            else:
                await say(interaction, text, public=True)
                await self.signup.close(table, text)
            await self.ctx.autoplay.announce(interaction, outcome)

    async def cancel(self, interaction: discord.Interaction, channel_id: int) -> None:
        """The host, or someone who can manage the channel, cancels the table."""
        perms = getattr(interaction, "permissions", None)
        can_manage = bool(perms and perms.manage_channels)
        self.service.lobby.check_cancel(channel_id, interaction.user.id, can_manage)
        await ack(interaction, public=True)
        async with self.ctx.lock(channel_id):
            table = await self.service.lobby.cancel(channel_id, interaction.user.id, can_manage)
            await say(interaction, tr(table.lang, "bot-cancelled-by", title=table.title,
                                      user=interaction.user.mention), public=True)
            await self._cancelled(table, interaction)

    # -- helpers ----------------------------------------------------------------------------
    async def _show(self, interaction: discord.Interaction, table: Table) -> None:
        """The lobby message after a change (through the click when it was one of its
        buttons)."""
        source = interaction if is_button(interaction) else None
        if table.status == CANCELLED:
            if source is not None:
                await source.edit_original_response(content=cancelled_text(table), view=None)
            else:
                await self.signup.close(table)
            return
        await self.signup.show(table, source)

    async def _cancelled(self, table: Table, interaction: discord.Interaction | None = None
                         ) -> None:
        """A cancelled table: the lobby message loses its buttons (the core closed every
        open panel through the outbox)."""
        if interaction is not None and is_button(interaction):
            await interaction.edit_original_response(content=cancelled_text(table), view=None)
        else:
            await self.signup.close(table)
        self.ctx.rearm()

