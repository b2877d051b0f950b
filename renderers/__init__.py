"""Pillow pictures of the games: a view in, PNG bytes out (docs/renderers.md).

The functions take only a view (``State.view(None)`` for the table, ``State.view(seat)`` for a
hand, ``State.result()`` or a view holding it under ``"result"`` for the final result), so a
picture can never show what the view does not hold.

A game's pictures are found by its name, as ``engine.ai`` finds its greedy player: the module
``renderers.<game>`` defines ``table(view, lang)``, ``hand(view, lang)`` and the
``table_facts`` / ``hand_facts`` they draw from, and may define the optional hooks
``scoring(view, lang)`` / ``scoring_facts(view, lang)`` (a picture of the last big scoring)
and ``warm_up()`` (draw cached layers in a fresh worker process). A registered game without
such a module gets no pictures: the bot sends its text alone (docs/renderers.md, "A game's
renderer").
"""

from __future__ import annotations

import hashlib
import importlib
import json
from types import ModuleType
from typing import Any

from engine import GAMES
from renderers import alt, clocks, result, story
from renderers.common import Color, seat_colour
from words import DEFAULT, say

__all__ = ["KINDS", "describe", "picture_key", "warm_up", "render_board_svg", "render_hand",
           "render_result", "render_scoring", "render_story", "render_table", "renderer",
           "seat_colours"]

#: the picture kinds, as ``picture_key`` names them
KINDS = ("table", "hand", "result", "scoring", "story")


def renderer(game: str) -> ModuleType | None:
    """The game's renderer module ``renderers.<game>``, or None for a game without pictures
    (and for a name that is no game, so that no helper module passes for one)."""
    if game not in GAMES:
        return None
    name = f"{__name__}.{game}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise


def _drawing(game: str) -> ModuleType | None:
    """``renderer(game)`` for a picture to draw: an unknown game is a caller's mistake."""
    if game not in GAMES:
        raise ValueError(f"no game {game!r}")
    return renderer(game)


def render_table(game: str, view: dict[str, Any], lang: str = DEFAULT) -> bytes | None:
    """The table as the channel sees it: ``view`` = ``State.view(None)``; its words in
    ``lang`` (words/__init__.py). None for a game without pictures."""
    module = _drawing(game)
    if module is None:
        return None
    png = module.table(view, lang)
    facts = clocks.clock_facts(view)
    if png is None or not facts:
        return png
    return clocks.add_band(png, facts, seat_colours(game, view), lang)


def render_hand(game: str, view: dict[str, Any], lang: str = DEFAULT) -> bytes | None:
    """One seat's private picture for its DM: ``view`` = ``State.view(seat)``. A WildLife view
    may carry ``focus = {"spaces": [...]}`` (the spaces of the seat's current choice): the
    picture then adds the part of the map around them. None for a game without pictures."""
    module = _drawing(game)
    return None if module is None else module.hand(view, lang)


def render_result(game: str, view: dict[str, Any], lang: str = DEFAULT) -> bytes | None:
    """The final ranking with each seat's score broken down by category, the winner named;
    None for a game without pictures."""
    if _drawing(game) is None:
        return None
    return result.render(game, view, lang)


def render_story(game: str, view: dict[str, Any], lang: str = DEFAULT) -> bytes | None:
    """A finished game's story: each player's score over the game, the big scorings marked
    (``view`` from ``bot.core.story.story``, said in ``lang``); None for a game without
    pictures."""
    if _drawing(game) is None:
        return None
    return story.render(view, lang)


def seat_colours(game: str, view: dict[str, Any]) -> list[Color]:
    """Each seat's colour as the game's table shows it (the renderer's optional
    ``seat_colours(view)`` hook; else the shared seat colours by seat), so that every other
    picture of the game (the story chart) gives a player the same colour."""
    hook = getattr(renderer(game), "seat_colours", None)
    if hook is not None:
        return list(hook(view))
    count = len(view.get("seats") or view.get("players") or view.get("participants") or [])
    return [seat_colour(seat) for seat in range(count)]


