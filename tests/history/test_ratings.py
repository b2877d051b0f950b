"""Ratings (docs/history.md, bot/core/ratings.py): openskill Plackett-Luce per (person, title),
places with ties from ``result()``, AI levels as fixed anchors, a leaver rated last, and a
seat the turn timer's fallback played for most of its decisions abandoned: never a win, never
a gain."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.core.ratings import ANCHORS, NEW, Placed, line, placed, rate, shown


def result(*places: tuple[int, float]) -> dict:
    return {"ranking": [{"seat": i, "name": f"p{i}", "place": p, "score": s}
                        for i, (p, s) in enumerate(places)]}


def test_a_newcomer_shows_1000_and_a_winner_rises_a_loser_falls() -> None:
    assert shown(*NEW) == 1000
    a, b = rate([Placed(1, None, 1, 30.0), Placed(2, None, 2, 20.0)], {})
    assert a.user_id == 1 and a.after[0] > NEW[0] and b.after[0] < NEW[0]
    assert a.after[1] < NEW[1] and b.after[1] < NEW[1], "both ratings are surer after a game"
    assert line("en", a) == f"+{a.shown_after - 1000} → {a.shown_after:,}"


def test_a_tie_moves_equal_ratings_equally() -> None:
    """Two people sharing first place (result()'s shared place) gain the same."""
    changes = rate([Placed(1, None, 1, 30.0), Placed(2, None, 1, 30.0),
                    Placed(3, None, 3, 10.0)], {})
    first, second, third = changes
    assert first.after == second.after
    assert first.after[0] > NEW[0] > third.after[0]


def test_ai_seats_anchor_the_scale_and_are_never_changed() -> None:
    """Beating the search level is worth more than beating the random player; an AI seat
    gets no change of its own."""
    beat_search = rate([Placed(1, None, 1, 9.0), Placed(None, "search", 2, 5.0)], {})
    beat_random = rate([Placed(1, None, 1, 9.0), Placed(None, "random", 2, 5.0)], {})
    assert [c.user_id for c in beat_search] == [1]
    assert beat_search[0].after[0] > beat_random[0].after[0] > NEW[0]
    assert ANCHORS["random"][0] < ANCHORS["greedy"][0] < ANCHORS["search"][0]
    assert rate([Placed(None, "greedy", 1, 9.0), Placed(None, "search", 2, 5.0)], {}) == []


def test_a_leaver_is_rated_last_whatever_the_ai_made_of_the_seat() -> None:
    """Seat 0 left (an AI finished it and won): rated below everyone who stayed."""
    seats = [{"user_id": 1, "ai": "greedy"}, {"user_id": 2, "ai": None},
             {"user_id": None, "ai": "random"}]
    rated = placed(result((1, 50.0), (2, 40.0), (3, 10.0)), seats)
    assert [(p.user_id, p.level, p.place) for p in rated] == [
        (1, None, 4), (2, None, 2), (None, "random", 3)]
    leaver, stayer = rate(rated, {})
    assert leaver.after[0] < NEW[0] < stayer.after[0]


def test_ratings_start_from_the_ones_given() -> None:
    strong = (35.0, 2.0)
    upset = rate([Placed(1, None, 2, 5.0), Placed(2, None, 1, 9.0)], {1: strong})
    assert upset[0].before == strong and upset[0].after[0] < strong[0]
    assert upset[1].after[0] - NEW[0] > 0


def test_a_seat_the_fallback_played_for_most_decisions_is_rated_last() -> None:
    """Seat 0's person made 2 of its 12 decisions, the turn timer's fallback 10 (and the AI
    behind it won): the seat is abandoned, rated last; seat 1's person made most of theirs
    (a few timeouts are no abandonment) and keeps the seat's place."""
    seats = [{"user_id": 1, "ai": None}, {"user_id": 2, "ai": None},
             {"user_id": 3, "ai": None}]
    rated = placed(result((1, 50.0), (2, 40.0), (3, 10.0)), seats,
                   decisions=[[2, 10], [9, 3], [12, 0]])
    assert [(p.user_id, p.place, p.abandoned) for p in rated] == [
        (1, 4, True), (2, 2, False), (3, 3, False)]
    absent = rate(rated, {})[0]
    assert absent.abandoned and absent.shown_after <= absent.shown_before


def test_a_game_without_recorded_decisions_rates_as_before() -> None:
    """Games that ended before the decisions were recorded (``None``) keep their places."""
    seats = [{"user_id": 1, "ai": None}, {"user_id": 2, "ai": None}]
    rated = placed(result((1, 50.0), (2, 40.0)), seats, decisions=None)
    assert [(p.place, p.abandoned) for p in rated] == [(1, False), (2, False)]


ratings_st = st.tuples(st.floats(5.0, 45.0), st.floats(0.5, 25 / 3))


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_an_absent_player_never_gains_rating(data: st.DataObject) -> None:
    """Whatever the places the fallback reached, the others at the table and the ratings
    everyone brings: an absent person's shown rating never rises and they never win."""
    count = data.draw(st.integers(2, 5), label="seats")
    places = data.draw(st.lists(st.integers(1, count), min_size=count, max_size=count))
    kinds = data.draw(st.lists(st.sampled_from(["person", "absent", "left", "random",
                                                "greedy", "search"]),
                               min_size=count, max_size=count))
    seats = [{"user_id": None if k in ANCHORS else 100 + i,
              "ai": k if k in ANCHORS else ("greedy" if k == "left" else None)}
             for i, k in enumerate(kinds)]
    decisions = [[data.draw(st.integers(0, 3)), data.draw(st.integers(4, 30))]
                 if k == "absent" else [data.draw(st.integers(1, 30)), 0] for k in kinds]
    before = {100 + i: data.draw(ratings_st) for i, k in enumerate(kinds) if k not in ANCHORS}
    rated = placed(result(*[(p, 10.0 * p) for p in places]), seats, decisions=decisions)
    for change in rate(rated, before):
        kind = kinds[change.user_id - 100]
        if kind in ("absent", "left"):
            assert change.abandoned and change.place > 1
            assert change.shown_after <= change.shown_before
            assert change.after[0] - 3 * change.after[1] <= \
                change.before[0] - 3 * change.before[1]
