"""The game service: everything the bot does with games, without any Discord code.

One ``GameService`` per bot. It holds the open games by channel (a thread counts as a channel),
runs lobbies, seats users (or AI players) and applies their actions through the engine,
committing every accepted action to the store *before* it returns. The Discord layer turns the
returned ``Outcome`` into channel messages, DM panels and mentions.

Conventions for the Discord layer:

* Every method that can be refused raises ``UserError`` with one sentence a person can read
  (show it ephemerally). Nothing else is raised for ordinary user mistakes.
* ids are ints (Discord snowflakes). ``channel_id`` is the channel or thread that holds the game.
* ``seat`` is the engine seat index (0-based, in the order shown in the lobby).
* Time comes from the injected ``clock`` (seconds, float), never from ``time.time`` directly,
  so tests and SimCord's virtual time work.
"""

from __future__ import annotations

import asyncio
import copy
import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot.store import GameRow, Store, VersionConflict
from engine.core import Action, Event, IllegalAction, State
from engine.players import Player, RandomPlayer
from engine.registry import GAMES, check_options, from_json, new_game

log = logging.getLogger(__name__)

# Lifecycle of a table.
LOBBY = "lobby"
PLAYING = "playing"
OVER = "over"
CANCELLED = "cancelled"

AI_LEVELS = ("random", "greedy", "search")


class UserError(Exception):
    """A refusal with a reason a person can read (the Discord layer shows it ephemerally)."""


@dataclass
class Seat:
    """One seat at a table.

    ``user_id`` is the human who sat there (None for a seat created as an AI seat).
    ``ai`` is the AI level playing the seat *now*: set for AI seats and for humans who left
    mid-game (their seat is played by an AI until they rejoin); None when the human plays.
    ``dm_ok`` mirrors the user's DM status (None = not tried yet).
    """

    index: int
    name: str
    user_id: int | None = None
    ai: str | None = None
    dm_ok: bool | None = None

    @property
    def is_ai(self) -> bool:
        """True when an AI decides for this seat now (AI seat, or a human who left)."""
        return self.ai is not None

    @property
    def is_human(self) -> bool:
        """True when a present human decides for this seat."""
        return self.ai is None and self.user_id is not None

    @property
    def left(self) -> bool:
        """A human who left mid-game: the AI plays until they rejoin."""
        return self.ai is not None and self.user_id is not None


@dataclass
class Table:
    """A snapshot of one channel's game (lobby or running), safe to read from the Discord layer.

    ``messages`` holds message ids the Discord layer wants to remember across restarts, by a
    key of its choosing (e.g. ``"lobby"``, ``"table"``, ``"panel:<seat>"``); set with
    ``GameService.remember_message``.
    """

    id: int
    channel_id: int
    guild_id: int | None
    game: str
    title: str
    host_id: int
    options: dict[str, Any]
    seats: list[Seat]
    status: str
    version: int
    min_players: int
    max_players: int
    timer_seconds: float
    messages: dict[str, int] = field(default_factory=dict)
    result: dict[str, Any] | None = None

    def seat_of(self, user_id: int) -> int | None:
        """The seat index of a user at this table (also when they left mid-game), or None."""
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat.index
        return None

    @property
    def can_start(self) -> bool:
        """A lobby whose player count is legal for the game."""
        return self.status == LOBBY and self.min_players <= len(self.seats) <= self.max_players


@dataclass
class Outcome:
    """What changed after an action (or a start, an AI move, a timer's fallback).

    * ``public``: new events everyone may see (``to`` is None), in order;
    * ``private``: per seat, the new events only that seat may see (never shown to others);
    * ``actor`` / ``action``: who did what (None for a start);
    * ``to_act``: the seats that must decide now;
    * ``prompt``: the seats among them played by present humans: send/edit their DM panel
      (``hand(...)`` gives each one's view and choices) and mention them in the channel;
    * ``ai_pending``: an AI seat must decide: call ``ai_step`` (after the configured delay);
    * ``over`` / ``result``: the game ended, with the engine's result (ranking, breakdown);
    * ``table``: the public view (``State.view(None)``) for the channel picture.
    * ``by_timer``: the move was made by a turn timer's fallback (say so in the channel).
    """

    table_id: int
    channel_id: int
    game: str
    version: int
    public: list[Event]
    private: dict[int, list[Event]]
    actor: int | None
    action: Action | None
    to_act: list[int]
    prompt: list[int]
    ai_pending: bool
    over: bool
    result: dict[str, Any] | None
    table: dict[str, Any]
    by_timer: bool = False


