"""Seating and standings of a tournament: pure functions of plain data (docs/tournaments.md).

Players are ids (ints); nothing here reads the store, the clock or Discord, so the same
rounds always give the same tables and the same standings.

* **Points per place**: at a table of ``m`` seats, place ``p`` scores ``m - p`` points; places
  tied share the points of the positions they cover (two tied for first at a table of four
  score 2.5 each). A person who never acted (a no-show: the turn timer played every move)
  or whose seat an AI finished is placed last, tied with any other such seat.
* **A bye** scores half the points of the round's tables (``(m - 1) / 2``), an average place.
* **Standings**: points, then Buchholz (the sum of the points of every opponent met), then
  the total of the game scores, then the seed (the rating order at the start).
* **Swiss**: tables filled in standing order, avoiding opponents met before; where that is
  impossible the seating with the fewest repeated pairs wins, standing order breaking ties.
* **Knockout**: seeds snake across the tables (1 and 8, 2 and 7, ... at 2-player tables),
  re-seeded every round; the best-placed player of each table goes on, unless an AI seat
  placed above every person there: then nobody does (if that leaves nobody at all, the
  best-placed person of each table goes on). Byes and AI seats go to the best seeds, and
  nobody sits out twice while another still in has not. The final has no AI seat. The
  standings rank by the round reached, then who went on from it, then the place there.
* **Round robin**: everyone meets everyone. At tables of two by the circle method (n - 1
  rounds, n when odd); at larger tables greedily, until every pair has met. The schedule is
  fixed by the seeds at the start; standings as in a Swiss.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import combinations

#: how many seatings the Swiss search may try before it keeps the best found so far
SEARCH_BUDGET = 20_000


@dataclass(frozen=True)
class Played:
    """One finished table: its players (ids) in seat order, each one's place (1 = first,
    ties equal) and game score; ``seats`` counts AI seats too; ``ai_place``: the best place
    an AI seat filling the table took (None: no AI seat)."""

    players: tuple[int, ...]
    places: dict[int, int]
    scores: dict[int, float]
    seats: int
    ai_place: int | None = None


@dataclass
class Row:
    """One line of the standings."""

    player: int
    points: float = 0.0
    buchholz: float = 0.0
    score: float = 0.0
    reached: int = 0          # knockout: the last round played (byes count)
    tables: int = 0
    byes: int = 0
    opponents: list[int] = field(default_factory=list)


def place_points(places: dict[int, int], seats: int) -> dict[int, float]:
    """Points by place at a table of ``seats``; tied places share their positions' points."""
    out: dict[int, float] = {}
    for place in set(places.values()):
        tied = [p for p, q in places.items() if q == place]
        covered = [max(0, seats - pos) for pos in range(place, place + len(tied))]
        for p in tied:
            out[p] = sum(covered) / len(covered)
    return out


def placed_last(places: dict[int, int], absent: Iterable[int]) -> dict[int, int]:
    """The places with every absent player (a no-show, a seat an AI finished) moved to the
    end, tied together; the rest keep their order."""
    gone = set(absent) & set(places)
    kept = sorted((q, p) for p, q in places.items() if p not in gone)
    out: dict[int, int] = {}
    last_place, last_q = 0, None
    for i, (q, p) in enumerate(kept, start=1):
        if q != last_q:
            last_place, last_q = i, q
        out[p] = last_place
    for p in gone:
        out[p] = len(kept) + 1
    return out


def standings(players: Sequence[int], rounds: Sequence[Sequence[Played]],
              byes: Sequence[Sequence[int]], table_seats: int) -> list[Row]:
    """Every player's row, best first by the Swiss tie-breaks (``players`` in seed order: the
    last tie-break); a knockout ranks these rows again by how far each went."""
    rows = {p: Row(p) for p in players}
    for number, tables in enumerate(rounds, start=1):
        for table in tables:
            points = place_points(table.places, table.seats)
            for p in table.players:
                row = rows[p]
                row.points += points[p]
                row.score += table.scores.get(p, 0.0)
                row.tables += 1
                row.reached = number
                row.opponents += [q for q in table.players if q != p]
        for p in byes[number - 1] if number - 1 < len(byes) else ():
            rows[p].points += (table_seats - 1) / 2
            rows[p].byes += 1
            rows[p].reached = number
    for row in rows.values():
        row.buchholz = sum(rows[q].points for q in row.opponents if q in rows)
    seed = {p: i for i, p in enumerate(players)}
    return sorted(rows.values(), key=lambda r: (
        -r.points, -r.buchholz, -r.score, seed[r.player]))


