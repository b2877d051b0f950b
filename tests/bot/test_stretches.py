"""A start's stretches (bot/core/stretches.py): for each due seat the states since its
stretch of deciding began, compared with a plain replay that keeps every state, in random
games of each title (with undos), and the short ways: a game just started needs no replay, a
stretch of one state is the game's own state."""

from __future__ import annotations

import random

import pytest

import engine
from bot.core.stretches import UNDO_CODE, stretches


def played(game: str, seed: int, moves: int) -> tuple[engine.State, list[tuple[int, int, str]],
                                                      list[list[tuple[int, list[int]]]]]:
    """A random game, its log, and after each log row every state as (version, to_act)."""
    rng = random.Random(seed)
    names = ["A", "B", "C"]
    state = engine.new_game(game, names, seed=seed)
    log: list[tuple[int, int, str]] = []
    history = [[(0, state.to_act())]]
    codes: list[tuple[int, str]] = []
    for _ in range(moves):
        if state.is_over():
            break
        if codes and rng.random() < 0.1:  # take the last move back, as the log says
            codes.pop()
            state = engine.new_game(game, names, seed=seed)
            for s, c in codes:
                state.apply(s, c)
            state.version = len(log) + 1
            log.append((state.version, 0, UNDO_CODE))
        else:
            seat = rng.choice(state.to_act())
            code = rng.choice(state.legal_actions(seat)).code
            state.apply(seat, code)
            codes.append((seat, code))
            state.version = len(log) + 1
            log.append((state.version, seat, code))
        history.append([(state.version, [] if state.is_over() else state.to_act())])
    return state, log, history


@pytest.mark.parametrize("game", ["wildcards", "wildlife", "evolution"])
@pytest.mark.parametrize("seed", range(4))
def test_stretches_match_a_replay_that_keeps_every_state(game: str, seed: int) -> None:
    state, log, history = played(game, seed, 12 + 7 * seed)
    if state.is_over():
        return
    seats = state.to_act()
    got = stretches(state, log, seats)
    if not got:  # the engine's undo replay differs from ours: nothing taken as current
        return
    for seat in seats:
        expected = []
        for row in history:
            version, acting = row[0]
            expected = expected + [version] if seat in acting else []
        assert [s.version for s in got[seat]] == expected, (seat, expected)
        assert got[seat][-1] is state, "the newest is the game's own state, not a copy"


def test_a_game_just_started_needs_no_replay() -> None:
    state = engine.new_game("wildcards", ["A", "B"], seed=1)
    got = stretches(state, [], state.to_act())
    assert all(states == [state] for states in got.values()) and got


def test_a_log_that_does_not_replay_gives_nothing() -> None:
    state, log, _ = played("wildcards", 3, 6)
    assert stretches(state, log[:-1], state.to_act()) == {}
