"""Area and herd points of a board as a big scoring would count them now, fast and incremental.

The greedy player (and so the search's rollouts) values thousands of boards per decision, most
of them one or two tiles away from the board on the table: "place a tile here", "move that
tile there". ``BoardPoints`` analyses a board once (each area's points, each herd) and then
values such a change by recounting only the areas it touches and re-flooding only the herds
it touches; herd places are re-ranked over every herd, which is cheap (a count per size).

The rules are those of ``scoring.big_scoring`` (seed 000 "Scoring the Areas", "Scoring the
Herds"); tests/ai/test_wildlife_greedy.py checks both counts against it on random boards.

Each count also says what the seat's *largest* herd alone scores (``Count.own``): the greedy
weighs its own board so, as people do (docs/wildlife-scoring.md "Many small herds").
"""

from __future__ import annotations

from typing import NamedTuple

from engine.wildlife.board import ADJACENT, AREAS, SPACE_AREA
from engine.wildlife.scoring import (
    AREA_PLACE_POINTS,
    HERD_PLACE_POINTS,
    LARGE_MONOPOLY,
    SMALL_MONOPOLY,
    place_points,
    ranked_points,
)

#: A change of a board: space -> its new owner, or None for a tile taken away.
Changes = dict[str, int | None]


def area_points(owners: list[int | None], n: int) -> list[float]:
    """Points per seat of one area whose spaces have these owners (counted once per owners:
    the same areas recur on every board a search meets)."""
    key = (n, *owners)
    found = _AREA_POINTS.get(key)
    if found is None:
        if len(_AREA_POINTS) >= _AREA_POINTS_SIZE:
            _AREA_POINTS.clear()
        found = _AREA_POINTS[key] = _area_points(owners, n)
    return found


_AREA_POINTS: dict[tuple[int | None, ...], list[float]] = {}
_AREA_POINTS_SIZE = 200_000


def _area_points(owners: list[int | None], n: int) -> list[float]:
    pts = [0.0] * n
    counts: dict[int, int] = {}
    for owner in owners:
        if owner is not None:
            counts[owner] = counts.get(owner, 0) + 1
    if len(counts) == 1:
        (seat, c), = counts.items()
        pts[seat] += LARGE_MONOPOLY if c == len(owners) else SMALL_MONOPOLY
    elif counts:
        ranked = ranked_points(list(counts.values()), AREA_PLACE_POINTS)
        for seat, value in zip(counts, ranked, strict=True):
            pts[seat] += value
    return pts


class Count(NamedTuple):
    """A board's points per seat. ``rules``: its areas and herds as a big scoring would count
    them now. ``own``: the same areas, and of the seat's herds only its largest (at the place
    the rules give it among every herd on the table)."""

    rules: tuple[float, ...]
    own: tuple[float, ...]


def herd_points(by_size: dict[int, dict[int, int]], n: int) -> tuple[list[float], list[float]]:
    """Points per seat for the herds counted as ``{size: {seat: herds of that size}}``, every
    herd and the largest alone: place = 1 + the herds larger; a size held by herds of different
    seats is a tie."""
    every = [0.0] * n
    largest = [0.0] * n
    seen = [False] * n
    larger = 0
    places = len(HERD_PLACE_POINTS)
    for size in sorted(by_size, reverse=True):
        row = by_size[size]
        herds = holders = 0
        for k in row.values():
            if k > 0:
                herds += k
                holders += 1
        if not herds:
            continue
        if larger >= places:  # the places below score nothing
            break
        value = place_points(1 + larger, holders > 1, HERD_PLACE_POINTS)
        for seat, k in row.items():
            if k > 0:
                every[seat] += k * value
                if not seen[seat]:
                    seen[seat] = True
                    largest[seat] = value
        larger += herds
    return every, largest


def count_herds(herds: list[tuple[int, int, list[str]]],
                into: dict[int, dict[int, int]], sign: int = 1) -> None:
    """Add (or with ``sign`` -1 take away) herds to a ``{size: {seat: count}}`` table."""
    for size, seat, _ in herds:
        row = into.setdefault(size, {})
        row[seat] = row.get(seat, 0) + sign


def flood(spaces: set[str], owner_of) -> list[tuple[int, int, list[str]]]:
    """Connected same-owner groups among ``spaces``: (size, seat, members)."""
    out = []
    seen: set[str] = set()
    for space in spaces:
        seat = owner_of(space)
        if space in seen or seat is None:
            continue
        seen.add(space)
        members, frontier = [space], [space]
        while frontier:
            for nxt in ADJACENT[frontier.pop()]:
                if nxt in spaces and nxt not in seen and owner_of(nxt) == seat:
                    seen.add(nxt)
                    members.append(nxt)
                    frontier.append(nxt)
        out.append((len(members), seat, members))
    return out


