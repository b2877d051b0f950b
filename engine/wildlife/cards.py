"""Using a Wildlife card: terrain, adaptation, ability, joker (events live in events.py).

One ``pending`` frame ``{"k": "card", "seat", "card", "bought", "as", "step", "from"}`` walks
the user (the turn's player, or an auction's buyer) through the choices: joker → what it acts
as → migrate / expand / attack → space. ``cancel`` gives an own card back to the hand (nothing
happened yet); ``back`` goes one step back; ``discard`` gives up the card's action.

Sources: seed 000 "Terrain Cards", "Adaptation Cards", "Ability Cards", "Joker Cards", "Card
Auctions"; seed 001 "Wildlife cards"; GAME-DATA.md (two of a kind, variant 2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, Event, parse_code
from engine.wildlife import abilities, actions, events, moves
from engine.wildlife.actions import act
from engine.wildlife.board import TERRAINS
from engine.wildlife.data import (
    ABILITIES,
    ABILITY_NAMES,
    ATTACK,
    CARD_TYPES,
    EXPAND,
    FOOD_ABILITY_POINTS,
    LEVELS,
    MAX_OF_A_KIND,
    MIGRATE,
    TERRAIN_OF_KEY,
    sort_hand,
)

if TYPE_CHECKING:
    from engine.wildlife.frames import CardFrame
    from engine.wildlife.state import WildLifeState

_KIND_STEP = {"terrain": "terrain", "adaptation": "adapt", "ability": "ability"}


def start(st: WildLifeState, seat: int, key: str, bought: bool, out: list[Event]) -> None:
    """The card's action begins (the card already lies among the turn's played cards)."""
    kind = CARD_TYPES[key][0]
    if kind == "event":
        st.pending = None
        events.resolve(st, seat, key, out)
    elif kind == "joker":
        st.pending = {"k": "card", "seat": seat, "card": key, "bought": bought, "as": None,
                      "step": "joker", "from": None}
    else:
        st.pending = {"k": "card", "seat": seat, "card": key, "bought": bought, "as": key,
                      "step": _KIND_STEP[kind], "from": None}


def _name(key: str) -> str:
    return CARD_TYPES[key][3]


def min_expand_level(st: WildLifeState, bought: bool) -> int:
    """Variant 2: a terrain card bought at auction lets the buyer expand where it only
    migrates (seed 000 "General Variants")."""
    if bought and st.options.get("auction_expand"):
        return MIGRATE
    return EXPAND


def ability_sources(st: WildLifeState, seat: int, kind: str) -> list[int | None]:
    """Where an ability card of ``kind`` can come from: the supply (None) while it lasts,
    else the holders furthest along the success track (the taker chooses among tied ones;
    the taker's own position does not count: seed 001). At most two of a kind, except with 2
    players or variant 1 (GAME-DATA.md)."""
    unlimited = st.n == 2 or st.options.get("unlimited_abilities")
    if not unlimited and st.abilities[seat].get(kind, 0) >= MAX_OF_A_KIND:
        return []
    if st.ability_supply[kind] > 0:
        return [None]
    holders = [s for s in range(st.n) if s != seat and st.abilities[s].get(kind, 0) > 0]
    if not holders:
        return []
    best = max(st.points[s] for s in holders)
    return [s for s in holders if st.points[s] == best]


def legal(st: WildLifeState, p: CardFrame) -> list[Action]:
    seat, step = p["seat"], p["step"]
    acts: list[Action] = []
    if step == "joker":
        for key, t in TERRAIN_OF_KEY.items():
            acts.append(act(f"as:{key}", f"Use the joker as a {t} card", "joker"))
        acts.append(act("as:adaptation", "Use the joker as an adaptation card", "joker"))
        acts.append(act("as:ability", "Use the joker as an ability card", "joker"))
    elif step == "terrain":
        t = TERRAIN_OF_KEY[p["as"]]
        level = st.levels[seat][t]
        if level >= MIGRATE and moves.can_migrate(st, seat, t):
            acts.append(act("mode:migrate", f"Migrate a tile into {t}", "action"))
        if moves.can_expand(st, seat, t, min_expand_level(st, p["bought"])):
            acts.append(act("mode:expand", f"Expand: place a tile in {t}", "action"))
        if level >= ATTACK and moves.attack_targets(st, seat, t):
            acts.append(act("mode:attack", f"Attack a tile in a full {t} area", "action"))
    elif step == "migrate_from":
        for s in moves.migrations(st, seat, TERRAIN_OF_KEY[p["as"]]):
            acts.append(actions.FROM[s])
    elif step == "migrate_to":
        for s in moves.migration_dests(st, seat, TERRAIN_OF_KEY[p["as"]], p["from"]):
            acts.append(actions.TO_EMPTY[s])
    elif step == "expand":
        t = TERRAIN_OF_KEY[p["as"]]
        for s in moves.expand_targets(st, seat, t, min_expand_level(st, p["bought"])):
            acts.append(actions.PLACE[s])
    elif step == "attack":
        for s in moves.attack_targets(st, seat, TERRAIN_OF_KEY[p["as"]]):
            owner = st.players[st.tiles[s]]
            acts.append(act(f"attack:{s}", f"Attack {owner}'s tile on {s}",
                               moves.SPACE_AREA_NAME[s]))
    elif step == "adapt":
        for t in TERRAINS:
            level = st.levels[seat][t]
            if level < ATTACK and st.adapt_supply[t][level] > 0:
                acts.append(act(f"adapt:{t.lower()}",
                                   f"{t}: {LEVELS[level]} → {LEVELS[level + 1]}", "adapt"))
    elif step == "ability":
        for kind in ABILITIES:
            for src in ability_sources(st, seat, kind):
                if src is None:
                    acts.append(act(f"take:{kind}", f"Take {ABILITY_NAMES[kind]} from the "
                                       "supply", "ability"))
                else:
                    acts.append(act(f"take:{kind}:{src}", f"Take {ABILITY_NAMES[kind]} "
                                       f"from {st.players[src]}", "ability"))
    acts.extend(_exits(p))
    if seat == st.turn:
        acts.extend(abilities.offered(st))
    return acts


def _exits(p: CardFrame) -> list[Action]:
    step, name = p["step"], _name(p["card"])
    top = step == "joker" or (p["card"] != "joker" and step in ("terrain", "adapt", "ability"))
    out = []
    if not top:
        out.append(act("back", "Back", "back"))
    if top or step in ("terrain", "adapt", "ability"):
        out.append(act("discard", f"Discard the {name} card without using it", "back"))
    if top and not p["bought"]:
        out.append(act("cancel", f"Take the {name} card back into your hand", "back"))
    return out


def why_not(st: WildLifeState, p: CardFrame, code: str) -> str:
    verb, args = parse_code(code)
    seat, name = p["seat"], _name(p["card"])
    if verb in ("migrate", "mobility", "aggression"):
        if seat != st.turn:
            return f"Only on your own turn; use the {name} card first. " + st.offer(seat)
        return abilities.why_not_begin(st, verb)
    if verb in ("play", "auction", "end", "convert"):
        return f"Finish using the {name} card first (or go back / cancel it)."
    if verb == "mode" and args and p["step"] == "terrain" and p["as"] is not None:
        terrain = TERRAIN_OF_KEY[p["as"]]
        if args[0] == "attack":
            if st.levels[seat][terrain] < ATTACK:
                return f"Your organism cannot attack in {terrain}. " + st.offer(seat)
            return (f"An attack needs a full {terrain} area with an opponent's tile in it, "
                    "and a tile in your supply. " + st.offer(seat))
        if args[0] in ("migrate", "expand"):
            return f"You cannot {args[0]} in {terrain} now. " + st.offer(seat)
    return f"That is not a choice for the {name} card now. " + st.offer(seat)


def timeout(st: WildLifeState, p: CardFrame) -> str | None:
    """Doing nothing with a card: an own card goes back to the hand (nothing happened yet), a
    bought one is given up (seed 000: "If the buyer cannot use the card or declines to use
    it, then it is discarded"); from a later step, one step back first."""
    exits = {a.code for a in _exits(p)}
    return next(code for code in ("cancel", "discard", "back") if code in exits)


def apply(st: WildLifeState, p: CardFrame, code: str, out: list[Event]) -> None:
    seat = p["seat"]
    who = st.players[seat]
    verb, args = parse_code(code)
    arg = args[0] if args else ""
    if verb in ("migrate", "mobility", "aggression"):
        st.paused = p  # the card's use goes on when the ability is done (state._apply)
        abilities.begin(st, verb)
    elif verb == "cancel":
        st.hands[seat] = sort_hand(st.hands[seat] + [p["card"]])
        st.played.reverse()
        st.played.remove(p["card"])
        st.played.reverse()
        st.cards_played -= 1
        st.pending = None
        out.append(Event(f"{who} takes the {_name(p['card'])} card back.", kind="card"))
    elif verb == "discard":
        st.pending = None
        out.append(Event(f"{who} discards the {_name(p['card'])} card without using it.",
                         kind="card"))
    elif verb == "back":
        step = p["step"]
        if step == "migrate_to":
            p["step"], p["from"] = "migrate_from", None
        elif step in ("migrate_from", "expand", "attack"):
            p["step"] = "terrain"
        else:
            p["step"], p["as"] = "joker", None
    elif verb == "as":
        p["as"] = arg
        p["step"] = "terrain" if arg in TERRAIN_OF_KEY else _KIND_STEP[arg]
        out.append(Event(f"{who} plays the joker as {_name(arg)}.", kind="card"))
    elif verb == "mode":
        p["step"] = {"migrate": "migrate_from", "expand": "expand", "attack": "attack"}[arg]
    elif verb == "from":
        p["step"], p["from"] = "migrate_to", arg
    elif verb == "to":
        frm = p["from"]
        assert frm is not None
        st.pending = None
        out.append(Event(f"{who} migrates from {frm} to {arg} ({moves.SPACE_AREA_NAME[arg]}).",
                         kind="move", data={"from": frm, "to": arg}))
        moves.move(st, frm, arg, out)
    elif verb == "place":
        st.pending = None
        out.append(Event(f"{who} expands onto {arg} ({moves.SPACE_AREA_NAME[arg]}).",
                         kind="place", data={"space": arg}))
        moves.place(st, seat, arg, out)
    elif verb == "attack":
        st.pending = None
        abilities.strike(st, seat, "attack", arg, None, out)
    elif verb == "adapt":
        _adapt(st, seat, TERRAIN_OF_KEY[arg], out)
    else:  # take:<ability>[:<seat>]
        _take(st, seat, arg, int(args[1]) if len(args) > 1 else None, out)


def _adapt(st: WildLifeState, seat: int, terrain: str, out: list[Event]) -> None:
    level = st.levels[seat][terrain]
    st.adapt_supply[terrain][level] -= 1
    st.levels[seat][terrain] = level + 1
    st.adapt_taken[seat] += 1
    st.pending = None
    out.append(Event(f"{st.players[seat]} adapts to {terrain}: {LEVELS[level]} → "
                     f"{LEVELS[level + 1]}.", kind="adapt"))


def _take(st: WildLifeState, seat: int, kind: str, source: int | None,
          out: list[Event]) -> None:
    st.take_ability(seat, kind, source)
    if seat != st.turn:
        # bought at auction: usable from the buyer's next turn, Defense at once (seed 000)
        st.fresh[seat][kind] = st.fresh[seat].get(kind, 0) + 1
    st.pending = None
    origin = "the supply" if source is None else st.players[source]
    out.append(Event(f"{st.players[seat]} takes {ABILITY_NAMES[kind]} from {origin}.",
                     kind="ability"))
    if kind == "food" and seat == st.turn:
        food_taken_on_own_turn(st, seat, out)


def food_taken_on_own_turn(st: WildLifeState, seat: int, out: list[Event]) -> None:
    """A Food ability taken on one's own turn gives its 2 points at once: an ability "may be
    used on the turn you obtain it" (seed 000 "Ability Cards"; seed 001: "even in the same
    turn"). Each Food card gives its points once per turn: ``used["food"]`` counts the cards
    that already did (start_turn sets it to the number held), so a card lost and taken back
    in the same turn gives nothing more. Automatic, as points are never refused."""
    if st.abilities[seat].get("food", 0) <= st.used.get("food", 0):
        return
    st.used["food"] = st.used.get("food", 0) + 1
    st.gain(seat, FOOD_ABILITY_POINTS, "food_ability")
    out.append(Event(f"{st.players[seat]}'s new Food ability: +{FOOD_ABILITY_POINTS} points "
                     "this turn.", kind="ability"))
