"""The round's frame: dealing, the deck running out, extinction, revealing the food cards and
the end of feeding (seed 004, "Flow of the game" … "End of the Game").

Functions here change the state and append what happened to ``out`` (a list of Events), as
every rule function of the engine does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Event, msg
from engine.evolution.data import BASE_DRAW, CARDS, card_label, signed, trait_name
from engine.evolution.species import new_species, species_of

if TYPE_CHECKING:
    from engine.evolution.state import EvolutionState


def order_from(st: EvolutionState, start: int) -> list[int]:
    """The seats in turn order (seed 004: clockwise = top to bottom) starting at ``start``."""
    n = len(st.players)
    return [(start + k) % n for k in range(n)]


def sort_hand(hand: list[int]) -> None:
    """Hands are kept sorted by card id, i.e. grouped by trait, then by food value."""
    hand.sort()


def draw(st: EvolutionState, seat: int, count: int, out: list[Event], *,
         receiving: bool = False) -> int:
    """Draw ``count`` cards for ``seat``; the deck running out is handled at once (seed 004,
    "End of the Game"). Returns how many cards were drawn (fewer only if no card is left)."""
    drawn: list[int] = []
    for _ in range(count):
        if not st.deck:
            break
        drawn.append(st.deck.pop())
        if not st.deck:
            deck_ran_out(st, out, receiving=receiving)
    st.hands[seat].extend(drawn)
    sort_hand(st.hands[seat])
    if drawn:
        st.note_reveal()
        out.append(Event(msg("ev-draws", player=st.players[seat], n=len(drawn))))
        out.append(Event(msg("ev-drew", cards=[card_label(c) for c in drawn]), (seat,),
                         kind="private"))
    return len(drawn)


def deck_ran_out(st: EvolutionState, out: list[Event], *, receiving: bool) -> None:
    """Seed 004, "End of the Game": once the draw pile is empty the discard pile is shuffled
    into a new one. If this happens while cards are received, this round is the last; at any
    other point the round is finished and one more is played. Only the first time counts."""
    rng = st.random()
    pile = list(st.discard)
    rng.shuffle(pile)
    st.keep(rng)
    st.deck = pile
    st.discard = []
    if st.last_round is None:
        st.last_round = st.round if receiving else st.round + 1
        out.append(Event(msg("ev-deck-out-this" if receiving else "ev-deck-out-next"),
                         kind="deck"))
    else:
        out.append(Event(msg("ev-deck-out"), kind="deck"))


def lose_population(st: EvolutionState, seat: int, index: int, out: list[Event]) -> bool:
    """Population −1 (an attack or Horns). Food above the new population cannot stay on the
    species: it was eaten, so it goes to the food bag (the project's reading, see
    docs/evolution.md). Returns True when the species died out."""
    sp = st.species[seat][index]
    sp["pop"] -= 1
    if sp["food"] > sp["pop"]:
        st.food_bag[seat] += sp["food"] - sp["pop"]
        sp["food"] = sp["pop"]
    if sp["pop"] <= 0:
        extinct(st, seat, index, out)
        return True
    return False


def extinct(st: EvolutionState, seat: int, index: int, out: list[Event]) -> None:
    """Seed 004, "Extinction": the species is removed at once, its food chips count as points,
    its trait cards go face up to the discard pile and its owner draws as many cards; the row
    closes up. Fat is lost (it is never scored)."""
    sp = st.species[seat].pop(index)
    st.food_bag[seat] += sp["food"]
    st.discard.extend(sp["cards"])
    species = species_of(st.players, seat, index)
    if sp["traits"]:
        out.append(Event(msg("ev-extinct-traits", species=species,
                             traits=[trait_name(t) for t in sp["traits"]]), kind="extinct"))
    else:
        out.append(Event(msg("ev-extinct", species=species), kind="extinct"))
    if sp["cards"]:
        draw(st, seat, len(sp["cards"]), out)


def give_species(st: EvolutionState, seat: int) -> None:
    st.species[seat].append(new_species(st.next_species))
    st.next_species += 1


def start_round(st: EvolutionState, out: list[Event]) -> None:
    """Seed 004, "Receiving cards": 3 cards plus 1 per species, dealt from the first player."""
    st.round += 1
    st.phase = "food"
    st.turn = None
    st.pending = None
    st.food_cards = [None] * len(st.players)
    st.revealed = False
    out.append(Event(msg("ev-round-begins", round=st.round, player=st.players[st.first]),
                     kind="round"))
    for seat in order_from(st, st.first):
        draw(st, seat, BASE_DRAW + len(st.species[seat]), out, receiving=True)
    if st.last_round == st.round:
        out.append(Event(msg("ev-last-round"), kind="round"))


def reveal(st: EvolutionState, out: list[Event]) -> None:
    """Seed 004, "Before eating": the food cards are turned up and their sum added to the
    watering hole; a negative sum adds nothing. The cards go to the discard pile."""
    st.note_reveal()
    st.hole_before = st.hole
    values = [CARDS[c][1] for c in st.food_cards if c is not None]
    total = sum(values)
    st.revealed = True
    st.revealed_total = total
    st.discard.extend(c for c in st.food_cards if c is not None)
    if total > 0:
        st.hole += total
    shown = [msg("ev-revealed-one", player=st.players[s], food=signed(CARDS[c][1]))
             for s, c in enumerate(st.food_cards) if c is not None]
    out.append(Event(msg("ev-revealed", cards=shown, total=signed(total), hole=st.hole),
                     kind="reveal"))


def end_feeding(st: EvolutionState, out: list[Event]) -> None:
    """Seed 004, "End of feeding": populations shrink to the food eaten (0 = extinct), food
    eaten goes to the food bag, food left on the watering hole stays, a player with no species
    gets a new one, and the first-player marker passes on. The caller starts the next round."""
    # how the feeding ended belongs to the feeding (not "round": that opens the next chapter)
    out.append(Event(msg("ev-feeding-ends", hole=st.hole), kind="feeding"))
    for seat in order_from(st, st.first):
        row = st.species[seat]
        eaten = 0
        for sp in row:
            sp["pop"] = min(sp["pop"], sp["food"])
            eaten += sp["food"]
            sp["food"] = 0
            sp["used"] = []
        st.food_bag[seat] += eaten
        for index in range(len(row) - 1, -1, -1):
            if row[index]["pop"] <= 0:
                extinct(st, seat, index, out)
    if st.round == st.last_round:
        st.phase = "over"
        st.turn = None
        st.pending = None
        out.append(Event(msg("ev-game-ends"), kind="over"))
        return
    for seat in range(len(st.players)):
        if not st.species[seat]:
            # A new species only for a game that goes on: after the last round there is
            # nothing left for it to do and it would score a point it never earned.
            give_species(st, seat)
            out.append(Event(msg("ev-new-species", player=st.players[seat])))
    st.first = (st.first + 1) % len(st.players)
