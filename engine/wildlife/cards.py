"""Using a Wildlife card: terrain, adaptation, ability, joker (events live in events.py).

One ``pending`` frame ``{"k": "card", "seat", "card", "bought", "as", "step", "from"}`` walks
the user (the turn's player, or an auction's buyer) through the choices: joker → what it acts
as → migrate / expand / attack → space. ``cancel`` gives an own card back to the hand (nothing
happened yet); ``back`` goes one step back; ``discard`` gives up the card's action.

Sources: seed 000 "Terrain Cards", "Adaptation Cards", "Ability Cards", "Joker Cards", "Card
Auctions"; seed 001 "Wildlife cards"; docs/wildlife-data.md (two of a kind, variant 2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, Event, Msg, msg, parse_code
from engine.wildlife import abilities, actions, events, moves
from engine.wildlife.actions import BACK, act, fixed
from engine.wildlife.board import SPACE_AREA, TERRAINS
from engine.wildlife.data import (
    ABILITIES,
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

# the choices of a card's steps whose labels name no player, built once (actions.fixed)
_JOKER_AS = [fixed(f"as:{key}", "joker", "wl-act-joker-as", card=key)
             for key in [*TERRAIN_OF_KEY, "adaptation", "ability"]]
_MODES = {mode: {t: fixed(f"mode:{mode}", "action", f"wl-act-mode-{mode}", terrain=t)
                 for t in TERRAINS} for mode in ("migrate", "expand", "attack")}
_ADAPT = {t: [fixed(f"adapt:{t.lower()}", "adapt", "wl-act-adapt", terrain=t, level=name)
              for name in LEVELS] for t in TERRAINS}
_TAKE = {kind: fixed(f"take:{kind}", "ability", "wl-act-take-supply", ability=kind)
         for kind in ABILITIES}
_DISCARD = {card: fixed("discard", "back", "wl-act-discard", card=card) for card in CARD_TYPES}
_CANCEL = {card: fixed("cancel", "back", "wl-act-cancel-card", card=card) for card in CARD_TYPES}


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
    players or variant 1 (docs/wildlife-data.md)."""
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
        acts.extend(_JOKER_AS)
    elif step == "terrain":
        t = TERRAIN_OF_KEY[p["as"]]
        level = st.levels[seat][t]
        if level >= MIGRATE and moves.can_migrate(st, seat, t):
            acts.append(_MODES["migrate"][t])
        if moves.can_expand(st, seat, t, min_expand_level(st, p["bought"])):
            acts.append(_MODES["expand"][t])
        if level >= ATTACK and moves.attack_targets(st, seat, t):
            acts.append(_MODES["attack"][t])
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
            acts.append(actions.owned("attack", st.players[st.tiles[s]])[s])
    elif step == "adapt":
        for t in TERRAINS:
            level = st.levels[seat][t]
            if level < ATTACK and st.adapt_supply[t][level] > 0:
                acts.append(_ADAPT[t][level])
    elif step == "ability":
        for kind in ABILITIES:
            for src in ability_sources(st, seat, kind):
                if src is None:
                    acts.append(_TAKE[kind])
                else:
                    acts.append(act(f"take:{kind}:{src}", "ability", "wl-act-take-from",
                                    ability=kind, player=st.players[src]))
    acts.extend(_exits(p))
    if seat == st.turn:
        acts.extend(abilities.offered(st))
    return acts


def _exits(p: CardFrame) -> list[Action]:
    step, card = p["step"], p["card"]
    top = step == "joker" or (card != "joker" and step in ("terrain", "adapt", "ability"))
    out = []
    if not top:
        out.append(BACK)
    if top or step in ("terrain", "adapt", "ability"):
        out.append(_DISCARD[card])
    if top and not p["bought"]:
        out.append(_CANCEL[card])
    return out


def why_not(st: WildLifeState, p: CardFrame, code: str) -> Msg:
    verb, args = parse_code(code)
    seat, card = p["seat"], p["card"]
    if verb in ("migrate", "mobility", "aggression"):
        if seat != st.turn:
            return msg("wl-only-own-turn", card=card, offer=st.offer(seat))
        return abilities.why_not_begin(st, verb)
    if verb in ("play", "auction", "end", "convert"):
        return msg("wl-finish-card-first", card=card)
    if verb == "mode" and args and p["step"] == "terrain" and p["as"] is not None:
        terrain = TERRAIN_OF_KEY[p["as"]]
        if args[0] == "attack":
            if st.levels[seat][terrain] < ATTACK:
                return msg("wl-cannot-attack-in", terrain=terrain, offer=st.offer(seat))
            return msg("wl-attack-needs", terrain=terrain, offer=st.offer(seat))
        if args[0] in ("migrate", "expand"):
            return msg(f"wl-cannot-{args[0]}-in", terrain=terrain, offer=st.offer(seat))
    return msg("wl-not-a-choice-for-card", card=card, offer=st.offer(seat))


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
        out.append(Event(msg("wl-takes-back", player=who, card=p["card"]), kind="card"))
    elif verb == "discard":
        st.pending = None
        out.append(Event(msg("wl-discards", player=who, card=p["card"]), kind="card"))
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
        out.append(Event(msg("wl-joker-as", player=who, card=arg), kind="card"))
    elif verb == "mode":
        p["step"] = {"migrate": "migrate_from", "expand": "expand", "attack": "attack"}[arg]
    elif verb == "from":
        p["step"], p["from"] = "migrate_to", arg
    elif verb == "to":
        frm = p["from"]
        assert frm is not None
        st.pending = None
        out.append(Event(msg("wl-migrates", player=who, start=frm, dest=arg,
                             area=SPACE_AREA[arg]), kind="move", data={"from": frm, "to": arg}))
        moves.move(st, frm, arg, out)
    elif verb == "place":
        st.pending = None
        out.append(Event(msg("wl-expands", player=who, space=arg, area=SPACE_AREA[arg]),
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
    out.append(Event(msg("wl-adapts", player=st.players[seat], terrain=terrain,
                         level=LEVELS[level]), kind="adapt"))


def _take(st: WildLifeState, seat: int, kind: str, source: int | None,
          out: list[Event]) -> None:
    st.take_ability(seat, kind, source)
    if seat != st.turn:
        # bought at auction: usable from the buyer's next turn, Defense at once (seed 000)
        st.fresh[seat][kind] = st.fresh[seat].get(kind, 0) + 1
    st.pending = None
    if source is None:
        text = msg("wl-takes-from-supply", player=st.players[seat], ability=kind)
    else:
        text = msg("wl-takes-from", player=st.players[seat], ability=kind,
                   source=st.players[source])
    out.append(Event(text, kind="ability"))
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
    out.append(Event(msg("wl-new-food-ability", player=st.players[seat],
                         points=FOOD_ABILITY_POINTS), kind="ability"))
