"""The result picture in English, Dutch and German: every word from the catalogs,
in the language asked for, and none of them cut, for every title's score categories and the
longest names a seat can have."""

from __future__ import annotations

import pytest

from renderers import picture_key, render_result
from renderers.common import recording
from renderers.result import category_label
from words import LANGUAGES, tr

CATEGORIES = {
    "wildlife": ["start", "small", "areas", "herds", "adaptations", "abilities", "food",
                 "conversion", "food_ability", "losses"],
    "evolution": ["food", "population", "traits"],
}


def result(game: str) -> dict:
    names = ["Wolfgang Kramer the Third", "Bärbel Übermütigstein", "Anna", "Bob", "Cees"]
    categories = CATEGORIES[game]
    ranking = [{"seat": i, "name": name, "place": i + 1 if i else 1, "score": 60 - 7 * i,
                "breakdown": {c: (3 * (i + k) % 17) - (5 if c == "losses" else 0)
                              for k, c in enumerate(categories)}}
               for i, name in enumerate(names)]
    ranking[1]["place"] = 1
    return {"ranking": ranking, "categories": categories,
            "tiebreak": {"key": "core-game-over", "args": {}}}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", sorted(CATEGORIES))
def test_the_result_picture_speaks_the_language_and_cuts_nothing(game: str, lang: str):
    with recording() as drawn:
        png = render_result(game, result(game), lang)
    assert png.startswith(b"\x89PNG")
    texts = [d.text for d in drawn]
    assert tr(lang, "result-title", game={"wildlife": "WildLife"}.get(game, "Evolution")) \
        in texts
    assert tr(lang, "result-points") in texts
    assert any(category_label("herds" if game == "wildlife" else "traits", lang) in t
               for t in texts)
    assert [f"{d.text!r} as {d.shown!r}" for d in drawn if d.cut] == []


def test_each_language_is_a_picture_of_its_own():
    keys = {picture_key("result", "evolution", result("evolution"), lang) for lang in LANGUAGES}
    assert len(keys) == len(LANGUAGES)


def test_every_category_has_a_name_in_every_language():
    for categories in CATEGORIES.values():
        for category in categories:
            names = {category_label(category, lang) for lang in LANGUAGES}
            assert len(names) >= 2, category  # not the English word everywhere
