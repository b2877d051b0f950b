"""The final result picture (ranking and the score broken down by category, as a bar chart that
reads well on a phone), from the result format of core.py's State.result."""

from __future__ import annotations

import io

from PIL import Image

import renderers
from renderers.result import CATEGORY_COLORS, result_image, result_of

RESULT = {
    "ranking": [
        {"seat": 1, "name": "Ann", "place": 1, "score": 30,
         "breakdown": {"areas": 20, "herds": 10, "losses": 0}},
        {"seat": 0, "name": "Bob", "place": 2, "score": 12,
         "breakdown": {"areas": 15, "herds": 0, "losses": -3}},
    ],
    "categories": ["areas", "herds", "losses"],
    "tiebreak": "most food, then the largest herd",
}


def _rgb(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB")


def _drawn(result: dict) -> Image.Image:
    """The picture before PNG encoding (the palette may shift colours by a unit)."""
    return result_image("wildlife", result)


def test_result_is_found_in_a_view_or_given_directly() -> None:
    assert result_of(RESULT) is RESULT
    assert result_of({"phase": "over", "result": RESULT}) is RESULT


def test_one_row_per_player_and_a_bar_per_category() -> None:
    """Each player gets a row; the winner's bar shows both scoring categories in their legend
    colours (areas first, herds second)."""
    image = _drawn(RESULT)
    assert image.width == 1000 and _rgb(renderers.render_result("wildlife", RESULT)).width == 1000
    colors = {c for _, c in image.getcolors(1 << 20)}
    assert CATEGORY_COLORS[0] in colors and CATEGORY_COLORS[1] in colors
    one = _drawn({**RESULT, "ranking": RESULT["ranking"][:1]})
    assert image.height > one.height


def test_rows_follow_the_places_not_the_list_order() -> None:
    """A result listed out of order is drawn by place: the same picture as the sorted one."""
    shuffled = {**RESULT, "ranking": list(reversed(RESULT["ranking"]))}
    assert renderers.render_result("evolution", shuffled) == \
        renderers.render_result("evolution", RESULT)


def test_categories_nobody_scored_in_are_left_out_of_the_legend() -> None:
    """A ledger with many zero categories (WildLife's) keeps the legend short."""
    padded = {**RESULT, "categories": RESULT["categories"] + ["start", "food_ability"],
              "ranking": [{**r, "breakdown": {**r["breakdown"], "start": 0, "food_ability": 0}}
                          for r in RESULT["ranking"]]}
    assert renderers.render_result("wildlife", padded) == \
        renderers.render_result("wildlife", RESULT)
