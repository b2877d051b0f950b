"""Evolution's pictures in English, Dutch and German. Random positions of every
player count, and the longest words a picture can meet (every trait on cards and species,
every half-made choice, every header tag, long names, the last round), drawn in each language:
no text is cut (``common.recording`` notes what was asked and what was drawn, measured against
its box) and every word came from the catalogs (no key left unsaid)."""

from __future__ import annotations

import io
import re
from typing import Any

import pytest
from PIL import Image

import engine
from engine.evolution.data import TRAIT_SLUG
from renderers import evolution
from renderers.common import drop_static_layers, recording, text_width
from renderers.evolution.hand_picture import STEPS
from renderers.evolution.table_picture import LEFT_W, NAME_X, _column
from renderers.evolution.title import PHASES
from tests.renderers.conftest import written_keys
from words import LANGUAGES, has, tr

UNSAID = re.compile(r"\bev-[a-z0-9-]+|\{|\}")
SLUGS = list(TRAIT_SLUG.values())
LONG_NAME = "A rather long player name 12345"  # Discord names have at most 32 characters


@pytest.fixture(autouse=True)
def _fresh_layers() -> None:
    """The fixed layers (the key under the species) drawn anew, so their words are seen."""
    drop_static_layers()


def _problems(drawn: list) -> list[str]:
    return [f"{d.text!r} drawn as {d.shown!r}" for d in drawn if d.cut] + \
        [f"unsaid: {d.text!r}" for d in drawn if UNSAID.search(d.text)]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("players", range(2, 6))
def test_random_positions_in_every_language(positions_of, players: int, lang: str) -> None:
    _, positions = positions_of("evolution", players, ())
    with recording() as drawn:
        for table_view, _, seat_view in positions:
            evolution.table(table_view, lang)
            evolution.hand(seat_view, lang)
    assert len(drawn) > 50
    assert not _problems(drawn), _problems(drawn)[:5]


def _crowded(lang_players: int = 3) -> dict[str, Any]:
    """A seat view with everything at once: 17 cards (one per trait), six full species with
    every trait, stored fat, a revealed food card, the last round, long names."""
    names = [LONG_NAME, "Bo", "Ccccccccccccccccccccccccccccccc"][:lang_players]
    st = engine.new_game("evolution", names, seed=1)
    view = st.view(0)
    view["hand"] = [{"id": i, "trait": slug, "food": -3} for i, slug in enumerate(SLUGS)]
    species = [{"id": 100 + i, "body": 6, "pop": 6, "food": 6, "fat": 6,
                "traits": SLUGS[i * 3:i * 3 + 3], "carnivore": i == 0, "hungry": True}
               for i in range(6)]
    for seat in view["seats"]:
        seat.update(species=species, hand_size=17, food_bag=123, passed=True)
    view.update(last_round=True, phase="feed", first_player=0, to_act=[0, 1], turn=0,
                food_cards=[{"chosen": True, "card": {"id": 99, "trait": "herding", "food": 8}}
                            for _ in names], revealed_food=-12)
    return view


PENDING = [{"step": "target", "card": 3}, {"step": "use", "card": 3, "species": 105},
           {"step": "replace", "card": 5, "species": 101}, {"step": "attack", "species": 100},
           {"step": "discard", "species": 100}, {"step": "negate", "species": 100, "card": 2},
           {"step": "prey", "species": 100, "off": "herding"}, {"step": "mystery"}]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_longest_words_fit(lang: str) -> None:
    view = _crowded()
    with recording() as drawn:
        for pending in PENDING:
            evolution.hand({**view, "pending": pending}, lang)
        evolution.table({**view, "seat": None}, lang)
        for phase in ("food", "play", "before", "feed", "over"):
            evolution.table({**view, "phase": phase, "seat": None, "revealed_food": None}, lang)
    texts = {d.text for d in drawn}
    for slug in SLUGS:  # every trait's name was drawn; what it does is in the hand's alt text
        assert tr(lang, f"ev-trait-{slug}") in texts
        one = {**view, "hand": [{"id": 1, "trait": slug, "food": 2}], "pending": None}
        text = tr(lang, f"ev-trait-{slug}-text").rstrip(".")
        assert text in evolution.describe("hand", one, lang)
    assert not _problems(drawn), _problems(drawn)[:5]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", ["Bo", "Player 4", LONG_NAME])
def test_a_row_keeps_the_whole_name_and_its_tags_inside_its_column(lang: str,
                                                                   name: str) -> None:
    """A player's row: the whole name (wrapped, never cut) beside the seat's disc, then points
    and hand, then the tags (first player, food card, to act, stopped feeding) in lines of
    their own, none reaching past the left column into the species."""
    view = _crowded()
    for phase in ("food", "play", "feed"):
        for seat in view["seats"]:
            parts = _column({**view, "phase": phase}, {**seat, "name": name}, lang)
            kinds = [kind for kind, _ in parts]
            assert kinds[:2] == ["name", "info"] and set(kinds[2:]) <= {"tags"}
            assert " ".join(parts[0][1]) == name or "".join(parts[0][1]) == name.replace(" ", "")
            assert all(text_width(line, 18, True) <= LEFT_W - NAME_X for line in parts[0][1])
            for _, row in parts[2:]:
                for text, _, x in row:
                    assert x + text_width(text, 18) + 12 <= LEFT_W + 1, (text, x)
            if seat["seat"] == 0 and phase == "feed":
                assert len([t for _, row in parts[2:] for t in row]) == 4


def test_the_pictures_differ_by_language_only_in_words() -> None:
    """The same view in three languages: three pictures of the same size."""
    view = _crowded()
    sizes = {Image.open(io.BytesIO(evolution.hand(view, lang))).size for lang in LANGUAGES}
    assert len(sizes) == 1
    pictures = {evolution.table({**view, "seat": None}, lang) for lang in LANGUAGES}
    assert len(pictures) == 3


def test_every_picture_word_is_in_the_catalogs() -> None:
    """The renderer's words (``tr(lang, "ev-pic-…")``, the half-made choices' steps, phases,
    status) exist in all three catalogs."""
    keys = written_keys("evolution")
    assert {"ev-pic-carnivore", "ev-pic-herbivore", "ev-status", "ev-status-last"} <= keys
    assert len(keys) > 30
    keys |= {f"ev-pic-step-{step}" for step in STEPS} | {f"ev-phase-{p}" for p in PHASES}
    for key in keys:
        for lang in LANGUAGES:
            assert has(lang, key), f"{key} missing in {lang}"
