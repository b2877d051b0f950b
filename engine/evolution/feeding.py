"""Eating (seed 004, "Eating" and "Feeding of herbivores/carnivores"; docs/evolution-traits.md,
"Round details we follow"): from the first player, round and round, the player to act feeds one
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

from engine.core import Action, Event, Msg, msg, parse_code
from engine.evolution.attack import attack as resolve_attack
from engine.evolution.attack import (
    can_use_intelligence,
    has_prey,
    legal_prey,
    negations,
    take_food,
)
from engine.evolution.data import SLUG_TRAIT, TRAIT_SLUG, card_label, trait_name
from engine.evolution.playing import CANCEL, DISCARD_ACTIONS, TURN, distinct_cards
from engine.evolution.species import Species, find, has, hungry, is_carnivore, room, species_of

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


def _prey_actions(st: EvolutionState, att: Species, off: str | None) -> list[Action]:
    """Only legal prey are offered, and a forced attack is stated (in the group): docs/playing.md,
    "Evolution round"."""
    group = msg("ev-group-prey-forced" if hungry(att) else "ev-group-prey")
    acts = []
    for sid in legal_prey(st, att, off):
        seat, index = find(st.species, sid)
        sp = st.species[seat][index]
        # no traits: with the longest names they would not fit a button (the picture has them)
        acts.append(Action(f"prey:{sid}", msg("ev-act-prey", species=species_of(
            st.players, seat, index), body=sp["body"], pop=sp["pop"]), group))
    return acts


INTELLIGENCE = msg("ev-group-intelligence")


def feed_actions(st: EvolutionState, seat: int) -> list[Action]:
    pending = st.pending
    if pending is None:
        ids, forced = eaters(st, seat)
        acts = []
        for index in ids:
            sp = st.species[seat][index]
            what = "hunt" if is_carnivore(sp) else "feed"
            why = "hungry" if hungry(sp) else "fat"
            acts.append(Action(f"feed:{sp['id']}", msg(f"ev-act-{what}-{why}", n=index + 1),
                               msg("ev-group-eat")))
        if ids and not forced:
            acts.append(Action("pass", msg("ev-act-pass"), TURN))

        return acts
    _, index = find(st.species, pending["species"])
    att = st.species[seat][index]
    step = pending["step"]
    if step == "attack":
        acts = _prey_actions(st, att, None)
        if can_use_intelligence(st, seat, att):
            acts.append(Action("intel", msg("ev-act-intel"), INTELLIGENCE))
        return [*acts, CANCEL]
    if step == "discard":
        return [*[DISCARD_ACTIONS[c] for c in distinct_cards(st.hands[seat])], CANCEL]
    if step == "negate":
        return [*[Action(f"off:{TRAIT_SLUG[t]}", msg("ev-act-off", trait=trait_name(t)),
                         INTELLIGENCE) for t in negations(st, att)], CANCEL]
    # step == "prey" with a trait switched off
    return [*_prey_actions(st, att, pending["off"]), CANCEL]


def apply_feed(st: EvolutionState, seat: int, code: str, out: list[Event]) -> bool:
    """Apply one eating decision; True when the player's feeding turn is over."""
    who = st.players[seat]
    verb, args = parse_code(code)
    if verb == "pass":
        st.passed[seat] = True
        out.append(Event(msg("ev-stops", player=who)))
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
        notes: list[Msg] = []
        amount = 2 if has(sp, "Foraging") else 1
        take_food(st, seat, index, "hole", amount, None, notes)
        out.append(Event(msg("ev-eats", notes=notes, left=st.hole), kind="eat"))
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
        out.append(Event(msg("ev-intel-discard", player=st.players[seat],
                             card=card_label(card)), kind="attack"))
    st.pending = None
    resolve_attack(st, seat, pending["species"], prey, off, out)
