"""A tiny game of two to four seats built only for tests: it implements the whole engine
contract, so the contract suite runs on it too, and it shows that a fourth title needs no
change outside its own package (the lead's bot tests register it the same way).

Rules of "Toy": a deck of the cards 1 to 3 per seat + 3 (1–9 for two seats, 1–15 for four),
shuffled; each seat is dealt 3 cards, held hidden. Three rounds. In each round every seat
bids at the same time, face down: a card from their hand (``bid:<card>``) or nothing
(``pass``). When all have bid, the bids are turned over; the highest card wins the round (a
point; with the option "double_last", 2 points in the last round) if no other seat bid it
too, else nobody wins. Bid cards are discarded. Then the lowest bidder (the first seat of
the lowest bid: seat 0 after a two-seat draw) may draw a card (``draw``, hidden from the
others) or not (``pass``). After the third round the game ends: 1 point per round won
(``rounds``), and 1 point per card still in hand (``cards``); ties are shared.

It is registered in ``engine.GAMES`` only inside ``registered()`` (a fixture or a test calls
it), never when ``engine`` is imported.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import engine
from engine.core import Action, Event, Msg, Rng, State, msg, number, parse_code
from words import add_catalog

NAME = "toy"
ROUNDS = 3
HAND = 3
#: cards left in the deck after the deal, whatever the seat count
SPARE = 3
OPTIONS = (engine.Option("double_last", "Double last round", False,
                         "The last round is worth 2 points."),)
#: the toy's words, in English only (every language falls back to it): enough for the
#: contract and bot tests, which check that every message has a key, not its translations
CATALOG = """
toy-group-bid = Bid
toy-group-draw = Draw
toy-bid = Bid the { $card }
toy-bid-nothing = Bid nothing
toy-no-draw = Do not draw
toy-draw = Draw a card
toy-has-bid = { $name } has bid.
toy-you-bid = You bid { $card ->
    [0] nothing
   *[other] { $card }
}.
toy-draws = { $name } draws a card.
toy-you-drew = You drew { $card }.
toy-does-not-draw = { $name } does not draw.
toy-bids-tie = Bids: { $first } { $a }, { $second } { $b }; nobody wins the round.
toy-bids-won = Bids: { $first } { $a }, { $second } { $b }; { $winner } wins the round.
toy-bid-shown = { $name } bid { $card ->
    [0] nothing
   *[other] { $card }
}.
toy-round-tie = Nobody wins the round.
toy-round-won = { $winner } wins the round.
toy-round = Round { $round }: bid.
toy-tiebreak = Equal scores share the place.
toy-not-held = You do not hold that card. { $offer }
toy-deck-empty = The deck is empty. { $offer }
toy-not-this-step = That is not a move of this step. { $offer }
toy-bid-already = You have bid already; waiting for the other seats.
opt-toy-double_last = Double last round
cat-rounds = rounds
cat-cards = cards
"""
add_catalog("en", CATALOG)


class ToyState(State):
    GAME = NAME

    deck: list[int]
    hands: list[list[int]]
    bids: list[int | None]  # a bid card, 0 for "nothing", None before bidding
    round: int
    phase: str  # "bid", "draw" or "over"
    drawer: int
    won: list[int]
    last_bids: list[int] | None

    # -- the contract hooks --------------------------------------------------------------
    def seats(self) -> range:
        return range(len(self.players))

    def to_act(self) -> list[int]:
        if self.phase == "bid":
            return [s for s in self.seats() if self.bids[s] is None]
        if self.phase == "draw":
            return [self.drawer]
        return []

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.phase == "bid":
            bid = msg("toy-group-bid")
            return [Action(f"bid:{c}", msg("toy-bid", card=c), bid) for c in self.hands[seat]] + [
                Action("pass", msg("toy-bid-nothing"), bid)]
        draw = msg("toy-group-draw")
        choices = [Action("pass", msg("toy-no-draw"), draw)]
        if self.deck:
            choices.insert(0, Action("draw", msg("toy-draw"), draw))
        return choices

    def _apply(self, seat: int, action: Action) -> list[Event]:
        out: list[Event] = []
        verb, args = parse_code(action.code)
        name = self.players[seat]
        if self.phase == "bid":
            card = int(args[0]) if verb == "bid" else 0
            if card:
                self.hands[seat].remove(card)
            self.bids[seat] = card
            out.append(Event(msg("toy-has-bid", name=name), kind="bid"))
            out.append(Event(msg("toy-you-bid", card=card), to=(seat,), kind="private"))
            if all(b is not None for b in self.bids):
                self._reveal(out)
        else:
            if verb == "draw":
                self.note_reveal()
                card = self.deck.pop()
                self.hands[seat].append(card)
                self.hands[seat].sort()
                out.append(Event(msg("toy-draws", name=name), kind="draw"))
                out.append(Event(msg("toy-you-drew", card=card), to=(seat,), kind="private"))
            else:
                out.append(Event(msg("toy-does-not-draw", name=name), kind="draw"))
            self._next_round(out)
        return out

    def _reveal(self, out: list[Event]) -> None:
        self.note_reveal()
        bids = [b or 0 for b in self.bids]
        self.last_bids = bids
        worth = 2 if self.round == ROUNDS and self.options["double_last"] else 1
        top = [s for s in self.seats() if bids[s] == max(bids)]
        winner = top[0] if len(top) == 1 else None
        if winner is not None:
            self.won[winner] += worth
        self.drawer = bids.index(min(bids))
        if len(bids) == 2:
            names = {"first": self.players[0], "a": bids[0], "second": self.players[1],
                     "b": bids[1]}
            out.append(Event(msg("toy-bids-tie", **names) if winner is None else
                             msg("toy-bids-won", winner=self.players[winner], **names),
                             kind="reveal"))
        else:
            out.extend(Event(msg("toy-bid-shown", name=self.players[s], card=bids[s]),
                             kind="reveal") for s in self.seats())
            out.append(Event(msg("toy-round-tie") if winner is None else
                             msg("toy-round-won", winner=self.players[winner]),
                             kind="reveal"))
        self.phase = "draw"

    def _next_round(self, out: list[Event]) -> None:
        if self.round == ROUNDS:
            self.phase = "over"
            out.append(Event(msg("core-game-over"), kind="over"))
            return
        self.round += 1
        self.bids = [None for _ in self.seats()]
        self.phase = "bid"
        out.append(Event(msg("toy-round", round=self.round), kind="round"))

    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> dict[str, Any]:
        scores = [{"rounds": self.won[s], "cards": len(self.hands[s])} for s in self.seats()]
        totals = [sum(b.values()) for b in scores]
        ranking = [{"seat": s, "name": self.players[s],
                    "place": 1 + sum(1 for t in totals if t > totals[s]),
                    "score": totals[s], "breakdown": scores[s]} for s in self.seats()]
        ranking.sort(key=lambda r: (r["place"], r["seat"]))
        return {"ranking": ranking, "categories": ["rounds", "cards"],
                "tiebreak": msg("toy-tiebreak")}

    def view(self, seat: int | None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "game": NAME, "version": self.version, "players": list(self.players),
            "seat": seat, "phase": self.phase, "round": self.round, "to_act": self.to_act(),
            "won": list(self.won), "hand_counts": [len(h) for h in self.hands],
            "has_bid": [b is not None for b in self.bids], "last_bids": self.last_bids,
            "deck": len(self.deck),
            "events": [e["msg"] for e in self.events_for(seat)],
            "result": self.result() if self.is_over() else None,
        }
        if seat is not None:
            out["hand"] = list(self.hands[seat])
            out["my_bid"] = self.bids[seat]
        return out

    def timeout_action(self, seat: int) -> Action | None:
        """Doing nothing is bidding nothing, or not drawing."""
        return self.legal_action(seat, "pass")

    def _refusal(self, seat: int, code: str) -> Msg:
        verb, args = parse_code(code)
        if self.phase == "bid" and verb == "bid":
            card = number(args[0]) if args else None
            if card not in self.hands[seat]:
                return msg("toy-not-held", offer=self.offer(seat))
        if self.phase == "draw" and verb == "draw" and not self.deck:
            return msg("toy-deck-empty", offer=self.offer(seat))
        return msg("toy-not-this-step", offer=self.offer(seat))

    def _not_your_move(self, seat: int) -> Msg:
        if self.phase == "bid":
            return msg("toy-bid-already")
        return super()._not_your_move(seat)

    def _redeal(self, clone: State, seat: int, rng: Rng) -> None:
        """The deck, the other seats' hands and their face-down cards are one pool, dealt
        again in seat order (a face-down card first, then the hand)."""
        assert isinstance(clone, ToyState)
        others = [s for s in clone.seats() if s != seat]
        hidden = {s for s in others if clone.phase == "bid" and bool(clone.bids[s])}
        pool = sorted(clone.deck + [c for s in others for c in clone.hands[s]]
                      + [clone.bids[s] or 0 for s in others if s in hidden])
        rng.shuffle(pool)
        for other in others:
            if other in hidden:
                clone.bids[other] = pool.pop()
            clone.hands[other] = sorted(pool.pop() for _ in clone.hands[other])
        clone.deck = pool


def create(players: list[str], options: dict[str, Any], seed: int) -> ToyState:
    st = ToyState()
    st._init_common(players, options, seed)
    rng = st.random()
    deck = list(range(1, HAND * len(players) + SPARE + 1))
    rng.shuffle(deck)
    st.keep(rng)
    st.hands = [sorted(deck.pop() for _ in range(HAND)) for _ in players]
    st.deck = deck
    st.bids = [None for _ in players]
    st.round = 1
    st.phase = "bid"
    st.drawer = 0
    st.won = [0 for _ in players]
    st.last_bids = None
    st.record([Event("Toy: three rounds of secret bids.", kind="round")])
    return st


INFO = engine.GameInfo(name=NAME, title="Toy", min_players=2, max_players=4,
                       state_class=ToyState, create=create, options=OPTIONS,
                       blurb="A test game of secret bids for two to four seats.")


@contextmanager
def registered() -> Iterator[engine.GameInfo]:
    """``engine.GAMES`` with the toy game in it, for the duration of the block."""
    engine.register(INFO)
    try:
        yield INFO
    finally:
        engine.GAMES.pop(NAME, None)
