"""When a tournament starts by itself (``/tournament new … start:``), from what an organiser
would type: a time of day (``20:00``, the next one to come), a date and time
(``2026-11-28 20:00``) or a delay (``in 2h``, ``in 1h30m``, ``in 45 minutes``). Times are UTC
unless an offset follows (``20:00 +01:00``, ``20:00 UTC+1``): Discord tells a bot nobody's time
zone, and the sign-up message shows the result as a Discord timestamp, which each reader's
app prints in their own time zone (docs/tournaments.md)."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta, timezone

from bot.core.models import UserError

LATEST = 90 * 24 * 3600.0  # a start more than 90 days ahead is a typo
_OFFSET = re.compile(r"\s*(?:(?:utc|gmt|z)\s*)?(?:([+-])(\d{1,2})(?::?(\d{2}))?)?\s*$", re.I)
_CLOCK = re.compile(r"^(?:(\d{4})-(\d{1,2})-(\d{1,2})[ t])?(\d{1,2})[:.h](\d{2})", re.I)
_DELAY = re.compile(r"(\d+)\s*(d|days?|h|hours?|m|min|mins|minutes?)(?![a-z])", re.I)
_UNITS = {"d": 86400, "h": 3600, "m": 60}


def parse_start(text: str, now: float) -> float:
    """The start as clock seconds (UTC epoch), refused with a clear message when it is
    malformed, past or too far ahead."""
    words = text.strip()
    if words.lower().startswith("in "):
        due = now + _delay(words[3:], text)
    else:
        due = _clock(words, now, text)
    if due <= now:
        raise UserError("tour-start-past", text=text)
    if due - now > LATEST:
        raise UserError("tour-start-far", text=text)
    return due


def _delay(words: str, text: str) -> float:
    rest, total = words, 0
    for match in _DELAY.finditer(words):
        total += int(match.group(1)) * _UNITS[match.group(2)[0].lower()]
        rest = rest.replace(match.group(0), "", 1)
    if total <= 0 or rest.strip(" ,and"):
        raise UserError("tour-start-bad", text=text)
    return float(total)


def _clock(words: str, now: float, text: str) -> float:
    match = _CLOCK.match(words)
    offset = _OFFSET.fullmatch(words[match.end():]) if match else None
    if match is None or offset is None:
        raise UserError("tour-start-bad", text=text)
    sign, hours, minutes = offset.groups()
    shift = timedelta(hours=int(hours or 0), minutes=int(minutes or 0))
    try:
        zone = timezone(-shift if sign == "-" else shift)
        year, month, day, hour, minute = match.groups()
        if year is None:
            today = datetime.fromtimestamp(now, UTC).astimezone(zone)
            when = today.replace(hour=int(hour), minute=int(minute), second=0, microsecond=0)
            if when.timestamp() <= now:
                when += timedelta(days=1)  # the next 20:00 to come
        else:
            when = datetime(int(year), int(month), int(day), int(hour), int(minute),
                            tzinfo=zone)
    except ValueError:
        raise UserError("tour-start-bad", text=text) from None
    return when.timestamp()
