"""Correspondence clocks (docs/playing.md, "Correspondence"): games played over days.

A correspondence table's pace is either a **bank** per seat plus an **increment** each of its
decisions adds, or a fixed time **per move**. The running decision's deadline is the seat's
expiry timer (bot/core/timers.py): a row in the store, so a restart keeps it. Beside it each
seat keeps its bank (``clocks`` rows): the seconds it had when its decision started. Time left
while deciding is then ``min(bank, due - now)``: before a holiday ends (a deadline moved on by
it) the bank stands still.

When a bank runs out the fallback plays (as a turn timer's does) and the seat gets one grace
period (its increment, at least a day); when that runs out too before its person decides, the
seat goes to an AI and its person is told (``ABSENCE_LIMIT``, bot/core/absence.py).

Holidays: ``/game away <days>`` moves the deadlines of a person's running decisions on by
the holiday and starts their new decisions at its end; at most ``away_days`` a year.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from bot.core.durations import long_duration
from bot.core.models import UserError
from words import tr

DAY = 86400.0
HOUR = 3600.0
DEFAULT_BANK = 3 * DAY
DEFAULT_INCREMENT = 1 * DAY
PER_MOVE_DAYS = (1, 2, 3, 7)
MAX_BANK = 30 * DAY
DEFAULT_AWAY_DAYS = 30
REAL_TIME = ("real-time", "realtime", "")
_SPAN = re.compile(r"^(\d+)\s*([dh])$")


@dataclass(frozen=True)
class Pace:
    """A correspondence clock: ``per_move`` seconds each decision, or a ``bank`` with an
    ``increment`` added after each decision."""

    bank: float = DEFAULT_BANK
    increment: float = DEFAULT_INCREMENT
    per_move: float = 0.0

    def first(self) -> float:
        """A seat's time for its first decision."""
        return self.per_move or self.bank

    def after(self, left: float) -> float:
        """A seat's bank after a decision made with ``left`` seconds to spare."""
        return self.per_move or min(MAX_BANK, max(0.0, left) + self.increment)

    def grace(self) -> float:
        """The time a seat gets after its bank ran out (then an AI takes over)."""
        return self.per_move or max(self.increment, DAY)

    def to_json(self) -> str:
        return json.dumps({"bank": self.bank, "increment": self.increment,
                           "per_move": self.per_move}, sort_keys=True)

    def text(self) -> str:
        """The pace in the option grammar (``parse_pace`` reads it back)."""
        if self.per_move:
            return f"correspondence {_span(self.per_move)}/move"
        return f"correspondence {_span(self.bank)}+{_span(self.increment)}"


def _span(seconds: float) -> str:
    return f"{int(seconds // DAY)}d" if seconds % DAY == 0 else f"{int(seconds // HOUR)}h"


def pace_from_json(text: str) -> Pace | None:
    """A stored pace ("" or unreadable: real time)."""
    if not text:
        return None
    try:
        data: dict[str, Any] = json.loads(text)
        return Pace(float(data["bank"]), float(data["increment"]), float(data["per_move"]))
    except (ValueError, KeyError, TypeError):
        return None


def parse_pace(text: str | None) -> Pace | None:
    """``pace:`` as typed: ``real-time``; ``correspondence`` (a bank of 3 days, 1 day more
    per move); ``correspondence 5d+12h`` (bank + increment, in days ``d`` or hours ``h``);
    ``correspondence 2d/move`` (a fixed 1, 2, 3 or 7 days per move). The word
    ``correspondence`` may be left out before a clock. None: real time."""
    words = (text or "").strip().lower().split()
    if words and words[0] in ("correspondence", "corr"):
        words = words[1:] or ["3d+1d"]
    elif not words or words[0] in REAL_TIME:
        if len(words) <= 1:
            return None
        raise UserError("bot-pace-bad", text=text or "")
    spec = "".join(words)
    if spec.endswith("/move"):
        seconds = _seconds(spec[:-5], text)
        if seconds not in {d * DAY for d in PER_MOVE_DAYS}:
            raise UserError("bot-pace-per-move", choices=", ".join(map(str, PER_MOVE_DAYS)))
        return Pace(bank=seconds, increment=0.0, per_move=seconds)
    bank, _, increment = spec.partition("+")
    pace = Pace(_seconds(bank, text), _seconds(increment, text) if increment else 0.0)
    if not HOUR <= pace.bank <= MAX_BANK or pace.increment > MAX_BANK:
        raise UserError("bot-pace-bank", most=int(MAX_BANK // DAY))
    return pace


def _seconds(span: str, text: str | None) -> float:
    found = _SPAN.match(span)
    if found is None:
        raise UserError("bot-pace-bad", text=text or "")
    return int(found.group(1)) * (DAY if found.group(2) == "d" else HOUR)


def left(bank: float, due: float | None, now: float) -> float:
    """A seat's time left: its bank while its decision has not started (or a holiday holds
    it), else until its deadline."""
    return bank if due is None else max(0.0, min(bank, due - now))


def pace_words(pace: Pace | None, lang: str) -> str:
    """A pace in the reader's words ("real time", "3 days + 1 day a move", "2 days a
    move")."""
    if pace is None:
        return tr(lang, "bot-pace-real-time")
    if pace.per_move:
        return tr(lang, "bot-pace-per-move-words", time=long_duration(lang, pace.per_move))
    return tr(lang, "bot-pace-bank-words", bank=long_duration(lang, pace.bank),
              increment=long_duration(lang, pace.increment))
