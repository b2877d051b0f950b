"""A tournament through the core on both stores (bot/core/tournament/events.py): sign-up,
one open event per channel (two channels of a server each run their own), seeding, tables
seated and started as real games, a finished
table's places taken in (a seat its person left placed last), a cancelled table's players
all last, the next round, and everything read back by a second service over the same
database."""

from __future__ import annotations

import pytest

from bot.core.models import UserError
from bot.core.service import GameService
from bot.core.tournament.model import RUNNING
from bot.store import open_store
from tests.bot.support import Clock

GUILD, CHANNEL, ORG = 7, 70, 1
PEOPLE = {11: "ann", 12: "bob", 13: "cat", 14: "dan"}


async def play_out(service: GameService, thread: int) -> None:
    """The people play the first legal choice; AI seats and forced steps play themselves."""
    while (game := service.tables.open.get(thread)) is not None:
        if service.moves.forced_pending(thread):
            await service.moves.forced_step(thread)
        elif service.moves.ai_pending(thread):
            await service.moves.ai_step(thread)
        else:
            seat = game.state.to_act()[0]
            user = game.table.seats[seat].user_id
            hand = service.tables.hand(thread, user)
            await service.moves.act(thread, user, hand.version, seat, hand.actions[0].code)


async def test_a_round_runs_through_the_store(store_target: str) -> None:
    clock = Clock()
    service = GameService(await open_store(store_target), clock=clock, ai_level="random",
                          seed_source=lambda: 5)
    await service.start()
    events = service.tournaments
    try:
        with pytest.raises(UserError):
            await events.new(GUILD, CHANNEL, ORG, "wildcards", "swiss", rounds=2, size=9,
                             timer=30, fill="ai")
        t = await events.new(GUILD, CHANNEL, ORG, "wildcards", "swiss", rounds=2, size=2,
                             timer=30, fill="ai")
        with pytest.raises(UserError, match="open already"):
            await events.new(GUILD, CHANNEL, ORG, "wildcards", "swiss", rounds=2, size=2,
                             timer=30, fill="ai")
        for uid, name in PEOPLE.items():
            await events.join(CHANNEL, uid, name)
        with pytest.raises(UserError):
            await events.start(CHANNEL, 11, False)
        progress = await events.start(CHANNEL, ORG, False)
        assert progress.to_open == [(1, 0), (1, 1)]
        t = progress.tournament
        for number, index in progress.to_open:
            await events.opened(CHANNEL, number, index, 900 + index)
            assert await events.seat(CHANNEL, number, index) is not None
        t = await events.open_one(CHANNEL)
        assert t is not None and t.status == RUNNING
        first, second = t.played[0].boards
        gone = first.seats[1]  # leaves at once: an AI plays the seat, placed last
        await service.lobby.seat_to_ai(900, ORG, gone, True)
        await play_out(service, 900)
        assert (await events.progress(CHANNEL)).to_open == []
        await service.lobby.cancel(901, ORG, True)
        progress = await events.progress(CHANNEL)
        assert progress is not None and progress.rounds_done == [1]
        t = progress.tournament
        done = t.played[0].boards
        assert done[0].places[gone] == 2 and done[0].absent == [gone]
        assert set(done[1].places.values()) == {2}, "a cancelled table: everyone last"
        assert progress.to_open == [(2, 0), (2, 1)] and len(t.played) == 2

        again = GameService(await open_store(store_target), clock=clock)
        try:
            back = await again.tournaments.open_one(CHANNEL)
            assert back is not None and back.to_json() == t.to_json()
        finally:
            await again.close()
    finally:
        await service.close()


async def test_two_channels_of_a_server_each_run_their_own_event(store_target: str) -> None:
    """One open event per channel: a second in the same channel is refused, naming the one
    open there; another channel of the same server opens its own, and each command acts on
    its channel's event only; the server's history holds both."""
    clock = Clock()
    service = GameService(await open_store(store_target), clock=clock, ai_level="random",
                          seed_source=lambda: 5)
    await service.start()
    events = service.tournaments
    other = CHANNEL + 1
    try:
        first = await events.new(GUILD, CHANNEL, ORG, "wildcards", "swiss", rounds=1, size=2,
                                 timer=30, fill="ai")
        with pytest.raises(UserError, match=r"This channel has a tournament open already"
                                            r" \(Wild Cards, Swiss\)"):
            await events.new(GUILD, CHANNEL, ORG, "wildcards", "knockout", rounds=1,
                             size=2, timer=30, fill="ai")
        second = await events.new(GUILD, other, ORG, "wildcards", "knockout", rounds=1,
                                  size=2, timer=30, fill="ai")
        assert first.id != second.id
        await events.join(CHANNEL, 11, "ann")
        await events.join(other, 12, "bob")
        await events.join(other, 13, "cat")
        a, b = await events.open_one(CHANNEL), await events.open_one(other)
        assert a is not None and b is not None
        assert [e.id for e in a.entrants] == [11] and [e.id for e in b.entrants] == [12, 13]
        assert [t.id for t in await events.open_in(GUILD)] == [first.id, second.id]
        await events.start(other, ORG, False)
        assert (await events.open_one(CHANNEL)).status == "signup"  # type: ignore[union-attr]
        await events.cancel(CHANNEL, ORG, False)
        assert await events.open_one(CHANNEL) is None
        assert (await events.open_one(other)).status == RUNNING  # type: ignore[union-attr]
        assert [t.id for t, _ in await events.past(GUILD)] == [first.id]
        last = await events.last(CHANNEL + 2, GUILD)  # asked where none ran: the latest
        assert last is not None and last.id == second.id
    finally:
        await service.close()
