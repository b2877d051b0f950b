"""Choosing the food card and playing cards (seed 004, "Selecting the food supply" and
"Playing cards").

Playing follows seed 004: starting with the first player and in turn order, each player has
one turn in which they play as many cards as they like, one at a time, then end it. One card is
a chain of small decisions kept in ``st.pending``:

    card:<id>  →  new:left | new:right | on:<species id>  →  body | pop | trait  →  replace:<i>

and ``cancel`` at every step returns the card to the hand untouched.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, Event
from engine.evolution.data import CARDS, MAX_SIZE, card_label, max_traits
from engine.evolution.rounds import say
from engine.evolution.species import Species, find, new_species

if TYPE_CHECKING:
    from engine.evolution.state import EvolutionState

CANCEL = Action("cancel", "Cancel (keep the card)", "Back")
END = Action("end", "End my turn (keep the other cards)", "Turn")
# Actions are immutable, so the per-card ones are made once (the lists are rebuilt often).
FOOD_ACTIONS = [Action(f"food:{c}", f"{card_label(c)} to the watering hole", "Food card")
                for c in range(len(CARDS))]
PLAY_ACTIONS = [Action(f"card:{c}", f"Play {card_label(c)}", "Hand") for c in range(len(CARDS))]
DISCARD_ACTIONS = [Action(f"discard:{c}", f"Discard {card_label(c)}", "Discard")
                   for c in range(len(CARDS))]


def distinct_cards(hand: list[int]) -> list[int]:
    """One id per different card (same trait and food value): identical cards are the same
    choice, and this keeps the lists short. Hands are sorted, so twins are side by side."""
    return [c for i, c in enumerate(hand) if i == 0 or CARDS[hand[i - 1]] != CARDS[c]]


# -- the food card (simultaneous, face down) -------------------------------------------------
def food_actions(st: EvolutionState, seat: int) -> list[Action]:
    """Seed 004: every player puts one hand card face down on the watering hole."""
    if st.food_cards[seat] is not None:
        return []
    return [FOOD_ACTIONS[c] for c in distinct_cards(st.hands[seat])]


def apply_food(st: EvolutionState, seat: int, card: int, out: list[Event]) -> None:
    st.hands[seat].remove(card)
    st.food_cards[seat] = card
    say(st, out, f"{st.players[seat]} has chosen a food card.")
    say(st, out, f"You put {card_label(card)} face down on the watering hole.", (seat,),
        kind="private")


# -- playing cards ---------------------------------------------------------------------------
def _species_label(index: int, sp: Species) -> str:
    traits = ", ".join(sp["traits"]) or "no traits"
    return f"Species {index + 1}: size {sp['body']}, population {sp['pop']}, {traits}"


def _usable(card: int, sp: Species) -> bool:
    """Can ``card`` do anything to ``sp`` (the cheap test behind the species list)?"""
    return (sp["body"] < MAX_SIZE or sp["pop"] < MAX_SIZE
            or CARDS[card][0] not in sp["traits"])


def _uses(st: EvolutionState, card: int, sp: Species) -> list[Action]:
    """What ``card`` can do to ``sp``: body size +1, population +1 (each at most 6), or its
    trait (never twice on one species; replacing one when the species is full)."""
    trait = CARDS[card][0]
    uses: list[Action] = []
    if sp["body"] < MAX_SIZE:
        uses.append(Action("body", f"Body size +1 (to {sp['body'] + 1})", "Use"))
    if sp["pop"] < MAX_SIZE:
        uses.append(Action("pop", f"Population +1 (to {sp['pop'] + 1})", "Use"))
    if trait not in sp["traits"]:
        full = len(sp["traits"]) >= max_traits(len(st.players))
        uses.append(Action("trait", f"Trait {trait}" + (" (replaces one)" if full else ""),
                           "Use"))
    return uses


def play_actions(st: EvolutionState, seat: int) -> list[Action]:
    pending = st.pending
    if pending is None:
        return [*[PLAY_ACTIONS[c] for c in distinct_cards(st.hands[seat])], END]
    card = pending["card"]
    row = st.species[seat]
    if pending["step"] == "target":
        acts = [Action("new:left", "New species at the left end", "New species"),
                Action("new:right", "New species at the right end", "New species")]
        acts += [Action(f"on:{sp['id']}", _species_label(i, sp), "On a species")
                 for i, sp in enumerate(row) if _usable(card, sp)]
        return [*acts, CANCEL]
    _, index = find(st.species, pending["species"])
    sp = row[index]
    if pending["step"] == "use":
        return [*_uses(st, card, sp), CANCEL]
    # pending["step"] == "replace"
    return [*[Action(f"replace:{i}", f"Replace {t}", "Replace") for i, t in
              enumerate(sp["traits"])], CANCEL]


def apply_play(st: EvolutionState, seat: int, code: str, out: list[Event]) -> bool:
    """Apply one play-phase decision; True when the player ended their turn."""
    who = st.players[seat]
    if code == "end":
        st.pending = None
        say(st, out, f"{who} ends their turn.")
        return True
    if code == "cancel":
        st.pending = None
        return False
    if code.startswith("card:"):
        st.pending = {"step": "target", "card": int(code[5:])}
        return False
    card = st.pending["card"] if st.pending else -1
    row = st.species[seat]
    if code.startswith("new:"):
        sp = new_species(st.next_species)
        st.next_species += 1
        if code == "new:left":
            row.insert(0, sp)
        else:
            row.append(sp)
        _spend(st, seat, card)
        say(st, out, f"{who} plays {card_label(card)} as a new species at the "
                     f"{code[4:]} end.", kind="play")
        return False
    if code.startswith("on:"):
        st.pending = {"step": "use", "card": card, "species": int(code[3:])}
        return False
    sid = st.pending["species"] if st.pending else -1
    _, index = find(st.species, sid)
    sp = row[index]
    trait = CARDS[card][0]
    if code in ("body", "pop"):
        sp[code] += 1
        _spend(st, seat, card)
        what = "body size" if code == "body" else "population"
        say(st, out, f"{who} plays {card_label(card)}: species {index + 1} {what} "
                     f"+1 (now {sp[code]}).", kind="play")
        return False
    if code == "trait":
        if len(sp["traits"]) < max_traits(len(st.players)):
            _add_trait(st, seat, sp, card)
            say(st, out, f"{who} gives species {index + 1} {trait}.", kind="play")
        else:
            st.pending = {"step": "replace", "card": card, "species": sid}
        return False
    # replace:<i>: the replaced trait's card goes to the discard pile (GAME-DATA.md)
    slot = int(code[8:])
    old = sp["traits"].pop(slot)
    st.discard.append(sp["cards"].pop(slot))
    if old == "Fat Tissue":
        sp["fat"] = 0  # the fat was stored on the Fat Tissue card
    _add_trait(st, seat, sp, card)
    say(st, out, f"{who} gives species {index + 1} {trait}, replacing {old}.", kind="play")
    return False


def _spend(st: EvolutionState, seat: int, card: int) -> None:
    """A card used as a new species, body size or population goes to the discard pile."""
    st.hands[seat].remove(card)
    st.discard.append(card)
    st.pending = None


def _add_trait(st: EvolutionState, seat: int, sp: Species, card: int) -> None:
    st.hands[seat].remove(card)
    sp["traits"].append(CARDS[card][0])
    sp["cards"].append(card)
    st.pending = None
