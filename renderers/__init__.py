"""Pillow pictures of the games: a view in, PNG bytes out (ARCHITECTURE.md, "The renderers").

The functions take only a view (``State.view(None)`` for the table, ``State.view(seat)`` for a
hand, ``State.result()`` or a view holding it under ``"result"`` for the final result), so a
picture can never show what the view does not hold. Each game has its own module with
``table(view)``, ``hand(view)`` and the ``table_facts`` / ``hand_facts`` they draw from; see
docs/renderers.md.
"""

from __future__ import annotations

import hashlib
import importlib
import json
from types import ModuleType
from typing import Any

from renderers import result
from renderers.i18n import DEFAULT

__all__ = ["KINDS", "picture_key", "warm_up", "render_hand", "render_result", "render_scoring",
           "render_table"]

GAME_MODULES = {"wildlife": "renderers.wildlife", "wildcards": "renderers.wildcards",
                "evolution": "renderers.evolution"}
#: the picture kinds, as ``picture_key`` names them
KINDS = ("table", "hand", "result", "scoring")


def _module(game: str) -> ModuleType:
    name = GAME_MODULES.get(game)
    if name is None:
        raise ValueError(f"no renderer for game {game!r}")
    return importlib.import_module(name)


def render_table(game: str, view: dict[str, Any], lang: str = DEFAULT) -> bytes:
    """The table as the channel sees it: ``view`` = ``State.view(None)``; its words in
    ``lang`` (renderers/i18n.py)."""
    return _module(game).table(view, lang)


def render_hand(game: str, view: dict[str, Any], lang: str = DEFAULT) -> bytes:
    """One seat's private picture for its DM: ``view`` = ``State.view(seat)``. A WildLife view
    may carry ``focus = {"spaces": [...]}`` (the spaces of the seat's current choice): the
    picture then adds the part of the map around them."""
    return _module(game).hand(view, lang)


def render_result(game: str, view: dict[str, Any], lang: str = DEFAULT) -> bytes:
    """The final ranking with each seat's score broken down by category, the winner named."""
    _module(game)  # refuses an unknown game like the other two
    return result.render(game, view, lang)


def render_scoring(game: str, view: dict[str, Any], lang: str = DEFAULT) -> bytes | None:
    """WildLife's last big scoring (areas, herds, categories) from ``State.view(None)``, for
    the channel right after it happens (UX.md "Big scoring"); None for the other games and
    before the first big scoring."""
    _module(game)
    if game != "wildlife":
        return None
    from renderers.wildlife_scoring import scoring
    return scoring(view, lang)


def warm_up() -> None:
    """Draw what every picture reuses (the WildLife island) once, in a fresh worker process,
    so that the first pictures of a game do not wait for it."""
    from renderers.i18n import LANGUAGES
    from renderers.wildlife_map import base_layer
    for lang in LANGUAGES:
        base_layer(lang)


def _facts(kind: str, game: str, view: dict[str, Any], lang: str) -> Any:
    if game not in GAME_MODULES:  # a game without pictures yet: none is drawn, the text goes
        return view               # alone, and every view is its own (issue 13: a new title)
    module = _module(game)
    if kind == "table":
        return module.table_facts(view, lang)
    if kind == "hand":
        return module.hand_facts(view, lang)
    if kind == "result":
        return result.result_facts(view)
    if kind == "scoring":
        if game != "wildlife":
            return None
        from renderers.wildlife_scoring import scoring_facts
        return scoring_facts(view, lang)
    raise ValueError(f"no picture kind {kind!r} (one of {', '.join(KINDS)})")


def picture_key(kind: str, game: str, view: dict[str, Any], lang: str = DEFAULT) -> str:
    """A key for a picture cache: equal keys mean byte-identical pictures.

    Each picture is drawn only from its module's *facts* of the view (what it shows) and the
    language of its words, so the key is those, hashed: a new ``version``, events or anything
    else no picture draws leave it unchanged, and two hand views that draw the same picture
    share it (issue 20)."""
    facts = json.dumps(_facts(kind, game, view, lang), sort_keys=True, separators=(",", ":"),
                       ensure_ascii=False, default=str)
    digest = hashlib.blake2b(facts.encode(), digest_size=16).hexdigest()
    return f"{game}:{kind}:{lang}:{digest}"
