"""A restart reads each running game's state only when the game is first touched
(bot/core/tables.py, ``OpenGame``): the start takes whose turn it is from the games' rows, so
ten thousand correspondence games start without decoding ten thousand states
(docs/performance.md, "Open correspondence games"). Real SQLite files and real Wild Cards
games through the service, as after a restart."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.core.models import UserError
from bot.core.service import GameService
from bot.store import open_store
from engine.core import msg
from tests.bot.support import Clock
from words import say

GAME = "wildcards"
CHANNELS = (600, 601, 602)
PEOPLE = {600: (21, 22), 601: (23, 24), 602: (25, 26)}


async def started(path: Path, clock: Clock) -> GameService:
    service = GameService(await open_store(path), clock=clock, seed_source=lambda: 7)
    await service.start()
    return service


async def three_games(path: Path, clock: Clock) -> None:
    """Three correspondence games of two people each, just started, then the bot stops."""
    service = await started(path, clock)
    for channel in CHANNELS:
        host, guest = PEOPLE[channel]
        await service.lobby.create(channel, 1, host, f"h{channel}", GAME,
                                   pace="correspondence")
        await service.lobby.join(channel, guest, f"g{channel}")
        await service.lobby.start(channel, host)
    await service.close()


def rows(path: Path) -> list[tuple[object, ...]]:
    db = sqlite3.connect(path)
    try:
        return db.execute("SELECT id, state, version, revision, status, turn FROM games"
                          " ORDER BY id").fetchall()
    finally:
        db.close()


async def test_the_start_decodes_no_state_yet_a_touch_decodes_its_own(tmp_path: Path) -> None:
    path, clock = tmp_path / "bot.sqlite3", Clock()
    await three_games(path, clock)
    again = GameService(await open_store(path), clock=clock)
    try:
        report = await again.start()
        games = again.tables.open
        assert sorted(games) == list(CHANNELS)
        assert all(game.lazy and game.loaded is None for game in games.values())
        # what the start reports and arms, from the rows alone: both seats bid at once
        assert all(r.to_act == [0, 1] and r.prompt == [0, 1] and not r.ai_pending
                   for r in report.games)
        assert sorted((t.channel_id, t.seat) for t in report.timers) == [
            (c, s) for c in CHANNELS for s in (0, 1)]
        # a person's hand decodes that game alone, and it is the game as committed
        hand = again.tables.hand(601, PEOPLE[601][1])
        assert hand.must_act and hand.actions and hand.version == report.games[1].table.version
        assert [c for c, g in games.items() if g.loaded is not None] == [601]
        await again.moves.act(601, PEOPLE[601][1], hand.version, 1, hand.actions[0].code)
        assert games[601].to_act() == [0]
        assert [c for c, g in games.items() if g.loaded is not None] == [601]
    finally:
        await again.close()
    # the move's turn was committed with it: the next start knows it without decoding
    third = GameService(await open_store(path), clock=clock)
    try:
        report = await third.start()
        by_channel = {r.table.channel_id: r for r in report.games}
        assert by_channel[601].to_act == [0] and by_channel[601].prompt == [0]
        assert all(game.lazy for game in third.tables.open.values())
        assert third.tables.hand(601, PEOPLE[601][0]).must_act
        assert not third.tables.hand(601, PEOPLE[601][1]).must_act
    finally:
        await third.close()


async def test_a_corrupt_state_does_not_stop_the_start_and_is_refused_when_touched(
        tmp_path: Path) -> None:
    """The broken game's row is not read at start: the others start; touched, it says why
    in the reader's words, its row and its clocks stay as they were, and its timer firing
    changes nothing either."""
    path, clock = tmp_path / "bot.sqlite3", Clock()
    await three_games(path, clock)
    db = sqlite3.connect(path)
    db.execute("UPDATE games SET state = '{not json' WHERE channel_id = ?", (600,))
    db.commit()
    db.close()
    before = rows(path)
    again = GameService(await open_store(path), clock=clock)
    try:
        report = await again.start()
        assert report.problems == []
        assert sorted(r.table.channel_id for r in report.games) == list(CHANNELS)
        for _ in range(2):  # refused each time, the same way
            with pytest.raises(UserError, match="cannot be read"):
                again.tables.hand(600, PEOPLE[600][0])
        with pytest.raises(UserError, match="cannot be read"):
            await again.moves.act(600, PEOPLE[600][0], 1, 0, "bid-1")
        assert again.tables.due_hands(PEOPLE[600][0]) == []  # listed nowhere as playable
        assert again.tables.hand(602, PEOPLE[602][0]).must_act  # the others play on
        assert all(t.table_id != before[0][0] for t in again.timers.rows.values())
        assert rows(path) == before
    finally:
        await again.close()


async def test_a_corrupt_states_timer_firing_changes_nothing(tmp_path: Path) -> None:
    path, clock = tmp_path / "bot.sqlite3", Clock()
    await three_games(path, clock)
    db = sqlite3.connect(path)
    db.execute("UPDATE games SET state = '{\"game\": \"wildcards\"}' WHERE channel_id = ?",
               (600,))
    db.commit()
    db.close()
    before = rows(path)
    again = GameService(await open_store(path), clock=clock)
    try:
        await again.start()
        broken = next(t for t in again.timers.rows.values() if t.channel_id == 600)
        with pytest.raises(UserError, match="cannot be read"):
            await again.moves.fire_timer(broken)
        assert rows(path) == before
        assert all(t.channel_id != 600 for t in again.timers.rows.values())
        assert again.timers.next_due() is not None  # the other games' clocks still run
    finally:
        await again.close()


async def test_a_game_closed_before_it_was_touched_still_retires_its_panels(
        tmp_path: Path) -> None:
    """The panels a restart takes as live are known once the state is read: a game whose
    channel goes before anyone touched it reads it then, and both waiting seats' panels lose
    their controls as they would have without the restart."""
    path, clock = tmp_path / "bot.sqlite3", Clock()
    await three_games(path, clock)
    again = GameService(await open_store(path), clock=clock)
    try:
        await again.start()
        table_id = again.tables.open[602].table.id
        await again.lobby.close(602)
        gone = say("en", msg("bot-cancel-channel-gone", title="Wild Cards"))
        closing = sorted(r.place for r in await again.store.outbox(table_id)
                         if r.place.startswith("panel:") and gone in r.text)
        assert len(closing) == 2, closing
    finally:
        await again.close()
