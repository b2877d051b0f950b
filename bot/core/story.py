"""A finished game's story, read from its log: each player's score after every chapter (a
WildLife turn, a round's phase in Wild Cards or Evolution: the chapters of the live table
message), the big scorings marked, and the three moments that decided the game.

The game is replayed from its seed, options and log (replays are exact), and a player's score
at a moment is what ``State.result()`` gives then: the score the player would have if the game
ended there. For WildLife that includes the end's scoring (food converted, losses), so the
lines show where the game stood, not only the points on the track; it is the same reading for
every title, and it needs no knowledge of any game here. The game is over, so nothing in it
is secret any more. Plain data in the table's language, drawn by ``renderers/story.py``.

The moments are the chapters that settled a final place or swung the winner's margin by a
fifth of the final one (docs/history.md); each keeps its point on the chart and its round.
"""

from __future__ import annotations

from typing import Any

import engine
from bot.core.games import adapter
from engine.core import State
from renderers import seat_colours
from words import say, tr

#: events that mark the chart: a big scoring (WildLife)
MARKED = ("big_scoring",)


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
    said: list[list[tuple[int, str]]] = [[]]  # each chapter's scoring lines, as the channel
    lines: list[tuple[int, str]] = []
    for seat, code in state.log:
        events = replay.apply(seat, code)
        for event in events:
            if event.to is None and event.kind in MARKED:
                marks.append({"at": len(points), "label": tr(lang, "story-mark-scoring",
                                                             n=len(marks) + 1)})
            if event.to is None and event.kind in rules.story_events:
                lines.append((rules.story_events.index(event.kind), say(lang, event.msg)))
        now = rules.state_chapter(replay)
        if now != chapter or replay.is_over():
            view = replay.view(None)
            points.append(standing(replay))
            titles.append(title)
            said.append(lines)
            lines = []
            axis.append(rules.story_axis(view) if not replay.is_over() else None)
            chapter, title = now, rules.moment_title(view, lang)
    names = list(state.players)
    final = [int(row["seat"]) for row in replay.result().get("ranking", [])]
    found = [{"at": at, "round": round_of(axis[at - 1]),
              "line": f"{titles[at]} · {telling(names, points, at, how, said[at], lang)}"}
             for at, how in decisive(points, final[0] if final else 0)]
    return {"names": names, "points": points, "titles": titles, "marks": marks,
            "moments": [m["line"] for m in found], "decisive": found,
            "moments_at": [m["at"] for m in found],   # where the chart marks each
            "colours": [list(c) for c in seat_colours(state.game, replay.view(None))],
            **ticks(axis, lang)}


def round_of(at: tuple[str, int] | None) -> int | None:
    """The round (or turn) a chapter happened in: the axis's number where it began."""
    return at[1] if at is not None else None


def ticks(axis: list[tuple[str, int] | None], lang: str) -> dict[str, Any]:
    """The time axis's labels: the first point of each round's (or turn's) chapters, and the
    axis's caption naming the unit ({} for a game that counts none). A point is the score
    after a chapter, so it belongs to the round the chapter happened in (``axis[at - 1]``,
    as a moment's ``round``), not to the round that begins there: a moment at the end of
    round 1 sits right of the label "1", before "2"."""
    units = {a[0] for a in axis if a is not None}
    if len(units) != 1:
        return {}
    marks, last = [], None
    for index in range(1, len(axis)):
        at = axis[index - 1]
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


def margin(scores: list[int], winner: int) -> int:
    """The winner's lead over the best of the others (negative while behind)."""
    return scores[winner] - max((v for s, v in enumerate(scores) if s != winner),
                                default=scores[winner])


def settled(points: list[list[int]], above: int, below: int) -> int:
    """The point from which ``above`` stays ahead of ``below`` to the end (0: all game)."""
    at = len(points)
    while at > 0 and points[at - 1][above] > points[at - 1][below]:
        at -= 1
    return at


