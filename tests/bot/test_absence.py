"""The absence limit's count (bot/core/absence.py): turn timers in a row that ran out on one
seat since its person last decided; a run of fallback decisions is one timer."""

from __future__ import annotations

from bot.core.absence import ABSENCE_LIMIT, absences
from bot.store import LogRow

ANN, BOB = 11, 12


def row(seat: int, user: int | None, fallback: bool = False) -> LogRow:
    return LogRow(1, 0, seat, "x", user, 0.0, [], fallback)


def test_each_timer_that_ran_out_counts_once() -> None:
    log = [row(0, ANN), row(1, None, True), row(0, ANN), row(1, None, True)]
    assert absences(log, 1) == 2 == ABSENCE_LIMIT
    assert absences(log, 0) == 0


def test_the_rest_of_a_timed_out_turn_is_the_same_timer() -> None:
    """After an expiry the seat's next decisions fall due at once: one absence, however many
    fallback decisions it takes."""
    log = [row(0, ANN), row(1, None, True), row(1, None, True), row(1, None, True)]
    assert absences(log, 1) == 1


def test_a_decision_of_the_person_starts_the_count_again() -> None:
    log = [row(1, None, True), row(0, ANN), row(1, None, True), row(1, BOB), row(0, ANN),
           row(1, None, True)]
    assert absences(log, 1) == 1


def test_a_move_the_rules_forced_is_nobodys() -> None:
    """A forced move of the seat (no person, no fallback) neither counts nor splits a run."""
    log = [row(0, ANN), row(1, None, True), row(1, None), row(1, None, True)]
    assert absences(log, 1) == 1
