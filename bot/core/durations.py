"""Durations as people read them: "1 hour 30 minutes", not "5,400 s". The one way a timer, an
idle limit or a reminder's delay is written, in each reader's language (plural forms from the
catalogs)."""

from __future__ import annotations

from words import tr

UNITS = (("hours", 3600), ("minutes", 60), ("seconds", 1))


def duration(lang: str, seconds: float) -> str:
    """``seconds`` in hours and minutes (seconds only where a minute is not whole, and for
    under a minute): 90,000 → "25 hours", 5,400 → "1 hour 30 minutes", 90 → "1 minute 30
    seconds"."""
    left = max(0, round(seconds))
    parts = []
    for unit, size in UNITS:
        count, left = divmod(left, size)
        if count:
            parts.append(tr(lang, f"bot-duration-{unit}", count=count))
    return " ".join(parts) or tr(lang, "bot-duration-seconds", count=0)


LONG_UNITS = (("days", 86400), ("hours", 3600), ("minutes", 60))


def long_duration(lang: str, seconds: float) -> str:
    """A correspondence clock's time in days and hours ("2 days 4 hours"); minutes only
    under an hour is left, so a clock read days apart does not look busier than it is."""
    left = max(0, round(seconds))
    units = LONG_UNITS[:2] if left >= 3600 else LONG_UNITS[2:]
    parts = []
    for unit, size in units:
        count, left = divmod(left, size)
        if count:
            parts.append(tr(lang, f"bot-duration-{unit}", count=count))
    return " ".join(parts) or tr(lang, "bot-duration-minutes", count=0)
