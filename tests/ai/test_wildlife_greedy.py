"""The WildLife greedy player's fast board evaluation agrees with the engine's big scoring."""

from __future__ import annotations

import engine
from engine.core import Rng
from engine.players import RandomPlayer
from engine.wildlife.board import SPACES
from engine.wildlife.boardpoints import BoardPoints, board_points
from engine.wildlife.scoring import big_scoring


def test_board_points_equal_the_big_scorings_areas_and_herds() -> None:
    """Seed 000 "Scoring the Areas" / "Scoring the Herds", as scoring.big_scoring counts them:
    the greedy player's faster copy must give the same points on boards from random games."""
    if "wildlife" not in engine.GAMES:
        return
    checked = 0
    for seed in range(4):
        n = 2 + seed % 3
        state = engine.new_game("wildlife", [f"P{i}" for i in range(n)], seed=seed)
        rnd = RandomPlayer(seed)
        for step in range(1500):
            if state.is_over():
                break
            seat = state.to_act()[0]
            state.apply(seat, rnd.choose(state, seat))
            if step % 60 == 0:
                ref = big_scoring(state.tiles, [0] * n, [0] * n, [0] * n)["points"]
                assert board_points(state.tiles, n) == [
                    ref[s]["areas"] + ref[s]["herds"] for s in range(n)]
                checked += 1
    assert checked > 30


def test_changed_boards_count_as_counted_from_scratch() -> None:
    """``BoardPoints.after`` (recounting only what a move touches) gives the points of the
    changed board counted whole: tiles placed, taken away and swapped, herds joined and
    split, on boards from random games."""
    rng = Rng(17)
    checked = 0
    for seed in range(3):
        n = 3 + seed
        state = engine.new_game("wildlife", [f"P{i}" for i in range(n)], seed=seed)
        rnd = RandomPlayer(seed)
        for step in range(1500):
            if state.is_over():
                break
            seat = state.to_act()[0]
            state.apply(seat, rnd.choose(state, seat))
            if step % 50 or not state.tiles:
                continue
            board = BoardPoints(state.tiles, n)
            for _ in range(10):
                changes: dict[str, int | None] = {}
                for _ in range(1 + rng.below(3)):
                    space = SPACES[rng.below(len(SPACES))]
                    changes[space] = None if rng.below(4) == 0 else rng.below(n)
                after = {s: o for s, o in {**state.tiles, **changes}.items() if o is not None}
                assert board.after(changes) == board_points(after, n)
                checked += 1
    assert checked > 200