def decisive(points: list[list[int]], winner: int) -> list[tuple[int, dict[str, Any]]]:
    """The (at most three) chapters that decided the final order, in the order they happened,
    each with how: ``passes``, the pairs (ahead, behind) whose final order it settled (a
    player's final place moved), and ``swing``, how much it changed the winner's margin.

    A chapter counts when it settled a pair's final order, or when it swung the winner's
    margin by at least a fifth of the final winning margin: a smaller swing decided nothing
    (the winner's own loss of 3 in a game won by 64). The winner taking the lead for good
    comes first; then the weightiest: the largest swing or the gap a pass made."""
    if len(points) < 2:
        return []
    final = points[-1]
    least = max(1.0, margin(final, winner) / 5)
    found: dict[int, dict[str, Any]] = {}
    for at in range(1, len(points)):
        swing = margin(points[at], winner) - margin(points[at - 1], winner)
        if abs(swing) >= least:
            found[at] = {"passes": [], "swing": swing, "weight": abs(swing)}
    for above in range(len(final)):
        for below in range(len(final)):
            if final[above] <= final[below]:
                continue
            at = settled(points, above, below)
            if at == 0:
                continue  # ahead all game: no moment moved that place
            gap = (points[at][above] - points[at][below]) - (
                points[at - 1][above] - points[at - 1][below])
            swing = margin(points[at], winner) - margin(points[at - 1], winner)
            how = found.setdefault(at, {"passes": [], "swing": swing, "weight": abs(swing)})
            how["passes"].append((above, below))
            how["weight"] = max(how["weight"], gap)
    lead = [at for at, how in found.items() if any(a == winner for a, _ in how["passes"])
            and margin(points[at], winner) > 0 and all(
                margin(p, winner) > 0 for p in points[at:])]
    ranked = sorted(found, key=lambda at: (at not in lead, -found[at]["weight"], at))
    return [(at, found[at]) for at in sorted(ranked[:3])]


def telling(names: list[str], points: list[list[int]], at: int, how: dict[str, Any],
            said: list[tuple[int, str]], lang: str) -> str:
    """One moment in words: the channel's own scoring lines of that chapter (the same
    figures the channel gave), then what it did to the order: who passed whom for good, or
    where the winner's margin stood after it. The winner "takes the lead for good" only when
    ahead of everyone from then on: a lead lost for a while later was not taken for good."""
    causes = [line for _, line in sorted(said, key=lambda kl: kl[0])[:2]]
    winner = max(range(len(names)), key=lambda s: (points[-1][s], -s))
    passes = how["passes"]
    if any(a == winner for a, _ in passes) and all(margin(p, winner) > 0
                                                    for p in points[at:]):
        effect = tr(lang, "story-lead", player=names[winner])
    elif passes:
        above, below = max(passes, key=lambda p: (points[-1][p[1]], -p[1]))
        effect = tr(lang, "story-passes", player=names[above], rival=names[below])
    else:
        effect = standing_line(names, points[at], winner, how["swing"], lang)
    return " ".join([*causes, effect])


def standing_line(names: list[str], scores: list[int], winner: int, swing: int,
                  lang: str) -> str:
    """Where the winner's margin stands after a swing: a state the chart shows, not a
    gain (a gain in one chapter may mix several scorings the channel told apart)."""
    lead = margin(scores, winner)
    rival = max((s for s in range(len(scores)) if s != winner), key=lambda s: scores[s])
    key = ("story-pulls-away" if swing > 0 else "story-closes-in") if lead > 0 else (
        "story-level" if lead == 0 else
        "story-catches-up" if swing > 0 else "story-falls-back")
    return tr(lang, key, player=names[winner], rival=names[rival], points=abs(lead))


def disc_number(n: int) -> str:
    """The number of the ``n``-th moment as the chart draws it, a numbered disc (① ② ③…),
    so a line of the story's message is found on the chart by its mark."""
    return chr(0x2460 + n - 1) if 1 <= n <= 20 else f"({n})"
