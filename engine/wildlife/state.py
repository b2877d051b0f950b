"""The WildLife state: plain JSON data, and dispatch of decisions by the pending sub-step.

Who decides (``to_act``): the seat whose turn it is, or the seat a pending sub-step names —
an auction's bidder, a Defense holder, an Epidemic's remover, an auction buyer using the card,
a seeding or organism-auction seat. Every multi-part choice is a chain of small decisions
held in ``pending`` (one frame at a time, typed in frames.py), so each list stays short; the
turn player's card waits in ``paused`` while an ability is used in the middle of it.
"""

from __future__ import annotations

import threading
from typing import Any, ClassVar

from engine.core import Action, Event, IllegalAction, Msg, Rng, State, msg
from engine.wildlife import abilities, auction, cards, events, setup, turn, view
from engine.wildlife.data import (
    CARDS_PER_TURN,
    HAND_SIZE,
    LEDGER,
    LEDGER_KEYS,
    TIEBREAK_KEY,
    card_name,
    sort_hand,
)
from engine.wildlife.frames import CardFrame, Frame
from engine.wildlife.scoring import final_places

#: the last legal_actions answer of this thread: (state object, version, seat, actions). apply
#: validates against it instead of computing the list again (that was half the engine time).
#: It lives outside the state, which keeps only plain data, and per thread, because the bot
#: runs AI players and renderers in worker threads; a state changed by hand must bump its
#: version before apply (apply itself bumps it).
_LAST_LEGAL = threading.local()

_FRAMES = {
    "card": cards, "auction": auction, "defense": abilities, "free": abilities,
    "mobility": abilities, "aggression": abilities, "epidemic": events,
    "org_auction": setup, "org_pick": setup,
}


