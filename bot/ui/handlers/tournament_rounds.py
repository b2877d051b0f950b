"""A tournament's rounds on Discord (docs/tournaments.md): each table in its own thread of
the tournament's channel, seated and started; the standings picture in the channel after
every round; the sign-up message kept up to date. The parent channel stays quiet: the sign-up
message and one standings message per round are all it gets; the games live in their threads.

``advance`` is asked whenever a game of the server ends (``GameService.on_ended``), after a
command that changes the event, and for every open tournament after a restart; it reads the
event from the store each time, so it picks up where anything stopped.
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import logging
from typing import Any

import discord

from bot.core import workers
from bot.core.texts import escape
from bot.core.tournament.events import Progress
from bot.core.tournament.model import CANCELLED, OVER, SIGNUP, Tournament
from bot.messages.controls.tournament import CheckinButton, SignupButton
from bot.messages.errors import DISCORD_FAILURES
from bot.messages.pacing import Delivery
from bot.messages.render import Picture
from bot.store.outage import unavailable
from bot.ui.handlers import tournament_threads as threads
from bot.ui.handlers.common import Context
from engine.core import Msg, msg
from engine.registry import GAMES
from renderers import bracket
from renderers import standings as picture
from words import say, tr

log = logging.getLogger(__name__)
QUIET = discord.AllowedMentions.none()
START_RETRY = 30.0  # seconds before a set start the database was away for is tried again
MENTIONS = 75  # players a check-in message mentions at most


def standings_view(t: Tournament, number: int, final: bool) -> dict[str, Any]:
    """What the standings picture shows after round ``number`` (plain data;
    renderers/standings.py draws it): that round's figures, whatever came in since."""
    names = t.names()
    dropped = {e.id for e in t.entrants if e.dropped}
    replaced = {e.id for e in t.entrants if e.ai}
    alive = set(t.alive(number))
    rows = []
    for place, row in enumerate(t.table(number), start=1):
        note = ("tour-note-dropped" if row.player in dropped else
                "tour-note-ai" if row.player in replaced else
                "tour-note-out" if t.knockout and row.player not in alive else "")
        rows.append({"place": place, "name": names.get(row.player, "?"), "note": note,
                     "points": row.points, "buchholz": row.buchholz, "score": row.score})
    return {"title": f"{GAMES[t.game].title} · {tr(t.lang, 'tour-format-' + t.format)}",
            "round": number, "rounds": t.total_rounds(), "final": final, "rows": rows}


def bracket_view(t: Tournament, number: int) -> dict[str, Any]:
    """What a knockout's bracket picture shows after round ``number`` (plain data;
    renderers/bracket.py draws it)."""
    names = t.names()
    rounds = []
    for n, rnd in enumerate(t.played[:number], start=1):
        on = t.went_on(n)
        tables = [{"seats": [None if p is None else names.get(p, "?") for p in b.seats],
                   "done": b.done,
                   "winner": next((i for i, p in enumerate(b.seats) if p in on), None)}
                  for b in rnd.boards if b.players]
        rounds.append({"number": n, "tables": tables,
                       "final": len(tables) == 1 and not rnd.byes and t.finished(),
                       "byes": [names.get(p, "?") for p in rnd.byes]})
    over = t.status == OVER and number == len(t.played) and len(t.alive()) == 1
    return {"title": f"{GAMES[t.game].title} · {tr(t.lang, 'tour-format-knockout')}",
            "rounds": rounds, "champion": names.get(t.alive()[0]) if over else None}


def bracket_alt(view: dict[str, Any], lang: str) -> str:
    """The bracket's alt text, its names escaped."""
    def clean(name: Any) -> Any:
        return None if name is None else escape(str(name))
    rounds = [{**r, "byes": [clean(n) for n in r["byes"]],
               "tables": [{**tb, "seats": [clean(n) for n in tb["seats"]]}
                          for tb in r["tables"]]} for r in view["rounds"]]
    return bracket.describe({**view, "rounds": rounds, "champion": clean(view["champion"])},
                            lang)


