"""A plain picture of any view, as labelled text: the fallback while a game has no picture of
its own, so the bot always has something to post. It shows only what the view holds."""

from __future__ import annotations

import json
from typing import Any

from PIL import ImageDraw

from renderers.common import MUTED, draw_text, encode_png, new_canvas, title_bar, wrap

WIDTH = 1000
SIZE = 20


def _lines(view: dict[str, Any]) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for key, value in view.items():
        text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
        out.append((str(key), text))
    return out


def render(game: str, view: dict[str, Any], title: str) -> bytes:
    rows = [(key, wrap(text, WIDTH - 260, SIZE)[:12]) for key, text in _lines(view)]
    height = 56 + 20 + sum(max(1, len(lines)) * 26 + 8 for _, lines in rows) + 20
    image = new_canvas(WIDTH, min(height, 4000))
    draw = ImageDraw.Draw(image)
    title_bar(draw, WIDTH, f"{game} — {title}")
    y = 76
    for key, lines in rows:
        draw_text(draw, (20, y), key, SIZE, bold=True, fill=MUTED, max_width=210)
        for i, line in enumerate(lines):
            draw_text(draw, (240, y + i * 26), line, SIZE)
        y += max(1, len(lines)) * 26 + 8
        if y > 3980:
            break
    return encode_png(image)
