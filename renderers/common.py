"""What every picture shares: the shipped fonts, the palette, text helpers and the PNG encoder.

Fonts come from ``renderers/fonts/`` (DejaVu Sans Condensed, licence beside them), never from
the system, so a picture looks the same on every host. Sizes are chosen for a picture about
1000 px wide that Discord shows about 400 px wide on a phone: body text of 22 px or more stays
at 9 px or more in the preview.
"""

from __future__ import annotations

import io
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from renderers.png import PNG_LEVEL, png_level  # noqa: F401 - the level, by the zlib loaded

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
SUBTITLE: Color = (230, 230, 220)   # the title bar's second text

#: distinct colours for seats when a game has no colours of its own (Okabe–Ito, colour-blind safe)
SEAT_COLORS: list[Color] = [(0, 114, 178), (230, 159, 0), (0, 158, 115), (204, 121, 167),
                            (86, 180, 233), (213, 94, 0)]
#: a seat's letter, the same in every language and on every picture of its game
SEAT_LETTERS = "ABCDEFGH"


def seat_colour(seat: int) -> Color:
    """A seat's colour when its game has none of its own: one function of the seat, so a
    player is one colour on the table, the story chart and every other picture."""
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def seat_letter(seat: int) -> str:
    """A seat's letter (A for the first seat): the seat's, never a word's initial, so it is
    the same in every reader's language."""
    return SEAT_LETTERS[seat % len(SEAT_LETTERS)]


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


#: every text a picture draws goes through ``draw_text``; while ``recording()`` is active in a
#: thread, each call is noted there as (the text asked for, the text drawn), so a test can check
#: that no label of any picture was cut (tests/renderers/test_texts.py) and a translator can
#: list what is drawn
_RECORD = threading.local()


@dataclass(frozen=True)
class Drawn:
    """One text as asked for and as drawn (they differ only when it had to be cut)."""

    text: str
    shown: str
    size: int
    #: where it was drawn (left, top, right, bottom), for a line of ``draw_text``
    box: tuple[int, int, int, int] | None = None

    @property
    def cut(self) -> bool:
        return self.shown != self.text


@contextmanager
def recording() -> Iterator[list[Drawn]]:
    """Collect every text drawn in this thread while the block runs."""
    previous = getattr(_RECORD, "log", None)
    log: list[Drawn] = []
    _RECORD.log = log
    try:
        yield log
    finally:
        _RECORD.log = previous


def _note(text: str, shown: str, size: int,
          box: tuple[int, int, int, int] | None = None) -> None:
    log = getattr(_RECORD, "log", None)
    if log is not None:
        log.append(Drawn(text, shown, size, box))


def fit_text(text: str, width: int, size: int, bold: bool = False) -> str:
    """``text`` cut with an ellipsis so it fits ``width`` px: the last resort, after shrinking
    (``fit_size``), for a text no layout can hold."""
    if text_width(text, size, bold) <= width:
        return text
    while text and text_width(text + "…", size, bold) > width:
        text = text[:-1]
    return text + "…"


def fit_size(text: str, width: int, size: int, bold: bool = False,
             min_size: int | None = None) -> int:
    """The largest size from ``size`` down to ``min_size`` (default 70 % of it) at which ``text``
    fits ``width`` px; ``min_size`` when none does. Longer words (translations) shrink, not cut."""
    smallest = min_size if min_size is not None else max(9, int(size * 0.7))
    for candidate in range(size, smallest - 1, -1):
        if text_width(text, candidate, bold) <= width:
            return candidate
    return smallest


def _split_word(word: str, width: int, size: int, bold: bool) -> list[str]:
    """A word wider than a line, in pieces that fit (a long name or compound word is broken,
    never cut)."""
    pieces, piece = [], ""
    for char in word:
        if piece and text_width(piece + char, size, bold) > width:
            pieces.append(piece)
            piece = ""
        piece += char
    return [*pieces, piece]


def wrap(text: str, width: int, size: int, bold: bool = False) -> list[str]:
    """Greedy word wrap to ``width`` px; a word longer than a line is broken over lines."""
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
            *whole, line = _split_word(word, width, size, bold)
            lines += whole
        lines.append(line)
    return lines


