"""Moving through a round's phases and turns (seed 004, "Flow of the game"):
food card (all at once) → playing cards (one turn each, from the first player) → before eating
(reveal, then one turn each for those with something to use) → eating (round and round) →
end of feeding → next round, or the end after the last round.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Event, msg
from engine.evolution.before import before_options
from engine.evolution.feeding import may_feed
from engine.evolution.rounds import end_feeding, order_from, reveal, start_round

if TYPE_CHECKING:
    from engine.evolution.state import EvolutionState


def food_to_act(st: EvolutionState) -> list[int]:
    """Seats that still have to put a food card down (a seat with no card at all cannot)."""
    return [s for s in range(len(st.players))
            if st.food_cards[s] is None and st.hands[s]]


def after_food_card(st: EvolutionState, out: list[Event]) -> None:
    if not food_to_act(st):
        begin_play(st, out)


def begin_play(st: EvolutionState, out: list[Event]) -> None:
    st.phase = "play"
    st.turn = st.first
    st.pending = None
    st.acted = [False] * len(st.players)
    out.append(Event(msg("ev-play-begins", player=st.players[st.first]), kind="phase"))


def after_play_turn(st: EvolutionState, out: list[Event]) -> None:
    assert st.turn is not None
    st.acted[st.turn] = True
    nxt = (st.turn + 1) % len(st.players)
    if st.acted[nxt]:
        begin_before(st, out)
    else:
        st.turn = nxt


def begin_before(st: EvolutionState, out: list[Event]) -> None:
    reveal(st, out)
    st.phase = "before"
    st.pending = None
    st.acted = [False] * len(st.players)
    next_before(st, out)


def next_before(st: EvolutionState, out: list[Event]) -> None:
    """The next seat in turn order from the first player with a before-eating choice; a seat
    with nothing to use is skipped (it has nothing to decide, and no other seat's use can
    give it something: each trait acts on its own row, and Fertile looks at the food left
    before the reveal)."""
    for seat in order_from(st, st.first):
        if not st.acted[seat] and before_options(st, seat):
            st.turn = seat
            return
        st.acted[seat] = True
    begin_feed(st, out)


def after_before_turn(st: EvolutionState, out: list[Event]) -> None:
    assert st.turn is not None
    st.acted[st.turn] = True
    next_before(st, out)


def begin_feed(st: EvolutionState, out: list[Event]) -> None:
    st.phase = "feed"
    st.pending = None
    st.passed = [False] * len(st.players)
    out.append(Event(msg("ev-eating-begins", player=st.players[st.first]), kind="phase"))
    next_feeder(st, out, st.first)


def next_feeder(st: EvolutionState, out: list[Event], start: int) -> None:
    """Seed 004: feeding goes round in playing order; a player with nothing to feed is skipped;
    when nobody can feed, feeding ends and the next round starts (or the game ends)."""
    for seat in order_from(st, start):
        if may_feed(st, seat):
            st.turn = seat
            return
    end_feeding(st, out)
    if st.phase != "over":
        start_round(st, out)
        after_food_card(st, out)


def after_feed_turn(st: EvolutionState, out: list[Event]) -> None:
    assert st.turn is not None
    next_feeder(st, out, (st.turn + 1) % len(st.players))
