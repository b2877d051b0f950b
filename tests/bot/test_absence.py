"""The absence limit's count (bot/core/absence.py): turn timers in a row that ran out on one
seat since its person last decided; a run of fallback decisions is one timer."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.core.absence import ABSENCE_LIMIT, absences
from bot.core.service import GameService
from bot.store import LogRow, open_store
from engine.core import msg
from tests.bot.support import Clock

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


@pytest.mark.parametrize("people", [2, 1])
async def test_a_seat_handed_to_an_ai_with_a_notice_tells_its_person_by_dm(
        tmp_path: Path, people: int) -> None:
    """The absence limit's DM goes out with the seat's handover, also when the absent person
    was the table's last one and the game is cancelled instead."""
    store = await open_store(tmp_path / "bot.sqlite3")
    svc = GameService(store, clock=Clock(), seed_source=lambda: 7)
    await svc.start()
    try:
        await svc.lobby.create(5, 1, ANN, "ann", "wildcards")
        if people == 2:
            await svc.lobby.join(5, BOB, "bob")
        else:
            await svc.lobby.add_ai(5, ANN, "random")
        await svc.lobby.start(5, ANN)
        await svc.lobby.seat_to_ai(5, ANN, ANN, notice=msg("tour-absent-dropped", count=2,
                                                            title="Wild Cards", channel="#5"))
        told = [json.loads(r.text)["content"] for r in await store.due_outbox(2e9, 500)
                if r.dest == f"dm:{ANN}"]
        assert any("out of the tournament" in text for text in told), told
    finally:
        await svc.close()
