"""Names in a tournament's messages are escaped by the project's one escaping function
(bot/core/texts.py ``escape``, as `/game history` does): a display name can neither restyle
the sign-up message, the standings text or the picture's alt text nor ping anyone."""

from __future__ import annotations

from bot.core.texts import escape
from bot.core.tournament.model import Entrant, Tournament
from bot.ui.handlers.tournament_rounds import alt_text, signup_text, standings_view

EVIL = "**zed**_@everyone`~"


def event() -> Tournament:
    t = Tournament(1, 1, 1, 1, "wildcards", "knockout", 2, 0, 60.0, "ai",
                   entrants=[Entrant(1, EVIL), Entrant(2, "ann")])
    rnd = t.seat_next()
    t.played.append(rnd)
    t.record(rnd.boards[0], [{"seat": 0, "place": 1}, {"seat": 1, "place": 2}], [])
    return t


def test_the_signup_message_escapes_names() -> None:
    text = signup_text(event())
    assert escape(EVIL) in text and EVIL not in text
    assert "@everyone" not in text.replace("@\u200beveryone", "")


def test_the_alt_text_escapes_names_and_the_picture_keeps_them() -> None:
    t = event()
    view = standings_view(t, 1, True)
    assert view["rows"][0]["name"] == EVIL, "the picture draws the name as it is"
    alt = alt_text(view, "en")
    assert escape(EVIL) in alt and EVIL not in alt
