"""Every word of a picture readable in Discord's preview (docs/renderers.md, "Readable at
550 px"): Discord shows a picture about 550 px wide, so a text drawn at ``size`` px in a picture
``width`` px wide is seen at ``size × 550 / width`` px, and none may be under 9 px.

Every text goes through ``common.draw_text`` / ``draw_paragraph``, which note the size they drew
at while ``common.recording()`` runs; the layers the renderers cache (WildLife's island, its card
frames, every ``common.static_layer``) are dropped first so their words are drawn, and noted,
again. Each picture kind of each
game is measured on random positions of every player count and variant
(tests/renderers/conftest.py), in English, Dutch and German; the end's story chart of each
final position too. The replay's animation is made of table pictures, so the tables' figures
are its frames'.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from functools import cache, partial
from typing import Any

import pytest
from PIL import Image

import renderers
from bot.core.story import story
from renderers import common, wildlife
from tests.renderers.conftest import CONFIGS, positions
from words import LANGUAGES

PREVIEW = 550
READABLE = 9.0
KINDS = [("wildlife", "table"), ("wildlife", "hand"), ("wildlife", "choice"),
         ("wildlife", "scoring"), ("wildlife", "result"),
         ("wildcards", "table"), ("wildcards", "hand"), ("wildcards", "result"),
         ("evolution", "table"), ("evolution", "hand"), ("evolution", "result"),
         ("wildlife", "story"), ("wildcards", "story"), ("evolution", "story")]


def _fresh() -> None:
    """Drop the cached layers, so that their words are drawn (and noted) again."""
    common.drop_static_layers()
    wildlife.forget_layers()


def smallest(draw: Callable[[], bytes | None]) -> tuple[float, str]:
    """(the smallest text of the picture ``draw`` makes as seen at 550 px, that text)."""
    _fresh()
    with common.recording() as drawn:
        png = draw()
    if png is None:
        return (99.0, "")
    width = Image.open(io.BytesIO(png)).width
    return min(((d.size * PREVIEW / width, f"{d.text[:40]!r} at {d.size} px of {width}")
                for d in drawn if d.shown.strip()), default=(99.0, ""))


def _focus(view: dict[str, Any]) -> dict[str, Any]:
    spaces = [s for s, seat in view.get("board", {}).items() if seat == view.get("seat")]
    return {**view, "focus": {"spaces": spaces[:4] or ["D7", "C7"]}}


@cache
def measured(game: str, kind: str) -> tuple[float, str]:
    """The smallest text of ``kind`` over every configuration of ``game`` and language."""
    worst = (99.0, "")
    for name, players, options in CONFIGS:
        if name != game:
            continue
        state, found = positions(game, players, options)
        sample = found[::max(1, len(found) // 5)] + found[-1:]
        final = [state.view(None)]
        for lang in LANGUAGES:
            if kind == "table":
                calls = [(renderers.render_table, v) for v, _, _ in sample]
            elif kind == "hand":
                calls = [(renderers.render_hand, v) for _, _, v in sample]
            elif kind == "choice":
                calls = [(renderers.render_hand, _focus(v)) for _, _, v in sample]
            elif kind == "scoring":
                calls = [(renderers.render_scoring, v) for v in final]
            elif kind == "story":   # the end's chart, from the game's log (bot/core/story.py)
                calls = [(renderers.render_story, story(state, lang))]
            else:
                calls = [(renderers.render_result, state.result())]
            for render, view in calls:
                worst = min(worst, smallest(partial(render, game, view, lang)))
    return worst


@pytest.mark.parametrize(("game", "kind"), KINDS, ids=[f"{g}-{k}" for g, k in KINDS])
def test_every_word_is_readable_at_the_preview_size(game: str, kind: str) -> None:
    size, what = measured(game, kind)
    assert size >= READABLE, f"{game} {kind}: {what} is {size:.1f} px at 550"
