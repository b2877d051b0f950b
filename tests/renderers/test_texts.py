"""Nothing cut ("Mounta…", "big scoring after…"; docs/renderers.md, "Texts"). Every text a picture
draws goes through ``common.draw_text`` (or ``draw_paragraph``), which notes what was asked and what
was drawn while ``recording()`` runs; for random positions of all three games, with long player
names, no label, trait or card text is drawn cut."""

from __future__ import annotations

from PIL import Image, ImageDraw

import renderers
from renderers.common import draw_paragraph, draw_text, recording, text_width, wrap


def _cut(drawn: list) -> list[str]:
    return [f"{d.text!r} drawn as {d.shown!r}" for d in drawn if d.cut]


def test_the_recorder_sees_a_cut() -> None:
    """The check can fail: a text that cannot fit even when shrunk is cut, and noted so."""
    draw = ImageDraw.Draw(Image.new("RGB", (100, 40)))
    with recording() as drawn:
        draw_text(draw, (0, 0), "Mountains and more mountains", 20, max_width=60)
        draw_text(draw, (0, 0), "Mountains", 20, max_width=200)
    assert [d.text for d in drawn if d.cut] == ["Mountains and more mountains"]
    assert drawn[-1].shown == "Mountains"


def test_long_words_shrink_before_they_are_cut() -> None:
    """A longer word (a translation, say) is drawn smaller, whole, when shrinking suffices."""
    draw = ImageDraw.Draw(Image.new("RGB", (100, 40)))
    width = text_width("Mountains", 20)
    with recording() as drawn:
        draw_text(draw, (0, 0), "Gebirgslandschaft", 20, max_width=int(width * 1.3))
    assert not _cut(drawn) and drawn[0].size < 20


def test_paragraphs_shrink_and_long_words_break() -> None:
    """Card texts shrink to fit their box; a word wider than a line is broken, not cut."""
    long_word = "Nahrungskettenverteilungsregel"
    lines = wrap(f"Eine {long_word} gilt.", 80, 16)
    assert "".join(lines).replace(" ", "") == f"Eine{long_word}gilt."
    assert all(text_width(line, 16) <= 80 for line in lines)
    draw = ImageDraw.Draw(Image.new("RGB", (200, 200)))
    text = "Each opponent returns 5 food; the shortfall costs one success point per food."
    with recording() as drawn:
        draw_paragraph(draw, (0, 0, 150, 60), text, 16, min_size=9)
        draw_paragraph(draw, (0, 0, 150, 20), text * 3, 16, min_size=12)
    assert drawn[0].size < 16 and not drawn[0].cut
    assert drawn[1].cut


def _focus(view: dict) -> dict:
    """A WildLife seat view with the DM crop of its own tiles' spaces (a choice's spaces)."""
    spaces = [s for s, seat in view.get("board", {}).items() if seat == view.get("seat")]
    return {**view, "focus": {"spaces": spaces[:6] or ["D7", "C7"]}}


def test_no_text_is_cut_in_any_picture(found) -> None:
    """Tables, hands (WildLife's with a map crop), big scorings and the result of random
    positions of every game, player count and variant, names of 27 characters included."""
    game, state, positions = found
    with recording() as drawn:
        for table_view, _, seat_view in positions:
            renderers.render_table(game, table_view)
            if game == "wildlife":
                seat_view = _focus(seat_view)
            renderers.render_hand(game, seat_view)
        renderers.render_result(game, state.result())
        renderers.render_scoring(game, state.view(None))
    assert len(drawn) > 100
    assert not _cut(drawn), _cut(drawn)[:5]
