"""A finished game's story (bot/core/story.py, renderers/story.py): each player's score over
the game, marked at WildLife's big scorings, and the three moments that decided it, read from
the golden games' logs (tests/history/golden): the same log always tells the same story."""

from __future__ import annotations

import copy
import io
import re
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PIL import Image

import engine
import renderers
from bot.core.ending import story_post
from bot.core.games import adapter
from bot.core.models import GameStatus, Table
from bot.core.replays import load, rebuild
from bot.core.story import decisive, disc_number, margin, story, telling
from bot.core.texts import escape
from words import say

GOLDEN = Path(__file__).parent / "golden"
TITLES = sorted(engine.GAMES)


@cache
def golden_end(game: str) -> engine.State:
    """The golden game's last state, rebuilt once per title (the tests only read it)."""
    return rebuild(load((GOLDEN / f"{game}.json").read_text(encoding="utf-8")))[-1]


@cache
def _told(game: str, lang: str) -> dict[str, Any]:
    return story(golden_end(game), lang)


def told_of(game: str, lang: str) -> dict[str, Any]:
    """The golden game's story in ``lang``, told once per title and language (a WildLife
    story replays and views the whole game); each test gets its own copy to read.
    ``test_a_golden_game_tells_the_same_story_every_time`` tells it afresh to compare."""
    return copy.deepcopy(_told(game, lang))


@pytest.mark.parametrize("game", TITLES)
def test_a_golden_game_tells_the_same_story_every_time(game: str) -> None:
    state = golden_end(game)
    told = story(state, "en")  # told afresh, and compared with the story told before
    assert told == _told(game, "en"), "the same log, the same story"
    final = {row["seat"]: row["score"] for row in state.result()["ranking"]}
    assert told["points"][-1] == [final[s] for s in range(len(state.players))]
    assert len(told["points"]) == len(told["titles"]) >= 3
    assert 1 <= len(told["moments"]) <= 3
    assert all(" · " in line for line in told["moments"]), "each moment names its chapter"


@pytest.mark.parametrize("game", TITLES)
def test_the_winner_taking_the_lead_for_good_is_a_moment(game: str) -> None:
    state = golden_end(game)
    told = told_of(game, "en")
    winner = max(range(len(state.players)), key=lambda s: told["points"][-1][s])
    if leads(told["points"][-1], winner) and not leads(told["points"][0], winner):
        assert any(f"{state.players[winner]} takes the lead for good" in line
                   for line in told["moments"])


def test_a_wildlife_moment_is_dated_by_its_turn_alone() -> None:
    """"Turn 35 · alice takes the lead for good", not "Turn 35 · bob (Man) · alice …": the
    chapter's heading names the turn's player, who need not be the moment's."""
    state = golden_end("wildlife")
    for line in told_of("wildlife", "en")["moments"]:
        when, what = line.split(" · ", 1)
        assert re.fullmatch(r"Turn \d+|Seeding the starting tiles|Auction of the organisms|"
                            r"The end", when), line
        assert not any(p in when for p in state.players), line


def test_wildlife_marks_its_big_scorings() -> None:
    state = golden_end("wildlife")
    told = told_of("wildlife", "de")
    assert len(told["marks"]) == state.view(None)["big_scorings"]
    assert [m["label"] for m in told["marks"]][0] == "Große Wertung 1"
    assert all(0 < m["at"] < len(told["points"]) for m in told["marks"])


@pytest.mark.parametrize("game", TITLES)
@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_the_chart_is_a_picture_in_the_table_language(game: str, lang: str) -> None:
    told = {**told_of(game, lang), "title": engine.GAMES[game].title}
    png = renderers.render_story(game, told, lang)
    assert png is not None and png.startswith(b"\x89PNG")
    assert Image.open(io.BytesIO(png)).size == (renderers.story.WIDTH, renderers.story.HEIGHT)
    assert renderers.picture_key("story", game, told, lang) != renderers.picture_key(
        "story", game, {**told, "points": told["points"][:-1]}, lang)


