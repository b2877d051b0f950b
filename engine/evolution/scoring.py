"""Final scoring (seed 004, "End of the Game"): 1 point per food chip eaten during the game,
1 per population level of each surviving species, 1 per trait card on surviving species.
Ties: more traits, then more total population; still tied, the place is shared."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.evolution.data import CATEGORIES, TIEBREAK

if TYPE_CHECKING:
    from engine.evolution.state import EvolutionState


def breakdown(st: EvolutionState, seat: int) -> dict[str, int]:
    row = st.species[seat]
    return {"food": st.food_bag[seat],
            "population": sum(sp["pop"] for sp in row),
            "traits": sum(len(sp["traits"]) for sp in row)}


def result(st: EvolutionState) -> dict[str, Any]:
    rows = []
    for seat, name in enumerate(st.players):
        parts = breakdown(st, seat)
        rows.append({"seat": seat, "name": name, "score": sum(parts.values()),
                     "breakdown": parts})

    def key(r: dict[str, Any]) -> tuple[int, int, int]:
        return (r["score"], r["breakdown"]["traits"], r["breakdown"]["population"])

    rows.sort(key=lambda r: (tuple(-k for k in key(r)), r["seat"]))
    for i, r in enumerate(rows):
        r["place"] = rows[i - 1]["place"] if i and key(rows[i - 1]) == key(r) else i + 1
    return {"ranking": rows, "categories": list(CATEGORIES), "tiebreak": TIEBREAK}
