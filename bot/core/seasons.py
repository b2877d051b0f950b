"""Seasons (docs/tournaments.md, "Seasons"): a server's leaderboard for one stretch of time.

A season is a calendar month (UTC) by default, or a run of ``days`` days counted from the Unix
epoch (``/game settings season_days``). Ratings carry on across seasons: a season's table lists
the people with at least ``min_games`` rated games of the title in this server within the
season, each with the games and wins of the season and their rating as it stood after their
last game of the season, best (mu − 3σ) first.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from bot.store import Store

DAY = 86400.0
WHICH = ("current", "previous", "alltime")


@dataclass(frozen=True)
class Season:
    start: float
    end: float

    @property
    def label(self) -> str:
        """The season's first and last day, as dates every language reads."""
        first = datetime.fromtimestamp(self.start, UTC).date().isoformat()
        last = datetime.fromtimestamp(self.end - 1, UTC).date().isoformat()
        return f"{first} – {last}"


def season(now: float, days: int = 0, back: int = 0) -> Season:
    """The season holding ``now`` (``back`` seasons earlier): a calendar month when ``days``
    is 0, else ``days``-day stretches from the epoch."""
    if days > 0:
        length = days * DAY
        index = int(now // length) - back
        return Season(index * length, (index + 1) * length)
    moment = datetime.fromtimestamp(now, UTC)
    month = moment.year * 12 + moment.month - 1 - back
    start = datetime(month // 12, month % 12 + 1, 1, tzinfo=UTC)
    end = datetime((month + 1) // 12, (month + 1) % 12 + 1, 1, tzinfo=UTC)
    return Season(start.timestamp(), end.timestamp())


@dataclass(frozen=True)
class SeasonLeader:
    user_id: int
    games: int
    wins: int
    mu: float
    sigma: float


async def season_table(store: Store, guild_id: int, game: str, within: Season,
                       min_games: int, limit: int = 10) -> list[SeasonLeader]:
    """The season's table of ``game`` in one server (the rating: after each person's last
    game before the season's end, wherever they played it)."""
    rows = await store.query(
        "SELECT c.user_id, count(*) AS games,"
        " sum(CASE WHEN c.place = 1 THEN 1 ELSE 0 END) AS wins,"
        " (SELECT r.mu_after FROM rating_changes AS r WHERE r.user_id = c.user_id"
        "  AND r.game = c.game AND r.at < ? ORDER BY r.at DESC, r.game_id DESC LIMIT 1) AS mu,"
        " (SELECT r.sigma_after FROM rating_changes AS r WHERE r.user_id = c.user_id"
        "  AND r.game = c.game AND r.at < ? ORDER BY r.at DESC, r.game_id DESC LIMIT 1)"
        " AS sigma"
        " FROM rating_changes AS c JOIN games AS g ON g.id = c.game_id"
        " WHERE c.game = ? AND g.guild_id = ? AND c.at >= ? AND c.at < ?"
        " GROUP BY c.user_id, c.game HAVING count(*) >= ?",
        within.end, within.end, game, guild_id, within.start, within.end, min_games)
    leaders = [SeasonLeader(int(r["user_id"]), int(r["games"]), int(r["wins"]),
                            float(r["mu"]), float(r["sigma"])) for r in rows]
    leaders.sort(key=lambda p: (-(p.mu - 3 * p.sigma), p.user_id))
    return leaders[:limit]
