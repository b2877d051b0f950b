"""What every picture shares: the shipped fonts, the palette, text helpers and the PNG encoder.

Fonts come from ``renderers/fonts/`` (DejaVu Sans Condensed, licence beside them), never from
the system, so a picture looks the same on every host. Sizes are chosen for a picture about
1000 px wide that Discord shows about 400 px wide on a phone: body text of 22 px or more stays
at 9 px or more in the preview.
"""

from __future__ import annotations

import io
import threading
from functools import lru_cache
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw, ImageFont

FONT_DIR = Path(__file__).parent / "fonts"
REGULAR = "DejaVuSansCondensed.ttf"
BOLD = "DejaVuSansCondensed-Bold.ttf"

Color = tuple[int, int, int]

# -- palette ---------------------------------------------------------------------------------
BACKGROUND: Color = (246, 241, 228)   # warm paper
PANEL: Color = (255, 252, 244)
PANEL_EDGE: Color = (186, 174, 150)
INK: Color = (34, 32, 30)
MUTED: Color = (112, 104, 96)
FAINT: Color = (214, 206, 190)
HIGHLIGHT: Color = (214, 40, 40)      # the last action, whose turn it is
GOLD: Color = (222, 170, 30)
WHITE: Color = (255, 255, 255)
BLACK: Color = (0, 0, 0)

#: distinct colours for seats when a game has no colours of its own (Okabe–Ito, colour-blind safe)
SEAT_COLORS: list[Color] = [(0, 114, 178), (230, 159, 0), (0, 158, 115), (204, 121, 167),
                            (86, 180, 233), (213, 94, 0)]


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """A shipped TrueType font at ``size`` px (cached: loading a face costs ~1 ms)."""
    return ImageFont.truetype(str(FONT_DIR / (BOLD if bold else REGULAR)), size)


#: FreeType faces are not safe to use from two threads at once (the bot may render in a thread
#: pool), so every call into a face goes through this lock; cached results need no lock.
_FREETYPE = threading.Lock()


@lru_cache(maxsize=4096)
def text_width(text: str, size: int, bold: bool = False) -> int:
    with _FREETYPE:
        return int(font(size, bold).getlength(text))


@lru_cache(maxsize=4096)
def text_stamp(text: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    """The antialiased coverage mask of a text and its offset from the anchor point.

    Rendering glyphs is most of a picture's drawing time, and the same short texts (tile
    letters, terrain names, numbers) recur in every picture, so each is rendered once and
    stamped with ``ImageDraw.bitmap`` in any colour afterwards."""
    face = font(size, bold)
    with _FREETYPE:
        left, top, right, bottom = face.getbbox(text, anchor=anchor)
        mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
        ImageDraw.Draw(mask).text((-left, -top), text, font=face, fill=255, anchor=anchor)
    return mask, left, top


def fit_text(text: str, width: int, size: int, bold: bool = False) -> str:
    """``text`` cut with an ellipsis so it fits ``width`` px (names can be long on Discord)."""
    if text_width(text, size, bold) <= width:
        return text
    while text and text_width(text + "…", size, bold) > width:
        text = text[:-1]
    return text + "…"


def wrap(text: str, width: int, size: int, bold: bool = False) -> list[str]:
    """Greedy word wrap to ``width`` px; a word longer than a line is cut with an ellipsis."""
    lines: list[str] = []
    for paragraph in str(text).split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if text_width(trial, size, bold) <= width:
                line = trial
                continue
            if line:
                lines.append(line)
            line = fit_text(word, width, size, bold)
        lines.append(line)
    return lines


def draw_text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int, *,
              fill: Color = INK, bold: bool = False, anchor: str = "la",
              max_width: int | None = None) -> int:
    """Draw one line; returns its width. ``max_width`` cuts it with an ellipsis."""
    if max_width is not None:
        text = fit_text(text, max_width, size, bold)
    if text.strip():
        mask, left, top = text_stamp(text, size, bold, anchor)
        draw.bitmap((round(xy[0]) + left, round(xy[1]) + top), mask, fill=fill)
    return text_width(text, size, bold)


