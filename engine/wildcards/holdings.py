"""What each seat holds that a hint can name (bot/core/hints.py): its animals by species and
the Leader cards (the majority of a species).

Why these: a bid or a payment decides which animal a seat takes, and with it who has the most
of a species and so its Leader card; that is what a learner can check on the table."""

from __future__ import annotations

from typing import Any

from engine.core import Msg, State, msg
from engine.wildcards.data import HABITATS, SPECIES, value


def holdings(state: State) -> dict[str, list[int]]:
    """``"leader:<species>"`` (1 for its holder) and ``"animal:<species>"`` (cards held); then
    what is not scored yet (``"res:…"``): cards in hand, Wild cards among them, their values
    added up, cards of each habitat."""
    st: Any = state
    seats = range(st.n)  # the players; Leo (a participant past them) is nobody's hint
    out: dict[str, list[int]] = {}
    for species in SPECIES:
        out["leader:" + species] = [1 if st.leaders[species] == s else 0 for s in seats]
    for species in SPECIES:
        out["animal:" + species] = [st.collections[s][species] for s in seats]
    out["res:cards"] = [len(st.hands[s]) for s in seats]
    out["res:wild"] = [sum(1 for card in st.hands[s] if card[0] == "W") for s in seats]
    out["res:value"] = [sum(value(card) for card in st.hands[s]) for s in seats]
    for letter, name in HABITATS.items():
        if letter != "W":
            out["res:" + name] = [sum(1 for card in st.hands[s] if card[0] == letter)
                                  for s in seats]
    return out


def holding(key: str) -> Msg:
    """A holding as a reader's noun phrase: "the Lion Leader card (the most Lions)"."""
    kind, species = key.split(":", 1)
    if kind == "res" and species in HABITATS.values():
        return msg("wc-hint-habitat", habitat=species)
    if kind == "res":
        return msg("wc-hint-" + species)
    return msg("wc-hint-" + kind, species=msg("wc-species-" + species))
