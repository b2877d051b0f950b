"""WildLife big scoring, herds and the final ranking.

Sources: seed 000 ("Big Scoring", "Scoring the Areas", "Scoring the Herds", "Scoring the
Adaptations, the Abilities, and Food"), seed 001 ("Major scoring" and its worked example) and
seed 003 ("Winning": tie-breakers). Where the texts disagree we follow docs/wildlife-data.md
("Readings where the texts disagree"):

* a place is 1 + the number of competitors strictly ahead; competitors tied on a place take
  the points of the place below (so three tied for first take second-place points, and the
  next one behind them is fourth);
* a herd's competitors are the herds of every player; a player's own equal herds do not tie
  each other, a herd is tied only when another player has a herd of the same size;
* adaptations, abilities and food score 4/2 only for a player holding at least one.

All functions are pure: they read plain data and return plain (JSON-ready) data.
"""

from __future__ import annotations

from engine.wildlife.board import ADJACENT, AREA_CODES, AREAS, SPACES
from engine.wildlife.data import (
    AREA_PLACE_POINTS,
    CATEGORIES,
    HERD_PLACE_POINTS,
    LARGE_MONOPOLY,
    RANK_PLACE_POINTS,
    SMALL_MONOPOLY,
)

_MAP_ORDER = {space: i for i, space in enumerate(SPACES)}


def place_points(place: int, tied: bool, table: list[int]) -> int:
    """Points of a 1-based place; a tied place takes the points of the place below."""
    index = place if tied else place - 1
    return table[index] if index < len(table) else 0


def ranked_points(counts: list[int], table: list[int]) -> list[int]:
    """Points per competitor: place = 1 + how many have more; ties drop one place."""
    points = []
    for count in counts:
        place = 1 + sum(1 for other in counts if other > count)
        tied = counts.count(count) > 1
        points.append(place_points(place, tied, table))
    return points


def area_points(area: str, tiles: dict[str, int]) -> dict[str, int]:
    """Points per seat present in ``area`` (``{str(seat): points}``, seats in order).

    Alone: 5 if the area is full (large monopoly), else 4 (small monopoly). Otherwise 3/2/1
    by tile count, ties taking the place below (seeds 000 and 001, "Scoring the Areas").
    """
    counts: dict[int, int] = {}
    for space in AREAS[area]:
        seat = tiles.get(space)
        if seat is not None:
            counts[seat] = counts.get(seat, 0) + 1
    seats = sorted(counts)
    if len(seats) == 1:
        full = counts[seats[0]] == len(AREAS[area])
        return {str(seats[0]): LARGE_MONOPOLY if full else SMALL_MONOPOLY}
    points = ranked_points([counts[s] for s in seats], AREA_PLACE_POINTS)
    return {str(s): p for s, p in zip(seats, points, strict=True)}


def herds(tiles: dict[str, int], seat: int) -> list[list[str]]:
    """The herds of ``seat``: groups of its tiles connected orthogonally (seed 000 "Scoring
    the Herds"), largest first, each herd's spaces in map order (ties in size by first space)."""
    own = {space for space, owner in tiles.items() if owner == seat}
    groups: list[list[str]] = []
    seen: set[str] = set()
    for start in sorted(own, key=_MAP_ORDER.__getitem__):
        if start in seen:
            continue
        seen.add(start)
        group, frontier = [start], [start]
        while frontier:
            space = frontier.pop()
            for nxt in ADJACENT[space]:
                if nxt in own and nxt not in seen:
                    seen.add(nxt)
                    group.append(nxt)
                    frontier.append(nxt)
        groups.append(sorted(group, key=_MAP_ORDER.__getitem__))
    groups.sort(key=len, reverse=True)  # stable: equal sizes keep map order
    return groups


def largest_herd(tiles: dict[str, int], seat: int) -> int:
    """Size of the seat's largest herd (0 without tiles): seed 003's second tie-breaker."""
    groups = herds(tiles, seat)
    return len(groups[0]) if groups else 0


