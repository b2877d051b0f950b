"""Wild Cards at the Discord table: a round is two chapters (the secret bids; then the
reveal, the Refill cards and the picks), and its ``/game rules`` pages. Its bids are cards,
chosen from the hand with the default panel."""

from __future__ import annotations

from typing import Any

from bot.games.base import Adapter, Several
from engine.core import Action
from engine.registry import Option

BIDDING = ("bid", "eagle")


class WildCards(Adapter):
    def several(self, view: dict[str, Any], actions: list[Action]) -> Several | None:
        """Paying the extra cards of a bid: choose them all in one select, then confirm
        (UX.md: fewer clicks; the payment stays face down until the pick)."""
        owed = view.get("my_owed")
        codes = {a.code for a in actions}
        if not isinstance(owed, int) or owed < 2 or not any(c.startswith("pay:") for c in codes):
            return None
        options, seen = [], {}
        for card in view.get("hand") or []:
            code = f"pay:{card.get('code')}"
            if code in codes:
                n = seen[code] = seen.get(code, -1) + 1
                options.append((f"{code}#{n}", str(card.get("name", code))))
        return Several(f"Choose the {owed} cards to pay", owed, options, "Pay these")

    def option_value(self, option: Option, value: Any) -> str:
        if option.key == "talisman_seat" and isinstance(value, int):
            return "random" if value < 0 else f"seat {value + 1}"
        return super().option_value(option, value)

    def scores(self, view: dict[str, Any]) -> list[str]:
        """Score tokens so far (species majorities and leaders count at the end)."""
        return [f"{p.get('name', '?')} {p.get('points', 0)} in tokens"
                for p in view.get("participants") or [] if not p.get("is_leo")]

    def chapter(self, view: dict[str, Any]) -> str:
        part = "bids" if view.get("phase") in BIDDING else "picks"
        return f"round {view.get('round')} {part}"

    def chapter_title(self, view: dict[str, Any]) -> str:
        part = ("secret bids" if view.get("phase") in BIDDING
                else "Refill cards and picking animals")
        return f"Round {view.get('round')} · {part}"

    rules = {
        "overview": (
            "**Wild Cards** (2–5 players; 2 play with the virtual player Leo) — bid with "
            "habitat cards (forest, savannah, mountains 1–4, and wild) to collect animals "
            "from the open display (one card fewer than players). Each round: 1 bid, 2 "
            "Refill cards, 3 take animals, 4 discard bids and refill the display. The game "
            "ends when the display cannot be refilled; most points wins."),
        "bidding": (
            "**Bids**: everyone places one hand card face down, or the Refill card; all are "
            "revealed together. The highest bid chooses first: it pays extra hand cards "
            "until the bid has as many cards as its value (a 3 = 3 cards), then takes an "
            "animal. You may decline instead (or must, with an empty display): take your "
            "cards back and draw 2. Hand limit: 10 habitat cards."),
        "ties": (
            "**Ties**: tied bids of 2 or more put their extra payment face down and reveal "
            "it; the highest total picks first. Still tied: the first player clockwise "
            "after the Talisman holder wins, and the Talisman then passes on. The Lion "
            "leader always wins ties; Leo wins ties against anyone but the Lion."),
        "refill": (
            "**Refill card**: discard any number of habitat cards, draw back up to 7 and "
            "take the Refill card back. That is your round (no animal). The Squirrel leader "
            "**may** draw up to 10 instead; the Meerkat leader may first swap one animal of "
            "their collection with one in the display."),
        "leaders": (
            "**Leaders**: having the most animals of a species (or as many as its holder) "
            "takes its Leader card at once. Peacock: 3 points at the end. Squirrel: after a "
            "Refill you **may** draw up to 10. Ibex: in phase 4 you **may** take your bid "
            "card back to your hand (not a wild card; extra payments are still discarded). "
            "Eagle: bid two cards, reveal one after the others. Lion: win every tie. "
            "Meerkat: with the Refill card, swap an animal with the display."),
        "scoring": (
            "**Points**: a bid and payment all of the animal's natural habitat (wild always "
            "counts) gives 2 points at once. At the end: your most collected species 2 "
            "points a card, your second most 1 a card (one species each); each leader 1 "
            "(Peacock 3); plus your score tokens. Ties: most animals, else shared."),
        "leo": (
            "**Leo** (always with 2 players, optional with 3–4): bids the top card of its "
            "own pile, always takes the display card nearest the draw pile, never pays "
            "extra, claims leaders but never uses them, wins ties except against the Lion, "
            "and does not score."),
    }
