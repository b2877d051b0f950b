"""Alt text: what a sighted player reads off a picture first, for those who cannot see it.

Discord shows an attachment's ``description`` to screen readers (at most 1,024 characters).
``renderers.describe`` gathers it: the result here for every game, the table, the hand and the
scoring from the game's renderer module (its ``describe(kind, view, lang)``). Every word is a
catalog message (``words/locales/<lang>/pictures.ftl``) in the reader's language. A hand's
text is written from that seat's view, so it is for its owner's DM only, like the picture.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from words import DEFAULT, tr

#: Discord's limit for an attachment's description
LIMIT = 1024


def clip(text: str, limit: int = LIMIT) -> str:
    """One line of at most ``limit`` characters, cut at a word with "…" when longer."""
    text = " ".join(str(text).split())
    if len(text) <= limit:
        return text
    cut = text[:limit - 1].rsplit(" ", 1)[0]
    return cut + "…"


def fit(texts: Iterable[str], limit: int = LIMIT) -> str:
    """The first of ``texts`` (most detailed first, made lazily) that fits ``limit``: a long
    picture is summarised rather than cut. Only the tersest is clipped if even it is too long."""
    last = ""
    for text in texts:
        last = " ".join(str(text).split())
        if len(last) <= limit:
            return last
    return clip(last, limit)


def bare(text: str) -> str:
    """A sentence without its final full stop, for a message that adds its own."""
    return str(text or "").strip().rstrip(".")


def sentence(text: str) -> str:
    """``text`` ending with a full stop (or its own "!", "?", "…"); "" stays ""."""
    text = str(text or "").strip()
    return text if not text or text[-1] in ".!?…" else text + "."


def scores(pairs: list[tuple[str, Any]], lang: str = DEFAULT) -> str:
    """"Points: Ann 12, Bo 7." for (name, points) pairs, best first."""
    ordered = sorted(pairs, key=lambda p: -int(p[1] or 0))
    return tr(lang, "alt-scores", scores=", ".join(f"{name} {pts}" for name, pts in ordered))


def result_text(title: str, ranking: list[dict[str, Any]], winner: str,
                label: Any, lang: str = DEFAULT) -> str:
    """The result picture in words: the winner, then each place with its points and their
    parts (losses as negative numbers)."""
    rows = []
    for row in ranking:
        parts = [f"{label(cat, lang)} {value}"
                 for cat, value in (row.get("breakdown") or {}).items()
                 if isinstance(value, int | float) and value]
        rows.append(tr(lang, "alt-rank", place=row.get("place", "?"),
                       name=str(row.get("name", "")), score=row.get("score", 0),
                       parts=tr(lang, "alt-parts", parts=", ".join(parts)) if parts else ""))
    return tr(lang, "alt-result", game=title, winner=winner, ranking="; ".join(rows) + ".")
