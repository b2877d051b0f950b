"""A hint's reason names what the suggested choice gains over the runner-up, in game terms
(bot/core/hints.py): positions where the hinted choice wins a majority (an area's, a Leader
card's) or food at once and the runner-up does not; the hint, asked through its public
interface, names the gain, in the asker's language."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from bot.core.hints import advise, hint_by, information_state
from engine.wildlife.board import AREAS
from tests.support.walk import after_random_moves
from words import say, tr

ITERATIONS = 64  # a cap and no clock: the same inputs give the same hint


def _first(game: str, players: int, seed: int, wanted: Any) -> tuple[Any, int]:
    """The first decision of a seeded game, played with its first legal choices, that
    ``wanted(state, seat)`` accepts."""
    state = engine.new_game(game, [f"P{i + 1}" for i in range(players)], seed=seed)
    while not state.is_over():
        seat = state.to_act()[0]
        if wanted(state, seat):
            return state, seat
        state.apply(seat, state.legal_actions(seat)[0])
    raise AssertionError("no such decision")


def majorities(state: Any, seat: int) -> set[str]:
    """The areas where ``seat`` has strictly the most tiles, counted on the map."""
    out = set()
    for area, spaces in AREAS.items():
        counts = [sum(1 for s in spaces if state.tiles.get(s) == o)
                  for o in range(len(state.players))]
        if counts[seat] and all(c < counts[seat] for o, c in enumerate(counts) if o != seat):
            out.add(area)
    return out


def won_at_once(state: Any, seat: int, code: str) -> set[str]:
    after = state.copy()
    after.apply(seat, code)
    return majorities(after, seat) - majorities(state, seat)


def wildcards_leader() -> tuple[Any, int]:
    """Wild Cards, an animal to take: a Lion ties the Lion Leader's holder (3 each), which
    takes the Leader card; the Meerkat would give nothing more."""
    state, seat = _first("wildcards", 3, 4, lambda s, seat: any(
        a.code == "pick:1" for a in s.legal_actions(seat)))
    st: Any = state
    rival = (seat + 1) % 3
    st.display[0], st.display[1] = "lion", "meerkat"
    st.collections[seat].update(lion=2, meerkat=0)
    st.collections[rival].update(lion=3, meerkat=3)
    st.leaders.update(lion=rival, meerkat=rival)
    st.version += 1
    return state, seat


@pytest.mark.parametrize(("seed", "steps"), [(38, 270), (42, 750)])
def test_wildlife_the_reason_names_the_area_majority_won(seed: int, steps: int) -> None:
    """A tile to place, in a game played at random: the hinted space wins an area's majority
    at once and the runner-up's does not; the reason names that area's majority."""
    state = after_random_moves("wildlife", ["P1", "P2", "P3", "P4"], seed, steps)
    seat = state.to_act()[0]
    found = advise(0.0, state.to_json(), seat, 5, None, 16)
    info = information_state(state, seat, 5)
    assert found.other is not None
    won = won_at_once(info, seat, found.code) - won_at_once(info, seat, found.other)
    assert len(won) == 1
    area = won.pop()
    assert f"the majority in the {tr('en', 'wl-area', area=area)}" in say("en", found.why)


def test_wildcards_the_reason_names_the_leader_card_won() -> None:
    state, seat = wildcards_leader()
    code, why, _, _ = hint_by(0.0, state.to_json(), seat, 5, None, ITERATIONS)
    assert code == "pick:0"
    assert "the Lion Leader card" in say("en", why)


def test_the_reason_is_said_in_the_askers_language() -> None:
    state, seat = wildcards_leader()
    _, why, _, _ = hint_by(0.0, state.to_json(), seat, 5, None, ITERATIONS)
    assert "leiderskaart Leeuw" in say("nl", why)
    assert "Anführerkarte Löwe" in say("de", why)


def fed(state: Any, seat: int, code: str) -> int:
    """The food the seat's species have eaten this round once ``code`` is played."""
    after = state.copy()
    after.apply(seat, code)
    return sum(species["food"] for species in after.species[seat])


@pytest.mark.parametrize(("seed", "steps"), [(1, 195), (11, 145)])
def test_evolution_the_reason_names_the_food_won(seed: int, steps: int) -> None:
    """Feeding, in a game played at random: the hinted species eats more at once than the
    runner-up would; the reason says the choice gets more food this round."""
    state = after_random_moves("evolution", ["P1", "P2", "P3"], seed, steps)
    seat = state.to_act()[0]
    found = advise(0.0, state.to_json(), seat, 5, None, 16)
    info = information_state(state, seat, 5)
    assert found.other is not None
    assert fed(info, seat, found.code) > fed(info, seat, found.other)
    assert "this way you get more food this round" in say("en", found.why)


#: the quotation marks each language sets a quoted phrase in
QUOTES = {"en": ("“", "”"), "nl": ("‘", "’"), "de": ("„", "“")}


@pytest.mark.parametrize("lang", sorted(QUOTES))
def test_a_next_step_named_mid_sentence_stands_in_quotes(lang: str) -> None:
    """A choice's label is a button's words and starts with a capital ("Den Pfau nehmen");
    named inside the reason's sentence it stands alone in the language's quotation marks, so
    it does not read as a wrongly capitalised word of the sentence."""
    label = {"en": "Take the Peacock", "nl": "Neem de pauw", "de": "Den Pfau nehmen"}[lang]
    text = tr(lang, "hint-why-next", step=label, parts="3").replace("\u2068", "").replace(
        "\u2069", "")
    opening, closing = QUOTES[lang]
    assert f"{opening}{label}{closing}" in text, text
    assert not text.startswith(label), text
