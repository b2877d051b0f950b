"""Phase 2, Resolve Refill hand cards (rulebook "2. Resolve Refill hand cards"; meerkat and
squirrel leaders).

The meerkat's holder, if they bid the Refill card, may first swap one animal of their
collection with one of the display ("before resolving any other Leader card power and before
moving to phase 3"); leaders change hands at once. Then every player who bid the Refill card
discards any number of cards and draws back to 7 (10 with the squirrel leader, or 7 if its
holder prefers). These players act at the same time; each one's discards stay private until
they draw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, Event, Msg, Rng, msg, parse_code
from engine.wildcards import leaders, leo
from engine.wildcards.cards import draw_into_hand, forget, kinds
from engine.wildcards.data import REFILL, REFILL_TO, SPECIES, SQUIRREL_REFILL_TO, card_name

if TYPE_CHECKING:
    from engine.wildcards.state import WildCardsState


def swaps(state: WildCardsState, seat: int) -> list[Action]:
    """Every exchange of one collected species for one display slot (a swap for the same
    species changes nothing and is left out; slots differ by their distance to Leo's pile)."""
    out = []
    for species in SPECIES:  # table order: a loaded game's dicts come back key-sorted
        if state.collections[seat][species] == 0:
            continue
        for slot, shown in enumerate(state.display):
            if shown != species:
                out.append(Action(f"swap:{species}:{slot}",
                                  msg("wc-act-swap", given=species, taken=shown, slot=slot + 1),
                                  msg("wc-grp-give", species=species)))
    return out


def begin(state: WildCardsState) -> None:
    """Start phase 2: the meerkat's swap comes first when its holder bid the Refill card."""
    holder = state.leaders["meerkat"]
    if (holder is not None and holder != state.leo and state.bids[holder] == REFILL
            and swaps(state, holder)):
        state.phase = "meerkat"
    else:
        state.phase = "refills"


def start_refills(state: WildCardsState, rng: Rng, out: list[Event]) -> None:
    """Leo's Refill card is resolved by the engine; the players' are decisions."""
    if state.leo >= 0 and state.bids[state.leo] == REFILL:
        leo.refill(state, rng, out)
    state.refilling = [s for s in range(state.n) if state.bids[s] == REFILL]
    state.discarding = [[] for _ in range(state.n)]
    state.phase = "refill" if state.refilling else "phase3"


def target(state: WildCardsState, seat: int) -> int:
    return SQUIRREL_REFILL_TO if leaders.uses(state, seat, "squirrel") else REFILL_TO


def draw_actions(state: WildCardsState, seat: int) -> list[Action]:
    """"draw" fills the hand to 7, or to 10 with the squirrel leader. The squirrel's holder may
    also draw to 7 only: its power is one "you may use" (Dutch: "mag je jouw hand tot 10
    aanvullen"), and a fuller hand is public and changes what the others draw."""
    pending = state.discarding[seat]
    keep = len(state.hands[seat])

    def label(to: int, squirrel: str = "") -> Msg:
        draws = max(0, to - keep)
        if pending:
            return msg(f"wc-act-discard-draw{squirrel}", discards=len(pending), count=draws,
                       to=to)
        return msg(f"wc-act-draw{squirrel}", count=draws, to=to)

    full = target(state, seat)
    out = [Action("draw", label(full))]
    if full > REFILL_TO and keep < full:
        out.append(Action(f"draw:{REFILL_TO}", label(REFILL_TO, "-no-squirrel")))
    return out


def legal(state: WildCardsState, seat: int) -> list[Action]:
    if state.phase == "meerkat":
        return swaps(state, seat) + [Action("noswap", msg("wc-act-noswap"))]
    hand = state.hands[seat]
    pending = state.discarding[seat]
    actions = [Action(f"discard:{k}", msg("wc-act-discard", card=card_name(k)),
                      msg("wc-grp-discard")) for k in kinds(hand)]
    actions += [Action(f"undiscard:{k}", msg("wc-act-undiscard", card=card_name(k)),
                       msg("wc-grp-keep")) for k in kinds(pending)]
    return actions + draw_actions(state, seat)


def apply(state: WildCardsState, seat: int, code: str, rng: Rng, out: list[Event]) -> None:
    verb, args = parse_code(code)
    name = state.players[seat]
    if verb == "swap":
        species, slot = args[0], int(args[1])
        taken = state.display[slot]
        state.display[slot] = species
        state.collections[seat][species] -= 1
        state.collections[seat][taken] += 1
        out.append(Event(msg("wc-ev-swap", name=name, given=species, taken=taken),
                         kind="swap"))
        leaders.claim(state, seat, taken, out)
        leaders.check_loss(state, seat, species, out)
        state.phase = "refills"
    elif verb == "noswap":
        out.append(Event(msg("wc-ev-noswap", name=name), kind="swap"))
        state.phase = "refills"
    elif verb == "discard":
        state.hands[seat].remove(args[0])
        state.discarding[seat].append(args[0])
    elif verb == "undiscard":
        state.discarding[seat].remove(args[0])
        state.hands[seat].append(args[0])
        state.hands[seat].sort()
    elif verb == "draw":
        state.note_reveal()  # the chosen discards go face up
        gone = sorted(state.discarding[seat])
        state.discarding[seat] = []
        state.discard.extend(gone)
        forget(state, seat, gone)
        to = int(args[0]) if args else target(state, seat)
        want = max(0, to - len(state.hands[seat]))
        drawn = draw_into_hand(state, seat, rng, want)
        state.placed[seat] = []  # the Refill card goes back into the hand
        held = len(state.hands[seat])
        if gone:
            said = msg("wc-ev-refill", name=name, cards=[card_name(k) for k in gone],
                       count=len(drawn), hand=held)
        else:
            said = msg("wc-ev-refill-keep", name=name, count=len(drawn), hand=held)
        out.append(Event(said, kind="refill"))
        if drawn:
            out.append(Event(msg("wc-ev-you-drew", cards=[card_name(k) for k in drawn]),
                             to=(seat,), kind="private"))
        state.refilling.remove(seat)
        if not state.refilling:
            state.phase = "phase3"
