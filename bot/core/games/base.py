"""What the Discord side may know about one game, with defaults that suit any game.

The generic modules (panels, publishing, commands) ask ``bot.core.games.adapter(name)`` and never
name a game: a game registered in ``engine.GAMES`` without an adapter plays with these defaults.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.core.models import Outcome
from engine.core import Action, Msg, State
from engine.registry import GameInfo, Option
from words import say, tr


@dataclass(frozen=True)
class Several:
    """A decision made of several of the same step ("pay 3 cards"): one select of exactly
    ``count`` options, each a step's code (made unique with ``#n`` where a card is held
    twice); the other legal actions stay as they are."""

    placeholder: str
    count: int
    options: list[tuple[str, str]]   # (code#n, label)
    verb: str                        # the confirm button: "Pay these"


@dataclass(frozen=True)
class Bidding:
    """A decision that is only "bid an amount or pass": the legal amounts, ascending, and the
    standing bid the "+k" buttons count from (None: one below the lowest legal bid)."""

    amounts: list[int]
    high: int | None


class Adapter:
    """Panel rules and rules texts of one game; the defaults read only the contract.

    Every method that returns words takes ``lang`` (one of ``words.LANGUAGES``): the
    words come from the catalogs in ``words/locales``, never from the code."""

    #: ``/game rules`` topics (the first is the overview): topic → catalog key of its page
    rules: dict[str, str] = {}
    #: the kinds of decision a learner is reminded of the first time (bot/core/teaching.py),
    #: the first that fits wins: (kind, its ``/game rules`` topic, the view's phases it
    #: happens in (empty: any), the action kinds that make it: any one of them, the code
    #: before its first ``:`` (empty: any)); its line is the catalog's
    #: ``teach-<game>-<kind>``
    teaching: tuple[tuple[str, str, frozenset[str], frozenset[str]], ...] = ()
    #: the catalog keys of story lines that only say someone acted in secret or ended their
    #: turn ("alice has placed a bid"): when a chapter ends with such lines alone, the next
    #: chapter's message makes them plain, and the old message is not edited to tell them
    quiet: frozenset[str] = frozenset()
    #: the kinds of public event whose line a decisive moment of the story quotes as its
    #: cause (bot/core/story.py), most telling first: the channel's own scoring lines, so
    #: the story gives the figures the channel gave
    story_events: tuple[str, ...] = ()

    def status_line(self, view: dict[str, Any], lang: str) -> str:
        """The one-line status of a panel, from what the seat's view says (a ``Msg``). Not
        the view's ``waiting``: the panel is its reader's decision, and "waiting for bob"
        would be said to bob himself."""
        for key in ("status", "phase_label"):
            value = view.get(key)
            if value:
                return say(lang, value)
        phase = view.get("phase")
        return tr(lang, "phase", phase=phase) if isinstance(phase, str) and phase else ""

    def table_line(self, view: dict[str, Any], lang: str) -> str:
        """What the channel's live message says under its story, from the public view: what
        changes within a chapter and its picture leaves out (by default nothing: the picture
        says it)."""
        return ""

    def confirmations(self, view: dict[str, Any], actions: list[Action],
                      lang: str) -> dict[str, str]:
        """Codes that ask once more before they are played, with the question (docs/playing.md,
        "Everywhere": irreversible steps, and only while something useful is unused)."""
        return {}

    def several(self, view: dict[str, Any], actions: list[Action],
                lang: str) -> Several | None:
        """A decision the panel offers as one select of several steps, else None."""
        return None

    def bidding(self, view: dict[str, Any], actions: list[Action]) -> Bidding | None:
        """The auction controls' numbers when the decision is a numeric bid, else None."""
        return None

    def picture_view(self, view: dict[str, Any], actions: list[Action]) -> dict[str, Any]:
        """The view a seat's hand picture is drawn from, given its legal actions (the
        default: the view itself)."""
        return view

    def opens_chain(self, code: str) -> bool:
        """A choice that begins a chain of the same seat's decisions (an Evolution card:
        then where, then how): its panel shows the whole paths at once."""
        return False

    def steps_back(self, actions: list[Action]) -> set[str] | None:
        """Mid-chain: the codes that step back out of it (left out of the paths); None when
        the decision is not part of a chain (the path is complete)."""
        return None

    def option_value(self, option: Option, value: Any, lang: str) -> str:
        """An option's value in plain words: on/off for a switch, else the value."""
        if isinstance(value, bool):
            return tr(lang, "on" if value else "off")
        return str(value)

    def scores(self, view: dict[str, Any], lang: str) -> list[str]:
        """Each seat's score so far, as far as the public view shows it (``/game status``):
        by default the seats' ``points``."""
        seats = view.get("seats") or view.get("participants") or []
        return [tr(lang, "score-of", name=s.get("name", "?"), points=s["points"]) for s in seats
                if isinstance(s, dict) and isinstance(s.get("points"), int)]

    def chapter(self, view: dict[str, Any]) -> str:
        """Which chapter of the game the public view is in: one live table message each.
        By default a new round, phase or turn starts a new chapter."""
        return "/".join(str(view.get(key, "")) for key in ("round", "phase", "turn_number"))

    def state_chapter(self, state: State) -> str:
        """``chapter`` of the state's public view, for a replay that asks after every move (the
        story): a game whose public view is costly to build reads the few fields ``chapter``
        uses straight from the state."""
        return self.chapter(state.view(None))

    def chapter_owner(self, view: dict[str, Any]) -> int | None:
        """The seat whose own chapter this is (a player's turn), or None when it is
        everyone's (a round's bids, a phase). Another seat's decision in someone's own
        chapter (a bid in their auction) goes into that seat's last DM panel, edited,
        rather than a new DM: by default there is no owner, and every chapter a seat decides
        in starts a new DM."""
        return None

    def chapter_title(self, view: dict[str, Any], lang: str) -> str:
        """The live message's heading for the chapter, in plain words."""
        return self.status_line(view, lang) or tr(lang, "the-game")

    def moment_title(self, view: dict[str, Any], lang: str) -> str:
        """When a moment of the game's story happened (bot/core/story.py): the chapter's
        heading, less anything that names a player who may not be the moment's."""
        return self.chapter_title(view, lang)

    def story_axis(self, view: dict[str, Any]) -> tuple[str, int] | None:
        """Where the public view stands on the story chart's time axis: ("round", 3) by
        default, the unit naming the catalog's ``story-axis-<unit>``; None where it counts
        no unit (before the first round)."""
        number = view.get("round")
        return ("round", number) if isinstance(number, int) else None

    def summarise(self, lines: list[tuple[str, Msg]], lang: str) -> list[str]:
        """A long chapter's story told short (``(kind, message)`` of its public events), in
        a few lines; [] leaves it to the generic count of earlier lines (bot/core/ending.py)."""
        return []

    def pictures(self, outcome: Outcome) -> list[str]:
        """Pictures a change earns a message of their own for (beyond the table)."""
        return []

    def picture_title(self, kind: str, view: dict[str, Any], lang: str) -> str:
        return tr(lang, f"picture-{kind}")

    def rules_pages(self, info: GameInfo, lang: str) -> dict[str, str]:
        """The ``/game rules`` pages (topic → text): this adapter's, or the registry's
        blurb. Topics stay English words (they are command choices' values)."""
        if self.rules:
            return {topic: tr(lang, key) for topic, key in self.rules.items()}
        return {"overview": f"**{info.title}** — {info.blurb or info.title}"}
