"""Season bounds (bot/core/seasons.py): calendar months by default, else runs of days."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import given
from hypothesis import strategies as st

from bot.core.seasons import season


def at(*parts: int) -> float:
    return datetime(*parts, tzinfo=UTC).timestamp()


def test_a_month_and_the_one_before() -> None:
    now = at(2026, 1, 15, 12)
    assert season(now).label == "2026-01-01 – 2026-01-31"
    assert season(now, back=1).label == "2025-12-01 – 2025-12-31"
    assert season(at(2024, 2, 29)).label == "2024-02-01 – 2024-02-29"


def test_days_count_from_the_epoch() -> None:
    week = season(at(1970, 1, 10), 7)
    assert week.label == "1970-01-08 – 1970-01-14"
    assert season(at(1970, 1, 10), 7, back=1).end == week.start


@given(st.floats(0, 4e9), st.integers(0, 366), st.integers(0, 30))
def test_every_moment_is_in_its_season_and_seasons_follow_on(now: float, days: int,
                                                            back: int) -> None:
    here = season(now, days)
    assert here.start <= now < here.end
    earlier = season(now, days, back)
    assert season(now, days, back + 1).end == earlier.start
