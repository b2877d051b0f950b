"""The settle wait of the end-to-end tests (tests/support/settle.py, tests/conftest.py): a whole
game waits the run's ``SETTLE_SECONDS`` for each step, other tests SimCord's own 5 s, and a
step that outlasts its wait still fails."""

from __future__ import annotations

import pytest

from tests.bot.support import emit_click, first_button, live_panel, wildcards_for_two
from tests.support.settle import SETTLE_SECONDS, at_least, settle_seconds


def test_the_wait_is_set_in_one_place() -> None:
    assert settle_seconds({"WILDTABLE_SETTLE_SECONDS": "7.5"}) == 7.5
    assert settle_seconds({"CI": "true"}) == 60.0
    assert settle_seconds({}) == 20.0
    assert settle_seconds({"CI": "true", "WILDTABLE_SETTLE_SECONDS": "90"}) == 90.0
    with pytest.raises(ValueError, match="positive"):
        settle_seconds({"WILDTABLE_SETTLE_SECONDS": "0"})
    assert at_least(SETTLE_SECONDS + 1) == SETTLE_SECONDS + 1
    assert at_least(0.5) == SETTLE_SECONDS


@pytest.mark.whole_game
@pytest.mark.any_store
async def test_a_whole_game_waits_the_runs_settle_time(simcord_env) -> None:
    assert simcord_env.settle_timeout == SETTLE_SECONDS


@pytest.mark.any_store
async def test_other_tests_keep_simcords_own_wait(simcord_env) -> None:
    """Its settle also runs every bot timer due within the wait: a longer one would wait
    the turn timers' reminders out in real time."""
    assert simcord_env.settle_timeout == 5.0


@pytest.mark.whole_game
@pytest.mark.any_store
async def test_a_step_that_outlasts_its_wait_still_fails(simcord_env) -> None:
    env = simcord_env
    _, alice, _ = await wildcards_for_two(env)
    panel = live_panel(env, alice)
    emit_click(env, alice.id, panel, first_button(panel))
    with pytest.raises(TimeoutError, match="did not settle"):
        await env.settle(timeout=0.001)
    await env.settle()  # the click's work does finish, within the run's wait
