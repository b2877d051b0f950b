"""The store interface on both backends (each test runs on a SQLite file and on a fresh
PostgreSQL database): the one-transaction action commit, the append-only log, timers, the
archive, corrupt rows skipped at load (docs/design.md, "The bot's design": a restart loses
nothing that was acknowledged), and the SQL guards that keep two writers from forking a game
(docs/design.md, "Several processes").
"""

from __future__ import annotations

import json

import pytest

from bot.store import ChannelBusy, Store, VersionConflict, open_store
from tests.store.support import (
    AFTER_11,
    GAME,
    SEATS,
    commit,
    is_postgres,
    new_lobby,
    new_playing,
    raw,
)


async def test_reopening_keeps_data_and_schema(store_target: str) -> None:
    s = await open_store(store_target)
    gid, _ = await new_playing(s)
    await s.close()
    s = await open_store(store_target)
    try:
        games, problems = await s.load_open()
        assert [g.id for g in games] == [gid] and problems == []
    finally:
        await s.close()


async def test_an_action_commits_state_and_log_row_together(store: Store,
                                                            store_target: str) -> None:
    gid, state = await new_playing(store)
    await commit(store, gid, state, 0)
    assert await raw(store_target, "SELECT version, state FROM games") == [
        (1, state.to_json())]
    assert await raw(store_target, "SELECT version, seat, code, user_id FROM actions") == [
        (1, 0, state.log[0][1], 1)]


async def test_a_version_conflict_writes_nothing(store: Store, store_target: str) -> None:
    gid, state = await new_playing(store)
    await commit(store, gid, state, 0)
    with pytest.raises(VersionConflict):
        await store.commit_action(gid, expected_version=0, version=1, seat=1, code="bid:1",
                                  user_id=2, now=4.0, state="{}", events=[],
                                  outbox={"table": {"v": 1}})
    assert await raw(store_target, "SELECT count(*) FROM actions") == [(1,)]
    assert await raw(store_target, "SELECT state FROM games") == [(state.to_json(),)]
    assert await store.outbox(gid) == []


async def test_the_action_log_is_append_only(store: Store, store_target: str) -> None:
    gid, state = await new_playing(store)
    await commit(store, gid, state, 0)
    for statement in ("UPDATE actions SET code = 'x'", "DELETE FROM actions"):
        with pytest.raises(Exception, match="append-only"):
            await raw(store_target, statement)
    assert len(await store.actions(gid)) == 1


async def test_game_over_archives_result_and_keeps_the_log(store: Store) -> None:
    gid, state = await new_playing(store)
    await store.replace_timers(gid, [], [(1, "expire", 9.0)])
    await commit(store, gid, state, 0, over=True, result={"ranking": []}, players=["A", "B"],
                 timers=[(0, "expire", 99.0)])
    archived = await store.archived(gid)
    assert archived is not None and archived["status"] == "over"
    assert archived["result"] == {"ranking": []} and archived["players"] == ["A", "B"]
    assert len(await store.actions(gid)) == 1
    assert await store.timers() == []  # all dropped, none armed, when the game is over
    assert (await store.load_open())[0] == []


async def test_the_log_reads_whole_or_its_last_rows(store: Store) -> None:
    gid, state = await new_playing(store)
    for _ in range(3):
        await commit(store, gid, state)
    assert [r.version for r in await store.actions(gid)] == [1, 2, 3]
    assert [r.version for r in await store.actions(gid, last=2)] == [2, 3]
    assert await store.last_game_in(1) == gid and await store.last_game_in(2) is None


async def test_timers_round_trip_in_due_order(store: Store) -> None:
    gid, _ = await new_playing(store)
    await store.replace_timers(gid, [], [(0, "expire", 50.0), (1, "reminder", 20.0)])
    assert [(t.seat, t.kind, t.due) for t in await store.timers()] == [
        (1, "reminder", 20.0), (0, "expire", 50.0)]
    await store.replace_timers(gid, [1], [])
    assert [t.seat for t in await store.timers()] == [0]


