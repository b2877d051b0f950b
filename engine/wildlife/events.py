"""The event cards: Food Source, Famine, Epidemic.

Sources: seed 000 "Event Cards"; seed 001's card texts; docs/wildlife-data.md ("Readings where
the texts disagree": Food Source with several players last). "You" is the card's user: the
turn's player, or the buyer of an auctioned card. An Epidemic is a frame
``{"k": "epidemic", "user", "queue"}``: each opponent, from the user's left, removes one of
their own tiles (a seat with no tile on the board is skipped).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, Event, Msg, msg, parse_code
from engine.wildlife import actions, moves
from engine.wildlife.data import (
    FAMINE_FOOD,
    FOOD_SOURCE_LAST,
    FOOD_SOURCE_YOU,
    FOOD_SOURCE_YOU_LAST,
)

if TYPE_CHECKING:
    from engine.wildlife.frames import EpidemicFrame
    from engine.wildlife.state import WildLifeState


def clauses(parts: list[Msg]) -> Msg:
    """Clauses said one after another, "a; b; c" (a list argument would say "a, b and c")."""
    said = parts[0]
    for part in parts[1:]:
        said = msg("wl-clauses", first=said, then=part)
    return said


def resolve(st: WildLifeState, user: int, key: str, out: list[Event]) -> None:
    if key == "food_source":
        food_source(st, user, out)
    elif key == "famine":
        famine(st, user, out)
    else:
        epidemic(st, user, out)


def food_source(st: WildLifeState, user: int, out: list[Event]) -> None:
    """You get 7 food; each player in last place gets 3; if you are (among the) last you get
    10 instead of 7; with 2 players you alone get 7 (seeds 000, 001). The food comes from the
    Food Bank while it lasts: you first, then the others in last place from your left (our
    reading; the rulebooks never empty the bank)."""
    names = st.players
    if st.n == 2:
        last: list[int] = []
        gets = FOOD_SOURCE_YOU
    else:
        low = min(st.points)
        last = [s for s in st.opponents_from_left(user) if st.points[s] == low]
        gets = FOOD_SOURCE_YOU_LAST if st.points[user] == low else FOOD_SOURCE_YOU
    parts = [msg("wl-food-gets", player=names[user], food=st.from_bank(user, gets))]
    for s in last:
        parts.append(msg("wl-food-gets-last", player=names[s],
                         food=st.from_bank(s, FOOD_SOURCE_LAST)))
    key = "wl-food-source-bank-empty" if st.bank == 0 else "wl-food-source"
    out.append(Event(msg(key, gains=clauses(parts)), kind="event"))


def famine(st: WildLifeState, user: int, out: list[Event]) -> None:
    """Each opponent returns 5 food to the Food Bank; whoever cannot loses one success point
    per food still owed (seed 000 translator's note, seed 001 card text; no food conversion
    here)."""
    parts = []
    for s in st.opponents_from_left(user):
        paid = min(FAMINE_FOOD, st.food[s])
        st.pay_bank(s, paid)
        short = FAMINE_FOOD - paid
        if short:
            st.gain(s, -short, "losses")
            parts.append(msg("wl-famine-pays-loses", player=st.players[s], food=paid,
                             points=short))
        else:
            parts.append(msg("wl-famine-pays", player=st.players[s], food=paid))
    out.append(Event(msg("wl-famine", player=st.players[user], payments=clauses(parts)),
                     kind="event"))


def epidemic(st: WildLifeState, user: int, out: list[Event]) -> None:
    queue = _skip_empty(st, st.opponents_from_left(user))
    out.append(Event(msg("wl-epidemic", player=st.players[user]), kind="event"))
    if queue:
        st.pending = {"k": "epidemic", "user": user, "queue": queue}


def _skip_empty(st: WildLifeState, queue: list[int]) -> list[int]:
    on_board = set(st.tiles.values())
    while queue and queue[0] not in on_board:
        queue.pop(0)
    return queue


def legal(st: WildLifeState, p: EpidemicFrame) -> list[Action]:
    seat = p["queue"][0]
    return [actions.REMOVE[s] for s in moves.own_spaces(st, seat)]


def why_not(st: WildLifeState, p: EpidemicFrame, code: str) -> Msg:
    seat = p["queue"][0]
    return msg("wl-epidemic-choose", offer=st.offer(seat))


def timeout(st: WildLifeState, p: EpidemicFrame) -> str | None:
    """An Epidemic's removal is compulsory ("each opponent removes"): no way to do nothing."""
    return None


def apply(st: WildLifeState, p: EpidemicFrame, code: str, out: list[Event]) -> None:
    seat = p["queue"].pop(0)
    _, (space,) = parse_code(code)
    moves.remove(st, space)
    if not _skip_empty(st, p["queue"]):
        st.pending = None
    out.append(Event(msg("wl-epidemic-removes", player=st.players[seat], space=space),
                     kind="remove", data={"space": space, "seat": seat}))
