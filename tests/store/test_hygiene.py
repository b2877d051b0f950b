"""Secrets and files: the SQLite database and its WAL/SHM files are readable by the
owner only, and no log line of the store, even at DEBUG with every library logger on, holds a
state, a hand or a queued message body."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import stat
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.store import ChannelBusy, Store, VersionConflict, open_store
from bot.store.sqlite import SqliteStore
from tests.store.support import commit, new_lobby, new_playing, raw

SECRET = "SECRET-HAND-7f3a"


@pytest.fixture
def umask_022() -> Iterator[None]:
    """The usual umask, under which a file SQLite creates would be world-readable (0644)."""
    old = os.umask(0o022)
    yield
    os.umask(old)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


async def test_the_database_and_its_wal_and_shm_are_owner_only(tmp_path: Path,
                                                               umask_022: None) -> None:
    path = tmp_path / "data" / "bot.sqlite3"
    store = await open_store(path)
    try:
        gid, state = await new_playing(store)
        await commit(store, gid, state)
        for name in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
            assert name.exists() and mode(name) == 0o600, name
    finally:
        await store.close()


async def test_an_existing_readable_database_is_made_owner_only(tmp_path: Path,
                                                                umask_022: None) -> None:
    path = tmp_path / "old.sqlite3"
    await (await open_store(path)).close()
    for name in (path, Path(f"{path}-wal")):
        name.touch()
        name.chmod(0o644)
    store = await open_store(path)
    try:
        assert mode(path) == 0o600 and mode(Path(f"{path}-wal")) == 0o600
    finally:
        await store.close()


async def test_sqlite_runs_in_wal_with_normal_sync_foreign_keys_and_a_busy_timeout(
        tmp_path: Path) -> None:
    before = set(threading.enumerate())
    store = await open_store(tmp_path / "s.sqlite3")
    assert isinstance(store, SqliteStore)
    try:
        pragmas = [(await store.query(f"PRAGMA {name}"))[0][0]
                   for name in ("journal_mode", "synchronous", "foreign_keys", "busy_timeout")]
        assert pragmas == ["wal", 1, 1, 5000]  # synchronous 1 = NORMAL
    finally:
        await store.close()
    assert store.closed
    with pytest.raises(RuntimeError, match="closed"):
        await store.game(1)
    # aiosqlite's thread ends with the connection: nothing keeps the process alive
    deadline = time.monotonic() + 5
    while [t for t in set(threading.enumerate()) - before if t.is_alive()]:
        assert time.monotonic() < deadline, "a thread outlived the store"
        await asyncio.sleep(0.01)


async def test_no_log_line_holds_a_state_a_hand_or_a_body(
        store: Store, store_target: str, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)  # the root logger: every library's DEBUG too
    gid, state = await new_playing(store, channel=1)
    await commit(store, gid, state, outbox={"panel:0": {"hand": SECRET}})
    with pytest.raises(VersionConflict):
        await store.commit_action(gid, expected_version=0, version=1, seat=0, code=SECRET,
                                  user_id=1, now=4.0, state=json.dumps({"hand": SECRET}),
                                  events=[], outbox={"panel:0": {"hand": SECRET}})
    with pytest.raises(ChannelBusy):
        await new_lobby(store, channel=1, outbox={"notice:x": SECRET})
    broken, _ = await new_playing(store, channel=2)
    await raw(store_target, "UPDATE games SET state = ? WHERE id = ?",
              json.dumps({"game": "ludo", "hand": SECRET}), broken)
    _, problems = await store.load_open()
    assert len(problems) == 1
    await store.due_outbox(10.0, 10)
    assert caplog.records, "the log was captured"
    for record in caplog.records:
        assert SECRET not in record.getMessage(), record.name
        assert state.to_json() not in record.getMessage(), record.name
