"""The Wild Cards pictures in English, Dutch and German. Random positions of every
player count (and Leo) render in each language; every label is measured against its box
(no text wider than the room it was given, none cut, none past the picture's edge); the
words come from the catalogs, in the reader's language."""

from __future__ import annotations

from typing import Any

import pytest
from PIL import ImageDraw

import renderers
from renderers import wildcards
from renderers.common import drop_static_layers, recording, text_width
from renderers.wildcards import cards as wildcards_cards
from renderers.wildcards import display as wildcards_display
from renderers.wildcards import hand_picture as wildcards_hand
from renderers.wildcards import table_picture as wildcards_table
from tests.renderers.conftest import CONFIGS, config_id, written_keys
from words import LANGUAGES, has

WILDCARDS = [c for c in CONFIGS if c[0] == "wildcards"]


class Spy:
    """Every single-line text the Wild Cards module draws: where, how wide, in what room."""

    def __init__(self) -> None:
        self.rows: list[dict[str, Any]] = []

    def __call__(self, draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str,
                 size: int, **kw: Any) -> int:
        width = DRAW_TEXT(draw, xy, text, size, **kw)
        anchor = kw.get("anchor", "la")
        left = {"l": xy[0], "m": xy[0] - width / 2, "r": xy[0] - width}[anchor[0]]
        self.rows.append({"text": text, "width": width, "room": kw.get("max_width"),
                          "left": left, "right": left + width,
                          "picture": draw.im.size[0]})
        return width

    def problems(self) -> list[str]:
        out = []
        for row in self.rows:
            if row["room"] is not None and row["width"] > row["room"]:
                out.append(f"{row['text']!r} {row['width']} px in {row['room']} px")
            if row["left"] < 0 or row["right"] > row["picture"]:
                out.append(f"{row['text']!r} from {row['left']} to {row['right']} px "
                           f"in a picture {row['picture']} px wide")
        return out


DRAW_TEXT = wildcards_table.draw_text
#: the modules that draw the Wild Cards pictures' texts
DRAWING = (wildcards_cards, wildcards_display, wildcards_hand, wildcards_table)


@pytest.fixture(autouse=True)
def _fresh_layers() -> None:
    """The fixed layers (the leaders' names and powers) drawn anew, so their words are seen."""
    drop_static_layers()


@pytest.fixture
def spy(monkeypatch: pytest.MonkeyPatch) -> Spy:
    found = Spy()
    for module in DRAWING:
        monkeypatch.setattr(module, "draw_text", found)
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("config", WILDCARDS, ids=[config_id(c) for c in WILDCARDS])
def test_tables_and_hands_fit_in_every_language(config, lang, positions_of, spy) -> None:
    """Random positions (long player names included): nothing cut, nothing past its box."""
    game, players, options = config
    _, positions = positions_of(game, players, options)
    with recording() as drawn:
        for table_view, _, seat_view in positions:
            assert wildcards.table(table_view, lang)[:4] == b"\x89PNG"
            assert wildcards.hand(seat_view, lang)[:4] == b"\x89PNG"
    assert len(drawn) > 100 and len(spy.rows) > 100
    cut = [f"{d.text!r} drawn as {d.shown!r}" for d in drawn if d.cut]
    assert not cut, cut[:5]
    assert not spy.problems(), spy.problems()[:5]


def _drawn(view: dict[str, Any], lang: str, picture: str = "table") -> list[str]:
    drop_static_layers()
    with recording() as drawn:
        (wildcards.table_image if picture == "table" else wildcards.hand_image)(view, lang)
    return [d.text for d in drawn]


def test_the_pictures_speak_the_readers_language(positions_of) -> None:
    """The same position drawn in three languages: the words differ, the names of the
    edition (Expo, Auslage) and the round's part said in each language."""
    _, positions = positions_of("wildcards", 4, (("leo", True),))
    view, seat, seat_view = next(p for p in positions if p[0]["phase"] == "pick")
    texts = {lang: _drawn(view, lang) for lang in LANGUAGES}
    assert "Display" in texts["en"] and "Expo" in texts["nl"] and "Auslage" in texts["de"]
    assert "Leaders" in texts["en"] and "Leiders" in texts["nl"] and "Anführer" in texts["de"]
    for lang in LANGUAGES:
        assert wildcards_table.part_label("picks", lang) in texts[lang]
    pictures = {lang: wildcards.table(view, lang) for lang in LANGUAGES}
    assert len(set(pictures.values())) == 3
    hands = {lang: _drawn(seat_view, lang, "hand") for lang in LANGUAGES}
    assert "Bieden" not in " ".join(hands["en"]) and hands["nl"] != hands["de"]


def test_the_picture_facts_name_the_language(positions_of) -> None:
    """A cached picture is one language's: the facts it is keyed on hold the language (and
    the words of the round's part said in it)."""
    _, positions = positions_of("wildcards", 3, ())
    view, seat, seat_view = positions[-2]
    tables = [wildcards.table_facts(view, lang) for lang in LANGUAGES]
    hands = [wildcards.hand_facts(seat_view, lang) for lang in LANGUAGES]
    assert [f["lang"] for f in tables] == list(LANGUAGES) == [f["lang"] for f in hands]
    assert wildcards.table_facts(view) == tables[0]  # English unless told
    assert renderers.picture_key("table", "wildcards", view)


def test_every_word_the_module_draws_is_in_the_catalogs() -> None:
    """Each picture key the renderer names exists in all three languages."""
    keys = {key for key in written_keys("wildcards") if key.startswith("wc-pic-")}
    assert len(keys) > 35
    missing = [(lang, key) for key in sorted(keys) for lang in LANGUAGES if not has(lang, key)]
    assert not missing, missing
    for species in wildcards_cards.SPECIES_ORDER:
        assert all(has(lang, f"wc-species-{species}") for lang in LANGUAGES)
    for habitat in ("forest", "savannah", "mountains", "wild"):
        assert all(has(lang, f"wc-habitat-{habitat}") for lang in LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_longest_names_fit_the_narrowest_boxes(lang) -> None:
    """The narrowest boxes (a collection cell, a display card) hold every species name at a
    readable size: measured, not hoped."""
    from renderers.common import fit_size
    for species in wildcards_cards.SPECIES_ORDER:
        name = wildcards_cards.species_name(species, lang)
        cell = fit_size(name, 84 - 8, 15, True, 10)
        assert text_width(name, cell, True) <= 76 and cell >= 10, (name, cell)
        card = fit_size(name, 150 - 10, 26, True, 16)
        assert text_width(name, card, True) <= 140, (name, card)
