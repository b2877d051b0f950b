"""Hypothesis's one-time start, at the session's start rather than in a late test.

The first ``@given`` test a process runs registers Hypothesis's own random generator
(``hypothesis.register_random``), which runs a full garbage collection and looks for the
generator's referrers across the whole heap: under a second at the start, but several seconds
in the first property test a worker meets after hundreds of others (tests/bot/test_places.py
and tests/bot/test_seat_names.py took some 10 s each in the suite, a second alone). One
example of a property that draws nothing, before collection, does it while the heap is small.
"""

from __future__ import annotations

import warnings

from hypothesis import Phase, given, settings
from hypothesis import strategies as st
from hypothesis.errors import HypothesisSideeffectWarning


def start() -> None:
    """Run Hypothesis once (one example, nothing stored): its start-up work is done."""

    @settings(max_examples=1, database=None, phases=[Phase.generate], deadline=None)
    @given(st.none())
    def once(_: None) -> None:
        pass

    with warnings.catch_warnings():  # drawing a strategy this early is the point here
        warnings.simplefilter("ignore", HypothesisSideeffectWarning)
        once()
