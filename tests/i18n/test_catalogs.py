"""The catalogs (words/locales): every message in all three languages, with the same
placeholders, and every file parses (docs/i18n.md: every key exists in all three files and every
placeholder matches)."""

from __future__ import annotations

import pytest

from tests.support.catalogs import entries
from words import FOLDER, LANGUAGES


def files(lang: str) -> set[str]:
    return {p.name for p in (FOLDER / lang).glob("*.ftl")}


def test_every_language_has_the_same_files():
    assert files("en"), "no English catalog"
    for lang in LANGUAGES:
        assert files(lang) == files("en"), lang


@pytest.mark.parametrize("name", sorted(files("en")))
@pytest.mark.parametrize("lang", [code for code in LANGUAGES if code != "en"])
def test_every_key_and_placeholder_matches_english(name: str, lang: str):
    english = entries(FOLDER / "en" / name)
    other = entries(FOLDER / lang / name)
    assert sorted(set(english) - set(other)) == [], f"missing in {lang}/{name}"
    assert sorted(set(other) - set(english)) == [], f"not in en/{name}"
    for key, names in english.items():
        assert other[key] == names, f"{lang}/{name} {key}: {other[key]} != {names}"


def test_no_key_is_in_two_files():
    seen: dict[str, str] = {}
    for path in sorted((FOLDER / "en").glob("*.ftl")):
        for key in entries(path):
            assert key not in seen, f"{key} in {seen.get(key)} and {path.name}"
            seen[key] = path.name
