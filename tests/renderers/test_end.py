"""The end of a game in pictures: WildLife's final table names the winner and marks nobody's
turn; the result's bars show the points lost (a red bar under the end of the points won, as long
as the losses, so that where it starts is the score); "1 point", not "1 points"."""

from __future__ import annotations

from PIL import Image

from renderers import describe, result, wildcards, wildlife
from renderers.common import recording
from tests.renderers.conftest import positions
from words import LANGUAGES, tr


def test_the_final_wildlife_table_names_the_winner_and_no_turn() -> None:
    state, _ = positions("wildlife", 3, ())
    view = state.view(None)
    assert view["phase"] == "over"
    for lang in LANGUAGES:
        with recording() as drawn:
            wildlife.table(view, lang)
        texts = {d.text for d in drawn}
        first = [r for r in state.result()["ranking"] if r["place"] == 1]
        assert result.winner_text(first, lang) in texts, lang
        assert tr(lang, "wl-pic-their-turn") not in texts
        assert not any(tr(lang, "wl-pic-turn", player=name) in text
                       for name in view["players"] for text in texts)


def _result(won: int, lost: int) -> dict:
    return {"ranking": [
        {"seat": 0, "name": "Ann", "place": 1, "score": 100,
         "breakdown": {"wl-score-areas": 100, "wl-score-losses": 0}},
        {"seat": 1, "name": "Bo", "place": 2, "score": won - lost,
         "breakdown": {"wl-score-areas": won, "wl-score-losses": -lost}}],
        "categories": ["wl-score-areas", "wl-score-losses"], "tiebreak": None}


def _red_run(image: Image.Image, y0: int, y1: int) -> int:
    """The longest run of the losses' red in any line between y0 and y1."""
    best = 0
    for y in range(y0, y1):
        run = 0
        for x in range(image.width):
            run = run + 1 if image.getpixel((x, y)) == result.NEGATIVE else 0
            best = max(best, run)
    return best


def test_the_result_bar_shows_the_losses_to_scale() -> None:
    """Bo won 100 and lost 38: a red bar 38 % of the scale long under Bo's bar (before, the
    losses were only written beside the name and Bo's bar was as long as Ann's)."""
    image = result.result_image("wildlife", _result(100, 38)).convert("RGB")
    rows_top = image.height - 2 * result.ROW_H - 40   # Bo's row is the last
    run = _red_run(image, rows_top, image.height)
    expected = result.BAR_W * 38 / 100
    assert abs(run - expected) <= 3, (run, expected)
    none = result.result_image("wildlife", _result(100, 0)).convert("RGB")
    assert _red_run(none, 0, none.height) < 20   # no losses, no red bar


def test_one_point_is_singular() -> None:
    _, found = positions("wildlife", 3, ())
    view = found[0][0]
    view = {**view, "seats": [{**s, "points": 1} for s in view["seats"]]}
    for lang in LANGUAGES:
        with recording() as drawn:
            wildlife.table(view, lang)
        texts = [d.text for d in drawn]
        # the players' table says "points" once, in its head, over the numbers: no "1 points"
        assert texts.count(tr(lang, "wl-pic-points")) == 1
        assert not any(t.startswith("1 ") and t.endswith(tr(lang, "wl-pic-points-of", count=2))
                       for t in texts)
    with recording() as drawn:
        result.result_image("wildlife", _result(1, 0))
    assert "point" in [d.text for d in drawn]


def test_no_picture_says_1_points() -> None:
    """Counts of one are singular in every picture text (Fluent selectors), at the start of
    each game, where most scores are 0 or 1, and at its end."""
    import re

    import renderers

    plural_one = re.compile(r"(?<![\d.,−-])1 (points|pts|punten|ptn|Punkte)\b")
    for game, players in (("wildlife", 4), ("wildcards", 3), ("evolution", 4)):
        state, found = positions(game, players, ())
        for lang in LANGUAGES:
            with recording() as drawn:
                for view, _, _ in found[:4] + found[-1:]:
                    renderers.render_table(game, view, lang)
                renderers.render_result(game, state.result(), lang)
            bad = [d.text for d in drawn if plural_one.search(d.text)]
            assert not bad, (game, lang, bad[:3])


def test_the_final_wild_cards_table_names_the_winner() -> None:
    """Its picture and its alt text, in every language: "The game is over" alone left the
    reader to find the winner on the result."""
    state, _ = positions("wildcards", 3, ())
    view = state.view(None)
    assert view["over"]
    for lang in LANGUAGES:
        winner = result.winner_text(state.result()["ranking"], lang)
        with recording() as drawn:
            wildcards.table(view, lang)
        assert winner in {d.text for d in drawn}, lang
        assert winner in describe("table", "wildcards", view, lang)
