"""bot/store.py on real SQLite files: settings, schema version, the one-transaction action
commit, the append-only log, timers, the archive, and corrupt rows skipped at load
(ARCHITECTURE.md "The bot": a restart loses nothing that was acknowledged;
DISCORD-NOTES.md "aiosqlite")."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

import engine
from bot.store import SCHEMA_VERSION, Store, StoreError, VersionConflict

GAME = "wildcards"  # a real game: small, quick, with hidden hands


@pytest.fixture
async def store(tmp_path: Path) -> Any:
    s = await Store.open(tmp_path / "s.sqlite3")
    yield s
    await s.close()


async def new_playing(store: Store, channel: int = 1) -> tuple[int, engine.State]:
    state = engine.new_game(GAME, ["A", "B"], seed=5)
    gid = await store.create_game(channel_id=channel, guild_id=9, game=GAME, host_id=1,
                                  options=state.options,
                                  seats=[{"name": "A", "user_id": 1, "ai": None},
                                         {"name": "B", "user_id": 2, "ai": None}],
                                  timer_seconds=0, now=1.0)
    await store.start_game(gid, seats=[{"name": "A", "user_id": 1, "ai": None},
                                       {"name": "B", "user_id": 2, "ai": None}],
                           state=state.to_json(), version=0, now=2.0, timers=[])
    return gid, state


async def commit(store: Store, gid: int, state: engine.State, seat: int, **kw: Any) -> None:
    code = state.legal_actions(seat)[0].code
    events = state.apply(seat, code)
    await store.commit_action(gid, expected_version=state.version - 1, version=state.version,
                              seat=seat, code=code, user_id=seat + 1, now=3.0,
                              state=state.to_json(),
                              events=[e.to_dict() for e in events if e.to is None], **kw)


async def test_wal_normal_sync_foreign_keys_and_busy_timeout(store: Store) -> None:
    async def pragma(name: str) -> Any:
        async with store.db.execute(f"PRAGMA {name}") as cur:
            return (await cur.fetchone())[0]

    assert await pragma("journal_mode") == "wal"
    assert await pragma("synchronous") == 1  # NORMAL
    assert await pragma("foreign_keys") == 1
    assert await pragma("busy_timeout") == 5000
    assert await store.schema_version() == SCHEMA_VERSION


async def test_a_newer_schema_is_refused_with_a_clear_message(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite3"
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    with pytest.raises(StoreError, match="newer than this bot's"):
        await Store.open(path)


async def test_reopening_keeps_data_and_schema(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    s = await Store.open(path)
    gid, _ = await new_playing(s)
    await s.close()
    s = await Store.open(path)
    try:
        games, problems = await s.load_open()
        assert [g.id for g in games] == [gid] and problems == []
    finally:
        await s.close()


async def test_an_action_commits_state_and_log_row_together(store: Store,
                                                            tmp_path: Path) -> None:
    gid, state = await new_playing(store)
    await commit(store, gid, state, 0)
    db = sqlite3.connect(tmp_path / "s.sqlite3")
    version, saved = db.execute("SELECT version, state FROM games").fetchone()
    rows = db.execute("SELECT version, seat, code, user_id FROM actions").fetchall()
    assert version == 1 and saved == state.to_json()
    assert rows == [(1, 0, state.log[0][1], 1)]


async def test_a_version_conflict_writes_nothing(store: Store, tmp_path: Path) -> None:
    gid, state = await new_playing(store)
    await commit(store, gid, state, 0)
    with pytest.raises(VersionConflict):
        await store.commit_action(gid, expected_version=0, version=1, seat=1, code="bid:1",
                                  user_id=2, now=4.0, state="{}", events=[])
    db = sqlite3.connect(tmp_path / "s.sqlite3")
    assert db.execute("SELECT count(*) FROM actions").fetchone()[0] == 1
    assert db.execute("SELECT state FROM games").fetchone()[0] == state.to_json()


async def test_the_action_log_is_append_only(store: Store, tmp_path: Path) -> None:
    gid, state = await new_playing(store)
    await commit(store, gid, state, 0)
    db = sqlite3.connect(tmp_path / "s.sqlite3")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        db.execute("UPDATE actions SET code = 'x'")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        db.execute("DELETE FROM actions")


async def test_game_over_archives_result_and_keeps_the_log(store: Store) -> None:
    gid, state = await new_playing(store)
    await store.replace_timers(gid, [], [(1, "expire", 9.0)])
    await commit(store, gid, state, 0, over=True, result={"ranking": []}, players=["A", "B"])
    archived = await store.archived(gid)
    assert archived is not None and archived["status"] == "over"
    assert archived["result"] == {"ranking": []} and archived["players"] == ["A", "B"]
    assert len(await store.actions(gid)) == 1
    assert await store.timers() == []
    assert (await store.load_open())[0] == []


async def test_timers_round_trip_in_due_order(store: Store) -> None:
    gid, _ = await new_playing(store)
    await store.replace_timers(gid, [], [(0, "expire", 50.0), (1, "reminder", 20.0)])
    assert [(t.seat, t.kind, t.due) for t in await store.timers()] == [
        (1, "reminder", 20.0), (0, "expire", 50.0)]
    await store.replace_timers(gid, [1], [])
    assert [t.seat for t in await store.timers()] == [0]


async def test_an_action_replaces_exactly_the_named_seats_timers(store: Store) -> None:
    """Timer rows are dropped and added in one call each (batched), seat by seat."""
    gid, state = await new_playing(store)
    await store.replace_timers(gid, [], [(0, "expire", 50.0), (1, "expire", 60.0),
                                         (2, "expire", 70.0)])
    await commit(store, gid, state, state.to_act()[0], clear_timers_for=[0, 2, 2],
                 timers=[(0, "reminder", 80.0), (0, "expire", 90.0)])
    assert [(t.seat, t.kind, t.due) for t in await store.timers()] == [
        (1, "expire", 60.0), (0, "reminder", 80.0), (0, "expire", 90.0)]


async def test_corrupt_rows_are_reported_and_skipped(store: Store, tmp_path: Path) -> None:
    good, _ = await new_playing(store, channel=1)
    bad_json, _ = await new_playing(store, channel=2)
    unknown, _ = await new_playing(store, channel=3)
    bad_state, _ = await new_playing(store, channel=4)
    db = sqlite3.connect(tmp_path / "s.sqlite3")
    db.execute("UPDATE games SET seats = '[{' WHERE id = ?", (bad_json,))
    db.execute("UPDATE games SET game = 'ludo' WHERE id = ?", (unknown,))
    db.execute("UPDATE games SET state = ? WHERE id = ?",
               (json.dumps({"game": GAME, "version": 3}), bad_state))
    db.commit()
    games, problems = await store.load_open()
    assert [g.id for g in games] == [good]
    assert len(problems) == 3
    assert any("seats is not JSON" in p for p in problems)
    assert any("unknown game 'ludo'" in p for p in problems)
    assert any("version differs" in p for p in problems)


async def test_only_the_newest_open_game_of_a_channel_loads(store: Store) -> None:
    older, _ = await new_playing(store, channel=1)
    newer, _ = await new_playing(store, channel=1)
    games, problems = await store.load_open()
    assert [g.id for g in games] == [newer]
    assert problems and f"game {older}" in problems[0]


async def test_dm_status_is_upserted(store: Store) -> None:
    await store.set_dm_ok(5, False, 1.0)
    await store.set_dm_ok(5, True, 2.0)
    await store.set_dm_ok(6, False, 2.0)
    assert await store.dm_status() == {5: True, 6: False}
