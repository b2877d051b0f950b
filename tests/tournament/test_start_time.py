"""A tournament that starts by itself at a set time (bot/core/tournament/start_time.py and
``Tournaments.start_due``): the times organisers type, refused when malformed or past, and the
start with whoever joined, or a sign-up kept open when too few did, on both stores and after a
second service reads the event back."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.core.models import UserError
from bot.core.service import GameService
from bot.core.tournament.model import RUNNING, SIGNUP
from bot.core.tournament.start_time import parse_start
from bot.store import open_store
from bot.ui.handlers.tournament_rounds import signup_text
from engine.core import msg
from tests.bot.support import Clock

NOW = datetime(2026, 11, 27, 18, 30, tzinfo=UTC).timestamp()  # a Friday, 18:30 UTC


def at(text: str) -> str:
    return datetime.fromtimestamp(parse_start(text, NOW), UTC).strftime("%Y-%m-%d %H:%M")


def test_the_times_people_type() -> None:
    assert at("20:00") == "2026-11-27 20:00"
    assert at("8:15") == "2026-11-28 08:15", "a time of day already past today is tomorrow's"
    assert at("2026-11-28 20:00") == "2026-11-28 20:00"
    assert at("2026-11-28T20:00") == "2026-11-28 20:00"
    assert at("20:00 +01:00") == "2026-11-27 19:00"
    assert at("20:00 UTC-5") == "2026-11-28 01:00"
    assert at("20:00 utc") == "2026-11-27 20:00"
    assert at("in 2h") == "2026-11-27 20:30"
    assert at("in 1h30m") == "2026-11-27 20:00"
    assert at("in 45 minutes") == "2026-11-27 19:15"
    assert at("in 2 days") == "2026-11-29 18:30"


@pytest.mark.parametrize(("text", "key"), [
    ("tonight", "tour-start-bad"), ("25:00", "tour-start-bad"), ("2026-02-30 20:00",
                                                                 "tour-start-bad"),
    ("in soon", "tour-start-bad"), ("in 2h and a bit", "tour-start-bad"), ("20:00 +99",
                                                                          "tour-start-bad"),
    ("2026-11-27 18:00", "tour-start-past"), ("2020-01-01 10:00", "tour-start-past"),
    ("in 0m", "tour-start-bad"), ("2027-06-01 20:00", "tour-start-far"),
])
def test_malformed_past_or_far_times_are_refused(text: str, key: str) -> None:
    with pytest.raises(UserError) as refused:
        parse_start(text, NOW)
    assert refused.value.msg == msg(key, text=text)


async def test_it_starts_at_the_set_time_with_whoever_joined(store_target: str) -> None:
    clock = Clock(NOW)
    store = await open_store(store_target)
    service = GameService(store, clock=clock, ai_level="random", seed_source=lambda: 5)
    await service.start()
    events = service.tournaments
    try:
        t = await events.new(7, 70, 1, "wildcards", "swiss", rounds=1, size=2, timer=30,
                             fill="ai", start_at=parse_start("in 2h", NOW))
        for uid, name in ((11, "ann"), (12, "bob"), (13, "cat")):
            await events.join(70, uid, name)
        assert await events.next_start() == (NOW + 7200, 70)
        clock.advance(7199)
        assert await events.start_due(70) is None, "not before its time"
        clock.advance(1)
        # another process (or the bot after a restart) reads the set time from the store
        again = GameService(await open_store(store_target), clock=clock, ai_level="random",
                            seed_source=lambda: 5)
        await again.start()
        try:
            progress = await again.tournaments.start_due(70)
            assert progress is not None and progress.tournament.status == RUNNING
            assert len(progress.tournament.played[0].boards) == 2  # 3 at tables of 2: AI
            assert progress.to_open == [(1, 0), (1, 1)]
            assert await again.tournaments.start_due(70) is None, "started once"
            assert await again.tournaments.next_start() is None
        finally:
            await again.close()
        assert (await events.last(70, 7)).id == t.id
    finally:
        await service.close()


async def test_too_few_at_the_set_time_keeps_the_sign_up_open(store_target: str) -> None:
    clock = Clock(NOW)
    service = GameService(await open_store(store_target), clock=clock, ai_level="random",
                          seed_source=lambda: 5)
    await service.start()
    events = service.tournaments
    try:
        await events.new(7, 70, 1, "wildcards", "swiss", rounds=1, size=2, timer=30,
                         fill="ai", start_at=NOW + 60)
        await events.join(70, 11, "ann")
        clock.advance(60)
        progress = await events.start_due(70)
        assert progress is not None and not progress.to_open
        t = await events.last(70, 7)
        assert (t.status, t.missed, t.start_at) == (SIGNUP, 1, None)
        assert ("At the set time only 1 player had signed up: the sign-up stays open"
                in signup_text(t))
        assert await events.next_start() is None, "it does not fire again"
        await events.join(70, 12, "bob")
        started = await events.start(70, 1, False)  # the organiser starts it by hand
        assert started.tournament.status == RUNNING
    finally:
        await service.close()


async def test_only_the_process_serving_the_server_starts_it(store_target: str) -> None:
    """With two processes over one store, a server's set start is the one serving its
    shard's to carry out (``(guild_id >> 22) % shard_count``)."""
    clock = Clock(NOW)
    guild = (5 << 22) + 3  # shard 1 of 2
    services = [GameService(await open_store(store_target, shard_count=2), clock=clock,
                            ai_level="random", seed_source=lambda: 5, shards=(shard,))
                for shard in (0, 1)]
    try:
        await services[0].tournaments.new(guild, 70, 1, "wildcards", "swiss", rounds=1,
                                          size=2, timer=30, fill="ai", start_at=NOW + 60)
        assert await services[0].tournaments.next_start() is None
        assert await services[1].tournaments.next_start() == (NOW + 60, 70)
    finally:
        for service in services:
            await service.close()