def draw_text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int, *,
              fill: Color = INK, bold: bool = False, anchor: str = "la",
              max_width: int | None = None, min_size: int | None = None) -> int:
    """Draw one line; returns its width. With ``max_width`` a text too wide shrinks (down to
    ``min_size``) and only then is cut with an ellipsis."""
    shown = text
    if max_width is not None:
        size = fit_size(text, max_width, size, bold, min_size)
        shown = fit_text(text, max_width, size, bold)
    box = None
    if getattr(_RECORD, "log", None) is not None and shown.strip():
        mask, left, top = text_stamp(shown, size, bold, anchor)
        x, y = round(xy[0]) + left, round(xy[1]) + top
        box = (x, y, x + mask.width, y + mask.height)
    _note(text, shown, size, box)
    _stamp(draw, xy, shown, size, bold, anchor, fill)
    return text_width(shown, size, bold)


def _stamp(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int,
           bold: bool, anchor: str, fill: Color) -> None:
    if text.strip():
        mask, left, top = text_stamp(text, size, bold, anchor)
        draw.bitmap((round(xy[0]) + left, round(xy[1]) + top), mask, fill=fill)


def fit_paragraph(text: str, width: int, height: int, size: int, *, bold: bool = False,
                  min_size: int | None = None, spacing: float = 1.2) -> tuple[list[str], int]:
    """(lines, size): ``text`` wrapped to ``width`` at the largest size from ``size`` down whose
    lines fit ``height`` px, so a card's rule text is shown whole, never cut."""
    smallest = min_size if min_size is not None else max(9, int(size * 0.7))
    for candidate in range(size, smallest - 1, -1):
        lines = wrap(text, width, candidate, bold)
        if len(lines) * int(candidate * spacing) <= height:
            return lines, candidate
    return lines, smallest