def herd_points(tiles: dict[str, int], seats: int) -> list[dict]:
    """Every herd of every seat, largest first: ``[{"seat", "size", "points"}]``.

    A herd's place is 1 + the number of larger herds, whoever owns them; it is tied only
    when another player owns a herd of the same size (seeds 000, 001 "Scoring the herds" and
    seed 001's worked example). Points 10/7/5/3/1; every herd of a player scores.
    """
    entries = [{"seat": seat, "size": len(group)}
               for seat in range(seats) for group in herds(tiles, seat)]
    entries.sort(key=lambda e: (-e["size"], e["seat"]))
    owners: dict[int, set[int]] = {}  # herd size -> seats owning a herd of that size
    for entry in entries:
        owners.setdefault(entry["size"], set()).add(entry["seat"])
    place = 0
    for index, entry in enumerate(entries):  # largest first: a new size starts a new place
        if index == 0 or entry["size"] != entries[index - 1]["size"]:
            place = index + 1
        tied = len(owners[entry["size"]]) > 1
        entry["points"] = place_points(place, tied, HERD_PLACE_POINTS)
    return entries


def rank_points(counts: list[int]) -> list[int]:
    """4/2 for most/second most adaptations, abilities or food (seeds 000, 001).

    A player needs at least one to score; tied for first: 2 each and no second place; tied
    for second: 0 (docs/wildlife-data.md, "Readings where the texts disagree"). Players at zero
    still count as competitors but never score.
    """
    points = ranked_points(counts, RANK_PLACE_POINTS)
    return [p if c > 0 else 0 for c, p in zip(counts, points, strict=True)]


def big_scoring(tiles: dict[str, int], adaptation_tiles: list[int], abilities: list[int],
                food: list[int]) -> dict:
    """tiles: space -> seat on it (empty spaces absent); adaptation_tiles[seat]: adaptation
    tiles the player has taken (covered ones count); abilities[seat]: ability cards held;
    food[seat]: food points held. Returns {"points": [{category: points} per seat],
    "areas": {area_code: {str(seat): points}}, "herds": [{"seat", "size", "points"}]}.

    ``areas`` lists the 12 areas in seed 001's scoring order (board.AREA_CODES), each with
    every seat present there (points may be 0); an empty area maps to {}. ``herds`` lists
    every herd, largest first (ties by seat), including those that score 0. The caller adds
    the points to the success track; food is only counted, never spent.
    """
    seats = len(adaptation_tiles)
    if not len(abilities) == len(food) == seats:
        raise ValueError("adaptation_tiles, abilities and food need one entry per seat")
    points = [{category: 0 for category in CATEGORIES} for _ in range(seats)]
    areas: dict[str, dict[str, int]] = {}
    for area in AREA_CODES:
        areas[area] = area_points(area, tiles)
        for seat, pts in areas[area].items():
            points[int(seat)]["areas"] += pts
    herd_list = herd_points(tiles, seats)
    for entry in herd_list:
        points[entry["seat"]]["herds"] += entry["points"]
    for category, counts in (("adaptations", adaptation_tiles), ("abilities", abilities),
                             ("food", food)):
        for seat, pts in enumerate(rank_points(list(counts))):
            points[seat][category] = pts
    return {"points": points, "areas": areas, "herds": herd_list}


def final_places(points: list[int], food: list[int], tiles: dict[str, int]) -> list[int]:
    """place per seat (1 = winner; equal places shared) by points, then most food,
    then largest herd (seed 003 tie-breakers).

    A place is 1 + the number of seats strictly better on (points, food, largest herd), so
    seats equal on all three share it and the next seat's place skips (1, 1, 3).
    """
    if len(points) != len(food):
        raise ValueError("points and food need one entry per seat")
    keys = [(points[s], food[s], largest_herd(tiles, s)) for s in range(len(points))]
    return [1 + sum(1 for other in keys if other > key) for key in keys]
