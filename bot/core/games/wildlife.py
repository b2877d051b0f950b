"""WildLife at the Discord table: the turn's status line, the auction controls, the steps
that ask once more, and the ``/game rules`` pages.

Asking once more (docs/playing.md, "Everywhere" and "WildLife turn": irreversible steps, only while
something useful is unused): End turn while the free migration or card plays are unused, and
Pass on a card auction while the lowest bid is within the bidder's food and the card is of use
to it (any card but a terrain card for a terrain its organism is not adapted to). Typed
``/game play`` choices never ask.

Every word is said in the reader's language (``lang``) from the catalogs
(words/locales/*/wildlife.ftl): the ``/game rules`` pages are the messages
``wl-rules-<topic>``, the questions ``wl-bot-*``.
"""

from __future__ import annotations

from typing import Any

from bot.core.games.base import Adapter, Bidding
from bot.core.models import Outcome
from engine.core import Action, Msg, State, msg
from engine.wildlife.board import SPACES
from engine.wildlife.state import WildLifeState
from renderers.wildlife.facts import YOURS
from renderers.wildlife.facts import asked as asked_now
from renderers.wildlife.notes import turn_parts
from words import say, tr


class WildLife(Adapter):
    #: ``/game rules`` topics → their pages in the catalogs (words/locales/*/wildlife.ftl)
    quiet = frozenset({"wl-ends-turn"})
    #: the lines that move the success track: the big scoring, a full area, food turned
    #: into points, a famine's payments
    story_events = ("big_scoring", "small_scoring", "convert", "event")
    rules = {topic: f"wl-rules-{topic}" for topic in (
        "overview", "turn", "cards", "abilities", "auction", "scoring", "end")}
    #: first decisions of each kind: seeding, an auction bid, a Defense, an Epidemic, a
    #: terrain card's use, an adaptation, the turn's menu (rulebook: "The game turn")
    teaching = (
        ("seeding", "overview", frozenset({"seeding"}), frozenset()),
        ("bid", "auction", frozenset(), frozenset({"bid"})),
        ("defense", "abilities", frozenset(), frozenset({"block"})),
        ("epidemic", "cards", frozenset(), frozenset({"remove"})),
        ("use", "cards", frozenset(), frozenset({"mode"})),
        ("adapt", "cards", frozenset(), frozenset({"adapt"})),
        ("turn", "turn", frozenset(), frozenset({"auction"})),
    )

    def status_line(self, view: dict[str, Any], lang: str) -> str:
        """What is asked now, then the turn's progress (the reader's own turn outside an
        auction: a bid in another's auction is not "Cards played 3/3") or the card on auction
        and its high bid, then the reader's points, food and tiles. The panel's text says what
        changes within a turn, so the hand picture, which shows the seat's cards, levels and
        abilities only, is drawn again only when those change."""
        asked = asked_now(view)  # "Your move: …" when the reader is asked, never "Waiting
        # for bob" said to bob
        mine = isinstance(asked, dict) and str(asked.get("key", "")).startswith(YOURS)
        parts = [say(lang, asked)] if mine else []
        parts += self._progress(view, lang)
        own = own_line(view, lang)
        return " · ".join(parts + ([own] if own else [])) or super().status_line(view, lang)

    def _progress(self, view: dict[str, Any], lang: str) -> list[str]:
        """The card on auction and its high bid, or the reader's own turn's progress."""
        parts: list[str] = []
        info, auction = view.get("turn_info"), view.get("auction")
        if isinstance(auction, dict):
            card = auction.get("card") or {}
            if card.get("name"):
                parts.append(tr(lang, "wl-bot-on-auction", card=say(lang, card["name"])))
            high = auction.get("high")
            parts.append(tr(lang, "wl-bot-high-bid", food=high) if high
                         else tr(lang, "wl-bot-no-bid"))
        elif isinstance(info, dict) and "cards_played" in info and view.get("turn") == \
                view.get("seat"):
            parts += [
                tr(lang, "wl-bot-cards-played", played=info.get("cards_played") or 0,
                   limit=info.get("card_limit") or 0),
                tr(lang, "wl-pic-auction-still" if info.get("auction_due")
                   else "wl-pic-auction-held"),
                tr(lang, "wl-pic-free-used" if info.get("free_migration_used")
                   else "wl-pic-free-unused")]
        return parts

    def table_line(self, view: dict[str, Any], lang: str) -> str:
        """Whom the table waits for, the turn's progress and the cards in each hand: they
        change at nearly every decision, so the channel's text says them and the table
        picture is drawn again only when the map, a seat's row or the auction changes."""
        progress = turn_parts({**view, "big_scoring_due": None, "game_end_due": None}, lang)
        waiting = say(lang, view.get("waiting")) if view.get("waiting") else ""
        seats = [s for s in view.get("seats") or [] if s.get("organism")]
        cards = tr(lang, "wl-bot-hand-counts", counts=", ".join(
            f"{s.get('name', '?')} {s.get('hand_count') or 0}" for s in seats)) if seats else ""
        return " · ".join(p for p in [waiting, *progress, cards] if p)

    def chapter(self, view: dict[str, Any]) -> str:
        """A turn of play is a chapter; so are the organism auction and the seeding."""
        phase = str(view.get("phase", ""))
        return f"turn {view.get('turn_number')}" if phase == "play" else phase

    def state_chapter(self, state: State) -> str:
        """The chapter from the two fields of the public view it reads (``view.build`` copies
        them from the state as they are), without building the whole view: a replay of a
        2,000-move game for its story built one per move."""
        assert isinstance(state, WildLifeState)
        return self.chapter({"phase": state.phase, "turn_number": state.turn_number})

    def chapter_owner(self, view: dict[str, Any]) -> int | None:
        """A turn of play is its player's: the others' bids and defences in it are folded
        into their last panel."""
        turn = view.get("turn")
        return turn if view.get("phase") == "play" and isinstance(turn, int) else None

    def chapter_title(self, view: dict[str, Any], lang: str) -> str:
        phase = view.get("phase")
        if phase == "seeding":
            return tr(lang, "wl-bot-chapter-seeding")
        if phase == "organisms":
            return tr(lang, "wl-bot-chapter-organisms")
        if phase != "play":
            return tr(lang, "wl-bot-chapter-end")
        turn, seats = view.get("turn"), view.get("seats") or []
        number = view.get("turn_number") or 0
        if isinstance(turn, int) and 0 <= turn < len(seats):
            return tr(lang, "wl-bot-chapter-turn-of", number=number,
                      player=str(seats[turn].get("name", "")),
                      organism=str(seats[turn].get("organism", "")))
        return tr(lang, "wl-bot-chapter-turn", number=number)

    def moment_title(self, view: dict[str, Any], lang: str) -> str:
        """"Turn 35", not "Turn 35 · bob (Man)": the moment may be alice's."""
        if view.get("phase") == "play":
            return tr(lang, "wl-bot-chapter-turn", number=view.get("turn_number") or 0)
        return self.chapter_title(view, lang)

    def story_axis(self, view: dict[str, Any]) -> tuple[str, int] | None:
        """WildLife counts turns, not rounds."""
        number = view.get("turn_number")
        return ("turn", number) if view.get("phase") == "play" and number else None

    def picture_view(self, view: dict[str, Any], actions: list[Action]) -> dict[str, Any]:
        """The DM panel (docs/playing.md, "Everywhere"): the hand picture shows the part of the map
        a choice is about (the spaces named in the legal codes: ``from:D7``, ``to:C7``,
        ``place:E4``), with their names, so no one has to switch to the channel to pick
        "D7 → C7"."""
        spaces = [action.code.partition(":")[2] for action in actions]
        focus = list(dict.fromkeys(s for s in spaces if s in SPACES))
        return {**view, "focus": {"spaces": focus}} if focus else view

    def pictures(self, outcome: Outcome) -> list[str]:
        """A big scoring gets its breakdown picture (docs/playing.md, "WildLife turn")."""
        return ["scoring"] if any(e.kind == "big_scoring" for e in outcome.public) else []

    def picture_title(self, kind: str, view: dict[str, Any], lang: str) -> str:
        if kind == "scoring":
            return tr(lang, "wl-bot-picture-scoring", number=view.get("big_scorings") or 0)
        return super().picture_title(kind, view, lang)

    def bidding(self, view: dict[str, Any], actions: list[Action]) -> Bidding | None:
        """The card and organism auctions: every code is ``bid:<n>`` or ``pass``; "+k"
        counts from the view's ``auction.high`` (0 before the first bid)."""
        amounts = bid_amounts(actions)
        if amounts is None:
            return None
        auction = view.get("auction")
        high = auction.get("high") if isinstance(auction, dict) else None
        return Bidding(amounts, high if isinstance(high, int) else None)

    def confirmations(self, view: dict[str, Any], actions: list[Action],
                      lang: str) -> dict[str, str]:
        codes = {a.code for a in actions}
        asked = {}
        if "end" in codes and (question := end_question(view, codes)):
            asked["end"] = say(lang, question)
        if "pass" in codes and (question := pass_question(view, actions)):
            asked["pass"] = say(lang, question)
        return asked


