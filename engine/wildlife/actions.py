"""Shared Action objects: the same choice recurs thousands of times per game, and building a
frozen dataclass costs more than looking it up (keeps legal_actions cheap)."""

from __future__ import annotations

from engine.core import Action
from engine.wildlife.moves import SPACE_AREA_NAME

_ACTIONS: dict[tuple[str, str, str], Action] = {}
_LIMIT = 100_000


def act(code: str, label: str, group: str = "") -> Action:
    """``Action(code, label, group)``, shared."""
    key = (code, label, group)
    found = _ACTIONS.get(key)
    if found is None:
        if len(_ACTIONS) >= _LIMIT:
            _ACTIONS.clear()
        found = _ACTIONS[key] = Action(code, label, group)
    return found


def _space_table(code: str, label: str) -> dict[str, Action]:
    return {s: Action(f"{code}:{s}", label.format(s=s, area=a), a)
            for s, a in SPACE_AREA_NAME.items()}


#: choices of one space whose label names no player, built once
FROM = _space_table("from", "Move the tile on {s}")
TO_EMPTY = _space_table("to", "Move it to {s}")
PLACE = _space_table("place", "Place a tile on {s}")
SEED = _space_table("seed", "Place a tile on {s} ({area})")
REMOVE = _space_table("remove", "Remove your tile on {s}")
TARGET_EMPTY = _space_table("target", "Place a tile on {s}")