@pytest.mark.parametrize("game", TITLES)
def test_each_line_has_its_players_colour_on_the_table(game: str) -> None:
    """A player is one colour everywhere: the story's line is drawn in the colour the table
    gives them (WildLife: their organism's), and the chart holds that colour exactly."""
    state = golden_end(game)
    told = {**told_of(game, "en"), "title": engine.GAMES[game].title}
    table = renderers.seat_colours(game, state.view(None))
    assert [tuple(c) for c in told["colours"]] == table
    chart = Image.open(io.BytesIO(renderers.render_story(game, told, "en"))).convert("RGB")
    present = {colour for _, colour in chart.getcolors(1 << 16)}
    assert set(table) <= present


def test_wildlife_lines_are_its_organisms_colours() -> None:
    from renderers.wildlife.seats import seat_color
    state = golden_end("wildlife")
    view = state.view(None)
    assert renderers.seat_colours("wildlife", view) == [seat_color(view, s)
                                                        for s in range(len(view["seats"]))]


@pytest.mark.parametrize("game", TITLES)
def test_the_time_axis_names_its_rounds(game: str) -> None:
    """Under the plot, the round (WildLife: the turn) each stretch belongs to, numbered from
    1 in order, at a regular step that fits; the caption says which unit it counts."""
    from renderers.common import recording
    told = {**told_of(game, "en"), "title": engine.GAMES[game].title}
    numbers = [int(label) for _, label in told["ticks"]]
    assert numbers[0] == 1 and numbers == sorted(set(numbers)) and len(numbers) > 5
    assert told["axis"].endswith("by turn" if game == "wildlife" else "by round")
    with recording() as drawn:
        renderers.render_story(game, told, "en")
    texts = [d.text for d in drawn]
    caption = texts.index(told["axis"])
    ticks_drawn: list[int] = []  # drawn just before the caption
    for text in reversed(texts[:caption]):
        if not text.isdigit():
            break
        ticks_drawn.insert(0, int(text))
    assert ticks_drawn[0] == 1 and len(ticks_drawn) >= 5 and set(ticks_drawn) <= set(numbers)
    steps = {b - a for a, b in zip(ticks_drawn[1:], ticks_drawn[2:], strict=False)}
    assert len(steps) <= 1, ticks_drawn  # a regular step after the first


@pytest.mark.parametrize("game", TITLES)
def test_the_chart_marks_each_moment_where_it_happened(game: str) -> None:
    """Each moment comes with the point of the chart it happened at (``moments_at``): the
    chapter there is the one the moment names, and the chart draws a numbered mark for each,
    its number the moment's place in the story message's list (the words are said there once,
    not again in the picture)."""
    from renderers.common import recording
    told = {**told_of(game, "en"), "title": engine.GAMES[game].title}
    assert len(told["moments_at"]) == len(told["moments"])
    for at, line in zip(told["moments_at"], told["moments"], strict=True):
        assert 0 < at < len(told["points"]) and line.startswith(told["titles"][at] + " · ")
    with recording() as drawn:
        marked = renderers.render_story(game, told, "en")
    with recording() as plain:
        unmarked = renderers.render_story(game, {**told, "moments_at": []}, "en")
    assert marked != unmarked, "the marks are drawn on the chart"
    marks = Counter(d.text for d in drawn) - Counter(d.text for d in plain)
    assert marks == Counter(str(n) for n in range(1, len(told["moments"]) + 1)), marks
    words = " ".join(d.text for d in drawn)
    for line in told["moments"]:
        assert line.split(" · ", 1)[1][:16] not in words, f"said twice: {line}"


