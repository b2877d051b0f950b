"""SQLite storage of tables, the action log, turn timers, the archive and users' DM status.

One aiosqlite connection (one worker thread), guarded by an ``asyncio.Lock``; every write is a
``BEGIN IMMEDIATE`` transaction, so an action's new state, its log row and its timer changes
are committed together or not at all (DISCORD-NOTES.md, "aiosqlite"). WAL with
``synchronous=NORMAL`` survives a killed process without losing a commit (only a power cut may
lose the last few, which is the documented trade of that setting).

The store knows nothing about the engine's rules: states are JSON text. ``load_open`` reports
rows it cannot read (bad JSON, an unknown game) and skips them instead of failing.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiosqlite

log = logging.getLogger(__name__)

SCHEMA_VERSION = 1

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id            INTEGER PRIMARY KEY,
    channel_id    INTEGER NOT NULL,
    guild_id      INTEGER,
    game          TEXT    NOT NULL,
    host_id       INTEGER NOT NULL,
    options       TEXT    NOT NULL DEFAULT '{}',
    seats         TEXT    NOT NULL DEFAULT '[]',
    status        TEXT    NOT NULL CHECK (status IN ('lobby', 'playing', 'over', 'cancelled')),
    state         TEXT,
    version       INTEGER NOT NULL DEFAULT 0,
    messages      TEXT    NOT NULL DEFAULT '{}',
    timer_seconds REAL    NOT NULL DEFAULT 0,
    created       REAL    NOT NULL,
    updated       REAL    NOT NULL
);
CREATE INDEX IF NOT EXISTS games_open ON games (status, channel_id);

CREATE TABLE IF NOT EXISTS actions (
    id       INTEGER PRIMARY KEY,
    game_id  INTEGER NOT NULL REFERENCES games (id),
    version  INTEGER NOT NULL,
    seat     INTEGER NOT NULL,
    code     TEXT    NOT NULL,
    user_id  INTEGER,
    at       REAL    NOT NULL,
    events   TEXT    NOT NULL DEFAULT '[]',
    UNIQUE (game_id, version)
);
CREATE TRIGGER IF NOT EXISTS actions_no_update BEFORE UPDATE ON actions
BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END;
CREATE TRIGGER IF NOT EXISTS actions_no_delete BEFORE DELETE ON actions
BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END;

CREATE TABLE IF NOT EXISTS timers (
    id       INTEGER PRIMARY KEY,
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    kind     TEXT    NOT NULL CHECK (kind IN ('reminder', 'expire')),
    due      REAL    NOT NULL
);
CREATE INDEX IF NOT EXISTS timers_due ON timers (due);

CREATE TABLE IF NOT EXISTS archive (
    game_id   INTEGER PRIMARY KEY REFERENCES games (id),
    channel_id INTEGER NOT NULL,
    game      TEXT    NOT NULL,
    status    TEXT    NOT NULL,
    finished  REAL    NOT NULL,
    players   TEXT    NOT NULL DEFAULT '[]',
    result    TEXT
);

CREATE TABLE IF NOT EXISTS users (
    user_id  INTEGER PRIMARY KEY,
    dm_ok    INTEGER NOT NULL,
    at       REAL    NOT NULL
);
"""


class StoreError(Exception):
    """The database cannot be used (e.g. written by a newer version of the bot)."""


class VersionConflict(Exception):
    """The stored game moved on (another writer); the caller's change was not applied."""


@dataclass
class GameRow:
    """One row of ``games``, decoded. ``state`` stays JSON text (the engine decodes it)."""

    id: int
    channel_id: int
    guild_id: int | None
    game: str
    host_id: int
    options: dict[str, Any]
    seats: list[dict[str, Any]]
    status: str
    state: str | None
    version: int
    messages: dict[str, int]
    timer_seconds: float
    created: float
    updated: float


@dataclass(frozen=True)
class TimerRow:
    id: int
    game_id: int
    seat: int
    kind: str
    due: float


@dataclass(frozen=True)
class LogRow:
    game_id: int
    version: int
    seat: int
    code: str
    user_id: int | None
    at: float
    events: list[dict[str, Any]] = field(default_factory=list)


