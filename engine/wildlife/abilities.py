"""The free migration, Mobility, Aggression, and Defense against attacks.

Frames: ``{"k": "free"|"mobility", "seat", "step": "from"|"to", "from"}``,
``{"k": "aggression", "seat", "step": "target"}`` and
``{"k": "defense", "seat": defender, "aggressor", "what", "space", "from"}``.

Sources: seed 000 "The Free Migration", "The Abilities"; seed 001 "Actions using the special
ability cards" and the ability card texts; GAME-DATA.md ("Defense").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, Event, parse_code
from engine.wildlife import actions, moves
from engine.wildlife.actions import act
from engine.wildlife.data import STRIKE_NAMES

if TYPE_CHECKING:
    from engine.wildlife.frames import AggressionFrame, DefenseFrame, MoveFrame
    from engine.wildlife.state import WildLifeState

    AbilityFrame = DefenseFrame | MoveFrame | AggressionFrame

_AIMS = {"attack": "an attack", "aggression": "Aggression", "mobility": "a Mobility swap"}
_MIGRATE = Action("migrate", "Free migration", "migrate")
_MOBILITY = Action("mobility", "Use Mobility", "ability")
_AGGRESSION = Action("aggression", "Use Aggression", "ability")


# -- starting one, from the turn menu or between the steps of a card's use -----------------------
def offered(st: WildLifeState) -> list[Action]:
    """The free migration and the abilities the turn's player can start now. Seed 000: "You
    may use them in any order and at any time during your turn" (abilities), "You may
    perform this extra migration at any time during your turn" (the free migration); so
    they are offered in the turn menu and between the steps of the player's own card."""
    seat = st.turn
    acts = []
    if not st.free_used and moves.can_migrate(st, seat, None):
        acts.append(_MIGRATE)
    if st.abilities[seat]:
        if st.usable(seat, "mobility") > 0 and seat in st.tiles.values():
            acts.append(_MOBILITY)
        if st.usable(seat, "aggression") > 0 and moves.can_aggress(st, seat):
            acts.append(_AGGRESSION)
    return acts


def begin(st: WildLifeState, verb: str) -> None:
    """Start the free migration (``migrate``), Mobility or Aggression for the turn's player."""
    if verb == "aggression":
        st.pending = {"k": "aggression", "seat": st.turn, "step": "target"}
    else:
        st.pending = {"k": "free" if verb == "migrate" else "mobility", "seat": st.turn,
                      "step": "from", "from": None}


def why_not_begin(st: WildLifeState, verb: str) -> str:
    """Why ``migrate``, ``mobility`` or ``aggression`` cannot start now."""
    if verb == "migrate":
        if st.free_used:
            return "You have already used your free migration this turn."
        return "None of your tiles can migrate now."
    return f"You have no usable {verb.capitalize()} ability now."




def legal(st: WildLifeState, p: AbilityFrame) -> list[Action]:
    k, seat = p["k"], p["seat"]
    acts: list[Action] = []
    if k == "defense":
        aggressor = st.players[p["aggressor"]]
        return [act("block", f"Block {aggressor}'s {STRIKE_NAMES[p['what']]} on {p['space']} "
                       "with Defense", "defense"),
                act("allow", "Let it happen", "defense")]
    if k == "aggression":
        for s in moves.aggression_targets(st, seat):
            owner = st.tiles.get(s)
            if owner is None:
                acts.append(actions.TARGET_EMPTY[s])
            else:
                acts.append(act(f"target:{s}", f"Remove {st.players[owner]}'s tile on {s} "
                                "and place yours", moves.SPACE_AREA_NAME[s]))
        acts.append(act("cancel", "Do not use Aggression now", "back"))
        return acts
    if p["step"] == "from":
        sources = (moves.migrations(st, seat, None) if k == "free"
                   else moves.own_spaces(st, seat))
        for s in sources:
            acts.append(actions.FROM[s])
        acts.append(act("cancel", "Do not move now", "back"))
        return acts
    if k == "free":
        dests = moves.migration_dests(st, seat, None, p["from"])
    else:
        dests = moves.mobility_targets(st, seat)
    tiles = st.tiles
    for s in dests:
        owner = tiles.get(s)
        if owner is None:
            acts.append(actions.TO_EMPTY[s])
        else:
            acts.append(act(f"to:{s}", f"Swap it with {st.players[owner]}'s tile on {s}",
                            moves.SPACE_AREA_NAME[s]))
    acts.append(act("back", "Back", "back"))
    return acts