def test_the_story_message_numbers_its_moments_as_the_chart_does() -> None:
    """The story's message lists the moments, each after the number of its mark on the chart
    (① ② ③, drawn as numbered discs), so a line is found on the chart by its number."""
    state = golden_end("wildcards")
    table = Table(id=1, channel_id=2, guild_id=3, game="wildcards", title="Wild Cards",
                  host_id=4, options={}, seats=[], status=GameStatus.OVER, version=9,
                  min_players=2, max_players=5, timer_seconds=0.0, lang="en")
    told = story(state, "en")
    post = story_post(table, state, 9, told)
    lines = post.content.splitlines()[1:]
    assert len(lines) == len(told["moments"]) >= 2
    for n, (line, moment) in enumerate(zip(lines, told["moments"], strict=True), 1):
        assert line == f"• {disc_number(n)} {escape(moment)}", line
    assert disc_number(1) == "①" and disc_number(3) == "③"


def leads(scores: list[int], seat: int) -> bool:
    """``seat`` is alone in the lead."""
    return all(scores[seat] > score for other, score in enumerate(scores) if other != seat)


def winner_of(points: list[list[int]]) -> int:
    return max(range(len(points[-1])), key=lambda s: (points[-1][s], -s))


def lead_of(scores: list[int], seat: int) -> int:
    return scores[seat] - max(v for s, v in enumerate(scores) if s != seat)


def moved_a_place(points: list[list[int]], at: int) -> bool:
    """Some pair of players took their final order at ``at`` and kept it to the end."""
    final = points[-1]
    return any(final[a] > final[b] and points[at - 1][a] <= points[at - 1][b]
               and all(p[a] > p[b] for p in points[at:])
               for a in range(len(final)) for b in range(len(final)))


def swung(points: list[list[int]], at: int) -> int:
    """How much the chapter ending at ``at`` changed the winner's lead."""
    winner = winner_of(points)
    return abs(lead_of(points[at], winner) - lead_of(points[at - 1], winner))


def mattered(points: list[list[int]], at: int) -> bool:
    margin = lead_of(points[-1], winner_of(points))
    return moved_a_place(points, at) or swung(points, at) >= max(1, margin / 5)


@pytest.mark.parametrize("game", TITLES)
def test_each_golden_moment_moved_a_place_or_a_fifth_of_the_margin(game: str) -> None:
    told = told_of(game, "en")
    points = told["points"]
    assert [m["line"] for m in told["decisive"]] == told["moments"]
    assert len(told["decisive"]) == min(3, sum(mattered(points, at)
                                                for at in range(1, len(points))))
    for moment in told["decisive"]:
        assert mattered(points, moment["at"]), moment


@pytest.mark.parametrize("game", TITLES)
def test_each_moment_has_its_place_on_the_time_axis(game: str) -> None:
    """``at`` is the chart's point (as the marks'), ``round`` the axis label (as the
    ticks') of the round or turn it happened in, and the line names that chapter."""
    told = told_of(game, "en")
    ats = [m["at"] for m in told["decisive"]]
    assert ats == sorted(set(ats)) and all(0 < at < len(told["points"]) for at in ats)
    for moment in told["decisive"]:
        assert moment["line"].startswith(told["titles"][moment["at"]] + " · ")
        begun = [int(label) for index, label in told["ticks"] if index <= moment["at"]]
        assert moment["round"] == begun[-1], moment
        assert str(moment["round"]) in told["titles"][moment["at"]]


@pytest.mark.parametrize("game", TITLES)
def test_the_tick_left_of_a_point_names_its_chapters_round(game: str) -> None:
    """A reader finds a point's round by the nearest label at or left of it: every point
    from the first label on belongs to a chapter of the round (turn) that label names, so a
    moment of round 1 marked at the end of round 1 is not read as round 2."""
    told = told_of(game, "nl")
    ticks = told["ticks"]
    assert ticks and ticks[0][0] >= 1  # the start (point 0) ends no chapter
    for at in range(ticks[0][0], len(told["points"])):
        label = [text for index, text in ticks if index <= at][-1]
        title = told["titles"][at].split(" · ")[0]
        assert title.split()[-1] == label, (at, title, label)


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_a_scoring_moment_gives_the_channels_own_figures(lang: str) -> None:
    """The big scoring's moment quotes the channel's line ("Big scoring 1: p0 +61 and p1
    +43"), never the chart's change over the turn (which mixes in the turn's other scorings)."""
    state = golden_end("wildlife")
    replay = engine.new_game("wildlife", list(state.players), options=state.options,
                             seed=state.seed)
    channel = [say(lang, e.msg) for seat, code in state.log for e in replay.apply(seat, code)
               if e.to is None and e.kind == "big_scoring"]
    told = told_of("wildlife", lang)
    scoring = [m for m in told["decisive"] if channel[0] in m["line"]]
    assert scoring, told["moments"]
    numbers = {int(n) for n in re.findall(r"\+(\d+)", scoring[0]["line"])}
    assert numbers == {int(n) for n in re.findall(r"\+(\d+)", channel[0])}


