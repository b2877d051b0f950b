"""Alt text fits Discord's 1,024 characters by being summarised, never cut: a crowded
Evolution table says its species more briefly (renderers/evolution/alt.py), step by step, and a
table that fits says everything."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
import renderers
from bot.core.story import story
from engine.players import RandomPlayer
from renderers.alt import LIMIT, fit
from words import LANGUAGES, tr


def played(game: str, players: int, seed: int, steps: int) -> engine.State:
    state = engine.new_game(game, [f"Player{i} Longname" for i in range(players)], seed=seed)
    seats = {i: RandomPlayer(seed * 10 + i) for i in range(players)}
    for _ in range(steps):
        if state.is_over():
            break
        who = state.to_act()[0]
        state.apply(who, seats[who].choose(state, who))
    return state


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 400),
       lang=st.sampled_from(LANGUAGES), game=st.sampled_from(sorted(engine.GAMES)))
def test_no_table_text_is_cut(seed: int, steps: int, lang: str, game: str) -> None:
    info = engine.GAMES[game]
    state = played(game, info.max_players, seed, steps)
    for kind, view in (("table", state.view(None)), ("hand", state.view(state.to_act()[0]
                                                                           if not state.is_over()
                                                                           else 0))):
        text = renderers.describe(kind, game, view, lang)
        assert len(text) <= LIMIT
        assert not text.endswith("…"), text[-80:]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_crowded_evolution_table_is_summarised_and_a_small_one_is_said_in_full(
        lang: str) -> None:
    full_key = {"en": "population", "nl": "populatie", "de": "Population"}[lang]
    small = renderers.describe("table", "evolution", played("evolution", 2, 3, 40).view(None),
                               lang)
    assert full_key in small
    crowded = [renderers.describe("table", "evolution", played("evolution", 5, seed, 450)
                                  .view(None), lang) for seed in range(6)]
    assert all(len(text) <= LIMIT and not text.endswith("…") for text in crowded)
    summarised = [text for text in crowded if "/" in text and full_key + " " not in text]
    assert summarised, "no crowded table needed summarising: make the test's tables bigger"


def test_fit_takes_the_first_that_fits_and_clips_only_the_last() -> None:
    made: list[str] = []

    def texts(*options: str):
        for option in options:
            made.append(option)
            yield option

    assert fit(texts("a" * 20, "b" * 10, "c" * 5), limit=10) == "b" * 10
    assert made == ["a" * 20, "b" * 10]  # lazily: the tersest was never made
    assert fit(["word " * 10], limit=12) == "word word…"


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10_000), lang=st.sampled_from(LANGUAGES),
       game=st.sampled_from(sorted(engine.GAMES)))
def test_each_text_fits_before_describe_could_clip_it(seed: int, lang: str, game: str) -> None:
    """The measure is the text each picture's own ``describe`` makes, before
    ``renderers.describe`` would clip it: a clip that happened to end without "…" (at a word,
    mid-list) would pass a check of the clipped text alone."""
    info = engine.GAMES[game]
    state = played(game, info.max_players, seed, 10_000)
    module = renderers.renderer(game)
    for kind, view in (("table", state.view(None)), ("hand", state.view(0))):
        assert len(module.describe(kind, view, lang)) <= LIMIT, (game, kind)
    told = {**story(state, lang), "title": info.title}
    assert len(renderers.describe("story", game, told, lang)) <= LIMIT


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("count", [4, 12, 48])
def test_tournament_pictures_are_summarised_not_cut(lang: str, count: int) -> None:
    """Standings and a bracket of a large field said within 1,024 characters: fewer details,
    then fewer rows, never a sentence cut off (they were cut at 1,000 characters)."""
    from renderers import bracket, standings
    from tests.renderers.test_bracket import field
    from tests.renderers.test_standings import view
    for text in (standings.describe(view(count), lang), bracket.describe(field(count), lang)):
        assert len(text) <= LIMIT and text.endswith("."), text[-80:]
    assert "Bartholomew" in standings.describe(view(count), lang)
    assert bracket.describe(field(count), lang).endswith(
        tr(lang, "tour-alt-bracket-champion", name="p0"))
    if count == 4:   # a small field is said whole
        assert "Buchholz" in standings.describe(view(count), lang)
