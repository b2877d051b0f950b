"""A knockout's champion and standings (bot/core/tournament/model.py): the final's winner
is first, a loss to the filler AI eliminates, byes and AI seats go to the best seeds."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.core.tournament.model import Entrant, Tournament


def play_out(count: int, size: int, fill: str, fmt: str, rng: random.Random) -> Tournament:
    """A whole event with random places (AI seats included) until it is finished."""
    t = Tournament(1, 1, 1, 1, "wildcards", fmt, size, 3, 60.0, fill,
                   entrants=[Entrant(i, f"p{i}") for i in range(1, count + 1)])
    while not t.finished():
        rnd = t.seat_next()
        t.played.append(rnd)
        for board in rnd.boards:
            order = list(range(len(board.seats)))
            rng.shuffle(order)
            t.record(board, [{"seat": s, "place": order[s] + 1, "score": rng.randint(0, 9)}
                             for s in range(len(board.seats))], [])
    return t


def test_the_final_winner_is_first_with_an_ai_seat() -> None:
    """Three at tables of two: p1 meets p3, p2 the AI; p2 then wins the final."""
    t = Tournament(1, 1, 1, 1, "wildcards", "knockout", 2, 0, 60.0, "ai",
                   entrants=[Entrant(i, f"p{i}") for i in (1, 2, 3)])
    rnd = t.seat_next()
    t.played.append(rnd)
    assert [b.seats for b in rnd.boards] == [[1, None], [2, 3]], "the AI seat: top seed"
    for board in rnd.boards:  # p1 beats the AI; p3 beats p2
        best = 1 if 1 in board.seats else 3
        t.record(board, [{"seat": i, "place": 1 if p == best else 2, "score": 1}
                         for i, p in enumerate(board.seats)], [])
    final = t.seat_next()
    t.played.append(final)
    assert [b.seats for b in final.boards] == [[1, 3]]
    t.record(final.boards[0], [{"seat": 0, "place": 2, "score": 0},
                               {"seat": 1, "place": 1, "score": 5}], [])
    assert t.finished() and t.alive() == [3]
    assert [r.player for r in t.table()] == [3, 1, 2]


def test_a_loss_to_the_ai_eliminates() -> None:
    t = Tournament(1, 1, 1, 1, "wildcards", "knockout", 2, 0, 60.0, "ai",
                   entrants=[Entrant(i, f"p{i}") for i in (1, 2, 3)])
    rnd = t.seat_next()
    t.played.append(rnd)
    for board in rnd.boards:  # the AI beats p1; p2 beats p3
        t.record(board, [{"seat": i, "place": 2 if p in (1, 3) else 1, "score": 1}
                         for i, p in enumerate(board.seats)], [])
    assert t.alive() == [2] and t.finished()
    assert t.table()[0].player == 2


def test_byes_go_to_the_best_seed_without_one() -> None:
    t = Tournament(1, 1, 1, 1, "wildcards", "knockout", 2, 0, 60.0, "bye",
                   entrants=[Entrant(i, f"p{i}") for i in range(1, 6)])
    first = t.seat_next()
    assert first.byes == [1]
    t.played.append(first)
    for board in first.boards:  # the better seed wins
        t.record(board, [{"seat": i, "place": 1 if p == min(board.players) else 2}
                         for i, p in enumerate(board.seats)], [])
    assert t.seat_next().byes == [2], "p1 had a bye; p2 has none"


@settings(max_examples=150, deadline=None)
@given(st.integers(2, 32), st.integers(2, 4), st.sampled_from(["ai", "bye"]),
       st.sampled_from(["swiss", "knockout"]), st.randoms(use_true_random=False))
def test_one_champion_and_a_fair_order(count: int, size: int, fill: str, fmt: str,
                                       rng: random.Random) -> None:
    t = play_out(count, size, fill, fmt, rng)
    rows = [r.player for r in t.table()]
    assert sorted(rows) == list(range(1, count + 1)), "a total order of every entrant"
    if fmt == "knockout":
        assert len(t.alive()) == 1 and rows[0] == t.alive()[0], "exactly one champion"
        champion, rank = rows[0], {p: i for i, p in enumerate(rows)}
        for rnd in t.played:
            everyone_lost = all(b.ai_place is not None and
                                b.ai_place < min(b.places.values())
                                for b in rnd.boards if b.players)
            for b in rnd.boards:
                if champion in b.players:
                    assert b.places[champion] == min(b.places.values())
                    assert everyone_lost or b.ai_place is None or \
                        b.ai_place >= b.places[champion], "the champion beat the AI too"
                for p in b.players:  # nobody above whoever put them out
                    if b.places[p] > min(b.places.values()):
                        goer = min(b.players, key=lambda q: rank[q])
                        assert rank[goer] < rank[p]
    had: dict[int, int] = {}
    for rnd in t.played:
        seated = [p for b in rnd.boards for p in b.players]
        for p in rnd.byes:
            assert all(had.get(p, 0) <= had.get(q, 0) for q in seated), \
                "a second bye while someone still in had none"
        for p in rnd.byes:
            had[p] = had.get(p, 0) + 1


def test_a_bye_is_not_ranked_above_the_wins_of_its_round() -> None:
    """Five at tables of two with byes: after round 1 the two winners (a full point each)
    stand above the top seed's bye (half a point), and the losers below all three."""
    t = Tournament(1, 1, 1, 1, "wildcards", "knockout", 2, 0, 60.0, "bye",
                   entrants=[Entrant(i, f"p{i}") for i in range(1, 6)])
    rnd = t.seat_next()
    t.played.append(rnd)
    assert rnd.byes == [1]
    for board in rnd.boards:  # the lower seed wins each table
        low = max(p for p in board.seats if p is not None)
        t.record(board, [{"seat": i, "place": 1 if p == low else 2, "score": 1}
                         for i, p in enumerate(board.seats)], [])
    rows = t.table()
    winners = {max(b.players) for b in rnd.boards}
    assert {r.player for r in rows[:2]} == winners and rows[2].player == 1, rows
    assert {r.player for r in rows[3:]} == {2, 3, 4, 5} - winners
