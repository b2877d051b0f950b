"""What every store shares: the rows, the errors, and the decoding rules.

Two backends implement ``Store``: SQLite (``bot.store.sqlite``, one process, the default) and
PostgreSQL (``bot.store.postgres``, several processes). One test suite runs against both
(``tests/store/``). The store knows nothing about the engine's rules: states are JSON text.

Every write that depends on earlier state is checked in SQL, in the same statement or
transaction that writes: a move compares the game's version, lobby and seat changes compare its
status (and, when the caller gives one, its ``revision``), so two processes that both believe
they own a game can never fork it; the loser gets ``VersionConflict`` and nothing is written.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from types import MappingProxyType
from typing import Any, Protocol
from urllib.parse import urlsplit, urlunsplit

from bot.store import schema

log = logging.getLogger("bot.store")

class GameStatus(StrEnum):
    """A game's life, as its row stores it (the member is its stored text)."""

    LOBBY = "lobby"
    PLAYING = "playing"
    OVER = "over"
    CANCELLED = "cancelled"


OPEN = (GameStatus.LOBBY, GameStatus.PLAYING)

#: (seat, kind, due) of a turn timer to arm.
NewTimer = tuple[int, str, float]

#: What must be sent after a change: message slot (``table``, ``panel:<seat>``,
#: ``notice:<key>``) → a JSON-able body. A dict, so one change queues one body per slot.
Outbox = Mapping[str, Any]
NO_SENDS: Outbox = MappingProxyType({})


class StoreError(Exception):
    """The database cannot be used (a newer schema, another shard count, a bad address)."""


class VersionConflict(Exception):
    """The stored game moved on (another writer); the caller's change was not applied.

    The caller re-reads the game (``Store.game``) and tells the person in one sentence."""


class ChannelBusy(VersionConflict):
    """Another lobby or game is already open in that channel (the database allows one)."""


class ClaimLost(VersionConflict):
    """The turn timer is no longer claimed by this caller (it fired elsewhere, or is gone)."""


@dataclass
class GameRow:
    """One row of ``games``, decoded. ``state`` stays JSON text (the engine decodes it).

    ``revision`` counts changes of everything but the state (lobby, seats, messages, status);
    pass it back as ``expected_revision`` to make a write conditional on nothing having changed.
    ``shard`` is the Discord shard of the game's guild when it was created."""

    id: int
    channel_id: int
    guild_id: int | None
    game: str
    host_id: int
    options: dict[str, Any]
    seats: list[dict[str, Any]]
    status: GameStatus
    state: str | None
    version: int
    messages: dict[str, int]
    timer_seconds: float
    created: float
    updated: float
    revision: int = 0
    shard: int = 0
    lang: str = "en"
    hints: bool = False  # played with hints (migration 8): not rated
    pace: str = ""  # a correspondence game's clock as JSON (migration 15); "": real time
    turn: str | None = None  # whose turn, written with the state (opaque); None: unknown


@dataclass(frozen=True)
class TimerRow:
    """A turn timer. ``claim`` is set while one process holds it (``claim_due_timers``)."""

    id: int
    game_id: int
    seat: int
    kind: str
    due: float
    shard: int = 0
    claim: str | None = None


@dataclass(frozen=True)
class LogRow:
    game_id: int
    version: int
    seat: int
    code: str
    user_id: int | None
    at: float
    events: list[dict[str, Any]] = field(default_factory=list)
    fallback: bool = False  # a turn timer's fallback made it


@dataclass(frozen=True)
class OutboxRow:
    """A send waiting (or done: ``sent`` is its time). ``revision`` grows each time a newer
    body for the same (game, place) replaces this one before it went out."""

    id: int
    game_id: int
    shard: int
    place: str
    text: str   # the body as stored (JSON)
    created: float
    attempts: int
    next_try: float
    sent: float | None
    revision: int
    dest: str = ""  # where it goes (``destination``); "" for a body that is not a post

    @cached_property
    def body(self) -> Any:
        """The body, decoded when first read: a sender looks at few of the rows it fetches,
        and a body holds whole table views (tens of kilobytes)."""
        return json.loads(self.text)

    @property
    def nonce(self) -> str:
        """The key that makes the row's new message at most one message: sent as the create's
        ``nonce`` with ``enforce_nonce``, Discord answers a second create with the same key
        (from the same bot, in the same channel, within minutes) with the first message.
        So a row sent again after a crash between Discord taking it and the store recording
        it gives no second message. One key per row, not per revision: a newer body that
        replaced the row meanwhile must not make a second message either (<= 25 chars)."""
        return f"outbox-{self.id}"


