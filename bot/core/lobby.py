"""Opening and filling a table: create, join, leave, add or remove an AI seat, start, cancel.

Every operation checks what it may (one game per channel, seat counts, who may start or
cancel) and raises ``UserError`` with one sentence otherwise; every change is committed before
it is kept in memory. Choices made where the design documents are silent:

* any seated player may add or remove AI seats (filling a chair is as harmless as joining);
  only the host starts; the host or someone with Manage Channels cancels;
* the host leaving a lobby passes the host to the next human; the last human leaving cancels
  the lobby, and the last present human leaving a running game cancels it too (an all-AI game
  would fill the channel with moves nobody watches);
* leaving mid-game gives the seat to the server's AI level (``/game settings``); the seat
  keeps the user id, so joining again gives back the same seat (and hand);
* seat names are display names (one line, at most 32 characters); a repeated name gets " (2)",
  because engine events and pictures name seats, not users.
"""

from __future__ import annotations

import copy
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Any

from bot.core.absence import ABSENCE_LIMIT, LOOKBACK, absences
from bot.core.clocks import parse_pace
from bot.core.models import (
    CANCELLED,
    LOBBY,
    OVER,
    PLAYING,
    Outcome,
    Post,
    Seat,
    Table,
    UserError,
)
from bot.core.planner import Planner, answer, outbox
from bot.core.settings import Settings
from bot.core.tables import OpenGame, Tables, seats_json, turn_json
from bot.core.timers import TimerBook
from bot.store import Store
from engine.ai import LEVELS
from engine.core import IllegalAction, Msg, msg
from engine.registry import GAMES, check_options, new_game
from words import say, tr