class BoardPoints:
    """One board analysed: its points, and the points after small changes (``after``)."""

    def __init__(self, tiles: dict[str, int], n: int) -> None:
        self.tiles = dict(tiles)  # its own copy: the state's board changes under it
        self.n = n
        self.areas = {area: area_points([tiles.get(s) for s in spaces], n)
                      for area, spaces in AREAS.items()}
        self.herds = flood(set(tiles), tiles.get)
        self.herd_of = {s: i for i, (_, _, members) in enumerate(self.herds) for s in members}
        self.by_size: dict[int, dict[int, int]] = {}
        count_herds(self.herds, self.by_size)
        self.area_total = [sum(p[s] for p in self.areas.values()) for s in range(n)]
        #: the changes valued so far, and whatever callers derive from this board alone
        #: (a search meets the same board in many iterations and values the same moves)
        self.memo: dict[object, object] = {}
        #: herd points (every herd, the largest alone) per change of the herds
        self.herd_memo: dict[tuple[tuple[int, int, int], ...], tuple[list[float],
                                                                     list[float]]] = {}
        self.count = self.after({})
        self.points = self.count.rules

    def after(self, changes: Changes) -> Count:
        """Points per seat of the board with ``changes`` made."""
        key = tuple(changes.items())
        found = self.memo.get(key)
        if found is None:
            found = self.memo[key] = self._count(changes)
        return found  # type: ignore[return-value]

    def _count(self, changes: Changes) -> Count:
        tiles = self.tiles
        n = self.n
        pts = list(self.area_total)
        areas = ((SPACE_AREA[next(iter(changes))],) if len(changes) == 1
                 else {SPACE_AREA[s] for s in changes})
        for area in areas:
            old = self.areas[area]
            new = area_points([changes[s] if s in changes else tiles.get(s)
                               for s in AREAS[area]], n)
            for seat in range(n):
                pts[seat] += new[seat] - old[seat]
        delta = self._herd_changes(changes)
        herd_key = tuple(sorted(delta))
        found = self.herd_memo.get(herd_key)
        if found is None:
            found = self.herd_memo[herd_key] = herd_points(self._with(delta), n)
        every, largest = found
        # tuples of floats: the garbage collector stops tracking them, and a search keeps
        # hundreds of thousands of these counts (lists made each full collection last 0.5 s)
        return Count(tuple(a + h for a, h in zip(pts, every, strict=True)),
                     tuple(a + h for a, h in zip(pts, largest, strict=True)))

    def _herd_changes(self, changes: Changes) -> list[tuple[int, int, int]]:
        """How ``changes`` change the herds, as ``(size, seat, +1 or -1)``: the herds they
        touch taken away and counted again. A tile placed on an empty space (most of the
        moves valued) joins its seat's neighbouring herds into one, with no flood; other
        changes re-flood the touched herds. Many changes of a board change its herds alike
        (a lone tile, a herd of 3 grown to 4): their herd points are counted once
        (``herd_memo``)."""
        herd_of, herds = self.herd_of, self.herds
        delta: list[tuple[int, int, int]] = []  # (size, seat, +1 or -1)
        if len(changes) == 1:
            (space, seat), = changes.items()
            if seat is not None and space not in self.tiles:
                size = 1
                joined: list[int] = []
                for b in ADJACENT[space]:
                    i = herd_of.get(b)
                    if i is not None and i not in joined and herds[i][1] == seat:
                        joined.append(i)
                        size += herds[i][0]
                        delta.append((herds[i][0], seat, -1))
                delta.append((size, seat, 1))
                return delta
        tiles = self.tiles

        def owner_of(space: str) -> int | None:
            return changes[space] if space in changes else tiles.get(space)

        touched = {herd_of[s] for s in changes if s in herd_of}
        touched |= {herd_of[b] for s in changes for b in ADJACENT[s] if b in herd_of}
        for i in touched:
            delta.append((herds[i][0], herds[i][1], -1))
        region = {s for i in touched for s in herds[i][2]} | set(changes)
        for size, seat, _ in flood(region, owner_of):
            delta.append((size, seat, 1))
        return delta

    def _with(self, delta: list[tuple[int, int, int]]) -> dict[int, dict[int, int]]:
        """``by_size`` with herds added and taken away, sharing the rows that do not change."""
        table = dict(self.by_size)
        copied: set[int] = set()
        for size, seat, sign in delta:
            if size not in copied:
                copied.add(size)
                table[size] = dict(table.get(size, ()))
            row = table[size]
            row[seat] = row.get(seat, 0) + sign
        return table


_CACHE: dict[tuple[int, frozenset[tuple[str, int]]], BoardPoints] = {}
_CACHE_SIZE = 512
#: the board analysed last (``analysed``)
_LAST: list[BoardPoints | None] = [None]


def analysed(tiles: dict[str, int], n: int) -> BoardPoints:
    """The analysis of a board, shared by every evaluation of it (a decision values dozens of
    changes of the same board; a search meets the same boards again and again). The board
    asked for last is checked first: a decision asks for it once per move it values, and
    comparing two boards is cheaper than hashing one."""
    last = _LAST[0]
    if last is not None and last.n == n and last.tiles == tiles:
        return last
    key = (n, frozenset(tiles.items()))
    found = _CACHE.get(key)
    if found is None:
        if len(_CACHE) >= _CACHE_SIZE:  # the oldest goes: freeing all at once took 0.3 s
            del _CACHE[next(iter(_CACHE))]
        found = _CACHE[key] = BoardPoints(tiles, n)
    _LAST[0] = found
    return found


def forget() -> None:
    """Drop every analysed board and what was remembered with it."""
    _CACHE.clear()
    _LAST[0] = None


def board_points(tiles: dict[str, int], n: int) -> list[float]:
    """Area and herd points per seat of a board."""
    return list(analysed(tiles, n).points)
