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
from renderers.evolution.table_picture import NAME_MIN, SEAT_MIN_W, header_layout
from renderers.evolution.title import PHASES
from tests.renderers.conftest import written_keys
from words import LANGUAGES, has, tr

UNSAID = re.compile(r"\bev-[a-z0-9-]+|\{|\}")
SLUGS = list(TRAIT_SLUG.values())
LONG_NAME = "A rather long player name 12345"  # Discord names have at most 32 characters


@pytest.fixture(autouse=True)
def _fresh_layers() -> None:
    """The fixed layers (the hand's list of what traits do) drawn anew, so their words are
    seen."""
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
    for slug in SLUGS:  # every trait's name and text was drawn
        assert tr(lang, f"ev-trait-{slug}") in texts
        assert tr(lang, f"ev-trait-{slug}-text") in texts
    assert not _problems(drawn), _problems(drawn)[:5]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", ["Bo", "Player 4", LONG_NAME])
def test_seat_headers_leave_the_name_its_room(lang: str, name: str) -> None:
    """The tags (first player, to act, stopped feeding) follow the name only while the whole
    name fits beside them, else they follow the hand and food bag on the second line, or
    take lines of their own; none reaches past the panel or into the name or that line."""
    view = _crowded()
    end = SEAT_MIN_W - 18
    for seat in view["seats"]:
        seat = {**seat, "name": name}
        layout = header_layout(view, seat, SEAT_MIN_W, lang)
        if seat["seat"] == 0:
            assert len(layout["tags"]) == 3
        name_w = text_width(name, 26, True)
        assert layout["name_room"] >= min(NAME_MIN, name_w)
        info_w = text_width(layout["info"], 20)
        for text, _, _, x, line in layout["tags"]:
            assert x + text_width(text, layout["tag_size"], True) + 12 <= end, (text, x)
            if line == 0:   # beside the whole name
                assert name_w <= layout["name_room"] and x >= 52 + name_w + 12
            elif line == 1:
                assert x >= 52 + info_w + 16 or x == 52
        assert layout["lines"] == 1 + max([1] + [t[4] for t in layout["tags"]])
    short = header_layout(view, {**view["seats"][0], "name": "Bo"}, SEAT_MIN_W, lang)
    assert short["tags"][0][4] == 0   # a short name keeps its first tag beside it


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
