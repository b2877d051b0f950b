"""Numbers people read are written for their language: 1,043 and 2.5 in English, 1.043 and 2,5
in Dutch and German (docs/i18n.md, "Plurals and numbers"), whether the bot writes them into a
text itself (``words.number``) or passes them to a message as numbers (Fluent)."""

from __future__ import annotations

import pytest

from bot.core.ratings import Change, line, shown
from words import number, tr

WRITTEN = {"en": ("1,043", "2.5", "12,345.7"), "nl": ("1.043", "2,5", "12.345,7"),
           "de": ("1.043", "2,5", "12.345,7")}


@pytest.mark.parametrize("lang", sorted(WRITTEN))
def test_number_writes_thousands_and_decimals_for_the_reader(lang: str):
    thousand, half, both = WRITTEN[lang]
    assert number(lang, 1043) == thousand
    assert number(lang, 2.5, 1) == half
    assert number(lang, 12345.66, 1) == both
    assert number(lang, 3) == "3"


@pytest.mark.parametrize("lang", sorted(WRITTEN))
def test_a_rating_change_is_written_for_the_reader(lang: str):
    """The end of a game: "+12 → 1,043" in English, "+12 → 1.043" in Dutch and German."""
    before = (25.0, 25.0 / 3)
    after = (before[0] + 2.5, before[1] - 0.01)
    change = Change(1, 1, 30.0, before, after)
    delta = change.shown_after - change.shown_before
    assert line(lang, change) == f"+{delta} → {number(lang, shown(*after))}"
    assert shown(*after) > 1000 and WRITTEN[lang][0][1] in line(lang, change)


@pytest.mark.parametrize("lang", sorted(WRITTEN))
def test_profile_and_leaderboard_lines_write_numbers_for_the_reader(lang: str):
    thousand, half, _both = WRITTEN[lang]
    text = tr(lang, "bot-profile-line", title="WildLife", games=3, wins=1, abandoned=0,
              place=number(lang, 2.5, 1), best=number(lang, 88), rating=1043)
    assert half in text and thousand in text, text
    assert thousand in tr(lang, "bot-leaderboard-line", rating=1043, games=3)
