"""A correspondence table's clocks under its table picture (docs/playing.md,
"Correspondence"): each person's time left in words ("bob: 2 days 4 hours"), the seats
deciding now in bold, each with its seat's colour and letter. The bot puts them in the table
view as ``clocks`` (a list of ``{"seat", "name", "left", "deciding"}``, ``left`` already in
the table's words); a real-time table's view has none and its picture is the game's alone."""

from __future__ import annotations

import io
from typing import Any

from PIL import Image, ImageDraw

from renderers.common import (
    BACKGROUND,
    FAINT,
    INK,
    MUTED,
    Color,
    disc,
    draw_text,
    seat_letter,
    text_width,
)
from renderers.png import PNG_LEVEL
from words import tr

SIZE = 20     # the words' size
ROW = 34      # a line's height
PAD = 14      # the band's margin
GAP = 30      # between two seats on one line
RADIUS = 11   # a seat's disc


def clock_facts(view: dict[str, Any]) -> list[list[Any]]:
    """What the band draws: [seat, name, time left, deciding] per person."""
    return [[int(c.get("seat", 0)), str(c.get("name", "")), str(c.get("left", "")),
             bool(c.get("deciding"))] for c in view.get("clocks") or [] if isinstance(c, dict)]


def _lines(items: list[tuple[list[Any], str, int]], width: int) -> list[list[tuple[list[Any],
                                                                                     str, int]]]:
    """The seats laid out on as few lines as fit ``width``."""
    lines: list[list[tuple[list[Any], str, int]]] = [[]]
    x = PAD
    for item in items:
        need = 2 * RADIUS + 8 + item[2]
        if lines[-1] and x + need > width - PAD:
            lines.append([])
            x = PAD
        lines[-1].append(item)
        x += need + GAP
    return lines


def add_band(png: bytes, facts: list[list[Any]], colours: list[Color], lang: str) -> bytes:
    """The table picture ``png`` with a band of the clocks below it, in its own palette."""
    base = Image.open(io.BytesIO(png))
    base.load()
    width = base.width
    head = tr(lang, "pic-clocks-head")
    items = []
    for fact in facts:
        text = f"{fact[1]}: {fact[2]}"
        items.append((fact, text, min(text_width(text, SIZE, fact[3]), width - 3 * PAD)))
    lines = _lines(items, width)
    band = PAD + ROW + ROW * len(lines) + PAD // 2
    canvas = Image.new("RGB", (width, band), BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    top = 0
    draw.line((PAD, top + 4, width - PAD, top + 4), fill=FAINT, width=2)
    draw_text(draw, (PAD, top + PAD), head, SIZE - 2, fill=MUTED, bold=True)
    y = top + PAD + ROW
    for line in lines:
        x = PAD
        for fact, text, shown in line:
            seat = fact[0]
            colour = colours[seat] if 0 <= seat < len(colours) else MUTED
            disc(draw, (x + RADIUS, y + ROW // 2 - 2), RADIUS, colour, seat_letter(seat),
                 width=2, size=13)
            x += 2 * RADIUS + 8
            draw_text(draw, (x, y + ROW // 2 - 2), text, SIZE, fill=INK, bold=fact[3],
                      anchor="lm", max_width=width - PAD - x)
            x += shown + GAP
        y += ROW
    return _joined(base, canvas)


def _joined(base: Image.Image, band: Image.Image) -> bytes:
    """``band`` under ``base``: the picture's pixels as they were (a paletted picture keeps
    its palette, the band mapped onto it), as a PNG."""
    if base.mode == "P":
        band = band.quantize(palette=base, dither=Image.Dither.NONE)
        joined = Image.new("P", (base.width, base.height + band.height))
        joined.putpalette(base.getpalette() or [])
    else:
        base = base.convert("RGB")
        joined = Image.new("RGB", (base.width, base.height + band.height))
    joined.paste(base, (0, 0))
    joined.paste(band, (0, base.height))
    out = io.BytesIO()
    joined.save(out, format="PNG", compress_level=PNG_LEVEL)
    return out.getvalue()


def describe(facts: list[list[Any]], lang: str) -> str:
    """The band in the alt text: "Time left: bob 2 days (deciding), alice 3 days."."""
    parts = [tr(lang, "pic-clocks-deciding" if f[3] else "pic-clocks-seat", name=f[1],
                time=f[2]) for f in facts]
    return tr(lang, "pic-clocks-alt", clocks=", ".join(parts)) if parts else ""
