"""The core's boundary: ``bot/core``, ``bot/store`` and ``bot/games`` decide and commit
without Discord, so they import neither discord nor the Discord side (``bot/ui``) or the
delivery (``bot/delivery``); from ``bot`` they use only the core, the store, the adapters and
the config (docs/bot.md, "Layout")."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.imports import imported_names

BOT = Path(__file__).resolve().parents[2] / "bot"
DISCORD_FREE = ("core", "store", "games")
ALLOWED = ("bot.core", "bot.store", "bot.games", "bot.config")
FORBIDDEN_LIBRARIES = ("discord", "aiohttp")


def discord_free_files() -> list[Path]:
    return sorted(p for part in DISCORD_FREE for p in (BOT / part).rglob("*.py"))


def crossings(path: Path) -> list[str]:
    """The imports of ``path`` that leave the Discord-free side."""
    bad = []
    for name in sorted(imported_names(path)):
        top = name.split(".")[0]
        if top in FORBIDDEN_LIBRARIES:
            bad.append(name)
        elif top == "bot" and name != "bot" and not name.startswith(ALLOWED):
            bad.append(name)
    return bad


@pytest.mark.parametrize("path", discord_free_files(), ids=lambda p: str(p.relative_to(BOT)))
def test_the_core_imports_no_discord_side(path: Path) -> None:
    assert crossings(path) == []


def test_the_check_sees_a_crossing(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("import discord.utils\nfrom bot.core import models\n"
                      "def later():\n    from bot.ui.panels import controls\n")
    assert crossings(sample) == ["bot.ui.panels", "bot.ui.panels.controls", "discord.utils"]


def test_importing_the_core_loads_no_discord() -> None:
    """Transitively too: nothing the core imports (engine, renderers, the store's drivers)
    brings discord in."""
    modules = [".".join(p.relative_to(BOT.parent).with_suffix("").parts).removesuffix(
        ".__init__") for p in discord_free_files()]
    code = ("import importlib, sys\n"
            f"for m in {modules!r}: importlib.import_module(m)\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('discord', 'aiohttp', "
            "'bot') and not m.startswith(('bot.core', 'bot.store', 'bot.games', 'bot.config'))"
            " and m != 'bot'))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=BOT.parent, check=True).stdout
    assert out.strip() == "[]"
