"""The daily digest (bot/core/notices.py): for each person who chose one, a DM at their hour
listing the games where it is their turn, then that one message edited through the day as
turns come and go (an edit notifies nobody: one notification a day, however many games).

A task wakes at each full hour of the service's clock and looks at everyone who chose a
digest. What was sent today is a row in the store (``digests``, migration 16), written as soon
as Discord has the DM: a restart on the same day neither sends it again nor loses the message
to edit, and the next day's comes at its hour. (Only a crash in the instant between Discord's
answer and that row may send one day's digest twice.)"""

from __future__ import annotations

import asyncio
import logging
from contextlib import suppress
from dataclasses import dataclass
from typing import Any

import discord

from bot.core.durations import long_duration
from bot.core.service import GameService
from bot.core.texts import escape
from bot.messages.errors import DISCORD_FAILURES
from words import tr

log = logging.getLogger(__name__)
HOUR = 3600.0


@dataclass
class Sent:
    day: str  # the person's own date it was sent
    channel_id: int  # their DM channel
    message_id: int
    games: tuple[int, ...]  # the channels it lists: edited when they change, not each hour


class Digest:
    def __init__(self, client: discord.Client, service: GameService) -> None:
        self.client = client
        self.service = service
        self.sent: dict[int, Sent] = {}

    async def load(self) -> None:
        """The digests sent before a restart (each person's last)."""
        try:
            rows = await self.service.store.digests()
        except Exception:  # the database is away at start: the rounds go on without them
            log.exception("could not read the digests sent before")
            return
        self.sent = {user: Sent(*row) for user, row in rows.items()}

    async def run(self) -> None:
        """Each full hour, one round."""
        await self.load()
        while True:
            now = self.service.clock()
            await asyncio.sleep(HOUR - now % HOUR + 1)
            try:
                await self.round()
            except Exception:  # one bad round must not end the digests
                log.exception("the digest round failed")

    def text(self, user_id: int) -> tuple[tuple[int, ...], str]:
        """The digest's games (their channels) and words: the person's games waiting for
        them where they chose a digest."""
        lang = self.service.languages.of(user_id)
        notices, timers = self.service.notices, self.service.timers
        lines, games = [], []
        for game in self.service.tables.open.values():
            table = game.table
            if notices.of(user_id, table.guild_id)[0] != "digest":
                continue
            seats = [s for s in game.humans_to_act() if table.seats[s].user_id == user_id]
            if not seats:
                continue
            spare = timers.time_left(game, seats[0])
            left = "" if spare is None else " · " + tr(
                lang, "bot-mine-left", time=long_duration(lang, spare))
            lines.append(f"• **{escape(table.title)}** <#{table.channel_id}>{left}")
            games.append(table.channel_id)
        if not lines:
            return (), tr(lang, "bot-digest-none")
        return tuple(games), "\n".join([tr(lang, "bot-digest-head", count=len(lines)),
                                         *lines])

    async def round(self) -> None:
        now = self.service.clock()
        notices = self.service.notices
        for user_id in sorted(notices.digest_users()):
            local = notices.local(user_id, now)
            day = local.date().isoformat()
            games, text = self.text(user_id)
            sent = self.sent.get(user_id)
            if sent is not None and sent.day == day:
                if sent.games != games:
                    await self._edit(user_id, sent, games, text)
                continue
            if local.hour < notices.digest_hour(user_id) or not games:
                continue
            with suppress(*DISCORD_FAILURES):
                user: Any = self.client.get_user(user_id) or await self.client.fetch_user(
                    user_id)
                message = await user.send(text, allowed_mentions=discord.AllowedMentions.none())
                await self._keep(user_id, Sent(day, message.channel.id, message.id, games))

    async def _edit(self, user_id: int, sent: Sent, games: tuple[int, ...], text: str) -> None:
        """Today's digest says the games of now (an edit: nobody is notified)."""
        with suppress(*DISCORD_FAILURES):
            channel = self.client.get_partial_messageable(sent.channel_id,
                                                          type=discord.ChannelType.private)
            await channel.get_partial_message(sent.message_id).edit(
                content=text, allowed_mentions=discord.AllowedMentions.none())
            await self._keep(user_id, Sent(sent.day, sent.channel_id, sent.message_id, games))

    async def _keep(self, user_id: int, sent: Sent) -> None:
        """Remember a digest in memory and in the store (a restart reads it back)."""
        self.sent[user_id] = sent
        try:
            await self.service.store.set_digest(user_id, sent.day, sent.channel_id,
                                                sent.message_id, sent.games)
        except Exception:  # the database is away: memory holds it until the next change
            log.exception("could not keep the digest of user %s", user_id)
