"""The Evolution game state: plain data only, so tests and tools may read and set it.

Attributes (besides the common ones of ``engine.core.State``):

- ``round`` (int), ``last_round`` (int or None: the round after which the game ends, fixed
  when the draw pile first runs out), ``phase`` ("food", "play", "before", "feed", "over")
- ``first`` (the first player's seat), ``turn`` (seat to act in play/before/feed, else None)
- ``deck`` (card ids, the top is the end), ``discard`` (card ids), ``removed`` (the 40 cards
  taken out at setup with 2 players), ``hands`` (per seat, sorted card ids)
- ``species``: per seat, the row of species left to right (see ``species.py`` for the dict)
- ``next_species`` (the next species id), ``food_bag`` (per seat, food eaten in past rounds)
- ``hole`` (plant food on the watering hole), ``hole_before`` (what it held before this
  round's reveal, for Fertile), ``food_cards`` (per seat, the face-down card id or None),
  ``revealed`` (bool), ``revealed_total`` (int)
- ``acted`` (per seat: their play / before-eating turn is over), ``passed`` (per seat:
  stopped feeding this round), ``pending`` (the acting seat's half-made choice, or None;
  frames.py types it)
"""

from __future__ import annotations

from typing import Any

from engine.core import Action, Event, Msg, Rng, State, msg, parse_code
from engine.evolution import before, feeding, flow, playing, scoring
from engine.evolution.data import CARDS, TWO_PLAYER_REMOVED
from engine.evolution.frames import Frame
from engine.evolution.refusals import why_not
from engine.evolution.rounds import give_species, sort_hand, start_round
from engine.evolution.view import view as make_view


class EvolutionState(State):
    GAME = "evolution"

    round: int
    last_round: int | None
    phase: str
    first: int
    turn: int | None
    deck: list[int]
    discard: list[int]
    removed: list[int]
    hands: list[list[int]]
    species: list[list[dict[str, Any]]]
    next_species: int
    food_bag: list[int]
    hole: int
    hole_before: int
    food_cards: list[int | None]
    revealed: bool
    revealed_total: int
    acted: list[bool]
    passed: list[bool]
    pending: Frame | None

    # -- the contract ----------------------------------------------------------------------
    def to_act(self) -> list[int]:
        if self.phase == "food":
            return flow.food_to_act(self)
        if self.phase == "over" or self.turn is None:
            return []
        return [self.turn]

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.phase == "food":
            return playing.food_actions(self, seat)
        if self.phase == "play":
            return playing.play_actions(self, seat)
        if self.phase == "before":
            return before.before_actions(self, seat)
        return feeding.feed_actions(self, seat)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        out: list[Event] = []
        code = action.code
        if self.phase == "food":
            _, (card,) = parse_code(code)
            playing.apply_food(self, seat, int(card), out)
            flow.after_food_card(self, out)
        elif self.phase == "play":
            if playing.apply_play(self, seat, code, out):
                flow.after_play_turn(self, out)
        elif self.phase == "before":
            if before.apply_before(self, seat, code, out):
                flow.after_before_turn(self, out)
        elif feeding.apply_feed(self, seat, code, out):
            flow.after_feed_turn(self, out)
        return out

    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> dict[str, Any]:
        return scoring.result(self)

    def view(self, seat: int | None) -> dict[str, Any]:
        return make_view(self, seat)

    def _refusal(self, seat: int, code: str) -> Msg:
        return why_not(self, seat, code)

    def _not_your_move(self, seat: int) -> Msg:
        if self.phase == "food":
            if self.food_cards[seat] is not None:
                return msg("ev-food-already-down",
                           waiting=[self.players[s] for s in self.to_act()])
            return msg("ev-no-food-card")
        return msg("ev-not-your-turn", player=self.players[self.turn or 0])

    def timeout_action(self, seat: int) -> Action | None:
        """Doing nothing: a half-made choice is cancelled (the card stays in the hand), a
        play turn ends, the before-eating uses are skipped (all optional), feeding stops
        where the rules allow it (``pass``). The food card must be chosen, and a species
        that must eat must be fed (None: an AI decides)."""
        if self.pending is not None:
            code = "cancel"
        else:
            code = {"play": "end", "before": "done", "feed": "pass"}.get(self.phase)
        return self.legal_action(seat, code)

    def _redeal(self, clone: State, seat: int, rng: Rng) -> None:
        """Re-draw the others' hands, their unrevealed food cards, the cards removed at setup
        and the deck order, keeping every size; drop another seat's half-made card choice; the
        others' hidden food bags take the seat's own value."""
        assert isinstance(clone, EvolutionState)
        others = [s for s in range(len(self.players)) if s != seat]
        hidden_food = [s for s in others
                       if not clone.revealed and clone.food_cards[s] is not None]
        pool = list(clone.deck) + list(clone.removed)
        for s in others:
            pool += clone.hands[s]
        pool += [clone.food_cards[s] for s in hidden_food]  # type: ignore[misc]
        # Sorted first, so the copy depends only on what ``seat`` knows (the same pool of
        # unseen cards) and never on the real order of the hidden cards.
        pool.sort()
        rng.shuffle(pool)
        clone.deck = [pool.pop() for _ in range(len(self.deck))]
        clone.removed = [pool.pop() for _ in range(len(self.removed))]
        for s in others:
            clone.hands[s] = [pool.pop() for _ in range(len(self.hands[s]))]
            sort_hand(clone.hands[s])
        for s in hidden_food:
            clone.food_cards[s] = pool.pop()
        if clone.pending is not None and clone.turn != seat and "card" in clone.pending:
            clone.pending = None
        # The others' food bags are hidden too (view.py): they become the seat's own total.
        if not clone.is_over():
            clone.food_bag = [self.food_bag[seat]] * len(self.players)


def create(players: list[str], options: dict[str, Any], seed: int) -> EvolutionState:
    """Set-up (docs/evolution-traits.md, "Round details we follow"): shuffle the 110 cards (2
    players: remove 40 at random), one species each, a random first player, then round 1."""
    st = EvolutionState.__new__(EvolutionState)
    st._init_common(players, options, seed)
    n = len(players)
    rng = st.random()
    deck = list(range(len(CARDS)))
    rng.shuffle(deck)
    first = rng.below(n)
    st.keep(rng)
    st.removed = [deck.pop() for _ in range(TWO_PLAYER_REMOVED)] if n == 2 else []
    st.deck = deck
    st.discard = []
    st.round = 0
    st.last_round = None
    st.phase = "food"
    st.first = first
    st.turn = None
    st.hands = [[] for _ in range(n)]
    st.species = [[] for _ in range(n)]
    st.next_species = 1
    st.food_bag = [0] * n
    st.hole = 0
    st.hole_before = 0
    st.food_cards = [None] * n
    st.revealed = False
    st.revealed_total = 0
    st.acted = [False] * n
    st.passed = [False] * n
    st.pending = None
    out: list[Event] = []
    for seat in range(n):
        give_species(st, seat)
    out.append(Event(msg("ev-setup", players=n)))
    start_round(st, out)
    st.record(out)
    return st

