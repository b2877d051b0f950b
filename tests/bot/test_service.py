"""The game service (bot/core/service.py) without Discord: lobbies, seats, actions, AI, timers,
restarts. Real SQLite files (tmp_path) and real games: Wild Cards (small and quick, with
hidden hands, simultaneous bids, private events and single-seat stretches) for the service's
own rules, WildLife where a pass is needed, and every title played to the end.
Rules cited: docs/design.md, "The bot's design" and docs/playing.md, "Everywhere"."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

import engine
import engine.ai
from bot.core.models import CANCELLED, LOBBY, OVER, PLAYING, Outcome, UserError
from bot.core.service import GameService
from bot.store import open_store
from engine.ai import DEFAULT_LEVEL
from engine.core import Action, Rng
from engine.wildcards.state import WildCardsState
from tests.bot.support import Clock
from words import say

CH = 500  # channel id
HOST, BOB, CAT, DAN, EVE = 11, 12, 13, 14, 15
GAME = "wildcards"


async def make_service(path: Path, clock: Clock | None = None, **kw: Any) -> GameService:
    store = await open_store(path)
    service = GameService(store, clock=clock or Clock(), seed_source=lambda: 7, **kw)
    await service.start()
    return service


@pytest.fixture
async def svc(tmp_path: Path) -> Any:
    service = await make_service(tmp_path / "bot.sqlite3")
    yield service
    await service.close()


async def two_player_game(svc: GameService) -> Outcome:
    """Ann and Bob (and Leo, Wild Cards' virtual player) both bid first, at once."""
    await svc.lobby.create(CH, 1, HOST, "Ann", GAME)
    await svc.lobby.join(CH, BOB, "Bob")
    return await svc.lobby.start(CH, HOST)


def pick(svc: GameService, seat: int, rng: Rng) -> str:
    hand = svc.tables.seat_hand(CH, seat)
    return rng.choice(hand.actions).code


# -- lobby ---------------------------------------------------------------------------------
async def test_create_seats_the_host_and_fills_default_options(svc: GameService) -> None:
    table = await svc.lobby.create(CH, 1, HOST, "Ann", GAME)
    assert table.status == LOBBY and table.host_id == HOST
    assert [(s.index, s.name, s.user_id) for s in table.seats] == [(0, "Ann", HOST)]
    assert table.options == {"leo": False, "talisman_seat": -1}
    assert svc.tables.table(CH) is not None and svc.tables.table(CH + 1) is None


async def test_one_game_per_channel_with_a_clear_message(svc: GameService) -> None:
    await svc.lobby.create(CH, 1, HOST, "Ann", GAME)
    with pytest.raises(UserError, match="already has a Wild Cards lobby"):
        await svc.lobby.create(CH, 1, BOB, "Bob", GAME)
    await svc.lobby.create(CH + 1, 1, BOB, "Bob", GAME)  # a thread is its own channel


async def test_options_are_checked_by_the_engine_registry(svc: GameService) -> None:
    with pytest.raises(UserError, match="no option 'speed'"):
        await svc.lobby.create(CH, 1, HOST, "Ann", GAME, {"speed": 2})
    with pytest.raises(UserError, match="must be a bool"):
        await svc.lobby.create(CH, 1, HOST, "Ann", GAME, {"leo": "many"})
    with pytest.raises(UserError, match="no game 'chess'"):
        await svc.lobby.create(CH, 1, HOST, "Ann", "chess")
    assert svc.tables.table(CH) is None


async def test_join_leave_and_the_player_limit(svc: GameService) -> None:
    await svc.lobby.create(CH, 1, HOST, "Ann", GAME)
    await svc.lobby.join(CH, BOB, "Bob")
    with pytest.raises(UserError, match="already in this lobby"):
        await svc.lobby.join(CH, BOB, "Bob")
    await svc.lobby.join(CH, CAT, "Cat")
    await svc.lobby.join(CH, DAN, "Dan")
    await svc.lobby.join(CH, EVE, "Eve")
    with pytest.raises(UserError, match="lobby is full"):
        await svc.lobby.join(CH, 99, "Fay")
    table = await svc.lobby.leave(CH, CAT)
    assert [s.name for s in table.seats] == ["Ann", "Bob", "Dan", "Eve"]
    assert [s.index for s in table.seats] == [0, 1, 2, 3]


async def test_host_leaving_the_lobby_passes_the_host_on(svc: GameService) -> None:
    await svc.lobby.create(CH, 1, HOST, "Ann", GAME)
    await svc.lobby.add_ai(CH, HOST, "random")
    await svc.lobby.join(CH, BOB, "Bob")
    table = await svc.lobby.leave(CH, HOST)
    assert table.host_id == BOB and table.status == LOBBY


async def test_last_human_leaving_the_lobby_cancels_it(svc: GameService) -> None:
    await svc.lobby.create(CH, 1, HOST, "Ann", GAME)
    await svc.lobby.add_ai(CH, HOST)
    table = await svc.lobby.leave(CH, HOST)
    assert table.status == CANCELLED and svc.tables.table(CH) is None


async def test_add_and_remove_ai_seats(svc: GameService) -> None:
    await svc.lobby.create(CH, 1, HOST, "Ann", GAME)
    table = await svc.lobby.add_ai(CH, HOST, "random")
    assert table.seats[1].ai == "random" and table.seats[1].user_id is None
    table = await svc.lobby.add_ai(CH, HOST)  # default level from config
    assert table.seats[2].ai == DEFAULT_LEVEL and table.seats[2].name != table.seats[1].name
    with pytest.raises(UserError, match="no AI level 'genius'"):
        await svc.lobby.add_ai(CH, HOST, "genius")
    with pytest.raises(UserError, match="Join the lobby first"):
        await svc.lobby.add_ai(CH, BOB)
    with pytest.raises(UserError, match="not an AI seat"):
        await svc.lobby.remove_ai(CH, HOST, 0)
    table = await svc.lobby.remove_ai(CH, HOST, 1)
    assert [(s.name, s.ai) for s in table.seats] == [("Ann", None), ("AI 2", DEFAULT_LEVEL)]


async def test_only_the_host_starts_and_only_with_a_legal_count(svc: GameService) -> None:
    await svc.lobby.create(CH, 1, HOST, "Ann", GAME)
    with pytest.raises(UserError, match="needs 2–5 players; the lobby has 1"):
        await svc.lobby.start(CH, HOST)
    await svc.lobby.join(CH, BOB, "Bob")
    with pytest.raises(UserError, match=r"Only the host \(Ann\)"):
        await svc.lobby.start(CH, BOB)
    outcome = await svc.lobby.start(CH, HOST)
    assert outcome.to_act == [0, 1] and outcome.prompt == [0, 1] and not outcome.ai_pending
    assert outcome.table["round"] == 1 and outcome.version == 0
    assert svc.tables.table(CH).status == PLAYING  # type: ignore[union-attr]
    with pytest.raises(UserError, match="already started"):
        await svc.lobby.join(CH, CAT, "Cat")


async def test_cancel_by_host_or_manage_channels_only(svc: GameService) -> None:
    await two_player_game(svc)
    with pytest.raises(UserError, match="Only the host or someone who can manage"):
        await svc.lobby.cancel(CH, BOB)
    table = await svc.lobby.cancel(CH, CAT, can_manage=True)
    assert table.status == CANCELLED and svc.tables.table(CH) is None
    await svc.lobby.create(CH, 1, BOB, "Bob", GAME)  # the channel is free again


# -- acting --------------------------------------------------------------------------------
async def test_stale_click_is_refused_and_double_click_applies_once(svc: GameService) -> None:
    await two_player_game(svc)
    code = svc.tables.seat_hand(CH, 0).actions[0].code
    results = await asyncio.gather(svc.moves.act(CH, HOST, 0, 0, code),
                                   svc.moves.act(CH, HOST, 0, 0, code), return_exceptions=True)
    assert sum(isinstance(r, Outcome) for r in results) == 1
    refusal = next(r for r in results if isinstance(r, UserError))
    assert "out of date" in str(refusal)
    assert svc.tables.table(CH).version == 1  # type: ignore[union-attr]


async def test_only_the_seat_holder_may_act(svc: GameService) -> None:
    await two_player_game(svc)
    code = svc.tables.seat_hand(CH, 0).actions[0].code
    with pytest.raises(UserError, match="not your seat"):
        await svc.moves.act(CH, BOB, 0, 0, code)
    with pytest.raises(UserError, match="not your seat"):
        await svc.moves.act(CH, CAT, 0, 0, code)
    await svc.moves.act(CH, HOST, 0, 0, code)
    with pytest.raises(UserError, match="already placed your bid; waiting for the others"):
        await svc.moves.act(CH, HOST, 1, 0, svc.tables.seat_hand(CH, 1).actions[0].code)


async def test_illegal_action_gives_the_engine_reason(svc: GameService) -> None:
    await two_player_game(svc)
    with pytest.raises(UserError, match="Bid a card from your hand or the Refill card"):
        await svc.moves.act(CH, HOST, 0, 0, "bid:99")
    assert svc.tables.table(CH).version == 0  # type: ignore[union-attr]


async def test_buttons_of_an_earlier_game_are_refused(svc: GameService) -> None:
    first = await two_player_game(svc)
    await svc.lobby.cancel(CH, HOST)
    await two_player_game(svc)
    code = svc.tables.seat_hand(CH, 0).actions[0].code
    with pytest.raises(UserError, match="game is over"):
        await svc.moves.act(CH, HOST, 0, 0, code, table_id=first.table_id)


async def test_private_events_go_only_to_their_seat(svc: GameService) -> None:
    await two_player_game(svc)
    code = svc.tables.seat_hand(CH, 0).actions[0].code
    outcome = await svc.moves.act(CH, HOST, 0, 0, code)
    assert [say("en", e.msg) for e in outcome.public] == ["Ann has placed a bid."]
    assert list(outcome.private) == [0]
    assert say("en", outcome.private[0][0].msg).startswith("You bid")
    assert outcome.to_act == [1] and outcome.prompt == [1] and outcome.actor == 0
    assert outcome.action is not None and say("en", outcome.action.label).startswith("Bid")


async def test_hand_shows_only_the_users_own_seat(svc: GameService) -> None:
    await two_player_game(svc)
    hand = svc.tables.hand(CH, BOB)
    assert hand.seat == 1 and hand.must_act and hand.view["hand"] is not None
    with pytest.raises(UserError, match="no seat"):
        svc.tables.hand(CH, CAT)
    assert "hand" not in (await svc.tables.status(CH)).view  # type: ignore[operator]


async def play_to_end(svc: GameService, seed: int = 1) -> Outcome:
    """Humans choose at random; AI seats move through ai_step; returns the last outcome."""
    rng = Rng(seed)
    last = None
    to_act = (await svc.tables.status(CH)).to_act
    for _ in range(10_000):
        table = svc.tables.table(CH)
        if table is None:
            break
        if svc.moves.ai_pending(CH):
            last = await svc.moves.ai_step(CH)
        else:
            seat = to_act[0]
            user = table.seats[seat].user_id
            assert user is not None
            last = await svc.moves.act(CH, user, table.version, seat, pick(svc, seat, rng))
        assert last is not None
        to_act = last.to_act
    assert last is not None
    return last


@pytest.mark.whole_game
async def test_a_whole_game_ends_is_archived_and_frees_the_channel(
        svc: GameService, tmp_path: Path) -> None:
    await svc.lobby.create(CH, 1, HOST, "Ann", GAME)
    await svc.lobby.join(CH, BOB, "Bob")
    await svc.lobby.add_ai(CH, HOST, "random")
    await svc.lobby.start(CH, HOST)
    last = await play_to_end(svc)
    assert last.over and last.result is not None and svc.tables.table(CH) is None
    assert {r["seat"] for r in last.result["ranking"]} == {0, 1, 2}
    assert not last.prompt and not last.ai_pending and last.to_act == []
    db = sqlite3.connect(tmp_path / "bot.sqlite3")
    status, state = db.execute("SELECT status, state FROM games").fetchone()
    archived = db.execute("SELECT status, result FROM archive").fetchone()
    assert status == OVER and archived[0] == OVER
    assert json.loads(archived[1]) == last.result
    logged = db.execute("SELECT seat, code FROM actions ORDER BY version").fetchall()
    assert [list(r) for r in logged] == json.loads(state)["log"]


@pytest.mark.whole_game
async def test_log_and_status_hold_only_public_events(svc: GameService) -> None:
    await two_player_game(svc)
    await play_to_end(svc)
    lines = await svc.tables.log(CH, limit=1000)
    texts = [say("en", line.msg) for line in lines]
    assert "Ann has placed a bid." in texts
    assert any(t.startswith("Bids revealed:") for t in texts)
    assert not any(t.startswith("You ") for t in texts)  # private events stay private
    assert len(await svc.tables.log(CH, limit=3)) == 3


# -- AI seats ------------------------------------------------------------------------------
async def test_ai_step_makes_one_decision_at_a_time(svc: GameService) -> None:
    await svc.lobby.create(CH, 1, HOST, "Ann", GAME)
    await svc.lobby.add_ai(CH, HOST, "random")
    await svc.lobby.add_ai(CH, HOST, "random")
    start = await svc.lobby.start(CH, HOST)
    assert start.ai_pending and start.prompt == [0]
    first = await svc.moves.ai_step(CH)
    assert first is not None and first.version == 1 and first.actor in (1, 2)
    second = await svc.moves.ai_step(CH)
    assert second is not None and second.version == 2
    assert await svc.moves.ai_step(CH) is None  # only the human must act now


async def test_an_ai_decision_thought_ahead_is_played_only_on_the_state_it_was_made_on(
        svc: GameService) -> None:
    """The bot thinks during an AI move's pause (``ai_think``, on the committed state);
    ``ai_step`` plays that thought while the game has not moved on (the same table, version
    and seat), and decides again on the state as it is once it has."""
    await svc.lobby.create(CH, 1, HOST, "Ann", GAME)
    await svc.lobby.add_ai(CH, HOST, "random")
    await svc.lobby.add_ai(CH, HOST, "random")
    await svc.lobby.start(CH, HOST)
    thought = await svc.moves.ai_think(CH)
    assert thought is not None and thought.version == 0 and thought.seat in (1, 2)
    game = svc.tables.open[CH]
    assert game.state is not None
    codes = [a.code for a in game.state.legal_actions(thought.seat)]
    assert thought.code in codes
    other = next(c for c in codes if c != thought.code)
    played = await svc.moves.ai_step(CH, thought._replace(code=other))
    assert played is not None and played.action is not None and played.action.code == other

    stale = await svc.moves.ai_think(CH)  # the second AI seat, at version 1
    assert stale is not None and stale.version == 1
    await svc.moves.ai_step(CH, stale)  # played: the game is at version 2 now
    state = svc.tables.open[CH].state
    assert state is not None and svc.moves.ai_pending(CH) is False
    for seat in (1, 2):  # an old thought of either seat is not played again
        assert await svc.moves.ai_step(CH, stale._replace(seat=seat)) is None


async def test_a_thought_the_game_moved_past_is_decided_again(svc: GameService) -> None:
    """A thought made at an earlier version is not played: the AI decides on the state as it
    is (its seed is the game's seed, version and seat, so it is the AI's own choice)."""
    await svc.lobby.create(CH, 1, HOST, "Ann", GAME)
    await svc.lobby.add_ai(CH, HOST, "random")
    await svc.lobby.add_ai(CH, HOST, "random")
    await svc.lobby.start(CH, HOST)
    early = await svc.moves.ai_think(CH)
    assert early is not None
    await svc.moves.ai_step(CH, early)
    state = svc.tables.open[CH].state
    assert state is not None
    seat = svc.tables.open[CH].ai_to_act()[0]
    own = engine.ai.decide(state.to_json(), seat, "random",
                           (state.seed * 1_000_003 + state.version * 101 + seat) & ((1 << 62) - 1))
    other = next(a.code for a in state.legal_actions(seat) if a.code != own)
    played = await svc.moves.ai_step(CH, early._replace(seat=seat, code=other))
    assert played is not None and played.action is not None and played.action.code == own


async def test_leaving_mid_game_hands_the_seat_to_an_ai_and_rejoining_takes_it_back(
        svc: GameService) -> None:
    await svc.lobby.create(CH, 1, HOST, "Ann", GAME)
    await svc.lobby.join(CH, BOB, "Bob")
    await svc.lobby.join(CH, CAT, "Cat")
    await svc.lobby.start(CH, HOST)
    hand_before = svc.tables.hand(CH, BOB).view["hand"]
    table = await svc.lobby.leave(CH, BOB)
    assert table.seats[1].left and table.seats[1].ai == DEFAULT_LEVEL
    assert svc.moves.ai_pending(CH)
    with pytest.raises(UserError, match="You left this game"):
        await svc.moves.act(CH, BOB, 0, 1, svc.tables.seat_hand(CH, 1).actions[0].code)
    outcome = await svc.moves.ai_step(CH)
    assert outcome is not None and outcome.actor == 1
    table = await svc.lobby.join(CH, BOB, "Bob again")
    assert table.seats[1].user_id == BOB and not table.seats[1].left
    assert table.seats[1].name == "Bob"  # the same seat, not a new one
    hand_after = svc.tables.hand(CH, BOB).view["hand"]
    assert len(hand_after) == len(hand_before) - 1  # the same hand, one card bid


async def test_last_human_leaving_a_running_game_cancels_it(svc: GameService) -> None:
    await svc.lobby.create(CH, 1, HOST, "Ann", GAME)
    await svc.lobby.add_ai(CH, HOST, "random")
    await svc.lobby.start(CH, HOST)
    table = await svc.lobby.leave(CH, HOST)
    assert table.status == CANCELLED and svc.tables.table(CH) is None


async def test_engine_crash_leaves_the_game_unchanged(svc: GameService,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    await two_player_game(svc)
    code = svc.tables.seat_hand(CH, 0).actions[0].code
    before = (await svc.tables.status(CH)).view

    def boom(self: Any, seat: int, action: Action) -> Any:
        self.points[0] = 77
        raise RuntimeError("bug")

    monkeypatch.setattr(WildCardsState, "_apply", boom)
    with pytest.raises(UserError, match="Something went wrong"):
        await svc.moves.act(CH, HOST, 0, 0, code)
    monkeypatch.undo()
    assert (await svc.tables.status(CH)).view == before
    await svc.moves.act(CH, HOST, 0, 0, code)


async def test_a_failed_commit_does_not_advance_the_game(svc: GameService,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    await two_player_game(svc)
    code = svc.tables.seat_hand(CH, 0).actions[0].code

    async def fail(*a: Any, **k: Any) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(svc.store, "commit_action", fail)
    with pytest.raises(sqlite3.OperationalError):
        await svc.moves.act(CH, HOST, 0, 0, code)
    monkeypatch.undo()
    assert svc.tables.table(CH).version == 0  # type: ignore[union-attr]
    assert svc.tables.seat_hand(CH, 0).must_act
    await svc.moves.act(CH, HOST, 0, 0, code)


async def test_an_interrupted_commit_that_landed_is_taken_over(
        svc: GameService, monkeypatch: pytest.MonkeyPatch) -> None:
    """Cancelled while COMMIT ran: the database has the move, so memory follows it."""
    await two_player_game(svc)
    code = svc.tables.seat_hand(CH, 0).actions[0].code
    real = svc.store.commit_action

    async def commit_then_cancel(*a: Any, **k: Any) -> None:
        await real(*a, **k)
        raise asyncio.CancelledError

    monkeypatch.setattr(svc.store, "commit_action", commit_then_cancel)
    with pytest.raises(asyncio.CancelledError):
        await svc.moves.act(CH, HOST, 0, 0, code)
    monkeypatch.undo()
    assert svc.tables.table(CH).version == 1  # type: ignore[union-attr]
    assert (await svc.tables.status(CH)).to_act == [1]


# -- restarts ------------------------------------------------------------------------------
async def test_restart_reloads_lobbies_games_messages_and_dm_status(tmp_path: Path) -> None:
    path = tmp_path / "bot.sqlite3"
    svc = await make_service(path)
    await svc.lobby.create(CH + 1, 1, CAT, "Cat", GAME)
    await svc.tables.set_dm_status(CAT, False)
    await two_player_game(svc)
    await svc.tables.remember_message(CH, "table", 123456789012345678)
    await svc.moves.act(CH, HOST, 0, 0, svc.tables.seat_hand(CH, 0).actions[0].code)
    hand = svc.tables.hand(CH, BOB)
    await svc.close()

    again = GameService(await open_store(path), clock=Clock())
    report = await again.start()
    try:
        assert report.problems == []
        by_channel = {r.table.channel_id: r for r in report.games}
        assert by_channel[CH + 1].table.status == LOBBY
        assert by_channel[CH + 1].table.seats[0].dm_ok is False
        resumed = by_channel[CH]
        assert resumed.table.messages == {"table": 123456789012345678}
        assert resumed.to_act == [1] and resumed.prompt == [1] and not resumed.ai_pending
        assert again.tables.hand(CH, BOB) == hand
        assert again.tables.dm_ok(CAT) is False and again.tables.dm_ok(BOB) is None
        await again.moves.act(CH, BOB, 1, 1, hand.actions[0].code)
    finally:
        await again.close()


async def test_corrupt_rows_are_reported_and_skipped(tmp_path: Path) -> None:
    path = tmp_path / "bot.sqlite3"
    svc = await make_service(path)
    await two_player_game(svc)
    await svc.lobby.create(CH + 1, 1, HOST, "Ann", GAME)
    await svc.lobby.create(CH + 2, 1, HOST, "Ann", GAME)
    await svc.close()
    db = sqlite3.connect(path)
    db.execute("UPDATE games SET state = '{not json' WHERE channel_id = ?", (CH,))
    db.execute("UPDATE games SET game = 'chess' WHERE channel_id = ?", (CH + 1,))
    db.commit()
    db.close()
    again = GameService(await open_store(path), clock=Clock())
    try:
        report = await again.start()
        # a running game's state is read when the game is first touched, not at start
        # (tests/bot/test_restart_lazy.py): it is refused then, with the reason
        assert [r.table.channel_id for r in report.games] == [CH, CH + 2]
        assert len(report.problems) == 1
        assert any("unknown game 'chess'" in p for p in report.problems)
        with pytest.raises(UserError, match="cannot be read"):
            again.tables.hand(CH, HOST)
    finally:
        await again.close()


# -- DM status -----------------------------------------------------------------------------
async def test_dm_status_shows_in_the_lobby(svc: GameService) -> None:
    await svc.lobby.create(CH, 1, HOST, "Ann", GAME)
    await svc.lobby.join(CH, BOB, "Bob")
    tables = await svc.tables.set_dm_status(BOB, False)
    assert [t.channel_id for t in tables] == [CH]
    assert [s.dm_ok for s in tables[0].seats] == [None, False]
    await svc.tables.set_dm_status(BOB, True)
    assert svc.tables.table(CH).seats[1].dm_ok is True  # type: ignore[union-attr]


# -- turn timers ---------------------------------------------------------------------------
async def test_timer_reminds_at_half_then_ai_plays_the_decision(tmp_path: Path) -> None:
    clock = Clock()
    svc = await make_service(tmp_path / "t.sqlite3", clock, turn_timer_seconds=60)
    try:
        await two_player_game(svc)
        assert svc.timers.due() == []
        assert svc.timers.next_due() == clock.now + 30
        clock.advance(30)
        due = svc.timers.due()
        assert sorted((t.seat, t.kind) for t in due) == [(0, "reminder"), (1, "reminder")]
        fired = await svc.moves.fire_timer(due[0])
        assert fired.kind == "reminder" and fired.seconds_left == 30
        assert fired.user_id == (HOST if due[0].seat == 0 else BOB)
        await svc.moves.act(CH, HOST, 0, 0, svc.tables.seat_hand(CH, 0).actions[0].code)
        clock.advance(30)
        due = svc.timers.due()
        stale = [t for t in due if t.seat == 0]
        assert stale == []  # seat 0 acted: its timers went with the action
        expire = next(t for t in due if t.kind == "expire")
        fired = await svc.moves.fire_timer(expire)
        assert fired.kind == "expire" and fired.outcome is not None
        assert fired.outcome.by_timer and fired.outcome.actor == 1
        assert fired.outcome.version == 2
        assert (await svc.moves.fire_timer(expire)).kind == "stale"
    finally:
        await svc.close()


async def test_pass_fallback_passes_where_a_pass_is_legal(tmp_path: Path) -> None:
    """WildLife's card auction has a pass: the bidder who runs out of time passes. Wild
    Cards' bid has none: the AI bids instead."""
    clock = Clock()
    svc = await make_service(tmp_path / "t.sqlite3", clock, turn_timer_seconds=10,
                             reminder_seconds=4, timeout_fallback="pass")
    try:
        await svc.lobby.create(CH, 1, HOST, "Ann", "wildlife")
        await svc.lobby.join(CH, BOB, "Bob")
        await svc.lobby.start(CH, HOST)
        for _ in range(100):  # seeding, then the first player auctions a card
            seat = (await svc.tables.status(CH)).to_act[0]
            codes = [a.code for a in svc.tables.seat_hand(CH, seat).actions]
            if "pass" in codes:
                break
            table = svc.tables.table(CH)
            assert table is not None
            code = next((c for c in codes if c.startswith("auction:")), codes[0])
            await svc.moves.act(CH, table.seats[seat].user_id or 0, table.version, seat, code)
        clock.advance(10)
        expire = next(t for t in svc.timers.due() if t.kind == "expire")
        fired = await svc.moves.fire_timer(expire)
        assert fired.outcome is not None and fired.outcome.action is not None
        assert fired.outcome.action.code == "pass"
    finally:
        await svc.close()
    svc = await make_service(tmp_path / "w.sqlite3", clock, turn_timer_seconds=10,
                             reminder_seconds=4, timeout_fallback="pass")
    try:
        await two_player_game(svc)
        clock.advance(4)
        assert {t.kind for t in svc.timers.due()} == {"reminder"}
        clock.advance(6)
        expire = next(t for t in svc.timers.due() if t.kind == "expire")
        fired = await svc.moves.fire_timer(expire)
        assert fired.outcome is not None and fired.outcome.action is not None
        assert fired.outcome.action.code.startswith("bid:")
    finally:
        await svc.close()


async def test_after_a_timeout_the_ai_finishes_that_seats_stretch_at_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A player away from the keyboard does not cost a full timer for every sub-decision of
    their stretch: after one timeout, the seat's next decisions fall due at once; the next
    time the seat must act it gets the full timer again."""
    def refill(state_json: str, seat: int, *args: Any, **kwargs: Any) -> str:
        return engine.from_json(state_json).legal_actions(seat)[-1].code  # bid:R first, then draw

    monkeypatch.setattr(engine.ai, "decide", refill)
    clock = Clock()
    svc = await make_service(tmp_path / "t.sqlite3", clock, turn_timer_seconds=10)
    try:
        await two_player_game(svc)
        await svc.moves.act(CH, BOB, 0, 1, svc.tables.seat_hand(CH, 1).actions[0].code)
        clock.advance(10)
        expire = next(t for t in svc.timers.due() if t.kind == "expire")
        fired = await svc.moves.fire_timer(expire)
        assert fired.outcome is not None and fired.outcome.action is not None
        assert fired.outcome.action.code == "bid:R" and fired.outcome.to_act == [0]
        again = [t for t in svc.timers.due() if t.seat == 0]
        assert [t.kind for t in again] == ["expire"]  # the Refill discards: due at once
        fired = await svc.moves.fire_timer(again[0])
        assert fired.outcome is not None and fired.outcome.action is not None
        assert fired.outcome.action.code == "draw" and 0 not in fired.outcome.to_act
        for _ in range(20):  # Bob takes his animal; then the next round's bids
            to_act = (await svc.tables.status(CH)).to_act
            if 0 in to_act:
                break
            table = svc.tables.table(CH)
            assert table is not None
            code = svc.tables.seat_hand(CH, 1).actions[0].code
            await svc.moves.act(CH, BOB, table.version, 1, code)
        assert 0 in (await svc.tables.status(CH)).to_act
        assert sorted((t.kind, t.due - clock.now) for t in svc.timers.rows.values()
                      if t.seat == 0) == [("expire", 10), ("reminder", 5)]
    finally:
        await svc.close()


async def test_timers_are_rearmed_after_a_restart(tmp_path: Path) -> None:
    clock = Clock()
    path = tmp_path / "t.sqlite3"
    svc = await make_service(path, clock, turn_timer_seconds=60)
    await two_player_game(svc)
    await svc.close()
    again = GameService(await open_store(path), clock=clock, turn_timer_seconds=60)
    try:
        report = await again.start()
        assert sorted((t.seat, t.kind) for t in report.timers) == [
            (0, "expire"), (0, "reminder"), (1, "expire"), (1, "reminder")]
        clock.advance(61)
        assert len(again.timers.due()) == 4
    finally:
        await again.close()


async def test_time_while_the_bot_was_down_does_not_count(tmp_path: Path) -> None:
    """Nobody can click while the bot is away, so an overdue timer restarts in full."""
    clock = Clock()
    path = tmp_path / "t.sqlite3"
    svc = await make_service(path, clock, turn_timer_seconds=60)
    await two_player_game(svc)
    await svc.close()
    clock.advance(3600)
    again = GameService(await open_store(path), clock=clock, turn_timer_seconds=60)
    try:
        report = await again.start()
        assert sorted(t.due - clock.now for t in report.timers) == [30, 30, 60, 60]
        assert again.timers.due() == []
    finally:
        await again.close()


async def test_same_display_names_get_distinct_seats(svc: GameService) -> None:
    await svc.lobby.create(CH, 1, HOST, "Sam", GAME)
    table = await svc.lobby.join(CH, BOB, "Sam")
    assert [s.name for s in table.seats] == ["Sam", "Sam (2)"]


async def test_without_a_turn_timer_only_the_idle_limit(svc: GameService,
                                                          tmp_path: Path) -> None:
    """No table waits forever: without a turn timer a due seat gets the idle limit's
    reminder and expiry (12 h, 24 h), shown as no deadline."""
    await two_player_game(svc)
    rows = await svc.store.timers()
    assert sorted(r.kind for r in rows) == ["expire", "expire", "reminder", "reminder"]
    start = min(r.due for r in rows) - 12 * 3600
    assert sorted(r.due - start for r in rows) == [12 * 3600] * 2 + [24 * 3600] * 2
    table_id = rows[0].game_id
    assert svc.timers.deadline(table_id, rows[0].seat) is None


# -- the real games, once registered -------------------------------------------------------
#: the registered titles (the toy registers only in its tests) but WildLife, whose whole game
#: (about 1,900 decisions, 12 s here) is played through this same service, by way of Discord,
#: in tests/bot/test_e2e_games.py, which checks its end and that its log replays to its state
REAL = sorted(set(engine.GAMES) - {"wildlife"})


@pytest.mark.parametrize("name", REAL or [pytest.param("none", marks=pytest.mark.skip(
    reason="no real game registered yet"))])
@pytest.mark.whole_game
async def test_a_real_game_plays_to_the_end_through_the_service(
        tmp_path: Path, name: str) -> None:
    svc = await make_service(tmp_path / "real.sqlite3")
    try:
        info = engine.GAMES[name]
        await svc.lobby.create(CH, 1, HOST, "Ann", name)
        await svc.lobby.join(CH, BOB, "Bob")
        for _ in range(max(0, info.min_players - 2)):
            await svc.lobby.add_ai(CH, HOST, "random")
        await svc.lobby.start(CH, HOST)
        last = await play_to_end(svc, seed=3)
        assert last.over and last.result is not None
        db = sqlite3.connect(tmp_path / "real.sqlite3")
        state = engine.from_json(db.execute("SELECT state FROM games").fetchone()[0])
        assert engine.replay(state).to_json() == state.to_json()
    finally:
        await svc.close()


async def test_a_servers_idle_limit_holds_after_a_restart(tmp_path: Path) -> None:
    """A decision that starts after a restart gets its server's own idle limit, not the
    default: the servers of the open games are read at start."""
    path = tmp_path / "bot.sqlite3"
    guild = 77
    first = await make_service(path)
    await first.settings.change(guild, idle_limit_seconds=2 * 3600.0,
                                idle_reminder_seconds=3600.0)
    await first.lobby.create(CH, guild, HOST, "Ann", GAME)
    await first.lobby.join(CH, BOB, "Bob")
    await first.lobby.start(CH, HOST)
    await first.close()
    again = await make_service(path)
    try:
        game = again.tables.open[CH]
        planned = again.timers.new(game, [0])
        start = again.clock()
        assert sorted(due - start for _, _, due in planned) == [3600.0, 7200.0]
    finally:
        await again.close()


async def test_a_move_keeps_the_timer_schedulers_sleep_and_an_earlier_timer_ends_it(
        tmp_path: Path) -> None:
    """The scheduler sleeps until the next timer. A move that pushes the mover's timers later
    leaves that sleep as it is (it ends in time for the next timer, maybe early); a timer due
    sooner than the sleep ends replaces it, and fires."""
    from bot.core.timers import Scheduler

    clock = Clock()
    svc = await make_service(tmp_path / "t.sqlite3", clock, turn_timer_seconds=60)
    fired: asyncio.Queue[Any] = asyncio.Queue()
    scheduler = Scheduler(svc.timers, lambda timer: fired.put(timer), clock)
    try:
        await two_player_game(svc)
        scheduler.rearm()
        await asyncio.sleep(0)
        sleep = scheduler.task
        assert sleep is not None and scheduler.sleeping is sleep
        clock.advance(5)
        await svc.moves.act(CH, BOB, 0, 1, svc.tables.seat_hand(CH, 1).actions[0].code)
        scheduler.rearm()
        assert scheduler.task is sleep and not sleep.done()
        table = svc.tables.table(CH)
        assert table is not None
        await svc.store.replace_timers(table.id, [1], [(1, "reminder", clock.now)])
        await svc.timers.reload()
        scheduler.rearm()
        assert scheduler.task is not sleep
        timer = await asyncio.wait_for(fired.get(), 10)  # the old sleep had 30 s to go
        assert (timer.seat, timer.kind, timer.due) == (1, "reminder", clock.now)
    finally:
        await scheduler.close()
        await svc.close()


async def test_a_tables_change_rereads_its_own_timers_and_leaves_the_others(
        tmp_path: Path) -> None:
    """A start and a move re-read only their table's timer rows (a read of every game's at
    each grew with the open games); what the book holds is what a full read of the store
    gives, for both tables, and a finished table's timers leave the book."""
    clock = Clock()
    svc = await make_service(tmp_path / "t.sqlite3", clock, turn_timer_seconds=60)
    other = CH + 1

    def held() -> list[tuple[int, int, int, str, float]]:
        return sorted((t.id, t.table_id, t.seat, t.kind, t.due) for t in svc.timers.sorted())

    try:
        await two_player_game(svc)
        await svc.lobby.create(other, 1, HOST, "Ann", GAME)
        await svc.lobby.join(other, BOB, "Bob")
        await svc.lobby.start(other, HOST)
        tables = {svc.tables.table(ch).id for ch in (CH, other)}
        assert {t.table_id for t in svc.timers.sorted()} == tables
        rng = Rng(7)
        for _ in range(6):
            clock.advance(5)
            seat = next(s for s in (0, 1) if svc.tables.seat_hand(CH, s).actions)
            version = svc.tables.table(CH).version
            await svc.moves.act(CH, (HOST, BOB)[seat], version, seat, pick(svc, seat, rng))
            mine = held()
            await svc.timers.reload()
            assert mine == held(), "the book after a move = a full read of the store"
        assert {t.table_id for t in svc.timers.sorted()} == tables
        await svc.lobby.cancel(other, HOST)
        gone = next(iter(tables - {svc.tables.table(CH).id}))
        await svc.timers.reload_table(gone, other)
        assert gone not in {t.table_id for t in svc.timers.sorted()}
    finally:
        await svc.close()


async def test_an_interrupted_commit_rereads_its_own_tables_timers(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A commit cancelled after it landed is taken over, and the timer book then holds what
    a full read of the store gives: the moved table's new timers, the other table's as they
    were (only the moved table's rows are read again)."""
    clock = Clock()
    svc = await make_service(tmp_path / "t.sqlite3", clock, turn_timer_seconds=60)
    other = CH + 1
    try:
        await two_player_game(svc)
        await svc.lobby.create(other, 1, HOST, "Ann", GAME)
        await svc.lobby.join(other, BOB, "Bob")
        await svc.lobby.start(other, HOST)
        real = svc.store.commit_action

        async def commit_then_cancel(*a: Any, **k: Any) -> None:
            await real(*a, **k)
            raise asyncio.CancelledError

        reads: list[int | None] = []   # the game each read of timer rows asked for
        timers = svc.store.timers

        async def read(game_id: int | None = None) -> Any:
            reads.append(game_id)
            return await timers(game_id=game_id)

        clock.advance(5)
        before = sorted((t.id, t.due) for t in svc.timers.sorted())
        monkeypatch.setattr(svc.store, "commit_action", commit_then_cancel)
        monkeypatch.setattr(svc.store, "timers", read)
        with pytest.raises(asyncio.CancelledError):
            await svc.moves.act(CH, HOST, 0, 0, svc.tables.seat_hand(CH, 0).actions[0].code)
        monkeypatch.undo()
        assert reads == [svc.tables.table(CH).id], reads  # type: ignore[union-attr]
        assert svc.tables.table(CH).version == 1  # type: ignore[union-attr]
        mine = sorted((t.id, t.table_id, t.seat, t.kind, t.due) for t in svc.timers.sorted())
        await svc.timers.reload()
        full = sorted((t.id, t.table_id, t.seat, t.kind, t.due) for t in svc.timers.sorted())
        assert mine == full, "the book after the take-over = a full read of the store"
        assert sorted((t.id, t.due) for t in svc.timers.sorted()) != before
    finally:
        await svc.close()
