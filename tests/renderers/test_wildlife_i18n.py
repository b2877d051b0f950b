"""The WildLife pictures in English, Dutch and German: every picture renders in each
language for random positions with nothing cut (``common.recording``), and the places where
words meet a fixed box are measured against it (the players' table's heads, level letters and
abilities, the legend, card names and what they do); the words come from the catalogs; the
language is part of what a picture is drawn from, so cached pictures never mix languages."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image

import renderers
from engine.wildlife.data import ABILITIES, CARD_TYPES, LEVELS, card_dict
from renderers import wildlife
from renderers.common import recording, text_width
from renderers.wildlife import legend as wildlife_legend
from renderers.wildlife import panels as wildlife_panels
from renderers.wildlife import scoring_picture as wildlife_scoring
from renderers.wildlife.cards import CARD_W
from renderers.wildlife.hand_picture import rule_lines
from renderers.wildlife.map import SMALLEST, base_layer
from renderers.wildlife.style import HAND_WIDTH, WIDTH
from renderers.wildlife.table_picture import LEGEND_W, MAP_X
from tests.renderers.conftest import positions, written_keys
from words import LANGUAGES, bundle, say, tr

CONFIGS = [*((n, ()) for n in range(2, 7)), (3, (("organism_auction", True),))]
OTHER = [lang for lang in LANGUAGES if lang != "en"]


def _focus(view: dict[str, Any]) -> dict[str, Any]:
    spaces = [s for s, seat in view.get("board", {}).items() if seat == view.get("seat")]
    return {**view, "focus": {"spaces": spaces[:6] or ["D7", "C7"]}}


def _png(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("config", CONFIGS,
                         ids=[f"{n}p" + "".join(f"-{k}" for k, _ in o) for n, o in CONFIGS])
def test_no_text_is_cut_in_any_language(config, lang: str) -> None:
    """Tables, hands with a map crop and the big scoring of every situation of a random game,
    long player names included: every text drawn whole, every picture the usual size."""
    players, options = config
    state, found = positions("wildlife", players, options)
    wildlife.forget_layers()   # the layers drawn once are drawn (and noted) again
    with recording() as drawn:
        for table_view, _, seat_view in found:
            assert _png(wildlife.table(table_view, lang)).width == WIDTH
            assert _png(wildlife.hand(_focus(seat_view), lang)).width == HAND_WIDTH
        scoring = wildlife_scoring.scoring(state.view(None), lang)
        assert scoring is None or _png(scoring).width == wildlife_scoring.WIDTH
    assert len(drawn) > 100
    cut = [f"{d.text!r} drawn as {d.shown!r}" for d in drawn if d.cut]
    assert not cut, cut[:5]


@pytest.mark.parametrize("lang", OTHER)
def test_the_pictures_speak_the_language(lang: str) -> None:
    """A Dutch or German table draws its own words, not the English ones; English stays the
    default, so a caller that passes no language gets the English picture."""
    _, found = positions("wildlife", 4, ())
    view = next(v for v, _, _ in found if v.get("auction"))
    texts = {}
    for code in ("en", lang):
        with recording() as drawn:
            wildlife.table(view, code)
        texts[code] = {d.text for d in drawn}
    assert tr(lang, "wl-pic-player") in texts[lang]
    assert tr("en", "wl-pic-player") not in texts[lang]
    assert tr(lang, "wl-pic-points") not in texts["en"]
    assert wildlife.table(view) == wildlife.table(view, "en")


@pytest.mark.parametrize("kind", ["table", "hand"])
def test_the_language_is_part_of_the_picture_key(kind: str) -> None:
    """``*_facts`` hold the language: a German picture is never served from the English cache."""
    _, found = positions("wildlife", 3, ())
    view = found[len(found) // 2][0 if kind == "table" else 2]
    facts = wildlife.table_facts if kind == "table" else wildlife.hand_facts
    keys = {lang: facts(view, lang) for lang in LANGUAGES}
    assert len({repr(k) for k in keys.values()}) == len(LANGUAGES)
    assert facts(view) == keys["en"]
    assert wildlife_scoring.scoring_facts(view, "de") != wildlife_scoring.scoring_facts(view)


def test_every_key_the_pictures_name_is_a_message_of_every_catalog() -> None:
    keys = written_keys("wildlife")
    assert len(keys) > 60
    for key in sorted(keys):
        for lang in LANGUAGES:
            assert bundle(lang).has_message(key), (key, lang)


# -- words measured against their boxes, at the least readable size -------------------------
def test_the_island_draws_no_word() -> None:
    """The map names no area (a name would not be readable in its spaces): its layer is the
    same in every language, drawn once and kept."""
    for lang in LANGUAGES:
        assert base_layer(lang) is base_layer(lang)
        assert base_layer(lang).tobytes() == base_layer("en").tobytes()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_players_table_words_fit_their_columns(lang: str) -> None:
    """The heads fit their columns, the level letters their terrain boxes, and every
    ability (all five, two of each, two of them new: more than a game gives one player) the
    abilities column in at most six lines of the least readable size, in short forms."""
    width = LEGEND_W
    assert text_width(tr(lang, "wl-pic-player"), SMALLEST) <= wildlife_panels.NAME_W
    assert text_width(tr(lang, "wl-pic-points"), SMALLEST) <= wildlife_panels.POINTS_R - 60
    assert (text_width(tr(lang, "wl-score-abilities"), SMALLEST)
            <= width - wildlife_panels.ABIL_X - 6)
    for level in LEVELS:
        assert (text_width(tr(lang, "wl-level-letter", level=level), SMALLEST, True)
                <= wildlife_panels.LEVEL_W - 4)
    worst = {"abilities": dict.fromkeys(ABILITIES, 2),
             "unusable_until_next_turn": {ABILITIES[0]: 1, ABILITIES[1]: 1}}
    lines = wildlife_panels._ability_lines(worst, width - wildlife_panels.ABIL_X - 6, lang)
    assert 1 <= len(lines) <= 6, lines
    assert wildlife_panels.row_height(worst, width, lang) <= 6 * wildlife_panels.LINE + 4


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_legend_fits_the_table(lang: str) -> None:
    """The legend's rows each fit the table's width, every part kept whole where it can be;
    the legend is drawn once per language and width."""
    width = WIDTH - 2 * MAP_X
    rows = wildlife_legend.legend_rows(lang, width - 2 * wildlife_legend.PAD)
    assert 1 <= len(rows) <= 6
    for row in rows:
        x, (w, _) = row[-1]
        assert x + w <= width - 2 * wildlife_legend.PAD, (lang, len(rows))
    image = wildlife_legend.legend_image(lang, width)
    assert image is wildlife_legend.legend_image(lang, width)
    assert image.width == width and image.height == 6 + wildlife_legend.ROW_H * len(rows)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", sorted(CARD_TYPES))
def test_card_words_fit_the_cards(lang: str, key: str) -> None:
    """Each card's name fits its card at the least readable size, and what it does in short
    takes at most two lines under the cards; the whole rule text is the alt text's."""
    name = tr(lang, "wl-card", card=key)
    assert text_width(name, SMALLEST, True) <= CARD_W - 4, (lang, name)
    lines = rule_lines([{"code": key}] * 10, HAND_WIDTH - 12, lang)
    assert 1 <= len(lines) <= 2, (lang, key, lines)
    assert all(text_width(line, SMALLEST) <= HAND_WIDTH - 12 for line in lines), (lang, key)
    assert card_dict(key)["name"] == {"key": "wl-card", "args": {"card": key}}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_hand_says_each_card_in_short_and_its_alt_text_in_full(lang: str) -> None:
    """The hand picture says what each of its cards does in short (``wl-card-short``, once
    per kind, under the cards); the hand's alt text gives each of its cards' rules whole,
    within Discord's 1,024 characters."""
    _, found = positions("wildlife", 4, ())
    view = max((v for _, _, v in found), key=lambda v: len({c["code"] for c in v["hand"]}))
    codes = {card["code"] for card in view["hand"]}
    assert len(codes) >= 3
    wildlife.forget_layers()   # the cards are drawn once: draw them again here
    with recording() as drawn:
        wildlife.hand(view, lang)
    texts = {d.text for d in drawn}
    said = " ".join(d.text for d in drawn)
    alt = renderers.describe("hand", "wildlife", view, lang)
    assert len(alt) <= 1024
    for card in view["hand"]:
        assert tr(lang, "wl-card-short", card=card["code"]) in said
        rule = say(lang, card["text"]).rstrip(".")
        assert rule in alt, (lang, rule)
        assert rule not in texts