class Lobby:
    """The lobby operations of every channel."""

    def __init__(self, store: Store, tables: Tables, timers: TimerBook, settings: Settings,
                 planner: Planner, *, seed_source: Callable[[], int] | None = None,
                 sent: Callable[[], None] = lambda: None) -> None:
        self.store = store
        self.tables = tables
        self.timers = timers
        self.settings = settings
        self.planner = planner
        self.sent = sent  # told after each change that queued posts (the sender wakes up)
        self.clock = tables.clock
        self.seed_source = seed_source or (lambda: secrets.randbits(62))
        self.ended: Callable[[int | None], None] = lambda guild_id: None  # a game ended
        #: why a person may not take back the seat they left (None: they may); a
        #: tournament refuses its dropped players (bot/core/tournament/events.py)
        self.rejoin_refusal: Callable[[Table, int], Awaitable[Msg | None]] = _no_refusal

    async def create(self, channel_id: int, guild_id: int | None, user_id: int, name: str,
                     game: str, options: dict[str, Any] | None = None,
                     timer_seconds: float | None = None, *, lang: str = "en",
                     hints: bool = False, pace: str | None = None) -> Table:
        """Open a lobby with its creator seated; options checked by the engine registry;
        ``hints`` only where the server allows them (``/game settings hints``); ``pace`` as
        typed (bot/core/clocks.py; default: the server's): a correspondence clock replaces
        the turn timer."""
        async with self.tables.lock(channel_id):
            self.check_create(channel_id)
            info = GAMES.get(game)
            if info is None:
                raise UserError("bot-no-such-game", game=game, games=sorted(GAMES))
            try:
                checked = check_options(info, options)
            except IllegalAction as exc:
                raise UserError(exc.msg) from None
            server = await self.settings.of(guild_id)
            seconds = server.turn_timer_seconds if timer_seconds is None else timer_seconds
            if seconds < 0:
                raise UserError("bot-lobby-turn-timer-cannot-negative")
            if hints and not server.hints:
                raise UserError("bot-hints-forbidden")
            clock = parse_pace(server.pace if pace is None else pace)
            stored = "" if clock is None else clock.to_json()
            seconds = 0.0 if clock is not None else seconds
            seats = [Seat(0, clean_name(name), user_id)]
            table_id = await self.store.create_game(
                channel_id=channel_id, guild_id=guild_id, game=game, host_id=user_id,
                options=checked, seats=seats_json(seats), timer_seconds=seconds,
                now=self.clock(), lang=lang, hints=hints, pace=stored)
            table = Table(id=table_id, channel_id=channel_id, guild_id=guild_id, game=game,
                          title=info.title, host_id=user_id, options=checked, seats=seats,
                          status=LOBBY, version=0, min_players=info.min_players,
                          max_players=info.max_players, timer_seconds=seconds, lang=lang,
                          hints=hints, pace=stored)
            new = OpenGame(table, None)
            self.tables.open[channel_id] = new
            return self.tables.snapshot(new)

    async def create_seated(self, channel_id: int, guild_id: int | None, host_id: int,
                            game: str, seats: list[Seat], options: dict[str, Any],
                            timer_seconds: float, *, lang: str = "en") -> Table:
        """A lobby with its seats filled already (a tournament's table, docs/tournaments.md);
        ``host_id`` (the organiser) starts it."""
        async with self.tables.lock(channel_id):
            self.check_create(channel_id)
            info = GAMES[game]
            table_id = await self.store.create_game(
                channel_id=channel_id, guild_id=guild_id, game=game, host_id=host_id,
                options=options, seats=seats_json(seats), timer_seconds=timer_seconds,
                now=self.clock(), lang=lang)
            table = Table(id=table_id, channel_id=channel_id, guild_id=guild_id, game=game,
                          title=info.title, host_id=host_id, options=options, seats=seats,
                          status=LOBBY, version=0, min_players=info.min_players,
                          max_players=info.max_players, timer_seconds=timer_seconds,
                          lang=lang)
            new = OpenGame(table, None)
            self.tables.open[channel_id] = new
            return self.tables.snapshot(new)

    async def rematch(self, channel_id: int, table_id: int, user_id: int) -> Table:
        """A new lobby in the same channel with the finished game's seats and options (AI
        seats keep their level; the humans are seated again, the one asking as host)."""
        async with self.tables.lock(channel_id):
            self.check_create(channel_id)
            row = await self.store.game(table_id)
            if row is None or row.channel_id != channel_id or row.status not in (OVER,
                                                                                 CANCELLED):
                raise UserError("bot-lobby-game-not-over-so")
            seats = [Seat(i, str(s["name"]), s.get("user_id"),
                          None if s.get("user_id") is not None else s.get("ai"))
                     for i, s in enumerate(row.seats)]
            if not any(s.user_id == user_id for s in seats):
                raise UserError("bot-lobby-only-players-game-ask")
            info = GAMES[row.game]
            hints = row.hints and (await self.settings.of(row.guild_id)).hints
            new_id = await self.store.create_game(
                channel_id=channel_id, guild_id=row.guild_id, game=row.game, host_id=user_id,
                options=row.options, seats=seats_json(seats), timer_seconds=row.timer_seconds,
                now=self.clock(), lang=row.lang, hints=hints, pace=row.pace)
            table = Table(id=new_id, channel_id=channel_id, guild_id=row.guild_id,
                          game=row.game, title=info.title, host_id=user_id,
                          options=row.options, seats=seats, status=LOBBY, version=0,
                          min_players=info.min_players, max_players=info.max_players,
                          timer_seconds=row.timer_seconds, lang=row.lang, hints=hints,
                          pace=row.pace)
            game = OpenGame(table, None)
            self.tables.open[channel_id] = game
            return self.tables.snapshot(game)

    async def join(self, channel_id: int, user_id: int, name: str) -> Table:
        """Join the lobby, or, mid-game, take back the seat the user left."""
        async with self.tables.lock(channel_id):
            game = self.tables.get(channel_id)
            table = game.table
            seat = table.seat_of(user_id)
            if table.status == PLAYING:
                if seat is None:
                    raise UserError("bot-lobby-game-has-already-started")
                if not table.seats[seat].left:
                    raise UserError("bot-lobby-are-already-playing-game")
                refused = await self.rejoin_refusal(table, user_id)
                if refused is not None:
                    raise UserError(refused)
                seats = copy.deepcopy(table.seats)
                seats[seat].ai = None
                due = seat in game.humans_to_act(seats)
                timers = self.timers.new(game, [seat]) if due else []
                posts = []
                if due:  # the seat's panel, in a DM of its own
                    back = OpenGame(replace(table, seats=seats), game.state)
                    posts = [self.planner.prompt(back.table, Tables.hand_of(back, seat),
                                                 deadline=self.timers.deadlines(
                                                     back, [seat], timers).get(seat))]
                await self.store.update_seats(
                    table.id, seats_json(seats), self.clock(), clear_timers_for=[seat],
                    timers=timers, outbox=outbox(posts))
                table.seats = seats
                await self.timers.reload_table(table.id, table.channel_id)
                self.sent()
                return self.tables.snapshot(game)
            if seat is not None:
                raise UserError("bot-lobby-are-already-lobby")
            self._check_room(table)
            name = unique_name(clean_name(name), [s.name for s in table.seats])
            await self._set_seats(game, table.seats + [Seat(len(table.seats), name, user_id)])
            return self.tables.snapshot(game)

    async def leave(self, channel_id: int, user_id: int) -> Table:
        """Leave the lobby, or, mid-game, hand the seat to an AI until the user rejoins."""
        async with self.tables.lock(channel_id):
            game = self.tables.get(channel_id)
            table = game.table
            seat = table.seat_of(user_id)
            if seat is None:
                raise UserError("bot-lobby-have-no-seat-game")
            if table.status == PLAYING:
                if table.seats[seat].left:
                    raise UserError("bot-lobby-have-already-left-game")
                return await self._to_ai(game, seat)
            seats = renumbered([s for s in table.seats if s.index != seat])
            humans = [s for s in seats if s.user_id is not None]
            if not humans:
                return await self._cancel(game, "bot-cancel-cancelled")
            host = humans[0].user_id if table.host_id == user_id else table.host_id
            assert host is not None
            await self._set_seats(game, seats, host)
            return self.tables.snapshot(game)

    async def seat_to_ai(self, channel_id: int, user_id: int, holder_id: int,
                         can_manage: bool = False, *, notice: Msg | None = None) -> Table:
        """The host (or someone who can manage the channel) hands a person's seat to an AI
        mid-game, as if they had left: someone gone from the server, or who blocked the bot,
        holds up nobody. The person takes it back with ``join``. ``notice``: a DM telling
        the person why (in their language)."""
        async with self.tables.lock(channel_id):
            game = self.tables.get(channel_id)
            table = game.table
            if user_id != table.host_id and not can_manage:
                raise UserError("bot-seat-to-ai-only-host")
            if table.status != PLAYING:
                raise UserError("bot-seat-to-ai-not-playing")
            seat = table.seat_of(holder_id)
            if seat is None:
                raise UserError("bot-seat-to-ai-no-seat")
            if table.seats[seat].left:
                raise UserError("bot-seat-to-ai-already")
            return await self._to_ai(game, seat, notice)

    async def clock_ran_out(self, channel_id: int, table_id: int, seat: int) -> bool:
        """After a correspondence clock's fallback: the second in a row on a seat without
        its person deciding (``ABSENCE_LIMIT``) hands the seat to an AI, and its person is
        told by DM (they take it back with ``/game join``). True when it did."""
        async with self.tables.lock(channel_id):
            game = self.tables.open.get(channel_id)
            if game is None or game.table.id != table_id or not game.table.pace:
                return False
            if not game.table.seats[seat].is_human:
                return False
            count = absences(await self.store.actions(table_id, last=LOOKBACK), seat)
            if count < ABSENCE_LIMIT:
                return False
            await self._to_ai(game, seat, msg("bot-clock-to-ai", title=game.table.title,
                                              channel=f"<#{channel_id}>"))
            return True

    async def _to_ai(self, game: OpenGame, seat: int, notice: Msg | None = None) -> Table:
        """An AI plays ``seat`` until its person rejoins (the last person's leaving cancels
        the game); their panels lose their controls; ``notice`` goes to them by DM."""
        table = game.table
        user_id = table.seats[seat].user_id
        seats = copy.deepcopy(table.seats)
        seats[seat].ai = (await self.settings.of(table.guild_id)).ai_level
        told = [] if notice is None or user_id is None else [self._notice(table, seat, notice)]
        game.state  # noqa: B018 - read: the planner then knows the panels a restart left
        if not any(s.is_human for s in seats):
            return await self._cancel(game, "bot-cancel-everyone-left", told)
        posts = self.planner.close(table, msg("bot-panel-ai-plays", title=table.title),
                                   user_id) + told
        await self.store.update_seats(table.id, seats_json(seats), self.clock(),
                                      clear_timers_for=[seat], outbox=outbox(posts))
        table.seats = seats
        await self.timers.reload_table(table.id, table.channel_id)
        self.sent()
        return self.tables.snapshot(game)

    async def add_ai(self, channel_id: int, user_id: int, level: str | None = None) -> Table:
        """Add an AI seat of ``level`` (default: the configured level)."""
        async with self.tables.lock(channel_id):
            game = self.tables.lobby_of(channel_id, user_id)
            table = game.table
            level = level or (await self.settings.of(table.guild_id)).ai_level
            if level not in LEVELS:
                raise UserError("bot-no-ai-level", level=level, levels=list(LEVELS))
            self._check_room(table)
            taken = {s.name for s in table.seats}
            number = 1 + sum(1 for s in table.seats if s.user_id is None)
            while tr(table.lang, "bot-ai-seat-name", n=number) in taken:
                number += 1
            seat = Seat(len(table.seats), tr(table.lang, "bot-ai-seat-name", n=number), None, level)
            await self._set_seats(game, table.seats + [seat])
            return self.tables.snapshot(game)

    async def remove_ai(self, channel_id: int, user_id: int, seat: int | None = None) -> Table:
        """Remove an AI seat (the last one when ``seat`` is None)."""
        async with self.tables.lock(channel_id):
            game = self.tables.lobby_of(channel_id, user_id)
            ai_seats = [s.index for s in game.table.seats if s.user_id is None]
            if not ai_seats:
                raise UserError("bot-lobby-no-ai-seat-remove")
            seat = ai_seats[-1] if seat is None else seat
            if seat not in ai_seats:
                raise UserError("bot-lobby-seat-not-ai-seat")
            await self._set_seats(game, renumbered(
                [s for s in game.table.seats if s.index != seat]))
            return self.tables.snapshot(game)

    async def start(self, channel_id: int, user_id: int, *, answered: bool = False) -> Outcome:
        """The host starts the game once the player count is legal. ``answered``: the first
        table message goes out through the Start interaction (``Outcome.answer``), not the
        outbox."""
        async with self.tables.lock(channel_id):
            self.check_start(channel_id, user_id)
            game = self.tables.get(channel_id)
            table = game.table
            try:
                state = new_game(table.game, [s.name for s in table.seats],
                                 options=table.options, seed=self.seed_source())
            except IllegalAction as exc:
                raise UserError(exc.msg) from None
            game.state = state
            saved = state.to_json()
            timers = self.timers.new(game, game.humans_to_act())
            outcome = game.outcome([], None, None)
            posts = self.planner.after(game, outcome, self.timers.deadlines(game, [], timers))
            if answered:
                outcome.answer, posts = answer(posts, "table")
            try:
                await self.store.start_game(
                    table.id, seats=seats_json(table.seats), state=saved,
                    version=state.version, now=self.clock(), timers=timers,
                    outbox=outbox(posts), turn=turn_json(state))
            except BaseException:
                game.state = None
                self.planner.forget(table.id)
                raise
            game.saved = saved
            table.status = PLAYING
            table.version = state.version
            await self.timers.reload_table(table.id, table.channel_id)
            self.sent()
            return outcome

    async def cancel(self, channel_id: int, user_id: int, can_manage: bool = False) -> Table:
        """Cancel the lobby or game: the host, or a user with Manage Channels."""
        async with self.tables.lock(channel_id):
            self.check_cancel(channel_id, user_id, can_manage)
            return await self._cancel(self.tables.get(channel_id), "bot-cancel-cancelled")

    async def close(self, channel_id: int) -> Table | None:
        """The channel, thread or server of a table is gone: its game ends as cancelled."""
        async with self.tables.lock(channel_id):
            game = self.tables.open.get(channel_id)
            return None if game is None else await self._cancel(
                game, "bot-cancel-channel-gone")

    # -- checks (also asked before an interaction is acknowledged, so a refusal is its
    # -- answer; asked again under the lock, where they count) -------------------------------
    def check_create(self, channel_id: int) -> None:
        """One game per channel."""
        existing = self.tables.open.get(channel_id)
        if existing is not None:
            raise UserError("bot-channel-busy", title=existing.table.title,
                            lobby=str(existing.table.status == LOBBY).lower())

    def check_start(self, channel_id: int, user_id: int) -> None:
        """Only the host starts a lobby, with a legal number of players."""
        table = self.tables.get(channel_id).table
        if table.status != LOBBY:
            raise UserError("bot-lobby-game-has-already-started-2")
        if user_id != table.host_id:
            host = next((s.name for s in table.seats if s.user_id == table.host_id), "host")
            raise UserError("bot-only-host-starts", host=host)
        count = len(table.seats)
        if not table.min_players <= count <= table.max_players:
            raise UserError("bot-lobby-count", title=table.title, low=table.min_players,
                            high=table.max_players, count=count)

    def check_cancel(self, channel_id: int, user_id: int, can_manage: bool) -> None:
        """The host, or someone who can manage the channel."""
        if user_id != self.tables.get(channel_id).table.host_id and not can_manage:
            raise UserError("bot-lobby-only-host-someone-who")

    # -- helpers ----------------------------------------------------------------------------
    @staticmethod
    def _check_room(table: Table) -> None:
        if len(table.seats) >= table.max_players:
            raise UserError("bot-lobby-full", title=table.title, most=table.max_players)

    async def _set_seats(self, game: OpenGame, seats: list[Seat], host: int | None = None
                         ) -> None:
        """Commit the lobby's new seats (and host), then keep them."""
        table = game.table
        host = table.host_id if host is None else host
        await self.store.update_lobby(table.id, host_id=host, seats=seats_json(seats),
                                      now=self.clock())
        table.seats, table.host_id = seats, host

    def _notice(self, table: Table, seat: int, notice: Msg) -> Post:
        """A DM to the seat's person saying ``notice`` in their language (why their seat
        went to an AI)."""
        user_id = table.seats[seat].user_id
        assert user_id is not None
        reader = self.planner.lang_of(user_id)
        return Post(f"notice:{seat}", user_id, table.id, table.channel_id, table.game,
                    table.version, say(reader, notice), dm=True, lang=reader)

    async def _cancel(self, game: OpenGame, why: str, extra: list[Post] | None = None
                      ) -> Table:
        """The table ends as cancelled; every live panel says so (``why``: a catalog key)
        and loses its controls; ``extra`` posts go out with it."""
        table = game.table
        game.state  # noqa: B018 - read: the planner then knows the panels a restart left
        posts = self.planner.close(table, msg(why, title=table.title)) + (extra or [])
        await self.store.cancel_game(table.id, now=self.clock(),
                                     players=[s.name for s in table.seats],
                                     outbox=outbox(posts))
        table.status = CANCELLED
        self.tables.open.pop(table.channel_id, None)
        self.timers.forget_game(table.id)
        self.planner.forget(table.id)
        self.sent()
        self.ended(table.guild_id)
        return self.tables.snapshot(game)


async def _no_refusal(table: Table, user_id: int) -> Msg | None:
    """A casual table takes back whoever left it."""
    return None


def renumbered(seats: list[Seat]) -> list[Seat]:
    """Copies of the seats, numbered in order (after one left the lobby)."""
    out = copy.deepcopy(seats)
    for i, seat in enumerate(out):
        seat.index = i
    return out


def clean_name(name: str) -> str:
    """Display names travel into engine events and pictures: one line, at most 32 chars."""
    text = " ".join(str(name).split())[:32]
    return text or "Player"


def unique_name(name: str, taken: list[str]) -> str:
    """Two seats never share a name: engine events and pictures name seats, not users."""
    candidate, n = name, 2
    while candidate in taken:
        candidate, n = f"{name[:28]} ({n})", n + 1
    return candidate
