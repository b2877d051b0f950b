"""The WildLife greedy player's fast board evaluation agrees with the engine's big scoring,
and what it remembers per board is what it would compute afresh."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import engine
from engine.core import Rng
from engine.players import RandomPlayer
from engine.wildlife import greedy
from engine.wildlife.board import AREAS, SPACES, TERRAINS
from engine.wildlife.boardpoints import BoardPoints, Count, board_points, forget
from engine.wildlife.scoring import big_scoring


def random_states(seeds: range, every: int, steps: int = 1500) -> Iterator[Any]:
    """States of random games of 2 to 6 players, every few actions (the live state: read it
    before taking the next)."""
    for seed in seeds:
        n = 2 + seed % 5
        state = engine.new_game("wildlife", [f"P{i}" for i in range(n)], seed=seed)
        rnd = RandomPlayer(seed)
        for step in range(steps):
            if state.is_over():
                break
            seat = state.to_act()[0]
            state.apply(seat, rnd.choose(state, seat))
            if step % every == 0:
                yield state


def boards(seeds: range, every: int) -> Iterator[tuple[dict[str, int], int]]:
    """Boards (tiles, player count) from random games, every few actions."""
    for state in random_states(seeds, every):
        if state.tiles:
            yield dict(state.tiles), state.n


def reference(tiles: dict[str, int], n: int) -> Count:
    """Area plus herd points per seat, as scoring.big_scoring counts them; and area points
    plus the points of the seat's largest herd alone."""
    scored = big_scoring(tiles, [0] * n, [0] * n, [0] * n)
    ref = scored["points"]
    largest = [0.0] * n
    for herd in reversed(scored["herds"]):  # largest first: the last one written stays
        largest[herd["seat"]] = herd["points"]
    return Count(tuple(ref[s]["areas"] + ref[s]["herds"] for s in range(n)),
                 tuple(ref[s]["areas"] + largest[s] for s in range(n)))


def test_board_points_equal_the_big_scorings_areas_and_herds() -> None:
    """Seed 000 "Scoring the Areas" / "Scoring the Herds", as scoring.big_scoring counts them:
    the greedy player's faster count must give the same points on boards from random games."""
    checked = 0
    for tiles, n in boards(range(5), 60):
        assert board_points(tiles, n) == list(reference(tiles, n).rules)
        checked += 1
    assert checked > 30


def test_changed_boards_count_as_the_big_scoring_would() -> None:
    """``BoardPoints.after`` (recounting only what a move touches) gives the points of the
    changed board as the big scoring counts it, and what each seat's largest herd alone scores
    there: tiles placed, taken away and swapped, herds joined and split, on boards from random
    games."""
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


def move_values(state: engine.State) -> list[float]:
    """Every per-board value the greedy remembers, for every seat of ``state``."""
    st: Any = state
    out: list[float] = []
    for seat in range(st.n):
        out.append(greedy.migrate_gain(st, seat))
        for terrain in TERRAINS:
            out.append(greedy.best_terrain_use(st, seat, terrain))
            out.extend(greedy.mode_value(st, seat, terrain, mode)
                       for mode in ("expand", "attack", "migrate"))
    return out


def variants(state: engine.State, rng: Rng) -> list[engine.State]:
    """Copies on the same board that differ in what a move's worth also reads: a seat's
    levels, its supply, whose turn it is, the markers taken, the big scorings done."""
    out = [state]
    for change in range(5):
        copy: Any = state.copy()
        seat = rng.below(copy.n)
        if change == 0:
            terrain = TERRAINS[rng.below(len(TERRAINS))]
            copy.levels[seat][terrain] = (copy.levels[seat][terrain] + 1 + rng.below(2)) % 3
        elif change == 1:
            copy.supply[seat] = 0 if copy.supply[seat] else 5
        elif change == 2:
            copy.turn = (copy.turn + 1 + rng.below(copy.n - 1)) % copy.n
        elif change == 3:  # the areas one tile would fill are marked: no marker to win
            for area, spaces in AREAS.items():
                if area not in copy.markers and sum(s not in copy.tiles for s in spaces) == 1:
                    copy.markers[area] = {"seat": seat, "value": 3, "index": len(copy.markers)}
        else:
            copy.big_count += 1
        out.append(copy)
    return out


def test_remembered_move_values_equal_fresh_ones() -> None:
    """The greedy remembers a terrain card's best use, a mode's and the free migration's with
    each board (the search asks for them again and again). States on the same board that differ
    in anything else those values read must not get each other's: values computed after the
    others equal values computed from nothing."""
    rng = Rng(5)
    checked = 0
    for state in random_states(range(6), 40, 400):
        family = variants(state, rng)
        warm = [move_values(s) for s in family]
        for s, remembered in zip(family, warm, strict=True):
            forget()
            assert move_values(s) == remembered
            checked += 1
    assert checked > 100
