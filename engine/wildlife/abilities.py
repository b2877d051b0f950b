"""The free migration, Mobility, Aggression, and Defense against attacks.

Frames: ``{"k": "free"|"mobility", "seat", "step": "from"|"to", "from"}``,
``{"k": "aggression", "seat", "step": "target"}`` and
``{"k": "defense", "seat": defender, "aggressor", "what", "space", "from"}``.

Sources: seed 000 "The Free Migration", "The Abilities"; seed 001 "Actions using the special
ability cards" and the ability card texts; docs/wildlife-data.md, "Readings where the texts
disagree" (Defense).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, Event, Msg, msg, parse_code
from engine.wildlife import actions, moves
from engine.wildlife.actions import BACK, GROUPS, act, fixed
from engine.wildlife.board import SPACE_AREA

if TYPE_CHECKING:
    from engine.wildlife.frames import AggressionFrame, DefenseFrame, MoveFrame
    from engine.wildlife.state import WildLifeState

    AbilityFrame = DefenseFrame | MoveFrame | AggressionFrame

# what hits a tile (a frame's "what": "attack", "aggression", "mobility") is the argument
# ``strike`` of the messages that name it (the catalog's ``wl-strike`` and ``wl-strike-a``)
_MIGRATE = Action("migrate", msg("wl-act-free-migration"), GROUPS["migrate"])
_MOBILITY = Action("mobility", msg("wl-act-use-mobility"), GROUPS["ability"])
_AGGRESSION = Action("aggression", msg("wl-act-use-aggression"), GROUPS["ability"])
_ALLOW = fixed("allow", "defense", "wl-act-allow")
_CANCEL_AGGRESSION = fixed("cancel", "back", "wl-act-cancel-aggression")
_CANCEL_MOVE = fixed("cancel", "back", "wl-act-cancel-move")


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


def why_not_begin(st: WildLifeState, verb: str) -> Msg:
    """Why ``migrate``, ``mobility`` or ``aggression`` cannot start now."""
    if verb == "migrate":
        if st.free_used:
            return msg("wl-free-migration-used")
        return msg("wl-none-can-migrate")
    return msg("wl-no-usable-ability", ability=verb)




def legal(st: WildLifeState, p: AbilityFrame) -> list[Action]:
    seat = p["seat"]
    acts: list[Action] = []
    if p["k"] == "defense":
        return [act("block", "defense", "wl-act-block", aggressor=st.players[p["aggressor"]],
                    strike=p["what"], space=p["space"]),
                _ALLOW]
    if p["k"] == "aggression":
        for s in moves.aggression_targets(st, seat):
            owner = st.tiles.get(s)
            if owner is None:
                acts.append(actions.TARGET_EMPTY[s])
            else:
                acts.append(actions.owned("target", st.players[owner])[s])
        acts.append(_CANCEL_AGGRESSION)
        return acts
    if p["step"] == "from":
        sources = (moves.migrations(st, seat, None) if p["k"] == "free"
                   else moves.own_spaces(st, seat))
        for s in sources:
            acts.append(actions.FROM[s])
        acts.append(_CANCEL_MOVE)
        return acts
    if p["k"] == "free":
        dests = moves.migration_dests(st, seat, None, p["from"])
    else:
        dests = moves.mobility_targets(st, seat)
    tiles = st.tiles
    for s in dests:
        owner = tiles.get(s)
        if owner is None:
            acts.append(actions.TO_EMPTY[s])
        else:
            acts.append(actions.owned("to", st.players[owner])[s])
    acts.append(BACK)
    return acts


def why_not(st: WildLifeState, p: AbilityFrame, code: str) -> Msg:
    seat = p["seat"]
    if p["k"] == "defense":
        return msg("wl-decide-defense-first", aggressor=st.players[p["aggressor"]],
                   strike=p["what"], space=p["space"], offer=st.offer(seat))
    return msg(f"wl-finish-{p['k']}-first", offer=st.offer(seat))


def timeout(st: WildLifeState, p: AbilityFrame) -> str | None:
    """Doing nothing lets an attack happen (Defense is a choice: "may block"), and leaves an
    ability or the free migration unused (one step back first, from a destination)."""
    if p["k"] == "defense":
        return "allow"
    return "back" if p["step"] == "to" else "cancel"


def apply(st: WildLifeState, p: AbilityFrame, code: str, out: list[Event]) -> None:
    seat = p["seat"]
    verb, args = parse_code(code)
    if p["k"] == "defense":
        st.pending = None
        if verb == "block":
            st.defense_used[seat] += 1
            out.append(Event(msg("wl-blocks", player=st.players[seat],
                                 aggressor=st.players[p["aggressor"]], strike=p["what"],
                                 space=p["space"]), kind="defense"))
        else:
            _execute(st, p["aggressor"], p["what"], p["space"], p["from"], out)
    elif verb == "cancel":
        st.pending = None
    elif p["k"] == "aggression":  # its one step: the target
        st.pending = None
        st.used["aggression"] = st.used.get("aggression", 0) + 1
        strike(st, seat, "aggression", args[0], None, out)
    elif verb == "back":
        p["step"], p["from"] = "from", None
    elif verb == "from":
        p["step"], p["from"] = "to", args[0]
    elif p["k"] == "free":
        frm, to = p["from"], args[0]
        st.pending = None
        st.free_used = True
        out.append(Event(msg("wl-migrates-freely", player=st.players[seat], start=frm,
                             dest=to, area=SPACE_AREA[to]),
                         kind="move", data={"from": frm, "to": to}))
        moves.move(st, frm, to, out)
    else:
        st.pending = None
        st.used["mobility"] = st.used.get("mobility", 0) + 1
        strike(st, seat, "mobility", args[0], p["from"], out)


def strike(st: WildLifeState, seat: int, what: str, space: str, frm: str | None,
           out: list[Event]) -> None:
    """An attack, Aggression or Mobility aimed at ``space``. If an opponent's tile is there
    and its owner holds an unused Defense during someone else's turn, the owner is asked
    first (docs/wildlife-data.md, "Readings where the texts disagree", Defense; seed 000: not
    in the defender's own turn)."""
    defender = st.tiles.get(space)
    if (defender is not None and defender != seat and defender != st.turn
            and st.usable(defender, "defense") > 0):
        st.pending = {"k": "defense", "seat": defender, "aggressor": seat, "what": what,
                      "space": space, "from": frm}
        out.append(Event(msg("wl-threat", player=st.players[seat], strike=what,
                             defender=st.players[defender], space=space), kind="threat"))
    else:
        _execute(st, seat, what, space, frm, out)


def _execute(st: WildLifeState, seat: int, what: str, space: str, frm: str | None,
             out: list[Event]) -> None:
    who = st.players[seat]
    victim = st.tiles.get(space)
    area = SPACE_AREA[space]
    if what == "mobility":
        assert frm is not None
        if victim is None:
            out.append(Event(msg("wl-mobility-moves", player=who, start=frm, dest=space,
                                 area=area), kind="move", data={"from": frm, "to": space}))
            moves.move(st, frm, space, out)
        else:
            moves.swap(st, frm, space)
            out.append(Event(msg("wl-mobility-swaps", player=who, victim=st.players[victim],
                                 start=frm, dest=space), kind="move",
                             data={"from": frm, "to": space}))
        return
    if victim is not None:
        moves.remove(st, space)
        key = "wl-attacks" if what == "attack" else "wl-aggression-removes"
        out.append(Event(msg(key, player=who, victim=st.players[victim], space=space,
                             area=area), kind="attack", data={"space": space, "victim": victim}))
    else:
        out.append(Event(msg("wl-aggression-places", player=who, space=space, area=area),
                         kind="place", data={"space": space}))
    moves.place(st, seat, space, out)
