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
from engine.core import Action, Event, Rng, State, number, parse_code

NAME = "toy"
ROUNDS = 3
HAND = 3
OPTIONS = (engine.Option("double_last", "Double last round", False,
                         "The last round is worth 2 points."),)


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
            return [Action(f"bid:{c}", f"Bid the {c}", "Bid") for c in self.hands[seat]] + [
                Action("pass", "Bid nothing", "Bid")]
        choices = [Action("pass", "Do not draw", "Draw")]
        if self.deck:
            choices.insert(0, Action("draw", "Draw a card", "Draw"))
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
            out.append(Event(f"{name} has bid.", kind="bid"))
            out.append(Event(f"You bid {card or 'nothing'}.", to=(seat,), kind="private"))
            if all(b is not None for b in self.bids):
                self._reveal(out)
        else:
            if verb == "draw":
                self.note_reveal()
                card = self.deck.pop()
                self.hands[seat].append(card)
                self.hands[seat].sort()
                out.append(Event(f"{name} draws a card.", kind="draw"))
                out.append(Event(f"You drew {card}.", to=(seat,), kind="private"))
            else:
                out.append(Event(f"{name} does not draw.", kind="draw"))
            self._next_round(out)
        return out

    def _reveal(self, out: list[Event]) -> None:
        self.note_reveal()
        bids = [b or 0 for b in self.bids]
        self.last_bids = bids
        worth = 2 if self.round == ROUNDS and self.options["double_last"] else 1
        text = f"Bids: {self.players[0]} {bids[0]}, {self.players[1]} {bids[1]}"
        if bids[0] == bids[1]:
            self.drawer = 0
            out.append(Event(text + "; nobody wins the round.", kind="reveal"))
        else:
            winner = 0 if bids[0] > bids[1] else 1
            self.won[winner] += worth
            self.drawer = 1 - winner
            out.append(Event(text + f"; {self.players[winner]} wins the round.",
                             kind="reveal"))
        self.phase = "draw"

    def _next_round(self, out: list[Event]) -> None:
        if self.round == ROUNDS:
            self.phase = "over"
            out.append(Event("The game is over.", kind="over"))
            return
        self.round += 1
        self.bids = [None, None]
        self.phase = "bid"
        out.append(Event(f"Round {self.round}: bid.", kind="round"))

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
                "tiebreak": "Equal scores share the place."}

    def view(self, seat: int | None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "game": NAME, "version": self.version, "players": list(self.players),
            "seat": seat, "phase": self.phase, "round": self.round, "to_act": self.to_act(),
            "won": list(self.won), "hand_counts": [len(h) for h in self.hands],
            "has_bid": [b is not None for b in self.bids], "last_bids": self.last_bids,
            "deck": len(self.deck),
            "events": [e["text"] for e in self.events_for(seat)],
            "result": self.result() if self.is_over() else None,
        }
        if seat is not None:
            out["hand"] = list(self.hands[seat])
            out["my_bid"] = self.bids[seat]
        return out

    def timeout_action(self, seat: int) -> Action | None:
        """Doing nothing is bidding nothing, or not drawing."""
        return self.legal_action(seat, "pass")

    def _refusal(self, seat: int, code: str) -> str:
        verb, args = parse_code(code)
        if self.phase == "bid" and verb == "bid":
            card = number(args[0]) if args else None
            if card not in self.hands[seat]:
                return "You do not hold that card. " + self.offer(seat)
        if self.phase == "draw" and verb == "draw" and not self.deck:
            return "The deck is empty. " + self.offer(seat)
        return "That is not a move of this step. " + self.offer(seat)

    def _not_your_move(self, seat: int) -> str:
        if self.phase == "bid":
            return "You have bid already; waiting for the other seat."
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
