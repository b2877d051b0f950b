"""Schema migrations (docs/design.md, "Several processes"): a schema-version table, numbered
migrations per dialect run once under a lock however many processes start at once, a newer schema
refused with a clear message, and a SQLite file written by the first schema's code carried
forward without losing a game. That file is ``schema1.sql``, the dump of one made with the bot
at commit e0e42b3 (a Wild Cards game 5 moves in with turn timers and a remembered message, a
WildLife lobby, a cancelled Evolution lobby, a closed-DM user, and two open lobbies in one
channel, which that code allowed); each test builds the file anew from it."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

import engine
from bot.store import SCHEMA_VERSION, StoreError, open_store
from bot.store.schema import POSTGRES, SQLITE
from tests.store.support import raw
from tests.store.test_processes import finish, go, spawn

SCHEMA1 = Path(__file__).resolve().parent / "schema1.sql"


def first_schema_file(path: Path) -> Path:
    """The first schema's file at ``path``, built from its dump."""
    db = sqlite3.connect(path)
    try:
        db.executescript(SCHEMA1.read_text())
    finally:
        db.close()
    return path


def test_each_migration_exists_in_both_dialects() -> None:
    assert len(SQLITE) == len(POSTGRES) == SCHEMA_VERSION >= 2


async def test_a_fresh_database_runs_every_migration_once(store_target: str) -> None:
    s = await open_store(store_target)
    try:
        assert await s.schema_version() == SCHEMA_VERSION
    finally:
        await s.close()
    await (await open_store(store_target)).close()  # a second start has nothing to do
    assert await raw(store_target, "SELECT version FROM schema_migrations ORDER BY version") \
        == [(n,) for n in range(1, SCHEMA_VERSION + 1)]


async def test_a_newer_schema_is_refused_with_a_clear_message(store_target: str) -> None:
    await (await open_store(store_target)).close()
    await raw(store_target, "INSERT INTO schema_migrations (version, applied) VALUES (?, 0)",
              SCHEMA_VERSION + 1)
    with pytest.raises(StoreError, match=f"schema version {SCHEMA_VERSION + 1}, newer than "
                                         f"this bot's {SCHEMA_VERSION}; upgrade the bot"):
        await open_store(store_target)


