"""History and ratings in the store (docs/history.md; bot/core/history.py), on SQLite and
PostgreSQL (the ``store`` fixture): every way a game ends is kept; the last move rates the game
once; the leaderboard and the profile keep to their server, the leaderboard to its minimum;
the ratings recompute from the games alone."""

from __future__ import annotations

from typing import Any

from bot.core.history import History
from bot.core.ratings import NEW, line, shown
from bot.core.service import GameService
from bot.store import Store, open_store
from engine.core import Rng
from tests.bot.support import Clock
from tools.ratings import replayed, run

GUILD, OTHER = 1, 2
ANN, BOB, CAT = 11, 12, 13


async def service(store: Store) -> GameService:
    svc = GameService(store, clock=Clock(), seed_source=lambda: 7, ai_level="random")
    await svc.start()
    return svc


async def finish(svc: GameService, channel: int, guild: int, people: list[int], *,
                 ai: int = 0, seed: int = 1) -> Any:
    """A Wild Cards game played to the end by random choices; its last outcome."""
    await svc.lobby.create(channel, guild, people[0], f"u{people[0]}", "wildcards")
    for user in people[1:]:
        await svc.lobby.join(channel, user, f"u{user}")
    for _ in range(ai):
        await svc.lobby.add_ai(channel, people[0], "random")
    await svc.lobby.start(channel, people[0])
    rng, last = Rng(seed), None
    while (table := svc.tables.table(channel)) is not None:
        if svc.moves.ai_pending(channel):
            last = await svc.moves.ai_step(channel)
            continue
        seat = (await svc.tables.status(channel)).to_act[0]
        hand = svc.tables.seat_hand(channel, seat)
        last = await svc.moves.act(channel, table.seats[seat].user_id, table.version, seat,
                                   rng.choice(hand.actions).code)
    return last


async def test_every_way_a_game_ends_is_kept(store: Store) -> None:
    """Won, cancelled mid-game, everyone left: each is in the server's history, newest
    first; the default list holds the finished games only (cancelled ones, on asking); a
    lobby that never started is not a game."""
    svc = await service(store)
    history = History(store)
    try:
        await finish(svc, 100, GUILD, [ANN, BOB])
        await svc.lobby.create(101, GUILD, ANN, "u11", "wildcards")
        await svc.lobby.join(101, BOB, "u12")
        await svc.lobby.start(101, ANN)
        await svc.lobby.cancel(101, ANN)
        await svc.lobby.create(102, GUILD, CAT, "u13", "wildcards")
        await svc.lobby.add_ai(102, CAT, "random")
        await svc.lobby.start(102, CAT)
        await svc.lobby.leave(102, CAT)  # the last person leaves: the game is cancelled
        await svc.lobby.create(103, GUILD, ANN, "u11", "wildcards")
        await svc.lobby.cancel(103, ANN)  # never started
        games = await history.games(GUILD, cancelled=True)
        assert [(g.channel_id, g.status) for g in games] == [
            (102, "cancelled"), (101, "cancelled"), (100, "over")]
        assert [(g.channel_id, g.status) for g in await history.games(GUILD)] == [
            (100, "over")]
        won = games[-1]
        assert won.result is not None and {s["user_id"] for s in won.seats} == {ANN, BOB}
        assert [g.channel_id for g in await history.games(GUILD, user_id=CAT,
                                                          cancelled=True)] == [102]
        assert await history.games(GUILD, user_id=CAT) == []
        assert await history.games(OTHER, cancelled=True) == []
        assert [g.channel_id for g in await history.games(GUILD, offset=1, limit=1,
                                                          cancelled=True)] == [101]
        assert await history.game(won.id) == won and await history.game(won.id + 99) is None
        await svc.lobby.create(100, GUILD, BOB, "u12", "wildcards")  # a rematch, cancelled
        await svc.lobby.cancel(100, BOB)
        assert await history.last_finished_in(100) == won.id, "the game, not the lobby after"
        assert await history.last_finished_in(101) is None, "cancelled: nothing to replay"
    finally:
        await svc.close()


async def test_the_last_move_rates_the_game_once_and_says_so(store: Store) -> None:
    svc = await service(store)
    history = History(store)
    try:
        last = await finish(svc, 100, GUILD, [ANN, BOB], ai=1)
        assert last.over and set(last.ratings) == {0, 1}, "both people, not the AI seat"
        mine = await history.ratings("wildcards", [ANN, BOB, CAT])
        assert set(mine) == {ANN, BOB} and all(r != NEW for r in mine.values())
        for seat, change in last.ratings.items():
            user = [ANN, BOB][seat]
            assert line("en", change).endswith(f"→ {shown(*mine[user]):,}")
        before = await history.recorded()
        game = (await history.games(GUILD))[0]
        await history.record(game.id, "wildcards", await history.rate(
            game.game, game.result, game.seats), 5.0)
        assert await history.recorded() == before, "recording a game twice changes nothing"
        profile = await history.profile(ANN, GUILD)
        assert [(p.game, p.games) for p in profile] == [("wildcards", 1)]
    finally:
        await svc.close()


