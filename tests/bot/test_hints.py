"""The hint is computed from the asker's information only (bot/core/hints.py): two states that
differ only in what the asker cannot see give the same suggestion and the same reason; the
suggestion is a legal choice of the asker's; the reason is a line in every language."""

from __future__ import annotations

import pytest

import engine
from bot.core.hints import hint_by, information_state
from engine.search import fast_copy
from tests.support.walk import after_random_moves
from words import LANGUAGES, say

TITLES = sorted(engine.GAMES)  # every registered title
PLAYERS = {"wildlife": 4, "wildcards": 3, "evolution": 3}
ITERATIONS = 8  # a cap and no clock: the same inputs give the same hint


def states(game: str, seeds: range, steps: int) -> list[engine.State]:
    """Decisions in the middle of games reached by random play."""
    games = (after_random_moves(game, [f"P{i + 1}" for i in range(PLAYERS[game])], seed,
                                steps + 7 * seed) for seed in seeds)
    return [state for state in games if not state.is_over()]


def hidden_differs(a: engine.State, b: engine.State, seat: int) -> bool:
    """The two states are not the same game: something the seat cannot see differs."""
    return fast_copy(a).to_json() != fast_copy(b).to_json() and a.view(seat) == b.view(seat)


@pytest.mark.parametrize("game", TITLES)
def test_the_hint_is_the_same_whatever_the_asker_cannot_see(game: str) -> None:
    """Others' hands, face-down bids, the deck order and the generator re-drawn (a redeal for
    the asker keeps their view): the same choice and the same line of why."""
    checked = 0
    for state in states(game, range(5), 30):
        seat = state.to_act()[0]
        other = state.redeal(seat, 424242)
        assert hidden_differs(state, other, seat)
        first = hint_by(0.0, state.to_json(), seat, 11, None, ITERATIONS)
        second = hint_by(0.0, other.to_json(), seat, 11, None, ITERATIONS)
        assert first == second
        assert first[0] in {a.code for a in state.legal_actions(seat)}
        checked += 1
    assert checked >= 4


@pytest.mark.parametrize("game", TITLES)
def test_the_information_state_keeps_nothing_hidden(game: str) -> None:
    """What the hint's search starts from is the same for every state the asker cannot tell
    apart (nothing of the real hidden cards survives), and the asker's view is unchanged."""
    for state in states(game, range(3), 25):
        seat = state.to_act()[0]
        other = state.redeal(seat, 99)
        mine = information_state(state, seat, 5)
        theirs = information_state(other, seat, 5)
        assert fast_copy(mine).to_json() == fast_copy(theirs).to_json()
        assert mine.view(seat) == state.view(seat)


@pytest.mark.parametrize("game", TITLES)
def test_the_reason_is_a_line_in_every_language(game: str) -> None:
    state = states(game, range(1), 40)[0]
    seat = state.to_act()[0]
    _, why, level, _ = hint_by(0.0, state.to_json(), seat, 3, None, ITERATIONS)
    assert level == "search"
    for lang in LANGUAGES:
        line = say(lang, why)
        assert line and "\n" not in line and "{" not in line, line


def test_a_hint_asked_too_late_for_the_search_comes_from_the_greedy() -> None:
    """Like an AI seat's decision: when the workers' queue left too little of the deadline,
    the greedy answers at once instead of a search that would run late."""
    state = states("wildcards", range(1), 20)[0]
    seat = state.to_act()[0]
    code, _, level, _ = hint_by(0.0, state.to_json(), seat, 3, 0.5)
    assert level == "greedy"
    assert code in {a.code for a in state.legal_actions(seat)}
