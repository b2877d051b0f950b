"""The bot's renderer names a post's picture when the post is composed, drawn and recorded as
delivered; the name holds ``renderers.picture_key``, the JSON of what the picture draws,
hashed. It is worked out once for one view object, and again for any other view, even an
equal one."""

from __future__ import annotations

import copy

import pytest

import engine
import renderers
from bot.messages.render import Renderer


def test_a_views_picture_key_is_worked_out_once(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    real = renderers.picture_key

    def counted(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        calls.append(args[0])
        return real(*args, **kwargs)

    monkeypatch.setattr(renderers, "picture_key", counted)
    view = engine.new_game("wildcards", ["ann", "bob", "cat"], seed=3).view(None)
    renderer = Renderer()  # the real renderers; naming a picture draws nothing
    name = renderer.name("table", "wildcards", view, "en")
    assert renderer.name("table", "wildcards", view, "en") == name
    assert len(calls) == 1
    assert renderer.name("table", "wildcards", copy.deepcopy(view), "en") == name
    assert len(calls) == 2  # another object: worked out again, to the same name
    assert renderer.name("table", "wildcards", view, "nl") != name  # other words
    assert renderer.name("hand", "wildcards", view, "en") != name
    assert len(calls) == 4
    for _ in range(70):  # the memory is small: the first view's key is forgotten
        renderer.name("table", "wildcards", copy.deepcopy(view), "en")
    renderer.name("table", "wildcards", view, "en")
    assert len(calls) == 4 + 70 + 1
