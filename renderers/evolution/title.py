"""The title band of every Evolution picture: the title and the round's status ("Round 3 · Playing
cards"), each measured and shrunk to its share of the band."""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from renderers.common import SUBTITLE, WHITE, Color, draw_text, text_width
from words import DEFAULT, tr

#: the pictures' least text size (``cards.SMALL``)
SMALL = 18

TITLE_FILL: Color = (60, 84, 60)
PHASES = ("food", "play", "before", "feed", "over")


def phase_name(lang: str, phase: Any) -> str:
    """A phase in words ("Playing cards"); an unknown phase code as it is."""
    return tr(lang, f"ev-phase-{phase}") if phase in PHASES else str(phase or "")


def status(view: dict[str, Any], lang: str = DEFAULT) -> str:
    """"Round 3 · Playing cards", "… · last round": the pictures' and the panels' status."""
    text = tr(lang, "ev-status", round=view.get("round", "?"),
              phase=phase_name(lang, view.get("phase")))
    return tr(lang, "ev-status-last", status=text) if view.get("last_round") else text


#: the band's height; its words at the pictures' least size or a little more
TITLE_H = 38


def title_bar(draw: ImageDraw.ImageDraw, width: int, title: str, subtitle: str,
              height: int = TITLE_H) -> None:
    """The coloured band with the title and the status (``common.title_bar``'s look), both
    measured: the status keeps its width up to 45 % of the band, the title the rest, and
    each shrinks to its share (long names and longer languages)."""
    draw.rectangle((0, 0, width, height), fill=TITLE_FILL)
    room = width - 24 - 24
    sub_w = min(text_width(subtitle, SMALL), int(room * 0.45)) if subtitle else 0
    draw_text(draw, (12, height / 2), title, 22, fill=WHITE, bold=True, anchor="lm",
              max_width=room - sub_w, min_size=SMALL)
    if subtitle:
        draw_text(draw, (width - 12, height / 2), subtitle, SMALL, fill=SUBTITLE, anchor="rm",
                  max_width=sub_w, min_size=SMALL)
