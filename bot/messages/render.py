"""Pictures for Discord: the renderers run off the event loop, their PNG bytes become files.

Rendering is CPU work of tens of milliseconds; run on the loop it would stall every other game
and make interactions miss Discord's 3-second deadline. Pillow holds the GIL for most of a
picture (two threads render only ~15 % faster than one), so the bot renders in a small pool of
worker processes (``[pictures] render_processes``, measured in benchmarks/load.py); with 0 it
uses a worker thread. The same view always gives the same picture, so a small cache spares
re-drawing a hand that did not change (a seat waiting in a simultaneous phase). The cache is
keyed on what a picture draws (``renderers.picture_key``), not on the whole view, so a new
version or an event no picture shows still hits it. A renderer that fails costs the picture,
never the move.
"""

from __future__ import annotations

import concurrent.futures
import hashlib
import io
import json
import logging
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

import discord

from bot.core import workers
from bot.core.models import Seat
from words import DEFAULT

log = logging.getLogger(__name__)

UPLOAD_LIMIT = 10 * 1024 * 1024  # Discord's default upload size per file
KINDS = ("table", "hand", "result", "scoring", "story")

RenderFunc = Callable[[str, dict[str, Any], str], bytes]  # (game, view, lang) -> PNG


@dataclass(frozen=True)
class Picture:
    """PNG bytes, a file name and the alt text; ``file()`` makes a fresh ``discord.File`` for
    each send (discord.py closes a file once it is sent, so a retry needs a new one), with the
    alt text as its ``description`` (what a screen reader says; docs/renderers.md, "Alt
    text")."""

    filename: str
    png: bytes
    description: str = ""

    def file(self) -> discord.File:
        return discord.File(io.BytesIO(self.png), filename=self.filename,
                            description=self.description or None)


def picture_key(kind: str, game: str, view: dict[str, Any], lang: str = DEFAULT) -> str:
    """What a real picture draws (``renderers.picture_key``): equal keys, equal PNGs."""
    import renderers

    return renderers.picture_key(kind, game, view, lang)


def describe(kind: str, game: str, view: dict[str, Any], lang: str = DEFAULT) -> str:
    """The picture's alt text in ``lang`` (``renderers.describe``); "" when it cannot be said
    (a view a stand-in renderer drew), since a missing description must not cost the picture."""
    import renderers

    try:
        return renderers.describe(kind, game, view, lang)
    except Exception:
        log.exception("the alt text of a %s %s failed", game, kind)
        return ""


def drawn(func: RenderFunc, kind: str, game: str, view: dict[str, Any],
          lang: str) -> tuple[bytes | None, str]:
    """The picture and its alt text, made together in the worker (off the event loop)."""
    return func(game, view, lang), describe(kind, game, view, lang)


def told_and_drawn(func: RenderFunc | None, game: str, state_json: str, title: str,
                   lang: str, seats: list[Seat] | None = None, names: dict[str, str] | None = None
                   ) -> tuple[dict[str, Any], bytes | None, str]:
    """A past game's story (``bot.core.story.past_story``), its chart and the chart's alt
    text, all in the worker: the replay of the log costs as much as a picture. ``names``:
    the table's AI seats (of ``seats``) as the reader names them (bot/core/seat_names.py),
    in the chart, its moments and its alt text alike."""
    from bot.core.seat_names import renamed_texts
    from bot.core.story import past_story

    told = past_story(state_json, title, lang)
    if names:
        told = renamed_texts(told, names, seats or [])
    png = func(game, told, lang) if func is not None else None
    return told, png, describe("story", game, told, lang) if png else ""


def default_functions() -> dict[str, RenderFunc]:
    """``renderers.render_table`` / ``render_hand`` / ``render_result`` /
    ``render_scoring``."""
    import renderers

    return {kind: getattr(renderers, f"render_{kind}") for kind in KINDS}


def _warm_up() -> None:
    """In a worker process: import the renderers and draw their cached layers once."""
    import renderers

    renderers.warm_up()


def view_key(kind: str, game: str, view: dict[str, Any], lang: str = DEFAULT) -> str:
    """The cache key of a stand-in renderer (tests), which may draw anything in the view."""
    return f"{game}:{kind}:{lang}:{json.dumps(view, sort_keys=True, default=str)}"


