"""Words in three languages: English, Dutch and German (docs/renderers.md, "Languages").

Every sentence a person reads is a message of the Fluent catalogs in ``words/locales/<lang>/``
(one ``.ftl`` file per part of the product, the same files in each language). The engine
says what happened as a ``Msg`` (a key and arguments, ``engine.core.msg``); the bot and the
pictures say it here, in the language of whoever reads it.

Fluent (``fluent.runtime``), not gettext: German card and animal names need case and gender,
and Fluent's selectors (``{ $n -> [one] … *[other] … }``, terms with attributes) keep that in
the translation, where gettext would need code per language. English is the fallback of each
message, message by message; a key no catalog knows is said as it is (games recorded before
the catalogs held English sentences as their "keys").
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

from babel.numbers import format_decimal
from fluent.runtime import FluentBundle, FluentResource

LANGUAGES = ("en", "nl", "de")
DEFAULT = "en"
#: each language in its own words (the language setting's choices)
NAMES = {"en": "English", "nl": "Nederlands", "de": "Deutsch"}
#: Discord's locales for each language (``app_commands.Translator``)
DISCORD_LOCALES = {"en": ("en-US", "en-GB"), "nl": ("nl",), "de": ("de",)}
FOLDER = Path(__file__).parent / "locales"
#: the key of ``engine.core.one_of``: a list said with "or" (a list argument says "and")
ONE_OF = "one-of"


def language(value: Any) -> str:
    """Our language for a Discord locale (``discord.Locale`` or its text: "nl", "de",
    "en-US"…), a language code, or anything else (English)."""
    text = str(getattr(value, "value", value) or "").lower()
    head = text.split("-")[0].split("_")[0]
    return head if head in LANGUAGES else DEFAULT


@functools.cache
def bundle(lang: str) -> FluentBundle:
    """All catalogs of one language (loaded once per process)."""
    found = FluentBundle([lang], use_isolating=False)
    for path in sorted((FOLDER / lang).glob("*.ftl")):
        found.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return found


def add_catalog(lang: str, text: str) -> None:
    """More messages for ``lang`` (Fluent text), for a title whose catalogs do not live in
    ``words/locales`` (tests register a toy game this way)."""
    bundle(lang).add_resource(FluentResource(text))
    _format.cache_clear()


def has(lang: str, key: str) -> bool:
    return bundle(lang).has_message(key)


def tr(lang: str, key: str, /, **args: Any) -> str:
    """The message ``key`` in ``lang`` (English when ``lang`` lacks it; the key itself when
    no catalog has it), its arguments said in ``lang`` first."""
    said = {name: _arg(lang, value) for name, value in args.items()}
    return _format(lang, key, tuple(sorted(said.items())))


@functools.lru_cache(maxsize=8192)
def _format(lang: str, key: str, said: tuple[tuple[str, Any], ...]) -> str:
    """One message with its arguments said (cached: a panel says the same labels again and
    again, and Fluent takes some 20 µs a message)."""
    for code in (lang, DEFAULT) if lang != DEFAULT else (DEFAULT,):
        found = bundle(code)
        if found.has_message(key):
            message = found.get_message(key)
            if message.value is None:
                break
            text, _errors = found.format_pattern(message.value, dict(said))
            return text
    return key


def say(lang: str, message: Any) -> str:
    """A ``Msg`` (or a list of them, or a plain value such as a name) as text in ``lang``."""
    if isinstance(message, dict) and isinstance(message.get("key"), str):
        args = message.get("args") or {}
        if message["key"] == ONE_OF:
            return listing(lang, [say(lang, item) for item in args.get("items", [])], "or")
        return tr(lang, message["key"], **args)
    if isinstance(message, list):
        return listing(lang, [say(lang, item) for item in message])
    return "" if message is None else str(message)


def listing(lang: str, items: list[str], last: str = "and") -> str:
    """``a, b and c`` in ``lang`` (``last``: "and" or "or")."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return tr(lang, f"list-{last}", head=", ".join(items[:-1]), tail=items[-1])


def _arg(lang: str, value: Any) -> Any:
    """A message argument said in ``lang``: numbers stay numbers (Fluent's plurals read
    them), a nested message or a list becomes its text."""
    if isinstance(value, bool):
        return tr(lang, "on" if value else "off")
    if isinstance(value, (int, float)):
        return value
    return say(lang, value)


def ordinal(lang: str, n: int) -> str:
    """A place: 1st, 2nd (en); 1e, 2e (nl); 1., 2. (de)."""
    if lang == "nl":
        return f"{n}e"
    if lang == "de":
        return f"{n}."
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def number(lang: str, value: float, decimals: int = 0) -> str:
    """A number as its reader writes it: 1,043 and 2.5 (en); 1.043 and 2,5 (nl, de). For
    numbers the bot writes into a text itself; a number passed to a message as a number is
    written so by Fluent already."""
    pattern = "#,##0" + ("." + "0" * decimals if decimals > 0 else "")
    return format_decimal(round(value, decimals), format=pattern, locale=lang)
