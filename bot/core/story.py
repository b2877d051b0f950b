"""A finished game's story, read from its log: each player's score after every chapter (a
WildLife turn, a round's phase in Wild Cards or Evolution: the chapters of the live table
message), the big scorings marked, and the three moments that decided the game.

The game is replayed from its seed, options and log (replays are exact), and a player's score
at a moment is what ``State.result()`` gives then: the score the player would have if the game
ended there. For WildLife that includes the end's scoring (food converted, losses), so the
lines show where the game stood, not only the points on the track; it is the same reading for
every title, and it needs no knowledge of any game here. The game is over, so nothing in it
is secret any more. Plain data in the table's language, drawn by ``renderers/story.py``.
"""

from __future__ import annotations

from typing import Any

import engine
from bot.core.games import adapter
from engine.core import Event, State
from renderers import seat_colours
from words import say, tr

#: events that mark the chart: a big scoring (WildLife)
MARKED = ("big_scoring",)
#: events that may be one of the moments that decided the game, with how much they weigh
#: (a sale by its price, a species' extinction by its population lost)
NOTABLE = ("sold", "extinct")


def standing(state: State) -> list[int]:
    """Each seat's score if the game ended now, by seat."""
    scores = [0] * len(state.players)
    for row in state.result().get("ranking", []):
        if 0 <= int(row.get("seat", -1)) < len(scores):
            scores[int(row["seat"])] = int(row.get("score") or 0)
    return scores


def story(state: State, lang: str) -> dict[str, Any]:
    """The chart's data and the three moments, said in ``lang``."""
    rules = adapter(state.game)
    replay = engine.new_game(state.game, list(state.players), options=state.options,
                             seed=state.seed)
    view = replay.view(None)
    chapter, title = rules.chapter(view), rules.moment_title(view, lang)
    points = [standing(replay)]
    titles = [tr(lang, "story-start")]
    axis: list[tuple[str, int] | None] = [rules.story_axis(view)]
    marks: list[dict[str, Any]] = []
    notable: list[tuple[float, int, str]] = []
    for seat, code in state.log:
        events = replay.apply(seat, code)
        for event in events:
            if event.to is None and event.kind in MARKED:
                marks.append({"at": len(points), "label": tr(lang, "story-mark-scoring",
                                                             n=len(marks) + 1)})
            if event.to is None and event.kind in NOTABLE:
                notable.append((weight(event), len(points), say(lang, event.msg)))
        view = replay.view(None)
        now = rules.chapter(view)
        if now != chapter or replay.is_over():
            points.append(standing(replay))
            titles.append(title)
            axis.append(rules.story_axis(view) if not replay.is_over() else None)
            chapter, title = now, rules.moment_title(view, lang)
    names = list(state.players)
    told = decisive(names, points, titles, notable, lang)
    return {"names": names, "points": points, "titles": titles, "marks": marks,
            "moments": [line for _, line in told], "moments_at": [at for at, _ in told],
            "colours": [list(c) for c in seat_colours(state.game, replay.view(None))],
            **ticks(axis, lang)}


def ticks(axis: list[tuple[str, int] | None], lang: str) -> dict[str, Any]:
    """The time axis's labels: where each round (or turn) begins, by point, and the axis's
    caption naming the unit ({} for a game that counts none)."""
    units = {a[0] for a in axis if a is not None}
    if len(units) != 1:
        return {}
    marks, last = [], None
    for index, at in enumerate(axis):
        if at is not None and at[1] != last:
            marks.append([index, str(at[1])])
            last = at[1]
    return {"ticks": marks, "axis": tr(lang, f"story-axis-{units.pop()}")}


def past_story(state_json: str, title: str, lang: str) -> dict[str, Any]:
    """The story of a past game from its stored final state (JSON): plain data, so the
    picture workers can compute it (a replay of the whole log, tens of milliseconds)."""
    from engine.registry import from_json

    told = story(from_json(state_json), lang)
    told["title"] = title
    return told


def weight(event: Event) -> float:
    data = event.data or {}
    return float(data.get("price") or data.get("population") or 1)


def moments(names: list[str], points: list[list[int]], titles: list[str],
            notable: list[tuple[float, int, str]], lang: str) -> list[str]:
    """The moments that decided the game, one line each (``decisive``)."""
    return [line for _, line in decisive(names, points, titles, notable, lang)]


def decisive(names: list[str], points: list[list[int]], titles: list[str],
             notable: list[tuple[float, int, str]], lang: str) -> list[tuple[int, str]]:
    """The three moments that decided the game, in the order they happened, each with the
    point of ``points`` it happened at (the chart marks it there): when the winner
    took the lead for good, the largest gain in one chapter, and the weightiest event (the
    priciest sale, an extinction) or else the largest loss (when it is at least a twentieth
    of the top score: a small dip decided nothing); one line each, with its chapter."""
    found: dict[int, str] = {}
    final = points[-1]
    winner = max(range(len(final)), key=lambda s: final[s])
    leader_since = next((i for i in range(len(points))
                         if all(leads(points[j], winner) for j in range(i, len(points)))),
                        len(points) - 1)
    if leader_since > 0:
        found[leader_since] = tr(lang, "story-lead", player=names[winner])
    swings = [(points[i][s] - points[i - 1][s], i, s) for i in range(1, len(points))
              for s in range(len(final))]
    gain = max(swings, default=None)
    if gain is not None and gain[0] > 0 and gain[1] not in found:
        found[gain[1]] = tr(lang, "story-gain", player=names[gain[2]], points=gain[0])
    event = max(notable, default=None)
    loss = min(swings, default=None)
    if event is not None and event[1] not in found:
        found[event[1]] = event[2]
    elif loss is not None and -loss[0] >= max(1, max(final) // 20) and loss[1] not in found:
        found[loss[1]] = tr(lang, "story-loss", player=names[loss[2]], points=-loss[0])
    return [(i, f"{titles[i]} · {text}") for i, text in sorted(found.items())[:3]]


def leads(scores: list[int], seat: int) -> bool:
    """``seat`` is alone in the lead."""
    return all(scores[seat] > score for other, score in enumerate(scores) if other != seat)