def pictures(t: Tournament, view: dict[str, Any], number: int, lang: str
             ) -> list[tuple[str, Any, dict[str, Any], Any]]:
    """What goes out as pictures with the standings: (name, drawer, view, alt text maker);
    a knockout's bracket after the standings, in as many pictures as keep it readable."""
    out: list[tuple[str, Any, dict[str, Any], Any]] = [
        ("standings", picture.draw, view, alt_text)]
    if t.knockout:
        parts = bracket.pages(bracket_view(t, number))
        out.extend((f"bracket-{n}" if len(parts) > 1 else "bracket", bracket.draw, part,
                    bracket_alt) for n, part in enumerate(parts, start=1))
    return out


def alt_text(view: dict[str, Any], lang: str) -> str:
    """The standings picture's alt text, its names escaped (the picture draws them as
    they are; the alt text is text Discord shows)."""
    rows = [{**row, "name": escape(str(row.get("name", "")))} for row in view["rows"]]
    return picture.describe({**view, "rows": rows}, lang)


def signup_text(t: Tournament) -> str:
    """The sign-up message: what, how, who, and what is happening now."""
    head = tr(t.lang, "tour-signup-head", title=GAMES[t.game].title,
              format=tr(t.lang, "tour-format-" + t.format), size=t.size,
              rounds=t.rounds if t.format == "swiss" else t.total_rounds(),
              organiser=f"<@{t.organiser}>")
    who = ", ".join(escape(e.name) for e in t.entrants) or "—"
    lines = [head, tr(t.lang, "tour-signup-count", count=len(t.entrants), names=who)]
    if t.status == SIGNUP and t.start_at is not None:
        # Discord prints these in each reader's own time zone and language
        at = int(t.start_at)
        lines.append(tr(t.lang, "tour-signup-starts", when=f"<t:{at}:F>",
                        relative=f"<t:{at}:R>"))
    elif t.status == SIGNUP and t.missed is not None:
        lines.append(tr(t.lang, "tour-start-too-few", count=t.missed))
    if t.status != SIGNUP:
        lines.append(tr(t.lang, "tour-status-" + t.status, round=len(t.played)))
    return "\n".join(lines)[:2000]


def signup_view(t: Tournament) -> discord.ui.View | None:
    if t.status != SIGNUP:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(SignupButton(t.id, "join", tr(t.lang, "tour-button-join")))
    view.add_item(SignupButton(t.id, "leave", tr(t.lang, "tour-button-leave")))
    return view


async def quiet_notice(delivery: Delivery, parent: discord.TextChannel,
                       thread: discord.Thread) -> None:
    """Discord's own "started a thread" notice in the parent channel, one per table, goes
    when the bot may manage messages there (and read its history, to find it): the channel
    keeps the sign-up message and the standings. Without those permissions it stays; the
    tables are listed in their threads either way. Both requests take their slots in the
    bot's pacing, as every post does."""
    me = parent.guild.me
    mine = parent.permissions_for(me)
    if not (mine.manage_messages and mine.read_message_history):
        return
    place = ("channel", parent.id)
    try:
        recent = await delivery.paced(place, lambda: _recent(parent, thread))
        for message in recent:
            # the bot's own notice: it names the thread (its reference, else its text)
            named = (message.reference.channel_id == thread.id if message.reference
                     else message.content == thread.name)
            if (message.type is discord.MessageType.thread_created
                    and message.author.id == me.id and named):
                await delivery.paced(place, message.delete)
                return
    except discord.HTTPException as exc:
        log.info("tournament thread %s: its notice stays (%s)", thread.id, exc)


async def _recent(parent: discord.TextChannel, thread: discord.Thread) -> list[discord.Message]:
    return [m async for m in parent.history(limit=10, after=discord.Object(thread.id - 1))]


