"""The WildLife greedy player's fast board evaluation agrees with the engine's big scoring."""

from __future__ import annotations

from collections.abc import Iterator

import engine
from engine.core import Rng
from engine.players import RandomPlayer
from engine.wildlife.board import SPACES
from engine.wildlife.boardpoints import BoardPoints, board_points
from engine.wildlife.scoring import big_scoring


def boards(seeds: range, every: int) -> Iterator[tuple[dict[str, int], int]]:
    """Boards (tiles, player count) from random games of 2 to 6 players, every few actions."""
    for seed in seeds:
        n = 2 + seed % 5
        state = engine.new_game("wildlife", [f"P{i}" for i in range(n)], seed=seed)
        rnd = RandomPlayer(seed)
        for step in range(1500):
            if state.is_over():
                break
            seat = state.to_act()[0]
            state.apply(seat, rnd.choose(state, seat))
            if step % every == 0 and state.tiles:
                yield dict(state.tiles), n


def reference(tiles: dict[str, int], n: int) -> list[float]:
    """Area plus herd points per seat, as scoring.big_scoring counts them."""
    ref = big_scoring(tiles, [0] * n, [0] * n, [0] * n)["points"]
    return [ref[s]["areas"] + ref[s]["herds"] for s in range(n)]


def test_board_points_equal_the_big_scorings_areas_and_herds() -> None:
    """Seed 000 "Scoring the Areas" / "Scoring the Herds", as scoring.big_scoring counts them:
    the greedy player's faster count must give the same points on boards from random games."""
    checked = 0
    for tiles, n in boards(range(5), 60):
        assert board_points(tiles, n) == reference(tiles, n)
        checked += 1
    assert checked > 30


def test_changed_boards_count_as_the_big_scoring_would() -> None:
    """``BoardPoints.after`` (recounting only what a move touches) gives the points of the
    changed board as the big scoring counts it: tiles placed, taken away and swapped, herds
    joined and split, on boards from random games."""
    rng = Rng(17)
    checked = 0
    for tiles, n in boards(range(3, 6), 50):
        board = BoardPoints(tiles, n)
        for _ in range(10):
            changes: dict[str, int | None] = {}
            for _ in range(1 + rng.below(3)):
                space = SPACES[rng.below(len(SPACES))]
                changes[space] = None if rng.below(4) == 0 else rng.below(n)
            after = {s: o for s, o in {**tiles, **changes}.items() if o is not None}
            assert board.after(changes) == reference(after, n)
            checked += 1
    assert checked > 200
