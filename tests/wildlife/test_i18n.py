"""WildLife in three languages (docs/wildlife.md, "Words"): the engine says everything as
messages (``Msg``), the catalogs ``words/locales/{en,nl,de}/wildlife.ftl`` hold the words.

Random legal games of every player count, with and without the variants: every message met
anywhere (events, refusals of a few illegal codes, action labels and groups, the views of every
seat and of a spectator, the result) names a key of all three catalogs with exactly the
arguments the message uses, and said in Dutch and German it leaves no key or placeholder
unsaid. The name messages have a word for every code of the game, and the adapter's texts and
``/game rules`` pages exist in every language."""

from __future__ import annotations

import functools
import re
from typing import Any

import pytest
from fluent.syntax import ast, visitor
from hypothesis import given

import engine
from bot.core.games.wildlife import WildLife, end_question, pass_question
from engine.core import Action, IllegalAction, Rng, State
from engine.wildlife.board import AREAS, TERRAINS
from engine.wildlife.data import ABILITIES, CARD_TYPES, LEVELS, ORGANISMS
from engine.wildlife.state import WildLifeState
from tests.support.catalogs import catalog_messages as parsed
from tests.support.walk import PER_TABLE, SEEDS, Config, checkpoints, configs, random_walk
from words import LANGUAGES, ONE_OF, bundle, say

TABLES = [c for c in configs() if c.game == "wildlife"]
#: codes people may type that are not moves now, refused with a reason
ILLEGAL = ("bid:999", "bid:1", "pass", "play:joker", "auction:famine", "end", "convert:99",
           "migrate", "mobility", "aggression", "mode:attack", "mode:migrate", "to:Z9",
           "take:food", "pick:Unicorn", "nonsense")
#: a key, a placeholder or a Fluent reference left in a text
UNSAID = re.compile(r"\b(?:wl|core|opt|reg)-[a-z]|[{}]|\$[a-z]")