def own_line(view: dict[str, Any], lang: str) -> str:
    """The reader's points, food and tiles (its row of the table, which its hand picture
    leaves out since they change within a turn); "" before it has an organism."""
    seat = view.get("seat")
    me = next((s for s in view.get("seats") or [] if s.get("seat") == seat), None)
    if not isinstance(me, dict) or not me.get("organism"):
        return ""
    return tr(lang, "wl-bot-own", points=me.get("points") or 0, food=me.get("food") or 0,
              supply=me.get("supply") or 0, board=me.get("on_board") or 0)


def bid_amounts(actions: list[Action]) -> list[int] | None:
    """The legal bids, ascending, when every code is ``bid:<number>`` or ``pass``."""
    codes = [a.code for a in actions]
    if "pass" not in codes or len(codes) < 2:
        return None
    bids = []
    for code in codes:
        if code == "pass":
            continue
        kind, _, amount = code.partition(":")
        if kind != "bid" or not amount.isdigit():
            return None
        bids.append(int(amount))
    return sorted(bids)


def end_question(view: dict[str, Any], codes: set[str]) -> Msg | None:
    """End turn asks once more only while card plays are unused: a card is an action lost.
    An unused free migration is no reason: skipping it is the common, deliberate choice, and
    the panel's status line already says "free migration unused" (it asked in 8 of 12 such
    questions in a two-person game)."""
    info = view.get("turn_info")
    if not isinstance(info, dict):
        return None
    unused = []
    left = int(info.get("card_limit") or 0) - int(info.get("cards_played") or 0)
    if left > 0 and any(c.startswith("play:") for c in codes):
        unused.append(msg("wl-bot-unused-cards", count=left))
    if not unused:
        return None
    return msg("wl-bot-end-question", unused=unused)


def pass_question(view: dict[str, Any], actions: list[Action]) -> Msg | None:
    """A card auction's Pass is final for that auction: worth asking when the lowest bid is
    paid from food alone and the card is of use."""
    auction, seat, seats = view.get("auction"), view.get("seat"), view.get("seats")
    if not isinstance(auction, dict) or not isinstance(seat, int) or not isinstance(
            seats, list) or not 0 <= seat < len(seats):
        return None
    card = auction.get("card") or {}
    own = seats[seat]
    if card.get("kind") == "terrain" and not own.get("levels", {}).get(card.get("terrain")):
        return None
    bids = bid_amounts(actions)
    food = int(own.get("food") or 0)
    if not bids or bids[0] > food:
        return None
    return msg("wl-bot-pass-question", card=str(card.get("code", "")), bid=bids[0], food=food)


#: found by the game's module name (``bot.core.games.adapter``)
ADAPTER = WildLife()