async def test_an_action_replaces_exactly_the_named_seats_timers(store: Store) -> None:
    gid, state = await new_playing(store)
    await store.replace_timers(gid, [], [(0, "expire", 50.0), (1, "expire", 60.0),
                                         (2, "expire", 70.0)])
    await commit(store, gid, state, clear_timers_for=[0, 2, 2],
                 timers=[(0, "reminder", 80.0), (0, "expire", 90.0)])
    assert [(t.seat, t.kind, t.due) for t in await store.timers()] == [
        (1, "expire", 60.0), (0, "reminder", 80.0), (0, "expire", 90.0)]


async def test_corrupt_rows_are_reported_and_skipped(store: Store, store_target: str) -> None:
    good, _ = await new_playing(store, channel=1)
    bad_json, _ = await new_playing(store, channel=2)
    unknown, _ = await new_playing(store, channel=3)
    bad_state, _ = await new_playing(store, channel=4)
    await raw(store_target, "UPDATE games SET seats = '[{' WHERE id = ?", bad_json)
    await raw(store_target, "UPDATE games SET game = 'ludo' WHERE id = ?", unknown)
    await raw(store_target, "UPDATE games SET state = ? WHERE id = ?",
              json.dumps({"game": GAME, "version": 3}), bad_state)
    games, problems = await store.load_open()
    assert [g.id for g in games] == [good]
    assert len(problems) == 3
    assert any("seats is not JSON" in p for p in problems)
    assert any("unknown game 'ludo'" in p for p in problems)
    assert any("version differs" in p for p in problems)


async def test_whose_turn_is_kept_beside_the_state_and_read_back(store: Store,
                                                                  store_target: str) -> None:
    """The ``turn`` column (opaque here) is written with the first state and with each move,
    and a row that has it is resumed without its state parsed: the core checks the state
    when it first decodes it (tests/bot/test_restart_lazy.py)."""
    gid, state = await new_playing(store)
    other, _ = await new_playing(store, channel=2)
    await raw(store_target, "UPDATE games SET turn = ? WHERE id = ?", "first", gid)
    assert (await store.game(gid)).turn == "first"  # type: ignore[union-attr]
    await commit(store, gid, state, turn="after")
    assert await raw(store_target, "SELECT id, turn FROM games ORDER BY id") == [
        (gid, "after"), (other, None)]
    lobby = await new_lobby(store, channel=3)
    await store.start_game(lobby, seats=SEATS, state=state.to_json(), version=state.version,
                           now=4.0, timers=[], turn="started")
    await raw(store_target, "UPDATE games SET state = ? WHERE id IN (?, ?)",
              json.dumps({"game": GAME, "version": 99}), gid, other)
    games, problems = await store.load_open()
    assert [(g.id, g.turn) for g in games] == [(gid, "after"), (lobby, "started")]
    assert len(problems) == 1 and "version differs" in problems[0]  # no turn: checked here


async def test_dm_status_is_upserted(store: Store) -> None:
    await store.set_dm_ok(5, False, 1.0)
    await store.set_dm_ok(5, True, 2.0)
    await store.set_dm_ok(6, False, 2.0)
    assert await store.dm_status() == {5: True, 6: False}


async def test_dm_channels_are_kept_beside_the_dm_status(store: Store) -> None:
    """A DM channel id known from before needs no request to open it."""
    await store.set_dm_ok(5, False, 1.0)
    await store.set_dm_channel(5, 505, 2.0)
    await store.set_dm_channel(7, 707, 2.0)
    await store.set_dm_channel(7, 770, 3.0)
    assert await store.dm_channels() == {5: 505, 7: 770}
    assert await store.dm_status() == {5: False, 7: True}


# -- the guards (every write that depends on earlier state is checked in SQL) ---------------
async def test_a_stale_cancel_cannot_turn_a_finished_game_into_cancelled(store: Store) -> None:
    gid, state = await new_playing(store)
    stale = await store.game(gid)  # another process still believes the game runs
    await commit(store, gid, state, over=True, result={"ranking": [[0]]}, players=["A", "B"])
    assert stale is not None and stale.status == "playing"
    with pytest.raises(VersionConflict, match="is over"):
        await store.cancel_game(gid, now=9.0, players=["A", "B"], outbox={"table": "x"})
    row = await store.game(gid)
    archived = await store.archived(gid)
    assert row is not None and row.status == "over"
    assert archived is not None and archived["status"] == "over"
    assert archived["result"] == {"ranking": [[0]]}
    assert await store.outbox(gid) == []


