"""What each seat holds that a hint can name (bot/core/hints.py): its species and the food its
species ate this round.

Why these: a card played or a species fed changes whether a species lives through the round
and how much it eats; both are on the table for a learner to check. (Food bags are hidden from
the others, so no lead in food eaten: a hint reads a determinization, where they are guessed.)"""

from __future__ import annotations

from typing import Any

from engine.core import Msg, State, msg


def holdings(state: State) -> dict[str, list[int]]:
    """``"species"`` (alive) and ``"fed"`` (food eaten this round) per seat; then what is not
    scored yet or may still be lost (``"res:…"``): population, body sizes, traits, cards."""
    st: Any = state
    rows = st.species
    return {"species": [len(row) for row in rows],
            "fed": [sum(sp["food"] for sp in row) for row in rows],
            "res:pop": [sum(sp["pop"] for sp in row) for row in rows],
            "res:body": [sum(sp["body"] for sp in row) for row in rows],
            "res:traits": [sum(len(sp["traits"]) for sp in row) for row in rows],
            "res:cards": [len(hand) for hand in st.hands]}


def holding(key: str) -> Msg:
    """A holding as a reader's noun phrase: "food for your species"."""
    return msg(f"ev-hint-{key.removeprefix('res:')}")
