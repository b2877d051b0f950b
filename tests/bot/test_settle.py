"""The settle wait of the end-to-end tests (tests/support/settle.py, tests/conftest.py): a whole
game waits the run's ``SETTLE_SECONDS`` for each step, other tests SimCord's own 5 s, and a
step that outlasts its wait still fails."""

from __future__ import annotations

import ast
from pathlib import Path

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


@pytest.mark.patient
@pytest.mark.any_store
async def test_a_patient_test_waits_the_runs_settle_time_on_any_worker(simcord_env,
                                                                       request) -> None:
    """Marked ``patient`` (no timer of its due within the wait), a test takes the longer wait
    but is not queued behind the whole games."""
    assert simcord_env.settle_timeout == SETTLE_SECONDS
    assert request.node.get_closest_marker("xdist_group") is None


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


def _calls(node: ast.AST) -> set[str]:
    return {c.func.id for c in ast.walk(node)
            if isinstance(c, ast.Call) and isinstance(c.func, ast.Name)}


def test_every_test_that_plays_to_the_end_is_a_whole_game() -> None:
    """A test that plays a game (or a tournament) to its end, itself or through a helper of
    its module, takes many steps, each of which a loaded machine can slow past SimCord's own
    5 s: it must be marked ``whole_game``."""
    root = Path(__file__).resolve().parents[1]
    unmarked = []
    for path in sorted(root.rglob("test_*.py")):
        functions = [node for node in ast.parse(path.read_text()).body
                     if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)]
        playing = {"play_to_end", "drive"}
        for _ in range(3):  # helpers that call helpers that play
            playing |= {f.name for f in functions if _calls(f) & playing}
        for node in functions:
            marks = {ast.unparse(d) for d in node.decorator_list}
            if (node.name.startswith("test") and _calls(node) & playing
                    and "pytest.mark.whole_game" not in marks):
                unmarked.append(f"{path.relative_to(root)}::{node.name}")
    assert unmarked == []