class Renderer:
    """Draws pictures off the event loop, with a small cache keyed by the exact view.

    ``processes`` > 0 renders the real renderers in that many worker processes (started on
    first use); stand-in functions (tests) always run in a thread, or inline when not
    ``threaded``.
    """

    def __init__(self, functions: dict[str, RenderFunc] | None = None,
                 cache_size: int = 256, threaded: bool = True, processes: int = 0) -> None:
        self.functions = functions if functions is not None else default_functions()
        self.key = view_key if functions is not None else picture_key
        self.threaded = threaded  # False only for trivial stand-ins (tests, benchmarks)
        self.processes = processes if functions is None else 0
        self.pool: concurrent.futures.Executor | None = None
        self.cache: OrderedDict[str, bytes] = OrderedDict()
        self.cache_size = cache_size
        #: the keys of the last few views, by the view object (kept, so its id stays its
        #: own): a post's picture is named when composed, drawn and recorded as delivered,
        #: and each key is the JSON of the picture's facts, hashed
        self.keys: OrderedDict[int, tuple[dict[str, Any], str, str, str, str]] = OrderedDict()
        self.drawn = self.reused = 0  # pictures drawn, and found in the cache (benchmarks)

    def start(self) -> None:
        """Start the worker processes and have each draw its static layers now, so that the
        first pictures of a game do not wait for it (the bot calls this in ``setup_hook``)."""
        if self.processes > 0 and self.pool is None:
            self.pool = workers.spawn_pool(self.processes, _warm_up)

    async def _run(self, func: RenderFunc, game: str, view: dict[str, Any],
                   lang: str) -> Any:
        if self.processes > 0:
            self.start()
        if self.pool is None and not self.threaded:
            return func(game, view, lang)
        return await workers.run(self.pool, func, game, view, lang)

    def close(self) -> None:
        """Stop the worker processes (the bot calls this when it closes)."""
        workers.stop(self.pool)
        self.pool = None

    async def picture(self, kind: str, game: str, view: dict[str, Any],
                      lang: str = DEFAULT) -> Picture | None:
        """``kind`` is table, hand or result; None when no picture can be made. ``lang``:
        the language of its words (the table's for the channel, the reader's for a DM)."""
        func = self.functions.get(kind)
        if func is None:
            return None
        key = self.key_of(kind, game, view, lang)
        filename = self.filename(kind, game, key)
        png = self.cache.get(key)
        if png is not None:
            self.cache.move_to_end(key)
            self.reused += 1
            return Picture(filename, png, describe(kind, game, view, lang))
        self.drawn += 1
        try:
            png, description = await self._run(partial(drawn, func, kind), game, view, lang)
        except Exception:  # a drawing bug must not stop the game
            log.exception("renderer %s failed for %s", kind, game)
            return None
        if png is None:  # a game without pictures (its renderer module is not there)
            return None
        if not isinstance(png, bytes | bytearray) or not png or len(png) > UPLOAD_LIMIT:
            log.warning("renderer %s for %s gave no usable PNG", kind, game)
            return None
        png = bytes(png)
        self.cache[key] = png
        if len(self.cache) > self.cache_size:
            self.cache.popitem(last=False)
        return Picture(filename, png, description)

    def name(self, kind: str, game: str, view: dict[str, Any], lang: str = DEFAULT) -> str:
        """The file name the picture of ``view`` gets, found without drawing it: it holds a
        digest of what the picture draws, so a message whose attachment has this name shows
        this picture already (an edit can keep it: no drawing, no upload)."""
        return self.filename(kind, game, self.key_of(kind, game, view, lang))

    def key_of(self, kind: str, game: str, view: dict[str, Any], lang: str) -> str:
        """``self.key`` of the view, worked out once for the same view object (views are
        plain data no one changes once made)."""
        found = self.keys.get(id(view))
        if found is not None and found[0] is view and found[1:4] == (kind, game, lang):
            return found[4]
        key = self.key(kind, game, view, lang)
        self.keys[id(view)] = (view, kind, game, lang, key)
        if len(self.keys) > 64:
            self.keys.popitem(last=False)
        return key

    @staticmethod
    def filename(kind: str, game: str, key: str) -> str:
        digest = hashlib.blake2b(key.encode(), digest_size=6).hexdigest()
        return f"{game}-{kind}-{digest}.png"

    async def animation(self, game: str, views: list[dict[str, Any]], lang: str = DEFAULT,
                        end: dict[str, Any] | None = None) -> bytes | None:
        """A replay's animated WebP (renderers/animation.py) in ``lang``, ending on the result
        of ``end``, drawn in the picture workers; None with stand-in renderers or when it
        fails (the replay file goes alone)."""
        if self.key is not picture_key:
            return None
        from renderers.animation import animate

        self.start()
        try:
            return bytes(await workers.run(self.pool, partial(animate, end=end), game, views,
                                           lang))
        except Exception:
            log.exception("the animation of a %s replay failed", game)
            return None

    async def story(self, game: str, state_json: str, title: str, lang: str,
                    seats: list[Seat] | None = None, names: dict[str, str] | None = None
                    ) -> tuple[dict[str, Any], Picture | None]:
        """A finished game's story (the chart's data and the moments in ``lang``, its AI
        seats named by ``names``) and its chart, computed from the stored state in the
        picture workers (docs/history.md)."""
        func = self.functions.get("story")
        if self.processes > 0:
            self.start()
        told, png, description = await workers.run(
            self.pool, partial(told_and_drawn, func), game, state_json, title, lang, seats,
            names)
        if not isinstance(png, bytes | bytearray) or not png:
            return told, None
        key = self.key("story", game, told, lang)
        return told, Picture(self.filename("story", game, key), bytes(png), description)

    async def table(self, game: str, view: dict[str, Any], lang: str) -> Picture | None:
        """The public table (``view`` must be ``State.view(None)``)."""
        return await self.picture("table", game, view, lang)

    async def hand(self, game: str, view: dict[str, Any], lang: str) -> Picture | None:
        """One seat's private picture, for that seat's DM or ephemeral panel only."""
        return await self.picture("hand", game, view, lang)

    async def result(self, game: str, view: dict[str, Any], lang: str) -> Picture | None:
        """The final ranking with the score breakdown."""
        return await self.picture("result", game, view, lang)
