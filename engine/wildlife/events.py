"""The event cards: Food Source, Famine, Epidemic.

Sources: seed 000 "Event Cards"; seed 001's card texts; GAME-DATA.md ("Food Source when several
are last"). "You" is the card's user: the turn's player, or the buyer of an auctioned card.
An Epidemic is a frame ``{"k": "epidemic", "user", "queue"}``: each opponent, from the user's
left, removes one of their own tiles (a seat with no tile on the board is skipped).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import Action, Event
from engine.wildlife import actions, moves

if TYPE_CHECKING:
    from engine.wildlife.state import WildLifeState

FOOD_SOURCE_YOU = 7
FOOD_SOURCE_YOU_LAST = 10
FOOD_SOURCE_LAST = 3
FAMINE_FOOD = 5


def resolve(st: WildLifeState, user: int, key: str) -> list[Event]:
    if key == "food_source":
        return food_source(st, user)
    if key == "famine":
        return famine(st, user)
    return epidemic(st, user)


def food_source(st: WildLifeState, user: int) -> list[Event]:
    """You get 7 food; each player in last place gets 3; if you are (among the) last you get
    10 instead of 7; with 2 players you alone get 7 (seeds 000, 001)."""
    names = st.players
    if st.n == 2:
        st.food[user] += FOOD_SOURCE_YOU
        return [Event(f"Food Source: {names[user]} gets {FOOD_SOURCE_YOU} food.", kind="event")]
    low = min(st.points)
    last = [s for s in range(st.n) if st.points[s] == low]
    gets = FOOD_SOURCE_YOU_LAST if user in last else FOOD_SOURCE_YOU
    st.food[user] += gets
    text = f"Food Source: {names[user]} gets {gets} food"
    others = [s for s in last if s != user]
    for s in others:
        st.food[s] += FOOD_SOURCE_LAST
    if others:
        verb = "gets" if len(others) == 1 else "get"
        text += ("; " + ", ".join(names[s] for s in others)
                 + f" (last) {verb} {FOOD_SOURCE_LAST}")
    return [Event(text + ".", kind="event")]


def famine(st: WildLifeState, user: int) -> list[Event]:
    """Each opponent returns 5 food; whoever cannot loses one success point per food still
    owed (seed 000 translator's note, seed 001 card text; no food conversion here)."""
    parts = []
    for s in st.opponents_from_left(user):
        paid = min(FAMINE_FOOD, st.food[s])
        st.food[s] -= paid
        short = FAMINE_FOOD - paid
        if short:
            st.gain(s, -short, "losses")
            pts = "1 point" if short == 1 else f"{short} points"
            parts.append(f"{st.players[s]} pays {paid} food and loses {pts}")
        else:
            parts.append(f"{st.players[s]} pays {paid} food")
    return [Event(f"Famine ({st.players[user]}): " + "; ".join(parts) + ".", kind="event")]


def epidemic(st: WildLifeState, user: int) -> list[Event]:
    queue = _skip_empty(st, st.opponents_from_left(user))
    out = [Event(f"Epidemic ({st.players[user]}): each opponent removes one of their tiles.",
                 kind="event")]
    if queue:
        st.pending = {"k": "epidemic", "user": user, "queue": queue}
    return out


def _skip_empty(st: WildLifeState, queue: list[int]) -> list[int]:
    on_board = set(st.tiles.values())
    while queue and queue[0] not in on_board:
        queue.pop(0)
    return queue


def legal(st: WildLifeState, p: dict[str, Any]) -> list[Action]:
    seat = p["queue"][0]
    return [actions.REMOVE[s] for s in moves.own_spaces(st, seat)]


def apply(st: WildLifeState, p: dict[str, Any], code: str) -> list[Event]:
    seat = p["queue"].pop(0)
    space = code.split(":", 1)[1]
    moves.remove(st, space)
    if not _skip_empty(st, p["queue"]):
        st.pending = None
    return [Event(f"Epidemic: {st.players[seat]} removes their tile on {space}.",
                  kind="remove", data={"space": space, "seat": seat})]
