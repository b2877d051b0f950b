"""Evolution at the Discord table: a round is three chapters (the food cards, playing cards,
feeding with what comes before it), and its ``/game rules`` pages. Every word comes from the
catalogs (``words/locales/<lang>/evolution.ftl``, keys ``ev-…``)."""

from __future__ import annotations

from typing import Any

from bot.core.games.base import Adapter
from bot.core.texts import escape
from engine.core import Action, Msg
from words import say, tr

#: the chapter of each phase, as the chapter ids name it (stable: live messages are told apart
#: by it), and the catalog key people read it by
CHAPTERS = {"food": "food cards", "play": "playing cards", "before": "feeding",
            "feed": "feeding"}
TAKES = ("ev-takes-plant", "ev-takes-meat")  # the food a species took, in a feeding's notes
CHAPTER_KEYS = {"food": "ev-chapter-food", "play": "ev-chapter-play",
                "before": "ev-chapter-feed", "feed": "ev-chapter-feed"}
PHASES = ("food", "play", "before", "feed", "over")


class Evolution(Adapter):
    quiet = frozenset({"ev-food-chosen", "ev-turn-ends"})
    #: a species dying out takes its points with it
    story_events = ("extinct",)
    rules = {"overview": "ev-rules-overview", "round": "ev-rules-round",
             "cards": "ev-rules-cards", "feeding": "ev-rules-feeding",
             "scoring": "ev-rules-scoring"}
    #: first decisions of each kind, by the round's phase: the food card, playing cards,
    #: the traits before eating, a carnivore's attack (a choice of prey), feeding
    teaching = (
        ("food", "round", frozenset({"food"}), frozenset()),
        ("cards", "cards", frozenset({"play"}), frozenset()),
        ("before", "round", frozenset({"before"}), frozenset()),
        ("attack", "feeding", frozenset({"feed"}), frozenset({"prey"})),
        ("feed", "feeding", frozenset({"feed"}), frozenset()),
    )

    def opens_chain(self, code: str) -> bool:
        """Playing a card: then a new species, or a species and its use (docs/playing.md,
        "Evolution round": the card and where it goes in one panel)."""
        return code.startswith("card:")

    def steps_back(self, actions: list[Action]) -> set[str] | None:
        codes = {a.code for a in actions}
        return {"cancel"} if "cancel" in codes else None

    def status_line(self, view: dict[str, Any], lang: str) -> str:
        """"Round 3 · Playing cards" (with "· last round"), as the pictures say it."""
        phase = view.get("phase")
        if phase not in PHASES:
            return super().status_line(view, lang)
        text = tr(lang, "ev-status", round=view.get("round", "?"),
                  phase=tr(lang, f"ev-phase-{phase}"))
        return tr(lang, "ev-status-last", status=text) if view.get("last_round") else text

    def scores(self, view: dict[str, Any], lang: str) -> list[str]:
        """What shows on the table: population and traits of the species (the food bags
        stay hidden until the end)."""
        out = []
        for seat in view.get("seats") or []:
            shown = sum(sp.get("pop", 0) + len(sp.get("traits", []))
                        for sp in seat.get("species", []))
            out.append(tr(lang, "ev-score-line", name=seat.get("name", "?"), points=shown))
        return out

    def summarise(self, lines: list[tuple[str, Msg]], lang: str) -> list[str]:
        """A long feeding told short: per player the plant food and meat eaten, then each
        attack and extinction by name."""
        eaten: dict[str, list[int]] = {}
        named: list[str] = []
        for kind, message in lines:
            for note in (message.get("args") or {}).get("notes") or []:
                if not isinstance(note, dict) or note.get("key") not in TAKES:
                    continue
                args = note.get("args") or {}
                owner = (args.get("species") or {}).get("args", {}).get("player")
                if owner is not None:
                    food = eaten.setdefault(str(owner), [0, 0])
                    food[note["key"] == "ev-takes-meat"] += int(args.get("n") or 0)
            if kind == "extinct" or str(message.get("key", "")).startswith("ev-attack"):
                named.append(escape(say(lang, message)))
        ate = [tr(lang, "story-ate", player=escape(p), plant=plant, meat=meat)
               for p, (plant, meat) in eaten.items()]
        return ([tr(lang, "story-eaten", eaten=ate)] if ate else []) + named

    def chapter(self, view: dict[str, Any]) -> str:
        phase = str(view.get("phase", ""))
        return f"round {view.get('round')} {CHAPTERS.get(phase, phase)}"

    def chapter_title(self, view: dict[str, Any], lang: str) -> str:
        phase = str(view.get("phase", ""))
        key = CHAPTER_KEYS.get(phase)
        name = tr(lang, key) if key else (
            tr(lang, f"ev-phase-{phase}") if phase in PHASES else phase)
        return tr(lang, "ev-chapter-title", round=view.get("round", "?"), chapter=name)


#: found by the game's module name (``bot.core.games.adapter``)
ADAPTER = Evolution()