class WildLifeState(State):
    GAME: ClassVar[str] = "wildlife"

    # attributes (all plain JSON data) are created in setup.create
    n: int
    organisms: list[Any]
    order: list[int]
    phase: str
    turn: int
    seed_queue: list[int]
    tiles: dict[str, int]
    supply: list[int]
    food: list[int]
    bank: int
    points: list[int]
    ledger: list[dict[str, int]]
    levels: list[dict[str, int]]
    adapt_taken: list[int]
    adapt_supply: dict[str, list[int]]
    abilities: list[dict[str, int]]
    fresh: list[dict[str, int]]
    used: dict[str, int]
    defense_used: list[int]
    ability_supply: dict[str, int]
    deck: list[str]
    discard: list[str]
    hands: list[list[str]]
    played: list[str]
    cards_played: int
    auctions: int
    free_used: bool
    markers: dict[str, dict[str, int]]
    big_due: int
    end_due: bool
    pending: Frame | None
    paused: CardFrame | None
    last: dict[str, list[Any]]
    last_big: dict[str, Any] | None
    big_count: int
    round_start: int
    round_turns: int
    turn_number: int

    # -- the contract --------------------------------------------------------------------
    def to_act(self) -> list[int]:
        if self.phase == "over":
            return []
        p = self.pending
        if p is not None:
            if p["k"] == "auction" or p["k"] == "org_auction":
                return [p["turn"]]
            if p["k"] == "epidemic":
                return [p["queue"][0]]
            return [p["seat"]]
        if self.phase == "seeding":
            return [self.seed_queue[0]]
        return [self.turn]

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        p = self.pending
        if p is not None:
            acts = _FRAMES[p["k"]].legal(self, p)
        elif self.phase == "seeding":
            acts = setup.seeding_legal(self, seat)
        else:
            acts = turn.menu_legal(self)
        _LAST_LEGAL.entry = (self, self.version, seat, acts)
        return acts

    def _apply(self, seat: int, action: Action) -> list[Event]:
        last = self.last
        if last["moved"] or last["placed"] or last["removed"]:
            self.last = {"moved": [], "placed": [], "removed": []}
        out: list[Event] = []
        p = self.pending
        if p is not None:
            _FRAMES[p["k"]].apply(self, p, action.code, out)
        elif self.phase == "seeding":
            setup.seeding_apply(self, seat, action.code, out)
        else:
            turn.menu_apply(self, action.code, out)
        if self.pending is None and self.paused is not None:
            self.pending, self.paused = self.paused, None  # the card's use goes on
        return out

    def action_from_code(self, seat: int, code: str) -> Action:
        last = getattr(_LAST_LEGAL, "entry", None)
        if last is not None and last[0] is self and last[1] == self.version and last[2] == seat:
            acts = last[3]
        else:
            acts = self.legal_actions(seat)
        for action in acts:
            if action.code == code:
                return action
        raise IllegalAction(self.refusal(seat, code))

    def _not_your_move(self, seat: int) -> Msg:
        return msg("wl-not-your-move", waiting=view.waiting_msg(self))

    def _refusal(self, seat: int, code: str) -> Msg:
        p = self.pending
        if p is not None:
            return _FRAMES[p["k"]].why_not(self, p, code)
        if self.phase == "seeding":
            return setup.seeding_why_not(self, seat)
        return turn.why_not(self, code)

    def timeout_action(self, seat: int) -> Action | None:
        """Per decision (each module's ``timeout``): pass in auctions, let an attack happen,
        step out of a half-made choice, end the turn once the auction is held; seeding, an
        Epidemic's removal and an organism chart's pick must be made (None)."""
        p = self.pending
        if p is not None:
            code = _FRAMES[p["k"]].timeout(self, p)
        elif self.phase == "seeding":
            code = None
        else:
            code = turn.timeout(self)
        return self.legal_action(seat, code)

    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> dict[str, Any]:
        places = final_places(self.points, self.food, self.tiles)
        ranking = [{"seat": s, "name": self.players[s], "place": places[s],
                    "score": self.points[s],
                    "breakdown": {LEDGER_KEYS[c]: v for c, v in self.ledger[s].items()},
                    "food": self.food[s], "organism": self.organisms[s]}
                   for s in range(self.n)]
        ranking.sort(key=lambda r: (r["place"], r["seat"]))
        return {"ranking": ranking, "categories": [LEDGER_KEYS[c] for c in LEDGER],
                "tiebreak": msg(TIEBREAK_KEY)}

    def view(self, seat: int | None) -> dict[str, Any]:
        return view.build(self, seat)

    def _redeal(self, clone: State, seat: int, rng: Rng) -> None:
        """Others' hands and the deck order are re-drawn from the cards ``seat`` cannot see."""
        assert isinstance(clone, WildLifeState)
        pool = list(clone.deck)
        for s in range(clone.n):
            if s != seat:
                pool.extend(clone.hands[s])
        pool.sort()  # the pool's real order is hidden information: start from a canonical one
        rng.shuffle(pool)
        for s in range(clone.n):
            if s != seat:
                size = len(clone.hands[s])
                clone.hands[s] = sort_hand(pool[:size])
                pool = pool[size:]
        clone.deck = pool

    # -- helpers the rule modules share ---------------------------------------------------
    def gain(self, seat: int, amount: int, category: str) -> None:
        """Move on the success track (negative amounts move back), kept in the ledger."""
        self.points[seat] += amount
        self.ledger[seat][category] = self.ledger[seat].get(category, 0) + amount

    def left_of(self, seat: int) -> int:
        """The next seat clockwise (turn order)."""
        order = self.order
        return order[(order.index(seat) + 1) % self.n]

    def opponents_from_left(self, seat: int) -> list[int]:
        out, s = [], self.left_of(seat)
        while s != seat:
            out.append(s)
            s = self.left_of(s)
        return out

    def card_limit(self) -> int:
        """3 card actions, one more per Intelligence held (seed 000 "The Abilities")."""
        return CARDS_PER_TURN + self.abilities[self.turn].get("intelligence", 0)

    def usable(self, seat: int, kind: str) -> int:
        """How many uses of an ability the seat has left now: once per card per turn; one
        bought at auction waits for the buyer's next turn, except Defense (seeds 000, 001).
        Defense blocks once in each opponent's turn however many Defense cards are held
        (seed 003 FAQ: "only once per turn, but can be used once against each opponent's
        turn"; seed 000's note; seed 001's card text: "Once in each turn of your
        opponents")."""
        held = self.abilities[seat].get(kind, 0)
        if kind == "defense":
            return 1 if held and seat != self.turn and not self.defense_used[seat] else 0
        if seat != self.turn or kind in ("food", "intelligence"):
            return 0
        return max(0, held - self.fresh[seat].get(kind, 0) - self.used.get(kind, 0))

    def draw(self, seat: int, count: int) -> list[str]:
        """Draw cards, reshuffling the discards when the deck runs out (seed 000)."""
        if count > 0:
            self.note_reveal()
        drawn: list[str] = []
        for _ in range(count):
            if not self.deck:
                if not self.discard:
                    break
                rng = self.random()
                self.deck = self.discard
                self.discard = []
                rng.shuffle(self.deck)
                self.keep(rng)
            drawn.append(self.deck.pop())
        self.hands[seat] = sort_hand(self.hands[seat] + drawn)
        return drawn

    def refill(self, seat: int, out: list[Event]) -> None:
        need = HAND_SIZE - len(self.hands[seat])
        if need <= 0:
            return
        before = len(self.deck)
        drawn = self.draw(seat, need)
        if len(drawn) > before:
            out.append(Event(msg("wl-reshuffled"), kind="info"))
        if drawn:
            out.append(Event(msg("wl-you-drew", cards=[card_name(k) for k in drawn]),
                             to=(seat,), kind="draw"))
            out.append(Event(msg("wl-draws", player=self.players[seat], count=len(drawn)),
                             kind="info"))

    def pay_bank(self, seat: int, amount: int) -> None:
        """Food a seat gives back to the Food Bank (conversion, Famine, organism bids)."""
        self.food[seat] -= amount
        self.bank += amount

    def from_bank(self, seat: int, amount: int) -> int:
        """Food the Food Bank pays a seat, while it lasts (the 48 chits are all there is;
        the rulebooks say nothing of an empty bank): returns what was paid."""
        paid = min(amount, self.bank)
        self.bank -= paid
        self.food[seat] += paid
        return paid

    def take_ability(self, seat: int, kind: str, source: int | None) -> None:
        """Move an ability card from the supply (source None) or another seat to ``seat``."""
        if source is None:
            self.ability_supply[kind] -= 1
        else:
            self.abilities[source][kind] -= 1
            if self.fresh[source].get(kind, 0) > self.abilities[source][kind]:
                self.fresh[source][kind] = self.abilities[source][kind]
        self.abilities[seat][kind] = self.abilities[seat].get(kind, 0) + 1


def create(players: list[str], options: dict[str, Any], seed: int) -> WildLifeState:
    """A new game, dealt (setup.deal)."""
    st = WildLifeState()
    st._init_common(players, options, seed)
    setup.deal(st)
    return st


__all__ = ["WildLifeState", "create"]
