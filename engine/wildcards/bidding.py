"""Phase 1, Place bids (rulebook "1. Place bids"; eagle leader, "Leader cards").

Every player places one face-down card, a Habitat card or the Refill card; the bids are
revealed at once when everyone has bid. The eagle leader's holder may place two cards and,
after the others' bids are revealed, chooses which one is the final bid.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, Event, Msg, msg, parse_code
from engine.wildcards.cards import forget, kinds
from engine.wildcards.data import REFILL, card_name

if TYPE_CHECKING:
    from engine.wildcards.state import WildCardsState


def eagle_holder(state: WildCardsState) -> int | None:
    """The player who may use the eagle's power (Leo claims leaders but never uses them)."""
    holder = state.leaders["eagle"]
    return holder if holder is not None and holder != state.leo else None


def legal(state: WildCardsState, seat: int) -> list[Action]:
    hand = state.hands[seat]
    placed = state.placed[seat]
    if state.phase == "eagle":
        return [Action(f"final:{k}", msg("wc-act-final", card=card_name(k)))
                for k in kinds(placed)]
    if not placed:
        habitat_cards = msg("wc-grp-habitat")
        actions = [Action(f"bid:{k}", msg("wc-act-bid", card=card_name(k)), habitat_cards)
                   for k in kinds(hand)]
        actions.append(Action(f"bid:{REFILL}", msg("wc-act-bid-refill"), msg("wc-grp-refill")))
        return actions
    # The eagle's holder has placed one card: a second one, or bid just the one.
    second = msg("wc-grp-second")
    actions = [Action(f"bid2:{k}", msg("wc-act-bid2", card=card_name(k)), second)
               for k in kinds(hand)]
    if placed[0] != REFILL:
        actions.append(Action(f"bid2:{REFILL}", msg("wc-act-bid2-refill"), second))
    actions.append(Action("single", msg("wc-act-single", card=card_name(placed[0]))))
    actions.append(Action("cancel", msg("wc-act-cancel")))
    return actions


def _place(state: WildCardsState, seat: int, kind: str) -> None:
    if kind != REFILL:
        state.hands[seat].remove(kind)
    state.placed[seat].append(kind)


def apply(state: WildCardsState, seat: int, code: str, out: list[Event]) -> None:
    verb, args = parse_code(code)
    kind = args[0] if args else ""
    name = state.players[seat]
    if verb == "bid":
        _place(state, seat, kind)
        if eagle_holder(state) == seat:
            out.append(Event(msg("wc-ev-placed-first", card=card_name(kind)), to=(seat,),
                             kind="private"))
            return
        state.bid_done[seat] = True
        out.append(Event(msg("wc-ev-bid-placed", name=name), kind="bid"))
        out.append(Event(msg("wc-ev-you-bid", card=card_name(kind)), to=(seat,), kind="private"))
    elif verb == "bid2":
        _place(state, seat, kind)
        state.bid_done[seat] = True
        state.eagle_seat = seat
        out.append(Event(msg("wc-ev-two-placed", name=name), kind="bid"))
        out.append(Event(msg("wc-ev-you-placed-two", first=card_name(state.placed[seat][0]),
                             second=card_name(kind)), to=(seat,), kind="private"))
    elif verb == "single":
        state.bid_done[seat] = True
        out.append(Event(msg("wc-ev-bid-placed", name=name), kind="bid"))
    elif verb == "cancel":
        back = state.placed[seat].pop()
        if back != REFILL:
            state.hands[seat].append(back)
            state.hands[seat].sort()
    elif verb == "final":
        placed = state.placed[seat]
        placed.remove(kind)
        for other in placed:
            if other != REFILL:
                state.hands[seat].append(other)
        state.hands[seat].sort()
        state.placed[seat] = [kind]
        state.bids[seat] = kind
        state.note_reveal()
        forget(state, seat, [kind])
        out.append(Event(msg("wc-ev-eagle-reveal", name=name, card=card_name(kind)),
                         kind="reveal"))
        state.phase = "phase2"


def reveal(state: WildCardsState, out: list[Event]) -> None:
    """Everyone has bid: turn the cards over at once; the eagle's holder, if they placed two
    cards, chooses after seeing the others (rulebook, eagle)."""
    state.note_reveal()
    shown: list[Msg] = []
    for who in range(state.participants):
        placed = state.placed[who]
        if len(placed) == 1:
            state.bids[who] = placed[0]
            forget(state, who, placed[:1])
            shown.append(msg("wc-bid-of", name=state.who(who), card=card_name(placed[0])))
    out.append(Event(msg("wc-ev-bids-revealed", bids=shown), kind="reveal"))
    state.phase = "eagle" if state.eagle_seat >= 0 else "phase2"

