"""AI decisions in worker processes (bot/core/thinking.py; docs/ai.md): AI moves never slow
other games down, since they are decided in a worker process, bounded by the budget."""

from __future__ import annotations

import math
import time

import pytest

from bot.core.thinking import (
    BUSY,
    FLOOR,
    MARGIN,
    RATE_WINDOW,
    SLICE,
    SLOTS,
    Board,
    Thinkers,
    decide_by,
)
from engine.ai import decide
from tests.ai.test_levels import TITLES, mid_game_states


async def test_the_pool_answers_a_legal_move_in_every_title() -> None:
    """A real worker process decides for the search level; each answer is a legal code of
    the seat, and each decision's time is kept for the benchmarks."""
    thinkers = Thinkers(processes=1, budget=0.2)
    try:
        for game in TITLES:
            state = mid_game_states(game, range(1), 40)[0]
            seat = state.to_act()[0]
            code = await thinkers.choose(state.to_json(), seat, "search", 5)
            assert code in {a.code for a in state.legal_actions(seat)}
    finally:
        thinkers.close()
    assert len(thinkers.timings) == len(TITLES)


@pytest.mark.parametrize("game", TITLES)
def test_a_search_asked_too_late_is_made_by_the_greedy(game: str) -> None:
    """A decision that waited in the queue until less than FLOOR seconds of its deadline are
    left (MARGIN kept aside) is the greedy level's (milliseconds), so a long queue drains
    instead of growing."""
    for state in mid_game_states(game, range(2), 50):
        seat = state.to_act()[0]
        text = state.to_json()
        late = time.time() + MARGIN + FLOOR / 2
        assert decide_by(late, text, seat, "search", 7, 0.5) == (
            decide(text, seat, "greedy", 7), "greedy")


def test_other_levels_ignore_the_deadline() -> None:
    """Random and greedy take milliseconds: the deadline never changes what they play."""
    state = mid_game_states("wildcards", range(1), 30)[0]
    seat, text = state.to_act()[0], state.to_json()
    past = time.time() - 10
    for level in ("random", "greedy"):
        assert decide_by(past, text, seat, level, 3, 0.5) == (decide(text, seat, level, 3), level)


def test_the_budget_fits_the_rate_decisions_are_asked_at() -> None:
    """While decisions come slower than the workers can give each its whole budget, each gets
    it; at a higher rate each gets an equal share of ``BUSY`` of the workers' time (so the
    queue stays short and every decision is searched), never less than ``FLOOR``; and once the
    rush is ``RATE_WINDOW`` seconds past, the whole budget again."""
    thinkers = Thinkers(processes=2, budget=0.5)
    assert thinkers.fit(1000.0) == 0.5
    assert thinkers.fit(1001.0) == 0.5  # 2 in 5 s: 0.4 a second, far below 2 workers' 4
    fitted = [thinkers.fit(1001.0 + k / 10) for k in range(1, 31)]  # 10 a second for 3 s
    rate = 32 / RATE_WINDOW
    assert fitted[-1] == pytest.approx(BUSY * 2 / rate)
    assert FLOOR < fitted[-1] < 0.5
    assert fitted == sorted(fitted, reverse=True)  # shorter as the rush goes on
    rush = [thinkers.fit(1004.5) for _ in range(200)]  # two hundred at once
    assert rush[-1] == FLOOR
    assert thinkers.fit(1004.5 + RATE_WINDOW) == 0.5  # the rush is forgotten
    short = Thinkers(processes=2, budget=FLOOR / 2)  # a budget set below FLOOR is kept
    assert [short.fit(2000.0) for _ in range(100)][-1] == FLOOR / 2


def test_the_board_keeps_each_waiting_decision_its_slice_before_its_deadline() -> None:
    """A running search may go on until every decision waiting behind it, in deadline order,
    still has ``SLICE`` seconds of the workers before its own deadline (less ``MARGIN``);
    with nothing waiting, until its own budget; a decision begun waits no more."""
    board = Board()
    assert board.stop_at(1) == math.inf
    first = board.post(100.0)
    second = board.post(100.5)
    assert board.stop_at(1) == pytest.approx(min(100.0 - MARGIN - SLICE,
                                                 100.5 - MARGIN - 2 * SLICE))
    assert board.stop_at(2) == pytest.approx(100.0 - MARGIN - SLICE)
    board.begin(first)
    assert board.stop_at(1) == pytest.approx(100.5 - MARGIN - SLICE)
    board.clear(first)
    board.clear(second)
    assert board.stop_at(1) == math.inf
    assert board.post(7.0) in (first, second)  # slots are used again


def test_a_search_with_decisions_waiting_close_to_their_deadline_is_made_by_the_greedy(
) -> None:
    """A decision begun when those waiting behind it need the time left before their
    deadlines is the greedy level's: the waiting ones are then searched in time."""
    state = mid_game_states("wildlife", range(1), 50)[0]
    seat, text = state.to_act()[0], state.to_json()
    board = Board()
    board.post(time.time() + MARGIN + SLICE)  # must begin now to get its slice
    far = time.time() + 60
    assert decide_by(far, text, seat, "search", 7, 0.5, -1, board) == (
        decide(text, seat, "greedy", 7), "greedy")


async def test_the_workers_read_the_board_the_bot_posts_on() -> None:
    """The board is memory shared with the worker processes: with a decision posted by the
    bot as waiting behind, a worker answers a search with the greedy however far its own
    deadline is; and every slot is free again once the answers are in."""
    thinkers = Thinkers(processes=1, budget=0.5)
    try:
        state = mid_game_states("wildcards", range(1), 30)[0]
        seat, text = state.to_act()[0], state.to_json()
        code = await thinkers.choose(text, seat, "search", 5)
        assert code in {a.code for a in state.legal_actions(seat)}
        assert thinkers.pool is not None
        far = time.time() + 60
        alone = thinkers.pool.submit(decide_by, far, text, seat, "search", 5, 0.2)
        assert alone.result(timeout=60)[1] == "search"
        waiting = thinkers.board.post(time.time() + MARGIN + SLICE)
        behind = thinkers.pool.submit(decide_by, far, text, seat, "search", 5, 0.2)
        assert behind.result(timeout=60) == (decide(text, seat, "greedy", 5), "greedy")
        thinkers.board.clear(waiting)
    finally:
        thinkers.close()
    assert thinkers.board.stop_at(1) == math.inf
    assert len(thinkers.board.free) == SLOTS
