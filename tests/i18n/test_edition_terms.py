"""WildLife's words follow its German edition (seed 000: the adaptations "Expandieren" and
"Attackieren", docs/i18n.md "Names"), so the adaptation "attack" never shares a word with the
ability Angriff (Aggression); the start-order rank is not called an age; and the ``/game rules``
cards page says where expanding may place a tile as the rulebook does."""

from __future__ import annotations

import re

import pytest

from words import FOLDER, tr


def test_the_german_catalog_uses_the_editions_adaptation_words():
    text = (FOLDER / "de" / "wildlife.ftl").read_text(encoding="utf-8")
    body = "\n".join(line for line in text.splitlines() if not line.startswith("#"))
    assert not re.search(r"ausbreit|breite[nt]? (dich|sich)|angreif|greif(e|t) .* an\b", body)
    assert tr("de", "wl-level", level="expand") == "expandieren"
    assert tr("de", "wl-level", level="attack") == "attackieren"
    assert tr("de", "wl-strike", strike="attack") != tr("de", "wl-strike", strike="aggression")
    assert "Angriff" not in tr("de", "wl-strike", strike="attack")


@pytest.mark.parametrize(("lang", "word"), [("nl", "startvolgorde"), ("de", "Startreihenfolge")])
def test_the_start_order_rank_is_not_an_age(lang: str, word: str):
    text = tr(lang, "wl-act-pick", organism="Man", rank=1)
    assert f"{word} 1" in text and not re.search(r"leeftijd|Alter", text), text


@pytest.mark.parametrize(("lang", "where"), [
    ("en", "any empty space of an area containing that terrain"),
    ("nl", "willekeurig leeg vak zetten van een gebied met dat terrein"),
    ("de", "beliebiges freies Feld eines Gebiets mit diesem Gelände"),
])
def test_the_rules_page_places_an_expanding_tile_anywhere_in_the_area(lang: str, where: str):
    page = tr(lang, "wl-rules-cards")
    assert where in page and "next to your own" not in page and "naast je eigen" not in page
    assert "neben deine eigenen" not in page
