"""The final result picture (ranking and the score broken down by category, as a bar chart that
reads well on a phone), from the result format of core.py's State.result."""

from __future__ import annotations

import io

from PIL import Image

import renderers
from renderers.common import INK, recording
from renderers.result import CATEGORY_COLORS, NEGATIVE, result_image, result_of

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
    drawn = _rgb(renderers.render_result("wildlife", RESULT))
    assert image.width == renderers.result.WIDTH == drawn.width
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


def test_no_number_of_a_bar_is_crossed_by_the_losses() -> None:
    """Bo won 50 by areas and 50 by herds and lost 25: his score's tick falls in the middle
    of the herds segment, where its number is written. Each number drawn in a bar keeps clear
    of the losses' red bar and the score's black tick (the recorded text boxes, read in the
    picture's pixels)."""
    lost = {"ranking": [
        {"seat": 0, "name": "Ann", "place": 1, "score": 100,
         "breakdown": {"wl-score-areas": 100, "wl-score-losses": 0}},
        {"seat": 1, "name": "Bo", "place": 2, "score": 75,
         "breakdown": {"wl-score-areas": 50, "wl-score-herds": 50, "wl-score-losses": -25}}],
        "categories": ["wl-score-areas", "wl-score-herds", "wl-score-losses"], "tiebreak": None}
    with recording() as drawn:
        image = result_image("wildlife", lost)
    numbers = [d for d in drawn if d.text in ("100", "50") and d.size < 24 and d.box]
    assert [d.text for d in numbers] == ["100", "50", "50"], "each segment says its points"
    for d in numbers:
        inside = {c for _, c in image.crop(d.box).getcolors(1 << 16)}
        assert NEGATIVE not in inside and INK not in inside, (d.text, d.box)


def test_categories_differ_by_pattern_as_well_as_colour() -> None:
    """Each legend chip has a pattern of its own (the pixels that differ from its colour),
    so nine categories are told apart without their colours."""
    nine = [f"c{i}" for i in range(9)]
    many = {"ranking": [{"seat": 0, "name": "Ann", "place": 1, "score": 90,
                         "breakdown": {c: 10 for c in nine}}], "categories": nine,
            "tiebreak": None}
    with recording() as drawn:
        image = result_image("evolution", many)
    chips = [d.box for d in drawn if d.text.startswith("C") and d.box is not None][:9]
    assert len(chips) == 9
    looks = set()
    for box in chips:
        chip = image.crop((box[0] - 34, box[1], box[0] - 8, box[3])).convert("RGB")
        ground = max(chip.getcolors(1 << 16))[1]
        looks.add(bytes(int(pixel != ground) for pixel in chip.getdata()))
    assert len(looks) == 9
