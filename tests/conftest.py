"""Shared test set-up: Hypothesis profiles.

``ci`` (the default) keeps the whole suite within a few minutes on 2 cores; ``thorough`` runs
many more random games: ``HYPOTHESIS_PROFILE=thorough ./scripts/test``.
"""

import os
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from tests.support.settle import SETTLE_SECONDS

settings.register_profile("ci", max_examples=40, deadline=None, derandomize=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("thorough", max_examples=2000, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

# A throw-away PostgreSQL server and the per-backend ``store`` fixtures (tests/pg_server.py).
from tests.pg_server import (  # noqa: E402,F401
    pg_server,
    pg_url,
    pytest_terminal_summary,
    store,
    store_target,
)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "whole_game: plays a whole game through the bot; waits SETTLE_SECONDS for each "
        "step to settle and runs on one worker with the other whole games")
    config.addinivalue_line(
        "markers", "patient: a test whose bot timers all lie beyond SETTLE_SECONDS (none due "
        "within a settle), so its steps may take that long to settle, as a whole game's do")


def pytest_collection_modifyitems(items: list[Any]) -> None:
    """A whole game's steps each get ``SETTLE_SECONDS`` to settle (tests/support/settle.py),
    not SimCord's 5 s, which a loaded machine can overrun (an AI seat's search, a picture
    worker starting); and the whole games run one after another on one worker (``--dist
    loadgroup``), so they do not starve each other. Other tests keep SimCord's wait: its
    settle also runs every bot timer due within the wait, so a longer one would wait out
    the turn timers' reminders in real time; a test marked ``patient`` says it has no timer
    due that soon and takes the longer wait too. A test's own ``simcord(...)`` options win."""
    for item in items:
        whole = item.get_closest_marker("whole_game") is not None
        if whole:
            item.add_marker(pytest.mark.xdist_group("whole_game"))
        if not whole and item.get_closest_marker("patient") is None:
            continue
        if "simcord_env" in getattr(item, "fixturenames", ()):
            own = item.get_closest_marker("simcord")
            options = {"settle_timeout": SETTLE_SECONDS, **(own.kwargs if own else {})}
            item.add_marker(pytest.mark.simcord(**options), append=False)


def pytest_sessionstart(session: pytest.Session) -> None:
    """Hypothesis starts while the heap is small (tests/support/hypothesis_start.py)."""
    from tests.support.hypothesis_start import start

    start()