async def test_a_no_show_abandons_the_game_whatever_the_fallback_reached(store: Store
                                                                         ) -> None:
    """Bob never clicks: the turn timer's fallback makes each of his decisions. The game
    keeps each seat's decisions (Ann's all hers, Bob's all the fallback's); Bob abandoned it:
    rated last, never a win, no gain, and his profile counts it as abandoned."""
    clock = Clock()
    svc = GameService(store, clock=clock, seed_source=lambda: 7, ai_level="greedy")
    await svc.start()
    history = History(store)
    try:
        await svc.lobby.create(100, GUILD, ANN, "u11", "wildcards", timer_seconds=60)
        await svc.lobby.join(100, BOB, "u12")
        await svc.lobby.start(100, ANN)
        rng = Rng(3)
        while (table := svc.tables.table(100)) is not None:
            if 0 in (await svc.tables.status(100)).to_act:
                hand = svc.tables.seat_hand(100, 0)
                await svc.moves.act(100, ANN, table.version, 0, rng.choice(hand.actions).code)
                continue
            due = svc.timers.next_due()
            assert due is not None
            clock.now = max(clock.now, due)
            for timer in svc.timers.due():
                await svc.moves.fire_timer(timer)
        past = (await history.games(GUILD))[0]
        assert past.decisions is not None
        (ann_made, ann_fallback), (bob_made, bob_fallback) = past.decisions
        assert ann_made > 0 and ann_fallback == 0 and bob_made == 0 and bob_fallback > 0
        assert past.abandoned(1) and not past.abandoned(0)
        changes = {c[1]: c for c in await history.recorded()}
        assert set(changes) == {ANN, BOB}
        bob = (await history.profile(BOB, GUILD))[0]
        assert (bob.games, bob.wins, bob.abandoned) == (1, 0, 1)
        assert shown(bob.mu, bob.sigma) <= shown(*NEW)
        assert (await history.profile(ANN, GUILD))[0].abandoned == 0
    finally:
        await svc.close()


async def test_leaderboard_keeps_to_its_server_and_its_minimum(store: Store) -> None:
    svc = await service(store)
    history = History(store)
    try:
        await finish(svc, 100, GUILD, [ANN, BOB], seed=1)
        await finish(svc, 100, GUILD, [ANN, BOB], seed=2)
        await finish(svc, 200, OTHER, [ANN, CAT], seed=3)
        board = await history.leaderboard(GUILD, "wildcards", min_games=2)
        assert {p.user_id for p in board} == {ANN, BOB}, "CAT never played here"
        assert [p.user_id for p in board] == sorted(
            [ANN, BOB], key=lambda u: -(next(p.mu - 3 * p.sigma for p in board
                                            if p.user_id == u)))
        assert {p.games for p in board} == {2}, "the games played here"
        assert await history.leaderboard(OTHER, "wildcards", 2) == [], "one game there each"
        there = await history.leaderboard(OTHER, "wildcards", 1)
        assert {(p.user_id, p.games) for p in there} == {(ANN, 1), (CAT, 1)}
        assert await history.leaderboard(GUILD, "wildlife", 1) == []
        for guild, games in ((GUILD, 2), (OTHER, 1)):  # a profile too counts its server's
            assert [(p.game, p.games) for p in await history.profile(ANN, guild)] == [
                ("wildcards", games)]
        assert await history.profile(CAT, GUILD) == []
    finally:
        await svc.close()


async def test_ratings_recompute_from_the_games_alone(store: Store, store_target: str
                                                      ) -> None:
    """``tools.ratings`` rates the stored games again in order and gets the same numbers;
    after the tables are emptied, ``--recompute`` writes them back exactly."""
    svc = await service(store)
    history = History(store)
    try:
        for seed, people in enumerate(([ANN, BOB], [BOB, CAT], [ANN, BOB, CAT]), 1):
            await finish(svc, 100, GUILD, people, seed=seed)
        stored = await history.recorded()
        games = await history.rated_games()
        again = sorted((gid, c.user_id, *c.after) for gid, _, cs in replayed(games) for c in cs)
        assert again == stored and len(stored) == 7
        await history.clear()
        assert await history.recorded() == []
    finally:
        await svc.close()
    assert await run(store_target, write=False) == 1, "emptied: the check says they differ"
    assert await run(store_target, write=True) == 0
    assert await run(store_target, write=False) == 0
    reopened = await open_store(store_target)
    try:
        assert await History(reopened).recorded() == stored
    finally:
        await reopened.close()
