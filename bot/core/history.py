"""Game history and ratings in the store (docs/history.md; schema migration 5).

What a finished or cancelled game keeps is already in the store: ``games`` (title, options,
seats with their user ids, names at the time and AI levels, the final state with its seed and
whole log, guild, channel, created), ``actions`` (who made each move, when) and ``archive``
(the end: its time, the status, the result with the score breakdown). This module reads them
back for ``/game history``, ``/game profile``, ``/game leaderboard`` and ``/game replay``, and
keeps the ratings: ``ratings`` (one per person and title) and ``rating_changes`` (one row per
rated person and game, from which ``tools/ratings.py`` recomputes them). A lobby that never
started is not a game and is left out.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from bot.core.ratings import Change, absent, placed, rate
from bot.store import Store
from bot.store.rows import GameStatus

PAGE = 8  # games per page of /game history


@dataclass(frozen=True)
class PastGame:
    """A game that ended (``over``) or was cancelled after it started."""

    id: int
    game: str
    status: GameStatus
    guild_id: int | None
    channel_id: int
    seats: list[dict[str, Any]]
    finished: float
    result: dict[str, Any] | None
    hints: bool = False  # played with hints: shown as such, not rated
    #: each seat's [person, fallback] decisions (None: the game ended before they were kept)
    decisions: list[list[int]] | None = None

    def abandoned(self, seat: int) -> bool:
        """The seat's person left, or the turn timer's fallback made most of its decisions."""
        held = self.seats[seat] if 0 <= seat < len(self.seats) else {}
        return held.get("user_id") is not None and (
            held.get("ai") is not None or absent(self.decisions, seat))


@dataclass(frozen=True)
class Standing:
    """One person's record in one title."""

    game: str
    games: int
    wins: int
    average_place: float
    best_score: float
    mu: float
    sigma: float
    abandoned: int = 0  # games the person left or was absent from


@dataclass(frozen=True)
class Leader:
    user_id: int
    mu: float
    sigma: float
    games: int


def _past(row: Any) -> PastGame:
    return PastGame(int(row["id"]), row["game"], GameStatus(row["status"]), row["guild_id"],
                    int(row["channel_id"]), json.loads(row["seats"]), float(row["finished"]),
                    None if row["result"] is None else json.loads(row["result"]),
                    bool(row["hints"]),
                    None if row["decisions"] is None else json.loads(row["decisions"]))


GAMES = ("SELECT g.id, g.game, a.status, g.guild_id, g.channel_id, g.seats, a.finished,"
         " a.result, g.hints, a.decisions FROM archive AS a JOIN games AS g ON g.id = a.game_id"
         " WHERE g.state IS NOT NULL")
UNDO = "undo"  # the log's entry for a move taken back: nobody's decision
MEMBER = {  # "this person sat at the table", in each dialect
    "sqlite": " AND EXISTS (SELECT 1 FROM json_each(g.seats)"
              " WHERE json_extract(value, '$.user_id') = ?)",
    "postgres": " AND g.seats::jsonb @> jsonb_build_array(jsonb_build_object('user_id',"
                " ?::bigint))",
}


