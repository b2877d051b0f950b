"""AI seats and levels in the reader's language (docs/i18n.md, "Which language where"): a German
table names its AI seats "KI 1" and shows levels by their German names; the level codes stay the
commands' values."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.core.service import GameService
from bot.core.texts import lobby_text
from bot.store import open_store
from engine.ai import LEVELS
from tests.bot.support import Clock
from words import LANGUAGES, tr

SEAT = {"en": "AI 1", "nl": "AI 1", "de": "KI 1"}


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_an_ai_seat_is_named_and_its_level_said_in_the_table_language(
        tmp_path: Path, lang: str) -> None:
    store = await open_store(tmp_path / "bot.db")
    service = GameService(store, clock=Clock(), seed_source=lambda: 7)
    await service.start()
    try:
        await service.lobby.create(500, 1, 11, "Ann", "wildcards", lang=lang)
        table = await service.lobby.add_ai(500, 11, "greedy")
        assert table.seats[1].name == SEAT[lang] and table.seats[1].ai == "greedy"
        text = lobby_text(table, "", lambda _user: True)
        greedy = tr(lang, "ai-level", level="greedy")
        assert f"2. {SEAT[lang]} · 🤖 {greedy}" in text, text
        if lang != "en":
            assert "greedy" not in text, text
    finally:
        await service.close()
        await store.close()


@pytest.mark.parametrize("lang", ["nl", "de"])
def test_every_level_has_its_own_translated_name(lang: str) -> None:
    names = [tr(lang, "ai-level", level=level) for level in LEVELS]
    assert len(set(names)) == len(LEVELS) and not set(names) & set(LEVELS), names