@dataclass
class Hand:
    """One seat's private picture and controls: for a DM panel or the ephemeral ``/game hand``."""

    table_id: int
    channel_id: int
    game: str
    seat: int
    version: int
    view: dict[str, Any]
    actions: list[Action]
    must_act: bool


@dataclass
class Status:
    """Public facts for ``/game status`` (nothing hidden)."""

    table: Table
    to_act: list[int]
    waiting_for: list[str]
    view: dict[str, Any] | None
    over: bool
    result: dict[str, Any] | None


@dataclass(frozen=True)
class LogLine:
    """One public event of the log for ``/game log``."""

    version: int
    seat: int | None
    text: str
    at: float


@dataclass(frozen=True)
class Timer:
    """A turn timer row: ``kind`` is ``"reminder"`` or ``"expire"``; ``due`` in clock seconds."""

    id: int
    table_id: int
    channel_id: int
    seat: int
    kind: str
    due: float


@dataclass
class TimerFired:
    """What a fired timer did. ``kind`` ``"reminder"``: mention ``user_id`` (the seat is still
    due); ``"expire"``: the fallback played, see ``outcome``; ``"stale"``: nothing to do (the
    seat acted in the meantime or the game ended)."""

    timer: Timer
    kind: str
    user_id: int | None = None
    outcome: Outcome | None = None
    seconds_left: float = 0.0


@dataclass
class Resumed:
    """One open game reloaded at start: re-attach its lobby/table messages and re-prompt."""

    table: Table
    to_act: list[int]
    prompt: list[int]
    ai_pending: bool


@dataclass
class StartReport:
    """What ``GameService.start`` found: open games, armed timers, and corrupt rows skipped."""

    games: list[Resumed]
    timers: list[Timer]
    problems: list[str]