async def test_a_sqlite_file_says_its_version_to_older_bots(tmp_path: Path) -> None:
    """The first schema's code refuses a file whose ``user_version`` is above 1."""
    path = tmp_path / "s.sqlite3"
    await (await open_store(path)).close()
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    db = sqlite3.connect(path)
    db.execute("DELETE FROM schema_migrations")
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    with pytest.raises(StoreError, match="newer than this bot's"):
        await open_store(path)


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_processes_starting_together_migrate_once(
        backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    target = (str(tmp_path / "s.sqlite3") if backend == "sqlite"
              else request.getfixturevalue("pg_url"))  # an empty database
    outputs = finish(go([spawn("open", target) for _ in range(4)]))
    assert outputs == [["opened"]] * 4
    assert await raw(target, "SELECT version FROM schema_migrations ORDER BY version") == [
        (n,) for n in range(1, SCHEMA_VERSION + 1)]
    assert await raw(target, "SELECT value FROM meta WHERE key = 'shard_count'") == [("1",)]


async def test_a_first_schema_file_migrates_without_losing_a_game(tmp_path: Path) -> None:
    path = first_schema_file(tmp_path / "old.sqlite3")
    before = sqlite3.connect(path)
    old_games = before.execute("SELECT id, channel_id, status, state, version, seats, messages"
                               " FROM games ORDER BY id").fetchall()
    old_log = before.execute("SELECT * FROM actions ORDER BY id").fetchall()
    old_timers = before.execute("SELECT id, game_id, seat, kind, due FROM timers").fetchall()
    before.close()
    assert [g[2] for g in old_games] == [
        "playing", "lobby", "cancelled", "lobby", "lobby"]

    s = await open_store(path, shard_count=4)
    try:
        assert await s.schema_version() == SCHEMA_VERSION
        games, problems = await s.load_open()
        assert problems == []
        assert [(g.id, g.channel_id, g.status) for g in games] == [
            (1, 1, "playing"), (2, 2, "lobby"), (5, 4, "lobby")]
        for row in old_games:
            kept = await s.game(row[0])
            assert kept is not None and (kept.state, kept.version) == (row[3], row[4])
            assert kept.seats == json.loads(row[5]) and kept.messages == json.loads(row[6])
        # The older of channel 4's two open lobbies (the bot skipped it at load) is closed.
        older = await s.game(4)
        assert older is not None and older.status == "cancelled"
        archived = await s.archived(4)
        assert archived is not None and archived["status"] == "cancelled"
        assert sorted((t.id, t.game_id, t.seat, t.kind, t.due) for t in await s.timers()) == [
            tuple(t) for t in sorted(old_timers)]
        assert {t.shard for t in await s.timers()} == {(3 * 4194304 >> 22) % 4}
        assert await s.dm_status() == {102: False}
        # The running game goes on from where it stood.
        game = games[0]
        assert game.state is not None
        state = engine.from_json(game.state)
        assert [[r.seat, r.code] for r in await s.actions(game.id)] == state.log
        assert len(old_log) == state.version == 5
        seat = state.to_act()[0]
        code = state.legal_actions(seat)[0].code
        state.apply(seat, code)
        await s.commit_action(game.id, expected_version=5, version=6, seat=seat, code=code,
                              user_id=None, now=2000.0, state=state.to_json(), events=[],
                              outbox={"table": {"v": 6}})
        assert [r.version for r in await s.actions(game.id)] == [1, 2, 3, 4, 5, 6]
    finally:
        await s.close()


def test_the_fixture_is_a_first_schema_file(tmp_path: Path) -> None:
    db = sqlite3.connect(first_schema_file(tmp_path / "old.sqlite3"))
    try:
        assert db.execute("PRAGMA user_version").fetchone()[0] == 1
        tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        assert tables == {"games", "actions", "timers", "archive", "users"}
    finally:
        db.close()


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_an_open_tournament_at_13_opens_at_14_keyed_by_its_channel(
        backend: str, tmp_path: Path, request: pytest.FixtureRequest,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Migration 14: the open event of a database at 13 is kept, its channel taken from its
    JSON, and the open-event index goes by channel: a second channel of the server may open
    one, the same channel may not."""
    from bot.store import schema
    target = (str(tmp_path / "s.sqlite3") if backend == "sqlite"
              else request.getfixturevalue("pg_url"))  # an empty database
    with monkeypatch.context() as patched:
        patched.setattr(schema, "VERSION", 13)
        await (await open_store(target)).close()
    assert await raw(target, "SELECT max(version) FROM schema_migrations") == [(13,)]
    data = json.dumps({"guild": 7, "channel": 70, "organiser": 1, "game": "wildcards"})
    await raw(target, "INSERT INTO tournaments (guild_id, status, data, created, updated)"
                      " VALUES (7, 'running', ?, 1, 1)", data)

    await (await open_store(target)).close()   # to today's version, through 14
    assert await raw(target, "SELECT max(version) FROM schema_migrations") == [(SCHEMA_VERSION,)]
    assert await raw(target, "SELECT id, guild_id, channel_id, status, data FROM tournaments"
                     ) == [(1, 7, 70, "running", data)]
    await raw(target, "INSERT INTO tournaments (guild_id, channel_id, status, data, created,"
                      " updated) VALUES (7, 71, 'signup', '{}', 2, 2)")
    with pytest.raises(Exception, match="(?i)unique"):
        await raw(target, "INSERT INTO tournaments (guild_id, channel_id, status, data,"
                          " created, updated) VALUES (7, 70, 'signup', '{}', 3, 3)")