class Rounds:
    """Carries out what the core's ``Progress`` asks of Discord."""

    def __init__(self, ctx: Context, client: Any) -> None:
        self.ctx = ctx
        self.client = client
        self.tournaments = ctx.service.tournaments
        self.locks: dict[int, asyncio.Lock] = {}
        self.sleeper: asyncio.Task[Any] | None = None  # until the next set start time
        self.sleeping = False
        self.retrying: dict[int, asyncio.Task[Any]] = {}  # channel -> its tables' next try
        self.told: set[tuple[int, int, int, str]] = set()  # (event, round, table, why) told

    def ended(self, guild_id: int | None) -> None:
        """A game of the server ended: any of its tournaments may move on (in a task of its
        own: the game's channel lock is held here)."""
        if guild_id is not None:
            self.client.spawn(self.advance_server(guild_id))

    async def advance_server(self, guild_id: int) -> None:
        """Each open event of the server, one channel after another."""
        for t in await self.tournaments.open_in(guild_id):
            await self.advance(t.channel)

    async def resume(self) -> None:
        """After a restart: every open tournament's channel and table threads are checked (a
        channel deleted while the bot was down cancels its event now, a thread is lost now,
        not at the next post), every open tournament carries on from the store, and the next
        set start time is waited for again (it is kept in the tournament's row)."""
        for t in await self.tournaments.all_open():
            if await self.gone_while_down(t.id, t.channel):
                await self.client.gone(t.channel)  # as a CHANNEL_DELETE: the event cancelled
                continue
            await self.check_threads(t)
            await self.advance(t.channel)
        self.arm()

    async def gone_while_down(self, event: int, channel_id: int) -> bool:
        """One fetch of a channel, in its slot of the bot's pacing: True only when Discord
        says it no longer exists (404 10003); any other refusal leaves it to its next use."""
        try:
            await self.ctx.delivery.paced(("channel", channel_id),
                                          functools.partial(self.client.fetch_channel,
                                                            channel_id))
        except discord.NotFound:
            log.info("tournament %s: channel %s went while the bot was down", event, channel_id)
            return True
        except DISCORD_FAILURES as exc:
            log.info("tournament %s: channel %s not checked (%s)", event, channel_id, exc)
        return False

    async def check_threads(self, t: Tournament) -> None:
        """One fetch per open table's thread, each in its slot of the bot's pacing; a thread
        Discord says is gone (404 10003) goes the way a THREAD_DELETE does: the table is lost
        and the organiser told (``lose``), its game closed."""
        current = t.current
        if current is None or t.status == SIGNUP:
            return
        for board in current.boards:
            thread_id = board.thread
            if thread_id is None or board.done or board.lost:
                continue
            if await self.gone_while_down(t.id, thread_id):
                await self.client.gone(thread_id)  # as a THREAD_DELETE: the table lost

    def arm(self) -> None:
        """Wait for the earliest set start time (read from the store), afresh: a sleep for a
        later one is cancelled; a start being carried out re-arms when done."""
        if self.sleeper is not None and not self.sleeper.done():
            if not self.sleeping:
                return
            self.sleeper.cancel()
        self.sleeper = self.client.spawn(self._wait_for_start())

    async def _wait_for_start(self) -> None:
        """One coroutine, its sleeps its own (SimCord tells a timer's sleep from other waits
        only in the task's own frame)."""
        try:
            upcoming = await self.tournaments.next_start()
            if upcoming is None:
                return
            due, channel_id = upcoming
            self.sleeping = True
            try:
                await asyncio.sleep(max(0.0, due - self.tournaments.clock()))
            finally:
                self.sleeping = False
            async with self.locks.setdefault(channel_id, asyncio.Lock()):
                progress = await self.tournaments.start_due(channel_id)
                if progress is not None:
                    await self.carry_out(progress)
                    if not progress.to_open:  # too few: the sign-up message says so
                        await self.refresh_signup(progress.tournament)
                closed = await self.tournaments.checkin_due(channel_id)
                if closed is not None:
                    await self.close_checkin(closed)
                    await self.carry_out(closed)
        except Exception as exc:
            if not unavailable(exc):
                raise
            # the database was away when the time came: try again soon, not at the next
            # restart (the start time stays in the row until the start is recorded)
            log.warning("tournament start: the database is away; trying again in %s s",
                        START_RETRY)
            await asyncio.sleep(START_RETRY)
        self.sleeper = None
        self.arm()

    async def advance(self, channel_id: int) -> None:
        """The event of ``channel_id`` takes one step (under its channel's lock)."""
        async with self.locks.setdefault(channel_id, asyncio.Lock()):
            progress = await self.tournaments.progress(channel_id)
            if progress is not None:
                await self.carry_out(progress)

    async def carry_out(self, p: Progress, *, tell: bool = True) -> list[Msg]:
        """What the progress asks; returns why each table that could not open did not
        (told to the organiser by DM unless ``tell`` is off: the caller answers them)."""
        t = p.tournament
        for number in p.rounds_done:
            await self.post_standings(t, number, p.finished and number == len(t.played))
        if p.rounds_done or p.to_open or p.finished:
            await self.refresh_signup(t)
        if p.checkin is not None:
            await self.open_checkin(t, p.checkin)
        failed: list[Msg] = []
        for number, index in p.to_open:
            reason = await self.open_table(t, number, index)
            if reason is not None:
                failed.append(msg("tour-table-not-opened", table=index + 1, round=number,
                                  why=reason))
                if not threads.gone(reason):
                    self.retry(t.channel)
                fresh = (t.id, number, index, reason["key"])
                if tell and fresh not in self.told:
                    self.told.add(fresh)
                    await self.tell_organiser(t, failed[-1])
        self.ctx.rearm()
        return failed

    def retry(self, channel_id: int) -> None:
        """Try the tables that could not open again in ``threads.RETRY`` seconds (a thread
        limit passes, a permission is given back)."""
        waiting = self.retrying.get(channel_id)
        if waiting is None or waiting.done():
            self.retrying[channel_id] = self.client.spawn(self._retry(channel_id))

    async def _retry(self, channel_id: int) -> None:
        await asyncio.sleep(threads.RETRY)
        self.retrying.pop(channel_id, None)
        await self.advance(channel_id)

    async def tell_organiser(self, t: Tournament, failure: Msg) -> None:
        """A table could not open while nobody was asking: the organiser hears it by DM,
        in their language (once per table and reason)."""
        lang = self.ctx.service.languages.of(t.organiser)
        text = tr(lang, "tour-dm-not-opened", title=GAMES[t.game].title,
                  channel=f"<#{t.channel}>", failure=say(lang, failure))
        try:
            await self.ctx.delivery.dm(t.organiser, content=text)
        except DISCORD_FAILURES as exc:
            log.warning("tournament %s: could not tell its organiser (%s)", t.id, exc)

    async def open_checkin(self, t: Tournament, number: int) -> None:
        """The round's check-in: one message in the channel that mentions whoever may play,
        with "I'm here"; the window's close is waited for (``arm``)."""
        replaced = {e.id for e in t.entrants if e.ai}
        # Discord takes at most 100 users in allowed_mentions, and a message of 2,000
        # characters holds about 80 mentions: beyond those, the channel's message is enough
        players = [p for p in t.alive() if p not in replaced][:MENTIONS]
        assert t.checkin_until is not None
        until = int(t.checkin_until)
        text = tr(t.lang, "tour-checkin-open", title=GAMES[t.game].title, round=number,
                  when=f"<t:{until}:R>", players=" ".join(f"<@{p}>" for p in players))
        view = discord.ui.View(timeout=None)
        view.add_item(CheckinButton(t.id, number, tr(t.lang, "tour-button-checkin")))
        sent = await self.ctx.delivery.post(
            t.channel, content=text[:2000], view=view,
            allowed_mentions=discord.AllowedMentions(users=[discord.Object(p)
                                                            for p in players]))
        if sent is not None:
            await self.tournaments.set_checkin_message(t.channel, sent.id)
        self.arm()

    async def close_checkin(self, p: Progress) -> None:
        """The window closed: the check-in message loses its button, the channel hears who
        missed it in one line, and each of them by DM in their own language."""
        t = p.tournament
        number = t.checkin_round
        if t.checkin_message is not None:
            await self.ctx.delivery.edit(
                t.channel, t.checkin_message,
                content=tr(t.lang, "tour-checkin-over", title=GAMES[t.game].title,
                           round=number, count=len(t.checked)),
                view=None, allowed_mentions=QUIET)
        if not p.no_shows:
            return
        names = t.names()
        how = t.no_show
        await self.ctx.delivery.post(
            t.channel, content=tr(t.lang, f"tour-no-show-{how}", round=number,
                                  names=", ".join(names.get(x, "?") for x in p.no_shows))[:2000],
            allowed_mentions=QUIET)
        for user in p.no_shows:
            lang = self.ctx.service.languages.of(user)
            text = tr(lang, f"tour-dm-no-show-{how}", title=GAMES[t.game].title,
                      round=number, channel=f"<#{t.channel}>")
            try:
                await self.ctx.delivery.dm(user, content=text)
            except DISCORD_FAILURES as exc:
                log.warning("tournament %s: could not tell %s of the check-in (%s)", t.id,
                            user, exc)

    def lost(self, t: Tournament, number: int, index: int) -> None:
        """A table's thread is gone mid-round (the core keeps the table): the organiser is
        told in the event's channel at once (in a task: the thread's lock may be held)."""
        self.client.spawn(self.tell_lost(t, number, index))

    async def tell_lost(self, t: Tournament, number: int, index: int) -> None:
        text = tr(t.lang, "tour-table-lost", organiser=f"<@{t.organiser}>", table=index + 1,
                  round=number)
        await self.ctx.delivery.post(
            t.channel, content=text,
            allowed_mentions=discord.AllowedMentions(users=[discord.Object(t.organiser)]))

    async def open_table(self, t: Tournament, number: int, index: int) -> Msg | None:
        """The table's thread (made once, remembered before its game starts), its seats and
        its first move; or why its thread could not open."""
        board = t.played[number - 1].boards[index]
        thread_id = board.thread
        if thread_id is None:
            parent = self.client.get_channel(t.channel)
            if not isinstance(parent, discord.TextChannel):
                log.warning("tournament %s: its channel %s is gone", t.id, t.channel)
                return threads.why(None, None)
            name = tr(t.lang, "tour-thread-name", title=GAMES[t.game].title, round=number,
                      table=index + 1)
            try:  # in its slot of the bot's pacing, as every post (a burst of tables
                #   at a round's start would otherwise leave at once)
                thread = await self.ctx.delivery.paced(
                    ("channel", parent.id), lambda: parent.create_thread(
                        name=name[:100], type=discord.ChannelType.public_thread,
                        auto_archive_duration=1440))
            except DISCORD_FAILURES as exc:
                log.warning("tournament %s: cannot open table %s of round %s (%s)", t.id,
                            index + 1, number, exc)
                return threads.why(parent, exc)
            thread_id = thread.id
            await self.tournaments.opened(t.channel, number, index, thread_id)
            await quiet_notice(self.ctx.delivery, parent, thread)
        async with self.ctx.lock(thread_id):
            outcome = await self.tournaments.seat(t.channel, number, index)
            if outcome is not None:
                await self.ctx.autoplay.after(outcome, None)
        return None

    async def post_standings(self, t: Tournament, number: int, final: bool) -> None:
        """The standings picture in the tournament's channel, with its alt text."""
        view = standings_view(t, number, final)
        shown = []
        for name, drawer, drawn, alt in pictures(t, view, number, t.lang):
            png = await workers.run(self.ctx.renderer.pool, drawer, drawn, t.lang)
            digest = hashlib.blake2b(png, digest_size=6).hexdigest()
            shown.append(Picture(f"{name}-{number}-{digest}.png", png, alt(drawn, t.lang)))
        key = "tour-standings-final" if final else "tour-standings-round"
        text = tr(t.lang, key, title=GAMES[t.game].title, round=number,
                  rounds=t.total_rounds(),
                  winner=escape(view["rows"][0]["name"]) if view["rows"] else "—")
        await self.ctx.delivery.post(t.channel, content=text,
                                     picture=shown[0] if len(shown) == 1 else shown,
                                     allowed_mentions=QUIET)
        last = t.played[number - 1].boards if t.played else []
        if final and t.knockout and len(last) == 1 and last[0].thread is not None:
            # the final's thread names the champion too: its game's result says who won the
            # game, which a tie on places there leaves to the tie-breaks
            try:
                await self.ctx.delivery.post(last[0].thread, content=text,
                                             allowed_mentions=QUIET)
            except DISCORD_FAILURES as exc:
                log.info("tournament %s: the final's thread missed its last line (%s)",
                         t.id, exc)

    async def refresh_signup(self, t: Tournament) -> None:
        """The sign-up message shows the count and what is happening now."""
        if t.signup is None:
            return
        await self.ctx.delivery.edit(t.channel, t.signup, content=signup_text(t),
                                     view=signup_view(t), allowed_mentions=QUIET)

    async def closed(self, t: Tournament) -> None:
        """A cancelled or finished event: the sign-up message says so, without buttons."""
        if t.status in (CANCELLED, OVER):
            await self.refresh_signup(t)