class GameService:
    """One per bot. Create with ``await GameService.open(config)`` (or the constructor with a
    ``bot.store.Store`` for tests), then ``await service.start()`` once; ``await close()`` at
    shutdown."""

    def __init__(self, store: Store, *, clock: Callable[[], float] = time.time,
                 turn_timer_seconds: float = 0.0, reminder_seconds: float = 0.0,
                 timeout_fallback: str = "ai", ai_level: str = "greedy",
                 ai_budget_seconds: float = 0.5, seed_source: Callable[[], int] | None = None
                 ) -> None:
        if timeout_fallback not in ("ai", "pass"):
            raise ValueError(f"timeout_fallback must be 'ai' or 'pass', not {timeout_fallback!r}")
        if ai_level not in AI_LEVELS:
            raise ValueError(f"ai_level must be one of {AI_LEVELS}, not {ai_level!r}")
        self.store = store
        self.clock = clock
        self.turn_timer_seconds = float(turn_timer_seconds)
        self.reminder_seconds = float(reminder_seconds)
        self.timeout_fallback = timeout_fallback
        self.ai_level = ai_level
        self.ai_budget_seconds = ai_budget_seconds
        self.seed_source = seed_source or (lambda: secrets.randbits(62))
        self._open: dict[int, _Game] = {}
        self._locks: dict[int, asyncio.Lock] = {}
        self._timers: dict[int, Timer] = {}
        self._dm: dict[int, bool] = {}

    @classmethod
    async def open(cls, config: Any, *, clock: Callable[[], float] = time.time
                   ) -> GameService:
        """Open the store named in ``config`` (a ``bot.config.Config``) and build the service."""
        store = await Store.open(config.database)
        return cls(store, clock=clock, turn_timer_seconds=config.turn_timer_seconds,
                   reminder_seconds=config.reminder_seconds,
                   timeout_fallback=config.timeout_fallback, ai_level=config.ai_level,
                   ai_budget_seconds=config.ai_budget_seconds)

    async def start(self) -> StartReport:
        """Reload every open game (lobby or playing); report what to re-prompt and re-arm."""
        rows, problems = await self.store.load_open()
        self._open.clear()
        self._dm = await self.store.dm_status()
        for row in rows:
            try:
                game = _Game.from_row(row)
                if game.state is not None:
                    game.state.to_act()  # a state the engine cannot read is corrupt too
            except Exception as exc:  # noqa: BLE001 - a corrupt row must never stop the bot
                problem = f"game {row.id} in channel {row.channel_id} skipped: {exc!r}"
                log.error(problem)
                problems.append(problem)
                continue
            self._open[game.table.channel_id] = game
        await self._reload_timers()
        resumed = []
        now = self.clock()
        for game in self._open.values():
            if game.state is not None:
                # A seat gets a fresh timer when it has none (the timer was switched on
                # while the bot was down) or when one ran out during the downtime: nobody
                # could click while the bot was away, so that time does not count.
                mine = [t for t in self._timers.values() if t.table_id == game.table.id]
                fresh = [s for s in self._humans_to_act(game)
                         if not any(t.seat == s for t in mine)
                         or any(t.seat == s and t.due <= now for t in mine)]
                if fresh:
                    await self.store.replace_timers(game.table.id, fresh,
                                                    self._new_timers(game, fresh))
            resumed.append(Resumed(self._snapshot(game), *self._turn(game)))
        await self._reload_timers()
        return StartReport(resumed, sorted(self._timers.values(), key=_timer_key), problems)

    async def close(self) -> None:
        """Close the database (its worker thread keeps the process alive otherwise)."""
        await self.store.close()

    # -- queries (no awaits needed: in-memory) ---------------------------------------------
    def games(self) -> list[tuple[str, str]]:
        """The games that can be created: ``(name, title)`` pairs."""
        return [(info.name, info.title) for info in GAMES.values()]

    def table(self, channel_id: int) -> Table | None:
        """The open table of a channel (lobby or playing), or None."""
        game = self._open.get(channel_id)
        return None if game is None else self._snapshot(game)

    def tables(self) -> list[Table]:
        """All open tables."""
        return [self._snapshot(g) for g in self._open.values()]

    def hand(self, channel_id: int, user_id: int) -> Hand:
        """The user's own seat's view and legal choices (UserError if not seated/playing)."""
        game = self._playing(channel_id)
        seat = game.table.seat_of(user_id)
        if seat is None:
            raise UserError("You have no seat in this game; you can watch the table.")
        return self._hand(game, seat)

    def seat_hand(self, channel_id: int, seat: int) -> Hand:
        """The view and legal choices of a given seat (for building DM panels of ``prompt``)."""
        game = self._playing(channel_id)
        if not 0 <= seat < len(game.table.seats):
            raise UserError("There is no such seat.")
        return self._hand(game, seat)

    def status(self, channel_id: int) -> Status:
        """Public status for ``/game status`` (UserError when the channel has no game)."""
        game = self._get(channel_id)
        state = game.state
        to_act = [] if state is None or state.is_over() else state.to_act()
        return Status(table=self._snapshot(game), to_act=to_act,
                      waiting_for=[game.table.seats[s].name for s in to_act],
                      view=None if state is None else state.view(None),
                      over=state is not None and state.is_over(),
                      result=game.table.result)

    async def log(self, channel_id: int, limit: int = 20) -> list[LogLine]:
        """The last ``limit`` public events of the channel's open game (or its last game)."""
        game = self._open.get(channel_id)
        table_id = game.table.id if game else await self.store.last_game_in(channel_id)
        if table_id is None:
            raise UserError("No game has been played in this channel yet.")
        lines: list[LogLine] = []
        for row in await self.store.actions(table_id, last=max(limit, 1)):
            for event in row.events:
                if event.get("to") is None:  # only public events, whatever was stored
                    lines.append(LogLine(row.version, row.seat, str(event.get("text", "")),
                                         row.at))
        return lines[-limit:] if limit > 0 else []

    def dm_ok(self, user_id: int) -> bool | None:
        """Whether the user can receive DMs (None = never tried)."""
        return self._dm.get(user_id)

    # -- lobby ------------------------------------------------------------------------------
    async def create(self, channel_id: int, guild_id: int | None, user_id: int, name: str,
                     game: str, options: dict[str, Any] | None = None,
                     timer_seconds: float | None = None) -> Table:
        """Open a lobby with the creator seated; options validated by the engine registry."""
        async with self._lock(channel_id):
            existing = self._open.get(channel_id)
            if existing is not None:
                what = "lobby" if existing.table.status == LOBBY else "game in progress"
                raise UserError(
                    f"This channel already has a {existing.table.title} {what}; finish or "
                    "cancel it first, or start a thread for a second game.")
            info = GAMES.get(game)
            if info is None:
                raise UserError(f"There is no game '{game}'. Games: "
                                f"{', '.join(sorted(GAMES))}.")
            try:
                checked = check_options(info, options)
            except IllegalAction as exc:
                raise UserError(str(exc)) from None
            seconds = self.turn_timer_seconds if timer_seconds is None else timer_seconds
            if seconds < 0:
                raise UserError("A turn timer cannot be negative.")
            seats = [Seat(0, _clean_name(name), user_id)]
            now = self.clock()
            table_id = await self.store.create_game(
                channel_id=channel_id, guild_id=guild_id, game=game, host_id=user_id,
                options=checked, seats=_seats_json(seats), timer_seconds=seconds, now=now)
            table = Table(id=table_id, channel_id=channel_id, guild_id=guild_id, game=game,
                          title=info.title, host_id=user_id, options=checked, seats=seats,
                          status=LOBBY, version=0, min_players=info.min_players,
                          max_players=info.max_players, timer_seconds=seconds)
            new = _Game(table, None)
            self._open[channel_id] = new
            return self._snapshot(new)

    async def join(self, channel_id: int, user_id: int, name: str) -> Table:
        """Join the lobby, or, mid-game, take back the seat the user left."""
        async with self._lock(channel_id):
            game = self._get(channel_id)
            table = game.table
            seat = table.seat_of(user_id)
            if table.status == PLAYING:
                if seat is None:
                    raise UserError("This game has already started; you can watch the table "
                                    "and join the next one.")
                if not table.seats[seat].left:
                    raise UserError("You are already playing in this game.")
                seats = copy.deepcopy(table.seats)
                seats[seat].ai = None
                timers = self._new_timers(game, [seat]) if seat in self._humans_to_act(
                    game, seats) else []
                await self.store.update_seats(table.id, _seats_json(seats), self.clock(),
                                              clear_timers_for=[seat], timers=timers)
                table.seats = seats
                await self._reload_timers()
                return self._snapshot(game)
            if seat is not None:
                raise UserError("You are already in this lobby.")
            if len(table.seats) >= table.max_players:
                raise UserError(f"The lobby is full: {table.title} seats at most "
                                f"{table.max_players} players.")
            seats = table.seats + [Seat(len(table.seats), _unique_name(
                _clean_name(name), [s.name for s in table.seats]), user_id)]
            await self.store.update_lobby(table.id, host_id=table.host_id,
                                          seats=_seats_json(seats), now=self.clock())
            table.seats = seats
            return self._snapshot(game)

    async def leave(self, channel_id: int, user_id: int) -> Table:
        """Leave the lobby (the host passes to the next human; an empty lobby is cancelled),
        or, mid-game, hand the seat to an AI until the user rejoins.

        When the last present human leaves a running game, the game is cancelled: an all-AI
        game would only fill the channel with moves nobody watches.
        """
        async with self._lock(channel_id):
            game = self._get(channel_id)
            table = game.table
            seat = table.seat_of(user_id)
            if seat is None:
                raise UserError("You have no seat in this game.")
            if table.status == PLAYING:
                if table.seats[seat].left:
                    raise UserError("You have already left this game; join to take your "
                                    "seat back.")
                seats = copy.deepcopy(table.seats)
                seats[seat].ai = self.ai_level
                if not any(s.is_human for s in seats):
                    return await self._cancel(game)
                await self.store.update_seats(table.id, _seats_json(seats), self.clock(),
                                              clear_timers_for=[seat])
                table.seats = seats
                await self._reload_timers()
                return self._snapshot(game)
            seats = [s for s in table.seats if s.index != seat]
            for i, s in enumerate(seats):
                s.index = i
            humans = [s for s in seats if s.user_id is not None]
            if not humans:
                return await self._cancel(game)
            host = table.host_id if table.host_id != user_id else humans[0].user_id
            assert host is not None
            await self.store.update_lobby(table.id, host_id=host, seats=_seats_json(seats),
                                          now=self.clock())
            table.seats, table.host_id = seats, host
            return self._snapshot(game)

    async def add_ai(self, channel_id: int, user_id: int, level: str | None = None) -> Table:
        """Add an AI seat of ``level`` (default from config) to the lobby.

        Any seated player may add (or remove) an AI seat, not only the host: filling an empty
        chair is as harmless as joining.
        """
        async with self._lock(channel_id):
            game = self._lobby(channel_id, user_id)
            table = game.table
            level = level or self.ai_level
            if level not in AI_LEVELS:
                raise UserError(f"There is no AI level '{level}'. Levels: "
                                f"{', '.join(AI_LEVELS)}.")
            if len(table.seats) >= table.max_players:
                raise UserError(f"The lobby is full: {table.title} seats at most "
                                f"{table.max_players} players.")
            taken = {s.name for s in table.seats}
            number = 1 + sum(1 for s in table.seats if s.user_id is None)
            while f"AI {number} ({level})" in taken:
                number += 1
            seats = table.seats + [Seat(len(table.seats), f"AI {number} ({level})", None,
                                        level)]
            await self.store.update_lobby(table.id, host_id=table.host_id,
                                          seats=_seats_json(seats), now=self.clock())
            table.seats = seats
            return self._snapshot(game)

    async def remove_ai(self, channel_id: int, user_id: int, seat: int | None = None) -> Table:
        """Remove an AI seat (the last one when ``seat`` is None) from the lobby."""
        async with self._lock(channel_id):
            game = self._lobby(channel_id, user_id)
            table = game.table
            ai_seats = [s.index for s in table.seats if s.user_id is None]
            if not ai_seats:
                raise UserError("There is no AI seat to remove.")
            if seat is None:
                seat = ai_seats[-1]
            if seat not in ai_seats:
                raise UserError("That seat is not an AI seat.")
            seats = [s for s in table.seats if s.index != seat]
            for i, s in enumerate(seats):
                s.index = i
            await self.store.update_lobby(table.id, host_id=table.host_id,
                                          seats=_seats_json(seats), now=self.clock())
            table.seats = seats
            return self._snapshot(game)

    async def start_game(self, channel_id: int, user_id: int) -> Outcome:
        """The host starts the game once the player count is legal."""
        async with self._lock(channel_id):
            game = self._get(channel_id)
            table = game.table
            if table.status != LOBBY:
                raise UserError("The game has already started.")
            if user_id != table.host_id:
                host = next((s.name for s in table.seats if s.user_id == table.host_id), "host")
                raise UserError(f"Only the host ({host}) can start the game.")
            count = len(table.seats)
            if not table.min_players <= count <= table.max_players:
                raise UserError(
                    f"{table.title} needs {table.min_players}–{table.max_players} players; "
                    f"the lobby has {count}. Invite someone or add an AI seat.")
            try:
                state = new_game(table.game, [s.name for s in table.seats],
                                 options=table.options, seed=self.seed_source())
            except IllegalAction as exc:
                raise UserError(str(exc)) from None
            game.state = state
            timers = self._new_timers(game, self._humans_to_act(game))
            saved = state.to_json()
            try:
                await self.store.start_game(table.id, seats=_seats_json(table.seats),
                                            state=saved, version=state.version,
                                            now=self.clock(), timers=timers)
            except BaseException:
                game.state = None
                raise
            game.saved = saved
            table.status = PLAYING
            table.version = state.version
            await self._reload_timers()
            return self._outcome(game, [], None, None)

    async def cancel(self, channel_id: int, user_id: int, can_manage: bool = False) -> Table:
        """Cancel the lobby or game: the host, or a user with Manage Channels."""
        async with self._lock(channel_id):
            game = self._get(channel_id)
            if user_id != game.table.host_id and not can_manage:
                raise UserError("Only the host or someone who can manage this channel can "
                                "cancel the game.")
            return await self._cancel(game)

    async def remember_message(self, channel_id: int, key: str, message_id: int | None
                               ) -> None:
        """Store (or forget, with None) a message id of the channel's table under ``key``."""
        async with self._lock(channel_id):
            game = self._get(channel_id)
            messages = dict(game.table.messages)
            if message_id is None:
                messages.pop(key, None)
            else:
                messages[key] = int(message_id)
            await self.store.set_messages(game.table.id, messages, self.clock())
            game.table.messages = messages

    async def set_dm_status(self, user_id: int, ok: bool) -> list[Table]:
        """Record whether a DM to the user worked; returns the open tables showing them
        (so their lobby messages can be refreshed)."""
        if self._dm.get(user_id) != ok:
            await self.store.set_dm_ok(user_id, ok, self.clock())
            self._dm[user_id] = ok
        return [self._snapshot(g) for g in self._open.values()
                if g.table.seat_of(user_id) is not None]

    # -- play -------------------------------------------------------------------------------
    async def act(self, channel_id: int, user_id: int, version: int, seat: int, code: str,
                  *, table_id: int | None = None) -> Outcome:
        """Apply one decision. Refused (UserError) when the click is stale (``version`` is
        not the current one), from another game (``table_id``), from a user who does not hold
        ``seat``, for a seat that need not act now, or when the engine finds it illegal."""
        async with self._lock(channel_id):
            game = self._open.get(channel_id)
            if game is None or (table_id is not None and table_id != game.table.id):
                raise UserError("That game is over; these buttons no longer work.")
            if game.state is None:
                raise UserError("The game has not started yet.")
            state = game.state
            if not 0 <= seat < len(game.table.seats):
                raise UserError("There is no such seat.")
            holder = game.table.seats[seat]
            if holder.user_id != user_id:
                raise UserError("That is not your seat; only its player can choose there.")
            if holder.left:
                raise UserError("You left this game and an AI plays your seat; join again to "
                                "take it back.")
            if version != state.version:
                raise UserError("That choice is out of date: the game has moved on. Use the "
                                "latest panel.")
            if seat not in state.to_act():
                raise UserError(state.refusal(seat))
            return await self._apply(game, seat, code, user_id)

    def ai_pending(self, channel_id: int) -> bool:
        """An AI seat must decide now in this channel's game."""
        game = self._open.get(channel_id)
        return game is not None and game.state is not None and bool(self._ai_to_act(game))

    async def ai_step(self, channel_id: int) -> Outcome | None:
        """Apply ONE AI decision (None if no AI seat must act), so the caller can pace moves.

        The AI gets a copy of the state and decides in a worker thread (a search takes up to
        ``ai_budget_seconds``); every AI level reads only its seat's view and determinizations
        (engine/ai.py). Its seed comes from the game's seed and version, so a replay of the
        same position makes the same choice.
        """
        async with self._lock(channel_id):
            game = self._open.get(channel_id)
            if game is None or game.state is None:
                return None
            seats = self._ai_to_act(game)
            if not seats:
                return None
            seat = seats[0]
            action = await self._ai_choice(game, seat, game.table.seats[seat].ai or "random")
            return await self._apply(game, seat, action.code, None)

    # -- turn timers ------------------------------------------------------------------------
    async def due_timers(self, now: float | None = None) -> list[Timer]:
        """Timers due at ``now`` (default: the clock), earliest first."""
        now = self.clock() if now is None else now
        return sorted((t for t in self._timers.values() if t.due <= now), key=_timer_key)

    def next_timer_due(self) -> float | None:
        """When the next timer falls due (clock seconds), for the caller's sleep."""
        return min((t.due for t in self._timers.values()), default=None)

    async def fire_timer(self, timer: Timer) -> TimerFired:
        """Run a due timer: remind, or play the fallback (AI or pass) for the seat.

        ``"pass"`` plays the seat's pass action when one is legal now (an action whose code
        or label starts with "pass"); otherwise, and with ``"ai"``, the configured AI level
        makes that one decision. The seat stays the player's; while it alone must act after
        an expiry, its next decisions fall due at once (the AI finishes that stretch).
        """
        async with self._lock(timer.channel_id):
            if timer.id not in self._timers:
                return TimerFired(timer, "stale")
            game = self._open.get(timer.channel_id)
            valid = (game is not None and game.table.id == timer.table_id
                     and timer.seat in self._humans_to_act(game))
            if not valid or game is None:
                await self.store.delete_timer(timer.id)
                self._timers.pop(timer.id, None)
                return TimerFired(timer, "stale")
            seat = game.table.seats[timer.seat]
            if timer.kind == "reminder":
                await self.store.delete_timer(timer.id)
                self._timers.pop(timer.id, None)
                expire = [t.due for t in self._timers.values()
                          if t.table_id == timer.table_id and t.seat == timer.seat]
                left = max(0.0, min(expire, default=self.clock()) - self.clock())
                return TimerFired(timer, "reminder", user_id=seat.user_id, seconds_left=left)
            assert game.state is not None
            action = None
            if self.timeout_fallback == "pass":
                action = pass_action(game.state.legal_actions(timer.seat))
            if action is None:
                action = await self._ai_choice(game, timer.seat, self.ai_level)
            outcome = await self._apply(game, timer.seat, action.code, None, by_timer=True)
            return TimerFired(timer, "expire", user_id=seat.user_id, outcome=outcome)

    # -- internals --------------------------------------------------------------------------
    def _lock(self, channel_id: int) -> asyncio.Lock:
        return self._locks.setdefault(channel_id, asyncio.Lock())

    def _get(self, channel_id: int) -> _Game:
        game = self._open.get(channel_id)
        if game is None:
            raise UserError("There is no game in this channel. Start one with /game new.")
        return game

    def _playing(self, channel_id: int) -> _Game:
        game = self._get(channel_id)
        if game.state is None:
            raise UserError("The game has not started yet.")
        return game

    def _lobby(self, channel_id: int, user_id: int) -> _Game:
        game = self._get(channel_id)
        if game.table.status != LOBBY:
            raise UserError("The game has already started; seats can no longer change.")
        if game.table.seat_of(user_id) is None:
            raise UserError("Join the lobby first.")
        return game

    def _snapshot(self, game: _Game) -> Table:
        table = copy.deepcopy(game.table)
        for seat in table.seats:
            seat.dm_ok = None if seat.user_id is None else self._dm.get(seat.user_id)
        if game.state is not None:
            table.version = game.state.version
        return table

    def _hand(self, game: _Game, seat: int) -> Hand:
        state = game.state
        assert state is not None
        must = not state.is_over() and seat in state.to_act()
        return Hand(game.table.id, game.table.channel_id, game.table.game, seat, state.version,
                    state.view(seat), state.legal_actions(seat) if must else [], must)

    def _humans_to_act(self, game: _Game, seats: list[Seat] | None = None) -> list[int]:
        seats = seats or game.table.seats
        if game.state is None or game.state.is_over():
            return []
        return [s for s in game.state.to_act() if seats[s].is_human]

    def _ai_to_act(self, game: _Game) -> list[int]:
        if game.state is None or game.state.is_over():
            return []
        return [s for s in game.state.to_act() if game.table.seats[s].is_ai]

    def _turn(self, game: _Game) -> tuple[list[int], list[int], bool]:
        state = game.state
        if state is None or state.is_over():
            return [], [], False
        return state.to_act(), self._humans_to_act(game), bool(self._ai_to_act(game))

    def _new_timers(self, game: _Game, seats: list[int]) -> list[tuple[int, str, float]]:
        total = game.table.timer_seconds
        if total <= 0:
            return []
        now = self.clock()
        remind = self.reminder_seconds if 0 < self.reminder_seconds < total else total / 2
        out: list[tuple[int, str, float]] = []
        for seat in seats:
            out += [(seat, "reminder", now + remind), (seat, "expire", now + total)]
        return out

    async def _reload_timers(self) -> None:
        by_id = {g.table.id: g.table.channel_id for g in self._open.values()}
        self._timers = {r.id: Timer(r.id, r.game_id, by_id[r.game_id], r.seat, r.kind, r.due)
                        for r in await self.store.timers() if r.game_id in by_id}

    async def _ai_choice(self, game: _Game, seat: int, level: str) -> Action:
        state = game.state
        assert state is not None
        seed = (state.seed * 1_000_003 + state.version * 101 + seat) & ((1 << 62) - 1)
        player = find_ai(game.table.game, level, seed, self.ai_budget_seconds)
        action = await asyncio.to_thread(player.choose, state.copy(), seat)
        return action

    async def _apply(self, game: _Game, seat: int, code: str, user_id: int | None,
                     *, by_timer: bool = False) -> Outcome:
        """Apply, commit (state + log row + timers in one transaction), then report.

        Memory never runs ahead of the database: when the commit fails, or its outcome is
        unknown (the task was cancelled while COMMIT ran), the game is re-read from the store.
        """
        state = game.state
        assert state is not None
        before_json = game.saved
        before_to_act = set(state.to_act())
        try:
            action = state.action_from_code(seat, code)
            events = state.apply(seat, action)
        except IllegalAction as exc:
            game.state = from_json(before_json)  # in case a game raised after a change
            raise UserError(str(exc)) from None
        except Exception:
            game.state = from_json(before_json)
            log.exception("engine error in game %s applying %s for seat %s",
                          game.table.id, code, seat)
            raise UserError("Something went wrong with that move; the game is unchanged. "
                            "Please report it.") from None
        over = state.is_over()
        saved = ""
        try:
            saved = state.to_json()
            result = state.result() if over else None
            clear: list[int] = []
            timers: list[tuple[int, str, float]] = []
            if not over and game.table.timer_seconds > 0:
                humans = set(self._humans_to_act(game))
                timed = {t.seat for t in self._timers.values() if t.table_id == game.table.id}
                clear = sorted({seat} | (timed - humans) | (before_to_act - humans))
                arm = sorted(s for s in humans if s == seat or s not in timed)
                if by_timer and state.to_act() == [seat]:
                    # The timer ran out: the AI finishes this seat's stretch of decisions
                    # (while it alone must act, e.g. the rest of a WildLife turn) at once
                    # instead of waiting a full timer for each of them.
                    arm.remove(seat)
                    timers = [(seat, "expire", self.clock())]
                timers += self._new_timers(game, arm)
            await self.store.commit_action(
                game.table.id, expected_version=state.version - 1, version=state.version,
                seat=seat, code=code, user_id=user_id, now=self.clock(),
                state=saved, events=[e.to_dict() for e in events if e.to is None],
                over=over, result=result, players=list(state.players),
                clear_timers_for=clear, timers=timers)
        except VersionConflict:
            await self._resync(game, before_json)
            raise UserError("The game moved on in the meantime; please choose again.") from None
        except BaseException:
            await self._resync(game, before_json)
            raise
        game.saved = saved
        game.table.version = state.version
        if over:
            game.table.status = OVER
            game.table.result = result
            del self._open[game.table.channel_id]
        if over or game.table.timer_seconds > 0:
            await self._reload_timers()
        return self._outcome(game, events, seat, action, by_timer=by_timer)

    async def _resync(self, game: _Game, fallback: str) -> None:
        """Make memory match the stored game after a failed or interrupted commit."""
        try:
            row = await self.store.game(game.table.id)
            if row is None or row.state is None:
                raise LookupError(f"game {game.table.id} vanished from the store")
            game.state = from_json(row.state)
            game.saved = row.state
            game.table.version = row.version
            if row.status != PLAYING:
                game.table.status = row.status
                if game.state.is_over():
                    game.table.result = game.state.result()
                self._open.pop(game.table.channel_id, None)
            await self._reload_timers()
        except BaseException:
            log.exception("cannot re-read game %s; keeping the state before the move",
                          game.table.id)
            game.state = from_json(fallback)

    def _outcome(self, game: _Game, events: list[Event], actor: int | None,
                 action: Action | None, *, by_timer: bool = False) -> Outcome:
        state = game.state
        assert state is not None
        private: dict[int, list[Event]] = {}
        for event in events:
            for s in event.to or ():
                private.setdefault(s, []).append(event)
        to_act, prompt, ai_pending = self._turn(game)
        return Outcome(
            table_id=game.table.id, channel_id=game.table.channel_id, game=game.table.game,
            version=state.version, public=[e for e in events if e.to is None], private=private,
            actor=actor, action=action, to_act=to_act, prompt=prompt, ai_pending=ai_pending,
            over=state.is_over(), result=game.table.result, table=state.view(None),
            by_timer=by_timer)

    async def _cancel(self, game: _Game) -> Table:
        table = game.table
        await self.store.cancel_game(table.id, now=self.clock(),
                                     players=[s.name for s in table.seats])
        table.status = CANCELLED
        self._open.pop(table.channel_id, None)
        self._timers = {k: t for k, t in self._timers.items() if t.table_id != table.id}
        return self._snapshot(game)


