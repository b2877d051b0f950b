"""A tournament as plain data: its settings, entrants, rounds and tables, kept in the store
as one JSON object (docs/tournaments.md), and what follows from them (the next round's
seating, a table's result, the standings), without the store, the clock or Discord.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import asdict, dataclass, field
from enum import StrEnum
from functools import lru_cache
from typing import Any

from bot.core.tournament.pairing import (
    Played,
    Row,
    Schedule,
    bye_takers,
    capacities,
    placed_last,
    round_robin,
    snake,
    standings,
    swiss,
    winner,
)


@lru_cache(maxsize=32)
def _schedule(order: tuple[int, ...], size: int, fill: str) -> Schedule:
    """Kept: the schedule is asked for often (the sign-up message, the standings) and the
    search behind a large one takes a moment; nobody changes what it returns."""
    return round_robin(order, size, fill)


class TournamentStatus(StrEnum):
    """A tournament's life, as its stored JSON says it (the member is its text)."""

    SIGNUP = "signup"
    RUNNING = "running"
    PAUSED = "paused"
    OVER = "over"
    CANCELLED = "cancelled"


SIGNUP, RUNNING, PAUSED = TournamentStatus.SIGNUP, TournamentStatus.RUNNING, TournamentStatus.PAUSED
OVER, CANCELLED = TournamentStatus.OVER, TournamentStatus.CANCELLED
FORMATS = ("swiss", "knockout", "roundrobin")
FILLS = ("ai", "bye")
NO_SHOWS = ("drop", "replace")  # who misses a check-in: dropped, or an AI plays in their place
SEEDINGS = ("rating", "hand")


@dataclass
class Entrant:
    """A person signed up (``ai``: the level an organiser's replacement plays at)."""

    id: int
    name: str
    dropped: bool = False
    ai: str | None = None


@dataclass
class Board:
    """One table of a round: its entrants by seat (None: an AI seat that fills the table),
    its thread and game once opened, and its result once over."""

    seats: list[int | None]
    thread: int | None = None
    game: int | None = None
    done: bool = False
    places: dict[int, int] = field(default_factory=dict)
    scores: dict[int, float] = field(default_factory=dict)
    absent: list[int] = field(default_factory=list)
    ai_place: int | None = None  # the best place an AI seat took (None: no AI seat)
    lost: bool = False  # its thread went mid-game: waits for the organiser, not forfeited

    @property
    def players(self) -> list[int]:
        return [p for p in self.seats if p is not None]

    def played(self) -> Played:
        return Played(tuple(self.players), dict(self.places), dict(self.scores),
                      len(self.seats), self.ai_place)


@dataclass
class Round:
    boards: list[Board]
    byes: list[int] = field(default_factory=list)

    @property
    def done(self) -> bool:
        return all(b.done for b in self.boards)


