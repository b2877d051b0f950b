"""Carnivore attacks: which prey is legal, and what a successful attack does.

docs/evolution-traits.md, "The 17 traits": Carnivore, Ambush, Burrowing, Climbing, Defensive
Herding, Hard Shell, Horns, Intelligence, Pack Hunting, Scavenger, Symbiosis, Warning Call.
``off`` is the trait a carnivore's Intelligence switched off for this attack: seed 004 ("Feeding
of carnivores") says it is disabled on ALL species until the attack is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Event, Msg, msg
from engine.evolution.data import HARD_SHELL_BONUS, NOT_NEGATABLE, TRAIT_SLUG, trait_name
from engine.evolution.rounds import lose_population, order_from
from engine.evolution.species import Species, find, has, is_carnivore, room, species_of

if TYPE_CHECKING:
    from engine.evolution.state import EvolutionState

def attack_power(att: Species, off: str | None = None) -> int:
    """Pack Hunting: body size counts as body size + population when attacking."""
    return att["body"] + (att["pop"] if has(att, "Pack Hunting", off) else 0)


def defence_size(prey: Species, off: str | None = None) -> int:
    """Hard Shell: counts as 3 larger against attacks."""
    return prey["body"] + (HARD_SHELL_BONUS if has(prey, "Hard Shell", off) else 0)


def can_attack(att: Species, row: list[Species], index: int, off: str | None = None) -> bool:
    """May carnivore ``att`` attack ``row[index]`` (a row of any player, its owner's too)?"""
    prey = row[index]
    if prey is att or not is_carnivore(att):
        return False  # Carnivore: never itself
    if attack_power(att, off) <= defence_size(prey, off):
        return False  # Carnivore: only a smaller species (Hard Shell, Pack Hunting included)
    if has(prey, "Climbing", off) and not has(att, "Climbing", off):
        return False
    if has(prey, "Burrowing", off) and prey["food"] >= prey["pop"]:
        return False
    if has(prey, "Defensive Herding", off) and att["pop"] <= prey["pop"]:
        return False
    if (has(prey, "Symbiosis", off) and index + 1 < len(row)
            and row[index + 1]["body"] > prey["body"]):
        return False
    if not has(att, "Ambush", off):
        if index > 0 and has(row[index - 1], "Warning Call", off):
            return False
        if index + 1 < len(row) and has(row[index + 1], "Warning Call", off):
            return False
    return True


def legal_prey(st: EvolutionState, att: Species, off: str | None = None) -> list[int]:
    """The ids of every species ``att`` may attack now, in seat and row order."""
    return [sp["id"] for row in st.species for i, sp in enumerate(row)
            if can_attack(att, row, i, off)]


def has_prey(st: EvolutionState, att: Species, off: str | None = None) -> bool:
    return any(can_attack(att, row, i, off) for row in st.species for i in range(len(row)))


def negations(st: EvolutionState, att: Species) -> list[str]:
    """The traits Intelligence may switch off for an attack by ``att``: traits present on some
    other species, after which at least one prey is legal (so the choice never dead-ends).
    The attacker's own traits only hinder it (its Cooperation, Scavenger and Fat Tissue feed
    its owner), except its own Warning Call, which shields its neighbours from it: that one
    is offered too (seed 004: the trait is disabled "in ALL species")."""
    present = {t for row in st.species for sp in row if sp is not att for t in sp["traits"]}
    if "Warning Call" in att["traits"]:
        present.add("Warning Call")
    present -= NOT_NEGATABLE
    return [t for t in TRAIT_SLUG if t in present and has_prey(st, att, t)]


def can_use_intelligence(st: EvolutionState, seat: int, att: Species) -> bool:
    """A carnivore's Intelligence needs a hand card to discard and a trait worth switching."""
    return (has(att, "Intelligence") and bool(st.hands[seat])
            and bool(negations(st, att)))


def take_food(st: EvolutionState, seat: int, index: int, source: str, amount: int,
              off: str | None, notes: list[Msg]) -> int:
    """Species ``index`` of ``seat`` takes up to ``amount`` food from ``source`` ("hole": plant
    food from the watering hole, "plant": plant food from the bank, "meat": meat from the
    bank), noting what it took in ``notes`` (messages). Cooperation then makes the species to
    its right take 1 from the same source, chaining on (docs/evolution-traits.md, Cooperation
    and "Round details we follow": "each link at once"). Returns what landed.

    Nothing here asks the player: Cooperation and Foraging say the species "takes" (forced by
    the text); food beyond hunger is stored as fat on a Fat Tissue species without asking,
    because the only takes that reach it are either from the bank (free, and stored fat only
    ever adds options) or part of a take the text forces (Foraging's second, a Cooperation
    link). Whether to feed a fed Fat Tissue species at all stays a choice (feeding.py)."""
    row = st.species[seat]
    sp = row[index]
    if source != "meat" and is_carnivore(sp):
        return 0  # Carnivore: never plant food, not even through Cooperation or Long Neck
    if source == "hole":
        amount = min(amount, st.hole)
    landed = min(amount, room(sp, off))
    if landed <= 0:
        return 0
    before_food = sp["food"]
    sp["food"] += min(landed, sp["pop"] - sp["food"])
    sp["fat"] += landed - (sp["food"] - before_food)
    if source == "hole":
        st.hole -= landed
    notes.append(msg("ev-takes-meat" if source == "meat" else "ev-takes-plant",
                     species=species_of(st.players, seat, index), n=landed))
    if has(sp, "Cooperation", off) and index + 1 < len(row):
        # 1 food, whatever the neighbour's traits: Foraging is about its own feeding
        # (docs/evolution-traits.md, Cooperation and Foraging).
        take_food(st, seat, index + 1, source, 1, off, notes)
    return landed


def attack(st: EvolutionState, seat: int, att_id: int, prey_id: int, off: str | None,
           out: list[Event]) -> None:
    """Resolve a legal attack (docs/evolution-traits.md: Carnivore, Horns, Scavenger,
    Cooperation)."""
    a_seat, a_index = find(st.species, att_id)
    p_seat, p_index = find(st.species, prey_id)
    prey = st.species[p_seat][p_index]
    meat = prey["body"]
    who = st.players
    attacker, target = species_of(who, a_seat, a_index), species_of(who, p_seat, p_index)
    if off:
        out.append(Event(msg("ev-attack-switched", attacker=attacker, prey=target,
                             trait=trait_name(off)), kind="attack"))
    else:
        out.append(Event(msg("ev-attack", attacker=attacker, prey=target), kind="attack"))
    attacker_alive = True
    if has(prey, "Horns", off):
        # Horns: the attacker loses 1 population first; dead, it takes no meat.
        attacker_alive = not lose_population(st, a_seat, a_index, out)
        out.append(Event(msg("ev-horns" if attacker_alive else "ev-horns-dies"),
                         kind="attack"))
    p_seat, p_index = find(st.species, prey_id)
    lose_population(st, p_seat, p_index, out)
    notes: list[Msg] = []
    if attacker_alive:
        a_seat, a_index = find(st.species, att_id)
        take_food(st, a_seat, a_index, "meat", meat, off, notes)
    # Scavenger: every scavenger (the prey too if it survived) takes 1 meat, in turn order
    # from the attacker's owner, each row left to right. Not asked: the text says "takes",
    # and free meat from the bank can never hurt its owner.
    for s in order_from(st, seat):
        for i, sp in enumerate(st.species[s]):
            if has(sp, "Scavenger", off) and room(sp, off) > 0:
                scav: list[Msg] = []
                take_food(st, s, i, "meat", 1, off, scav)
                notes.extend([msg("ev-scavenger-note", note=scav[0]), *scav[1:]] if scav else [])
    if notes:
        out.append(Event(msg("ev-meat", notes=notes), kind="attack"))
    else:
        out.append(Event(msg("ev-no-meat"), kind="attack"))


def why_not_attack(att: Species, row: list[Species], index: int, off: str | None) -> Msg:
    """The first reason ``can_attack`` says no, as a sentence for the player (same order)."""
    prey = row[index]
    if prey is att:
        return msg("ev-no-attack-self")
    if attack_power(att, off) <= defence_size(prey, off):
        if has(prey, "Hard Shell", off):
            return msg("ev-no-attack-shell")
        return msg("ev-no-attack-larger")
    if has(prey, "Climbing", off) and not has(att, "Climbing", off):
        return msg("ev-no-attack-climbing")
    if has(prey, "Burrowing", off) and prey["food"] >= prey["pop"]:
        return msg("ev-no-attack-burrowing")
    if has(prey, "Defensive Herding", off) and att["pop"] <= prey["pop"]:
        return msg("ev-no-attack-herding")
    if (has(prey, "Symbiosis", off) and index + 1 < len(row)
            and row[index + 1]["body"] > prey["body"]):
        return msg("ev-no-attack-symbiosis")
    return msg("ev-no-attack-warning")
