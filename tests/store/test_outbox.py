"""The outbox on both backends (docs/design.md, "Delivery as an outbox"): what must be sent is
written in the same transaction as the change, a newer body for the same message slot replaces
an unsent older one, a sender marks rows sent only when they were not replaced meanwhile, and
unsent rows survive a restart."""

from __future__ import annotations

import pytest

from bot.store import ClaimLost, Store, VersionConflict, open_store
from tests.store.support import GUILD, SEATS, commit, new_lobby, new_playing


async def test_each_change_records_its_sends_with_it(store: Store) -> None:
    gid = await new_lobby(store, outbox={"table": {"lobby": 1}})
    await store.update_lobby(gid, host_id=1, seats=SEATS, now=2.0, outbox={"notice:joined": 2})
    await store.start_game(gid, seats=SEATS, state='{"v": 0}', version=0, now=3.0, timers=[],
                           outbox={"table": {"v": 0}, "panel:0": {"hand": 0}})
    await store.update_seats(gid, SEATS, 4.0, outbox={"notice:left": 4})
    await store.cancel_game(gid, now=5.0, players=["A", "B"], outbox={"table": "cancelled"})
    rows = await store.outbox(gid)
    assert {r.place: r.body for r in rows} == {
        "table": "cancelled", "notice:joined": 2, "panel:0": {"hand": 0}, "notice:left": 4}
    assert all(r.sent is None and r.attempts == 0 and r.shard == 0 for r in rows)


async def test_a_move_and_its_sends_commit_together_or_not_at_all(store: Store) -> None:
    gid, state = await new_playing(store)
    await commit(store, gid, state, outbox={"table": {"v": 1}, "panel:1": {"v": 1}})
    assert [(r.place, r.body) for r in await store.outbox(gid)] == [
        ("table", {"v": 1}), ("panel:1", {"v": 1})]
    with pytest.raises(VersionConflict):  # a stale commit: neither the move nor its sends
        await store.commit_action(gid, expected_version=0, version=1, seat=0, code="x",
                                  user_id=1, now=4.0, state="{}", events=[],
                                  outbox={"table": {"stale": True}, "notice:x": 1})
    assert [(r.place, r.body) for r in await store.outbox(gid)] == [
        ("table", {"v": 1}), ("panel:1", {"v": 1})]


async def test_a_newer_body_supersedes_the_unsent_one_for_its_slot(store: Store) -> None:
    gid, state = await new_playing(store)
    await commit(store, gid, state, outbox={"table": {"v": 1}})
    (first,) = await store.due_outbox(10.0, 10)
    await commit(store, gid, state, outbox={"table": {"v": 2}})
    (row,) = await store.outbox(gid)  # still one row for the slot, with the newest body
    assert (row.id, row.body, row.revision) == (first.id, {"v": 2}, first.revision + 1)
    # The sender was sending v1 meanwhile: it may not mark the row sent, v2 stays due.
    assert not await store.outbox_sent(first.id, first.revision, 11.0)
    assert not await store.outbox_retry(first.id, first.revision, 99.0)
    (due,) = await store.due_outbox(11.0, 10)
    assert due.body == {"v": 2} and due.attempts == 0
    assert await store.outbox_sent(due.id, due.revision, 12.0)
    assert await store.due_outbox(13.0, 10) == []
    assert not await store.outbox_sent(due.id, due.revision, 13.0)  # once per body


async def test_after_a_send_the_next_body_for_the_slot_is_a_new_row(store: Store) -> None:
    gid, state = await new_playing(store)
    await commit(store, gid, state, outbox={"table": {"v": 1}})
    (sent,) = await store.due_outbox(10.0, 10)
    assert await store.outbox_sent(sent.id, sent.revision, 10.0)
    await commit(store, gid, state, outbox={"table": {"v": 2}})
    rows = await store.outbox(gid)
    assert [(r.body, r.sent) for r in rows] == [({"v": 1}, 10.0), ({"v": 2}, None)]


async def test_a_failed_send_waits_for_its_next_try_and_blocks_no_other(store: Store) -> None:
    gid, state = await new_playing(store)
    await commit(store, gid, state, outbox={"table": 1, "panel:0": 2, "panel:1": 3})
    first, second, third = await store.due_outbox(10.0, 10)
    assert await store.outbox_retry(first.id, first.revision, 30.0)
    assert [r.id for r in await store.due_outbox(10.0, 10)] == [second.id, third.id]
    assert [r.id for r in await store.due_outbox(10.0, 1)] == [second.id]
    (again,) = [r for r in await store.due_outbox(30.0, 10) if r.id == first.id]
    assert again.attempts == 1 and again.next_try == 30.0


async def test_a_row_held_for_its_channel_hides_no_other(store: Store) -> None:
    """A row whose channel has no free slot is held back in the store until the slot: the
    rows behind it are due meanwhile (a reader of the first N due rows is never stuck behind
    held ones), its attempts stay, and a newer post for its place makes it due at once."""
    gid, state = await new_playing(store)
    await commit(store, gid, state, outbox={"table": 1, "panel:0": 2})
    panel, table = await store.due_outbox(10.0, 10)
    await store.outbox_hold(table.id, table.revision, 15.0)
    assert [r.id for r in await store.due_outbox(10.0, 1)] == [panel.id]
    (back,) = [r for r in await store.due_outbox(15.0, 10) if r.id == table.id]
    assert back.attempts == 0 and back.next_try == 15.0
    await store.outbox_hold(table.id, table.revision, 40.0)
    await commit(store, gid, state, outbox={"table": 3})
    assert {r.id for r in await store.due_outbox(11.0, 10)} == {panel.id, table.id}