def render_scoring(game: str, view: dict[str, Any], lang: str = DEFAULT) -> bytes | None:
    """The game's picture of its last big scoring from ``State.view(None)``, for the channel
    right after it happens: the renderer's optional ``scoring`` hook. None for a game whose
    renderer has no such hook, and whatever the hook returns before the first big scoring
    (None)."""
    hook = getattr(_drawing(game), "scoring", None)
    return None if hook is None else hook(view, lang)


def render_board_svg(game: str, view: dict[str, Any], lang: str = DEFAULT) -> str | None:
    """The game's board as SVG from ``State.view(None)``, for the web table (the renderer's
    optional ``board_svg`` hook); None for a game without a board to draw that way."""
    hook = getattr(_drawing(game), "board_svg", None)
    return None if hook is None else str(hook(view, lang))


def describe(kind: str, game: str, view: dict[str, Any], lang: str = DEFAULT) -> str:
    """The alt text of the picture of ``kind`` drawn from ``view``: what a sighted player reads
    off it first, in ``lang``, at most 1,024 characters (Discord's attachment description).
    The result's is shared by every game; the others come from the renderer's ``describe``
    hook. "" for a game without pictures (docs/renderers.md, "Alt text")."""
    module = _drawing(game)
    if module is None:
        return ""
    if kind == "story":
        text = story.describe(view, lang)
    elif kind == "result":
        ranking = result.result_facts(view)["ranking"]
        text = alt.result_text(result.title_of(game), ranking,
                               result.winner_text(ranking, lang), result.category_label, lang)
        tiebreak = result.result_facts(view).get("tiebreak")
        if tiebreak:   # the rule for ties: said here, the picture has no room for it
            text = f"{text} {alt.sentence(say(lang, tiebreak))}"
    else:
        hook = getattr(module, "describe", None)
        text = "" if hook is None else hook(kind, view, lang)
        if kind == "table" and (told := clocks.describe(clocks.clock_facts(view), lang)):
            text = f"{text} {told}"  # a correspondence table's clocks, under its picture
    return alt.clip(text)


def warm_up() -> None:
    """Let every game's renderer draw what its pictures reuse (its optional ``warm_up`` hook),
    in a fresh worker process, so that the first pictures of a game do not wait for it."""
    for game in sorted(GAMES):
        hook = getattr(renderer(game), "warm_up", None)
        if hook is not None:
            hook()


def _facts(kind: str, game: str, view: dict[str, Any], lang: str) -> Any:
    """What the picture of ``kind`` draws of ``view``; a game without pictures draws none, the
    text goes alone, and every view is its own."""
    module = renderer(game)
    if module is None:
        return view
    if kind not in KINDS:
        raise ValueError(f"no picture kind {kind!r} (one of {', '.join(KINDS)})")
    if kind == "result":
        return result.result_facts(view)
    if kind == "story":
        return view
    facts = getattr(module, f"{kind}_facts", None)
    drawn = None if facts is None else facts(view, lang)
    if kind == "table" and (band := clocks.clock_facts(view)):
        return {"table": drawn, "clocks": band}
    return drawn


def picture_key(kind: str, game: str, view: dict[str, Any], lang: str = DEFAULT) -> str:
    """A key for a picture cache: equal keys mean byte-identical pictures.

    Each picture is drawn only from its module's *facts* of the view (what it shows) and the
    language of its words, so the key is those, hashed: a new ``version``, events or anything
    else no picture draws leave it unchanged, and two hand views that draw the same picture
    share it (docs/renderers.md, "picture_key")."""
    facts = json.dumps(_facts(kind, game, view, lang), sort_keys=True, separators=(",", ":"),
                       ensure_ascii=False, default=str)
    digest = hashlib.blake2b(facts.encode(), digest_size=16).hexdigest()
    return f"{game}:{kind}:{lang}:{digest}"
