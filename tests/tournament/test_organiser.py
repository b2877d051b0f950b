"""The organiser's tools through the core on both stores (bot/core/tournament/events.py):
seeds by hand, a late entrant before round 2 (Swiss only), and a table's result entered or
overridden, only for a table of the current round."""

from __future__ import annotations

import pytest

from bot.core.models import UserError
from bot.core.service import GameService
from bot.core.tournament.events import Tournaments
from bot.store import open_store
from tests.bot.support import Clock

GUILD, CHANNEL, ORG = 7, 70, 1
PEOPLE = {11: "ann", 12: "bob", 13: "cat", 14: "dan"}


async def opened(events: Tournaments, progress) -> None:  # type: ignore[no-untyped-def]
    """Each new table's thread (a made-up id) and its game, as the Discord side does."""
    for number, index in progress.to_open:
        await events.opened(CHANNEL, number, index, 1000 * number + index)
        await events.seat(CHANNEL, number, index)


async def test_seeds_by_hand_late_entry_and_entered_results(store_target: str) -> None:
    service = GameService(await open_store(store_target), clock=Clock(), ai_level="random",
                          seed_source=lambda: 5)
    await service.start()
    events = service.tournaments
    try:
        await events.new(GUILD, CHANNEL, ORG, "wildcards", "swiss", rounds=2, size=2,
                         timer=30, fill="ai", seeding="hand")
        for uid, name in PEOPLE.items():
            await events.join(CHANNEL, uid, name)
        with pytest.raises(UserError, match="organiser"):
            await events.seed(CHANNEL, 11, False, [11])
        with pytest.raises(UserError, match="not"):
            await events.seed(CHANNEL, ORG, False, [14, 99])
        await events.seed(CHANNEL, ORG, False, [14, 12])
        progress = await events.start(CHANNEL, ORG, False)
        t = progress.tournament
        assert [e.id for e in t.entrants] == [14, 12, 11, 13], "named first, then sign-up"
        assert [b.players for b in t.played[0].boards] == [[14, 12], [11, 13]]
        await opened(events, progress)
        with pytest.raises(UserError, match="started"):
            await events.seed(CHANNEL, ORG, False, [11])

        t = await events.join(CHANNEL, 15, "eve")  # a Swiss takes one before round 2
        assert t.entrants[-1].id == 15 and t.status != "signup"

        with pytest.raises(UserError) as refused:
            await events.result(CHANNEL, ORG, False, 1, 0, [14, 11])
        assert refused.value.msg["key"] == "tour-result-wrong-players"
        with pytest.raises(UserError, match="organiser"):
            await events.result(CHANNEL, 12, False, 1, 0, [12, 14])
        with pytest.raises(UserError) as refused:
            await events.result(CHANNEL, ORG, False, 1, 5, [12, 14])
        assert refused.value.msg["key"] == "tour-result-no-table"
        t, board = await events.result(CHANNEL, ORG, False, 1, 0, [12, 14])
        assert board.done and board.places == {12: 1, 14: 2}
        assert service.tables.open.get(1000) is None, "its running game is cancelled"
        progress = await events.progress(CHANNEL)
        assert progress is not None and progress.rounds_done == []
        assert progress.tournament.played[0].boards[0].places == {12: 1, 14: 2}, \
            "the cancelled game does not undo the entered result"
        t, _ = await events.result(CHANNEL, ORG, False, 1, 0, [14, 12])  # an override
        assert t.played[0].boards[0].places == {14: 1, 12: 2}
        await events.result(CHANNEL, ORG, False, 1, 1, [13, 11])
        progress = await events.progress(CHANNEL)
        assert progress is not None and progress.rounds_done == [1]
        t = progress.tournament
        assert len(t.played) == 2
        assert 15 in [p for b in t.played[1].boards for p in b.players], \
            "the late entrant plays round 2"
        assert next(r for r in t.table(1) if r.player == 15).points == 0
        with pytest.raises(UserError) as refused:
            await events.result(CHANNEL, ORG, False, 1, 0, [14, 12])
        assert refused.value.msg["key"] == "tour-result-not-current"
        with pytest.raises(UserError, match="started"):
            await events.join(CHANNEL, 16, "fay")
    finally:
        await service.close()


async def test_only_a_swiss_takes_a_late_entrant(store_target: str) -> None:
    service = GameService(await open_store(store_target), clock=Clock(), ai_level="random",
                          seed_source=lambda: 5)
    await service.start()
    events = service.tournaments
    try:
        await events.new(GUILD, CHANNEL, ORG, "wildcards", "knockout", rounds=0, size=2,
                         timer=30, fill="ai")
        for uid, name in PEOPLE.items():
            await events.join(CHANNEL, uid, name)
        await opened(events, await events.start(CHANNEL, ORG, False))
        with pytest.raises(UserError) as refused:
            await events.join(CHANNEL, 15, "eve")
        assert refused.value.msg["key"] == "tour-late-swiss-only"
    finally:
        await service.close()