def draw_paragraph(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float],
                   text: str, size: int, *, fill: Color = INK, bold: bool = False,
                   min_size: int | None = None, spacing: float = 1.2) -> int:
    """``text`` wrapped into ``box`` (shrinking to fit); returns the height used. Lines that
    still do not fit are dropped and the last shown one ends with "…" (recorded as cut)."""
    x0, y0, x1, y1 = box
    width, height = int(x1 - x0), int(y1 - y0)
    lines, size = fit_paragraph(text, width, height, size, bold=bold, min_size=min_size,
                                spacing=spacing)
    step = int(size * spacing)
    room = max(1, height // step)
    shown = text
    if len(lines) > room:
        lines = [*lines[:room - 1], fit_text(lines[room - 1] + " …", width, size, bold)]
        shown = " ".join(lines)
    _note(text, shown, size)
    for i, line in enumerate(lines):
        _stamp(draw, (x0, y0 + i * step), line, size, bold, "la", fill)
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
          fill: Color, ink: Color | None = None, pad: int = 6, bold: bool = True,
          max_width: int | None = None) -> int:
    """A rounded label starting at ``xy`` (top-left); returns its width. With ``max_width``
    (the whole badge) a long text shrinks to fit."""
    h = int(size * 1.35)
    if max_width is not None:
        size = fit_size(text, max_width - 2 * pad, size, bold)
    w = min(text_width(text, size, bold), (max_width or 10_000) - 2 * pad) + 2 * pad
    draw.rounded_rectangle((xy[0], xy[1], xy[0] + w, xy[1] + h), radius=h // 2, fill=fill)
    draw_text(draw, (xy[0] + w / 2, xy[1] + h / 2), text, size, fill=ink or readable_on(fill),
              bold=bold, anchor="mm", max_width=w - 2 * pad)
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


def mix(ink: Color, background: Color, t: float) -> Color:
    """``ink`` laid over ``background`` with coverage ``t`` (what antialiased text edges are)."""
    return (round(background[0] + (ink[0] - background[0]) * t),
            round(background[1] + (ink[1] - background[1]) * t),
            round(background[2] + (ink[2] - background[2]) * t))


#: the colours every picture draws with, whatever its game
COMMON_COLORS: tuple[Color, ...] = (BACKGROUND, PANEL, PANEL_EDGE, INK, MUTED, FAINT, HIGHLIGHT,
                                    GOLD, WHITE, BLACK, SUBTITLE, *SEAT_COLORS)
#: the colours text is written in (its antialiased edges blend them into what lies beneath)
COMMON_INKS: tuple[Color, ...] = (INK, BLACK, WHITE, MUTED, HIGHLIGHT, SUBTITLE)
#: coverage levels of the text edge blends a palette keeps
EDGE_LEVELS = (0.2, 0.4, 0.6, 0.8)


#: Pillow maps a pixel to the palette entry nearest the corner of its 4-unit cell, so entries
#: closer than this (in any channel) could take each other's pixels: a palette keeps only one
APART = 10


def _near(colour: Color, kept: list[Color]) -> bool:
    return any(max(abs(a - b) for a, b in zip(colour, k, strict=True)) < APART for k in kept)


@lru_cache(maxsize=16)
def make_palette(colors: tuple[Color, ...], inks: tuple[Color, ...]) -> Image.Image:
    """A fixed 256-colour palette for pictures drawn from ``colors`` with text in ``inks``.

    The shapes are not antialiased, so their colours are kept as they are (the common ones
    first; a colour within a few units of one already kept is left to it); the other entries
    go to the text edges (each ink blended into each colour), reduced by median cut when there
    are more than the room left. Built once per picture kind and reused: mapping a picture onto
    a known palette costs a fraction of computing one per picture (benchmarks/render.py), and equal
    pictures stay byte-equal whatever was drawn before."""
    flat: list[Color] = []
    for colour in dict.fromkeys((*COMMON_COLORS, *COMMON_INKS, *colors, *inks)):
        if not _near(colour, flat):
            flat.append(colour)
    blends = list(dict.fromkeys(
        mix(ink, color, t) for ink in dict.fromkeys((*COMMON_INKS, *inks)) for color in flat
        for t in EDGE_LEVELS))
    blends = [c for c in blends if not _near(c, flat)]
    room = 256 - len(flat)
    if len(blends) > room:
        swatch = Image.new("RGB", (len(blends), 1))
        swatch.putdata(blends)
        reduced = swatch.quantize(room, method=Image.Quantize.MEDIANCUT,
                                  dither=Image.Dither.NONE)
        entries = reduced.getpalette() or []
        used = sorted(index for _, index in reduced.getcolors(256) or [])
        blends = [tuple(entries[3 * i:3 * i + 3]) for i in used]
    colours = [*flat, *blends][:256]
    palette = Image.new("P", (1, 1))
    palette.putpalette([channel for colour in colours for channel in colour])
    return palette


def encode_png(image: Image.Image, palette: Image.Image | None = None,
               level: int | None = None) -> bytes:
    """PNG bytes of ``image`` mapped onto ``palette`` (a ``make_palette`` result).

    The pictures are flat colours plus antialiased text, so 256 known colours look the same,
    make files 2–3× smaller than RGB (quicker on a phone) and are quicker to encode; mapping
    onto a fixed palette, without dithering, is several times quicker than computing a
    palette per picture (benchmarks/render.py). Pillow writes the file: the owner's choice of
    library, kept even where a hand-written writer was quicker. It compresses with the zlib
    the process loads (the system's, with Pillow's Linux wheels; zlib-ng where the launcher
    finds one, docs/deploy.md), at the level that zlib is quickest at for its size
    (``png_level``; ``level`` overrides it, for the benchmark)."""
    palette = palette or make_palette((), ())
    indexed = image.quantize(palette=palette, dither=Image.Dither.NONE)
    out = io.BytesIO()
    indexed.save(out, format="PNG", compress_level=PNG_LEVEL if level is None else level)
    return out.getvalue()


def title_bar(draw: ImageDraw.ImageDraw, width: int, title: str, subtitle: str = "", *,
              height: int = 56, fill: Color = (52, 70, 58)) -> int:
    """A coloured band across the top with the game's name and a status; returns its height."""
    draw.rectangle((0, 0, width, height), fill=fill)
    tw = draw_text(draw, (20, height / 2), title, 30, fill=WHITE, bold=True, anchor="lm")
    if subtitle:
        draw_text(draw, (width - 20, height / 2), subtitle, 22, fill=SUBTITLE, anchor="rm",
                  max_width=width - tw - 60, min_size=12)
    return height


#: the cached drawings of what never changes (``static_layer``), so that a test can drop them
#: and see their words drawn (and noted) again
_LAYERS: list[Any] = []


def static_layer(func: Callable[..., Image.Image]) -> Callable[..., Image.Image]:
    """Cache a drawing of what never changes for its arguments (a panel's fixed words, in one
    language): drawn once per process, then pasted; the image returned is shared, so the
    caller pastes it and never draws on it."""
    cached = lru_cache(maxsize=32)(func)
    _LAYERS.append(cached)
    return cached


def drop_static_layers() -> None:
    """Forget every ``static_layer`` drawing (tests that note the words drawn)."""
    for cached in _LAYERS:
        cached.cache_clear()
