"""Wild Cards at the Discord table: a round is two chapters (the secret bids; then the
reveal, the Refill cards and the picks), and its ``/game rules`` pages. Its bids are cards,
chosen from the hand with the default panel.

Every word comes from the catalogs (``words/locales/<lang>/wildcards.ftl``, keys
``wc-bot-…`` and ``wc-rules-…``), said in the reader's language ``lang``."""

from __future__ import annotations

from typing import Any

from bot.core.games.base import Adapter, Several
from engine.core import Action
from engine.registry import Option
from words import say, tr

BIDDING = ("bid", "eagle")


class WildCards(Adapter):
    def several(self, view: dict[str, Any], actions: list[Action],
                lang: str) -> Several | None:
        """Paying the extra cards of a bid: choose them all in one select, then confirm
        (docs/playing.md, "Wild Cards round": fewer clicks; the payment stays face down until the
        pick)."""
        owed = view.get("my_owed")
        codes = {a.code for a in actions}
        if not isinstance(owed, int) or owed < 2 or not any(c.startswith("pay:") for c in codes):
            return None
        options: list[tuple[str, str]] = []
        seen: dict[str, int] = {}
        for card in view.get("hand") or []:
            code = f"pay:{card.get('code')}"
            if code in codes:
                n = seen[code] = seen.get(code, -1) + 1
                options.append((f"{code}#{n}", say(lang, card.get("name") or code)))
        return Several(tr(lang, "wc-bot-pay-choose", count=owed), owed, options,
                       tr(lang, "wc-bot-pay-these"))

    def option_value(self, option: Option, value: Any, lang: str) -> str:
        if option.key == "talisman_seat" and isinstance(value, int):
            return (tr(lang, "wc-bot-talisman-random") if value < 0
                    else tr(lang, "wc-bot-seat", seat=value + 1))
        return super().option_value(option, value, lang)

    def scores(self, view: dict[str, Any], lang: str) -> list[str]:
        """Score tokens so far (species majorities and leaders count at the end)."""
        return [tr(lang, "wc-bot-score", name=p.get("name", "?"), points=p.get("points", 0))
                for p in view.get("participants") or [] if not p.get("is_leo")]

    def chapter(self, view: dict[str, Any]) -> str:
        part = "bids" if view.get("phase") in BIDDING else "picks"
        return f"round {view.get('round')} {part}"

    def chapter_title(self, view: dict[str, Any], lang: str) -> str:
        key = "wc-bot-chapter-bids" if view.get("phase") in BIDDING else "wc-bot-chapter-picks"
        return tr(lang, key, round=view.get("round"))

    #: topic → catalog key of its page (the same pages in en, nl and de)
    quiet = frozenset({"wc-ev-bid-placed", "wc-ev-two-placed"})
    #: a Leader card changing hands moves points between two players
    story_events = ("leader",)
    rules = {topic: f"wc-rules-{topic}"
             for topic in ("overview", "bidding", "ties", "refill", "leaders", "scoring", "leo")}
    #: first decisions of each kind, by the round's phase: the secret bid, the pick, a tie's
    #: hidden payment, the Refill card, a leader's power
    teaching = (
        ("bid", "bidding", frozenset({"bid"}), frozenset()),
        ("pick", "bidding", frozenset({"pick"}), frozenset()),
        ("tie", "ties", frozenset({"tie"}), frozenset()),
        ("refill", "refill", frozenset({"refill"}), frozenset()),
        ("leader", "leaders", frozenset({"eagle", "ibex", "meerkat"}), frozenset()),
    )


#: found by the game's module name (``bot.core.games.adapter``)
ADAPTER = WildCards()
