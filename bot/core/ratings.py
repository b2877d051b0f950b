"""Ratings (docs/history.md): one openskill Plackett-Luce rating per (person, title), updated
from the places of a finished game, ties shared as ``result()`` gives them.

* **AI seats anchor the scale.** Each level is a fixed pseudo-player (``ANCHORS``), rated in
  every game it sits in but never updated, so beating the search level is always worth the
  same. Their values follow the tournaments (docs/ai.md): the search beats the greedy in 80-94 %
  of head-to-head seats, the greedy the random player in nearly all.
* **A person who left** and whose seat an AI finished is rated **last** (tied with any other
  leaver), whatever place the AI reached: at a real table leaving is a forfeit, and the AI's
  play says nothing of the person's. Rejoining before the end takes the seat back and the
  person is rated by the seat's place as usual. (The other reading, a weight by the share of
  the seat's decisions, would let a player leave a lost game at no cost.)
* **A person who was absent**, whose seat the turn timer's fallback played for most of its
  decisions (more of them than the person made; ``decisions`` counts both per seat, kept with
  the game's end), **abandoned** the game like a leaver: rated last, whatever the fallback
  reached. A no-show must not climb the leaderboard on the AI's play.
* **An abandonment never gains**: placed last, the model still makes the rating surer (σ
  falls), which can raise mu − 3σ; a leaver's or an absent person's σ stays where it was and
  their mu never rises, so the rating shown can only fall. A loss is fine.
* **A game played with hints** (``/game new … hints:on``) is not rated: the search suggested
  choices, so its places say little of the people's own play.
* **Shown** as ``1000 + 20 × ordinal`` (ordinal = mu − 3σ, the conservative estimate that
  leaderboards sort by): a newcomer shows 1,000 and climbs as the games make the rating sure.

Pure functions of plain data: ``tools/ratings.py`` recomputes every rating from the stored
games alone with the same code, and gets the same numbers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from openskill.models import PlackettLuce

from words import number

MODEL = PlackettLuce()  # mu 25, sigma 25/3, beta 25/6: openskill's defaults
NEW = (MODEL.mu, MODEL.sigma)
ANCHORS: dict[str, tuple[float, float]] = {
    "random": (10.0, 1.0),
    "greedy": (25.0, 1.0),
    "search": (33.0, 1.0),
}


@dataclass(frozen=True)
class Placed:
    """One seat of a finished game as the rating sees it: a person (``user_id``) or an AI
    level (``level``), and the place it is rated at."""

    user_id: int | None
    level: str | None
    place: int
    score: float
    abandoned: bool = False  # the person left, or the fallback played most of the seat


@dataclass(frozen=True)
class Change:
    """One person's rating before and after a game."""

    user_id: int
    place: int
    score: float
    before: tuple[float, float]
    after: tuple[float, float]
    abandoned: bool = False

    @property
    def shown_before(self) -> int:
        return shown(*self.before)

    @property
    def shown_after(self) -> int:
        return shown(*self.after)


def ordinal(mu: float, sigma: float) -> float:
    return mu - 3 * sigma


def shown(mu: float, sigma: float) -> int:
    """The number people see (a newcomer: 1,000)."""
    return round(1000 + 20 * ordinal(mu, sigma))


def absent(decisions: list[list[int]] | None, seat: int) -> bool:
    """The turn timer's fallback made most of the seat's decisions (more than the person):
    ``decisions`` holds ``[person, fallback]`` per seat; None (games that ended before they
    were counted) says nobody was."""
    if decisions is None or not 0 <= seat < len(decisions):
        return False
    person, fallback = decisions[seat][:2]
    return int(fallback) > int(person)


def placed(result: dict[str, Any], seats: list[dict[str, Any]], *, hints: bool = False,
           decisions: list[list[int]] | None = None) -> list[Placed]:
    """The rated seats of a finished game: each seat's place from ``result()``; a person who
    left (their seat has an AI level now) or was absent (``absent``) last. ``seats`` as
    stored: ``user_id``, ``ai``. A game played with hints rates nobody (``hints``)."""
    if hints:
        return []
    by_seat = {entry["seat"]: entry for entry in result["ranking"]
               if isinstance(entry.get("seat"), int) and 0 <= entry["seat"] < len(seats)}
    last = 1 + max((e["place"] for e in by_seat.values()), default=0)
    out = []
    for index, seat in enumerate(seats):
        entry = by_seat.get(index)
        if entry is None:
            continue
        user_id, level = seat.get("user_id"), seat.get("ai")
        gone = user_id is not None and (level is not None or absent(decisions, index))
        out.append(Placed(user_id, None if user_id is not None else level,
                          last if gone else int(entry["place"]), float(entry["score"]),
                          gone))
    return out


def rate(seats: list[Placed], before: dict[int, tuple[float, float]]) -> list[Change]:
    """Each person's new rating after one game; AI anchors stay as they are. A game with
    fewer than two rated seats (or no person) changes nothing. An abandonment never gains
    (``no_gain``)."""
    seats = [s for s in seats if s.user_id is not None or s.level in ANCHORS]
    if len(seats) < 2 or all(s.user_id is None for s in seats):
        return []
    teams = [[MODEL.rating(*(before.get(s.user_id, NEW) if s.user_id is not None
                             else ANCHORS[str(s.level)]))] for s in seats]
    after = MODEL.rate(teams, ranks=[float(s.place) for s in seats])
    out = []
    for s, team in zip(seats, after, strict=True):
        if s.user_id is None:
            continue
        was = before.get(s.user_id, NEW)
        now = (team[0].mu, team[0].sigma)
        out.append(Change(s.user_id, s.place, s.score, was,
                          no_gain(was, now) if s.abandoned else now, s.abandoned))
    return out


def no_gain(before: tuple[float, float], after: tuple[float, float]) -> tuple[float, float]:
    """An abandonment's rating: mu as the game moved it but never up, σ as it was, so that
    mu − 3σ (what leaderboards sort by and people see) cannot rise."""
    return (min(before[0], after[0]), before[1])


def line(lang: str, change: Change) -> str:
    """"+12 → 1,412" for the end of a game, its numbers written for ``lang`` ("1.412")."""
    delta = change.shown_after - change.shown_before
    sign = "+" if delta >= 0 else "-"
    return f"{sign}{number(lang, abs(delta))} → {number(lang, change.shown_after)}"
