"""What people type: game options, a typed or autocompleted choice, a bid amount.

Every parser returns clean values or raises ``UserError`` with one sentence saying what is
possible; autocomplete suggestions are built here too, so typing and suggesting agree.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from discord import app_commands

from bot.core.models import Hand, UserError
from bot.core.texts import escape
from bot.core.texts import label as said_label
from bot.messages.controls import b36, unb36
from engine.core import Action
from engine.registry import GAMES, Option
from words import say, tr

TRUE = {"on", "true", "yes", "y", "1"}
FALSE = {"off", "false", "no", "n", "0"}
ECHO = 40            # characters of someone's input a refusal repeats
DIGITS = re.compile(r"[0-9]{1,20}")  # a snowflake has 19
CHOICE_VALUE = re.compile(r"(?P<ver>[0-9a-z]{1,13})~(?P<code>\S{1,60})")
MAX_CHOICES = 25


def plain(text: str) -> str:
    """Typed text as compatibility-normalised characters (NFKC: "５" is "5", "²" is "2"),
    one line, without invisible format characters (zero-width joiners, direction marks)."""
    text = unicodedata.normalize("NFKC", text)
    return " ".join("".join(c for c in text if unicodedata.category(c) != "Cf").split())


def whole_number(text: str) -> int | None:
    """A plain non-negative whole number typed in any digits, else None."""
    cleaned = plain(text)
    return int(cleaned) if DIGITS.fullmatch(cleaned) else None


def echo(text: str) -> str:
    """Someone's input repeated in a refusal: plain, short, no markdown, no mention."""
    cleaned = plain(text)
    cleaned = cleaned if len(cleaned) <= ECHO else cleaned[: ECHO - 1] + "…"
    return escape(cleaned)


# -- game options -----------------------------------------------------------------------------

def option_examples() -> dict[str, str]:
    """The examples the ``options`` parameters' help gives (``switch``: "leo", ``valued``:
    "talisman_seat=2"), taken from the games' own option tables so that the help never names
    an option no game has: a switch that is off by default (typed bare, it turns on) and a
    valued option with one of its other values."""
    options = [o for _, info in sorted(GAMES.items()) for o in info.options]
    switch = next(o for o in options if o.default is False)
    valued = next(o for o in options if not isinstance(o.default, bool))
    others = [c for c in valued.choices if c != valued.default] or [valued.default]
    return {"switch": switch.key, "valued": f"{valued.key}={others[len(others) // 2]}"}


#: the ``options`` parameters' help in the decorators (the catalogs say it with the same
#: examples: bot/ui/translator.py)
OPTIONS_HELP = "Variants, e.g. '{switch}' or '{valued}'".format(**option_examples())


def parse_options(game: str, text: str | None) -> dict[str, Any]:
    """``"leo, talisman_seat=2"`` into typed options of ``game``; a bare key means
    on, ``no-key`` off. Unknown keys and bad values are refused with the known ones listed."""
    info = GAMES.get(game)
    if info is None:
        raise UserError("bot-no-such-game", game=echo(game), games=sorted(GAMES))
    out: dict[str, Any] = {}
    for raw in plain(text or "").replace(";", ",").split(","):
        for part in raw.split():
            key, sep, value = part.partition("=")
            key = key.strip().lower()
            if not sep:
                value = "off" if key.startswith(("no-", "!")) else "on"
                key = key.removeprefix("no-").removeprefix("!")
            spec = next((o for o in info.options if o.key.lower() == key), None)
            if spec is None:
                raise UserError("reg-no-option", title=info.title, option=echo(key),
                                known=[o.key for o in info.options] or "-")
            out[spec.key] = convert(spec, value.strip())
    return out


def convert(spec: Option, value: str) -> Any:
    """One option value from text, typed like the option's default."""
    if spec.choices:
        for choice in spec.choices:
            if str(choice).lower() == value.lower():
                return choice
        raise UserError("reg-option-choices", option=spec.key,
                        choices=[str(c) for c in spec.choices])
    if isinstance(spec.default, bool):
        if value.lower() in TRUE:
            return True
        if value.lower() in FALSE:
            return False
        raise UserError("bot-option-on-off", option=spec.key, value=echo(value))
    if isinstance(spec.default, int):
        number = whole_number(value.removeprefix("-"))
        if number is None:
            raise UserError("bot-option-whole-number", option=spec.key)
        return -number if value.startswith("-") else number
    if isinstance(spec.default, float):
        try:
            return float(value)
        except ValueError:
            raise UserError("bot-option-number", option=spec.key) from None
    return value


