"""Phase 3, Acquire Animal cards (rulebook "3. Acquire Animal cards", "Resolving bidding ties",
lion leader, Leo).

Bids are handled highest first, one group of equal bids at a time. In a group:

* the lion's holder goes first ("you always win ties"), then Leo ("Leo always wins ties,
  unless one of the other players has the lion Leader card"). The lion is not asked: the
  rulebook states its power as a fact, not as a "may" like the ibex's, and Leo's rule defers
  to it ("in which case that player wins"); the holder may still decline on their turn;
* two or more other tied players bidding 2 or more put their extra payments face down at the
  same time, reveal them together, and go in order of the bid's total value; equal totals (and
  ties of 1s) go by the Talisman: the first player clockwise *after* its holder wins (the
  Dutch text says "het eerst na de speler met de talismankaart"), so its holder comes last.
  The Talisman then moves on in phase 4. Tied players settle this when their group's turn
  comes, so they know what is left in the display (the rulebook is silent on the moment).

On their turn a player pays extra cards until the bid holds as many cards as its value, then
takes one display card; or declines: the bid and payment go back into the hand and they draw
2 cards (hand limit 10). With an empty display, or too few cards in hand to pay, declining is
all that is left and the engine does it for them (full-round example: "she cannot take an
Animal card. She takes her bidding card back and draws two cards"). A payment being chosen
stays private until the pick; hidden tie payments until all tied players have paid.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, Event, Msg, Rng, msg, parse_code
from engine.wildcards import leaders, leo
from engine.wildcards.cards import draw_into_hand, forget, kinds
from engine.wildcards.data import (
    DECLINE_DRAW,
    NATURAL_BONUS,
    REFILL,
    SPECIES,
    card_name,
    fits,
    value,
)

if TYPE_CHECKING:
    from engine.wildcards.state import WildCardsState


def bid_value(state: WildCardsState, who: int) -> int:
    bid = state.bids[who]
    return 0 if bid is None else value(bid)


def owed(state: WildCardsState, who: int) -> int:
    """Extra cards still to pay: the bid must hold as many cards as its value."""
    return max(0, bid_value(state, who) - 1 - len(state.payments[who]))


def talisman_key(state: WildCardsState, seat: int) -> int:
    """0 for the first player clockwise after the Talisman's holder, the holder last."""
    return (seat - state.talisman - 1) % state.n


# -- starting phase 3 and each group ----------------------------------------------------------
def begin(state: WildCardsState) -> None:
    """Group the Habitat-card bids by value, highest first (Refill bids take no part)."""
    values = sorted({bid_value(state, w) for w in range(state.participants)
                     if state.bids[w] not in (None, REFILL)}, reverse=True)
    state.groups = [[w for w in range(state.participants)
                     if state.bids[w] not in (None, REFILL) and bid_value(state, w) == v]
                    for v in values]
    state.phase = "group"


def start_group(state: WildCardsState, rng: Rng, out: list[Event]) -> None:
    group = state.groups.pop(0)
    v = bid_value(state, group[0])
    first = []
    lion = state.leaders["lion"]
    if lion in group and lion != state.leo:
        first.append(lion)
    if state.leo in group:
        first.append(state.leo)
    rest = [s for s in group if s not in first]
    if not state.display:
        # Nobody in the group can take an animal: no tie to settle, no hidden payment to
        # make, and the Talisman is not used ("no cards left": bid back, draw 2).
        state.queue = first + rest
        state.phase = "pick"
        return
    if len(group) > 1:
        out.append(Event(msg("wc-ev-tie", value=v, names=[state.who(w) for w in group]),
                         kind="tie"))
        if first:
            key = "wc-ev-tie-lion" if first[0] == lion else "wc-ev-tie-leo"
            out.append(Event(msg(key, name=state.who(first[0])), kind="tie"))
    state.queue = first
    if len(rest) >= 2 and v >= 2:
        payers = []
        for s in rest:
            if len(state.hands[s]) < v - 1:
                decline(state, s, rng, out, "cannot-pay")
            else:
                payers.append(s)
        if len(payers) >= 2:
            state.tie = payers
            state.tie_done = []
            state.phase = "tie"
            out.append(Event(msg("wc-ev-tie-hidden"), kind="tie"))
            return
        rest = payers
    if len(rest) >= 2:
        rest.sort(key=lambda s: talisman_key(state, s))
        state.talisman_used = True
        out.append(Event(msg("wc-ev-talisman-decides", name=state.who(rest[0])), kind="tie"))
    state.queue = first + rest
    state.phase = "pick"


def resolve_tie(state: WildCardsState, out: list[Event]) -> None:
    """All tied players have paid: reveal together, highest total first, then the Talisman."""
    state.note_reveal()
    payers = state.tie
    totals = {s: bid_value(state, s) + sum(value(k) for k in state.payments[s]) for s in payers}
    for s in payers:
        state.locked[s] = True
        forget(state, s, state.payments[s])
    if len(payers) >= 2:
        shown = [msg("wc-tie-total", name=state.who(s), total=totals[s],
                     cards=[card_name(k) for k in [state.bids[s] or ""] + state.payments[s]])
                 for s in payers]
        out.append(Event(msg("wc-ev-tie-revealed", totals=shown), kind="tie"))
        if len(set(totals.values())) < len(payers):
            state.talisman_used = True
            out.append(Event(msg("wc-ev-tie-equal"), kind="tie"))
    payers.sort(key=lambda s: (-totals[s], talisman_key(state, s)))
    state.queue = state.queue + payers
    state.tie = []
    state.tie_done = []
    state.phase = "pick"