async def test_a_game_is_cancelled_once(store: Store) -> None:
    gid = await new_lobby(store)
    await store.cancel_game(gid, now=5.0, players=["A"])
    with pytest.raises(VersionConflict, match="is cancelled"):
        await store.cancel_game(gid, now=6.0, players=["B"])
    archived = await store.archived(gid)
    assert archived is not None and archived["players"] == ["A"] and archived["finished"] == 5


async def test_lobby_changes_need_a_lobby_and_seat_changes_a_running_game(store: Store) -> None:
    lobby = await new_lobby(store, channel=1)
    running, _ = await new_playing(store, channel=2)
    with pytest.raises(VersionConflict, match="is playing, not lobby"):
        await store.update_lobby(running, host_id=2, seats=SEATS, now=3.0)
    with pytest.raises(VersionConflict, match="is lobby, not playing"):
        await store.update_seats(lobby, SEATS[:1], 3.0)
    with pytest.raises(VersionConflict, match="is playing, not lobby"):
        await store.start_game(running, seats=SEATS, state="{}", version=0, now=3.0, timers=[])
    with pytest.raises(VersionConflict, match="does not exist"):
        await store.update_lobby(999, host_id=2, seats=SEATS, now=3.0)
    row = await store.game(running)
    assert row is not None and row.host_id == 1 and row.seats == SEATS


async def test_a_revision_given_makes_the_write_conditional(store: Store) -> None:
    """Two processes editing one lobby from the same read: the second write is refused
    instead of silently dropping the first one's seat."""
    gid = await new_lobby(store)
    seen = await store.game(gid)
    assert seen is not None and seen.revision == 0
    first = await store.update_lobby(gid, host_id=1, seats=SEATS + [{"name": "C"}], now=3.0,
                                     expected_revision=seen.revision)
    assert first == 1
    with pytest.raises(VersionConflict, match="changed meanwhile"):
        await store.update_lobby(gid, host_id=1, seats=SEATS + [{"name": "D"}], now=3.0,
                                 expected_revision=seen.revision)
    with pytest.raises(VersionConflict, match="changed meanwhile"):
        await store.set_messages(gid, {"table": 5}, 3.0, expected_revision=seen.revision)
    row = await store.game(gid)
    assert row is not None and row.seats[-1] == {"name": "C"} and row.messages == {}
    assert await store.set_messages(gid, {"table": 5}, 4.0, expected_revision=1) == 2
    assert await store.start_game(gid, seats=SEATS, state="{}", version=0, now=5.0,
                                  timers=[], expected_revision=2) == 3
    with pytest.raises(VersionConflict):
        await store.update_seats(gid, SEATS, 6.0, expected_revision=2)


async def test_messages_of_a_cancelled_game_are_refused(store: Store) -> None:
    gid = await new_lobby(store)
    assert await store.set_messages(gid, {"lobby": 7}, 2.0) == 1
    await store.cancel_game(gid, now=3.0, players=[])
    with pytest.raises(VersionConflict, match="is cancelled"):
        await store.set_messages(gid, {"lobby": 8}, 4.0)


async def test_one_open_game_per_channel_is_enforced_by_the_database(store: Store,
                                                                    store_target: str) -> None:
    first = await new_lobby(store, channel=7)
    with pytest.raises(ChannelBusy):
        await new_lobby(store, channel=7, outbox={"table": "lobby"})
    assert await raw(store_target, "SELECT count(*) FROM games WHERE channel_id = 7") == [(1,)]
    await store.cancel_game(first, now=3.0, players=[])
    second = await new_lobby(store, channel=7)  # a closed game frees the channel
    assert second != first and await store.last_game_in(7) == second


