"""Shared drawing helpers: shipped fonts (no system fonts), text that fits, readable ink."""

from __future__ import annotations

from pathlib import Path

import renderers
from renderers.common import (
    BLACK,
    FONT_DIR,
    WHITE,
    fit_text,
    font,
    readable_on,
    text_width,
    wrap,
)


def test_fonts_are_shipped_with_their_licence() -> None:
    """Fonts shipped in the package (pyproject's package-data), with the licence."""
    package = Path(renderers.__file__).parent
    assert FONT_DIR == package / "fonts"
    ttfs = sorted(p.name for p in FONT_DIR.glob("*.ttf"))
    assert len(ttfs) >= 2
    assert any(p.suffix == ".txt" and "licen" in p.name.lower() for p in FONT_DIR.iterdir())
    assert Path(font(20).path).parent == FONT_DIR
    assert Path(font(20, bold=True).path).parent == FONT_DIR


def test_fit_text_cuts_long_names_with_an_ellipsis() -> None:
    name = "A player with a really very long Discord display name"
    cut = fit_text(name, 200, 24)
    assert cut.endswith("…") and text_width(cut, 24) <= 200
    assert fit_text("Ann", 200, 24) == "Ann"


def test_wrap_keeps_every_word_within_the_width() -> None:
    text = "Each opponent returns 5 food; the shortfall costs one success point per food."
    lines = wrap(text, 160, 16)
    assert len(lines) > 1
    assert all(text_width(line, 16) <= 160 for line in lines)
    assert " ".join(lines) == text


def test_ink_is_black_on_light_and_white_on_dark() -> None:
    assert readable_on((250, 216, 40)) == BLACK     # Snake yellow
    assert readable_on((24, 24, 24)) == WHITE       # Bear black
    assert readable_on((28, 78, 196)) == WHITE      # Crocodile blue


def test_fixed_layers_are_drawn_once_and_kept_per_language(positions_of) -> None:
    """A ``static_layer`` is drawn once and then reused (the same image), until
    ``drop_static_layers``; a layer is kept per language, so a picture drawn after another
    language's layers were made is the one drawn from nothing (Wild Cards' leaders,
    Evolution's key to the signs of a species)."""
    from renderers import evolution, wildcards
    from renderers.common import drop_static_layers
    from renderers.evolution.cards import key_image

    drop_static_layers()
    first = key_image(754, "de")
    assert key_image(754, "de") is first
    drop_static_layers()
    assert key_image(754, "de") is not first
    for game, module in (("wildcards", wildcards), ("evolution", evolution)):
        _, found = positions_of(game, 3, ())
        table, _, hand = found[len(found) // 2]
        drop_static_layers()
        dutch = (module.table(table, "nl"), module.hand(hand, "nl"))
        german = (module.table(table, "de"), module.hand(hand, "de"))
        drop_static_layers()
        assert (module.table(table, "de"), module.hand(hand, "de")) == german
        assert german[0] != dutch[0]