def option_suggestions(game: str, typed: str, lang: str) -> list[app_commands.Choice[str]]:
    """Autocomplete for the options text: the typed part plus each option not used yet
    (keys and values stay as typed; the option's name in ``lang``)."""
    info = GAMES.get(game)
    if info is None:
        return []
    done = typed.rstrip()
    used = {p.split("=")[0].strip().lower().removeprefix("no-")
            for p in done.replace(",", " ").split()}
    out = []
    for option in info.options:
        if option.key.lower() in used:
            continue
        value = "on" if isinstance(option.default, bool) and not option.default else (
            "off" if isinstance(option.default, bool) else str(option.default))
        text = (f"{done}, " if done else "") + f"{option.key}={value}"
        label = f"{text} — {tr(lang, f'opt-{game}-{option.key}')}"
        out.append(app_commands.Choice(name=label[:100], value=text[:100]))
    return out[:MAX_CHOICES]


def game_suggestions(typed: str) -> list[app_commands.Choice[str]]:
    """The registered games whose title or name matches what is typed."""
    typed = typed.strip().lower()
    return [app_commands.Choice(name=info.title, value=name)
            for name, info in sorted(GAMES.items())
            if typed in info.title.lower() or typed in name][:MAX_CHOICES]


# -- a typed choice -----------------------------------------------------------------------------

def choice_value(version: int, code: str) -> str:
    """An autocomplete value carries the version it was offered at, so a stale pick is
    refused like a stale button ("~" never appears in a code, so a typed code such as
    ``bid:W9`` is never mistaken for one)."""
    return f"{b36(version)}~{code}"


def parse_choice(text: str, actions: list[Action]) -> tuple[int | None, str]:
    """``(version, code)`` from an autocompleted value, or from a typed label or code
    (version None: the current one)."""
    text = plain(text)
    match = CHOICE_VALUE.fullmatch(text)
    if match and any(a.code == match["code"] for a in actions):
        return unb36(match["ver"]), match["code"]
    wanted = text.lower()
    for action in actions:
        if wanted in (action.code.lower(), action.label.lower()):
            return None, action.code
    starts = [a.code for a in actions if a.label.lower().startswith(wanted)]
    if len(starts) == 1:
        return None, starts[0]
    if match:  # a well-formed value whose code is not legal now: let the core say why
        return unb36(match["ver"]), match["code"]
    if not text or len(text) > 60 or " " in text:
        raise UserError("bot-inputs-not-one-choices-now")
    return None, text  # taken as a code: the engine says why it is not legal


def choice_suggestions(hand: Hand, typed: str, lang: str) -> list[app_commands.Choice[str]]:
    """Autocomplete for ``/game play``: the legal choices matching what is typed, in the
    typer's language."""
    if not hand.must_act:
        return []
    typed = typed.strip().lower()
    out = []
    for action in hand.actions:
        label = said_label(lang, action)
        if typed and typed not in label.lower() and typed not in action.code.lower():
            continue
        group = say(lang, action.group)
        name = f"{group}: {label}" if group else label
        out.append(app_commands.Choice(name=name[:100],
                                       value=choice_value(hand.version, action.code)))
        if len(out) == MAX_CHOICES:
            break
    return out


# -- a bid amount -------------------------------------------------------------------------------

def parse_amount(text: str, bids: list[int]) -> int:
    """A typed bid that is one of ``bids``; anything else gets the legal range."""
    amount = whole_number(text)
    if amount is not None and amount in bids:
        return amount
    said = str(amount) if amount is not None else echo(text)
    if bids and bids[-1] - bids[0] + 1 == len(bids):
        raise UserError("bot-bid-not-legal-range", said=said, low=bids[0], high=bids[-1])
    raise UserError("bot-bid-not-legal", said=said, bids=[str(b) for b in bids])