@dataclass(frozen=True)
class Move:
    """An accepted action as the backends write it: JSON encoded, timers normalised."""

    game_id: int
    expected_version: int
    version: int
    seat: int
    code: str
    user_id: int | None
    now: float
    state: str
    events: str
    over: bool
    result: str | None
    players: str
    clear: list[int]           # seats whose timers drop (none when over: all drop)
    timers: list[tuple[int, str, float]]  # timers to arm (none when over)
    outbox: list[tuple[str, str, str]]
    timer: TimerRow | None     # the claimed timer this move fires
    fallback: bool = False     # a turn timer's fallback made it (not the person)
    decisions: str | None = None  # when over: each seat's [person, fallback] decisions
    clocks: list[tuple[int, float]] = field(default_factory=list)  # (seat, bank) to keep
    turn: str | None = None    # whose turn after it (opaque JSON the core reads at start)


class Row(Protocol):
    """A database row by column name (``sqlite3.Row`` and ``asyncpg.Record`` both are)."""

    def __getitem__(self, key: str) -> Any: ...


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """Discord's shard of a guild: ``(guild_id >> 22) % shard_count``; DMs (None) are shard 0."""
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


def lock_key(name: str) -> int:
    """A stable signed 64-bit number for an advisory lock named ``name``."""
    digest = hashlib.blake2b(f"wildtable:{name}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


def redact(url: str) -> str:
    """A database address without its password, for messages, logs and reprs."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return "(an address that cannot be read)"
    if parts.password is None:
        return url
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
    return urlunsplit(parts._replace(netloc=netloc))


def dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def outbox_rows(outbox: Outbox) -> list[tuple[str, str, str]]:
    """Check and encode an outbox: (place, JSON body, destination) triples. A bad place is a
    caller's bug."""
    rows = []
    for place, body in outbox.items():
        if not isinstance(place, str) or not place or len(place) > 200:
            raise ValueError(f"an outbox place must be a short text, not {place!r}")
        rows.append((place, dumps(body), destination(body)))
    return rows


def destination(body: Any) -> str:
    """The channel or DM a post goes to, as a key ("channel:<id>", "dm:<user id>"): kept in
    its own column, so a sender choosing what to start next reads no bodies (tens of kilobytes
    each, and a row waiting for its destination is read again at every look)."""
    if not isinstance(body, dict):
        return ""  # not a post (a test's stand-in, a corrupt row): its own destination
    return f"{'dm' if body.get('dm') else 'channel'}:{int(body.get('to') or 0)}"


def timer_rows(timers: Sequence[NewTimer]) -> list[tuple[int, str, float]]:
    return [(int(seat), str(kind), float(due)) for seat, kind, due in timers]


def seat_list(seats: Iterable[int]) -> list[int]:
    return sorted({int(s) for s in seats})


def decode_game(row: Row) -> GameRow:
    """Decode a row; raises ValueError naming the broken column (never quoting its text)."""
    decoded: dict[str, Any] = {}
    for column, kind in (("options", dict), ("seats", list), ("messages", dict)):
        try:
            value = json.loads(row[column])
        except (TypeError, json.JSONDecodeError) as exc:
            raise ValueError(f"column {column} is not JSON ({exc})") from None
        if not isinstance(value, kind):
            raise ValueError(f"column {column} is not a JSON {kind.__name__}")
        decoded[column] = value
    return GameRow(
        id=row["id"], channel_id=row["channel_id"], guild_id=row["guild_id"], game=row["game"],
        host_id=row["host_id"], options=decoded["options"], seats=decoded["seats"],
        status=GameStatus(row["status"]), state=row["state"], version=row["version"],
        messages={str(k): int(v) for k, v in decoded["messages"].items()},
        timer_seconds=float(row["timer_seconds"]), created=row["created"],
        updated=row["updated"], revision=row["revision"], shard=row["shard"],
        lang=row["lang"] or "en", hints=bool(_column(row, "hints")),
        pace=str(_column(row, "pace") or ""), turn=_column(row, "turn"))


def _column(row: Row, name: str) -> Any:
    """A column that a row read before its migration may lack."""
    try:
        return row[name]
    except (KeyError, IndexError):
        return None


def decode_open(rows: Iterable[Row]) -> tuple[list[GameRow], list[str]]:
    """The open games that can be resumed, plus one line per row skipped (and logged).

    A row is skipped, never raised, when it cannot be decoded, names an unknown game, or is a
    running game written without its turn whose state is missing, of another title or of
    another version than its row. The state of a row with its turn is not parsed here: the
    core decodes it when the game is first touched, and checks it then.
    """
    from engine.registry import GAMES

    games: list[GameRow] = []
    problems: list[str] = []
    for row in rows:
        try:
            game = decode_game(row)
            if game.game not in GAMES:
                raise ValueError(f"unknown game {game.game!r}")
            if game.status == GameStatus.PLAYING and game.turn is None:
                # a row with its turn is checked when the core first decodes its state
                if not game.state:
                    raise ValueError("a running game without a state")
                data = json.loads(game.state)
                if not isinstance(data, dict) or data.get("game") != game.game:
                    raise ValueError("the state is not a saved game of this title")
                if data.get("version") != game.version:
                    raise ValueError("the state's version differs from the row's")
        except (ValueError, TypeError, KeyError) as exc:
            problem = f"game {row['id']} in channel {row['channel_id']} skipped: {exc}"
            log.error(problem)
            problems.append(problem)
            continue
        games.append(game)
    return games, problems


def decode_log(row: Row) -> LogRow:
    try:
        events = json.loads(row["events"])
    except (TypeError, json.JSONDecodeError):
        events = []
    return LogRow(row["game_id"], row["version"], row["seat"], row["code"], row["user_id"],
                  row["at"], events if isinstance(events, list) else [], bool(row["fallback"]))


def decode_archive(row: Row) -> dict[str, Any]:
    return {"game_id": row["game_id"], "channel_id": row["channel_id"], "game": row["game"],
            "status": row["status"], "finished": row["finished"],
            "players": json.loads(row["players"]),
            "result": None if row["result"] is None else json.loads(row["result"]),
            "decisions": None if row["decisions"] is None else json.loads(row["decisions"])}


def decode_timer(row: Row) -> TimerRow:
    return TimerRow(row["id"], row["game_id"], row["seat"], row["kind"], row["due"],
                    row["shard"], row["claim"])


def decode_settings(text: str) -> dict[str, Any]:
    """A server's settings; a row that is not a JSON object reads as none set (logged)."""
    try:
        value = json.loads(text)
    except (TypeError, ValueError):
        value = None
    if not isinstance(value, dict):
        log.error("server settings that are not a JSON object were ignored")
        return {}
    return value


def decode_outbox(row: Row) -> OutboxRow:
    return OutboxRow(row["id"], row["game_id"], row["shard"], row["place"], row["body"],
                     row["created"], row["attempts"], row["next_try"], row["sent"],
                     row["revision"], row["dest"])


#: The columns of a due row read without its body (``due_outbox(bodies=False)``): the due
#: rows' index (``schema.DUE_INDEX``), the row's id, and ``sent`` (NULL in that index, which
#: holds only unsent rows); the body comes with the claim.
OUTBOX_DUE_COLUMNS = f"id, sent, '' AS body, {schema.DUE_INDEX}"


def guard_failure(row: Row | None, game_id: int, statuses: tuple[str, ...]
                  ) -> VersionConflict:
    """Why a guarded write of a game found nothing to change, from its (status, revision)."""
    if row is None:
        return VersionConflict(f"game {game_id} does not exist")
    if row["status"] not in statuses:
        return VersionConflict(f"game {game_id} is {row['status']}, not {' or '.join(statuses)}")
    return VersionConflict(f"game {game_id} changed meanwhile (revision {row['revision']})")


def newer_schema(where: str, found: int, known: int) -> StoreError:
    return StoreError(f"{where} has schema version {found}, newer than this bot's {known}; "
                      "upgrade the bot or use another database.")


def shard_mismatch(stored: int, asked: int) -> StoreError:
    return StoreError(
        f"the database is set up for {stored} shards but this process was started with "
        f"{asked}; start every process with the same shard count, or stop them all and "
        "reshard (docs/deploy.md).")


#: Called with a notification's payload, or with None after the listener reconnected (a
#: notification may have been missed meanwhile: NOTIFY is a wake-up hint, rescan the table).
NotifyCallback = Callable[[str | None], None]