@dataclass
class _Game:
    """An open game in memory: its table record and (once started) its engine state."""

    table: Table
    state: State | None
    saved: str = ""  # the state's JSON as last committed (the undo point of a failed move)

    @classmethod
    def from_row(cls, row: GameRow) -> _Game:
        info = GAMES[row.game]
        seats = [Seat(i, str(s["name"]), s.get("user_id"), s.get("ai"))
                 for i, s in enumerate(row.seats)]
        state = from_json(row.state) if row.status == PLAYING and row.state else None
        if state is not None and len(state.players) != len(seats):
            raise ValueError("the seats do not match the game's players")
        table = Table(id=row.id, channel_id=row.channel_id, guild_id=row.guild_id,
                      game=row.game, title=info.title, host_id=row.host_id,
                      options=row.options, seats=seats, status=row.status,
                      version=row.version, min_players=info.min_players,
                      max_players=info.max_players, timer_seconds=row.timer_seconds,
                      messages=row.messages)
        return cls(table, state, row.state or "")


def find_ai(game: str, level: str, seed: int, budget: float = 0.5) -> Player:
    """The AI player of ``level`` for ``game`` (engine/ai.py), or the random floor when that
    module or level is not available, so a seat is always playable."""
    try:
        from engine.ai import make_player
    except ImportError:
        return RandomPlayer(seed)
    try:
        return make_player(game, level, seed, budget)
    except (ValueError, ImportError, AttributeError) as exc:
        log.warning("AI level %s for %s unavailable (%s); playing random", level, game, exc)
        return RandomPlayer(seed)


def pass_action(actions: list[Action]) -> Action | None:
    """The seat's pass among its legal actions (code or label starting with "pass")."""
    for action in actions:
        if action.code.lower().startswith("pass") or action.label.lower().startswith("pass"):
            return action
    return None


def _timer_key(timer: Timer) -> tuple[float, int]:
    return (timer.due, timer.id)


def _clean_name(name: str) -> str:
    """Display names travel into engine events and pictures: one line, at most 32 chars."""
    text = " ".join(str(name).split())[:32]
    return text or "Player"


def _unique_name(name: str, taken: list[str]) -> str:
    """Two seats never share a name: engine events and pictures name seats, not users."""
    candidate, n = name, 2
    while candidate in taken:
        candidate, n = f"{name[:28]} ({n})", n + 1
    return candidate


def _seats_json(seats: list[Seat]) -> list[dict[str, Any]]:
    return [{"name": s.name, "user_id": s.user_id, "ai": s.ai} for s in seats]
