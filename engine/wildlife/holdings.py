"""What each seat holds that a hint can name (bot/core/hints.py): the majority of each area.

Why majorities: an area's points (3/2/1, or 4/5 alone) go by who has the most tiles there, at
every small and big scoring; winning or losing one is what a tile's placement changes most
often, and a learner sees it on the map."""

from __future__ import annotations

from typing import Any

from engine.core import Msg, State, msg
from engine.wildlife.board import AREA_CODES, AREAS


def holdings(state: State) -> dict[str, list[int]]:
    """``"area:<code>"`` → per seat 1 for the seat with strictly the most tiles there; then
    what is not scored yet (``"res:…"``): tiles on the island, adaptation levels, ability
    cards, food, cards in hand."""
    st: Any = state
    out: dict[str, list[int]] = {}
    for area in AREA_CODES:
        counts = [0] * len(st.players)
        for space in AREAS[area]:
            seat = st.tiles.get(space)
            if seat is not None:
                counts[seat] += 1
        top = max(counts)
        if top and counts.count(top) == 1:
            out["area:" + area] = [1 if c == top else 0 for c in counts]
        else:
            out["area:" + area] = [0] * len(counts)
    seats = range(len(st.players))
    out["res:tiles"] = [sum(1 for owner in st.tiles.values() if owner == s) for s in seats]
    out["res:adapt"] = [sum(st.levels[s].values()) for s in seats]
    out["res:abilities"] = [sum(st.abilities[s].values()) for s in seats]
    out["res:food"] = list(st.food)
    out["res:cards"] = [len(hand) for hand in st.hands]
    return out


def holding(key: str) -> Msg:
    """A holding as a reader's noun phrase: "the majority in the Large Savanna"."""
    kind, what = key.split(":", 1)
    if kind == "res":
        return msg("wl-hint-" + what)
    return msg("wl-hint-majority", area=what)
