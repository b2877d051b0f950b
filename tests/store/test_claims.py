"""Outbox rows and timers claimed in the store (docs/bot-core.md, "The outbox" and "Timers for
several processes"): two stores on one database (two processes of one shard) racing for the
same due rows each get a share, never the same row; an ended delivery ends its claim; a
claimer that died leaves its rows to be claimed again after the lease, or at once by the
next owner of the shard (``release_claims``)."""

from __future__ import annotations

import asyncio

import asyncpg

from bot.store import open_store
from tests.store.support import commit, new_playing


async def test_two_stores_racing_for_due_rows_claim_each_once(store_target: str) -> None:
    first = await open_store(store_target)
    second = await open_store(store_target)
    try:
        gid, _ = await new_playing(first)
        await first.queue_outbox(gid, {f"notice:{n}": {"n": n} for n in range(40)}, 1.0)
        due_a = await first.due_outbox(2.0, 100)
        due_b = await second.due_outbox(2.0, 100)
        assert len(due_a) == len(due_b) == 40  # both read every row: the race

        async def claim(store, rows):  # noqa: ANN001, ANN202
            out = []
            for part in (rows[i:i + 5] for i in range(0, len(rows), 5)):
                out += await store.claim_outbox([r.id for r in part], 2.0)
            return out

        got_a, got_b = await asyncio.gather(claim(first, due_a), claim(second, due_b[::-1]))
        ids_a, ids_b = {r.id for r in got_a}, {r.id for r in got_b}
        assert not ids_a & ids_b
        assert ids_a | ids_b == {r.id for r in due_a}
        assert await first.due_outbox(2.0, 100) == []  # claimed rows are nobody else's
        assert await second.claim_outbox([r.id for r in due_a], 3.0) == []
    finally:
        await first.close()
        await second.close()


async def test_an_ended_delivery_ends_its_claim(store_target: str) -> None:
    store = await open_store(store_target)
    try:
        gid, _ = await new_playing(store)
        await store.queue_outbox(gid, {"a": {"v": 1}, "b": {"v": 1}, "c": {"v": 1}}, 1.0)
        rows = {r.place: r for r in await store.claim_outbox(
            [r.id for r in await store.due_outbox(1.0, 10)], 1.0)}
        assert await store.outbox_sent(rows["a"].id, rows["a"].revision, 2.0)
        assert await store.outbox_retry(rows["b"].id, rows["b"].revision, 5.0)
        await store.queue_outbox(gid, {"c": {"v": 2}}, 1.5)  # a newer body meanwhile
        assert not await store.outbox_sent(rows["c"].id, rows["c"].revision, 2.0)
        due = {r.place: r for r in await store.due_outbox(2.0, 10)}
        assert set(due) == {"c"} and due["c"].body == {"v": 2}  # due at once, unclaimed
        assert {r.place for r in await store.due_outbox(5.0, 10)} == {"b", "c"}
        assert [r.sent for r in await store.outbox(gid) if r.place == "a"] == [2.0]
    finally:
        await store.close()


async def test_a_dead_claimers_rows_come_back(store_target: str) -> None:
    """After its lease, or at once when the next owner of the shard releases the claims."""
    store = await open_store(store_target)
    try:
        gid, state = await new_playing(store)
        await store.queue_outbox(gid, {"a": {"v": 1}}, 1.0)
        await store.replace_timers(gid, [], [(0, "expire", 1.0)])
        row = (await store.due_outbox(1.0, 10))[0]
        assert await store.claim_outbox([row.id], 1.0, lease=60.0)
        assert await store.claim_due_timers([0], 1.0, 10)
        assert await store.due_outbox(30.0, 10) == []
        assert [r.id for r in await store.due_outbox(61.0, 10)] == [row.id]  # lease over
        assert await store.claim_due_timers([0], 2.0, 10) == []
        await store.release_claims([0])
        assert [r.id for r in await store.due_outbox(2.0, 10)] == [row.id]
        timers = await store.claim_due_timers([0], 2.0, 10)
        assert len(timers) == 1
        await commit(store, gid, state, seat=0, timer=timers[0])
        assert await store.timers() == []
    finally:
        await store.close()


async def test_racing_timer_claimers_fire_each_timer_once(store_target: str) -> None:
    stores = [await open_store(store_target) for _ in range(3)]
    try:
        games = [await new_playing(stores[0], channel=n) for n in range(1, 9)]
        for gid, _ in games:
            await stores[0].replace_timers(gid, [], [(0, "expire", 1.0), (1, "reminder", 1.0)])
        claimed = await asyncio.gather(*(s.claim_due_timers([0], 5.0, 3) for s in stores
                                         for _ in range(4)))
        ids = [t.id for batch in claimed for t in batch]
        assert len(ids) == len(set(ids)) == 16
    finally:
        for s in stores:
            await s.close()


async def test_a_claim_never_waits_on_a_row_a_move_is_rewriting(pg_url: str) -> None:
    """PostgreSQL only: SQLite has one writer at a time. A move's transaction upserts its
    outbox rows in the order of its places, not of their ids; a claimer that waited for a
    row lock while holding another could close a cycle with it (a deadlock CI once met).
    The claim skips a row another transaction holds: its writer wakes the sender for it
    once it commits, so it is claimed then."""
    store = await open_store(pg_url)
    move = await asyncpg.connect(pg_url)
    try:
        gid, _ = await new_playing(store)
        await store.queue_outbox(gid, {"a": {"v": 1}, "b": {"v": 1}}, 1.0)
        a, b = sorted(r.id for r in await store.due_outbox(1.0, 10))
        tx = move.transaction()
        await tx.start()
        await move.execute("UPDATE outbox SET revision = revision + 1 WHERE id = $1", b)
        claimed = await asyncio.wait_for(store.claim_outbox([a, b], 2.0), 10)
        assert [r.id for r in claimed] == [a]  # b skipped, not waited for
        # the move goes on to its other row; a waiting claimer would hold it: a deadlock
        await asyncio.wait_for(
            move.execute("UPDATE outbox SET revision = revision + 1 WHERE id = $1", a), 10)
        await tx.commit()
        assert [r.id for r in await store.claim_outbox([a, b], 3.0)] == [b]
    finally:
        await move.close()
        await store.close()
