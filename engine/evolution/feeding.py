"""Eating (seed 004, "Eating" and "Feeding of herbivores/carnivores"; GAME-DATA.md, "Round
details we follow"): from the first player, round and round, the player to act feeds one
species. A herbivore eats plant food from the watering hole at once; a carnivore then chooses
its prey (optionally first using Intelligence), as successive decisions in ``st.pending``:

    feed:<id>  →  prey:<id> | intel  →  discard:<card>  →  off:<trait>  →  prey:<id>

A species the player *must* feed is a hungry herbivore while plant food is left, or a hungry
carnivore with a legal prey. A species the player *may* feed is a fed Fat Tissue species that
can still store fat, or a carnivore whose only prey needs Intelligence (a card): a player with
only such species may ``pass``, and is then skipped for the rest of the feeding unless a
species they must feed turns up. Feeding ends when nobody is left to act.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, Event, parse_code
from engine.evolution.attack import attack as resolve_attack
from engine.evolution.attack import (
    can_use_intelligence,
    has_prey,
    legal_prey,
    negations,
    take_food,
)
from engine.evolution.data import SLUG_TRAIT, TRAIT_SLUG, card_label
from engine.evolution.playing import CANCEL, DISCARD_ACTIONS, distinct_cards
from engine.evolution.species import Species, find, has, hungry, is_carnivore, room

if TYPE_CHECKING:
    from engine.evolution.frames import FeedFrame
    from engine.evolution.state import EvolutionState


def eaters(st: EvolutionState, seat: int) -> tuple[list[int], bool]:
    """(row indexes of the species ``seat`` may feed now, whether one *must* be fed)."""
    ids: list[int] = []
    forced = False
    for index, sp in enumerate(st.species[seat]):
        if room(sp) <= 0:
            continue
        if not is_carnivore(sp):
            if st.hole > 0:
                ids.append(index)
                forced = forced or hungry(sp)
        elif has_prey(st, sp):
            ids.append(index)
            forced = forced or hungry(sp)
        elif can_use_intelligence(st, seat, sp):
            ids.append(index)
    return ids, forced


def may_feed(st: EvolutionState, seat: int) -> bool:
    """Is ``seat`` to act in the eating phase (see the module docstring)?"""
    ids, forced = eaters(st, seat)
    return forced or (bool(ids) and not st.passed[seat])


def _label(st: EvolutionState, sid: int) -> str:
    seat, index = find(st.species, sid)
    sp = st.species[seat][index]
    traits = ", ".join(sp["traits"]) or "no traits"
    return (f"{st.players[seat]}'s species {index + 1} (size {sp['body']}, population "
            f"{sp['pop']}, {traits})")


def _prey_actions(st: EvolutionState, att: Species, off: str | None) -> list[Action]:
    """UX.md: only legal prey are offered, and a forced attack is stated (in the group)."""
    group = "Prey (a hungry carnivore must attack)" if hungry(att) else "Prey"
    return [Action(f"prey:{sid}", f"Attack {_label(st, sid)}", group)
            for sid in legal_prey(st, att, off)]


def feed_actions(st: EvolutionState, seat: int) -> list[Action]:
    pending = st.pending
    if pending is None:
        ids, forced = eaters(st, seat)
        acts = []
        for index in ids:
            sp = st.species[seat][index]
            what = "Attack with" if is_carnivore(sp) else "Feed"
            why = "hungry" if hungry(sp) else "fat only"
            acts.append(Action(f"feed:{sp['id']}", f"{what} species {index + 1} ({why})",
                               "Eat"))
        if ids and not forced:
            acts.append(Action("pass", "Stop feeding this round", "Turn"))

        return acts
    _, index = find(st.species, pending["species"])
    att = st.species[seat][index]
    step = pending["step"]
    if step == "attack":
        acts = _prey_actions(st, att, None)
        if can_use_intelligence(st, seat, att):
            acts.append(Action("intel", "Use Intelligence (discard a card)", "Intelligence"))
        return [*acts, CANCEL]
    if step == "discard":
        return [*[DISCARD_ACTIONS[c] for c in distinct_cards(st.hands[seat])], CANCEL]
    if step == "negate":
        return [*[Action(f"off:{TRAIT_SLUG[t]}", f"Switch off {t}", "Intelligence")
                  for t in negations(st, att)], CANCEL]
    # step == "prey" with a trait switched off
    return [*_prey_actions(st, att, pending["off"]), CANCEL]


def apply_feed(st: EvolutionState, seat: int, code: str, out: list[Event]) -> bool:
    """Apply one eating decision; True when the player's feeding turn is over."""
    who = st.players[seat]
    verb, args = parse_code(code)
    if verb == "pass":
        st.passed[seat] = True
        out.append(Event(f"{who} stops feeding this round."))
        return True
    if verb == "cancel":
        st.pending = None
        return False
    if verb == "feed":
        sid = int(args[0])
        _, index = find(st.species, sid)
        sp = st.species[seat][index]
        if is_carnivore(sp):
            st.pending = {"step": "attack", "species": sid}
            return False
        notes: list[str] = []
        amount = 2 if has(sp, "Foraging") else 1
        take_food(st, seat, index, "hole", amount, None, notes)
        out.append(Event("; ".join(notes) + f" ({st.hole} left on the watering hole).",
                         kind="eat"))
        return True
    pending = st.pending
    assert pending is not None
    if verb == "intel":
        st.pending = {"step": "discard", "species": pending["species"]}
    elif verb == "discard":
        st.pending = {"step": "negate", "species": pending["species"], "card": int(args[0])}
    elif verb == "off":
        st.pending = {**pending, "step": "prey", "off": SLUG_TRAIT[args[0]]}
    else:  # prey:<id>
        _attack(st, seat, pending, int(args[0]), out)
        return True
    return False


def _attack(st: EvolutionState, seat: int, pending: FeedFrame, prey: int,
            out: list[Event]) -> None:
    """The attack chosen; a card discarded for Intelligence is shown now."""
    off = pending.get("off")
    if off is not None:
        card = pending["card"]
        st.note_reveal()
        st.hands[seat].remove(card)
        st.discard.append(card)
        out.append(Event(f"{st.players[seat]} discards {card_label(card)} for Intelligence.",
                         kind="attack"))
    st.pending = None
    resolve_attack(st, seat, pending["species"], prey, off, out)
