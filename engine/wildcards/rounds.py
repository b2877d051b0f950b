"""Setup, the flow of a round, and phase 4, Prepare the next round (rulebook "Game setup",
"Gameplay", "4. Prepare the next round", "End of the game").

``advance`` plays every step that needs no decision (the reveal, Leo, phase 4) until some
seat must decide or the game is over. Transient phases ("phase2", "refills", "phase3",
"group", "phase4") never outlive it. Phase 4 stops for one decision: the ibex's holder
choosing whether to take their bidding card back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import Action, Event, IllegalAction, Rng, msg, parse_code
from engine.wildcards import bidding, leo, picking, refill
from engine.wildcards.cards import draw
from engine.wildcards.data import (
    REFILL,
    REMOVED_ANIMALS,
    SPECIES,
    START_HAND,
    card_name,
    full_animal_deck,
    full_habitat_deck,
)

if TYPE_CHECKING:
    from engine.wildcards.state import WildCardsState


def display_size(state: WildCardsState) -> int:
    """One card fewer than the number of participants (setup step 5; Leo counts)."""
    return state.participants - 1


def setup(state: WildCardsState, players: list[str], options: dict[str, Any],
          seed: int) -> None:
    """Game setup steps 1-9, with Leo as an extra participant (always with 2 players)."""
    n = len(players)
    with_leo = n == 2 or bool(options.get("leo", False))
    if with_leo and n > 4:
        raise IllegalAction(msg("wc-err-leo-players", count=n))
    talisman = int(options.get("talisman_seat", -1))
    if talisman >= n:
        raise IllegalAction(msg("wc-err-talisman-seat", seat=talisman + 1))
    state._init_common(players, options, seed)
    state.n = n
    state.leo = n if with_leo else -1
    p = state.participants
    rng = state.random()
    # Step 4: remove 14 / 6 / 2 unseen animals; with 3, one of each species first.
    animals = full_animal_deck()
    removed: list[str] = []
    if p == 3:
        for species in SPECIES:
            animals.remove(species)
            removed.append(species)
    rng.shuffle(animals)
    for _ in range(REMOVED_ANIMALS[p] - len(removed)):
        removed.append(animals.pop())
    state.animals = animals
    state.removed = sorted(removed)
    state.boxed = []
    state.display = [state.animals.pop() for _ in range(p - 1)]
    # Steps 6-7: shuffle the Habitat cards, deal 7 and a Refill card to each player.
    state.deck = full_habitat_deck()
    rng.shuffle(state.deck)
    state.discard = []
    state.hands = [sorted(draw(state, rng, START_HAND)) for _ in range(n)]
    if with_leo:
        state.hands.append([])
    state.leo_pile = []
    if with_leo:
        leo.new_pile(state, rng)
    state.collections = [{s: 0 for s in SPECIES} for _ in range(p)]
    state.leaders = {s: None for s in SPECIES}
    state.points = [0] * p
    # Step 9: the Talisman to a chosen or a random player (never Leo).
    state.talisman = talisman if talisman >= 0 else rng.below(n)
    state.talisman_used = False
    state.known = [[] for _ in range(p)]
    state.over = False
    state.round = 0
    state.keep(rng)
    out: list[Event] = [Event(msg("wc-ev-talisman-start", name=state.players[state.talisman]))]
    new_round(state, out)
    state.record(out)


def new_round(state: WildCardsState, out: list[Event]) -> None:
    p = state.participants
    state.round += 1
    state.phase = "bid"
    state.placed = [[] for _ in range(p)]
    state.bid_done = [False] * p
    state.bids = [None] * p
    state.eagle_seat = -1
    state.discarding = [[] for _ in range(state.n)]
    state.refilling = []
    state.groups = []
    state.tie = []
    state.tie_done = []
    state.queue = []
    state.payments = [[] for _ in range(p)]
    state.locked = [False] * p
    state.picked = [None] * p
    state.declined = [False] * p
    state.talisman_used = False
    if state.leo >= 0:
        leo.bid(state)
    out.append(Event(msg("wc-ev-round", round=state.round), kind="round"))


def ibex_holder(state: WildCardsState) -> int | None:
    """The player who may take their bidding card back now (ibex leader, phase 4), if any.

    Only a bid still on the table counts (after a pick: a declined bid is already back in
    the hand, a Refill card always returns), never a wild card, never Leo ("claims Leader
    cards, but never uses them"). When the display cannot be refilled the game ends and every
    hand is discarded ("End of the game"), so the choice could not matter and is not asked.
    """
    holder = state.leaders["ibex"]
    if holder is None or holder == state.leo or state.picked[holder] is None:
        return None
    cards = state.placed[holder]
    if not cards or cards[0] == REFILL or cards[0][0] == "W":
        return None
    if len(state.animals) < display_size(state):
        return None
    return holder


def ibex_legal(state: WildCardsState, seat: int) -> list[Action]:
    """Ibex leader: "You *may* take your bidding card back" - a decision, since a card taken
    back is one the others now know is in the hand."""
    kind = state.placed[seat][0]
    return [Action("ibex:back", msg("wc-act-ibex-back", card=card_name(kind))),
            Action("ibex:discard", msg("wc-act-ibex-discard", card=card_name(kind)))]


def ibex_apply(state: WildCardsState, seat: int, code: str, out: list[Event]) -> None:
    kind = state.placed[seat].pop(0)
    if parse_code(code)[1] == ["back"]:
        state.hands[seat].append(kind)
        state.hands[seat].sort()
        state.known[seat].append(kind)
        out.append(Event(msg("wc-ev-ibex-back", name=state.players[seat], card=card_name(kind)),
                         kind="leader"))
    else:
        state.discard.append(kind)
        out.append(Event(msg("wc-ev-ibex-discard", name=state.players[seat]), kind="leader"))
    state.phase = "phase4"


def end_round(state: WildCardsState, out: list[Event]) -> None:
    """Phase 4: bids and payments to the discard pile (the ibex's holder has already chosen
    whether to keep their bidding card), unsold animals to the box, a new display or the
    end."""
    for who in range(state.participants):
        state.discard.extend(c for c in state.placed[who] if c != REFILL)
        state.discard.extend(state.payments[who])
        state.placed[who] = []
        state.payments[who] = []
    state.boxed.extend(state.display)
    state.display = []
    need = display_size(state)
    state.note_reveal()  # a new display from the hidden animal pile, or the final hands
    if len(state.animals) < need:
        state.over = True
        state.phase = "over"
        for hand in state.hands:  # "Discard your hand to the discard pile"
            state.discard.extend(hand)
            hand.clear()
        out.append(Event(msg("wc-ev-end"), kind="end"))
        return
    state.display = [state.animals.pop() for _ in range(need)]
    if state.talisman_used:
        state.talisman = (state.talisman + 1) % state.n
        out.append(Event(msg("wc-ev-talisman-passes", name=state.players[state.talisman]),
                         kind="talisman"))
    new_round(state, out)


def advance(state: WildCardsState, rng: Rng, out: list[Event]) -> None:
    """Run the automatic steps until a decision is due."""
    while not state.over:
        phase = state.phase
        if phase == "bid":
            if not all(state.bid_done):
                return
            bidding.reveal(state, out)
        elif phase == "phase2":
            refill.begin(state)
        elif phase == "refills":
            refill.start_refills(state, rng, out)
        elif phase == "phase3":
            picking.begin(state)
        elif phase == "group":
            if state.groups:
                picking.start_group(state, rng, out)
            else:
                state.phase = "phase4"
        elif phase == "pick":
            if not picking.auto(state, rng, out):
                return
        elif phase == "phase4":
            if ibex_holder(state) is not None:
                state.phase = "ibex"
                return
            end_round(state, out)
        else:  # eagle, meerkat, refill, tie, ibex: a decision is due
            return
