"""WildLife's decision pictures (docs/renderers.md, "WildLife's focus"): the crop of the map
around the candidate spaces is at least 250 px wide when Discord shows the hand 550 px wide;
its frames stand out on every terrain, also under simulated colour blindness; and no frame
or crop edge cuts an area's name."""

from __future__ import annotations

import pytest
from colorspacious import deltaE

from engine.wildlife.board import AREAS, SPACE_AREA, space_terrain
from renderers.wildlife.choice import FOCUS_RING, focus_box, focus_image
from renderers.wildlife.hand_picture import hand_image
from renderers.wildlife.map import TERRAIN_COLORS, cell_box, label_box
from renderers.wildlife.style import HAND_WIDTH
from tests.renderers.test_colour_blind import VISIONS, simulate

#: spaces of every corner and terrain, and the pairs the engine's decisions ask about
CHOICES = [["C1"], ["L6"], ["G9"], ["A4"], ["D7", "C7"], ["H2", "H3", "I3"], ["E4"],
           ["B2", "K8"], ["F5", "G5"]]
#: the least ΔE (CAM02-UCS) between a terrain and the frame's most distinct colour
STANDS_OUT = 40.0


@pytest.mark.parametrize("spaces", CHOICES, ids=["-".join(c) for c in CHOICES])
def test_the_crop_reads_at_the_preview_size(wildlife_positions, spaces: list[str]) -> None:
    view = wildlife_positions[-1][2]
    crop = focus_image({**view, "focus": {"spaces": spaces}})
    assert crop is not None
    assert crop.width * 550 / HAND_WIDTH >= 250, crop.width
    hand = hand_image({**view, "focus": {"spaces": spaces}})
    assert hand.width == HAND_WIDTH


@pytest.mark.parametrize("spaces", CHOICES, ids=["-".join(c) for c in CHOICES])
def test_no_area_name_is_cut(spaces: list[str]) -> None:
    """Every label strip is wholly inside the crop or wholly outside it, and no frame of a
    candidate space reaches into a label strip."""
    left, top, right, bottom = focus_box(spaces)
    for area in AREAS:
        x0, y0, x1, y1 = label_box(area)
        inside = left <= x0 and top <= y0 and x1 <= right and y1 <= bottom
        outside = x1 <= left or right <= x0 or y1 <= top or bottom <= y0
        assert inside or outside, (area, (left, top, right, bottom))


def test_frames_leave_the_labels_alone(wildlife_positions) -> None:
    view = wildlife_positions[-1][2]
    plain = focus_image({**view, "focus": {"spaces": ["A4"]}})
    for area in AREAS:
        spaces = [s for s, a in SPACE_AREA.items() if a == area]
        box = focus_box(spaces)
        framed = focus_image({**view, "focus": {"spaces": spaces}})
        assert framed is not None and plain is not None
        x0, y0, x1, y1 = label_box(area)
        strip = (x0 - box[0], y0 - box[1], x1 - box[0], y1 - box[1])
        from renderers.wildlife.board import draw_map
        bare = draw_map(view).crop(box)
        assert framed.crop(strip).tobytes() == bare.crop(strip).tobytes(), area


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
        assert crop.getpixel((x0 - left + 3, y0 - top + 48)) == FOCUS_RING[0], space
        assert crop.getpixel((x0 - left + 8, y0 - top + 48)) == FOCUS_RING[1], space
        assert space_terrain(space) in TERRAIN_COLORS