async def test_decision_panels_go_before_older_table_messages(store: Store) -> None:
    """Under Discord's global limit (docs/discord.md, "Rate limits") a person waiting on their panel
    comes first; the live table messages wait (and a newer state replaces theirs meanwhile)."""
    one, state = await new_playing(store)
    two = await new_lobby(store, channel=2, outbox={"table:1": "lobby"})
    await commit(store, one, state, outbox={"table:1": "t1", "end:0": "e"})
    await store.queue_outbox(two, {"panel:1:2": "p"}, 9.0)
    await store.queue_outbox(one, {"panel:0:1": "q"}, 9.5)
    assert [r.body for r in await store.due_outbox(10.0, 10)] == ["p", "q", "lobby", "t1", "e"]


async def test_due_sends_are_read_per_shard(store: Store) -> None:
    here = await new_lobby(store, channel=1, guild=GUILD, outbox={"table": "a"})
    dm = await new_lobby(store, channel=2, guild=None, outbox={"table": "b"})
    assert [r.game_id for r in await store.due_outbox(5.0, 10, shards=[0])] == [here, dm]
    assert [r.game_id for r in await store.due_outbox(5.0, 10, shards=[1])] == []
    assert len(await store.due_outbox(5.0, 10)) == 2
    assert await store.due_outbox(0.5, 10) == []  # not due before it was made


async def test_unsent_rows_survive_a_restart(store_target: str) -> None:
    s = await open_store(store_target)
    gid, state = await new_playing(s)
    await commit(s, gid, state, outbox={"table": {"v": 1}, "panel:0": {"v": 1}})
    (done,) = [r for r in await s.due_outbox(10.0, 10) if r.place == "table"]
    await s.outbox_sent(done.id, done.revision, 10.0)
    await s.close()
    s = await open_store(store_target)
    try:
        assert [(r.place, r.body) for r in await s.due_outbox(10.0, 10)] == [
            ("panel:0", {"v": 1})]
        assert [r.sent for r in await s.outbox(gid)] == [10.0, None]
    finally:
        await s.close()


async def test_sent_rows_are_pruned_by_age(store: Store) -> None:
    gid, state = await new_playing(store)
    await commit(store, gid, state, outbox={"table": 1, "panel:0": 2})
    old, new = await store.due_outbox(10.0, 10)
    await store.outbox_sent(old.id, old.revision, 10.0)
    await store.outbox_sent(new.id, new.revision, 20.0)
    assert await store.prune_outbox(15.0) == 1
    assert [r.id for r in await store.outbox(gid)] == [new.id]


async def test_a_bad_place_is_refused_and_nothing_is_written(store: Store) -> None:
    gid, state = await new_playing(store)
    with pytest.raises(ValueError, match="outbox place"):
        await commit(store, gid, state, outbox={"": 1})
    assert await store.actions(gid) == [] and await store.outbox(gid) == []


async def test_a_reminder_is_finished_with_its_send(store: Store) -> None:
    gid, _ = await new_playing(store)
    await store.replace_timers(gid, [], [(0, "reminder", 5.0)])
    (timer,) = await store.claim_due_timers([0], 6.0, 10)
    await store.finish_timer(timer, now=6.0, outbox={"notice:remind:0": {"seat": 0}})
    with pytest.raises(ClaimLost):
        await store.finish_timer(timer, now=6.0, outbox={"notice:remind:0": {"seat": 0}})
    assert [r.place for r in await store.outbox(gid)] == ["notice:remind:0"]
    assert await store.timers() == []


async def test_a_due_row_read_without_its_body_carries_its_destination(store: Store) -> None:
    """A sender picks the rows to start by destination (one delivery at a time to each channel
    or DM) and reads the due rows again at every look, so it reads them without their bodies
    (tens of kilobytes each), which come with the claim. A newer body for a slot brings its
    own destination."""
    gid, state = await new_playing(store)
    await commit(store, gid, state, outbox={"table": {"to": 7, "v": 1},
                                            "panel:0": {"to": 42, "dm": True, "v": 1}})
    light = {r.place: r for r in await store.due_outbox(10.0, 10, bodies=False)}
    assert {p: (r.dest, r.text) for p, r in light.items()} == {
        "table": ("channel:7", ""), "panel:0": ("dm:42", "")}
    claimed = await store.claim_outbox([r.id for r in light.values()], 10.0)
    assert {r.place: (r.dest, r.body) for r in claimed} == {
        "table": ("channel:7", {"to": 7, "v": 1}),
        "panel:0": ("dm:42", {"to": 42, "dm": True, "v": 1})}
    await commit(store, gid, state, outbox={"panel:0": {"to": 43, "dm": True, "v": 2}})
    assert {r.place: r.dest for r in await store.outbox(gid)} == {
        "table": "channel:7", "panel:0": "dm:43"}
