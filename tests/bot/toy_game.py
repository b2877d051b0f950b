"""A tiny game behind the engine contract, so the service is tested apart from the real rules.

"Secret bids": each seat holds three hidden cards from a shuffled deck 1–9 a seat; every round
all seats bid one card at once (simultaneous, hidden until the last bid), the highest bid
scores the sum of the bids (ties: nobody), then the round's winner may draw a card or pass.
It has what the bot must handle: hidden hands, private events, simultaneous seats, a single
seat reacting, a pass, and the state's random generator.
"""

from __future__ import annotations

from typing import Any

from engine.core import Action, Event, IllegalAction, State
from engine.registry import GAMES, GameInfo, Option, register

NAME = "toy"


class ToyState(State):
    GAME = NAME

    def _init(self, players: list[str], options: dict[str, Any], seed: int) -> None:
        self._init_common(players, options, seed)
        rng = self.random()
        deck = list(range(1, 10)) * len(players)
        rng.shuffle(deck)
        self.keep(rng)
        self.hands = [sorted(deck[i * 3:(i + 1) * 3]) for i in range(len(players))]
        self.deck = deck[len(players) * 3:]
        self.bids: list[int | None] = [None] * len(players)
        self.scores = [0] * len(players)
        self.round = 1
        self.drawer: int | None = None

    def to_act(self) -> list[int]:
        if self.is_over():
            return []
        if self.drawer is not None:
            return [self.drawer]
        return [s for s, b in enumerate(self.bids) if b is None]

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.drawer is not None:
            return [Action("draw", "Draw a card"), Action("pass", "Pass")]
        return [Action(f"bid:{c}", f"Bid {c}") for c in sorted(set(self.hands[seat]))]

    def is_over(self) -> bool:
        return self.round > int(self.options["rounds"])

    def result(self) -> dict[str, Any]:
        order = sorted(range(len(self.players)), key=lambda s: -self.scores[s])
        return {"ranking": [{"seat": s, "name": self.players[s], "place": i + 1,
                             "score": self.scores[s], "breakdown": {"bids": self.scores[s]}}
                            for i, s in enumerate(order)],
                "categories": ["bids"], "tiebreak": "seat order"}

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"round": self.round, "scores": list(self.scores),
                "bid": [b is not None for b in self.bids], "deck": len(self.deck),
                "hand": None if seat is None else list(self.hands[seat]),
                "hand_sizes": [len(h) for h in self.hands]}

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if action.code == "pass":
            return self._next_round([Event(f"{self.players[seat]} passes.")])
        if action.code == "draw":
            card = self.deck.pop(0)
            self.hands[seat].append(card)
            self.hands[seat].sort()
            return self._next_round([Event(f"{self.players[seat]} draws a card."),
                                     Event(f"You drew {card}.", to=(seat,), kind="private")])
        card = int(action.code.split(":")[1])
        self.hands[seat].remove(card)
        self.bids[seat] = card
        events = [Event(f"{self.players[seat]} has bid."),
                  Event(f"You bid {card}.", to=(seat,), kind="private")]
        if any(b is None for b in self.bids):
            return events
        bids = [int(b or 0) for b in self.bids]
        top = max(bids)
        winners = [s for s, b in enumerate(bids) if b == top]
        events.append(Event("Bids: " + ", ".join(f"{self.players[s]} {b}"
                                                 for s, b in enumerate(bids))))
        self.bids = [None] * len(self.players)
        if len(winners) == 1:
            self.scores[winners[0]] += sum(bids)
            events.append(Event(f"{self.players[winners[0]]} scores {sum(bids)}."))
        if len(winners) == 1 and self.deck:
            self.drawer = winners[0]
            return events
        return self._next_round(events)

    def _next_round(self, events: list[Event]) -> list[Event]:
        self.drawer = None
        self.round += 1
        if not self.is_over() and any(not h for h in self.hands):
            self.round = int(self.options["rounds"]) + 1
        return events

    def redeal(self, seat: int, seed: int) -> State:  # pragma: no cover - not used by the bot
        raise IllegalAction("not needed")


def _create(players: list[str], options: dict[str, Any], seed: int) -> ToyState:
    state = ToyState.__new__(ToyState)
    state._init(players, options, seed)
    return state


INFO = GameInfo(NAME, "Toy Bids", 2, 4, ToyState, _create,
                (Option("rounds", "Rounds", 3, "rounds to play"),), "a test game")


def install() -> None:
    """Register the toy game (idempotent)."""
    register(INFO)


def uninstall() -> None:
    GAMES.pop(NAME, None)
