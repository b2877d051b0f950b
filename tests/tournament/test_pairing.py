"""Seating and standings (bot/core/tournament/pairing.py, model.py): properties over random
fields and results, and the worked examples docs/tournaments.md states."""

from __future__ import annotations

import random
from itertools import combinations, permutations

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.core.tournament.model import Entrant, Tournament
from bot.core.tournament.pairing import (
    Played,
    capacities,
    place_points,
    placed_last,
    repeats,
    snake,
    standings,
    swiss,
)


def partitions(players: list[int], sizes: list[int]):
    """Every seating of ``players`` at tables of ``sizes`` (small cases only)."""
    if not sizes:
        yield []
        return
    first, rest = players[0], players[1:]
    for others in combinations(rest, sizes[0] - 1):
        left = [p for p in rest if p not in others]
        for tail in partitions(left, sizes[1:]):
            yield [[first, *others], *tail]


def test_points_per_place_with_ties_shared() -> None:
    assert place_points({1: 1, 2: 2, 3: 3, 4: 4}, 4) == {1: 3, 2: 2, 3: 1, 4: 0}
    assert place_points({1: 1, 2: 1, 3: 3, 4: 4}, 4) == {1: 2.5, 2: 2.5, 3: 1, 4: 0}
    assert place_points({1: 1, 2: 2}, 4) == {1: 3, 2: 2}, "AI seats hold places 3 and 4"


def test_the_absent_are_placed_last_and_tied() -> None:
    assert placed_last({1: 1, 2: 2, 3: 3, -1: 4}, [1]) == {2: 1, 3: 2, -1: 3, 1: 4}
    assert placed_last({1: 1, 2: 1, 3: 3}, [1, 3]) == {2: 1, 1: 2, 3: 2}


def test_buchholz_then_game_score_break_ties() -> None:
    r1 = [Played((1, 2), {1: 1, 2: 2}, {1: 10, 2: 5}, 2),
          Played((3, 4), {3: 1, 4: 2}, {3: 12, 4: 1}, 2)]
    r2 = [Played((1, 4), {1: 1, 4: 2}, {1: 9, 4: 8}, 2),
          Played((2, 3), {2: 1, 3: 2}, {2: 7, 3: 30}, 2)]
    rows = standings([1, 2, 3, 4], [r1, r2], [[], []], 2)
    assert [r.player for r in rows] == [1, 2, 3, 4]
    assert [r.points for r in rows] == [2, 1, 1, 0]
    assert rows[1].buchholz == 3 and rows[2].buchholz == 1, "2 met the leader, 3 did not"
    assert rows[2].score > rows[1].score, "Buchholz comes before the game score"
    tied = standings([1, 2], [[Played((1, 2), {1: 1, 2: 1}, {1: 4, 2: 6}, 2)]], [[]], 2)
    assert [r.player for r in tied] == [2, 1], "equal points and Buchholz: the game score"


def test_knockout_snakes_seeds_across_tables() -> None:
    assert snake(list(range(1, 9)), [2, 2, 2, 2]) == [[1, 8], [2, 7], [3, 6], [4, 5]]
    assert snake(list(range(1, 9)), [4, 4]) == [[1, 4, 5, 8], [2, 3, 6, 7]]


def test_capacities_seat_everyone_or_give_byes() -> None:
    assert capacities(8, 4, "ai") == ([4, 4], 0)
    assert capacities(9, 4, "ai") == ([3, 3, 3], 0)
    assert capacities(9, 4, "bye") == ([4, 4], 1)
    assert capacities(7, 2, "bye") == ([2, 2, 2], 1)


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 12), st.integers(2, 4), st.sampled_from(["ai", "bye"]),
       st.integers(1, 4), st.randoms(use_true_random=False))
