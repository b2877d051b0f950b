"""How ``renderers`` finds a game's pictures (docs/renderers.md, "A game's renderer"): by the
game's name, as the module ``renderers.<game>``; a registered game without one (the toy game of
tests/support/toy.py) draws no picture and keys every view as its own; the big-scoring picture
and the warm-up are optional hooks of a renderer module. And the size every module keeps, so
that a reader can hold one (docs/renderers.md, "Files")."""

from __future__ import annotations

from pathlib import Path

import pytest

import engine
import renderers
from renderers import evolution, wildcards, wildlife
from tests.support import toy

ROOT = Path(renderers.__file__).resolve().parent.parent
#: the most lines a module of renderers/ or engine/ may have
MAX_LINES = 420


@pytest.mark.parametrize("folder", ["renderers", "engine"])
def test_no_module_is_longer_than_a_reader_can_hold(folder: str) -> None:
    modules = sorted((ROOT / folder).rglob("*.py"))
    assert len(modules) > 10
    long = {str(p.relative_to(ROOT)): n for p in modules
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert long == {}


def test_each_game_finds_its_renderer_by_its_name() -> None:
    assert renderers.renderer("wildlife") is wildlife
    assert renderers.renderer("wildcards") is wildcards
    assert renderers.renderer("evolution") is evolution
    for module in (wildlife, wildcards, evolution):
        for name in ("table", "hand", "table_facts", "hand_facts"):
            assert callable(getattr(module, name)), (module.__name__, name)


def test_a_helper_module_is_no_game() -> None:
    """``renderers.common`` is a module of the package, not a game's renderer."""
    assert renderers.renderer("common") is None
    with pytest.raises(ValueError, match="no game"):
        renderers.render_table("common", {})
    with pytest.raises(ValueError, match="no game"):
        renderers.render_scoring("nope", {})


def test_a_game_without_a_renderer_draws_no_picture() -> None:
    """The toy game has no renderer module (``renderers.toy``): no picture of any kind, and
    each picture key is the view's own (its facts are the whole view), so the text goes
    alone."""
    with toy.registered():
        state = engine.new_game(toy.NAME, ["Ann", "Bob"])
        table, hand = state.view(None), state.view(0)
        assert renderers.renderer(toy.NAME) is None
        assert renderers.render_table(toy.NAME, table) is None
        assert renderers.render_hand(toy.NAME, hand) is None
        assert renderers.render_scoring(toy.NAME, table) is None
        assert renderers.render_result(toy.NAME, table) is None
        for kind, view in (("table", table), ("hand", hand), ("scoring", table)):
            assert renderers._facts(kind, toy.NAME, view, "en") is view
            assert renderers.picture_key(kind, toy.NAME, view) != \
                renderers.picture_key(kind, toy.NAME, {**view, "version": -1})
        renderers.warm_up()  # a game without a renderer has nothing to warm up either


def test_the_big_scoring_is_a_hook_of_the_renderer(positions_of) -> None:
    """WildLife's renderer has ``scoring`` and ``scoring_facts``; the other two have none, so
    ``render_scoring`` gives None for them whatever the view, and their facts are None."""
    assert callable(wildlife.scoring) and callable(wildlife.scoring_facts)
    for module in (wildcards, evolution):
        assert not hasattr(module, "scoring") and not hasattr(module, "scoring_facts")
    _, positions = positions_of("wildcards", 3, ())
    view = positions[-1][0]
    assert renderers.render_scoring("wildcards", view) is None
    assert renderers._facts("scoring", "wildcards", view, "en") is None
    state, _ = positions_of("wildlife", 4, ())
    assert renderers.render_scoring("wildlife", state.view(None)) == \
        wildlife.scoring(state.view(None), "en")


def test_warm_up_asks_each_renderer_for_its_hook(monkeypatch: pytest.MonkeyPatch) -> None:
    called: list[str] = []
    monkeypatch.setattr(wildlife, "warm_up", lambda: called.append("wildlife"))
    monkeypatch.setattr(wildcards, "warm_up", lambda: called.append("wildcards"), raising=False)
    renderers.warm_up()
    assert called == ["wildcards", "wildlife"]
    assert not hasattr(evolution, "warm_up")
