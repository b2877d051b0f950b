"""Evolution's engine writes no sentence (docs/i18n.md). Random legal games of every player count,
played to the end: every message anywhere (events, refusals of illegal codes, the labels and
groups of every choice, the views of every seat and of a spectator, the result) names a key that
all three catalogs hold, gives exactly the arguments that message reads, and said in Dutch and
German it leaves no key or placeholder unsaid."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from hypothesis import given

from engine.core import Msg, Rng, State, is_msg
from engine.evolution.data import TRAIT_SLUG
from tests.support.catalogs import messages, placeholders
from tests.support.walk import MAX_STEPS, PER_TABLE, SEEDS, Config, configs
from words import FOLDER, LANGUAGES, ONE_OF, has, say

TABLES = [c for c in configs() if c.game == "evolution"]
#: codes no seat may play (some never legal, some legal now and then): each is refused with
#: a message at every position where it is not legal
PROBES = ["pass", "end", "done", "cancel", "intel", "body", "pop", "trait", "new:left",
          "replace:5", "off:climbing", "off:nonsense", "food:0", "card:0", "discard:0",
          "on:1", "feed:1", "prey:1", "prey:999", "fat:1", "fat:1:9", "fertile:1",
          "longneck:x", "garbage"]
#: what an unsaid message looks like in a text: a key, or a Fluent placeholder or error
UNSAID = re.compile(r"\b(ev|core|reg)-[a-z0-9-]+|\{|\}")


class Checker:
    """Checks each different message once (a game says the same ones over and over)."""

    def __init__(self) -> None:
        self.seen: set[str] = set()
        self.keys: set[str] = set()
        self.capitals: set[str] = set()

    def check(self, data: Any, where: str) -> None:
        for m in messages(data):
            text = json.dumps(m, sort_keys=True)
            if text in self.seen:
                continue
            self.seen.add(text)
            self.keys.add(m["key"])
            self.one(m, where)

    def capital(self, m: Msg) -> None:
        """A label or an event starts like a sentence, in every language."""
        if m["key"] in self.capitals:
            return
        self.capitals.add(m["key"])
        for lang in LANGUAGES:
            said = say(lang, m)
            assert not said[0].islower(), (lang, said)

    def one(self, m: Msg, where: str) -> None:
        key, args = m["key"], m.get("args", {})
        if key == ONE_OF:
            assert set(args) == {"items"}, (where, m)
            return
        for lang in LANGUAGES:
            assert has(lang, key), f"{where}: {key} missing in {lang}"
        assert set(args) == placeholders()[key], f"{where}: {key} args {sorted(args)}"
        for lang in ("nl", "de"):
            said = say(lang, m)
            assert said.strip() and not UNSAID.search(said), f"{where} ({lang}): {said!r}"


def play(state: State, seed: int, checker: Checker) -> None:
    """A random legal game to the end, every message on the way checked."""
    rng = Rng(seed ^ 0x18)
    n = len(state.players)
    checker.check(state.events, "setup")
    for step in range(MAX_STEPS):
        for seat in (None, *range(n)):
            checker.check(state.view(seat), f"view {seat}")
        if state.is_over():
            break
        seats = state.to_act()
        seat = seats[rng.below(len(seats))]
        legal = state.legal_actions(seat)
        codes = {a.code for a in legal}
        for action in legal:
            assert is_msg(action.label) and is_msg(action.group), action.code
            checker.check([action.label, action.group], f"choice {action.code}")
            checker.capital(action.label)
        if step % 7 == 0:  # the refusals: a few codes now and then
            for probe in PROBES:
                if probe not in codes:
                    checker.check(state.refusal(seat, probe), f"refusal {probe}")
            others = [s for s in range(n) if s not in seats]
            for other in others[:1]:
                checker.check(state.refusal(other, "end"), "not your move")
            checker.check(state.undo_refusal(seat), "undo")
        events = state.apply(seat, legal[rng.below(len(legal))])
        checker.check([e.msg for e in events], "events")
        for event in events:
            checker.capital(event.msg)
    assert state.is_over()
    checker.check(state.result(), "result")
    for category in state.result()["categories"]:
        checker.check({"key": category, "args": {}}, "category")
    checker.check(state.refusal(0, "end"), "over")


@pytest.mark.parametrize("table", TABLES, ids=[c.id for c in TABLES])
@PER_TABLE
@given(seed=SEEDS)
def test_every_message_is_in_every_catalog(table: Config, seed: int) -> None:
    checker = Checker()
    play(table.new(seed), seed, checker)
    assert len(checker.keys) > 40


#: the files whose words are Evolution's
SOURCES = ["engine/evolution/*.py", "renderers/evolution*.py", "bot/core/games/evolution.py"]
KEY = re.compile(r'(?<![\w{])"(ev-[a-z0-9-]+)"')
PATTERN = re.compile(r'f"(ev-[^"]*\{[^"]*)"')


def test_every_key_the_code_names_is_in_the_catalogs() -> None:
    """Random games do not meet every message (an attack through Intelligence is rare): each
    key written in the code is in all three catalogs, and each key made from a pattern
    (``f"ev-trait-{slug}"``) matches some."""
    root = FOLDER.parent.parent
    keys: set[str] = set()
    patterns: set[str] = set()
    for glob in SOURCES:
        for path in root.glob(glob):
            text = path.read_text(encoding="utf-8")
            keys |= set(KEY.findall(text))
            patterns |= set(PATTERN.findall(text))
    assert len(keys) > 100 and patterns
    for key in keys:
        for lang in LANGUAGES:
            assert has(lang, key), f"{key} missing in {lang}"
    known = placeholders()
    for pattern in patterns:
        regex = re.compile(re.sub(r"\\\{[^}]*\\\}", "[a-z]+", re.escape(pattern)) + "$")
        assert any(regex.match(k) for k in known), pattern


def test_every_message_says_itself_in_every_language() -> None:
    """Each message of the catalog, with arguments of its placeholders (names, numbers for
    the plurals), said in each language: no key or placeholder left unsaid."""
    for key, names in placeholders().items():
        if not key.startswith("ev-"):
            continue
        args = {n: (1 if n in ("n", "hole") else 3) if n in NUMBERS else "Ann" for n in names}
        for lang in LANGUAGES:
            said = say(lang, {"key": key, "args": args})
            assert said.strip() and not UNSAID.search(said), (lang, key, said)


#: the placeholders that hold numbers
NUMBERS = {"n", "hole", "players", "round", "left", "fat", "pop", "body", "to", "now", "max",
           "food", "points", "hand", "bag", "total"}


def test_result_categories_are_catalog_keys() -> None:
    from engine.players import play_out
    state = play_out(TABLES[1].new(3), seed=3)
    result = state.result()
    for category in result["categories"]:
        assert all(has(lang, category) for lang in LANGUAGES)
        assert all(set(row["breakdown"]) == set(result["categories"])
                   for row in result["ranking"])
    assert is_msg(result["tiebreak"])


def test_trait_names_and_texts_exist_for_every_trait() -> None:
    for slug in TRAIT_SLUG.values():
        for lang in LANGUAGES:
            assert has(lang, f"ev-trait-{slug}") and has(lang, f"ev-trait-{slug}-text")


def test_german_and_dutch_use_the_editions_words() -> None:
    """The German edition's names where we know them (Fleischfresser, Kletterer), informal
    address, the game's terms (Tierart, Wasserloch; soort, drinkplaats)."""
    from engine.core import msg
    assert say("de", msg("ev-trait-carnivore")) == "Fleischfresser"
    assert say("de", msg("ev-trait-climbing")) == "Kletterer"
    assert say("de", msg("ev-why-food")).startswith("Leg ")
    assert "Tierart 2 von Ann" in say("de", msg("ev-extinct", species=msg(
        "ev-species-of", player="Ann", n=2)))
    assert say("nl", msg("ev-why-not-in-hand")) == "Die kaart heb je niet in je hand."
    assert "drinkplaats" in say("nl", msg("ev-why-food"))
    assert say("de", msg("ev-draws", player="Bo", n=1)) == "Bo zieht 1 Karte."
    assert say("de", msg("ev-draws", player="Bo", n=3)) == "Bo zieht 3 Karten."