def test_every_round_seats_each_player_once(count: int, size: int, fill: str, rounds: int,
                                            rng: random.Random) -> None:
    """Every player is at exactly one table or has a bye; a Swiss never repeats a pair
    when the round could be seated without one; the standings are the same whatever order
    the tables' results came in."""
    t = Tournament(1, 1, 1, 1, "wildcards", "swiss", size, rounds, 60.0, fill,
                   entrants=[Entrant(i, f"p{i}") for i in range(1, count + 1)])
    for _ in range(rounds):
        before = {p: set() for p in range(1, count + 1)}
        for r in t.played:
            for b in r.boards:
                for p in b.players:
                    before[p].update(q for q in b.players if q != p)
        rnd = t.seat_next()
        seated = [p for b in rnd.boards for p in b.players] + rnd.byes
        assert sorted(seated) == list(range(1, count + 1))
        assert all(len(b.seats) <= size for b in rnd.boards)
        tables = [b.players for b in rnd.boards]
        if count <= 8 and repeats(tables, before):
            sizes = [len(b) for b in tables]
            ids = [p for b in tables for p in b]
            assert all(repeats(other, before) for other in partitions(ids, sizes)), \
                "a seating without repeated pairs existed"
        t.played.append(rnd)
        for board in rnd.boards:
            order = list(range(len(board.seats)))
            rng.shuffle(order)
            t.record(board, [{"seat": s, "place": min(order[s], rng.randint(0, 3)) + 1,
                              "score": rng.randint(0, 20)} for s in order], [])
    first = [(r.player, r.points, r.buchholz) for r in t.table()]
    again = Tournament.from_json(t.to_json())
    for r in again.played:
        r.boards.reverse()
    assert [(r.player, r.points, r.buchholz) for r in again.table()] == first


def test_a_swiss_avoids_repeats_where_possible() -> None:
    """Eight players at tables of four: round 2 mixes the round-1 tables completely."""
    order = list(range(1, 9))
    met = {p: set(range(1, 5)) - {p} for p in range(1, 5)}
    met |= {p: set(range(5, 9)) - {p} for p in range(5, 9)}
    tables = swiss(order, met, [4, 4])
    assert repeats(tables, met) == min(repeats(s, met) for s in partitions(order, [4, 4]))
    assert tables[0][0] == 1


def test_knockout_winners_go_on_and_one_is_left() -> None:
    t = Tournament(1, 1, 1, 1, "wildcards", "knockout", 2, 0, 60.0, "bye",
                   entrants=[Entrant(i, f"p{i}") for i in range(1, 9)])
    assert t.total_rounds() == 3
    while not t.finished():
        rnd = t.seat_next()
        t.played.append(rnd)
        for board in rnd.boards:  # the lower seed always wins
            low = max(board.players)
            t.record(board, [{"seat": i, "place": 1 if p == low else 2, "score": 1}
                             for i, p in enumerate(board.seats)], [])
    assert len(t.played) == 3 and t.alive() == [8]
    assert t.table()[0].player == 8


def test_standings_are_deterministic_under_any_entrant_order() -> None:
    base = [Played((1, 2, 3), {1: 1, 2: 2, 3: 2}, {1: 5, 2: 3, 3: 3}, 3)]
    rows = [r.player for r in standings([1, 2, 3], [base], [[]], 3)]
    for perm in permutations([1, 2, 3]):
        again = [r.player for r in standings(list(perm), [base], [[]], 3)]
        assert again[0] == rows[0] and set(again[1:]) == {2, 3}


def test_the_check_in_and_a_lost_table_survive_the_store() -> None:
    """The check-in window, who checked in, its message and a lost table come back from the
    stored JSON as they were (a restart mid-window or mid-round loses none of them); an
    event stored before they existed reads as without a check-in and without lost tables."""
    t = Tournament(1, 2, 3, 4, "wildcards", "swiss", 2, 1, 30.0, "ai", checkin=300.0,
                   no_show="replace", entrants=[Entrant(i, f"p{i}") for i in range(1, 5)])
    t.played.append(t.seat_next())
    t.played[0].boards[1].lost = True
    t.checkin_round, t.checkin_until, t.checked, t.checkin_message = 2, 1234.5, [1, 3], 99
    again = Tournament.from_json(t.to_json())
    assert again == t and again.played[0].boards[1].lost
    old = t.to_json()
    for key in ("checkin", "no_show", "checkin_round", "checkin_until", "checked",
                "checkin_message"):
        del old[key]
    for board in old["played"][0]["boards"]:
        del board["lost"]
    before = Tournament.from_json(old)
    assert before.checkin == 0 and before.checkin_until is None and before.no_show == "drop"
    assert not any(b.lost for b in before.played[0].boards)
