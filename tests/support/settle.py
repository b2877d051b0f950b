"""How long the end-to-end tests wait for the bot to settle, from one place.

SimCord waits a fixed time (5 s by default) for the bot's work to finish after each step, and
fails the test past it. On a loaded machine a healthy step can take longer, so the wait is ours
to set: ``WILDTABLE_SETTLE_SECONDS``, or by default 60 s under CI (``CI=true``, where the
suite shares 2 cores with everything else) and 20 s on a developer's machine, where a real hang
should still fail soon. A stall still fails: only the patience changes.
"""

from __future__ import annotations

import os


def settle_seconds(environ: dict[str, str] | os._Environ[str] = os.environ) -> float:
    """The settle wait this run uses."""
    given = environ.get("WILDTABLE_SETTLE_SECONDS", "").strip()
    if given:
        seconds = float(given)
        if seconds <= 0:
            raise ValueError("WILDTABLE_SETTLE_SECONDS must be a positive number of seconds")
        return seconds
    return 60.0 if environ.get("CI", "").lower() in ("1", "true", "yes") else 20.0


SETTLE_SECONDS = settle_seconds()


def at_least(seconds: float) -> float:
    """A test's own longer wait, never shorter than the run's."""
    return max(seconds, SETTLE_SECONDS)
