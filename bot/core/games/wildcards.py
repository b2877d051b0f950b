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
from renderers.wildcards.cards import habitat_name, species_name
from renderers.wildcards.hand_picture import summary, tie_text
from renderers.wildcards.table_picture import BIDDING, hand_sizes, status_of
from words import listing, say, tr


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

    def status_line(self, view: dict[str, Any], lang: str) -> str:
        """What is asked, a tie's payment due, the reader's face-down bid and payment, its
        cards, points, Talisman and leaders, and the display: they change within a round while
        the hand does not, so the panel's text says them and the hand picture, which shows
        the cards only, is drawn again only when the hand changes (the face-down bid only
        here, in the owner's DM)."""
        seat = view.get("seat")
        me: dict[str, Any] = next((p for p in view.get("participants") or []
                                   if p.get("index") == seat), {})
        if not me:  # the public view: no reader's cards, bid or points to say
            return super().status_line(view, lang)
        parts = [super().status_line(view, lang), tie_text(view, me, lang)]
        if view.get("my_bid") and not me.get("bid"):
            parts.append(tr(lang, "wc-bot-your-bid", cards=cards_said(view["my_bid"], lang)))
        if view.get("my_payment"):
            parts.append(tr(lang, "wc-bot-your-payment",
                            cards=cards_said(view["my_payment"], lang)))
        parts += [summary(view, me, lang), display_said(view, lang)]
        return " · ".join(p for p in parts if p)

    def table_line(self, view: dict[str, Any], lang: str) -> str:
        """What changes within a round's part, which the table picture leaves out: the phase,
        who has placed a face-down bid and who is still bidding (never what), what each is
        doing, and the cards in each hand (public: the rulebook keeps them visible)."""
        doing = [tr(lang, "wc-bot-doing", name=str(p.get("name", "")), doing=status)
                 for p in view.get("participants") or []
                 if (status := status_of(view, p, lang))]
        parts = [say(lang, view["phase_label"]) if view.get("phase_label") else "",
                 ", ".join(doing), hand_sizes(view, lang)]
        return " · ".join(p for p in parts if p)

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


def cards_said(cards: list[Any], lang: str) -> str:
    """Habitat cards by their names ("Savannah 3, Wild 2")."""
    return ", ".join(say(lang, c.get("name")) for c in cards if isinstance(c, dict))


def display_said(view: dict[str, Any], lang: str) -> str:
    """The open display in words, each animal with its natural habitat."""
    cards = [tr(lang, "wc-bot-display-card", species=species_name(str(c.get("species")), lang),
                habitat=habitat_name(str(c.get("habitat")), lang))
             for c in view.get("display") or [] if c.get("species")]
    return (tr(lang, "wc-bot-display", cards=listing(lang, cards)) if cards
            else tr(lang, "wc-bot-display-empty"))


#: found by the game's module name (``bot.core.games.adapter``)
ADAPTER = WildCards()
