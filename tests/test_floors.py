"""The floors of the code: every package uses only the packages below it (docs/layout.md).

Drawn from the imports that run (``tests/support/imports.py``: imports under
``if TYPE_CHECKING:`` are for hints only), no arrow runs up or sideways, so no two packages
import each other. The table below is the layout: a new module belongs to the package whose
name is its longest prefix, and a new package must be given its floor here.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.imports import imported_names

ROOT = Path(__file__).resolve().parents[1]
TOPS = ("words", "engine", "renderers", "bot")

#: the shared floor of the engine: the contract and what every game may build on
ENGINE_FLOOR = ("engine.core", "engine.registry", "engine.players", "engine.search", "engine.ai")
#: the renderers' shared floor: drawing helpers and the pictures every game has alike
RENDERERS_FLOOR = ("renderers.common", "renderers.png", "renderers.alt", "renderers.result",
                   "renderers.story", "renderers.standings")
GAMES = ("wildlife", "wildcards", "evolution")

#: package → the modules it is made of (a name and everything below it)
PACKAGES: dict[str, tuple[str, ...]] = {
    "words": ("words",),
    "engine floor": ENGINE_FLOOR,
    **{f"engine.{g}": (f"engine.{g}",) for g in GAMES},
    "engine": ("engine",),
    "renderers floor": RENDERERS_FLOOR,
    **{f"renderers.{g}": (f"renderers.{g}",) for g in GAMES},
    "renderers": ("renderers",),
    "bot.store": ("bot.store",),
    "bot.core": ("bot.core",),
    "bot.config": ("bot.config",),
    "bot.messages": ("bot.messages",),
    "bot.web": ("bot.web",),
    "bot.ui": ("bot.ui",),
    "bot": ("bot",),
}

ENGINE = ("engine floor", *(f"engine.{g}" for g in GAMES), "engine")
RENDERERS = ("renderers floor", *(f"renderers.{g}" for g in GAMES), "renderers")

#: package → the packages it may import besides itself (the floors below it)
MAY_USE: dict[str, tuple[str, ...]] = {
    "words": (),
    "engine floor": (),
    **{f"engine.{g}": ("engine floor",) for g in GAMES},
    "engine": ("engine floor", *(f"engine.{g}" for g in GAMES)),
    "renderers floor": ("words", *ENGINE),
    # a game's pictures may use its own rules' data (the WildLife map's geometry)
    **{f"renderers.{g}": ("words", "renderers floor", *ENGINE) for g in GAMES},
    "renderers": ("words", *RENDERERS[:-1], *ENGINE),
    "bot.store": ENGINE,
    "bot.core": ("bot.store", "words", *ENGINE, *RENDERERS),
    "bot.config": ("bot.core", "bot.store", "words", *ENGINE),
    "bot.messages": ("bot.core", "bot.store", "words", *ENGINE, *RENDERERS),
    "bot.web": ("bot.core", "bot.store", "words", *ENGINE, *RENDERERS),
    "bot.ui": ("bot.config", "bot.messages", "bot.web", "bot.core", "bot.store", "words",
               *ENGINE, *RENDERERS),
    "bot": ("bot.ui", "bot.config", "bot.messages", "bot.web", "bot.core", "bot.store", "words",
            *ENGINE, *RENDERERS),
}

#: the Discord-free floors: neither discord nor aiohttp, directly or through anything they use
DISCORD_FREE = ("words", *ENGINE, *RENDERERS, "bot.store", "bot.core")
DISCORD = ("discord", "aiohttp")


def package_of(module: str) -> str | None:
    """The package a module belongs to: the one naming its longest prefix."""
    best, length = None, -1
    for package, prefixes in PACKAGES.items():
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > length:
                best, length = package, len(prefix)
    return best


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def source_files() -> list[Path]:
    return sorted(p for top in TOPS for p in (ROOT / top).rglob("*.py"))


def known_modules() -> set[str]:
    return {module_name(p) for p in source_files()}


def arrows(path: Path, known: set[str], name: str | None = None) -> list[tuple[str, str]]:
    """(imported module, its package) for each import of ``path`` (the module ``name``,
    by default the one at that path) that its package may not make."""
    name = name or module_name(path)
    own = package_of(name)
    assert own is not None, f"{name} belongs to no package: give it a floor"
    bad = []
    for imported in sorted(imported_names(path)):
        top = imported.split(".")[0]
        if top in DISCORD and own in DISCORD_FREE:
            bad.append((imported, top))
        if imported not in known:
            continue
        target = package_of(imported)
        if target is not None and target != own and target not in MAY_USE[own]:
            bad.append((imported, target))
    return bad


@pytest.mark.parametrize("path", source_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_import_runs_up_or_sideways(path: Path) -> None:
    assert arrows(path, known_modules()) == []


def test_the_floors_form_no_cycle() -> None:
    """The table itself: no package may use one that may use it back, however far round."""
    def below(package: str, seen: tuple[str, ...]) -> None:
        assert package not in seen, " → ".join((*seen, package))
        for other in MAY_USE[package]:
            below(other, (*seen, package))

    assert set(MAY_USE) == set(PACKAGES)
    for package in PACKAGES:
        below(package, ())


def test_every_package_says_what_it_holds_and_may_use() -> None:
    """Each package's docstring is there and is no placeholder."""
    for init in sorted(p for top in TOPS for p in (ROOT / top).rglob("__init__.py")):
        text = init.read_text()
        assert text.startswith('"""') and "placeholder" not in text.split('"""')[1], init


def test_the_check_sees_an_arrow_up(tmp_path: Path) -> None:
    """An import from the core into the Discord side, and discord itself, are both caught."""
    sample = tmp_path / "sample.py"
    sample.write_text("import discord.utils\nfrom bot.core import models\n"
                      "def later():\n    from bot.messages.panels import release\n")
    found = arrows(sample, known_modules() | {"bot.messages.panels.release"}, "bot.core.sample")
    assert found == [("bot.messages.panels", "bot.messages"),
                     ("bot.messages.panels.release", "bot.messages"), ("discord.utils", "discord")]


def test_a_game_may_not_use_another_game() -> None:
    assert "engine.wildcards" not in MAY_USE["engine.wildlife"]
    assert package_of("renderers.wildlife.map") == "renderers.wildlife"
    assert package_of("engine.core") == "engine floor"
    assert package_of("renderers") == "renderers"


def test_the_discord_free_floors_load_no_discord() -> None:
    """Transitively too: importing every module of the core, the store, the engine, the
    renderers and the words brings neither discord nor aiohttp nor the Discord side in."""
    modules = [module_name(p) for p in source_files()
               if package_of(module_name(p)) in DISCORD_FREE]
    code = ("import importlib, sys\n"
            f"for m in {modules!r}: importlib.import_module(m)\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('discord', 'aiohttp')"
            " or m.startswith(('bot.messages', 'bot.ui'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, check=True).stdout
    assert out.strip() == "[]"
