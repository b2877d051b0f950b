"""Turn timers for several processes, on both backends (docs/design.md,
"Several processes"): rows carry their game's
shard (``(guild_id >> 22) % shard_count``, a DM game on shard 0); a claim gives a timer to one
caller, the fallback move deletes it in the move's own transaction, and a claimer that dies
leaves it to be claimed again once its lease ran out."""

from __future__ import annotations

import pytest

from bot.store import ClaimLost, Store, VersionConflict, open_store, shard_of
from tests.store.support import GUILD, commit, new_playing


def test_the_shard_of_a_guild_is_discords() -> None:
    # Discord: shard_id = (guild_id >> 22) % num_shards; DMs are on shard 0.
    assert shard_of(GUILD, 16) == 9 and shard_of(GUILD, 4) == 1 and shard_of(None, 4) == 0
    assert shard_of(81384788765712384, 2) == (81384788765712384 >> 22) % 2


async def test_timers_carry_their_games_shard(store_target: str) -> None:
    s = await open_store(store_target, shard_count=4)
    try:
        gid, _ = await new_playing(s, channel=1, guild=GUILD)
        dm, _ = await new_playing(s, channel=2, guild=None)
        await s.replace_timers(gid, [], [(0, "expire", 5.0)])
        await s.replace_timers(dm, [], [(0, "expire", 5.0)])
        assert {t.game_id: t.shard for t in await s.timers()} == {gid: 1, dm: 0}
        assert [t.game_id for t in await s.timers(shards=[1])] == [gid]
        # one game's rows alone (the bot re-reads a table's after its change), with shards too
        assert [t.game_id for t in await s.timers(game_id=dm)] == [dm]
        assert await s.timers(shards=[1], game_id=dm) == []
        row = await s.game(gid)
        assert row is not None and row.shard == 1
    finally:
        await s.close()


async def test_a_claim_takes_due_timers_once(store: Store) -> None:
    gid, _ = await new_playing(store)
    await store.replace_timers(gid, [], [(0, "expire", 5.0), (1, "reminder", 4.0),
                                         (1, "expire", 50.0)])
    claimed = await store.claim_due_timers([0], 6.0, 10)
    assert [(t.seat, t.kind) for t in claimed] == [(1, "reminder"), (0, "expire")]
    assert all(t.claim for t in claimed)
    assert await store.claim_due_timers([0], 7.0, 10) == []  # held by the first claim
    assert await store.claim_due_timers([1, 2], 60.0, 10) == []  # other shards
    assert await store.claim_due_timers([0], 35.9, 10) == []  # the lease is 30 s
    assert [t.due for t in await store.claim_due_timers([0], 55.0, 10)] == [4.0, 5.0, 50.0]


async def test_a_claim_whose_claimer_died_is_taken_again_after_its_lease(store: Store) -> None:
    gid, _ = await new_playing(store)
    await store.replace_timers(gid, [], [(0, "expire", 5.0)])
    (lost,) = await store.claim_due_timers([0], 6.0, 10, lease=10.0)
    assert await store.claim_due_timers([0], 15.9, 10, lease=10.0) == []
    (again,) = await store.claim_due_timers([0], 16.0, 10, lease=10.0)
    assert again.id == lost.id and again.claim != lost.claim
    with pytest.raises(ClaimLost):  # the first claimer woke up too late
        await store.finish_timer(lost, now=17.0)
    await store.finish_timer(again, now=17.0)
    assert await store.timers() == []


async def test_the_fallback_move_deletes_its_timer_in_the_same_transaction(
        store: Store) -> None:
    gid, state = await new_playing(store)
    seat = state.to_act()[0]
    await store.replace_timers(gid, [], [(seat, "expire", 5.0)])
    (timer,) = await store.claim_due_timers([0], 6.0, 10)
    await commit(store, gid, state, seat, timer=timer, timers=[(seat, "expire", 99.0)])
    assert [(t.seat, t.due) for t in await store.timers()] == [(seat, 99.0)]
    assert len(await store.actions(gid)) == 1


async def test_a_fallback_move_with_a_lost_claim_writes_nothing(store: Store) -> None:
    gid, state = await new_playing(store)
    seat = state.to_act()[0]
    await store.replace_timers(gid, [], [(seat, "expire", 5.0)])
    (mine,) = await store.claim_due_timers([0], 6.0, 10, lease=1.0)
    (theirs,) = await store.claim_due_timers([0], 8.0, 10)  # my lease ran out
    with pytest.raises(ClaimLost):
        await commit(store, gid, state, seat, timer=mine, outbox={"table": 1})
    assert await store.actions(gid) == [] and await store.outbox(gid) == []
    assert [t.claim for t in await store.timers()] == [theirs.claim]


async def test_a_timer_fires_once_even_when_both_claimers_try(store: Store) -> None:
    """The version check stops the second fallback move whatever the claims say."""
    gid, state = await new_playing(store)
    seat = state.to_act()[0]
    await store.replace_timers(gid, [], [(seat, "expire", 5.0), (seat, "reminder", 5.0)])
    first, second = await store.claim_due_timers([0], 6.0, 10)
    await commit(store, gid, state.copy(), seat, timer=first)
    with pytest.raises(VersionConflict):
        await commit(store, gid, state.copy(), seat, timer=second)
    assert len(await store.actions(gid)) == 1


async def test_timers_of_a_game_that_is_not_running_are_not_armed(store: Store) -> None:
    gid, state = await new_playing(store)
    await commit(store, gid, state, over=True, result={}, players=[])
    await store.replace_timers(gid, [], [(0, "expire", 5.0)])
    assert await store.timers() == []


async def test_nothing_is_claimed_for_no_shards(store: Store) -> None:
    gid, _ = await new_playing(store)
    await store.replace_timers(gid, [], [(0, "expire", 5.0)])
    assert await store.claim_due_timers([], 6.0, 10) == []
    assert await store.claim_due_timers([0], 6.0, 0) == []