def test_the_causes_quoted_are_the_games_scoring_lines() -> None:
    assert adapter("wildlife").story_events[0] == "big_scoring"


def test_a_small_dip_and_the_last_players_gain_decide_nothing() -> None:
    """Won by 57: carol's loss of 1 and bob's gain of 5 are no moments, alice's own last
    loss of 3 neither; alice taking the lead for good, carol passing bob for good (a final
    place) and the 32 her lead grows by in one turn are."""
    points = [[0, 0, 0], [2, 0, 1], [4, 5, 1], [40, 5, 0], [40, 5, 12], [70, 5, 10],
              [67, 5, 10]]
    found = dict(decisive(points, 0))
    assert set(found) == {3, 4, 5}  # alice leads for good, carol passes bob, +32
    assert (0, 1) in found[3]["passes"] and found[3]["swing"] == 36
    assert found[4]["passes"] == [(2, 1)] and found[5]["swing"] == 32


@given(st.integers(2, 5).flatmap(lambda n: st.lists(
    st.lists(st.integers(-10, 30), min_size=n, max_size=n), min_size=1, max_size=25)))
def test_every_chosen_moment_mattered(steps: list[list[int]]) -> None:
    """For any game: at most three moments, in order, each one moved a final place or
    swung the winning margin by a fifth; and fewer than three only when no more did."""
    points = [[0] * len(steps[0])]
    for step in steps:
        points.append([a + b for a, b in zip(points[-1], step, strict=True)])
    found = decisive(points, winner_of(points))
    ats = [at for at, _ in found]
    assert ats == sorted(set(ats)) and len(ats) <= 3
    assert all(mattered(points, at) for at in ats)
    assert len(ats) == min(3, sum(mattered(points, at) for at in range(1, len(points))))


@given(st.integers(2, 4).flatmap(lambda n: st.lists(
    st.lists(st.integers(-10, 30), min_size=n, max_size=n), min_size=1, max_size=25)))
def test_the_lead_is_taken_for_good_only_when_it_is_kept(steps: list[list[int]]) -> None:
    """A moment says the winner "takes the lead for good" only when the winner is ahead of
    everyone from then to the end: one who passed a rival, then lost the lead for a while,
    passed that rival for good, not the lead."""
    points = [[0] * len(steps[0])]
    for step in steps:
        points.append([a + b for a, b in zip(points[-1], step, strict=True)])
    winner = winner_of(points)
    names = [f"p{s}" for s in range(len(points[0]))]
    for at, how in decisive(points, winner):
        if "takes the lead for good" in telling(names, points, at, how, [], "en"):
            assert all(margin(p, winner) > 0 for p in points[at:]), (at, points)


def test_a_lead_lost_for_a_while_was_not_taken_for_good() -> None:
    """C passes A for good in round 1, B leads in round 2, C retakes the lead in round 3."""
    points = [[0, 0, 0], [5, 0, 10], [6, 20, 12], [6, 20, 30]]
    told = {at: telling(["A", "B", "C"], points, at, how, [], "en")
            for at, how in decisive(points, 2)}
    assert told[1] == "C passes A for good."
    assert told[3] == "C takes the lead for good."
