"""The title band of every Evolution picture: the title and the round's status ("Round 3 · Playing
cards"), each measured and shrunk to its share of the band."""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from renderers.common import SUBTITLE, WHITE, Color, draw_text, text_width
from words import DEFAULT, tr

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


def title_bar(draw: ImageDraw.ImageDraw, width: int, title: str, subtitle: str,
              height: int = 56) -> None:
    """The coloured band with the title and the status (``common.title_bar``'s look), both
    measured: the status keeps its width up to 45 % of the band, the title the rest, and
    each shrinks to its share (long names and longer languages)."""
    draw.rectangle((0, 0, width, height), fill=TITLE_FILL)
    room = width - 40 - 40
    sub_w = min(text_width(subtitle, 22), int(room * 0.45)) if subtitle else 0
    draw_text(draw, (20, height / 2), title, 30, fill=WHITE, bold=True, anchor="lm",
              max_width=room - sub_w, min_size=17)
    if subtitle:
        draw_text(draw, (width - 20, height / 2), subtitle, 22, fill=SUBTITLE, anchor="rm",
                  max_width=sub_w, min_size=17)