async def test_concurrent_creates_in_one_channel_open_one_game(store: Store) -> None:
    """On PostgreSQL these run on separate connections at once; SQLite serialises them."""
    import asyncio

    results = await asyncio.gather(*(new_lobby(store, channel=8) for _ in range(6)),
                                   return_exceptions=True)
    assert sum(isinstance(r, int) for r in results) == 1
    assert all(isinstance(r, ChannelBusy) for r in results if not isinstance(r, int))


async def test_a_guard_failure_in_one_process_is_a_conflict_the_service_can_catch(
        store: Store) -> None:
    """Every guard raises a VersionConflict (ChannelBusy and ClaimLost are kinds of it), the
    error the service already turns into a resync and a sentence."""
    gid = await new_lobby(store)
    errors: list[Exception] = []
    await store.cancel_game(gid, now=2.0, players=[])
    for write in (store.update_lobby(gid, host_id=1, seats=[], now=3.0),
                  store.cancel_game(gid, now=3.0, players=[]),
                  store.start_game(gid, seats=[], state="{}", version=0, now=3.0, timers=[])):
        try:
            await write
        except VersionConflict as exc:
            errors.append(exc)
    assert len(errors) == 3 and all(str(e) for e in errors)


def test_the_backend_follows_the_target(store: Store, store_target: str) -> None:
    assert type(store).__name__ == ("PostgresStore" if is_postgres(store_target)
                                    else "SqliteStore")


async def test_server_settings_are_kept_per_server(store: Store, store_target: str) -> None:
    """``/game settings``: one object per server, replaced whole, kept across a
    reopen; a server that set nothing has none."""
    assert await store.guild_settings(1) == {}
    await store.set_guild_settings(1, {"thread": True, "timer": 60}, now=1.0)
    await store.set_guild_settings(2, {"ai_level": "search"}, now=1.0)
    await store.set_guild_settings(1, {"thread": False}, now=2.0)
    assert await store.guild_settings(1) == {"thread": False}
    reopened = await open_store(store_target)
    try:
        assert await reopened.guild_settings(2) == {"ai_level": "search"}
    finally:
        await reopened.close()


async def test_postgres_without_idle_timers_works_the_same(pg_server) -> None:  # noqa: ANN001
    """``idle_timers=False`` (what ``benchmarks.load`` opens under SimCord: statements stay
    prepared and idle connections open, no 5-minute timers) is the same store: a game is
    written, a move committed on the move connection, and both read back."""
    from bot.store.postgres import PostgresStore

    store = await PostgresStore.connect(pg_server.url(pg_server.emptied_database()),
                                        idle_timers=False)
    try:
        gid, state = await new_playing(store)
        await commit(store, gid, state, 0)
        await commit(store, gid, state)
        assert [r.version for r in await store.actions(gid)] == [1, 2]
        assert [g.id for g in (await store.load_open())[0]] == [gid]
    finally:
        await store.close()


async def test_postgres_gives_rows_of_before_the_destination_column_theirs(pg_server) -> None:  # noqa: ANN001
    """Migration 11 on PostgreSQL: an unsent row a bot of schema 10 queued (its ``dest`` "")
    gets its destination from its body; a body that is not a post, or not JSON at all (which
    a cast would refuse), keeps "" and stops nothing."""
    import asyncpg

    from bot.store.postgres import PostgresStore

    url = pg_server.url(pg_server.emptied_database())
    store = await PostgresStore.connect(url)
    gid, _ = await new_playing(store)
    await store.queue_outbox(gid, {"old": {"to": 5, "dm": True}, "odd": "text", "bad": 1}, 1.0)
    await store.close()
    conn = await asyncpg.connect(url)
    try:  # as a bot of schema 10 left it
        await conn.execute("UPDATE outbox SET dest = ''")
        await conn.execute("UPDATE outbox SET body = 'not json {' WHERE place = 'bad'")
        for statement in AFTER_11:
            await conn.execute(statement)
        await conn.execute("DELETE FROM schema_migrations WHERE version = 11")
    finally:
        await conn.close()
    store = await PostgresStore.connect(url)
    try:
        rows = await store.due_outbox(1.0, 10, bodies=False)
        assert {r.place: r.dest for r in rows} == {"old": "dm:5", "odd": "", "bad": ""}
    finally:
        await store.close()