def draw_lines(draw: ImageDraw.ImageDraw, xy: tuple[float, float], lines: list[str], size: int,
               *, fill: Color = INK, bold: bool = False, spacing: float = 1.25) -> int:
    """Draw lines top-down from ``xy``; returns the height used."""
    x, y = xy
    step = int(size * spacing)
    for i, line in enumerate(lines):
        draw_text(draw, (x, y + i * step), line, size, fill=fill, bold=bold)
    return step * len(lines)


def readable_on(bg: Color) -> Color:
    """Black or white text, whichever reads better on ``bg`` (WCAG relative luminance)."""
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in bg)
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return BLACK if luminance > 0.179 else WHITE


def shade(color: Color, factor: float) -> Color:
    """Darker (factor < 1) or lighter (factor > 1, towards white) version of ``color``."""
    if factor <= 1:
        return (int(color[0] * factor), int(color[1] * factor), int(color[2] * factor))
    t = min(factor - 1, 1)
    return (int(color[0] + (255 - color[0]) * t), int(color[1] + (255 - color[1]) * t),
            int(color[2] + (255 - color[2]) * t))


def panel(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], *, fill: Color = PANEL,
          outline: Color = PANEL_EDGE, width: int = 2, radius: int = 12) -> None:
    draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width)


def badge(draw: ImageDraw.ImageDraw, xy: tuple[int, int], text: str, size: int, *,
          fill: Color, ink: Color | None = None, pad: int = 6, bold: bool = True) -> int:
    """A rounded label starting at ``xy`` (top-left); returns its width."""
    w = text_width(text, size, bold) + 2 * pad
    h = int(size * 1.35)
    draw.rounded_rectangle((xy[0], xy[1], xy[0] + w, xy[1] + h), radius=h // 2, fill=fill)
    draw_text(draw, (xy[0] + w / 2, xy[1] + h / 2), text, size, fill=ink or readable_on(fill),
              bold=bold, anchor="mm")
    return w


def disc(draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: float, fill: Color,
         letter: str = "", *, outline: Color | None = None, width: int = 3,
         size: int | None = None) -> None:
    """A round token with a letter: colour *and* letter, so colour-blind players can read it."""
    x, y = centre
    draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=fill,
                 outline=outline or readable_on(fill), width=width)
    if letter:
        draw_text(draw, (x, y + 1), letter, size or int(radius * 1.15), fill=readable_on(fill),
                  bold=True, anchor="mm")


def new_canvas(width: int, height: int, color: Color = BACKGROUND) -> Image.Image:
    return Image.new("RGB", (width, height), color)


def encode_png(image: Image.Image) -> bytes:
    """PNG bytes of a palette version of ``image``.

    The pictures are flat colours plus antialiased text, so a 255-colour palette (fast octree,
    no dithering) looks the same, makes files 2–3× smaller (quicker on a phone) and, with
    ``compress_level`` 3, is quicker to encode than the RGB image alone (benchmarks/render.py).
    """
    palette = image.quantize(255, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    out = io.BytesIO()
    palette.save(out, format="PNG", compress_level=3)
    return out.getvalue()


def title_bar(draw: ImageDraw.ImageDraw, width: int, title: str, subtitle: str = "", *,
              height: int = 56, fill: Color = (52, 70, 58)) -> int:
    """A coloured band across the top with the game's name and a status; returns its height."""
    draw.rectangle((0, 0, width, height), fill=fill)
    tw = draw_text(draw, (20, height / 2), title, 30, fill=WHITE, bold=True, anchor="lm")
    if subtitle:
        draw_text(draw, (width - 20, height / 2), subtitle, 22, fill=(230, 230, 220),
                  anchor="rm", max_width=width - tw - 60)
    return height


def seat_name(view: dict[str, Any], seat: int) -> str:
    """A seat's display name from the view's ``players`` list (falls back to "Seat n")."""
    players = view.get("players") or []
    if 0 <= seat < len(players):
        p = players[seat]
        if isinstance(p, str):
            return p
        if isinstance(p, dict):
            return str(p.get("name", f"Seat {seat + 1}"))
    return f"Seat {seat + 1}"
