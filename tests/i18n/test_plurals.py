"""Plurals: wherever a number meets a countable noun, the catalog chooses the noun's form with a
Fluent selector (``{ $n -> [one] … *[other] … }``), so nobody reads "1 games" (docs/i18n.md,
"Plurals and numbers").

Exempt, by decision: nouns whose plural is the singular (German "Spieler", "Plättchen") and
uncountable ones (food, voedsel, Nahrung): they read right with any number.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.syntax import ast, parse

from words import FOLDER, LANGUAGES, bundle

#: per language, each plural form a number may stand before, and its singular
NOUNS: dict[str, dict[str, str]] = {
    "en": {
        "games": "game", "points": "point", "cards": "card", "players": "player",
        "moves": "move", "seconds": "second", "rounds": "round", "tiles": "tile",
        "seats": "seat", "wins": "win", "turns": "turn", "pages": "page",
    },
    "nl": {
        "spellen": "spel", "punten": "punt", "kaarten": "kaart", "spelers": "speler",
        "zetten": "zet", "seconden": "seconde", "rondes": "ronde", "tegels": "tegel",
        "plaatsen": "plaats", "beurten": "beurt", "pagina's": "pagina",
    },
    "de": {
        "Spiele": "Spiel", "Spielen": "Spiel", "Punkte": "Punkt", "Punkten": "Punkt",
        "Karten": "Karte", "Züge": "Zug", "Zügen": "Zug", "Sekunden": "Sekunde",
        "Runden": "Runde", "Plätze": "Platz", "Seiten": "Seite", "Spielern": "Spieler",
    },
}
#: words that read right with any number: a plural that is its singular (German "Spieler"
#: beside the dative "Spielern")
SAME = frozenset({"Spieler"})
#: variables that hold a name, not a number ("{ $player } wins" is a verb)
NAMED = frozenset({"name", "names", "player", "title", "winner", "host", "phase", "topic"})


def _noun_after(lang: str, text: str) -> str | None:
    """The countable noun (either form) that ``text`` starts with, after one space."""
    match = re.match(r" (\S+?)[.,;:!?)]*(\s|$)", text)
    if not match:
        return None
    word = match.group(1)
    if word in SAME:
        return None
    nouns = NOUNS[lang]
    return word if word in nouns or word in nouns.values() else None


def _walk(
    lang: str, elements: list, selectors: frozenset[str]
) -> Iterator[tuple[str, str, bool]]:
    """(variable, noun, inside a select on that variable) for each number placeable followed
    by a noun."""
    for index, element in enumerate(elements):
        if not isinstance(element, ast.Placeable):
            continue
        expression = element.expression
        if isinstance(expression, ast.SelectExpression):
            name = getattr(expression.selector, "id", None)
            inner = selectors | {name.name} if isinstance(name, ast.Identifier) else selectors
            for variant in expression.variants:
                yield from _walk(lang, variant.value.elements, frozenset(inner))
            continue
        if isinstance(expression, ast.Placeable):
            yield from _walk(lang, [expression], selectors)
            continue
        if not isinstance(expression, ast.VariableReference):
            continue
        after = elements[index + 1] if index + 1 < len(elements) else None
        if not isinstance(after, ast.TextElement):
            continue
        noun = _noun_after(lang, after.value)
        if noun and expression.id.name not in NAMED:
            variable = expression.id.name
            yield variable, noun, variable in selectors


def _patterns(path: Path) -> Iterator[tuple[str, ast.Pattern]]:
    for entry in parse(path.read_text(encoding="utf-8")).body:
        if isinstance(entry, ast.Message):
            if entry.value is not None:
                yield entry.id.name, entry.value
            for attribute in entry.attributes:
                yield f"{entry.id.name}.{attribute.id.name}", attribute.value


def counted(lang: str) -> list[tuple[str, str, str, bool]]:
    """(message, variable, noun, selected) for every number before a noun in ``lang``."""
    found = []
    for path in sorted((FOLDER / lang).glob("*.ftl")):
        for key, pattern in _patterns(path):
            for variable, noun, selected in _walk(lang, pattern.elements, frozenset()):
                found.append((key, variable, noun, selected))
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_number_before_a_noun_is_in_a_plural_selector(lang: str):
    bare = sorted({f"{key}: {{ ${var} }} {noun}" for key, var, noun, ok in counted(lang) if not ok})
    assert bare == [], f"{lang}: a number meets a noun outside a plural selector:\n" + "\n".join(
        bare
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_and_two_read_right(lang: str):
    """Each counted message said with 1 and with 2: "1 point", "2 points"."""
    nouns = NOUNS[lang]
    found = bundle(lang)
    checked = 0
    for key, variable, _noun, _ok in counted(lang):
        if "." in key:
            continue
        pattern = found.get_message(key).value
        for n in (1, 2):
            text, _errors = found.format_pattern(pattern, {variable: n})
            for plural, singular in nouns.items():
                if plural == singular or singular in SAME and n == 2:
                    continue
                wrong = f"{n} {plural}" if n == 1 else f"{n} {singular}"
                assert not re.search(rf"(^|\D){re.escape(wrong)}\b", text), (
                    f"{lang} {key} with ${variable}={n}: {text!r}"
                )
        checked += 1
    assert checked > 10, f"{lang}: only {checked} counted messages found"
