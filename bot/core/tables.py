"""The open games in memory: one lobby or running game per channel (a thread counts).

``Tables`` is what the lobby, the moves and the timers share: the games by channel, one lock
per channel (a channel's changes happen one after another), the users' DM status, and the
read-only questions the Discord side asks (a table, a hand, the status, the log). Memory is a
cache of the store: every change is committed before it is kept here.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.core.models import LOBBY, PLAYING, Hand, LogLine, Outcome, Seat, Status, Table, UserError
from bot.core.places import Place
from bot.store import GameRow, Store
from engine.core import Action, Event, State, clone_data, event_msg
from engine.registry import GAMES, from_json
from words import language

log = logging.getLogger(__name__)


class CorruptGame(UserError):
    """A game whose saved state cannot be read, found when it is first touched: refused with
    a clear sentence, and nothing of it changes (the row stays as it is for its operator)."""

    def __init__(self) -> None:
        super().__init__("bot-tables-game-unreadable")


@dataclass(frozen=True)
class Turn:
    """Whose turn a committed state left, kept beside it in the store (``turn_json``): what
    the start needs of a game (its timers, who is prompted, whether an AI or a forced move is
    due) without decoding its state."""

    to_act: tuple[int, ...]
    forced: bool  # some seat to act has a single legal move (a forced move may be pending)


def turn_json(state: State) -> str:
    """The ``turn`` column of a state about to be committed."""
    to_act = [] if state.is_over() else state.to_act()
    forced = any(len(state.legal_actions(s)) == 1 for s in to_act)
    # compact: beside a state of a few KiB, a few bytes more can push a row to a page of
    # its own in SQLite
    return json.dumps([to_act, forced], separators=(",", ":"))


def read_turn(text: str | None) -> Turn | None:
    """A ``turn`` column back; None when it is missing or unreadable (the state is decoded)."""
    if not text:
        return None
    try:
        to_act, forced = json.loads(text)
        return Turn(tuple(int(s) for s in to_act), bool(forced))
    except (ValueError, TypeError):
        return None


def decode_state(table: Table, saved: str) -> State:
    """A running game's saved state, checked: of its title and version, its players its seats,
    readable by the engine; ValueError (or the engine's error) otherwise."""
    state = from_json(saved)
    if getattr(state, "game", table.game) != table.game:
        raise ValueError("the state is not a saved game of this title")
    if state.version != table.version:
        raise ValueError("the state's version differs from the row's")
    if len(state.players) != len(table.seats):
        raise ValueError("the seats do not match the game's players")
    state.to_act()  # a state the engine cannot read is corrupt too
    return state


class OpenGame:
    """An open game: its table record and (once started) its engine state.

    A game reloaded at start keeps its state as the committed JSON (``saved``) with whose
    turn it is (``Turn``) and decodes it when something first reads ``state`` (a click, a
    timer, a command, a page): ten thousand correspondence games start without decoding ten
    thousand states. ``first`` runs once, on the state just decoded (the planner's resume)."""

    def __init__(self, table: Table, state: State | None, saved: str = "", *,
                 turn: Turn | None = None,
                 first: Callable[[OpenGame], None] | None = None) -> None:
        self.table = table
        self._state = state
        self.saved = saved  # the state's JSON as last committed (where a failed move returns)
        self.turn_kept = turn if state is None and saved else None  # set: not decoded yet
        self.first = first
        self.broken = ""  # why the state could not be decoded, once tried
        self.on_broken: Callable[[OpenGame], None] | None = None  # told once, when found

    @property
    def lazy(self) -> bool:
        """Still the committed JSON: nothing has read the state since the start."""
        return self.turn_kept is not None

    @property
    def started(self) -> bool:
        """Running (``state`` is not None), known without decoding it."""
        return self.lazy or self._state is not None

    @property
    def loaded(self) -> State | None:
        """The state if decoded already (None for a lobby and a game not read yet)."""
        return self._state

    @property
    def state(self) -> State | None:
        if self.turn_kept is not None:
            self._decode()
        return self._state

    @state.setter
    def state(self, value: State | None) -> None:
        self._state, self.turn_kept = value, None

    def _decode(self) -> None:
        """The first read of a game reloaded at start: its state decoded and checked. A
        corrupt one is refused every time (``CorruptGame``) and stays as it is."""
        if not self.broken:
            try:
                state = decode_state(self.table, self.saved)
            except Exception as exc:  # noqa: BLE001 - any unreadable state is corrupt
                self.broken = (f"game {self.table.id} in channel {self.table.channel_id} is "
                               f"unreadable: {exc!r}")
                log.error(self.broken)
                if self.on_broken is not None:
                    self.on_broken(self)
            else:
                self._state, self.turn_kept = state, None
                first, self.first = self.first, None
                if first is not None:
                    first(self)
                return
        raise CorruptGame()

    @classmethod
    def from_row(cls, row: GameRow, *, lazy: bool = False,
                 first: Callable[[OpenGame], None] | None = None) -> OpenGame:
        """The game of a store row; ``lazy``: its state decoded when first read, where the
        row says whose turn it is."""
        info = GAMES[row.game]
        seats = [Seat(i, str(s["name"]), s.get("user_id"), s.get("ai"))
                 for i, s in enumerate(row.seats)]
        table = Table(id=row.id, channel_id=row.channel_id, guild_id=row.guild_id,
                      game=row.game, title=info.title, host_id=row.host_id,
                      options=row.options, seats=seats, status=row.status,
                      version=row.version, min_players=info.min_players,
                      max_players=info.max_players, timer_seconds=row.timer_seconds,
                      messages=row.messages, lang=language(row.lang), hints=row.hints,
                      pace=row.pace)
        playing = row.status == PLAYING and bool(row.state)
        turn = read_turn(row.turn) if playing and lazy else None
        if turn is not None and any(not 0 <= s < len(seats) for s in turn.to_act):
            turn = None
        if turn is not None:
            return cls(table, None, row.state or "", turn=turn, first=first)
        state = decode_state(table, row.state or "") if playing else None
        return cls(table, state, row.state or "")

    def to_act(self) -> list[int]:
        """The seats that must decide now (none before the start or after the end)."""
        if self.turn_kept is not None:
            return list(self.turn_kept.to_act)
        state = self._state
        return [] if state is None or state.is_over() else state.to_act()

    def humans_to_act(self, seats: list[Seat] | None = None) -> list[int]:
        """The seats that must decide now and are played by present humans."""
        seats = seats or self.table.seats
        return [s for s in self.to_act() if seats[s].is_human]

    def ai_to_act(self) -> list[int]:
        """The seats that must decide now and are played by an AI."""
        return [s for s in self.to_act() if self.table.seats[s].is_ai]

    def turn(self) -> tuple[list[int], list[int], bool]:
        """``(to_act, humans to prompt, an AI must act)``."""
        return self.to_act(), self.humans_to_act(), bool(self.ai_to_act())

    def forced_maybe(self) -> bool:
        """A forced move may wait (``Moves.forced_pending`` tells): known for a game not
        decoded yet from its turn, so the start need not decode it to ask."""
        if self.turn_kept is not None:
            return self.turn_kept.forced and bool(self.humans_to_act())
        return bool(self.humans_to_act())

    def outcome(self, events: list[Event], actor: int | None, action: Action | None, *,
                by_timer: bool = False, forced: bool = False, by_person: bool = False
                ) -> Outcome:
        """What the Discord side publishes after a change of this game."""
        state = self.state
        assert state is not None
        private: dict[int, list[Event]] = {}
        for event in events:
            for s in event.to or ():
                private.setdefault(s, []).append(event)
        to_act, prompt, ai_pending = self.turn()
        return Outcome(
            table_id=self.table.id, channel_id=self.table.channel_id, game=self.table.game,
            version=state.version, public=[e for e in events if e.to is None],
            private=private, actor=actor, action=action, to_act=to_act, prompt=prompt,
            ai_pending=ai_pending, over=state.is_over(), result=self.table.result,
            table=state.view(None), by_timer=by_timer, forced=forced,
            undoable=by_person and actor is not None and state.can_undo(actor))


def seats_json(seats: list[Seat]) -> list[dict[str, Any]]:
    """Seats as the store keeps them."""
    return [{"name": s.name, "user_id": s.user_id, "ai": s.ai} for s in seats]


class ChannelLock:
    """One channel's lock, which the task holding it may take again.

    The Discord side holds it across a change and the answer to the click that caused it (so
    a channel's changes and their messages keep their order), and the core's own steps inside
    take the same lock: one lock per channel, never two nested ones."""

    def __init__(self) -> None:
        self._lock = asyncio.Lock()
        self._owner: asyncio.Task[Any] | None = None
        self._depth = 0

    async def __aenter__(self) -> ChannelLock:
        task = asyncio.current_task()
        if self._owner is not None and self._owner is task:
            self._depth += 1
            return self
        await self._lock.acquire()
        self._owner, self._depth = task, 1
        return self

    async def __aexit__(self, *exc: object) -> None:
        self._depth -= 1
        if self._depth == 0:
            self._owner = None
            self._lock.release()

    def locked(self) -> bool:
        return self._lock.locked()


class Tables:
    """The open games by channel, their locks and the users' DM status."""

    def __init__(self, store: Store, clock: Callable[[], float],
                 shards: tuple[int, ...] | None = None) -> None:
        self.store = store
        self.clock = clock
        self.shards = shards  # None: one process serves every game
        self.open: dict[int, OpenGame] = {}
        self.locks: dict[int, ChannelLock] = {}
        self.dm: dict[int, bool] = {}
        # run once on each reloaded game's state when it is first decoded (the planner's
        # resume: what it would have done at start, done then)
        self.on_first: Callable[[OpenGame], None] | None = None
        # told when a reloaded game's state turns out unreadable (its timers are dropped)
        self.on_broken: Callable[[OpenGame], None] | None = None

    async def load(self) -> list[str]:
        """Reload every open game (of this process's shards) from the store; returns a line
        per row skipped."""
        rows, problems = await self.store.load_open()
        if self.shards is not None:  # several processes: each its own shards' games
            rows = [row for row in rows if row.shard in self.shards]
        self.open.clear()
        self.dm = await self.store.dm_status()
        for row in rows:
            try:
                game = OpenGame.from_row(row, lazy=True, first=self.on_first)
                game.on_broken = self.on_broken
            except Exception as exc:  # noqa: BLE001 - a corrupt row must never stop the bot
                problem = f"game {row.id} in channel {row.channel_id} skipped: {exc!r}"
                log.error(problem)
                problems.append(problem)
                continue
            self.open[game.table.channel_id] = game
        return problems

    def lock(self, channel_id: int) -> ChannelLock:
        """The channel's lock: its game changes one change at a time."""
        lock = self.locks.get(channel_id)
        if lock is None:
            lock = self.locks[channel_id] = ChannelLock()
        return lock

    def newest_panel(self, user_id: int) -> int | None:
        """The id of the person's newest DM panel at any open table (message ids grow with
        time), so a folded decision is never edited into a panel above another game's."""
        ids = []
        for game in self.open.values():
            seats = {s.index for s in game.table.seats if s.user_id == user_id}
            if seats:
                ids += [message_id for place, message_id in game.table.messages.items()
                        if (where := Place.parse(place)).is_panel and where.seat in seats]
        return max(ids, default=None)

    # -- finding a game -------------------------------------------------------------------
    def get(self, channel_id: int) -> OpenGame:
        game = self.open.get(channel_id)
        if game is None:
            raise UserError("bot-tables-no-game-channel-start")
        return game

    def playing(self, channel_id: int) -> OpenGame:
        game = self.get(channel_id)
        if game.state is None:
            raise UserError("bot-tables-game-has-not-started")
        return game

    def lobby_of(self, channel_id: int, user_id: int) -> OpenGame:
        """The channel's lobby, for a user seated in it."""
        game = self.get(channel_id)
        if game.table.status != LOBBY:
            raise UserError("bot-tables-game-has-already-started")
        if game.table.seat_of(user_id) is None:
            raise UserError("bot-tables-join-lobby-first")
        return game

    # -- snapshots for the Discord side -----------------------------------------------------
    def snapshot(self, game: OpenGame) -> Table:
        """A copy the caller may change: new seats, and a copy of each plain-data field
        (``clone_data``, not ``copy.deepcopy``: the sender asks for one per delivery, and a
        deep copy of a table was 2 % of the bot's CPU under load)."""
        live = game.table
        table = dataclasses.replace(
            live, options=clone_data(live.options), messages=dict(live.messages),
            result=clone_data(live.result),
            seats=[dataclasses.replace(seat, dm_ok=None if seat.user_id is None
                                       else self.dm.get(seat.user_id))
                   for seat in live.seats])
        if game.loaded is not None:  # a game not decoded yet is at its row's version
            table.version = game.loaded.version
        return table

    def table(self, channel_id: int) -> Table | None:
        """The open table of a channel (lobby or playing), or None."""
        game = self.open.get(channel_id)
        return None if game is None else self.snapshot(game)

    def tables(self) -> list[Table]:
        return [self.snapshot(g) for g in self.open.values()]

    def hand(self, channel_id: int, user_id: int) -> Hand:
        """The user's own seat's view and legal choices."""
        game = self.playing(channel_id)
        seat = game.table.seat_of(user_id)
        if seat is None:
            raise UserError("bot-tables-have-no-seat-game")
        return self.hand_of(game, seat)

    def seat_hand(self, channel_id: int, seat: int) -> Hand:
        """A seat's view and legal choices (for the DM panels of the seats to prompt)."""
        game = self.playing(channel_id)
        if not 0 <= seat < len(game.table.seats):
            raise UserError("bot-tables-no-such-seat")
        return self.hand_of(game, seat)

    @staticmethod
    def hand_of(game: OpenGame, seat: int) -> Hand:
        state = game.state
        assert state is not None
        must = not state.is_over() and seat in state.to_act()
        return Hand(game.table.id, game.table.channel_id, game.table.game, seat, state.version,
                    state.view(seat), state.legal_actions(seat) if must else [], must)

    def paths(self, channel_id: int, seat: int, code: str,
              steps_back: Callable[[list[Action]], set[str] | None],
              limit: int = 100) -> list[tuple[list[str], list[str]]]:
        """Every way a chain of ``seat``'s decisions beginning with ``code`` can end, tried on
        copies (nothing changes): ``(codes, labels)`` per path. A decision is part of the
        chain while ``steps_back`` names its way out (left out of the paths)."""
        game = self.playing(channel_id)
        assert game.state is not None
        first = next((a for a in game.state.legal_actions(seat) if a.code == code), None)
        if first is None:
            return []
        out: list[tuple[list[str], list[str]]] = []

        def walk(state: State, codes: list[str], labels: list[str]) -> None:
            due = not state.is_over() and state.to_act() == [seat]
            actions = state.legal_actions(seat) if due else []
            back = steps_back(actions) if actions else None
            if back is None:
                out.append((codes, labels))
                return
            for action in actions:
                if action.code not in back and len(out) < limit:
                    after = state.copy(history=False)
                    after.apply(seat, action.code)
                    walk(after, codes + [action.code], labels + [action.label])

        # without the log and the recent events (most of a state; no rule reads them): a
        # click copies the state once per step of its chain
        start = game.state.copy(history=False)
        start.apply(seat, code)
        walk(start, [code], [first.label])
        return out

    def due_hands(self, user_id: int) -> list[Hand]:
        """The user's seats that must act now, one per game (``/game play`` in a DM)."""
        out = []
        for game in self.open.values():
            seat = game.table.seat_of(user_id)
            if not game.started or seat is None or game.table.seats[seat].left \
                    or seat not in game.to_act() or game.broken:
                continue
            try:
                hand = self.hand_of(game, seat)
            except CorruptGame:  # refused when that game itself is asked for
                continue
            if hand.must_act:
                out.append(hand)
        return out

    async def status(self, channel_id: int) -> Status:
        """Public facts about the channel's game: the open one, else the last one played
        there (a finished game can still be looked at)."""
        game = self.open.get(channel_id)
        if game is None:
            table_id = await self.store.last_game_in(channel_id)
            row = None if table_id is None else await self.store.game(table_id)
            if row is None:
                raise UserError("bot-tables-no-game-channel-start")
            game = OpenGame.from_row(row)
            if row.state:
                game.state = from_json(row.state)
                if game.state.is_over():
                    game.table.result = game.state.result()
        state = game.state
        to_act = [] if state is None or state.is_over() else state.to_act()
        return Status(table=self.snapshot(game), to_act=to_act,
                      waiting_for=[game.table.seats[s].name for s in to_act],
                      view=None if state is None else state.view(None),
                      over=state is not None and state.is_over(), result=game.table.result)

    async def log(self, channel_id: int, limit: int = 20) -> list[LogLine]:
        """The last ``limit`` public events of the channel's open game (or its last game)."""
        game = self.open.get(channel_id)
        table_id = game.table.id if game else await self.store.last_game_in(channel_id)
        if table_id is None:
            raise UserError("bot-tables-no-game-has-been")
        lines: list[LogLine] = []
        for row in await self.store.actions(table_id, last=max(limit, 1)):
            for event in row.events:
                if event.get("to") is None:  # only public events, whatever was stored
                    lines.append(LogLine(row.version, row.seat, event_msg(event),
                                         row.at))
        return lines[-limit:] if limit > 0 else []

    # -- small records ----------------------------------------------------------------------
    def dm_ok(self, user_id: int) -> bool | None:
        """Whether the user can receive DMs (None = never tried)."""
        return self.dm.get(user_id)

    async def set_dm_status(self, user_id: int, ok: bool) -> list[Table]:
        """Record whether a DM to the user worked; returns the open tables that seat them
        (so their lobby messages can be refreshed)."""
        if self.dm.get(user_id) != ok:
            await self.store.set_dm_ok(user_id, ok, self.clock())
            self.dm[user_id] = ok
        return [self.snapshot(g) for g in self.open.values()
                if g.table.seat_of(user_id) is not None]

    async def remember_message(self, channel_id: int, key: str, message_id: int | None, *,
                               replaces: str = "", table_id: int | None = None) -> None:
        """Store (or forget, with None) a message id of the channel's table under ``key``;
        keys starting with ``replaces`` go (the message of an earlier chapter). With
        ``table_id``, only for that table: a send that ends after its game closed (the
        game's end, sent outside the channel's lock) has nothing to remember."""
        async with self.lock(channel_id):
            if table_id is not None:
                found = self.open.get(channel_id)
                if found is None or found.table.id != table_id:
                    return
            game = self.get(channel_id)
            messages = {k: v for k, v in game.table.messages.items()
                        if not (replaces and k.startswith(replaces))}
            if message_id is None:
                messages.pop(key, None)
            else:
                messages[key] = int(message_id)
            await self.store.set_messages(game.table.id, messages, self.clock())
            game.table.messages = messages
