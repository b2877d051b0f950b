"""A channel's tournament through its life (docs/tournaments.md): sign-up, start, rounds that
follow one another as their tables end, drops, replacements, pause, resume, cancel.

Everything is kept in the store (``tournaments``, one JSON object per event) after every
change, under one lock per event's channel, so a restart loses nothing: ``progress`` reads the
tables' games back from the store and carries on from whatever they say. Opening a table's
thread is the Discord side's job; this module says which tables need one (``Progress``) and
then seats and starts the game in it through the lobby.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot.core.absence import ABSENCE_LIMIT, LOOKBACK, absences
from bot.core.history import History
from bot.core.lobby import Lobby, clean_name, unique_name
from bot.core.models import CANCELLED as GAME_CANCELLED
from bot.core.models import LOBBY as GAME_LOBBY
from bot.core.models import OVER as GAME_OVER
from bot.core.models import Outcome, Seat, Table, UserError
from bot.core.tournament.model import (
    CANCELLED,
    FILLS,
    FORMATS,
    NO_SHOWS,
    OVER,
    PAUSED,
    RUNNING,
    SEEDINGS,
    SIGNUP,
    Board,
    Entrant,
    Tournament,
)
from bot.store import Store
from engine.core import IllegalAction, Msg, msg
from engine.registry import GAMES, check_options
from words import tr

OPEN = (SIGNUP, RUNNING, PAUSED)


@dataclass
class Progress:
    """What the Discord side must do after a step: open these tables (round, index), show
    the standings of these finished rounds, say the event is over."""

    tournament: Tournament
    to_open: list[tuple[int, int]] = field(default_factory=list)
    rounds_done: list[int] = field(default_factory=list)
    finished: bool = False
    checkin: int | None = None  # this round's check-in just opened
    no_shows: list[int] = field(default_factory=list)  # who missed the check-in that closed


class Tournaments:
    """Each channel's tournament: one open at a time there (a server may run one in each of
    several channels); the lookups and locks go by the event's channel."""

    def __init__(self, store: Store, lobby: Lobby, clock: Callable[[], float]) -> None:
        self.store = store
        self.lobby = lobby
        self.clock = clock
        self.history = History(store)
        self.locks: dict[int, asyncio.Lock] = {}
        #: told of a table whose thread was lost (event, round, table index): the Discord
        #: side tells the organiser
        self.on_lost: Callable[[Tournament, int, int], None] = lambda t, number, index: None
        lobby.rejoin_refusal = self.rejoin_refusal

    def lock(self, channel_id: int) -> asyncio.Lock:
        """One lock per event's channel: its commands and rounds take turns."""
        return self.locks.setdefault(channel_id, asyncio.Lock())

    # -- the store -----------------------------------------------------------------------------
    async def open_one(self, channel_id: int) -> Tournament | None:
        """The channel's open event (one per channel: a server may run several at once)."""
        rows = await self.store.query(
            "SELECT id, data FROM tournaments WHERE channel_id = ? AND status IN"
            " ('signup', 'running', 'paused')", channel_id)
        return self._decode(rows[0]) if rows else None

    async def open_in(self, guild_id: int) -> list[Tournament]:
        """The server's open events, one per channel, oldest first."""
        rows = await self.store.query(
            "SELECT id, data FROM tournaments WHERE guild_id = ? AND status IN"
            " ('signup', 'running', 'paused') ORDER BY id", guild_id)
        return [self._decode(row) for row in rows]

    async def last(self, channel_id: int, guild_id: int) -> Tournament | None:
        """The channel's open event, else its latest, else the server's latest (asked
        where no event ran)."""
        found = await self.open_one(channel_id)
        if found is not None:
            return found
        for column, key in (("channel_id", channel_id), ("guild_id", guild_id)):
            rows = await self.store.query(
                f"SELECT id, data FROM tournaments WHERE {column} = ?"
                " ORDER BY id DESC LIMIT 1", key)
            if rows:
                return self._decode(rows[0])
        return None

    async def past(self, guild_id: int, limit: int = 10) -> list[tuple[Tournament, float]]:
        """The server's finished and cancelled events (of every channel), newest first, with
        when each ended."""
        rows = await self.store.query(
            "SELECT id, data, updated FROM tournaments WHERE guild_id = ? AND status IN"
            " ('over', 'cancelled') ORDER BY id DESC LIMIT ?", guild_id, limit)
        return [(self._decode(row), float(row["updated"])) for row in rows]

    async def all_open(self) -> list[Tournament]:
        """The open tournaments of this process's servers (with several processes, a
        server's events go to the one serving its shard: docs/deploy.md)."""
        rows = await self.store.query(
            "SELECT id, data FROM tournaments WHERE status IN ('signup', 'running', 'paused')"
            " ORDER BY id")
        shards = self.lobby.tables.shards
        return [t for t in map(self._decode, rows) if shards is None
                or (t.guild >> 22) % self.store.shard_count in shards]

    @staticmethod
    def _decode(row: Any) -> Tournament:
        t = Tournament.from_json(json.loads(row["data"]))
        t.id = int(row["id"])
        return t

    async def save(self, t: Tournament) -> None:
        await self.store.write([(
            "UPDATE tournaments SET status = ?, data = ?, updated = ? WHERE id = ?",
            (t.status, json.dumps(t.to_json()), self.clock(), t.id))])

    async def need(self, channel_id: int) -> Tournament:
        t = await self.open_one(channel_id)
        if t is None:
            raise UserError("tour-none")
        return t

    # -- sign-up ---------------------------------------------------------------------------
    async def new(self, guild_id: int, channel_id: int, organiser: int, game: str, fmt: str,
                  *, rounds: int, size: int | None, timer: float, fill: str,
                  options: dict[str, Any] | None = None, lang: str = "en",
                  start_at: float | None = None, checkin: float = 0.0,
                  no_show: str = "drop", seeding: str = "rating") -> Tournament:
        """A tournament open for sign-up; its settings checked first."""
        info = GAMES.get(game)
        if info is None:
            raise UserError("bot-no-such-game", game=game, games=sorted(GAMES))
        if fmt not in FORMATS or fill not in FILLS or no_show not in NO_SHOWS or checkin < 0 \
                or seeding not in SEEDINGS:
            raise UserError("tour-bad-format")
        size = size or (2 if fmt == "knockout" else min(4, info.max_players))
        if not info.min_players <= size <= info.max_players:
            raise UserError("tour-bad-size", title=info.title, low=info.min_players,
                            high=info.max_players)
        if fmt == "swiss" and not 1 <= rounds <= 12:
            raise UserError("tour-bad-rounds")
        try:
            checked = check_options(info, options)
        except IllegalAction as exc:
            raise UserError(exc.msg) from None
        async with self.lock(channel_id):
            here = await self.open_one(channel_id)
            if here is not None:
                raise UserError("tour-one-at-a-time", title=GAMES[here.game].title,
                                format=msg("tour-format-" + here.format))
            t = Tournament(0, guild_id, channel_id, organiser, game, fmt, size, rounds,
                           timer, fill, lang, checked, start_at=start_at,
                           checkin=float(checkin), no_show=no_show, seeding=seeding)
            now = self.clock()
            await self.store.write([(
                "INSERT INTO tournaments (guild_id, channel_id, status, data, created,"
                " updated) VALUES (?, ?, ?, ?, ?, ?)",
                (guild_id, channel_id, SIGNUP, json.dumps(t.to_json()), now, now))])
            made = await self.open_one(channel_id)
            assert made is not None
            return made

    async def set_checkin_message(self, channel_id: int, message_id: int) -> None:
        async with self.lock(channel_id):
            t = await self.need(channel_id)
            t.checkin_message = message_id
            await self.save(t)

    async def set_signup(self, channel_id: int, message_id: int) -> None:
        async with self.lock(channel_id):
            t = await self.need(channel_id)
            t.signup = message_id
            await self.save(t)

    async def join(self, channel_id: int, user_id: int, name: str) -> Tournament:
        """On the list; after the start, a Swiss still takes one until its round 2 is
        seated (the lowest seed, no points for round 1)."""
        async with self.lock(channel_id):
            t = await self.need(channel_id)
            if t.entrant(user_id) is not None:
                raise UserError("tour-already-in")
            if t.status != SIGNUP and not t.late_join_open():
                raise UserError("tour-late-swiss-only" if t.format != "swiss"
                                else "tour-started")
            t.entrants.append(Entrant(user_id, unique_name(clean_name(name),
                                                           [e.name for e in t.entrants])))
            await self.save(t)
            return t

    async def leave(self, channel_id: int, user_id: int) -> Tournament:
        """Before the start: off the list. After: a drop-out (``drop``)."""
        async with self.lock(channel_id):
            t = await self.need(channel_id)
            if t.entrant(user_id) is None:
                raise UserError("tour-not-in")
            if t.status == SIGNUP:
                t.entrants = [e for e in t.entrants if e.id != user_id]
                await self.save(t)
                return t
        return await self.drop(channel_id, user_id, user_id, True)

    # -- the organiser ---------------------------------------------------------------------
    @staticmethod
    def check_organiser(t: Tournament, user_id: int, may: bool) -> None:
        if user_id != t.organiser and not may:
            raise UserError("tour-organiser-only")

    async def seed(self, channel_id: int, user_id: int, may: bool, order: list[int]
                   ) -> Tournament:
        """The organiser's seed order (best first), used at the start instead of ratings;
        whoever is not named follows in sign-up order."""
        async with self.lock(channel_id):
            t = await self.need(channel_id)
            self.check_organiser(t, user_id, may)
            if t.status != SIGNUP:
                raise UserError("tour-started")
            names = t.names()
            for p in order:
                if p not in names:
                    raise UserError("tour-not-in")
            t.seeds = list(dict.fromkeys(order))
            t.seeding = "hand"
            await self.save(t)
            return t

    async def result(self, channel_id: int, user_id: int, may: bool, number: int, index: int,
                     order: list[int]) -> tuple[Tournament, Board]:
        """The organiser enters (or overrides) a table's result: its people best first.
        Only a table of the current round; its game, if still running, is then cancelled
        (the entered result stands)."""
        async with self.lock(channel_id):
            t = await self.need(channel_id)
            self.check_organiser(t, user_id, may)
            if t.status == SIGNUP:
                raise UserError("tour-not-started")
            if number != len(t.played):
                raise UserError("tour-result-not-current", round=len(t.played))
            boards = t.played[number - 1].boards
            if not 0 <= index < len(boards):
                raise UserError("tour-result-no-table", table=index + 1, round=number)
            board = boards[index]
            names = t.names()
            if sorted(order) != sorted(board.players):
                raise UserError("tour-result-wrong-players", table=index + 1,
                                names=", ".join(names[p] for p in board.players))
            running = not board.done and board.game is not None
            t.enter(board, order)
            await self.save(t)
        if running and board.thread is not None:
            try:
                await self.lobby.cancel(board.thread, t.organiser, True)
            except UserError:
                pass  # it ended meanwhile: the entered result stands
        return t, board

    async def start(self, channel_id: int, user_id: int, may: bool) -> Progress:
        """The organiser starts it now."""
        async with self.lock(channel_id):
            t = await self.need(channel_id)
            self.check_organiser(t, user_id, may)
            if t.status != SIGNUP:
                raise UserError("tour-started")
            if len(t.entrants) < 2:
                raise UserError("tour-too-few", count=len(t.entrants))
            return await self._begin(t)

    async def start_due(self, channel_id: int) -> Progress | None:
        """The set start time came: start with whoever joined, or, with fewer than 2, keep
        the sign-up open (the organiser starts it by hand or cancels it) and say so."""
        async with self.lock(channel_id):
            t = await self.open_one(channel_id)
            if t is None or t.status != SIGNUP or t.start_at is None or (
                    t.start_at > self.clock()):
                return None
            t.start_at = None
            if len(t.entrants) < 2:
                t.missed = len(t.entrants)
                await self.save(t)
                return Progress(t)
            return await self._begin(t)

    async def next_start(self) -> tuple[float, int] | None:
        """(when, the event's channel) of the earliest set start time of an open sign-up,
        or the earliest close of a check-in window (both kept in the tournament's row, so a
        restart waits for them again)."""
        events = await self.all_open()
        due = [(float(t.start_at), t.channel) for t in events
               if t.status == SIGNUP and t.start_at is not None]
        due += [(float(t.checkin_until), t.channel) for t in events
                if t.status != SIGNUP and t.checkin_until is not None]
        return min(due, default=None)

    # -- check-in --------------------------------------------------------------------------
    async def check_in(self, channel_id: int, event: int, number: int, user_id: int
                       ) -> Tournament:
        """``user_id`` is here for round ``number``: only an entrant still in, and only
        while that round's window is open."""
        async with self.lock(channel_id):
            t = await self.open_one(channel_id)
            if (t is None or t.id != event or t.checkin_round != number
                    or t.checkin_until is None or t.checkin_until <= self.clock()):
                raise UserError("tour-checkin-closed")
            entrant = t.entrant(user_id)
            if entrant is None or entrant.dropped or entrant.ai or user_id not in t.alive():
                raise UserError("tour-checkin-not-entrant")
            if user_id in t.checked:
                raise UserError("tour-checkin-already")
            t.checked.append(user_id)
            await self.save(t)
            return t

    async def checkin_due(self, channel_id: int) -> Progress | None:
        """The check-in window closed: whoever did not check in is dropped or handed to an
        AI (the organiser's ``no_show``), then the round is seated."""
        async with self.lock(channel_id):
            t = await self.open_one(channel_id)
            if (t is None or t.status == SIGNUP or t.checkin_until is None
                    or t.checkin_until > self.clock()):
                return None
            level = (await self.lobby.settings.of(t.guild)).ai_level
            replaced = {e.id for e in t.entrants if e.ai}
            missing = [p for p in t.alive() if p not in t.checked and p not in replaced]
            for p in missing:
                entrant = t.entrant(p)
                assert entrant is not None
                if t.no_show == "replace":
                    entrant.ai = level
                else:
                    entrant.dropped = True
            t.checkin_until = None
            out = await self._step(t)
            out.no_shows = missing
            return out

    async def _begin(self, t: Tournament) -> Progress:
        """Seeds from the ratings (best first, sign-up order between equals) or the
        organiser's order, then round 1 (under the server's lock)."""
        if t.seeding == "hand":
            t.seed_by_hand()
            t.status = RUNNING
            return await self._step(t)
        ratings = await self.history.ratings(t.game, [e.id for e in t.entrants])
        order = {e.id: i for i, e in enumerate(t.entrants)}
        t.entrants.sort(key=lambda e: (-(ratings.get(e.id, (25.0, 25 / 3))[0]
                                         - 3 * ratings.get(e.id, (25.0, 25 / 3))[1]),
                                       order[e.id]))
        t.status = RUNNING
        return await self._step(t)

    async def drop(self, channel_id: int, user_id: int, target: int, may: bool, *,
                   ai: str | None = None, notice: Msg | None = None) -> Tournament:
        """``target`` leaves the event (``ai``: an AI of that level plays on in their place,
        the organiser's replacement). A seat at a running table goes to an AI at once; a
        drop-out is placed last there. ``notice``: a DM telling them why."""
        async with self.lock(channel_id):
            t = await self.need(channel_id)
            if target != user_id:
                self.check_organiser(t, user_id, may)
            entrant = t.entrant(target)
            if entrant is None or entrant.dropped or entrant.ai:
                raise UserError("tour-not-in")
            if t.status == SIGNUP:
                raise UserError("tour-not-started")
            if ai is None:
                entrant.dropped = True
            else:
                entrant.ai = ai
            await self.save(t)
            board = self.board_of(t, target)
        if board is not None and board.thread is not None:
            try:
                await self.lobby.seat_to_ai(board.thread, t.organiser, target, True,
                                            notice=notice)
            except UserError:
                pass  # the game just ended, or the seat is an AI's already
        return t

    async def absent(self, guild_id: int | None, table_id: int, seat: int) -> bool:
        """A turn timer ran out on ``seat`` of game ``table_id``: at a running table of one
        of the server's tournaments, the second in a row (``ABSENCE_LIMIT``,
        bot/core/absence.py) drops its person from that event, placed last at this table,
        and an AI plays the seat to the end; they are told by DM. True when it did."""
        events = [] if guild_id is None else await self.open_in(guild_id)
        t = board = None
        for event in events:
            current = event.current
            board = None if current is None else next(
                (b for b in current.boards if b.game == table_id and not b.done), None)
            if board is not None:
                t = event
                break
        if t is None or board is None:
            return False
        who = board.seats[seat] if 0 <= seat < len(board.seats) else None
        entrant = None if who is None else t.entrant(who)
        if entrant is None or entrant.dropped or entrant.ai:
            return False
        count = absences(await self.store.actions(table_id, last=LOOKBACK), seat)
        if count < ABSENCE_LIMIT:
            return False
        try:
            await self.drop(t.channel, t.organiser, entrant.id, True, notice=msg(
                "tour-absent-dropped", count=count, title=GAMES[t.game].title,
                channel=f"<#{board.thread}>" if board.thread else "—"))
        except UserError:
            return False  # the event ended or they left meanwhile
        return True

    async def rejoin_refusal(self, table: Table, user_id: int) -> Msg | None:
        """A person dropped from an event (the absence limit, a check-in they missed, the
        organiser, or their own ``leave``) may not ``/game join`` back into its table: they
        are placed last there and seated in no later round, and the AI plays the seat out."""
        for t in await self.open_in(table.guild_id) if table.guild_id else []:
            current = t.current
            entrant = t.entrant(user_id)
            if current is None or entrant is None or not (entrant.dropped or entrant.ai):
                continue
            if any(b.game == table.id for b in current.boards):
                return msg("tour-rejoin-dropped", title=GAMES[t.game].title,
                           channel=f"<#{t.channel}>")
        return None

    async def pause(self, channel_id: int, user_id: int, may: bool, on: bool) -> Tournament:
        """Paused: the tables playing finish; no new round starts until resumed."""
        async with self.lock(channel_id):
            t = await self.need(channel_id)
            self.check_organiser(t, user_id, may)
            if t.status not in (RUNNING, PAUSED) or (t.status == PAUSED) == on:
                raise UserError("tour-not-paused" if not on else "tour-not-running")
            t.status = PAUSED if on else RUNNING
            await self.save(t)
            return t

    async def cancel(self, channel_id: int, user_id: int, may: bool) -> Tournament:
        """The event ends; its running tables are cancelled too."""
        async with self.lock(channel_id):
            t = await self.need(channel_id)
            self.check_organiser(t, user_id, may)
            t.status = CANCELLED
            await self.save(t)
        for board in t.current.boards if t.current else []:
            if board.thread is not None and not board.done:
                try:
                    await self.lobby.cancel(board.thread, t.organiser, True)
                except UserError:
                    pass
        return t

    async def channel_gone(self, channel_id: int) -> Tournament | None:
        """The event's own channel is deleted: its event is cancelled (its running tables
        too), since every command reaches an event through its channel. None: none there."""
        t = await self.open_one(channel_id)
        if t is None:
            return None
        try:
            return await self.cancel(channel_id, t.organiser, True)
        except UserError:
            return None  # it ended meanwhile

    # -- rounds ----------------------------------------------------------------------------
    @staticmethod
    def board_of(t: Tournament, user_id: int) -> Board | None:
        current = t.current
        if current is None:
            return None
        return next((b for b in current.boards if user_id in b.seats and not b.done), None)

    async def progress(self, channel_id: int) -> Progress | None:
        """Take in every table that ended; start the next round when the last one did."""
        async with self.lock(channel_id):
            t = await self.open_one(channel_id)
            if t is None or t.status == SIGNUP:
                return None
            return await self._step(t)

    async def _step(self, t: Tournament) -> Progress:
        out = Progress(t)
        current = t.current
        if current is not None:
            for board in current.boards:
                if not board.done and not board.lost and board.game is not None:
                    await self._take_in(t, board)
        while t.current is not None and t.current.done and t.shown < len(t.played):
            t.shown += 1
            out.rounds_done.append(t.shown)
        if t.status == RUNNING and (t.current is None or t.current.done):
            coming = len(t.played) + 1
            if t.finished():
                t.status = OVER
                out.finished = True
            elif t.checkin > 0 and t.checkin_round != coming:
                # who is here is asked first; the round is seated when the window closes
                t.checkin_round, t.checked = coming, []
                t.checkin_until = self.clock() + t.checkin
                out.checkin = coming
            elif t.checkin_until is None:
                t.played.append(t.seat_next())
        if t.status in (RUNNING, PAUSED) and t.current is not None:
            for i, b in enumerate(t.current.boards):
                if b.lost:
                    continue  # the organiser re-opens it (``reopen``)
                if b.game is None or not b.done and await self._waiting(b.game):
                    out.to_open.append((len(t.played), i))
        await self.save(t)
        return out

    async def _take_in(self, t: Tournament, board: Board) -> None:
        """A table's game, read from the store: over (its places, the absent last) or
        cancelled (everyone there last); still playing: nothing."""
        assert board.game is not None
        row = await self.store.game(board.game)
        if row is None or row.status == GAME_CANCELLED:
            t.forfeit(board)
            return
        if row.status != GAME_OVER:
            return
        archived = await self.store.archived(board.game) or {}
        result = archived.get("result") or {}
        acted = {a.seat for a in await self.store.actions(board.game) if a.user_id is not None}
        replaced = {e.id for e in t.entrants if e.ai}
        absent = []
        for i, seat in enumerate(row.seats):
            who = board.seats[i] if i < len(board.seats) else None
            if who is None or who in replaced:
                continue
            if seat.get("ai") is not None or i not in acted:
                absent.append(who)  # dropped, left or a no-show: last
        t.record(board, list(result.get("ranking", [])), absent)

    # -- a table's thread lost mid-round ------------------------------------------------------
    async def lose(self, thread_id: int) -> tuple[Tournament, int, int] | None:
        """A thread is gone (deleted, or Discord says 10003): if it held an open table of a
        running tournament, that table waits for the organiser (``reopen``) instead of being
        forfeited when its game closes. (event, round, table index), or None."""
        for t in await self.all_open():
            current = t.current
            if current is None or t.status == SIGNUP:
                continue
            for index, board in enumerate(current.boards):
                if board.thread == thread_id and not board.done and not board.lost:
                    async with self.lock(t.channel):
                        fresh = await self.need(t.channel)
                        if fresh.id != t.id or fresh.current is None:
                            return None
                        kept = fresh.current.boards[index]
                        row = await self.store.game(kept.game) if kept.game else None
                        if kept.done or kept.lost or (row is not None
                                                      and row.status == GAME_OVER):
                            return None  # over already: its result counts
                        kept.lost = True
                        await self.save(fresh)
                    self.on_lost(fresh, len(fresh.played), index)
                    return fresh, len(fresh.played), index
        return None

    async def reopen(self, channel_id: int, user_id: int, may: bool, table: int) -> Progress:
        """The organiser opens a lost table again: a new thread, its game started afresh."""
        async with self.lock(channel_id):
            t = await self.need(channel_id)
            self.check_organiser(t, user_id, may)
            current = t.current
            if current is None or not 1 <= table <= len(current.boards):
                raise UserError("tour-reopen-no-table", table=table)
            board = current.boards[table - 1]
            if not board.lost:
                raise UserError("tour-reopen-not-lost", table=table)
            board.lost, board.thread, board.game = False, None, None
            return await self._step(t)

    async def _waiting(self, game_id: int) -> bool:
        """A table whose game was seated but not started (the bot stopped in between)."""
        row = await self.store.game(game_id)
        return row is not None and row.status == GAME_LOBBY

    async def opened(self, channel_id: int, number: int, index: int, thread_id: int) -> None:
        """The table's thread exists: remember it before its game starts."""
        async with self.lock(channel_id):
            t = await self.need(channel_id)
            t.played[number - 1].boards[index].thread = thread_id
            await self.save(t)

    async def seat(self, channel_id: int, number: int, index: int) -> Outcome | None:
        """Seat the table in its thread and start its game (the first move's messages go out
        through the outbox, into the thread)."""
        async with self.lock(channel_id):
            t = await self.need(channel_id)
            board = t.played[number - 1].boards[index]
            assert board.thread is not None
            if board.game is None:
                names = t.names()
                ai = {e.id: e.ai for e in t.entrants if e.ai}
                level = (await self.lobby.settings.of(t.guild)).ai_level
                seats = []
                for i, who in enumerate(board.seats):
                    if who is None:
                        seats.append(Seat(i, tr(t.lang, "bot-ai-seat-name", n=i + 1), None,
                                          level))
                    elif who in ai:
                        seats.append(Seat(i, names[who][:27] + " (AI)", None, ai[who]))
                    else:
                        seats.append(Seat(i, names[who], who))
                table = await self.lobby.create_seated(
                    board.thread, t.guild, t.organiser, t.game, seats, t.options, t.timer,
                    lang=t.lang)
                board.game = table.id
                await self.save(t)
            if await self._waiting(board.game):
                return await self.lobby.start(board.thread, t.organiser)
            return None
