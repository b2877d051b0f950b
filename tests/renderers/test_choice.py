"""WildLife's decision pictures (docs/renderers.md, "WildLife's focus"): the crop of the map
around the candidate spaces is at least 250 px wide as Discord's desktop box shows the choice
picture (at min(1, 550 / w, 350 / h)); its frames stand out on every terrain, also under
simulated colour blindness; and no frame, tab or crop edge covers or cuts a small-scoring
marker."""

from __future__ import annotations

import pytest
from colorspacious import deltaE

from engine.wildlife.board import AREAS, SPACE_AREA, space_terrain
from renderers.wildlife.choice import FOCUS_RING, FOCUS_WIDTHS, focus_box, focus_image
from renderers.wildlife.hand_picture import hand_image
from renderers.wildlife.map import (
    CELL,
    MARKER_R,
    TERRAIN_COLORS,
    cell_box,
    marker_box,
    marker_centre,
)
from renderers.wildlife.style import HAND_WIDTH
from tests.renderers.test_colour_blind import VISIONS, simulate

#: spaces of every corner and terrain, and the pairs the engine's decisions ask about
CHOICES = [["C1"], ["L6"], ["G9"], ["A4"], ["D7", "C7"], ["H2", "H3", "I3"], ["E4"],
           ["B2", "K8"], ["F5", "G5"]]
#: the least ΔE (CAM02-UCS) between a terrain and the frame's most distinct colour
STANDS_OUT = 40.0


@pytest.mark.parametrize("spaces", CHOICES, ids=["-".join(c) for c in CHOICES])
def test_the_crop_reads_at_the_preview_size(wildlife_positions, spaces: list[str]) -> None:
    """The crop is 250 px wide or more as Discord's desktop box (550 x 350) shows the whole
    choice picture, however tall the crop makes it."""
    view = wildlife_positions[-1][2]
    crop = focus_image({**view, "focus": {"spaces": spaces}})
    assert crop is not None
    hand = hand_image({**view, "focus": {"spaces": spaces}})
    assert hand.width == HAND_WIDTH
    shown = min(1.0, 550 / hand.width, 350 / hand.height)
    assert crop.width * shown >= 250, (crop.width, hand.size)


@pytest.mark.parametrize("spaces", CHOICES, ids=["-".join(c) for c in CHOICES])
def test_no_marker_is_cut(spaces: list[str]) -> None:
    """Every small-scoring marker's place is wholly inside the crop or wholly outside it."""
    left, top, right, bottom = focus_box(spaces)
    for area in AREAS:
        x0, y0, x1, y1 = marker_box(area)
        inside = left <= x0 and top <= y0 and x1 <= right and y1 <= bottom
        outside = x1 <= left or right <= x0 or y1 <= top or bottom <= y0
        assert inside or outside, (area, (left, top, right, bottom))


def test_frames_and_tabs_leave_the_markers_alone(wildlife_positions) -> None:
    """A marker looks the same with every space of its area framed and named as on the bare
    map (the final position has markers taken)."""
    from renderers.wildlife.board import draw_map
    view = wildlife_positions[-1][2]
    areas = {code for code, area in view["areas"].items() if area.get("marker")}
    assert areas
    for area in AREAS:
        spaces = [s for s, a in SPACE_AREA.items() if a == area]
        box = focus_box(spaces)
        framed = focus_image({**view, "focus": {"spaces": spaces}})
        assert framed is not None
        for code in areas:
            x0, y0, x1, y1 = marker_box(code)
            if not (box[0] <= x0 and box[1] <= y0 and x1 <= box[2] and y1 <= box[3]):
                continue
            cx, cy = marker_centre(code)   # the square inside the marker's octagon
            half = int(MARKER_R * 0.7)
            spot = (int(cx) - half - box[0], int(cy) - half - box[1],
                    int(cx) + half - box[0], int(cy) + half - box[1])
            bare = draw_map(view).crop(box)
            assert framed.crop(spot).tobytes() == bare.crop(spot).tobytes(), (area, code)


def test_the_frame_stands_out_on_every_terrain() -> None:
    """The frame's colours against each terrain under normal vision, deuteranopia and
    protanopia: one of them is always far apart (the blue frame it replaced was ΔE ~10 from
    blue Water)."""
    for terrain, colour in TERRAIN_COLORS.items():
        for vision in (None, *VISIONS):
            best = max(float(deltaE(simulate(ring, vision), simulate(colour, vision),
                                    input_space="sRGB1")) for ring in set(FOCUS_RING))
            assert best >= STANDS_OUT, (terrain, vision, best)


def test_the_frame_is_drawn(wildlife_positions) -> None:
    view = wildlife_positions[-1][2]
    for space in ("E4", "K6", "H8"):
        crop = focus_image({**view, "focus": {"spaces": [space]}})
        left, top, _, _ = focus_box([space])
        x0, y0, _, y1 = cell_box(space)
        mid = y0 - top + CELL // 2
        assert crop.getpixel((x0 - left + 3, mid)) == FOCUS_RING[0], space
        assert crop.getpixel((x0 - left + 3 + FOCUS_WIDTHS[0], mid)) == FOCUS_RING[1], space
        assert space_terrain(space) in TERRAIN_COLORS