def _dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _row_to_game(row: aiosqlite.Row) -> GameRow:
    """Decode a row; raises ValueError naming the broken column."""
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
        status=row["status"], state=row["state"], version=row["version"],
        messages={str(k): int(v) for k, v in decoded["messages"].items()},
        timer_seconds=float(row["timer_seconds"]), created=row["created"],
        updated=row["updated"])


class Store:
    """The bot's database. Open with ``await Store.open(path)``; ``await close()`` at the end."""

    def __init__(self, db: aiosqlite.Connection, path: str) -> None:
        self.db = db
        self.path = path
        self.lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | Path, *, busy_timeout_ms: int = 5000) -> Store:
        """Open (creating if needed) and migrate the database at ``path``."""
        path = str(path)
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(path, isolation_level=None)
        try:
            db.row_factory = aiosqlite.Row
            await db.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            await db.execute("PRAGMA journal_mode = WAL")
            await db.execute("PRAGMA synchronous = NORMAL")
            await db.execute("PRAGMA foreign_keys = ON")
            store = cls(db, path)
            await store._migrate()
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        async with self.lock:
            await self.db.close()

    async def _migrate(self) -> None:
        async with self.db.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        current = row[0] if row else 0
        if current > SCHEMA_VERSION:
            raise StoreError(
                f"{self.path} has schema version {current}, newer than this bot's "
                f"{SCHEMA_VERSION}; upgrade the bot or use another database file.")
        if current < SCHEMA_VERSION:
            async with self.transaction() as db:
                for statement in _statements(SCHEMA):
                    await db.execute(statement)
                await db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    async def schema_version(self) -> int:
        async with self.db.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """``BEGIN IMMEDIATE`` … ``COMMIT`` under the lock; rolled back on any error."""
        async with self.lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                yield self.db
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise
            await self.db.execute("COMMIT")

    async def _fetchall(self, sql: str, params: tuple[Any, ...] = ()) -> list[aiosqlite.Row]:
        async with self.lock, self.db.execute(sql, params) as cur:
            return list(await cur.fetchall())

    # -- games ------------------------------------------------------------------------------
    async def create_game(self, *, channel_id: int, guild_id: int | None, game: str,
                          host_id: int, options: dict[str, Any], seats: list[dict[str, Any]],
                          timer_seconds: float, now: float) -> int:
        async with self.transaction() as db:
            cur = await db.execute(
                "INSERT INTO games (channel_id, guild_id, game, host_id, options, seats, status,"
                " timer_seconds, created, updated) VALUES (?, ?, ?, ?, ?, ?, 'lobby', ?, ?, ?)",
                (channel_id, guild_id, game, host_id, _dumps(options), _dumps(seats),
                 timer_seconds, now, now))
            assert cur.lastrowid is not None
            return int(cur.lastrowid)

    async def update_lobby(self, game_id: int, *, host_id: int, seats: list[dict[str, Any]],
                           now: float) -> None:
        async with self.transaction() as db:
            await db.execute(
                "UPDATE games SET host_id = ?, seats = ?, updated = ? WHERE id = ?",
                (host_id, _dumps(seats), now, game_id))

    async def update_seats(self, game_id: int, seats: list[dict[str, Any]], now: float,
                           *, clear_timers_for: Sequence[int] = (),
                           timers: Sequence[tuple[int, str, float]] = ()) -> None:
        """Change who plays the seats mid-game (a human left or came back), with their
        timers, in one transaction."""
        async with self.transaction() as db:
            await db.execute("UPDATE games SET seats = ?, updated = ? WHERE id = ?",
                             (_dumps(seats), now, game_id))
            await _drop_timers(db, game_id, clear_timers_for)
            await _add_timers(db, game_id, timers)

    async def set_messages(self, game_id: int, messages: dict[str, int], now: float) -> None:
        async with self.transaction() as db:
            await db.execute("UPDATE games SET messages = ?, updated = ? WHERE id = ?",
                             (_dumps(messages), now, game_id))

    async def start_game(self, game_id: int, *, seats: list[dict[str, Any]], state: str,
                         version: int, now: float, timers: Sequence[tuple[int, str, float]]
                         ) -> None:
        """Lobby → playing with the initial state (and the first timers) in one transaction."""
        async with self.transaction() as db:
            cur = await db.execute(
                "UPDATE games SET status = 'playing', seats = ?, state = ?, version = ?,"
                " updated = ? WHERE id = ? AND status = 'lobby'",
                (_dumps(seats), state, version, now, game_id))
            if cur.rowcount != 1:
                raise VersionConflict(f"game {game_id} is not a lobby any more")
            await _add_timers(db, game_id, timers)

    async def commit_action(self, game_id: int, *, expected_version: int, version: int,
                            seat: int, code: str, user_id: int | None, now: float, state: str,
                            events: list[dict[str, Any]], over: bool = False,
                            result: dict[str, Any] | None = None,
                            players: list[str] | None = None,
                            clear_timers_for: Sequence[int] = (),
                            timers: Sequence[tuple[int, str, float]] = (),
                            ) -> None:
        """The one transaction of an accepted action: new state, log row, timers, archive."""
        async with self.transaction() as db:
            cur = await db.execute(
                "UPDATE games SET state = ?, version = ?, updated = ?, status = ?"
                " WHERE id = ? AND version = ? AND status = 'playing'",
                (state, version, now, "over" if over else "playing", game_id,
                 expected_version))
            if cur.rowcount != 1:
                raise VersionConflict(
                    f"game {game_id} is not at version {expected_version} any more")
            await db.execute(
                "INSERT INTO actions (game_id, version, seat, code, user_id, at, events)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (game_id, version, seat, code, user_id, now, _dumps(events)))
            if over:
                await db.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
                await _archive(db, game_id, "over", now, players or [], result)
            else:
                await _drop_timers(db, game_id, clear_timers_for)
                await _add_timers(db, game_id, timers)

    async def cancel_game(self, game_id: int, *, now: float, players: list[str]) -> None:
        async with self.transaction() as db:
            await db.execute(
                "UPDATE games SET status = 'cancelled', updated = ? WHERE id = ?",
                (now, game_id))
            await db.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
            await _archive(db, game_id, "cancelled", now, players, None)

    async def load_open(self) -> tuple[list[GameRow], list[str]]:
        """Every lobby or running game (newest per channel), plus a line per skipped row.

        Rows that cannot be decoded are reported and skipped, never raised; an older open
        game in a channel that has a newer one is reported too (only one game per channel).
        """
        from engine.registry import GAMES

        rows = await self._fetchall(
            "SELECT * FROM games WHERE status IN ('lobby', 'playing') ORDER BY id DESC")
        games: list[GameRow] = []
        problems: list[str] = []
        seen: set[int] = set()
        for row in rows:
            try:
                game = _row_to_game(row)
                if game.game not in GAMES:
                    raise ValueError(f"unknown game {game.game!r}")
                if game.status == "playing":
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
            if game.channel_id in seen:
                problem = (f"game {game.id} in channel {game.channel_id} skipped: a newer game"
                           " is open in that channel")
                log.error(problem)
                problems.append(problem)
                continue
            seen.add(game.channel_id)
            games.append(game)
        games.reverse()
        return games, problems

    async def game(self, game_id: int) -> GameRow | None:
        rows = await self._fetchall("SELECT * FROM games WHERE id = ?", (game_id,))
        return _row_to_game(rows[0]) if rows else None

    async def last_game_in(self, channel_id: int) -> int | None:
        rows = await self._fetchall(
            "SELECT id FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,))
        return int(rows[0]["id"]) if rows else None

    # -- the log ----------------------------------------------------------------------------
    async def actions(self, game_id: int, *, last: int | None = None) -> list[LogRow]:
        """The action log of a game in order (only the last ``last`` rows when given)."""
        sql = "SELECT * FROM actions WHERE game_id = ? ORDER BY version"
        params: tuple[Any, ...] = (game_id,)
        if last is not None:
            sql = ("SELECT * FROM (SELECT * FROM actions WHERE game_id = ? ORDER BY version DESC"
                   " LIMIT ?) ORDER BY version")
            params = (game_id, last)
        rows = await self._fetchall(sql, params)
        out = []
        for r in rows:
            try:
                events = json.loads(r["events"])
            except (TypeError, json.JSONDecodeError):
                events = []
            out.append(LogRow(r["game_id"], r["version"], r["seat"], r["code"], r["user_id"],
                              r["at"], events if isinstance(events, list) else []))
        return out

    async def archived(self, game_id: int) -> dict[str, Any] | None:
        rows = await self._fetchall("SELECT * FROM archive WHERE game_id = ?", (game_id,))
        if not rows:
            return None
        r = rows[0]
        return {"game_id": r["game_id"], "channel_id": r["channel_id"], "game": r["game"],
                "status": r["status"], "finished": r["finished"],
                "players": json.loads(r["players"]),
                "result": None if r["result"] is None else json.loads(r["result"])}

    # -- timers -----------------------------------------------------------------------------
    async def timers(self) -> list[TimerRow]:
        rows = await self._fetchall("SELECT * FROM timers ORDER BY due, id")
        return [TimerRow(r["id"], r["game_id"], r["seat"], r["kind"], r["due"]) for r in rows]

    async def replace_timers(self, game_id: int, seats: Sequence[int],
                             timers: Sequence[tuple[int, str, float]]) -> None:
        """Drop the timers of ``seats`` and add ``timers`` ((seat, kind, due) triples)."""
        async with self.transaction() as db:
            await _drop_timers(db, game_id, seats)
            await _add_timers(db, game_id, timers)

    async def delete_timer(self, timer_id: int) -> None:
        async with self.transaction() as db:
            await db.execute("DELETE FROM timers WHERE id = ?", (timer_id,))

    # -- users ------------------------------------------------------------------------------
    async def set_dm_ok(self, user_id: int, ok: bool, now: float) -> None:
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO users (user_id, dm_ok, at) VALUES (?, ?, ?) ON CONFLICT (user_id)"
                " DO UPDATE SET dm_ok = excluded.dm_ok, at = excluded.at",
                (user_id, int(ok), now))

    async def dm_status(self) -> dict[int, bool]:
        rows = await self._fetchall("SELECT user_id, dm_ok FROM users")
        return {int(r["user_id"]): bool(r["dm_ok"]) for r in rows}


# Each awaited aiosqlite call is a hop to its worker thread (about 60 µs on a loaded core),
# so a transaction's timer rows go in one call each way, not one call per row.
async def _drop_timers(db: aiosqlite.Connection, game_id: int, seats: Sequence[int]) -> None:
    """Delete the timers of ``seats`` in one statement."""
    seats = sorted({int(s) for s in seats})
    if seats:
        marks = ", ".join("?" * len(seats))
        await db.execute(f"DELETE FROM timers WHERE game_id = ? AND seat IN ({marks})",
                         (game_id, *seats))


async def _add_timers(db: aiosqlite.Connection, game_id: int,
                      timers: Sequence[tuple[int, str, float]]) -> None:
    """Insert (seat, kind, due) timers in one ``executemany``."""
    if timers:
        await db.executemany(
            "INSERT INTO timers (game_id, seat, kind, due) VALUES (?, ?, ?, ?)",
            [(game_id, seat, kind, due) for seat, kind, due in timers])


async def _archive(db: aiosqlite.Connection, game_id: int, status: str, now: float,
                   players: list[str], result: dict[str, Any] | None) -> None:
    await db.execute(
        "INSERT OR REPLACE INTO archive (game_id, channel_id, game, status, finished, players,"
        " result) SELECT id, channel_id, game, ?, ?, ?, ? FROM games WHERE id = ?",
        (status, now, _dumps(players), None if result is None else _dumps(result), game_id))


def _statements(script: str) -> list[str]:
    """Split the schema into statements (triggers hold ``;`` inside BEGIN … END)."""
    out: list[str] = []
    buf: list[str] = []
    for line in script.splitlines():
        buf.append(line)
        text = "\n".join(buf).strip()
        if text.endswith(";") and (not text.upper().startswith("CREATE TRIGGER")
                                   or text.upper().endswith("END;")):
            out.append(text)
            buf = []
    return [s for s in out if s.strip(" ;\n")]