def capacities(count: int, size: int, fill: str) -> tuple[list[int], int]:
    """How many people sit at each table, and how many get a bye. ``fill`` ``"ai"``: every
    player sits, at tables as even as can be (AI seats make up each to ``size``); ``"bye"``:
    full tables, the rest sit the round out."""
    if count < 2:
        return [], count
    if fill == "bye" and count >= size:
        return [size] * (count // size), count % size
    tables = math.ceil(count / size)
    base, extra = divmod(count, tables)
    return [base + 1] * extra + [base] * (tables - extra), 0


def bye_takers(order: Sequence[int], count: int, had: dict[int, int]) -> list[int]:
    """Who sits out: the lowest in ``order`` among those with the fewest byes so far."""
    ranked = sorted(range(len(order)), key=lambda i: (had.get(order[i], 0), -i))
    return [order[i] for i in ranked[:count]]


def repeats(tables: Sequence[Sequence[int]], met: dict[int, set[int]]) -> int:
    """The pairs at the tables who have met before."""
    return sum(1 for table in tables for a, b in combinations(table, 2)
               if b in met.get(a, ()))


def swiss(order: Sequence[int], met: dict[int, set[int]], sizes: Sequence[int]
          ) -> list[list[int]]:
    """Tables of the given sizes for the players in standing order, with as few repeated
    pairs as a bounded search finds (none whenever it finds a seating without any), the
    standing order deciding between equals: each table starts with the best player not yet
    seated and takes the next ones in order."""
    assert sum(sizes) == len(order)
    best: list[list[list[int]]] = []
    best_cost = [math.inf]
    budget = [SEARCH_BUDGET]

    def clash(p: int, table: list[int]) -> int:
        return sum(1 for q in table if q in met.get(p, ()))

    def fill(rest: list[int], tables: list[list[int]], cost: int) -> None:
        if cost >= best_cost[0] or budget[0] <= 0:
            return
        budget[0] -= 1
        if not rest:
            best[:] = [[list(t) for t in tables]]
            best_cost[0] = cost
            return
        current = tables[-1] if tables and len(tables[-1]) < sizes[len(tables) - 1] else None
        if current is None:
            tables.append([rest[0]])
            fill(rest[1:], tables, cost)
            tables.pop()
            return
        for i, p in enumerate(rest):
            added = clash(p, current)
            current.append(p)
            fill(rest[:i] + rest[i + 1:], tables, cost + added)
            current.pop()
            if best_cost[0] == 0:
                return

    fill(list(order), [], 0)
    return best[0] if best else []


def snake(order: Sequence[int], sizes: Sequence[int]) -> list[list[int]]:
    """Seeds dealt across the tables and back (1 and 8, 2 and 7, ... at 2-player tables)."""
    tables: list[list[int]] = [[] for _ in sizes]
    queue, forward = list(order), True
    while queue:
        steps = range(len(sizes)) if forward else range(len(sizes) - 1, -1, -1)
        for t in steps:
            if queue and len(tables[t]) < sizes[t]:
                tables[t].append(queue.pop(0))
        forward = not forward
    return tables


def winner(table: Played, seed: dict[int, int], *, beaten: bool = True) -> int | None:
    """Who goes on from a knockout table: the best place, then the game score, then the seed;
    nobody when an AI seat filling the table placed above every person there (a loss to the
    AI eliminates like any loss), unless ``beaten`` is False."""
    if not table.players:
        return None
    best = min(table.players, key=lambda p: (table.places[p], -table.scores.get(p, 0.0),
                                              seed.get(p, 0)))
    if beaten and table.ai_place is not None and table.ai_place < table.places[best]:
        return None
    return best


#: a round robin's schedule: per round, its tables (None: an AI seat) and its byes
Schedule = list[tuple[list[list[int | None]], list[int]]]


def circle(order: Sequence[int], fill: str) -> Schedule:
    """Everyone meets everyone at tables of two (the circle method): the first place stays
    put, the rest turn one place a round; an odd count adds an empty place (the one that
    stays put), whose partner each round has a bye (``fill`` "bye") or plays an AI seat.
    n - 1 rounds (n when odd), each pair once, and with an odd count each player sits out
    (or meets the AI) exactly once, the best seed first."""
    ring: list[int | None] = list(order)
    if len(ring) % 2:  # the empty place stays put; the best seed meets it first
        ring = [None, *order[1:], order[0]]
    n, out = len(ring), []
    for _ in range(n - 1):
        tables: list[list[int | None]] = []
        byes: list[int] = []
        for i in range(n // 2):
            a, b = ring[i], ring[n - 1 - i]
            if a is None or b is None:
                alone = b if a is None else a
                assert alone is not None
                if fill == "bye":
                    byes.append(alone)
                else:
                    tables.append([alone, None])
            else:
                tables.append([a, b])
        out.append((tables, byes))
        ring = [ring[0], ring[-1], *ring[1:-1]]
    return out


def covering(order: Sequence[int], size: int, fill: str) -> Schedule:
    """Everyone meets everyone at tables of ``size`` (three or more), greedily: each round,
    each table starts with the seated player with the most pairs still to meet and takes,
    one at a time, whoever meets the most new opponents there (the best seed between
    equals), until every pair has met. Each round brings at least one new pair, so it ends;
    sizes and byes as in a Swiss round (byes to those with the fewest so far, among them
    first those with nobody left to meet, then the best seeds)."""
    rank = {p: i for i, p in enumerate(order)}
    everyone = set(order)
    met: dict[int, set[int]] = {p: {p} for p in order}
    had: dict[int, int] = {}
    out: Schedule = []
    while any(met[p] != everyone for p in order) and len(out) < len(order) ** 2:
        sizes, bye_count = capacities(len(order), size, fill)
        ranked = sorted(order, key=lambda p: (met[p] == everyone, -rank[p]))
        byes = bye_takers(ranked, bye_count, had)
        pool = [p for p in order if p not in byes]
        tables: list[list[int]] = []
        for cap in sizes:
            first = min(pool, key=lambda p: (-len(set(pool) - met[p]), rank[p]))
            table = [first]
            pool.remove(first)
            while len(table) < cap:
                best = min(pool, key=lambda p: (-sum(q not in met[p] for q in table),
                                                -len(set(pool) - met[p]), rank[p]))
                table.append(best)
                pool.remove(best)
            tables.append(table)
        for table in tables:
            for p in table:
                met[p].update(table)
        for p in byes:
            had[p] = had.get(p, 0) + 1
        out.append(([[*t, *[None] * (size - len(t))] if fill == "ai" else list(t)
                     for t in tables], byes))
    return out


def round_robin(order: Sequence[int], size: int, fill: str) -> Schedule:
    """A round robin's whole schedule, fixed by the seed order at the start."""
    if len(order) < 2:
        return []
    return circle(order, fill) if size == 2 else covering(order, size, fill)