@dataclass
class Tournament:
    """Everything a tournament is; ``id`` is its store row."""

    id: int
    guild: int
    channel: int
    organiser: int
    game: str
    format: str
    size: int
    rounds: int
    timer: float
    fill: str
    lang: str = "en"
    options: dict[str, Any] = field(default_factory=dict)
    status: TournamentStatus = SIGNUP
    start_at: float | None = None   # starts by itself then (clock seconds), if set
    missed: int | None = None       # too few had signed up at that time: how many had
    entrants: list[Entrant] = field(default_factory=list)
    played: list[Round] = field(default_factory=list)
    signup: int | None = None       # the sign-up message
    seeding: str = "rating"         # "hand": the organiser's order (``seeds``)
    seeds: list[int] = field(default_factory=list)
    shown: int = 0                  # rounds whose standings picture went out
    checkin: float = 0.0            # seconds of check-in before each round (0: none)
    no_show: str = "drop"           # who misses the check-in: "drop", or "replace" (an AI)
    checkin_round: int = 0          # the round whose check-in opened last
    checkin_until: float | None = None  # its window closes then (clock seconds), while open
    checked: list[int] = field(default_factory=list)  # who checked in for that round
    checkin_message: int | None = None  # the check-in message in the channel

    # -- JSON -------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        for r in data["played"]:
            for b in r["boards"]:
                b["places"] = {str(k): v for k, v in b["places"].items()}
                b["scores"] = {str(k): v for k, v in b["scores"].items()}
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Tournament:
        data = dict(data)
        data["entrants"] = [Entrant(**e) for e in data.get("entrants", [])]
        data["played"] = [Round([Board(
            b["seats"], b.get("thread"), b.get("game"), b.get("done", False),
            {int(k): int(v) for k, v in b.get("places", {}).items()},
            {int(k): float(v) for k, v in b.get("scores", {}).items()},
            list(b.get("absent", [])), b.get("ai_place"), bool(b.get("lost", False)))
            for b in r["boards"]],
            list(r.get("byes", [])))
            for r in data.get("played", [])]
        data["status"] = TournamentStatus(data.get("status", SIGNUP))
        return cls(**data)

    # -- who -------------------------------------------------------------------------------
    def entrant(self, user_id: int) -> Entrant | None:
        return next((e for e in self.entrants if e.id == user_id), None)

    def names(self) -> dict[int, str]:
        return {e.id: e.name for e in self.entrants}

    @property
    def knockout(self) -> bool:
        return self.format == "knockout"

    @property
    def robin(self) -> bool:
        return self.format == "roundrobin"

    def schedule(self) -> Schedule:
        """A round robin's every round, fixed by the seed order (the entrants' order once
        started; a drop-out's seat is left out of the rounds still to come)."""
        return _schedule(tuple(e.id for e in self.entrants), self.size, self.fill)

    @property
    def current(self) -> Round | None:
        return self.played[-1] if self.played else None

    def alive(self, upto: int | None = None) -> list[int]:
        """Those who may be seated next round, in seed order: not dropped, and in a knockout
        those who went on from every table they sat at (in the first ``upto`` rounds)."""
        out = [e.id for e in self.entrants if not e.dropped]
        if not self.knockout:
            return out
        return self._paths(upto)[0]

    def went_on(self, number: int) -> set[int]:
        """Who went on from round ``number`` of a knockout (byes included)."""
        path = self._paths(number)[1]
        return {p for p, (reached, on, _) in path.items() if reached == number and on}

    def complete(self) -> int:
        """How many rounds have every table's result in: the rounds standings can be after."""
        return len(self.played) - (1 if self.current and not self.current.done else 0)

    def _paths(self, upto: int | None = None
               ) -> tuple[list[int], dict[int, tuple[int, bool, int]]]:
        """A knockout round by round: who is still in (seed order, not dropped), and for
        each entrant the last round reached, whether they went on from it and their place
        there (a bye: went on, placed as a table's winner, so the points decide between
        them: a bye is not ranked above the wins of its round). A round that every table's
        AI seat won would leave nobody: then the best-placed person of each of its tables
        goes on."""
        seed = {e.id: i for i, e in enumerate(self.entrants)}
        dropped = {e.id for e in self.entrants if e.dropped}
        still = [e.id for e in self.entrants]
        path: dict[int, tuple[int, bool, int]] = {}
        for number, rnd in enumerate(self.played[:upto], start=1):
            boards = [b for b in rnd.boards if b.done and b.players]
            goers = {winner(b.played(), seed) for b in boards}
            if rnd.done and boards and goers == {None}:
                goers = {winner(b.played(), seed, beaten=False) for b in boards}
            for b in boards:
                for p in b.players:
                    path[p] = (number, p in goers, b.places.get(p, len(b.seats)))
            for p in rnd.byes:
                path[p] = (number, True, 1)
            lost = {p for b in boards for p in b.players if p not in goers}
            still = [p for p in still if p not in lost]
        return [p for p in still if p not in dropped], path

    # -- rounds ----------------------------------------------------------------------------
    def table(self, upto: int | None = None) -> list[Row]:
        """The standings after the first ``upto`` rounds (all: now, finished tables only),
        so a label "after round n" and its figures always agree; a knockout's by how far
        each went: the round reached, then whether they went on from it, then the place
        there, the Swiss tie-breaks after that (one who dropped out below one still in).
        The final's winner is first."""
        played = self.played[:upto]
        rounds = [[b.played() for b in r.boards if b.done] for r in played]
        rows = standings([e.id for e in self.entrants], rounds, [r.byes for r in played],
                         self.size)
        if not self.knockout:
            return rows
        alive, path = self._paths(upto)
        going = set(alive)

        def far(row: Row) -> tuple[int, bool, int, bool]:
            # one who won a table and dropped out after stays above whoever they beat
            reached, went_on, place = path.get(row.player, (0, True, 0))
            return -reached, not went_on, place, row.player not in going

        return sorted(rows, key=far)  # stable: the Swiss order breaks what is left

    def champion(self) -> int | None:
        """The one who wins: first in the standings (a knockout's last one left is first
        there), so the final thread, the channel and the standings name the same person."""
        rows = self.table()
        return rows[0].player if rows else None

    def total_rounds(self) -> int:
        """The rounds planned: the Swiss's chosen number; a round robin's until everyone has
        met everyone; a knockout's until one is left."""
        if self.robin:
            return max(len(self.schedule()), len(self.played))
        if not self.knockout:
            return self.rounds
        count, rounds = len([e for e in self.entrants if not e.dropped]), 0
        while count > 1:
            count, rounds = math.ceil(count / self.size), rounds + 1
        return max(rounds, len(self.played))

    def finished(self) -> bool:
        """No round to come: the planned ones are played, or too few are left to meet."""
        if self.current is not None and not self.current.done:
            return False
        if len(self.alive()) < 2:
            return True
        return not self.knockout and len(self.played) >= self.total_rounds()

    def seat_next(self) -> Round:
        """The next round's tables: Swiss by standing, avoiding opponents met before; a
        knockout by seed (snaked across the tables); odd counts by AI seats or byes."""
        alive = self.alive()
        if self.robin:
            return self._robin_next(set(alive))
        if self.knockout:
            order = alive  # seed order
        else:
            ranked = [r.player for r in self.table()]
            order = [p for p in ranked if p in set(alive)]
        sizes, bye_count = capacities(len(order), self.size, self.fill)
        had: dict[int, int] = {}
        for r in self.played:
            for p in r.byes:
                had[p] = had.get(p, 0) + 1
        if self.knockout:  # the best seeds among those with the fewest byes sit out
            byes = bye_takers(order[::-1], bye_count, had)
        else:
            byes = bye_takers(order, bye_count, had)
        seated = [p for p in order if p not in byes]
        final = self.knockout and len(sizes) == 1
        if self.knockout:  # the smaller tables (more AI seats) to the best seeds
            tables = snake(seated, sorted(sizes))
        else:
            met: dict[int, set[int]] = {}
            for r in self.played:
                for b in r.boards:
                    for p in b.players:
                        met.setdefault(p, set()).update(q for q in b.players if q != p)
            tables = swiss(seated, met, sizes)
        boards = [Board(list(t) + [None] * (self.size - len(t))
                        if self.fill == "ai" and not final else list(t)) for t in tables]
        return Round(boards, byes)

    def _robin_next(self, alive: set[int]) -> Round:
        """The schedule's next round, without those who dropped out: their seat an AI's
        (``odd: seat``) or empty, a person left alone at a table sitting out."""
        tables, byes = self.schedule()[len(self.played)]
        boards, out = [], [p for p in byes if p in alive]
        for table in tables:
            seats = [p if p is None or p in alive else None for p in table]
            if self.fill == "bye":
                seats = [p for p in seats if p is not None]
            people = [p for p in seats if p is not None]
            if len(people) == 1 and self.fill == "bye":
                out.extend(people)
            elif people:
                boards.append(Board(seats))
        if self.fill == "bye" and len(out) >= 2:
            # a drop-out left people alone: they meet each other, and only one sits out,
            # the one with the fewest byes so far (best seed first), so nobody gets a
            # second bye while someone still in has none
            had = Counter(p for r in self.played for p in r.byes)
            seed = {e.id: i for i, e in enumerate(self.entrants)}
            ranked = sorted(out, key=lambda p: (had[p], seed.get(p, len(seed))))
            out = ranked[:1] if len(ranked) % self.size == 1 else []
            rest = ranked[len(out):]
            boards += [Board(list[int | None](rest[i:i + self.size]))
                       for i in range(0, len(rest), self.size)]
        return Round(boards, out)

    def record(self, board: Board, ranking: list[dict[str, Any]], absent: list[int]) -> None:
        """A table's result (``result()["ranking"]`` by seat) into the board: places among
        every seat, the absent moved last, AI seats then left out."""
        places = {i: int(r.get("place", 0)) for r in ranking
                  for i in [int(r.get("seat", -1))] if 0 <= i < len(board.seats)}
        keyed = {(board.seats[i] if board.seats[i] is not None else -1 - i): q
                 for i, q in places.items()}
        moved = placed_last(keyed, absent)
        board.places = {p: q for p, q in moved.items() if p >= 0}
        board.scores = {board.seats[int(r["seat"])]: float(r.get("score") or 0)
                        for r in ranking if 0 <= int(r.get("seat", -1)) < len(board.seats)
                        and board.seats[int(r["seat"])] is not None}
        board.absent = sorted(set(absent))
        board.ai_place = min((q for p, q in moved.items() if p < 0), default=None)
        board.done = True

    def enter(self, board: Board, order: list[int]) -> None:
        """The organiser's result for a table: its people placed in ``order`` (best first),
        its AI seats after them; no game scores."""
        place = {p: i for i, p in enumerate(order, start=1)}
        ai = len(order) + 1
        self.record(board, [{"seat": i, "place": place.get(p, ai) if p is not None else ai,
                             "score": 0} for i, p in enumerate(board.seats)], [])

    def late_join_open(self) -> bool:
        """A Swiss takes a new entrant until its round 2 is seated."""
        return self.format == "swiss" and len(self.played) <= 1

    def seed_by_hand(self) -> None:
        """The organiser's order first; anyone not named after them, in sign-up order."""
        given = {p: i for i, p in enumerate(self.seeds)}
        joined = {e.id: i for i, e in enumerate(self.entrants)}
        self.entrants.sort(key=lambda e: (given.get(e.id, len(given)), joined[e.id]))

    def forfeit(self, board: Board) -> None:
        """A table whose game was cancelled: every entrant there tied last, nothing scored."""
        board.places = {p: len(board.seats) for p in board.players}  # no points
        board.scores = {p: 0.0 for p in board.players}
        board.absent = list(board.players)
        board.done = True
