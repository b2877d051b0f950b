"""Finding English where a person reads another language: every word the English catalogs
hold and no other catalog does (names excepted), in what a person reads on a message (its text
and its controls' words). Used by the whole games in Dutch and German
(tests/bot/test_e2e_languages.py, tests/bot/test_e2e_alt_text.py)."""

from __future__ import annotations

import re
from typing import Any

from fluent.syntax import FluentParser, ast

from tests.bot.support import messages
from words import FOLDER, LANGUAGES, tr

WORD = re.compile(r"[^\W\d_]{4,}")
#: names a person may read in any language: the titles, the players, the AI seats' levels
NAMES = {"wildlife", "wild", "cards", "evolution", "alice", "bruno", "greedy", "search",
         "random"}


def catalog_words(lang: str) -> set[str]:
    """Every word the catalogs of ``lang`` hold (their text, not their keys)."""
    found: set[str] = set()
    for path in (FOLDER / lang).glob("*.ftl"):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, ast.Message | ast.Term):
                for node in _text_elements(entry):
                    found.update(w.lower() for w in WORD.findall(node))
    return found


def _text_elements(node: Any) -> list[str]:
    out: list[str] = []

    def visit(item: Any) -> None:
        if isinstance(item, ast.TextElement):
            out.append(item.value)
        elif isinstance(item, ast.StringLiteral):
            out.append(item.value)
        elif isinstance(item, ast.BaseNode):
            for value in vars(item).values():
                if isinstance(value, list):
                    for element in value:
                        visit(element)
                else:
                    visit(value)
    visit(node)
    return out


def english_only() -> set[str]:
    """The English-only words (the check is shown to catch one of each kind first)."""
    words = catalog_words("en")
    for lang in LANGUAGES:
        if lang != "en":
            words -= catalog_words(lang)
    words -= NAMES
    # the check can fail: an English sentence of the bot's, a card's and a trait's name
    for key in ("bot-lobby-can-start", "wc-pic-tie-alone", "ev-cat-traits"):
        assert english_in([tr("en", key, name="x", names="x", count=1)], words), key
    return words



def seen(stored: Any) -> list[str]:
    """What a person reads on a message: its text and its controls' words."""
    out = [stored.content or ""]
    for row in stored.components or []:
        for comp in row.get("components", []):
            out += [comp.get("label") or "", comp.get("placeholder") or ""]
            for option in comp.get("options", []) or []:
                out += [option.get("label") or "", option.get("description") or ""]
    return out


def english_in(texts: list[str], english: set[str]) -> list[tuple[str, str]]:
    return [(word, text) for text in texts for word in WORD.findall(text)
            if word.lower() in english]


def everything(env: Any, channel_id: int) -> list[str]:
    return [text for stored in messages(env, channel_id) for text in seen(stored)]
