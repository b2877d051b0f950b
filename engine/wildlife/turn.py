"""A turn: the menu of the turn's player, the end of the turn, big scoring and the game end.

Menu codes (``group`` in brackets, one per panel button of docs/playing.md,
"WildLife turn"): ``play:<card>`` [play],
``auction:<card>`` [auction], ``migrate`` [migrate], ``mobility`` / ``aggression``
[ability], ``convert:<points>`` [food], ``end`` [end]. ``<card>`` is a card key of
data.CARD_TYPES (``forest`` … ``famine``), one code per kind of card held.

Sources: seed 000 "Sequence of Play", "Wildlife Cards", "Converting Food Points", "Refill Your
Hand", "Big Scoring", "Game Over", "General Variants"; seed 001 "Course of the game", "End of
the game"; seed 003 FAQ (draw before the big scoring).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, Event, Msg, msg, parse_code
from engine.wildlife import abilities, auction, cards
from engine.wildlife.actions import GROUPS, act
from engine.wildlife.data import CARD_TYPES, CATEGORIES, FOOD_ABILITY_POINTS, FOOD_PER_POINT
from engine.wildlife.scoring import big_scoring, final_places

if TYPE_CHECKING:
    from engine.wildlife.state import WildLifeState
_PLAY = {k: Action(f"play:{k}", msg("wl-act-play", card=k), GROUPS["play"])
         for k in CARD_TYPES}
_AUCTION = {k: Action(f"auction:{k}", msg("wl-act-auction", card=k), GROUPS["auction"])
            for k in CARD_TYPES}
_END = Action("end", msg("wl-act-end"), GROUPS["end"])
_CONVERT = [Action(f"convert:{k}", msg("wl-act-convert", food=k * FOOD_PER_POINT, points=k),
                   GROUPS["food"]) for k in range(100)]


def start_turn(st: WildLifeState, seat: int, out: list[Event]) -> None:
    """Reset the turn's counters; each Food ability held gives 2 points (docs/wildlife-data.md), and
    counts as used this turn (a Food taken later in the turn: cards.food_taken_on_own_turn)."""
    st.turn = seat
    st.turn_number += 1
    st.cards_played = 0
    st.auctions = 0
    st.free_used = False
    st.played = []
    st.fresh[seat] = {}
    st.defense_used = [0] * st.n
    out.append(Event(msg("wl-turn-of", player=st.players[seat]), kind="turn",
                     data={"seat": seat}))
    food = st.abilities[seat].get("food", 0)
    st.used = {"food": food} if food else {}
    if food:
        st.gain(seat, FOOD_ABILITY_POINTS * food, "food_ability")
        out.append(Event(msg("wl-food-ability", player=st.players[seat],
                             points=FOOD_ABILITY_POINTS * food), kind="ability"))


def may_play(st: WildLifeState) -> bool:
    """A card may be played for its action while a card action is left for the auction that
    is still due (seed 000: at least one of the turn's card actions is an auction)."""
    budget = st.card_limit() - st.cards_played
    return budget > 1 or (budget == 1 and st.auctions > 0)


def may_auction(st: WildLifeState) -> bool:
    """An auction uses a card action; the one due auction is always allowed (even if a lost
    Intelligence left no action for it)."""
    return bool(st.hands[st.turn]) and (st.cards_played < st.card_limit() or st.auctions == 0)


def may_end(st: WildLifeState) -> bool:
    return st.auctions > 0 or not st.hands[st.turn]


def menu_legal(st: WildLifeState) -> list[Action]:
    seat = st.turn
    kinds = list(dict.fromkeys(st.hands[seat]))
    acts = [_PLAY[key] for key in kinds] if may_play(st) else []
    if may_auction(st):
        acts.extend(_AUCTION[key] for key in kinds)
    acts.extend(abilities.offered(st))
    most = st.food[seat] // FOOD_PER_POINT
    if most:
        acts.extend(_CONVERT[1:most + 1] if most < len(_CONVERT) else
                    [act(f"convert:{k}", "food", "wl-act-convert", food=k * FOOD_PER_POINT,
                         points=k) for k in range(1, most + 1)])
    if may_end(st):
        acts.append(_END)
    return acts


def menu_apply(st: WildLifeState, code: str, out: list[Event]) -> None:
    seat = st.turn
    verb, args = parse_code(code)
    if verb in ("play", "auction"):
        key = args[0]
        st.note_reveal()  # a card of the hidden hand is shown
        st.hands[seat].remove(key)
        st.played.append(key)
        st.cards_played += 1
        if verb == "auction":
            st.auctions += 1
            auction.start(st, seat, key, out)
        else:
            out.append(Event(msg("wl-plays", player=st.players[seat], card=key),
                             kind="card", data={"card": key}))
            cards.start(st, seat, key, False, out)
    elif verb in ("migrate", "mobility", "aggression"):
        abilities.begin(st, verb)
    elif verb == "convert":
        k = int(args[0])
        st.pay_bank(seat, k * FOOD_PER_POINT)  # seed 000: "return to the Food Bank"
        st.gain(seat, k, "conversion")
        out.append(Event(msg("wl-converts", player=st.players[seat], food=k * FOOD_PER_POINT,
                             points=k), kind="convert"))
    else:
        end_turn(st, out)


def end_turn(st: WildLifeState, out: list[Event]) -> None:
    """Discard the played cards, refill to 10, then the due big scoring(s); the game ends
    here if it must (one final big scoring), else the next player's turn begins."""
    seat = st.turn
    st.discard.extend(st.played)
    st.played = []
    out.append(Event(msg("wl-ends-turn", player=st.players[seat]), kind="end_turn"))
    st.refill(seat, out)
    scorings = max(st.big_due, 1 if st.end_due else 0)
    st.big_due = 0
    for _ in range(scorings):
        do_big_scoring(st, out)
    if st.end_due:
        st.phase = "over"
        st.pending = None
        places = final_places(st.points, st.food, st.tiles)
        winners = [st.players[s] for s in range(st.n) if places[s] == 1]
        out.append(Event(msg("wl-game-over", winners=winners, count=len(winners)),
                         kind="over"))
        return
    start_turn(st, next_seat(st), out)


def next_seat(st: WildLifeState) -> int:
    """Clockwise; with variant 4 each new round starts with the player last on the success
    track, ties going to the tied player nearest clockwise from (and including) the previous
    round's starter (seed 000/001 "Changing the start player")."""
    if not st.options.get("rotating_start"):
        return st.left_of(st.turn)
    st.round_turns += 1
    if st.round_turns < st.n:
        return st.left_of(st.turn)
    st.round_turns = 0
    low = min(st.points)
    s = st.round_start
    while st.points[s] != low:
        s = st.left_of(s)
    st.round_start = s
    return s


def do_big_scoring(st: WildLifeState, out: list[Event]) -> None:
    """Areas, herds, adaptations, abilities, food (scoring.py); points go on the track."""
    res = big_scoring(st.tiles, list(st.adapt_taken),
                      [sum(a.values()) for a in st.abilities], list(st.food))
    st.big_count += 1
    lines = []
    for s in range(st.n):
        total = 0
        for cat in CATEGORIES:
            pts = res["points"][s][cat]
            if pts:
                st.gain(s, pts, cat)
                total += pts
        lines.append(msg("wl-gain", player=st.players[s], points=total))
    res["number"] = st.big_count
    res["totals"] = [sum(res["points"][s].values()) for s in range(st.n)]
    st.last_big = res
    out.append(Event(msg("wl-big-scoring", number=st.big_count, gains=lines),
                     kind="big_scoring", data={"totals": res["totals"]}))


def why_not(st: WildLifeState, code: str) -> Msg:
    """Why the turn's player cannot make ``code`` from the turn menu, and what instead."""
    seat = st.turn
    verb, args = parse_code(code)
    arg = args[0] if args else ""
    if verb in ("play", "auction"):
        if arg not in st.hands[seat]:
            return msg("wl-no-such-card", offer=st.offer(seat))
        if verb == "play" and st.cards_played < st.card_limit() and st.auctions == 0:
            return msg("wl-last-action-auction")
        return msg("wl-card-actions-used", limit=st.card_limit())
    if verb == "end":
        return msg("wl-auction-before-end")
    if verb in ("migrate", "mobility", "aggression"):
        return abilities.why_not_begin(st, verb)
    if verb == "convert":
        most = st.food[seat] // FOOD_PER_POINT
        return msg("wl-convert-most", food=st.food[seat], points=most)
    return msg("core-not-available", offer=st.offer(seat))


def timeout(st: WildLifeState) -> str | None:
    """Doing nothing on one's turn ends it, once the turn's auction is held; before that the
    rules offer no way to do nothing (an AI plays the turn)."""
    return "end" if may_end(st) else None
