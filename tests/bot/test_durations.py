"""Durations are written in hours and minutes in every language, by one function, wherever
one is shown (a table's options, ``/game settings``)."""

from __future__ import annotations

import pytest

from bot.core.durations import duration
from bot.core.settings import ServerSettings
from bot.ui.handlers.admin import settings_text


@pytest.mark.parametrize(("lang", "seconds", "said"), [
    ("en", 90_000, "25 hours"), ("en", 5_400, "1 hour 30 minutes"),
    ("en", 90, "1 minute 30 seconds"), ("en", 60, "1 minute"), ("en", 1, "1 second"),
    ("en", 0, "0 seconds"), ("en", 3_600.4, "1 hour"),
    ("nl", 90_000, "25 uur"), ("nl", 5_400, "1 uur 30 minuten"), ("nl", 60, "1 minuut"),
    ("de", 90_000, "25 Stunden"), ("de", 3_660, "1 Stunde 1 Minute"),
    ("de", 45, "45 Sekunden"),
])
def test_a_duration_reads_in_hours_and_minutes(lang, seconds, said):
    assert duration(lang, seconds).replace("\u2068", "").replace("\u2069", "") == said


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_settings_show_no_raw_seconds(lang):
    text = settings_text(ServerSettings(turn_timer_seconds=90_000,
                                        idle_reminder_seconds=43_200,
                                        idle_limit_seconds=5_400), lang)
    assert "90,000" not in text and "90.000" not in text and " s " not in text
    assert duration(lang, 90_000) in text
    assert duration(lang, 43_200) in text and duration(lang, 5_400) in text
