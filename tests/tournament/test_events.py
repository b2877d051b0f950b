"""A tournament through the core on both stores (bot/core/tournament/events.py): sign-up,
one open event per server, seeding, tables seated and started as real games, a finished
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
            await events.join(GUILD, uid, name)
        with pytest.raises(UserError):
            await events.start(GUILD, 11, False)
        progress = await events.start(GUILD, ORG, False)
        assert progress.to_open == [(1, 0), (1, 1)]
        t = progress.tournament
        for number, index in progress.to_open:
            await events.opened(GUILD, number, index, 900 + index)
            assert await events.seat(GUILD, number, index) is not None
        t = await events.open_one(GUILD)
        assert t is not None and t.status == RUNNING
        first, second = t.played[0].boards
        gone = first.seats[1]  # leaves at once: an AI plays the seat, placed last
        await service.lobby.seat_to_ai(900, ORG, gone, True)
        await play_out(service, 900)
        assert (await events.progress(GUILD)).to_open == []
        await service.lobby.cancel(901, ORG, True)
        progress = await events.progress(GUILD)
        assert progress is not None and progress.rounds_done == [1]
        t = progress.tournament
        done = t.played[0].boards
        assert done[0].places[gone] == 2 and done[0].absent == [gone]
        assert set(done[1].places.values()) == {2}, "a cancelled table: everyone last"
        assert progress.to_open == [(2, 0), (2, 1)] and len(t.played) == 2

        again = GameService(await open_store(store_target), clock=clock)
        try:
            back = await again.tournaments.open_one(GUILD)
            assert back is not None and back.to_json() == t.to_json()
        finally:
            await again.close()
    finally:
        await service.close()
