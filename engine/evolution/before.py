"""Before eating (seed 004, "Before eating"): after the food cards are revealed, in turn order
from the first player, each owner may use Long Neck, Fertile, Fat Tissue and (herbivores only)
Intelligence, then says ``done``. Players with nothing to use are skipped.

Long Neck, Fertile and Intelligence work once per species and round; Fat Tissue moves as much
fat as its owner likes, up to what fits (``fat:<id>`` all that fits, ``fat:<id>:<n>`` only n),
and may move more later in the turn (after Fertile made room, or after a smaller move).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, Event, Msg, msg, parse_code
from engine.evolution.attack import take_food
from engine.evolution.data import INTELLIGENCE_FOOD, MAX_SIZE, card_label
from engine.evolution.playing import CANCEL, DISCARD_ACTIONS, TURN, distinct_cards
from engine.evolution.species import Species, can_take_plant, find, has, species_of

if TYPE_CHECKING:
    from engine.evolution.state import EvolutionState


BEFORE = msg("ev-group-before")


def _options(st: EvolutionState, seat: int, index: int, sp: Species) -> list[Action]:
    n = index + 1
    acts: list[Action] = []
    sid = sp["id"]
    if has(sp, "Long Neck") and "Long Neck" not in sp["used"] and can_take_plant(sp):
        acts.append(Action(f"longneck:{sid}", msg("ev-act-longneck", n=n), BEFORE))
    if (has(sp, "Fertile") and "Fertile" not in sp["used"] and st.hole_before > 0
            and sp["pop"] < MAX_SIZE):
        acts.append(Action(f"fertile:{sid}", msg("ev-act-fertile", n=n), BEFORE))
    if has(sp, "Fat Tissue") and sp["fat"] > 0 and sp["food"] < sp["pop"]:
        # docs/evolution-traits.md, Fat Tissue: "moves stored fat onto itself as food, up to its
        # population" -- up to, so any smaller amount is the owner's choice too (fat kept
        # stays for a later round while the species eats from the watering hole now).
        most = min(sp["fat"], sp["pop"] - sp["food"])
        acts.append(Action(f"fat:{sid}", msg("ev-act-fat", n=n, fat=most), BEFORE))
        acts += [Action(f"fat:{sid}:{k}", msg("ev-act-fat-only", n=n, fat=k), BEFORE)
                 for k in range(1, most)]
    if (has(sp, "Intelligence") and "Intelligence" not in sp["used"] and can_take_plant(sp)
            and st.hands[seat]):
        acts.append(Action(f"intel:{sid}", msg("ev-act-intel-plant", n=n), BEFORE))
    return acts


def before_options(st: EvolutionState, seat: int) -> list[Action]:
    """Every before-eating trait use open to ``seat`` now (without ``done``)."""
    return [a for i, sp in enumerate(st.species[seat]) for a in _options(st, seat, i, sp)]


def before_actions(st: EvolutionState, seat: int) -> list[Action]:
    if st.pending is not None:  # herbivore Intelligence: which card to discard
        return [*[DISCARD_ACTIONS[c] for c in distinct_cards(st.hands[seat])], CANCEL]
    return [*before_options(st, seat), Action("done", msg("ev-act-done"), TURN)]


def apply_before(st: EvolutionState, seat: int, code: str, out: list[Event]) -> bool:
    """Apply one before-eating decision; True when the player is done."""
    who = st.players[seat]
    verb, args = parse_code(code)
    if verb == "done":
        out.append(Event(msg("ev-ready", player=who)))
        return True
    if verb == "cancel":
        st.pending = None
        return False
    if verb == "discard":
        card = int(args[0])
        assert st.pending is not None
        sid = st.pending["species"]
        st.pending = None
        st.note_reveal()  # the discarded card is shown
        st.hands[seat].remove(card)
        st.discard.append(card)
        _, index = find(st.species, sid)
        st.species[seat][index]["used"].append("Intelligence")
        notes: list[Msg] = []
        take_food(st, seat, index, "plant", INTELLIGENCE_FOOD, None, notes)
        out.append(Event(msg("ev-intel-plant", player=who, card=card_label(card), notes=notes),
                         kind="before"))
        return False
    sid, amount = int(args[0]), [int(n) for n in args[1:]]
    _, index = find(st.species, sid)
    sp = st.species[seat][index]
    if verb == "intel":
        st.pending = {"step": "discard", "species": sid}
    elif verb == "longneck":
        sp["used"].append("Long Neck")
        notes = []
        take_food(st, seat, index, "plant", 1, None, notes)
        out.append(Event(msg("ev-longneck", notes=notes), kind="before"))
    elif verb == "fertile":
        sp["used"].append("Fertile")
        sp["pop"] += 1
        out.append(Event(msg("ev-fertile", species=species_of(st.players, seat, index),
                             pop=sp["pop"]), kind="before"))
    else:  # fat: moving fat onto the species is not "taking food" (no Cooperation)
        moved = min(sp["fat"], sp["pop"] - sp["food"], *amount)
        sp["fat"] -= moved
        sp["food"] += moved
        out.append(Event(msg("ev-fat", species=species_of(st.players, seat, index), fat=moved),
                         kind="before"))
    return False
