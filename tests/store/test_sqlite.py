"""The SQLite store's one aiosqlite connection, shared by every coroutine of the bot: calls that
overlap never share a transaction, a read never sees another call's uncommitted rows, a
cancelled caller's transaction still ends (committed whole), ``close`` waits for the
transactions already started, and aiosqlite's DEBUG lines carry no statement parameters."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import VersionConflict, open_store
from bot.store.sqlite import SqliteStore
from tests.store.support import GUILD, commit, new_lobby, new_playing

SECRET = "SECRET-HAND-51c2"


@pytest.fixture
async def sqlite_store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    store = await open_store(tmp_path / "s.sqlite3")
    assert isinstance(store, SqliteStore)
    yield store
    await store.close()


def no_open_transaction(store: SqliteStore) -> None:
    """Another connection can write at once: the store holds no write lock."""
    db = sqlite3.connect(store.path, timeout=0.5, isolation_level=None)
    try:
        db.execute("BEGIN IMMEDIATE")
        db.execute("ROLLBACK")
    finally:
        db.close()


async def test_overlapping_calls_each_get_their_own_transaction(
        sqlite_store: SqliteStore) -> None:
    games = [await new_playing(sqlite_store, channel=c) for c in range(1, 9)]
    await asyncio.gather(*(commit(sqlite_store, gid, state) for gid, state in games),
                         *(new_lobby(sqlite_store, channel=c) for c in range(20, 28)),
                         *(sqlite_store.load_open() for _ in range(4)))
    for gid, state in games:
        row = await sqlite_store.game(gid)
        assert row is not None and row.version == state.version == 1
        assert [a.version for a in await sqlite_store.actions(gid)] == [1]
    no_open_transaction(sqlite_store)


async def test_a_read_never_sees_a_rolled_back_write(sqlite_store: SqliteStore) -> None:
    """A move that takes its timer, then finds the game moved on, rolls the timer back: reads
    started meanwhile wait for that and see the timer."""
    gid, state = await new_playing(sqlite_store, guild=GUILD)
    await sqlite_store.replace_timers(gid, [0], [(0, "expire", 10.0)])
    (timer,) = await sqlite_store.claim_due_timers([0], 20.0, 5)
    stale = asyncio.create_task(sqlite_store.commit_action(
        gid, expected_version=7, version=8, seat=0, code="x", user_id=1, now=21.0,
        state=state.to_json(), events=[], timer=timer))
    reads = []
    for _ in range(8):  # one read started at each step of the stale move's transaction
        reads.append(asyncio.create_task(sqlite_store.timers()))
        await asyncio.sleep(0)
    with pytest.raises(VersionConflict):
        await stale
    assert [[t.id for t in await read] for read in reads] == [[timer.id]] * 8


async def test_a_cancelled_caller_still_commits_its_whole_move(
        sqlite_store: SqliteStore) -> None:
    gid, state = await new_playing(sqlite_store)
    other, other_state = await new_playing(sqlite_store, channel=2)
    first = asyncio.create_task(commit(sqlite_store, gid, state))
    waiting = asyncio.create_task(commit(sqlite_store, other, other_state))
    while not sqlite_store.conn.lock.locked():
        await asyncio.sleep(0)
    await asyncio.sleep(0)  # the first is inside its transaction, the second waits its turn
    first.cancel()
    waiting.cancel()
    for task in (first, waiting):
        with pytest.raises(asyncio.CancelledError):
            await task
    for game_id in (gid, other):  # a read waits for the transactions the callers left
        row = await sqlite_store.game(game_id)
        assert row is not None and row.version == 1
        assert [a.version for a in await sqlite_store.actions(game_id)] == [1]
    no_open_transaction(sqlite_store)
    await commit(sqlite_store, gid, state)  # the connection is ready for the next move
    assert [a.version for a in await sqlite_store.actions(gid)] == [1, 2]


async def test_one_statement_writes_wait_for_another_process_and_never_split_a_move(
        sqlite_store: SqliteStore) -> None:
    """The outbox's claims and sent marks, the message ids and the reminders are single
    statements run without ``BEGIN``/``COMMIT`` (``SharedConnection.alone``). Each still waits
    for another process's write lock (the ``busy_timeout``) instead of failing, and never
    lands inside another coroutine's open transaction: a move's commit started at the same
    time keeps all of its rows."""
    gid, state = await new_playing(sqlite_store)
    other, other_state = await new_playing(sqlite_store, channel=2)
    await sqlite_store.queue_outbox(gid, {"a": {"v": 1}, "b": {"v": 1}}, 1.0)
    a, b = await sqlite_store.due_outbox(1.0, 10)
    (a,) = await sqlite_store.claim_outbox([a.id], 1.0)
    holder = sqlite3.connect(sqlite_store.path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another process is writing
    try:
        writes = asyncio.gather(
            sqlite_store.outbox_sent(a.id, a.revision, 2.0),
            sqlite_store.claim_outbox([b.id], 2.0),
            commit(sqlite_store, other, other_state, outbox={"panel:0": {"v": 2}}),
            sqlite_store.set_messages(gid, {"table": 99}, 2.0),
            sqlite_store.mark_taught(7, "wildlife", "bid", 2.0))
        await asyncio.sleep(0.3)
        assert not writes.done()  # waiting for the lock, not refused
    finally:
        holder.execute("COMMIT")
        holder.close()
    sent, claimed, _, _, _ = await writes
    assert sent and [r.id for r in claimed] == [b.id]
    assert [r.sent for r in await sqlite_store.outbox(gid) if r.id == a.id] == [2.0]
    row = await sqlite_store.game(gid)
    assert row is not None and row.messages == {"table": 99}
    assert (7, "wildlife", "bid") in await sqlite_store.taught()
    moved = await sqlite_store.game(other)
    assert moved is not None and moved.version == 1
    assert [r.place for r in await sqlite_store.outbox(other)] == ["panel:0"]
    no_open_transaction(sqlite_store)


async def test_close_waits_for_the_transactions_already_started(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    store = await open_store(path)
    gid, state = await new_playing(store)
    move = asyncio.create_task(commit(store, gid, state))
    await asyncio.sleep(0)
    await store.close()
    await move
    with pytest.raises(RuntimeError, match="closed"):
        await commit(store, gid, state)
    db = sqlite3.connect(path)
    assert db.execute("SELECT version FROM games WHERE id = ?", (gid,)).fetchone() == (1,)
    db.close()


async def test_aiosqlite_at_debug_logs_no_parameters(
        sqlite_store: SqliteStore, caplog: pytest.LogCaptureFixture) -> None:
    """Should someone turn the ``aiosqlite`` logger to DEBUG, its lines still say what ran,
    never the states, hands and messages bound to the statements."""
    caplog.set_level(logging.DEBUG, logger="aiosqlite")
    gid, state = await new_playing(sqlite_store)
    await commit(sqlite_store, gid, state, outbox={"panel:0": {"hand": SECRET}})
    await sqlite_store.query("SELECT ? AS secret", SECRET)
    lines = [r.getMessage() for r in caplog.records if r.name == "aiosqlite"]
    assert any("executing" in line for line in lines), "aiosqlite's DEBUG lines were seen"
    assert not [line for line in lines if SECRET in line or state.to_json() in line]


async def test_a_row_queued_before_the_destination_column_gets_it_by_migration(
        tmp_path: Path) -> None:
    """A row a bot of before ``outbox.dest`` queued (migration 10 gave it "") gets its
    destination from its body in migration 11, so a read of the due rows without bodies can
    place it; a body that is not a post keeps "" (the sender then sends it on its own)."""
    path = tmp_path / "old.sqlite3"
    store = await open_store(path)
    gid, _ = await new_playing(store)
    await store.queue_outbox(gid, {"old": {"to": 5, "dm": True}, "odd": "text", "new": {"to": 6}},
                             1.0)
    await store.close()
    db = sqlite3.connect(path, isolation_level=None)
    try:  # as a bot of schema 10 left it
        db.execute("UPDATE outbox SET dest = '' WHERE place IN ('old', 'odd')")
        db.execute("DELETE FROM schema_migrations WHERE version >= 11")
        db.execute("DROP TABLE paused")  # migration 12
    finally:
        db.close()
    store = await open_store(path)
    try:
        rows = await store.due_outbox(1.0, 10, bodies=False)
        assert {r.place: (r.dest, r.text) for r in rows} == {
            "old": ("dm:5", ""), "odd": ("", ""), "new": ("channel:6", "")}
    finally:
        await store.close()
