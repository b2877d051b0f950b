"""A finished game's story (bot/core/story.py, renderers/story.py): each player's score over
the game, marked at WildLife's big scorings, and the three moments that decided it, read from
the golden games' logs (tests/history/golden): the same log always tells the same story."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from PIL import Image

import engine
import renderers
from bot.core.replays import load, rebuild
from bot.core.story import leads, story

GOLDEN = Path(__file__).parent / "golden"
TITLES = sorted(engine.GAMES)


def golden_end(game: str) -> engine.State:
    return rebuild(load((GOLDEN / f"{game}.json").read_text(encoding="utf-8")))[-1]


@pytest.mark.parametrize("game", TITLES)
def test_a_golden_game_tells_the_same_story_every_time(game: str) -> None:
    state = golden_end(game)
    told = story(state, "en")
    assert told == story(state, "en"), "the same log, the same story"
    final = {row["seat"]: row["score"] for row in state.result()["ranking"]}
    assert told["points"][-1] == [final[s] for s in range(len(state.players))]
    assert len(told["points"]) == len(told["titles"]) >= 3
    assert 1 <= len(told["moments"]) <= 3
    assert all(" · " in line for line in told["moments"]), "each moment names its chapter"


@pytest.mark.parametrize("game", TITLES)
def test_the_winner_taking_the_lead_for_good_is_a_moment(game: str) -> None:
    state = golden_end(game)
    told = story(state, "en")
    winner = max(range(len(state.players)), key=lambda s: told["points"][-1][s])
    if leads(told["points"][-1], winner) and not leads(told["points"][0], winner):
        assert any(f"{state.players[winner]} takes the lead for good" in line
                   for line in told["moments"])


def test_a_wildlife_moment_is_dated_by_its_turn_alone() -> None:
    """"Turn 35 · alice takes the lead for good", not "Turn 35 · bob (Man) · alice …": the
    chapter's heading names the turn's player, who need not be the moment's."""
    state = golden_end("wildlife")
    for line in story(state, "en")["moments"]:
        when, what = line.split(" · ", 1)
        assert re.fullmatch(r"Turn \d+|Seeding the starting tiles|Auction of the organisms|"
                            r"The end", when), line
        named = [p for p in state.players if p in line]
        assert len(named) <= 1 and all(p in what for p in named), line


def test_wildlife_marks_its_big_scorings() -> None:
    state = golden_end("wildlife")
    told = story(state, "de")
    assert len(told["marks"]) == state.view(None)["big_scorings"]
    assert [m["label"] for m in told["marks"]][0] == "Große Wertung 1"
    assert all(0 < m["at"] < len(told["points"]) for m in told["marks"])


@pytest.mark.parametrize("game", TITLES)
@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_the_chart_is_a_picture_in_the_table_language(game: str, lang: str) -> None:
    told = {**story(golden_end(game), lang), "title": engine.GAMES[game].title}
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
    told = {**story(state, "en"), "title": engine.GAMES[game].title}
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
    told = {**story(golden_end(game), "en"), "title": engine.GAMES[game].title}
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
    its number the moment's place in the list under the plot."""
    from renderers.common import recording
    told = {**story(golden_end(game), "en"), "title": engine.GAMES[game].title}
    assert len(told["moments_at"]) == len(told["moments"])
    for at, line in zip(told["moments_at"], told["moments"], strict=True):
        assert 0 < at < len(told["points"]) and line.startswith(told["titles"][at] + " · ")
    with recording() as drawn:
        marked = renderers.render_story(game, told, "en")
    texts = [d.text for d in drawn]
    listed = texts[texts.index(told["axis"]):]   # under the plot: each moment after its number
    for number, line in enumerate(told["moments"], 1):
        assert line.startswith(listed[listed.index(str(number)) + 1])
    unmarked = renderers.render_story(game, {**told, "moments_at": []}, "en")
    assert marked != unmarked, "the marks are drawn on the chart"
