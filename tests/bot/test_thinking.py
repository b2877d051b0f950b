"""AI decisions in worker processes (bot/core/thinking.py; docs/ai.md): AI moves never slow
other games down, since they are decided in a worker process, bounded by the budget."""

from __future__ import annotations

import time

import pytest

from bot.core.thinking import FLOOR, LIMIT, MARGIN, Thinkers, decide_by
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


def test_a_search_that_joins_a_queue_gets_a_share_of_the_time_left() -> None:
    """Alone (or while the workers keep up) a search gets its whole budget; behind others it
    gets an equal share of what the workers have before the deadline, so the queue drains in
    time and the late decisions are still searched rather than left to the greedy."""
    one = Thinkers(processes=1, budget=0.5)
    assert one.share(1) == 0.5
    assert one.share(4) == pytest.approx((LIMIT - MARGIN) / 4)
    assert [one.share(n) for n in range(1, 9)] == sorted(
        (one.share(n) for n in range(1, 9)), reverse=True)
    two = Thinkers(processes=2, budget=0.5)
    assert two.share(4) == pytest.approx(2 * one.share(4))
