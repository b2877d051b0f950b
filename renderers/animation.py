"""The replay's animation: the table through a game, one frame per turn or phase,
as an animated WebP, drawn in the viewer's language; with the result given, its last frame is
the result picture (the ranking: who won, and by how much). Frames differ in height as the
game goes on (hands, herds, species grow), so each is padded to the largest with the table's
background. A replay attached to Discord must stay under its 10 MB upload limit: when the
frames do not fit, every other frame is dropped (keeping the first and the last) until they
do.
"""

from __future__ import annotations

import io
from typing import Any

from PIL import Image

from renderers import render_result, render_table
from words import DEFAULT

LIMIT = 10 * 1024 * 1024
FRAME_MS = 900  # each turn or phase shown this long
LAST_MS = 4000  # the final table stays up


def animate(game: str, views: list[dict[str, Any]], lang: str = DEFAULT,
            limit: int = LIMIT, end: dict[str, Any] | None = None) -> bytes:
    """An animated WebP of the table in each of ``views`` (public views, in order), ending on
    the result picture of ``end`` (the final view with its ``result``) when given."""
    pictures = [_table(game, view, lang) for view in views]
    final = render_result(game, end, lang) if end is not None else None
    if final is not None:
        pictures.append(final)
    frames = [Image.open(io.BytesIO(png)).convert("RGB") for png in pictures]
    while True:
        data = encode(frames)
        if len(data) <= limit or len(frames) <= 2:
            return data
        frames = frames[:-1:2] + frames[-1:]


def _table(game: str, view: dict[str, Any], lang: str) -> bytes:
    """One frame's picture; a game without pictures has no animation either."""
    png = render_table(game, view, lang)
    if png is None:
        raise ValueError(f"no table pictures for {game!r}")
    return png


def encode(frames: list[Image.Image]) -> bytes:
    width = max(f.width for f in frames)
    height = max(f.height for f in frames)
    background = frames[0].getpixel((0, 0))
    padded = []
    for frame in frames:
        canvas = Image.new("RGB", (width, height), background)
        canvas.paste(frame, (0, 0))
        padded.append(canvas)
    out = io.BytesIO()
    durations = [FRAME_MS] * (len(padded) - 1) + [LAST_MS]
    padded[0].save(out, "WEBP", save_all=True, append_images=padded[1:], duration=durations,
                   loop=0, quality=60, method=4)
    return out.getvalue()
