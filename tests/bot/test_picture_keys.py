"""A picture's key is computed once per view object (``Renderer.key_of``): one post's picture
is named when composed, drawn and recorded as delivered; a view seen before is never taken for
another one that later got the same ``id``."""

from __future__ import annotations

from typing import Any

from bot.delivery.render import Renderer, view_key
from tests.bot.support import recording_renderer


async def test_naming_and_drawing_one_view_computes_its_key_once() -> None:
    renderer = recording_renderer()
    calls: list[dict[str, Any]] = []

    def counted(kind: str, game: str, view: dict[str, Any], lang: str) -> str:
        calls.append(view)
        return view_key(kind, game, view, lang)

    renderer.key = counted
    view = {"round": 1, "board": [1, 2, 3]}
    name = renderer.name("table", "wildlife", view, "en")
    picture = await renderer.picture("table", "wildlife", view, "en")
    assert picture is not None and picture.filename == name
    assert renderer.name("table", "wildlife", view, "en") == name
    assert len(calls) == 1
    renderer.name("table", "wildlife", view, "nl")  # another language: another picture
    renderer.name("hand", "wildlife", view, "en")
    assert len(calls) == 3


def test_a_new_view_is_never_named_as_an_earlier_one() -> None:
    """Views made and dropped one after another (their ids reused by Python) each get the
    name of their own contents, also after the memo forgot the earlier ones."""
    renderer = Renderer({"table": lambda game, view, lang: b""})
    for n in range(300):
        view = {"n": n}
        expected = Renderer.filename("table", "wildlife",
                                     view_key("table", "wildlife", {"n": n}, "en"))
        assert renderer.name("table", "wildlife", view, "en") == expected
        del view