# -- automatic steps ---------------------------------------------------------------------------
def auto(state: WildCardsState, rng: Rng, out: list[Event]) -> bool:
    """Play the head of the queue when no decision is left: Leo always, and a player who can
    only decline. True when something happened."""
    if not state.queue:
        state.phase = "group"
        return True
    who = state.queue[0]
    if who == state.leo:
        if state.display:
            take(state, who, 0, out)
        else:
            state.queue.pop(0)
            leo.decline(state, rng, out)
        return True
    if not state.display:
        decline(state, who, rng, out, "empty")
        return True
    if not state.locked[who] and len(state.hands[who]) < owed(state, who):
        decline(state, who, rng, out, "cannot-pay")
        return True
    return False


# -- the decisions -----------------------------------------------------------------------------
def legal(state: WildCardsState, seat: int) -> list[Action]:
    if state.phase == "tie":
        return _legal_tie(state, seat)
    need = owed(state, seat)
    actions: list[Action] = []
    if need > 0:
        actions += [Action(f"pay:{k}", msg("wc-act-pay", card=card_name(k), owed=need),
                           msg("wc-grp-pay")) for k in kinds(state.hands[seat])]
    else:
        actions += [Action(f"pick:{slot}", _pick_label(state, seat, slot), msg("wc-grp-take"))
                    for slot in range(len(state.display))]
    if state.payments[seat] and not state.locked[seat]:
        actions.append(Action("unpay", msg("wc-act-unpay")))
    actions.append(Action("decline", msg("wc-act-decline", count=DECLINE_DRAW)))
    return actions


def _legal_tie(state: WildCardsState, seat: int) -> list[Action]:
    need = owed(state, seat)
    if need > 0:
        actions = [Action(f"pay:{k}", msg("wc-act-pay-hidden", card=card_name(k), owed=need),
                          msg("wc-grp-pay")) for k in kinds(state.hands[seat])]
    else:
        actions = [Action("confirm", msg("wc-act-confirm"))]
    if state.payments[seat]:
        actions.append(Action("unpay", msg("wc-act-unpay")))
    actions.append(Action("decline", msg("wc-act-decline", count=DECLINE_DRAW)))
    return actions


def _pick_label(state: WildCardsState, seat: int, slot: int) -> Msg:
    """"Take the peacock (slot 1, nearest the pile) · +2 natural habitat": ``bonus`` is the
    points the pick would earn now (0 or 2)."""
    species = state.display[slot]
    cards = [state.bids[seat] or ""] + state.payments[seat]
    bonus = NATURAL_BONUS if all(fits(k, species) for k in cards) else 0
    key = "wc-act-pick-nearest" if slot == 0 else "wc-act-pick"
    return msg(key, species=species, slot=slot + 1, bonus=bonus)


def apply(state: WildCardsState, seat: int, code: str, rng: Rng, out: list[Event]) -> None:
    verb, args = parse_code(code)
    if verb == "pay":
        state.hands[seat].remove(args[0])
        state.payments[seat].append(args[0])
    elif verb == "unpay":
        state.hands[seat].extend(state.payments[seat])
        state.hands[seat].sort()
        state.payments[seat] = []
    elif verb == "confirm":
        state.tie_done.append(seat)
        out.append(Event(msg("wc-ev-paid-hidden", name=state.players[seat]), kind="tie"))
    elif verb == "decline":
        if state.phase == "tie":
            state.tie.remove(seat)
        decline(state, seat, rng, out)
    elif verb == "pick":
        take(state, seat, int(args[0]), out)
    if state.phase == "tie" and len(state.tie_done) == len(state.tie):
        resolve_tie(state, out)


def take(state: WildCardsState, who: int, slot: int, out: list[Event]) -> None:
    """Add the display card to the collection; +2 when every bid and payment card is of the
    animal's natural habitat (wild cards always count; Leo gets no tokens); then the leader."""
    species = state.display.pop(slot)
    state.collections[who][species] += 1
    state.picked[who] = species
    state.queue.remove(who)
    args: dict[str, object] = {"name": state.who(who), "species": species}
    key = "wc-ev-take"
    if who != state.leo:
        paid = state.payments[who]
        if not state.locked[who]:
            if paid:
                state.note_reveal()  # a payment chosen in private is shown now
            forget(state, who, paid)
        if paid:
            key += "-paid"
            args["cards"] = [card_name(k) for k in paid]
        if all(fits(k, species) for k in [state.bids[who] or ""] + paid):
            state.points[who] += NATURAL_BONUS
            key += "-bonus"
            args.update(points=NATURAL_BONUS, habitat=SPECIES[species])
    out.append(Event(msg(key, **args), kind="pick"))
    leaders.claim(state, who, species, out)


def decline(state: WildCardsState, seat: int, rng: Rng, out: list[Event], why: str = "") -> None:
    """Take the bid (and any payment) back into the hand and draw 2 cards; ``why`` says why
    the engine did it for the player ("empty": no animal left; "cannot-pay"), "" when the
    player chose to."""
    bid = state.placed[seat]
    back = bid + state.payments[seat]
    if state.locked[seat]:
        state.known[seat].extend(back)
    else:
        state.known[seat].extend(bid)
    state.hands[seat].extend(back)
    state.hands[seat].sort()
    state.placed[seat] = []
    state.payments[seat] = []
    state.locked[seat] = False
    drawn = draw_into_hand(state, seat, rng, DECLINE_DRAW)
    state.declined[seat] = True
    if seat in state.queue:
        state.queue.remove(seat)
    key = f"wc-ev-decline-{why}" if why else "wc-ev-decline"
    out.append(Event(msg(key, name=state.players[seat], count=len(drawn)), kind="decline"))
    if drawn:
        out.append(Event(msg("wc-ev-you-drew", cards=[card_name(k) for k in drawn]),
                         to=(seat,), kind="private"))