class History:
    """The history and ratings of one store."""

    def __init__(self, store: Store) -> None:
        self.store = store

    async def games(self, guild_id: int, *, user_id: int | None = None,
                    game: str | None = None, offset: int = 0, limit: int = PAGE,
                    cancelled: bool = False) -> list[PastGame]:
        """A server's past games, newest first: the finished ones (with ``cancelled``, also
        those cancelled after they started)."""
        sql, args = GAMES + " AND g.guild_id = ?", [guild_id]
        if not cancelled:
            sql += " AND a.status = 'over'"
        if game is not None:
            sql, args = sql + " AND g.game = ?", [*args, game]
        if user_id is not None:
            sql, args = sql + MEMBER[self.store.dialect], [*args, user_id]
        sql += " ORDER BY a.finished DESC, g.id DESC LIMIT ? OFFSET ?"
        return [_past(r) for r in await self.store.query(sql, *args, limit, offset)]

    async def last_finished_in(self, channel_id: int) -> int | None:
        """The channel's last game that was played to its end (a cancelled lobby after it,
        a cancelled Rematch say, is no game to replay)."""
        rows = await self.store.query(
            GAMES + " AND g.channel_id = ? AND a.status = 'over'"
            " ORDER BY a.finished DESC, g.id DESC LIMIT 1", channel_id)
        return int(rows[0]["id"]) if rows else None

    async def game(self, game_id: int) -> PastGame | None:
        rows = await self.store.query(GAMES + " AND g.id = ?", game_id)
        return _past(rows[0]) if rows else None

    async def rated_games(self) -> list[PastGame]:
        """Every finished game, in the order the ratings took them."""
        rows = await self.store.query(
            GAMES + " AND a.status = 'over' AND a.result IS NOT NULL"
            " ORDER BY a.finished, g.id")
        return [_past(r) for r in rows]

    # -- ratings ----------------------------------------------------------------------------
    async def ratings(self, game: str, user_ids: list[int]) -> dict[int, tuple[float, float]]:
        out = {}
        for user_id in user_ids:  # a handful of seats: one indexed read each
            rows = await self.store.query(
                "SELECT mu, sigma FROM ratings WHERE user_id = ? AND game = ?", user_id, game)
            if rows:
                out[user_id] = (float(rows[0]["mu"]), float(rows[0]["sigma"]))
        return out

    async def decisions(self, game_id: int, seats: int) -> list[list[int]]:
        """Each seat's ``[person, fallback]`` decisions so far: those its person made (not
        a take-back) and those a turn timer's fallback made. An AI seat's, and the moves the
        rules forced, are neither."""
        rows = await self.store.query(
            "SELECT seat, sum(CASE WHEN user_id IS NOT NULL AND code <> ? THEN 1 ELSE 0 END)"
            " AS person, sum(fallback) AS fallback FROM actions WHERE game_id = ?"
            " GROUP BY seat", UNDO, game_id)
        out = [[0, 0] for _ in range(seats)]
        for r in rows:
            if 0 <= int(r["seat"]) < seats:
                out[int(r["seat"])] = [int(r["person"] or 0), int(r["fallback"] or 0)]
        return out

    async def rate(self, game: str, result: dict[str, Any] | None,
                   seats: list[dict[str, Any]], *, hints: bool = False,
                   decisions: list[list[int]] | None = None) -> list[Change]:
        """The rating changes a finished game makes (not yet recorded): ``result()``, the
        seats as stored (``user_id``, ``ai``) and their ``decisions``; none for a game played
        with hints."""
        if not result:
            return []
        rated = placed(result, seats, hints=hints, decisions=decisions)
        return rate(rated, await self.ratings(game, [s.user_id for s in rated
                                                     if s.user_id is not None]))

    async def record(self, game_id: int, game: str, changes: list[Change],
                     now: float) -> None:
        """Record a game's rating changes in one transaction; a game recorded already
        changes nothing (a retry after a crash, or a recomputation)."""
        statements: list[tuple[str, tuple[Any, ...]]] = []
        for c in changes:
            statements.append((
                "INSERT INTO ratings (user_id, game, mu, sigma, games, updated)"
                " VALUES (?, ?, ?, ?, 1, ?) ON CONFLICT (user_id, game) DO UPDATE SET"
                " mu = excluded.mu, sigma = excluded.sigma, games = ratings.games + 1,"
                " updated = excluded.updated WHERE NOT EXISTS (SELECT 1 FROM rating_changes"
                " WHERE game_id = ? AND user_id = ?)",
                (c.user_id, game, c.after[0], c.after[1], now, game_id, c.user_id)))
            statements.append((
                "INSERT INTO rating_changes (game_id, user_id, game, place, score, mu_before,"
                " sigma_before, mu_after, sigma_after, at, abandoned)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (game_id, user_id) DO NOTHING",
                (game_id, c.user_id, game, c.place, c.score, *c.before, *c.after, now,
                 int(c.abandoned))))
        if statements:
            await self.store.write(statements)

    async def clear(self) -> None:
        """Forget every rating (before a recomputation)."""
        await self.store.write([("DELETE FROM rating_changes", ()), ("DELETE FROM ratings", ())])

    async def recorded(self) -> list[tuple[int, int, float, float]]:
        """Every recorded change: (game id, user id, mu after, sigma after), in order."""
        rows = await self.store.query(
            "SELECT game_id, user_id, mu_after, sigma_after FROM rating_changes"
            " ORDER BY game_id, user_id")
        return [(int(r["game_id"]), int(r["user_id"]), float(r["mu_after"]),
                 float(r["sigma_after"])) for r in rows]

    async def profile(self, user_id: int, guild_id: int) -> list[Standing]:
        """A person's standing per title from the games of one server only (every history
        command stays in its server, docs/history.md); the rating is the person's one."""
        rows = await self.store.query(
            "SELECT c.game, count(*) AS games, sum(CASE WHEN c.place = 1 THEN 1 ELSE 0 END)"
            " AS wins, avg(c.place) AS place, max(c.score) AS best, r.mu, r.sigma,"
            " sum(c.abandoned) AS abandoned"
            " FROM rating_changes AS c JOIN ratings AS r"
            " ON r.user_id = c.user_id AND r.game = c.game"
            " JOIN games AS g ON g.id = c.game_id WHERE c.user_id = ? AND g.guild_id = ?"
            " GROUP BY c.game, r.mu, r.sigma ORDER BY c.game", user_id, guild_id)
        return [Standing(r["game"], int(r["games"]), int(r["wins"]), float(r["place"]),
                         float(r["best"]), float(r["mu"]), float(r["sigma"]),
                         int(r["abandoned"] or 0)) for r in rows]

    async def leaderboard(self, guild_id: int, game: str, min_games: int,
                          limit: int = 10) -> list[Leader]:
        """This server's players of ``game`` with at least ``min_games`` rated games in this
        server (games elsewhere neither count nor qualify), best ordinal (mu − 3σ) first; the
        rating is the person's one."""
        rows = await self.store.query(
            "SELECT r.user_id, r.mu, r.sigma, count(*) AS games FROM ratings AS r"
            " JOIN rating_changes AS c ON c.user_id = r.user_id AND c.game = r.game"
            " JOIN games AS g ON g.id = c.game_id WHERE r.game = ? AND g.guild_id = ?"
            " GROUP BY r.user_id, r.mu, r.sigma HAVING count(*) >= ?"
            " ORDER BY r.mu - 3 * r.sigma DESC, r.user_id LIMIT ?",
            game, guild_id, min_games, limit)
        return [Leader(int(r["user_id"]), float(r["mu"]), float(r["sigma"]), int(r["games"]))
                for r in rows]