# -- the catalogs ----------------------------------------------------------------------------
class _Refs(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.messages: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802
        self.variables.add(node.id.name)
        self.generic_visit(node)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:  # noqa: N802
        self.messages.add(node.id.name)
        self.generic_visit(node)


@functools.cache
def catalog(lang: str) -> dict[str, _Refs]:
    """Every message of ``lang``'s catalogs with the variables and messages it refers to."""
    found = {}
    for entry in parsed(lang):
        refs = _Refs()
        refs.visit(entry)
        found[entry.id.name] = refs
    return found


@functools.cache
def placeholders(lang: str, key: str) -> frozenset[str]:
    """The arguments message ``key`` reads, through the messages it refers to (they share the
    caller's arguments: ``{ wl-terrain }`` reads ``$terrain``)."""
    refs = catalog(lang).get(key)
    assert refs is not None, f"{lang}: no message {key}"
    out = set(refs.variables)
    for other in refs.messages:
        out |= placeholders(lang, other)
    return frozenset(out)


def selector_keys(lang: str, key: str) -> set[str]:
    """The variant keys of the selectors in message ``key``."""
    keys: set[str] = set()

    class Keys(visitor.Visitor):
        def visit_Variant(self, node: ast.Variant) -> None:  # noqa: N802
            keys.add(node.key.name if isinstance(node.key, ast.Identifier) else node.key.value)
            self.generic_visit(node)

    for entry in parsed(lang):
        if entry.id.name == key:
            Keys().visit(entry)
    return keys


# -- the messages of a game ------------------------------------------------------------------
def is_msg(value: Any) -> bool:
    return type(value) is dict and isinstance(value.get("key"), str) and "args" in value


def messages(value: Any, into: dict[str, Any]) -> None:
    """Every message in ``value`` (a view, an event, a label…), nested ones too, by its text
    (``repr``: plain data). A message met before is not walked again: the ones in its
    arguments were taken with it (a game's views are mostly messages met before)."""
    if is_msg(value):
        fingerprint = repr(value)
        if fingerprint in into:
            return
        into[fingerprint] = value
        value = value["args"].values()
    elif isinstance(value, dict):
        value = value.values()
    elif not isinstance(value, list | tuple):
        return
    for item in value:
        if isinstance(item, dict | list | tuple):
            messages(item, into)


def refusals(state: State, seat: int, legal: list[Action]) -> list[Any]:
    """The reasons for a few illegal codes, by the seat to act (whose ``legal`` actions these
    are, listed once rather than once a code) and by one that is not."""
    out = []
    codes = {a.code for a in legal}
    for code in ILLEGAL:
        if code not in codes:
            with pytest.raises(IllegalAction) as err:
                state.apply(seat, code)
            out.append(err.value.msg)
    other = (seat + 1) % len(state.players)
    if other not in state.to_act():
        out.append(state.refusal(other, "end"))
    out.append(state.undo_refusal(seat))
    return out


def check(found: dict[str, Any]) -> None:
    """Each message: a key of every catalog, its arguments those the message reads, and said
    in every language with nothing left unsaid."""
    assert found
    for message in found.values():
        key, args = message["key"], message["args"]
        if key == ONE_OF:
            assert set(args) == {"items"}
            continue
        for lang in LANGUAGES:
            assert bundle(lang).has_message(key), f"{key} missing in {lang}"
            assert set(args) == placeholders(lang, key), (lang, key, sorted(args))
            text = say(lang, message)
            assert text.strip() and not UNSAID.search(text), (lang, key, text)


@pytest.mark.parametrize("table", TABLES, ids=[c.id for c in TABLES])
@PER_TABLE
@given(seed=SEEDS)
def test_every_message_of_a_game_is_in_every_catalog(table: Config, seed: int) -> None:
    state = table.new(seed)
    assert isinstance(state, WildLifeState)
    found: dict[str, Any] = {}
    messages(state.events, found)                       # the deal's events
    seen = 0
    for seat, legal in checkpoints(state, seed):
        if seat >= 0:
            for action in legal:
                messages([action.label, action.group], found)
            messages(refusals(state, seat, legal), found)
        for viewer in (None, *range(state.n)):
            messages(state.view(viewer), found)
        messages(state.events, found)
        seen += 1
    messages(state.result(), found)
    messages([state.refusal(0, "end"), state.undo_refusal(0)], found)
    assert seen > 15
    check(found)


def test_every_label_and_event_of_whole_games_is_in_every_catalog() -> None:
    """Not only at checkpoints: every action label and group of every position and every
    event of two whole games (3 players; 6 players with all the variants)."""
    found: dict[str, Any] = {}
    everything = {o.key: True for o in engine.GAMES["wildlife"].options}
    for players, options in ((3, {}), (6, everything)):
        state = engine.new_game("wildlife", [f"P{i}" for i in range(players)],
                                options=options, seed=players)
        messages(state.events, found)
        rng = Rng(players)
        while not state.is_over():
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            messages([[a.label, a.group] for a in legal], found)
            messages([e.msg for e in state.apply(seat, rng.choice(legal))], found)
    check(found)


def test_result_categories_and_tiebreak_are_catalog_keys() -> None:
    state = engine.new_game("wildlife", ["Ann", "Bob"], seed=2)
    for _ in random_walk(state, 2):
        pass
    result = state.result()
    for lang in LANGUAGES:
        for category in result["categories"]:
            assert bundle(lang).has_message(category)
        for row in result["ranking"]:
            assert set(row["breakdown"]) <= set(result["categories"])
        assert not UNSAID.search(say(lang, result["tiebreak"]))
    assert say("de", result["tiebreak"]) != say("en", result["tiebreak"])


# -- names -----------------------------------------------------------------------------------
#: each name message and the codes it names (its selector must have a variant for each)
NAMES = {
    "wl-terrain": TERRAINS, "wl-terrain-in": TERRAINS, "wl-area": list(AREAS),
    "wl-organism": list(ORGANISMS), "wl-the-organism": list(ORGANISMS),
    "wl-organism-letter": list(ORGANISMS), "wl-organism-colour": list(ORGANISMS),
    "wl-level": LEVELS, "wl-level-letter": LEVELS, "wl-adapt-step": LEVELS[:-1],
    "wl-ability": ABILITIES, "wl-ability-text": ABILITIES, "wl-card": list(CARD_TYPES),
    "wl-the-card": list(CARD_TYPES),
    "wl-as-card": [k for k, v in CARD_TYPES.items() if v[0] in ("terrain", "adaptation",
                                                                "ability")],
    "wl-card-text": [k for k, v in CARD_TYPES.items() if v[0] != "terrain"],
    "wl-strike": ["attack", "aggression", "mobility"],
    "wl-strike-a": ["attack", "aggression", "mobility"],
    "wl-phase": ["organisms", "seeding", "play", "over"],
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", sorted(NAMES))
def test_every_code_has_its_name(lang: str, key: str) -> None:
    """No code falls through to a selector's default ("*[other]"): each has its words."""
    assert set(NAMES[key]) <= selector_keys(lang, key)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_organism_letters_tell_the_organisms_apart(lang: str) -> None:
    letters = [say(lang, {"key": "wl-organism-letter", "args": {"organism": o}})
               for o in ORGANISMS]
    assert len(set(letters)) == len(letters) and all(len(x) == 1 for x in letters)


def test_german_uses_the_editions_terms() -> None:
    """Seeds 000/001 give the German edition's terms."""
    def de(key: str, **args: Any) -> str:
        return say("de", {"key": key, "args": args})
    assert [de("wl-terrain", terrain=t) for t in TERRAINS] == [
        "Wald", "Wüste", "Savanne", "Steppe", "Gebirge", "Wasser"]
    assert [de("wl-organism", organism=o) for o in ORGANISMS] == [
        "Krokodil", "Schlange", "Adler", "Bär", "Mammut", "Mensch"]
    assert [de("wl-ability", ability=a) for a in ABILITIES] == [
        "Nahrung", "Intelligenz", "Mobilität", "Verteidigung", "Angriff"]
    assert [de("wl-card", card=c) for c in ("food_source", "epidemic", "famine")] == [
        "Nahrungsquelle", "Seuche", "Hungersnot"]
    assert de("wl-area", area="F") == "Großer Wald"
    assert de("wl-level", level="none") == "keine Aktion"


# -- the adapter -----------------------------------------------------------------------------
def test_rules_pages_in_every_language() -> None:
    info = engine.GAMES["wildlife"]
    pages = {lang: WildLife().rules_pages(info, lang) for lang in LANGUAGES}
    assert list(pages["en"]) == ["overview", "turn", "cards", "abilities", "auction",
                                 "scoring", "end"]
    for lang in LANGUAGES:
        assert list(pages[lang]) == list(pages["en"])
        for topic, text in pages[lang].items():
            assert text.startswith("**") and len(text) > 150 and not UNSAID.search(text)
            if lang != "en":
                assert text != pages["en"][topic]


def test_options_and_blurb_in_every_language() -> None:
    for lang in LANGUAGES:
        for option in engine.GAMES["wildlife"].options:
            for key in (f"opt-wildlife-{option.key}", f"opt-wildlife-{option.key}-help"):
                assert bundle(lang).has_message(key), (lang, key)
        assert bundle(lang).has_message("wl-blurb")


def test_adapter_texts_in_every_language() -> None:
    """Status line, chapter titles, picture title and the questions, at positions of a game."""
    adapter = WildLife()
    state = engine.new_game("wildlife", ["Ann", "Bob", "Cy"], seed=7)
    asked = 0
    for step, (seat, legal) in enumerate(random_walk(state, 7)):
        if step % 25:
            continue
        view = state.view(seat)
        codes = {a.code for a in legal}
        questions = [end_question(view, codes), pass_question(view, legal)]
        asked += sum(q is not None for q in questions)
        for lang in LANGUAGES:
            texts = [adapter.status_line(view, lang), adapter.chapter_title(view, lang),
                     adapter.picture_title("scoring", view, lang),
                     *adapter.confirmations(view, legal, lang).values(),
                     *(say(lang, q) for q in questions if q is not None)]
            for text in texts:
                assert text and not UNSAID.search(text), (lang, text)
    assert asked > 0
