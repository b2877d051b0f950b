"""Shared Action objects: the same choice recurs thousands of times per game, and building a
frozen dataclass costs more than looking it up (keeps legal_actions cheap).

Labels and groups are messages (``engine.core.msg``; said by ``words`` in each
language, catalog ``words/locales/*/wildlife.ftl``). A label's arguments are plain values
(codes, names, numbers), so a label is known by its key and arguments; a group is one of
``GROUPS`` (a panel section: ``play``, ``bid``…) or an area code (a space's area).
"""

from __future__ import annotations

from typing import Any

from engine.core import Action, Msg, msg
from engine.wildlife.board import AREAS, SPACE_AREA

#: the panel sections (``Action.group``) by code; a space's choice is grouped by its area
GROUPS: dict[str, Msg] = {
    **{code: msg(f"wl-group-{code}") for code in (
        "play", "auction", "migrate", "ability", "food", "end", "bid", "pass", "defense",
        "back", "joker", "action", "adapt", "organism")},
    **{area: msg("wl-area", area=area) for area in AREAS},
}

_ACTIONS: dict[tuple[Any, ...], Action] = {}
_LIMIT = 100_000


def act(code: str, group: str, key: str, **args: Any) -> Action:
    """``Action(code, msg(key, **args), GROUPS[group])``, shared; ``args`` are plain values."""
    # the values, then the names: no tuple per argument (``items()`` made one), and two
    # calls naming the same values in another order still differ by the names' order
    cache_key = (code, group, key, *args.values(), *args)
    found = _ACTIONS.get(cache_key)
    if found is None:
        if len(_ACTIONS) >= _LIMIT:
            _ACTIONS.clear()
        found = _ACTIONS[cache_key] = Action(code, msg(key, **args), GROUPS[group])
    return found


def fixed(code: str, group: str, key: str, **args: Any) -> Action:
    """An action built once, at import, for a table of choices whose label names no player:
    the hot paths pick it from the table without a call to ``act`` (no key, no arguments'
    dict: about a tenth of a WildLife decision's engine time went to ``act``)."""
    return Action(code, msg(key, **args), GROUPS[group])


def _space_table(code: str, key: str, with_area: bool = False) -> dict[str, Action]:
    return {s: Action(f"{code}:{s}", msg(key, space=s, area=a) if with_area
                      else msg(key, space=s), GROUPS[a])
            for s, a in SPACE_AREA.items()}


#: choices of one space whose label names no player, built once
FROM = _space_table("from", "wl-act-from")
TO_EMPTY = _space_table("to", "wl-act-to")
PLACE = _space_table("place", "wl-act-place")
SEED = _space_table("seed", "wl-act-seed", with_area=True)
REMOVE = _space_table("remove", "wl-act-remove")
TARGET_EMPTY = _space_table("target", "wl-act-place")
#: one step back in a multi-part choice (a card's use, a move)
BACK = fixed("back", "back", "wl-act-back")

#: choices of a space held by another player, by kind: the code's verb and the label's key
_OWNED_KINDS = {"target": "wl-act-aggress", "to": "wl-act-swap", "attack": "wl-act-attack"}
_OWNED: dict[tuple[str, str], dict[str, Action]] = {}


def owned(verb: str, owner: str) -> dict[str, Action]:
    """The choices ``verb:<space>`` aimed at a tile of ``owner`` (a name), by space: Aggression
    (``target``), Mobility's swap (``to``) and an attack; built once per name and verb."""
    found = _OWNED.get((verb, owner))
    if found is None:
        if len(_OWNED) >= _LIMIT // 100:
            _OWNED.clear()
        key = _OWNED_KINDS[verb]
        found = _OWNED[verb, owner] = {
            s: Action(f"{verb}:{s}", msg(key, owner=owner, space=s), GROUPS[a])
            for s, a in SPACE_AREA.items()}
    return found
