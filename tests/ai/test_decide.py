"""``engine.ai.decide``: one AI decision from plain data, for the bot's worker processes
(AI moves must not slow other games down: docs/ai.md). Search runs to an iteration cap without a
clock, so every assertion is exactly reproducible."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor

import pytest

from engine.ai import decide, make_player
from tests.ai.test_levels import ITERATIONS, TITLES, mid_game_states


@pytest.mark.parametrize("game", TITLES)
@pytest.mark.parametrize("level", ["random", "greedy", "search"])
def test_decide_chooses_what_the_player_chooses(game: str, level: str) -> None:
    """From the state's JSON, ``decide`` gives the code the level's player chooses on the
    state itself, and the same code again for the same inputs."""
    for state in mid_game_states(game, range(2), 60):
        seat = state.to_act()[0]
        expected = make_player(game, level, 11, None, iterations=ITERATIONS).choose(state, seat)
        text = state.to_json()
        code = decide(text, seat, level, 11, None, iterations=ITERATIONS)
        assert code == expected.code
        assert decide(text, seat, level, 11, None, iterations=ITERATIONS) == code
        assert state.to_json() == text


def test_decide_runs_in_a_worker_process() -> None:
    """Arguments and answer cross a process boundary (pickled), as in the bot's pool; the
    answer is a legal code of the seat in every title."""
    jobs = []
    for game in TITLES:
        state = mid_game_states(game, range(1), 40)[0]
        seat = state.to_act()[0]
        jobs.append((state, seat))
    with ProcessPoolExecutor(max_workers=1) as pool:
        futures = [pool.submit(decide, state.to_json(), seat, "search", 3, None,
                               iterations=ITERATIONS) for state, seat in jobs]
        codes = [f.result(timeout=60) for f in futures]
    for (state, seat), code in zip(jobs, codes, strict=True):
        assert code in {a.code for a in state.legal_actions(seat)}


def test_decide_refuses_an_unknown_level() -> None:
    state = mid_game_states("wildcards", range(1), 10)[0]
    with pytest.raises(ValueError, match="Unknown AI level 'expert'"):
        decide(state.to_json(), state.to_act()[0], "expert", 0)


def test_latency_benchmark_plays_whole_games_through_the_pool(
        capsys: pytest.CaptureFixture[str]) -> None:
    """benchmarks/decide.py plays games to the end through worker processes and prints the
    decisions' timing (no timing is asserted: the count and the report's shape are)."""
    from benchmarks import decide as latency

    latency.main(["--game", "wildcards", "--level", "greedy", "--games", "2", "--workers", "1"])
    out = capsys.readouterr().out
    assert "2 games at once, 1 worker processes" in out
    decisions = int(out.split(" decisions:")[0].split()[-1])
    assert decisions > 100 and "took 1 s or more" in out and "load average" in out


@pytest.mark.parametrize("game", TITLES)
def test_a_search_told_to_stop_plays_what_a_search_of_that_length_plays(game: str) -> None:
    """``stop`` (the bot's workers end a search when decisions queue behind it) ends the
    search between iterations, or rounds of Wild Cards' paired search: asked first after
    the first, then after each; the choice is the one a search capped at the iterations
    made would play, so an early stop loses time, not correctness."""
    searched = 0
    for state in mid_game_states(game, range(2), 60):
        seat = state.to_act()[0]
        calls: list[int] = []

        def stop(calls: list[int] = calls) -> bool:
            calls.append(1)
            return len(calls) >= 3

        stopped = make_player(game, "search", 5, None, iterations=10_000, stop=stop)
        code = stopped.choose(state, seat).code
        if len(state.legal_actions(seat)) == 1:  # nothing to search
            continue
        searched += 1
        assert len(calls) == 3 and 3 <= stopped.last_iterations < 10_000
        capped = make_player(game, "search", 5, None, iterations=stopped.last_iterations)
        assert capped.choose(state, seat).code == code
    assert searched
