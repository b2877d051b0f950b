"""The AI levels of every title (docs/ai.md): legal to the end, view-only, deterministic, greedy
stronger than random. Search runs with small iteration caps and no clock, so every assertion is
exactly reproducible; timings never appear in an assertion."""

from __future__ import annotations

import functools

import pytest

import engine
from engine.ai import LEVELS, make_player
from engine.players import RandomPlayer
from engine.search import fast_copy
from tests.support.walk import after_random_moves

TITLES = sorted(engine.GAMES)  # every registered title
#: The player counts of the issue's targets.
PLAYERS = {"wildlife": 4, "wildcards": 3, "evolution": 3}
#: Search iterations in tests: enough to exercise the tree, small enough for the time budget.
ITERATIONS = 2


def need(game: str) -> None:
    """Every title must be registered: a missing one is a failure, not a skip."""
    assert game in engine.GAMES, f"{game} is not registered"


def names(n: int) -> list[str]:
    return [f"P{i + 1}" for i in range(n)]


def mid_game_states(game: str, seeds: range, steps: int) -> list[engine.State]:
    """States reached by random play, for decisions in the middle of a game."""
    games = (after_random_moves(game, names(PLAYERS[game]), seed, steps + seed)
             for seed in seeds)
    return [state for state in games if not state.is_over()]


@functools.cache
def finished_game(game: str, level: str, seed: int) -> tuple[int, ...]:
    """Seat 0 plays ``level``, the others random, to the end; every choice is checked legal
    before it is applied. Returns the places by seat (cached: two tests read the same games)."""
    n = PLAYERS[game]
    state = engine.new_game(game, names(n), seed=seed)
    ai = make_player(game, level, seed=seed, iterations=ITERATIONS)
    rnd = RandomPlayer(seed + 1000)
    steps = 0
    while not state.is_over():
        seat = state.to_act()[0]
        player = ai if seat == 0 else rnd
        action = player.choose(state, seat)
        assert action.code in {a.code for a in state.legal_actions(seat)}
        state.apply(seat, action)
        steps += 1
        assert steps < 50_000
    places = [0] * n
    for row in state.result()["ranking"]:
        places[row["seat"]] = row["place"]
    return tuple(places)


@pytest.mark.parametrize("game", TITLES)
@pytest.mark.parametrize("level", LEVELS)
def test_level_plays_legal_moves_to_the_end(game: str, level: str) -> None:
    """Every level, in one seat against random seats, plays only legal actions to the end."""
    need(game)
    assert len(finished_game(game, level, 7)) == PLAYERS[game]


#: Seeded games per title for "greedy beats random": (games, wins needed). A seat wins by
#: chance 1 game in 4 (WildLife) or 3 (the others); reaching the needed wins by chance has a
#: probability under 5 % (WildLife 3 of 4: 5 %, Wild Cards 5 of 6: 2 %, Evolution 4 of 5:
#: 4.5 %), so a pass means greedy is really stronger. The tournament measures the real rate.
SAMPLE = {"wildlife": (4, 3), "wildcards": (6, 5), "evolution": (5, 4)}


@pytest.mark.parametrize("game", TITLES)
def test_greedy_wins_against_random_seats(game: str) -> None:
    """The AI levels' target, in small: greedy beats random seats in a seeded sample."""
    need(game)
    games, needed = SAMPLE[game]
    wins = sum(finished_game(game, "greedy", 7 + k)[0] == 1 for k in range(games))
    assert wins >= needed


def canonical_redeal(state: engine.State, other: engine.State, seat: int) -> bool:
    """Whether ``redeal`` gives the same copy for two states of the same information set."""
    a, b = fast_copy(state.redeal(seat, 7)), fast_copy(other.redeal(seat, 7))
    return a.to_json() == b.to_json()


@pytest.mark.parametrize("game", TITLES)
@pytest.mark.parametrize("level", ["greedy", "search"])
def test_choice_depends_only_on_the_seats_view(game: str, level: str) -> None:
    """Two states that differ only in what the seat cannot see (a redeal for that seat has the
    same view) lead to the same choice with the same seed: the AI does not peek."""
    need(game)
    for state in mid_game_states(game, range(4), 25):
        seat = state.to_act()[0]
        other = state.redeal(seat, 424242)
        assert other.view(seat) == state.view(seat)
        a = make_player(game, level, seed=5, iterations=ITERATIONS).choose(state, seat)
        b = make_player(game, level, seed=5, iterations=ITERATIONS).choose(other, seat)
        assert a.code == b.code


@pytest.mark.parametrize("game", TITLES)
def test_redeal_depends_only_on_the_seats_knowledge(game: str) -> None:
    """``redeal(seat, seed)`` of two states with the same view for ``seat`` is the same state:
    the search's determinizations cannot carry the real hidden cards (engine contract)."""
    need(game)
    for state in mid_game_states(game, range(4), 25):
        seat = state.to_act()[0]
        other = state.redeal(seat, 99)
        assert canonical_redeal(state, other, seat)


@pytest.mark.parametrize("game", TITLES)
@pytest.mark.parametrize("level", ["greedy", "search"])
def test_same_seed_same_choices(game: str, level: str) -> None:
    """A seeded AI repeats its choices exactly (replays, bug reports, tests)."""
    need(game)
    for state in mid_game_states(game, range(3), 30):
        seat = state.to_act()[0]
        first = make_player(game, level, seed=9, iterations=ITERATIONS).choose(state, seat)
        again = make_player(game, level, seed=9, iterations=ITERATIONS).choose(state, seat)
        assert first.code == again.code


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="Unknown AI level"):
        make_player("wildlife", "genius", seed=0)
