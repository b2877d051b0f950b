"""Helpers for the store tests: real games to store, and raw SQL on either backend (to look
under the interface, or to break a row on purpose)."""

from __future__ import annotations

import sqlite3
from typing import Any

import asyncpg

import engine
from bot.store import Store

GAME = "wildcards"  # a real game: small, quick, with hidden hands
SEATS = [{"name": "A", "user_id": 1, "ai": None}, {"name": "B", "user_id": 2, "ai": None}]
GUILD = 9 << 22  # shard 9 % shard_count


#: Undo the migrations after 11 (newest first), to leave a database as a bot of schema 10
#: or 11 did: the same statements in both dialects.
AFTER_11 = (
    "ALTER TABLE games DROP COLUMN turn",  # migration 17
    "DROP TABLE digests",  # migration 16
    "DROP TABLE notices",  # migration 15
    "DROP TABLE away",
    "DROP TABLE clocks",
    "ALTER TABLE games DROP COLUMN pace",
    "DROP INDEX tournaments_guild",  # migration 14
    "DROP INDEX tournaments_open",
    "ALTER TABLE tournaments DROP COLUMN channel_id",
    "CREATE UNIQUE INDEX tournaments_open ON tournaments (guild_id)"
    " WHERE status IN ('signup', 'running', 'paused')",
    "DROP TABLE paused",  # migration 13
    "ALTER TABLE rating_changes DROP COLUMN abandoned",
    "ALTER TABLE archive DROP COLUMN decisions",
    "ALTER TABLE actions DROP COLUMN fallback",
    "DELETE FROM schema_migrations WHERE version > 11",
)


def is_postgres(target: str) -> bool:
    return target.startswith("postgresql://")


async def raw(target: str, sql: str, *params: Any) -> list[tuple[Any, ...]]:
    """Run one statement outside the store (``?`` placeholders on both backends)."""
    if not is_postgres(target):
        db = sqlite3.connect(target, isolation_level=None)
        try:
            return [tuple(r) for r in db.execute(sql, params).fetchall()]
        finally:
            db.close()
    parts = sql.split("?")
    numbered = parts[0] + "".join(f"${i}{part}" for i, part in enumerate(parts[1:], 1))
    conn = await asyncpg.connect(target)
    try:
        return [tuple(r) for r in await conn.fetch(numbered, *params)]
    finally:
        await conn.close()


async def new_lobby(store: Store, channel: int = 1, guild: int | None = GUILD,
                    **kw: Any) -> int:
    return await store.create_game(channel_id=channel, guild_id=guild, game=GAME, host_id=1,
                                   options={}, seats=SEATS, timer_seconds=0, now=1.0, **kw)


async def new_playing(store: Store, channel: int = 1, guild: int | None = GUILD
                      ) -> tuple[int, engine.State]:
    state = engine.new_game(GAME, ["A", "B"], seed=5)
    gid = await new_lobby(store, channel, guild)
    await store.start_game(gid, seats=SEATS, state=state.to_json(), version=0, now=2.0,
                           timers=[])
    return gid, state


async def commit(store: Store, gid: int, state: engine.State, seat: int | None = None,
                 **kw: Any) -> None:
    """Apply the first legal action of ``seat`` (default: the first to act) and commit it."""
    seat = state.to_act()[0] if seat is None else seat
    code = state.legal_actions(seat)[0].code
    events = state.apply(seat, code)
    await store.commit_action(gid, expected_version=state.version - 1, version=state.version,
                              seat=seat, code=code, user_id=seat + 1, now=3.0,
                              state=state.to_json(),
                              events=[e.to_dict() for e in events if e.to is None], **kw)
