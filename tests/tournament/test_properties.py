"""Properties a tournament people can trust keeps in every format and both ways of filling
odd counts (bot/core/tournament/model.py, docs/tournaments.md): whole events played out with
random entrant counts, table sizes, results (ties, absentees) and drop-outs.

* exactly one champion, first in the standings;
* a knockout's champion won every game they played (an AI seat that beat every person of a
  round's every table aside: then the best-placed person of each table goes on);
* the standings are a total order of every entrant, the same whatever order the tables'
  results came in;
* nobody is ranked above whoever put them out of a knockout;
* a knockout's byes and AI seats go to the best seeds; nobody, in any format, sits out a
  second time while someone still in has not sat out at all.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.core.tournament.model import FORMATS, Board, Entrant, Tournament

FILLS = ("ai", "bye")  # the stored names of `odd: seat` and `odd: bye`


def ranking(board: Board, rng: random.Random) -> list[dict[str, Any]]:
    """A random result by seat: places with the odd tie, a game score each."""
    order = list(range(len(board.seats)))
    rng.shuffle(order)
    places: dict[int, int] = {}
    for i, seat in enumerate(order):
        tie = i > 0 and rng.random() < 0.15
        places[seat] = places[order[i - 1]] if tie else i + 1
    return [{"seat": s, "place": places[s], "score": rng.randint(0, 9)}
            for s in range(len(board.seats))]


def play_out(count: int, size: int, fill: str, fmt: str, rng: random.Random,
             drops: bool) -> tuple[Tournament, list[list[int]]]:
    """A whole event; returns it and, per round, the seed order of who was still in then."""
    t = Tournament(1, 1, 1, 1, "wildcards", fmt, size, rng.randint(1, 5), 60.0, fill,
                   entrants=[Entrant(i, f"p{i}") for i in range(1, count + 1)])
    alive_then: list[list[int]] = []
    while not t.finished():
        alive_then.append(t.alive())
        rnd = t.seat_next()
        t.played.append(rnd)
        for board in rnd.boards:
            absent = [p for p in board.players if rng.random() < 0.05]
            t.record(board, ranking(board, rng), absent)
        if drops and rng.random() < 0.2 and len(t.alive()) > 2:
            t.entrant(rng.choice(t.alive())).dropped = True  # type: ignore[union-attr]
        assert len(t.played) <= 2 * count + 12, "the event never ends"
    return t, alive_then


def goer(board: Board, seed: dict[int, int]) -> int:
    """The best person at a knockout table: place, then game score, then seed."""
    return min(board.players, key=lambda p: (board.places[p], -board.scores.get(p, 0.0),
                                             seed[p]))


EVENTS = dict(count=st.integers(2, 32), size=st.integers(2, 4), fill=st.sampled_from(FILLS),
              fmt=st.sampled_from(FORMATS), rng=st.randoms(use_true_random=False),
              drops=st.booleans())


@settings(deadline=None)
@given(**EVENTS)
def test_one_champion_first_in_a_total_order(count: int, size: int, fill: str, fmt: str,
                                             rng: random.Random, drops: bool) -> None:
    t, _ = play_out(count, size, fill, fmt, rng, drops)
    rows = [r.player for r in t.table()]
    assert sorted(rows) == list(range(1, count + 1)), "every entrant once"
    assert rows[0] == t.champion(), "one champion, first in the standings"
    if fmt == "knockout":
        assert t.alive() in ([], [rows[0]]), "the champion is the one left"
    shuffled = Tournament.from_json(t.to_json())
    for rnd in shuffled.played:
        rng.shuffle(rnd.boards)  # the tables' results in another order
    assert [r.player for r in shuffled.table()] == rows, "the order is the results' own"


@settings(deadline=None)
@given(**EVENTS)
def test_a_knockout_champion_won_every_game(count: int, size: int, fill: str, fmt: str,
                                            rng: random.Random, drops: bool) -> None:
    t, _ = play_out(count, size, fill, "knockout", rng, drops)
    champion = t.champion()
    seed = {e.id: i for i, e in enumerate(t.entrants)}
    for rnd in t.played:
        tables = [b for b in rnd.boards if b.players]
        ai_won_all = all(b.ai_place is not None and b.ai_place < min(b.places.values())
                         for b in tables)
        for b in tables:
            if champion in b.players:
                assert goer(b, seed) == champion, "the champion won each table"
                assert ai_won_all or b.ai_place is None or \
                    b.ai_place >= b.places[champion], "and beat the AI seats there"


@settings(deadline=None)
@given(**EVENTS)
def test_nobody_above_whoever_put_them_out(count: int, size: int, fill: str, fmt: str,
                                           rng: random.Random, drops: bool) -> None:
    t, _ = play_out(count, size, fill, "knockout", rng, drops)
    seed = {e.id: i for i, e in enumerate(t.entrants)}
    rank = {r.player: i for i, r in enumerate(t.table())}
    for rnd in t.played:
        tables = [b for b in rnd.boards if b.players]
        ai_won_all = all(b.ai_place is not None and b.ai_place < min(b.places.values())
                         for b in tables)
        for b in tables:
            best = goer(b, seed)
            if not ai_won_all and b.ai_place is not None and b.ai_place < b.places[best]:
                continue  # the AI seat put everyone there out
            for p in b.players:
                if p != best:
                    assert rank[best] < rank[p], f"{p} above {best}, who put them out"


@settings(deadline=None)
@given(**EVENTS)
def test_byes_and_ai_seats_fall_fairly(count: int, size: int, fill: str, fmt: str,
                                       rng: random.Random, drops: bool) -> None:
    t, alive_then = play_out(count, size, fill, fmt, rng, drops)
    had: dict[int, int] = {}
    for rnd, alive in zip(t.played, alive_then, strict=True):
        seated = [p for b in rnd.boards for p in b.players]
        assert sorted(seated + rnd.byes) == sorted(alive), "everyone still in, once"
        fixed = fmt == "roundrobin" and drops  # a round robin's schedule is fixed at the
        #   start: after a drop-out its lone players meet, but a bye may come twice
        #   (docs/tournaments.md, "Round robin")
        for p in rnd.byes if not fixed else ():
            assert all(had.get(p, 0) <= had.get(q, 0) for q in seated), \
                "a second bye while someone still in had none"
        if fmt == "knockout":
            expected = sorted(alive, key=lambda p: (had.get(p, 0), alive.index(p)))
            assert set(rnd.byes) == set(expected[:len(rnd.byes)]), "byes to the best seeds"
            tables = sorted(rnd.boards, key=lambda b: -b.seats.count(None))
            for more, fewer in zip(tables, tables[1:], strict=False):
                if more.seats.count(None) > fewer.seats.count(None):
                    assert min(map(alive.index, more.players)) < min(
                        map(alive.index, fewer.players)), "AI seats to the best seeds"
        for p in rnd.byes:
            had[p] = had.get(p, 0) + 1


def test_one_who_won_then_dropped_stays_above_whom_they_beat() -> None:
    """1 has a bye, 2 beats 3; 1 and 2 tie, 1 goes on by seed and then drops out: 2 has
    more points, yet 1 put them out."""
    t = Tournament(1, 1, 1, 1, "wildcards", "knockout", 2, 0, 60.0, "bye",
                   entrants=[Entrant(i, f"p{i}") for i in (1, 2, 3)])
    for places in ({2: 1, 3: 2}, {1: 1, 2: 1}):
        rnd = t.seat_next()
        t.played.append(rnd)
        (board,) = rnd.boards
        t.record(board, [{"seat": i, "place": places[p], "score": 1}
                         for i, p in enumerate(board.seats)], [])
    assert t.played[0].byes == [1] and t.alive() == [1]
    t.entrant(1).dropped = True  # type: ignore[union-attr]
    assert [r.player for r in t.table()] == [1, 2, 3]


@settings(deadline=None)
@given(**EVENTS)
def test_standings_after_a_round_ignore_what_came_in_since(
        count: int, size: int, fill: str, fmt: str, rng: random.Random, drops: bool) -> None:
    """Mid-round, the standings "after round n" are those of the moment round n ended."""
    t = Tournament(1, 1, 1, 1, "wildcards", fmt, size, 4, 60.0, fill,
                   entrants=[Entrant(i, f"p{i}") for i in range(1, count + 1)])
    seen: list[list[int]] = []
    while not t.finished():
        rnd = t.seat_next()
        t.played.append(rnd)
        for i, board in enumerate(rnd.boards):
            assert t.complete() == len(t.played) - 1 or not rnd.boards
            t.record(board, ranking(board, rng), [])
            if i == 0 and len(rnd.boards) > 1:  # one table in: the label stays put
                assert [r.player for r in t.table(len(seen))] == (
                    seen[-1] if seen else sorted(p for p in range(1, count + 1)))
        assert t.complete() == len(t.played)
        seen.append([r.player for r in t.table()])
    for n, rows in enumerate(seen, start=1):
        assert [r.player for r in t.table(n)] == rows


@settings(deadline=None)
@given(count=st.integers(2, 32), size=st.integers(2, 4), fill=st.sampled_from(FILLS),
       rng=st.randoms(use_true_random=False))
def test_a_round_robin_has_everyone_meet_everyone(count: int, size: int, fill: str,
                                                  rng: random.Random) -> None:
    t, _ = play_out(count, size, fill, "roundrobin", rng, False)
    met = {(a, b) for rnd in t.played for b_ in rnd.boards
           for a in b_.players for b in b_.players if a != b}
    assert len(met) == count * (count - 1), "every pair at a table together"
    assert all(len(b.seats) <= size for rnd in t.played for b in rnd.boards)
    assert len(t.played) == t.total_rounds()
    if size == 2:  # the circle method: n - 1 rounds, n when odd, each pair once
        assert len(t.played) == count - 1 + count % 2
        assert len(met) == 2 * sum(len(b.players) == 2 for r in t.played for b in r.boards)


def test_a_round_robin_of_five_at_tables_of_two() -> None:
    """The circle method (docs/tournaments.md): the empty place (a bye) stays put, the rest
    turn one place a round; it meets the best seed first."""
    t = Tournament(1, 1, 1, 1, "wildcards", "roundrobin", 2, 0, 60.0, "bye",
                   entrants=[Entrant(i, f"p{i}") for i in range(1, 6)])
    first = t.seat_next()
    assert first.byes == [1] and [b.seats for b in first.boards] == [[2, 5], [3, 4]]
    assert t.total_rounds() == 5
