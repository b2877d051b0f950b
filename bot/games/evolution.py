"""Evolution at the Discord table: a round is three chapters (the food cards, playing cards,
feeding with what comes before it), and its ``/game rules`` pages."""

from __future__ import annotations

from typing import Any

from bot.games.base import Adapter
from engine.core import Action

CHAPTERS = {"food": "food cards", "play": "playing cards", "before": "feeding",
            "feed": "feeding"}


class Evolution(Adapter):
    def opens_chain(self, code: str) -> bool:
        """Playing a card: then a new species, or a species and its use (UX.md "Evolution
        round": the card and where it goes in one panel)."""
        return code.startswith("card:")

    def steps_back(self, actions: list[Action]) -> set[str] | None:
        codes = {a.code for a in actions}
        return {"cancel"} if "cancel" in codes else None

    def scores(self, view: dict[str, Any]) -> list[str]:
        """What shows on the table: population and traits of the species (the food bags
        stay hidden until the end)."""
        out = []
        for seat in view.get("seats") or []:
            shown = sum(sp.get("pop", 0) + len(sp.get("traits", []))
                        for sp in seat.get("species", []))
            out.append(f"{seat.get('name', '?')} {shown} + food bag")
        return out

    def chapter(self, view: dict[str, Any]) -> str:
        phase = str(view.get("phase", ""))
        return f"round {view.get('round')} {CHAPTERS.get(phase, phase)}"

    def chapter_title(self, view: dict[str, Any]) -> str:
        phase = str(view.get("phase", ""))
        return f"Round {view.get('round')} · {CHAPTERS.get(phase, phase)}"

    rules = {
        "overview": (
            "**Evolution** (2–5 players) — evolve species with traits, body size and "
            "population; feed them at the watering hole or by hunting. Everyone starts with "
            "one species (body size 1, population 1). The deck running out marks the last "
            "round; then food eaten, surviving population and traits score."),
        "round": (
            "**A round**: 1 each player gets 3 cards + 1 per species; 2 everyone secretly "
            "puts one card face down as food for the watering hole; 3 in turn order, play "
            "any number of cards; 4 the food cards are revealed (a negative total adds "
            "nothing); before eating: Long Neck, Fertile, Fat Tissue, Intelligence; 5 feed; "
            "6 population drops to food eaten and the first-player marker passes left."),
        "cards": (
            "**Playing cards**: each card is either a new species (at either end of your "
            "row), +1 body size or +1 population of one species (both at most 6), or a "
            "trait on a species: at most 3 traits (2 with 2 players), never two alike; a "
            "new trait on a full species replaces one."),
        "feeding": (
            "**Feeding**: in turn order each player with a species that can eat feeds one. "
            "A herbivore takes 1 plant food from the watering hole (Foraging 2). A "
            "carnivore never eats plants and must attack a species with smaller body size, "
            "as its traits allow (Climbing, Hard Shell, Burrowing, Warning Call, Symbiosis, "
            "Defensive Herding, Horns); the prey loses 1 population and the carnivore takes "
            "meat equal to the prey's body size. Feeding ends when nobody can eat. A "
            "species that ate nothing dies out; its owner draws a card per trait lost."),
        "scoring": (
            "**Score**: food bag (all food eaten) + population of surviving species + their "
            "traits. Ties: more traits, then more population, else shared. When the deck "
            "runs out while dealing, that round is the last; otherwise one more round "
            "follows."),
    }
