"""A seat's DM panel speaks to its reader: what the game waits for is said as "Your turn: seed a
tile" to the seat asked, never "Waiting for bob to seed a tile" to bob himself
(docs/renderers.md). The hand picture and its alt text say neither: what changes within a turn
is the panel's text, so that the picture is drawn again only when the hand changes, and a
picture kept on an edited panel keeps alt text that is still true."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

import engine
import renderers
import words
from bot.core.games import adapter
from renderers.common import recording
from tests.support.walk import first_state
from words import LANGUAGES, has, say

NAMES = ["alice", "bob", "carol"]
LOCALES = Path(words.__file__).parent / "locales"


def _first(found: Callable[[engine.State], bool], seed: int = 3) -> engine.State:
    return first_state("wildlife", found, NAMES, seed)


def _hand_words(view: dict, lang: str) -> tuple[str, str]:
    """The words the hand picture draws (joined) and its alt text."""
    with recording() as drawn:
        renderers.render_hand("wildlife", view, lang)
    return (" ".join(d.shown for d in drawn),
            renderers.describe("hand", "wildlife", view, lang))


SITUATIONS = {
    "seed": lambda s: s.phase == "seeding",
    "turn": lambda s: s.phase == "play" and s.view(None)["pending"] is None,
    "bid": lambda s: (s.view(None)["pending"] or {}).get("kind") == "auction",
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("situation", list(SITUATIONS))
def test_the_seat_asked_reads_it_said_to_itself(situation: str, lang: str) -> None:
    state = _first(SITUATIONS[situation])
    asked = state.to_act()[0]
    waiting = state.view(asked)["waiting"]
    name = NAMES[asked]
    third = say(lang, waiting)
    yours = say(lang, {**waiting, "key": waiting["key"].replace("wl-waiting-", "wl-you-")})
    assert name in third and name not in yours and yours != third

    panel = adapter("wildlife").status_line(state.view(asked), lang)
    assert yours in panel and third not in panel, panel
    picture, alt = _hand_words(state.view(asked), lang)
    assert " ".join(yours.split()) not in picture and third not in picture, picture
    assert third not in alt and yours not in alt, alt

    other = next(s for s in range(len(NAMES)) if s != asked)
    picture, alt = _hand_words(state.view(other), lang)
    assert third not in alt and yours not in alt, alt
    assert " ".join(yours.split()) not in picture and third not in picture


def test_the_english_words() -> None:
    state = _first(SITUATIONS["seed"])
    asked = state.to_act()[0]
    picture, alt = _hand_words(state.view(asked), "en")
    assert "Your turn: seed a tile." not in alt and "Your turn: seed a tile." not in picture
    assert adapter("wildlife").status_line(state.view(asked), "en").startswith(
        "Your turn: seed a tile.")
    assert "Waiting for" not in alt


def test_every_waiting_message_has_its_form_said_to_the_seat_asked() -> None:
    keys = [line.split(" =")[0] for line in
            (LOCALES / "en" / "wildlife.ftl").read_text(encoding="utf-8").splitlines()
            if line.startswith("wl-waiting-")]
    assert len(keys) >= 10
    for lang in LANGUAGES:
        missing = [k for k in keys if not has(lang, k.replace("wl-waiting-", "wl-you-"))]
        assert missing == [], lang
