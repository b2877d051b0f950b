"""Every message the code names exists in the catalogs (docs/i18n.md): a key written in the code
(``tr(lang, "bot-joined")``, ``msg("wl-famine")``, ``UserError("bot-out-of-date")``) and every
key the code builds from a list (lobby buttons, AI levels, statuses, options, picture kinds)."""

from __future__ import annotations

import re
from pathlib import Path

import engine
from bot.core.models import CANCELLED, LOBBY, OVER, PLAYING
from bot.messages.controls.grammar import LOBBY_OPS
from engine.ai import LEVELS
from words import LANGUAGES, ONE_OF, has

ROOT = Path(__file__).resolve().parents[2]
CALL = re.compile(r"\b(?:tr|msg|UserError|IllegalAction|_cancel)\(\s*(?:[\w.\[\]\"']+,\s*)?"
                  r"\"([a-z][a-z0-9]*(?:-[a-z0-9_]+)+)\"")


def written_keys() -> dict[str, str]:
    found = {}
    for folder in ("bot", "engine", "renderers"):
        for path in (ROOT / folder).rglob("*.py"):
            for key in CALL.findall(path.read_text(encoding="utf-8")):
                found[key] = str(path.relative_to(ROOT))
    return found


def test_the_keys_written_in_the_code_are_in_every_language():
    keys = written_keys()
    keys.pop(ONE_OF)  # a list said with "or" (words/__init__.py), not a message
    assert len(keys) > 300, len(keys)
    missing = {k: where for k, where in keys.items() if not has("en", k)}
    assert missing == {}
    for lang in LANGUAGES:
        assert all(has(lang, k) for k in keys), lang


def test_the_keys_built_from_lists_are_in_every_language():
    keys = [f"ctl-{op}" for op in LOBBY_OPS]
    keys += [f"ctl-ai-{level}" for level in LEVELS]
    keys += [f"status-{status}" for status in (LOBBY, PLAYING, OVER, CANCELLED)]
    keys += [f"picture-{kind}" for kind in ("table", "hand", "result", "scoring")]
    for game, info in engine.GAMES.items():
        keys += [f"opt-{game}-{option.key}" for option in info.options]
    for lang in LANGUAGES:
        assert [k for k in keys if not has(lang, k)] == [], lang
