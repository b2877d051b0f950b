"""Correspondence rows on both backends (docs/playing.md, "Correspondence"): a seat's bank is
written in the same transaction as the move that spends it (a failure in the clock write
leaves the move unapplied), a holiday's banks with its moved deadlines, and each person's
digest of the day (migration 16) kept across a reopen."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.store import SCHEMA_VERSION, Store, open_store
from tests.store.support import commit, is_postgres, new_playing, raw

#: A trigger that refuses every write of a bank: a fault in the clock write alone.
SQLITE_FAIL = ("CREATE TRIGGER clocks_fail BEFORE INSERT ON clocks"
               " BEGIN SELECT RAISE(ABORT, 'injected clock failure'); END")
PG_FAIL = (
    "CREATE FUNCTION clocks_fail() RETURNS trigger LANGUAGE plpgsql AS"
    " $$ BEGIN RAISE EXCEPTION 'injected clock failure'; END $$",
    "CREATE TRIGGER clocks_fail BEFORE INSERT OR UPDATE ON clocks"
    " FOR EACH ROW EXECUTE FUNCTION clocks_fail()",
)
UNDO_FAIL = {"sqlite": ("DROP TRIGGER clocks_fail",),
             "postgres": ("DROP TRIGGER clocks_fail ON clocks", "DROP FUNCTION clocks_fail()")}


async def break_clocks(target: str) -> None:
    for statement in PG_FAIL if is_postgres(target) else (SQLITE_FAIL,):
        await raw(target, statement)


async def mend_clocks(target: str) -> None:
    for statement in UNDO_FAIL["postgres" if is_postgres(target) else "sqlite"]:
        await raw(target, statement)


async def test_a_move_writes_its_seat_s_bank_in_its_own_transaction(store: Store) -> None:
    gid, state = await new_playing(store)
    await commit(store, gid, state, 0, clocks=[(0, 2.5 * 86400)])
    assert await store.clocks() == {(gid, 0): 2.5 * 86400}
    seat = state.to_act()[0]
    await commit(store, gid, state, seat, clocks=[(seat, 86400.0)])
    assert len(await store.actions(gid)) == 2
    assert (await store.clocks())[(gid, seat)] == 86400.0


async def test_a_failed_clock_write_leaves_the_move_unapplied(store_target: str) -> None:
    """The clock's row fails (a trigger refuses it): the move, its log row, its timers and its
    outbox are not written either; once the clock can be written, the same move goes in."""
    store = await open_store(store_target)
    try:
        gid, state = await new_playing(store)
        await store.replace_timers(gid, [], [(0, "expire", 50.0), (1, "expire", 50.0)])
        before = (await store.game(gid), await store.timers(game_id=gid))
        await break_clocks(store_target)
        seat = state.to_act()[0]
        code = state.legal_actions(seat)[0].code
        events = state.apply(seat, code)
        kwargs = dict(expected_version=state.version - 1, version=state.version, seat=seat,
                      code=code, user_id=seat + 1, now=3.0, state=state.to_json(),
                      events=[e.to_dict() for e in events if e.to is None],
                      clear_timers_for=[seat], timers=[(seat, "expire", 90.0)],
                      outbox={"table": {"moved": True}}, clocks=[(seat, 86400.0)])
        with pytest.raises(Exception, match="injected clock failure"):
            await store.commit_action(gid, **kwargs)  # type: ignore[arg-type]
        row = await store.game(gid)
        assert row is not None and before[0] is not None
        assert (row.version, row.state) == (before[0].version, before[0].state), \
            "the move is not applied without its clock"
        assert await store.actions(gid) == []
        assert await store.timers(game_id=gid) == before[1]
        assert await store.outbox(gid) == []
        assert await store.clocks() == {}

        await mend_clocks(store_target)
        await store.commit_action(gid, **kwargs)  # type: ignore[arg-type]
        row = await store.game(gid)
        assert row is not None and row.version == state.version
        assert await store.clocks() == {(gid, seat): 86400.0}
        assert [t.due for t in await store.timers(game_id=gid) if t.seat == seat] == [90.0]
    finally:
        await store.close()


async def test_a_holiday_s_banks_go_with_its_moved_deadlines(store_target: str) -> None:
    """``replace_timers`` with banks: both or neither."""
    store = await open_store(store_target)
    try:
        gid, _ = await new_playing(store)
        await store.replace_timers(gid, [], [(1, "expire", 50.0)])
        await break_clocks(store_target)
        with pytest.raises(Exception, match="injected clock failure"):
            await store.replace_timers(gid, [1], [(1, "expire", 500.0)], [(1, 40.0)])
        assert [t.due for t in await store.timers(game_id=gid)] == [50.0], \
            "the deadline did not move without its bank"
        await mend_clocks(store_target)
        await store.replace_timers(gid, [1], [(1, "expire", 500.0)], [(1, 40.0)])
        assert [t.due for t in await store.timers(game_id=gid)] == [500.0]
        assert await store.clocks() == {(gid, 1): 40.0}
    finally:
        await store.close()


async def test_a_person_s_digest_of_the_day_is_kept(store_target: str) -> None:
    store = await open_store(store_target)
    try:
        assert await store.digests() == {}
        await store.set_digest(7, "2026-11-29", 70, 700, [3, 1, 2])
        await store.set_digest(8, "2026-11-29", 80, 800, [])
        await store.set_digest(7, "2026-11-30", 70, 701, [1])  # the next day replaces it
    finally:
        await store.close()
    store = await open_store(store_target)  # a restart
    try:
        assert await store.digests() == {7: ("2026-11-30", 70, 701, (1,)),
                                         8: ("2026-11-29", 80, 800, ())}
    finally:
        await store.close()


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_a_database_at_15_gets_the_digests_at_16_and_keeps_its_rows(
        backend: str, tmp_path: Path, request: pytest.FixtureRequest,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Migration 16 adds the digests beside migration 15's correspondence rows, which stay."""
    from bot.store import schema
    target = (str(tmp_path / "s.sqlite3") if backend == "sqlite"
              else request.getfixturevalue("pg_url"))  # an empty database
    with monkeypatch.context() as patched:
        patched.setattr(schema, "VERSION", 15)
        old = await open_store(target)
        await old.set_notice(7, 0, "digest", 9, "Europe/Amsterdam")
        await old.set_away(7, 100.0, 2026, 86400.0)
        await old.close()
    assert await raw(target, "SELECT max(version) FROM schema_migrations") == [(15,)]
    store = await open_store(target)  # to today's version, through 16
    try:
        assert await raw(target, "SELECT max(version) FROM schema_migrations") == [
            (SCHEMA_VERSION,)]
        assert await store.notices() == {(7, 0): ("digest", 9, "Europe/Amsterdam")}
        assert await store.aways() == {7: (100.0, 2026, 86400.0)}
        await store.set_digest(7, "2026-11-29", 70, 700, [5])
        assert await raw(target, "SELECT games FROM digests") == [(json.dumps([5]),)]
    finally:
        await store.close()
