"""A tiny two-seat game built only for tests: it implements the whole engine contract, so the
contract suite runs on it too, and it shows that a fourth title needs no change outside its
own package (the lead's bot tests register it the same way).

Rules of "Toy": a deck of the cards 1–9, shuffled; each seat is dealt 3 cards, held hidden.
Three rounds. In each round both seats bid at the same time, face down: a card from their
hand (``bid:<card>``) or nothing (``pass``). When both have bid, the bids are turned over;
the higher card wins the round (a point; with the option "double_last", 2 points in the last
round); equal bids win nothing. Bid cards are discarded. Then the loser (seat 0 after a draw)
may draw a card (``draw``, hidden from the other seat) or not (``pass``). After the third
round the game ends: 1 point per round won (``rounds``), and 1 point per card still in hand
(``cards``); ties are shared.

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
toy-round = Round { $round }: bid.
toy-tiebreak = Equal scores share the place.
toy-not-held = You do not hold that card. { $offer }
toy-deck-empty = The deck is empty. { $offer }
toy-not-this-step = That is not a move of this step. { $offer }
toy-bid-already = You have bid already; waiting for the other seat.
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
    def to_act(self) -> list[int]:
        if self.phase == "bid":
            return [s for s in (0, 1) if self.bids[s] is None]
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
        names = {"first": self.players[0], "a": bids[0], "second": self.players[1],
                 "b": bids[1]}
        if bids[0] == bids[1]:
            self.drawer = 0
            out.append(Event(msg("toy-bids-tie", **names), kind="reveal"))
        else:
            winner = 0 if bids[0] > bids[1] else 1
            self.won[winner] += worth
            self.drawer = 1 - winner
            out.append(Event(msg("toy-bids-won", winner=self.players[winner], **names),
                             kind="reveal"))
        self.phase = "draw"

    def _next_round(self, out: list[Event]) -> None:
        if self.round == ROUNDS:
            self.phase = "over"
            out.append(Event(msg("core-game-over"), kind="over"))
            return
        self.round += 1
        self.bids = [None, None]
        self.phase = "bid"
        out.append(Event(msg("toy-round", round=self.round), kind="round"))

    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> dict[str, Any]:
        scores = [{"rounds": self.won[s], "cards": len(self.hands[s])} for s in (0, 1)]
        totals = [sum(b.values()) for b in scores]
        ranking = [{"seat": s, "name": self.players[s],
                    "place": 1 + sum(1 for t in totals if t > totals[s]),
                    "score": totals[s], "breakdown": scores[s]} for s in (0, 1)]
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
        assert isinstance(clone, ToyState)
        other = 1 - seat
        hidden_bid = clone.phase == "bid" and bool(clone.bids[other])
        pool = sorted(clone.deck + clone.hands[other]
                      + ([clone.bids[other] or 0] if hidden_bid else []))
        rng.shuffle(pool)
        if hidden_bid:
            clone.bids[other] = pool.pop()
        clone.hands[other] = sorted(pool.pop() for _ in clone.hands[other])
        clone.deck = pool


def create(players: list[str], options: dict[str, Any], seed: int) -> ToyState:
    st = ToyState()
    st._init_common(players, options, seed)
    rng = st.random()
    deck = list(range(1, 10))
    rng.shuffle(deck)
    st.keep(rng)
    st.hands = [sorted(deck.pop() for _ in range(HAND)) for _ in (0, 1)]
    st.deck = deck
    st.bids = [None, None]
    st.round = 1
    st.phase = "bid"
    st.drawer = 0
    st.won = [0, 0]
    st.last_bids = None
    st.record([Event("Toy: three rounds of secret bids.", kind="round")])
    return st


INFO = engine.GameInfo(name=NAME, title="Toy", min_players=2, max_players=2,
                       state_class=ToyState, create=create, options=OPTIONS,
                       blurb="A two-seat test game of secret bids.")


@contextmanager
def registered() -> Iterator[engine.GameInfo]:
    """``engine.GAMES`` with the toy game in it, for the duration of the block."""
    engine.register(INFO)
    try:
        yield INFO
    finally:
        engine.GAMES.pop(NAME, None)
