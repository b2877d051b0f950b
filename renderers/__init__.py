"""Pillow pictures of the games: a view in, PNG bytes out (ARCHITECTURE.md, "The renderers").

The functions take only a view (``State.view(None)`` for the table, ``State.view(seat)`` for a
hand, ``State.result()`` or a view holding it under ``"result"`` for the final result), so a
picture can never show what the view does not hold. Each game has its own module with
``table(view)`` and ``hand(view)``; see docs/renderers.md.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from renderers import result

__all__ = ["render_hand", "render_result", "render_scoring", "render_table"]

GAME_MODULES = {"wildlife": "renderers.wildlife", "wildcards": "renderers.wildcards",
                "evolution": "renderers.evolution"}


def _module(game: str) -> ModuleType:
    name = GAME_MODULES.get(game)
    if name is None:
        raise ValueError(f"no renderer for game {game!r}")
    return importlib.import_module(name)


def render_table(game: str, view: dict[str, Any]) -> bytes:
    """The table as the channel sees it: ``view`` = ``State.view(None)``."""
    return _module(game).table(view)


def render_hand(game: str, view: dict[str, Any]) -> bytes:
    """One seat's private picture for its DM: ``view`` = ``State.view(seat)``."""
    return _module(game).hand(view)


def render_result(game: str, view: dict[str, Any]) -> bytes:
    """The final ranking with each seat's score broken down by category."""
    _module(game)  # refuses an unknown game like the other two
    return result.render(game, view)


def render_scoring(game: str, view: dict[str, Any]) -> bytes | None:
    """WildLife's last big scoring (areas, herds, categories) from ``State.view(None)``, for
    the channel right after it happens (UX.md "Big scoring"); None for the other games and
    before the first big scoring."""
    _module(game)
    if game != "wildlife":
        return None
    from renderers.common import encode_png
    from renderers.wildlife_scoring import scoring_image
    image = scoring_image(view)
    return None if image is None else encode_png(image)
