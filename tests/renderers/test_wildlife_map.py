"""The WildLife island picture (docs/wildlife.md has the island):
every space in its terrain's colour, every area outlined, its small-scoring marker's place on
its own spaces, tiles in the organism colours, the last action marked; the static layer drawn
once and never drawn over."""

from __future__ import annotations

import hashlib

from engine.wildlife.board import ADJACENT, AREAS, COLUMNS, SPACE_AREA, coords, space_terrain
from renderers import wildlife
from renderers.common import HIGHLIGHT
from renderers.wildlife.board import draw_map
from renderers.wildlife.legend import legend_image
from renderers.wildlife.map import (
    AREA_EDGE,
    LABEL_AT,
    TERRAIN_COLORS,
    base_layer,
    cell_box,
    marker_box,
    tile_centre,
)
from renderers.wildlife.seats import ORGANISM_RGB
from renderers.wildlife.table_picture import LEGEND_W


def _sample(space: str) -> tuple[int, int]:
    """A point inside a tile's disc, clear of its letter and of any marker (they sit at the
    bottom right of a space)."""
    x, y = tile_centre(space)
    return int(x + 9 if space in RIGHT_OF_MARKER else x - 9), int(y)


#: the spaces right of a marker's place: a marker sits on their left edge
RIGHT_OF_MARKER = {f"{COLUMNS[coords(s)[0] + 1]}{coords(s)[1]}" for s in LABEL_AT.values()}


def test_every_space_has_its_terrain_colour() -> None:
    """Each of the 78 spaces shows its terrain."""
    image = base_layer()
    assert len(SPACE_AREA) == 78
    for space in SPACE_AREA:
        x0, y0, x1, y1 = cell_box(space)
        centre = ((x0 + x1) // 2, (y0 + y1) // 2)
        assert image.getpixel(centre) == TERRAIN_COLORS[space_terrain(space)], space


def test_every_area_border_is_outlined() -> None:
    """Between two spaces of different areas the map draws the thick area line."""
    image = base_layer()
    checked = 0
    for space, neighbours in ADJACENT.items():
        for other in neighbours:
            if SPACE_AREA[other] == SPACE_AREA[space]:
                continue
            a, b = cell_box(space), cell_box(other)
            if a[2] == b[0]:      # other is to the right
                point = (a[2], (a[1] + a[3]) // 2)
            elif a[3] == b[1]:    # other is below
                point = ((a[0] + a[2]) // 2, a[3])
            else:
                continue
            assert image.getpixel(point) == AREA_EDGE, (space, other)
            checked += 1
    assert checked > 20


def test_every_area_marker_sits_on_its_own_area() -> None:
    """Each of the 12 areas has its small-scoring marker's place on two of its own spaces,
    side by side: the marker's box lies within those two spaces."""
    assert set(LABEL_AT) == set(AREAS)
    for area, space in LABEL_AT.items():
        assert SPACE_AREA[space] == area
        x0, y0, x1, y1 = cell_box(space)
        box = marker_box(area)
        assert x0 <= box[0] and y0 <= box[1] and box[2] <= x1 + (x1 - x0) and box[3] <= y1 + 1


def test_tiles_show_the_organism_colours(wildlife_positions) -> None:
    """Tiles in the organism colours (``ORGANISM_RGB``); empty spaces
    keep their terrain colour."""
    checked = 0
    for view, _, _ in wildlife_positions:
        if any(view["last"].values()):
            continue  # arrows of the last action may cross other spaces
        image = draw_map(view)
        for space, seat in view["board"].items():
            pixel = image.getpixel(_sample(space))
            if seat is None:
                assert pixel == TERRAIN_COLORS[space_terrain(space)], space
            else:
                assert pixel == ORGANISM_RGB[view["seats"][seat]["colour"]], space
                checked += 1
    assert checked > 0


def test_last_action_is_framed_in_red(wildlife_positions) -> None:
    """The last action marked on the map (placed, removed and moved-to spaces)."""
    marked = 0
    for view, _, _ in wildlife_positions:
        last = view["last"]
        spaces = last["placed"] + last["removed"] + [m[1] for m in last["moved"]]
        if not spaces:
            continue
        image = draw_map(view)
        for space in spaces:
            x0, y0, _, y1 = cell_box(space)
            assert image.getpixel((x0 + 3, (y0 + y1) // 2)) == HIGHLIGHT, space
            marked += 1
    assert marked > 0


def test_static_layer_is_drawn_once_and_never_drawn_over(wildlife_positions) -> None:
    """Static layers are drawn once and reused: the same cached image every time,
    unchanged after tables and hands were drawn on their copies (the island, the legend,
    the cards, a panel's adaptation boxes, the small-scoring track)."""
    wildlife.forget_layers()
    for view, _, hand in wildlife_positions[:3]:
        wildlife.table_image(view)
        wildlife.hand_image(hand)
    layers = {layer: dict(layer.cache_info()._asdict()) for layer in wildlife.LAYERS}
    assert all(info["currsize"] > 0 for info in layers.values()), layers
    drawn = base_layer("en")
    before = hashlib.sha256(drawn.tobytes()).hexdigest()
    legend = legend_image("en", LEGEND_W)
    legend_before = legend.tobytes()
    for view, _, hand in wildlife_positions[:3]:
        wildlife.table_image(view)
        wildlife.hand_image(hand)
    assert base_layer("en") is drawn and legend_image("en", LEGEND_W) is legend
    assert hashlib.sha256(drawn.tobytes()).hexdigest() == before
    assert legend.tobytes() == legend_before
    for layer, info in layers.items():   # the second round drew nothing anew
        assert layer.cache_info().misses == info["misses"], layer


def test_focus_crop_shows_the_choice_spaces_framed(wildlife_positions) -> None:
    """With ``focus`` the DM picture is the map around the choice's spaces, each framed
    black and white; without it the hand has no crop."""
    from renderers.wildlife import hand_image
    from renderers.wildlife.choice import FOCUS_RING, focus_box, focus_image
    view = wildlife_positions[-1][2]
    spaces = ["D7", "C7"]
    crop = focus_image({**view, "focus": {"spaces": spaces}})
    left, top, right, bottom = focus_box(spaces)
    assert crop is not None and crop.size == (right - left, bottom - top)
    for space in spaces:
        x0, y0, _, y1 = cell_box(space)
        assert crop.getpixel((x0 - left + 3, (y0 + y1) // 2 - top)) == FOCUS_RING[0], space
        assert crop.getpixel((x0 - left + 6, (y0 + y1) // 2 - top)) == FOCUS_RING[1], space
    assert focus_image(view) is None
    assert focus_image({**view, "focus": {"spaces": ["Z9"]}}) is None
    plain = hand_image(view)
    focused = hand_image({**view, "focus": {"spaces": spaces}})
    assert focused.width == plain.width and focused.tobytes() != plain.tobytes()
