"""Season bounds (bot/core/seasons.py): calendar months by default, else runs of days; and
a season's table, read from the store, on both stores."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from bot.core.history import History
from bot.core.seasons import season, season_table
from bot.core.service import GameService
from bot.store import Store
from tests.bot.support import Clock
from tests.history.test_history import ANN, BOB, CAT, GUILD, OTHER, finish


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


async def test_a_seasons_table_counts_its_own_games_on_each_store(store: Store) -> None:
    """``season_table`` on SQLite and PostgreSQL (the ``store`` fixture): a month later, last
    month's game is the previous season's; each season and server counts its own games, and
    the rating shown is the one after the person's last game before the season's end,
    wherever they played it."""
    clock = Clock()
    svc = GameService(store, clock=clock, seed_source=lambda: 7, ai_level="random")
    await svc.start()
    history = History(store)

    async def ratings() -> dict[int, tuple[float, float]]:
        """Each person's rating now: their last recorded change (in game order)."""
        return {user: (mu, sigma) for _, user, mu, sigma in await history.recorded()}

    try:
        await finish(svc, 100, GUILD, [ANN, BOB], seed=1)
        then, in_january = season(clock.now), await ratings()
        clock.advance(32 * 86400)
        await finish(svc, 100, GUILD, [ANN, BOB], seed=2)
        await finish(svc, 200, OTHER, [ANN, CAT], seed=3)
        now, latest = season(clock.now), await ratings()
        assert then.end <= now.start, "two seasons apart"

        def table(rows: list[Any]) -> dict[int, tuple[int, float, float]]:
            return {r.user_id: (r.games, r.mu, r.sigma) for r in rows}

        previous = await season_table(store, GUILD, "wildcards", then, 1)
        assert table(previous) == {u: (1, *in_january[u]) for u in (ANN, BOB)}, \
            "last month's game, and the ratings as they stood at its end"
        current = await season_table(store, GUILD, "wildcards", now, 1)
        assert table(current) == {u: (1, *latest[u]) for u in (ANN, BOB)}, \
            "one game each here this season; ANN's rating after her game elsewhere"
        assert [r.user_id for r in current] == sorted(
            (ANN, BOB), key=lambda u: (-(latest[u][0] - 3 * latest[u][1]), u))
        assert sum(r.wins for r in current) >= 1
        there = await season_table(store, OTHER, "wildcards", now, 1)
        assert table(there) == {u: (1, *latest[u]) for u in (ANN, CAT)}
        assert await season_table(store, GUILD, "wildcards", now, 2) == [], "the minimum"
        assert await season_table(store, GUILD, "wildlife", now, 1) == []
    finally:
        await svc.close()