def why_not(st: WildLifeState, p: AbilityFrame, code: str) -> str:
    seat = p["seat"]
    if p["k"] == "defense":
        return ("Decide first whether to block with Defense: "
                f"{st.players[p['aggressor']]}'s {STRIKE_NAMES[p['what']]} on {p['space']}. "
                + st.offer(seat))
    doing = {"free": "free migration", "mobility": "Mobility", "aggression": "Aggression"}
    return (f"Finish the {doing[p['k']]} first (or cancel it). " + st.offer(seat))


def timeout(st: WildLifeState, p: AbilityFrame) -> str | None:
    """Doing nothing lets an attack happen (Defense is a choice: "may block"), and leaves an
    ability or the free migration unused (one step back first, from a destination)."""
    if p["k"] == "defense":
        return "allow"
    return "back" if p["step"] == "to" else "cancel"


def apply(st: WildLifeState, p: AbilityFrame, code: str, out: list[Event]) -> None:
    k, seat = p["k"], p["seat"]
    verb, args = parse_code(code)
    if k == "defense":
        st.pending = None
        if verb == "block":
            st.defense_used[seat] += 1
            out.append(Event(f"{st.players[seat]} uses Defense: "
                             f"{st.players[p['aggressor']]}'s {STRIKE_NAMES[p['what']]} on "
                             f"{p['space']} is blocked and the action lost.", kind="defense"))
        else:
            _execute(st, p["aggressor"], p["what"], p["space"], p["from"], out)
    elif verb == "cancel":
        st.pending = None
    elif verb == "back":
        p["step"], p["from"] = "from", None
    elif verb == "from":
        p["step"], p["from"] = "to", args[0]
    elif k == "free":
        frm, to = p["from"], args[0]
        st.pending = None
        st.free_used = True
        out.append(Event(f"{st.players[seat]} migrates freely from {frm} to {to}.",
                         kind="move", data={"from": frm, "to": to}))
        moves.move(st, frm, to, out)
    else:
        st.pending = None
        st.used[k] = st.used.get(k, 0) + 1
        frm = p.get("from") if k == "mobility" else None
        strike(st, seat, k, args[0], frm, out)


def strike(st: WildLifeState, seat: int, what: str, space: str, frm: str | None,
           out: list[Event]) -> None:
    """An attack, Aggression or Mobility aimed at ``space``. If an opponent's tile is there
    and its owner holds an unused Defense during someone else's turn, the owner is asked
    first (GAME-DATA.md "Defense"; seed 000: not in the defender's own turn)."""
    defender = st.tiles.get(space)
    if (defender is not None and defender != seat and defender != st.turn
            and st.usable(defender, "defense") > 0):
        st.pending = {"k": "defense", "seat": defender, "aggressor": seat, "what": what,
                      "space": space, "from": frm}
        out.append(Event(f"{st.players[seat]} aims {_AIMS[what]} at {st.players[defender]}'s "
                         f"tile on {space}; {st.players[defender]} may block it with Defense.",
                         kind="threat"))
    else:
        _execute(st, seat, what, space, frm, out)


def _execute(st: WildLifeState, seat: int, what: str, space: str, frm: str | None,
             out: list[Event]) -> None:
    who = st.players[seat]
    victim = st.tiles.get(space)
    where = f"{space} ({moves.SPACE_AREA_NAME[space]})"
    if what == "mobility":
        assert frm is not None
        if victim is None:
            out.append(Event(f"{who} uses Mobility: {frm} → {where}.", kind="move",
                             data={"from": frm, "to": space}))
            moves.move(st, frm, space, out)
        else:
            moves.swap(st, frm, space)
            out.append(Event(f"{who} uses Mobility and swaps places with "
                             f"{st.players[victim]}: {frm} ↔ {space}.", kind="move",
                             data={"from": frm, "to": space}))
        return
    if victim is not None:
        moves.remove(st, space)
        verb = "attacks" if what == "attack" else "uses Aggression on"
        out.append(Event(f"{who} {verb} {st.players[victim]}'s tile on {where}; it leaves "
                         "the game.", kind="attack", data={"space": space, "victim": victim}))
    else:
        out.append(Event(f"{who} uses Aggression to place a tile on {where}.", kind="place",
                         data={"space": space}))
    moves.place(st, seat, space, out)
