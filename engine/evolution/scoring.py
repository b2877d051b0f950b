"""Final scoring (seed 004, "End of the Game"): 1 point per food chip eaten during the game,
1 per population level of each surviving species, 1 per trait card on surviving species.
Ties: more traits, then more total population; still tied, the place is shared.

The categories (each row's breakdown keys) are catalog keys (``ev-cat-food``…), the tie-break
a message: the result reads in every language."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.evolution.data import CATEGORIES, FOOD, POPULATION, TIEBREAK, TRAIT_POINTS

if TYPE_CHECKING:
    from engine.evolution.state import EvolutionState


def breakdown(st: EvolutionState, seat: int) -> dict[str, int]:
    row = st.species[seat]
    return {FOOD: st.food_bag[seat],
            POPULATION: sum(sp["pop"] for sp in row),
            TRAIT_POINTS: sum(len(sp["traits"]) for sp in row)}


def result(st: EvolutionState) -> dict[str, Any]:
    rows = []
    for seat, name in enumerate(st.players):
        parts = breakdown(st, seat)
        rows.append({"seat": seat, "name": name, "score": sum(parts.values()),
                     "breakdown": parts})

    def key(r: dict[str, Any]) -> tuple[int, int, int]:
        return (r["score"], r["breakdown"][TRAIT_POINTS], r["breakdown"][POPULATION])

    rows.sort(key=lambda r: (tuple(-k for k in key(r)), r["seat"]))
    for i, r in enumerate(rows):
        r["place"] = rows[i - 1]["place"] if i and key(rows[i - 1]) == key(r) else i + 1
    return {"ranking": rows, "categories": list(CATEGORIES), "tiebreak": dict(TIEBREAK)}
