"""Shared test set-up: Hypothesis profiles.

``ci`` (the default) keeps the whole suite within a few minutes on 2 cores; ``thorough`` runs
many more random games: ``HYPOTHESIS_PROFILE=thorough ./scripts/test``.
"""

import os

from hypothesis import HealthCheck, settings

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
