"""The Wild Cards state: plain JSON data plus the contract's methods, which delegate to the
modules named after the round's phases (bidding, refill, picking, rounds)."""

from __future__ import annotations

from typing import Any

from engine.core import Action, Event, Msg, Rng, State, msg, parse_code
from engine.wildcards import bidding, picking, redeal, refill, rounds, scoring, view
from engine.wildcards.data import DECLINE_DRAW, GAME, HABITAT_DECK, REFILL, card_name


class WildCardsState(State):
    """One game of Wild Cards.

    Participants are the seats ``0..n-1`` and, when playing with Leo, Leo as participant ``n``
    (``leo`` is then ``n``, else -1); per-participant lists have one entry per participant.
    Leo is never in ``to_act``: the engine plays Leo's steps itself.

    Attributes (all plain data): ``hands`` (kinds, sorted; the Refill card is implied in a
    player's hand whenever it is not on the table), ``leo_pile`` (Leo's face-down pile, top
    last, may hold "R"), ``deck``/``discard`` (Habitat cards, top last), ``animals`` (draw
    pile, top last), ``removed`` (unseen animals boxed at setup), ``boxed`` (seen animals put
    back in the box), ``display`` (index 0 lies nearest the animal draw pile),
    ``collections`` (species -> count), ``leaders`` (species -> participant or None),
    ``points`` (score tokens' worth), ``talisman`` (a seat), ``talisman_used``, ``round``,
    ``phase``, ``placed`` (face-down bid cards), ``bid_done``, ``bids`` (revealed final bids,
    None before the reveal), ``eagle_seat`` (who placed two cards this round, or -1),
    ``discarding`` (Refill discards chosen but not yet made, private), ``refilling`` (seats
    still resolving a Refill card), ``groups`` (participants by equal bid, highest first,
    not yet started), ``tie`` (seats paying hidden tie payments now), ``tie_done``,
    ``queue`` (pick order of the current group), ``payments`` (extra cards on the table),
    ``locked`` (payments revealed in a tie, cannot be taken back), ``picked``, ``declined``,
    ``known`` (cards every seat saw go back into a hand, kept by ``redeal``), ``over``.
    """

    GAME = GAME

    n: int
    leo: int
    hands: list[list[str]]
    leo_pile: list[str]
    deck: list[str]
    discard: list[str]
    animals: list[str]
    removed: list[str]
    boxed: list[str]
    display: list[str]
    collections: list[dict[str, int]]
    leaders: dict[str, int | None]
    points: list[int]
    talisman: int
    talisman_used: bool
    round: int
    phase: str
    placed: list[list[str]]
    bid_done: list[bool]
    bids: list[str | None]
    eagle_seat: int
    discarding: list[list[str]]
    refilling: list[int]
    groups: list[list[int]]
    tie: list[int]
    tie_done: list[int]
    queue: list[int]
    payments: list[list[str]]
    locked: list[bool]
    picked: list[str | None]
    declined: list[bool]
    known: list[list[str]]
    over: bool

    # -- who's who ---------------------------------------------------------------------------
    @property
    def participants(self) -> int:
        return self.n + (1 if self.leo >= 0 else 0)

    def who(self, index: int) -> str:
        return "Leo" if index == self.leo else self.players[index]

    # -- the contract ------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        if self.over:
            return []
        if self.phase == "bid":
            return [s for s in range(self.n) if not self.bid_done[s]]
        if self.phase == "eagle":
            return [self.eagle_seat]
        if self.phase == "meerkat":
            holder = self.leaders["meerkat"]
            return [] if holder is None else [holder]
        if self.phase == "refill":
            return list(self.refilling)
        if self.phase == "tie":
            return [s for s in self.tie if s not in self.tie_done]
        if self.phase == "pick":
            return self.queue[:1]
        if self.phase == "ibex":
            holder = rounds.ibex_holder(self)
            return [] if holder is None else [holder]
        return []

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.phase in ("bid", "eagle"):
            return bidding.legal(self, seat)
        if self.phase in ("meerkat", "refill"):
            return refill.legal(self, seat)
        if self.phase == "ibex":
            return rounds.ibex_legal(self, seat)
        return picking.legal(self, seat)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        out: list[Event] = []
        rng = self.random()
        if self.phase in ("bid", "eagle"):
            bidding.apply(self, seat, action.code, out)
        elif self.phase in ("meerkat", "refill"):
            refill.apply(self, seat, action.code, rng, out)
        elif self.phase == "ibex":
            rounds.ibex_apply(self, seat, action.code, out)
        else:
            picking.apply(self, seat, action.code, rng, out)
        rounds.advance(self, rng, out)
        self.keep(rng)
        return out

    def is_over(self) -> bool:
        return self.over

    def result(self) -> dict[str, Any]:
        return scoring.result(self)

    def view(self, seat: int | None) -> dict[str, Any]:
        return view.view(self, seat)

    def _redeal(self, clone: State, seat: int, rng: Rng) -> None:
        assert isinstance(clone, WildCardsState)
        redeal.redraw(clone, seat, rng)

    def timeout_action(self, seat: int) -> Action | None:
        """Doing nothing: bid the Refill card (the pass of phase 1), bid only the card placed
        (eagle), keep the collection (meerkat), draw without discarding (Refill), take no
        animal (a tie or a pick: bid back, draw 2), leave the ibex unused. The eagle's final
        bid must be chosen (None)."""
        placed = self.placed[seat] if self.phase == "bid" else []
        code = {"bid": "single" if placed else f"bid:{REFILL}", "meerkat": "noswap",
                "refill": "draw", "tie": "decline", "pick": "decline",
                "ibex": "ibex:discard"}.get(self.phase)
        return self.legal_action(seat, code)

    def _not_your_move(self, seat: int) -> Msg:
        if self.phase == "bid" and self.bid_done[seat]:
            return msg("wc-wait-bid")
        if self.phase == "tie" and seat in self.tie_done:
            return msg("wc-wait-tie")
        return super()._not_your_move(seat)

    def _refusal(self, seat: int, code: str) -> Msg:
        """Why ``code`` does not fit, said as the table would say it, and what instead."""
        verb, args = parse_code(code)
        kind = args[0] if args else ""
        if (verb in ("bid", "bid2", "pay", "discard") and kind in HABITAT_DECK
                and kind not in self.hands[seat]):
            return msg("wc-refuse-no-card", card=card_name(kind), offer=self.offer(seat))
        if self.phase in ("pick", "tie"):
            need = picking.owed(self, seat)
            if need and verb in ("pick", "confirm"):
                return msg("wc-refuse-pay-first", owed=need, count=DECLINE_DRAW)
        if self.phase == "bid" and self.placed[seat]:
            return msg("wc-refuse-eagle-second")
        return msg(REFUSALS[self.phase], offer=self.offer(seat))


REFUSALS: dict[str, str] = {phase: f"wc-refuse-{phase}" for phase in
                            ("bid", "eagle", "meerkat", "refill", "tie", "pick", "ibex")}
"""What a player may do in each phase (catalog keys, with the offer as ``$offer``), said when
a move that does not fit is refused."""
