"""The web server (aiohttp, which discord.py brings): a table's public page, a seat's private
page, their pictures, their live updates and a seat's clicks.

Routes (every token signed, ``bot.core.weblinks``):

- ``/t/<token>/``: the table as anyone in its channel sees it; ``part``, ``events``
  (server-sent events: the table's version, whenever it changes) and ``table.png`` below it;
- ``/s/<token>/``: the same page with the seat's hand and exactly its legal choices; a choice
  is a form posted to ``act``, handed to the ``act`` callback, which takes the same path as a
  Discord click (ownership, version, the channel's lock, the DM panel answered in step);
- ``/r/<token>/``: a finished game, move by move (``bot/web/replay.py``).

A page never shows more than its view: the public page draws ``State.view(None)`` only, a
seat's page adds ``State.view(seat)`` only for the holder of that seat's signed link.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from aiohttp import web

import renderers
from bot.core.games import adapter
from bot.core.seat_names import hand_for, view_for
from bot.core.story import story
from bot.core.tables import CorruptGame, OpenGame, Tables
from bot.core.timers import TimerBook
from bot.core.weblinks import SeatPass, WebLinks
from bot.store import Store
from bot.web import page, replay
from bot.web.facts import CHAIN, Facts, gather, open_game, version_of
from words import DEFAULT, LANGUAGES, language, tr

log = logging.getLogger(__name__)

#: a seat's click: (table id, seat, version, codes, reader's language) → a refusal, or None
Act = Callable[[int, int, int, list[str], str], Awaitable[str | None]]
#: how often a page of a table held by another process reads the store instead
STORE_POLL_SECONDS = 1.0
#: live pages at once (each an open connection); more get "busy" and their browser retries
MAX_STREAMS = 2000
#: pictures kept drawn (the page's picture is asked for by every watcher of a move)
PICTURES_KEPT = 64


@dataclass
class Parts:
    """What the pages read: the core's tables and timers, the store, the links, the clock."""

    tables: Tables
    timers: TimerBook
    store: Store
    links: WebLinks
    clock: Callable[[], float]
    act: Act
    language_of: Callable[[int | None], str]


def reader(request: web.Request, fallback: str = DEFAULT) -> str:
    """The page's language: ``?lang=`` when given, else the browser's first we speak."""
    chosen = request.query.get("lang", "")
    if chosen in LANGUAGES:
        return chosen
    for part in request.headers.get("Accept-Language", "").split(","):
        tag = part.split(";")[0].strip()
        if tag and tag.split("-")[0].lower() in LANGUAGES:
            return language(tag)
    return fallback


class WebTable:
    """The aiohttp application and its runner."""

    def __init__(self, parts: Parts) -> None:
        self.parts = parts
        self.pictures: OrderedDict[str, bytes] = OrderedDict()
        self.replays: OrderedDict[int, replay.Replay] = OrderedDict()
        # a watched table's pulse, set (and dropped) when its version moves on or it ends,
        # and the version it was made at: a move wakes its own table's pages, not every page
        self.pulses: dict[int, tuple[asyncio.Event, int | None]] = {}
        self.streams = 0
        self.app = web.Application()
        self.app.add_routes([
            web.get("/t/{token}", self.slash), web.get("/s/{token}", self.slash),
            web.get("/r/{token}", self.slash),
            web.get("/t/{token}/", self.table_page), web.get("/t/{token}/part", self.table_part),
            web.get("/t/{token}/events", self.table_events),
            web.get("/t/{token}/table.png", self.table_picture),
            web.get("/s/{token}/", self.seat_page), web.get("/s/{token}/part", self.seat_part),
            web.get("/s/{token}/events", self.seat_events),
            web.get("/s/{token}/table.png", self.seat_table_picture),
            web.get("/s/{token}/hand.png", self.hand_picture),
            web.post("/s/{token}/act", self.act),
            web.get("/r/{token}/", self.replay_page),
            web.get("/r/{token}/story.png", self.replay_story),
            web.get("/r/{token}/{step}.png", self.replay_picture),
        ])
        self.runner: web.AppRunner | None = None
        #: set when the server stops: every open event stream ends then, rather than holding
        #: the shutdown for aiohttp's minute-long wait on open connections
        self.closing = asyncio.Event()

    async def start(self, host: str, port: int) -> None:
        # a page closed mid-stream ends its handler at once (not at the next change)
        self.runner = web.AppRunner(self.app, access_log=None, handler_cancellation=True)
        await self.runner.setup()
        await web.TCPSite(self.runner, host, port).start()
        log.info("the web table listens on %s:%s", host, port)

    def changed(self) -> None:
        """A table changed (the core queued its posts): the pages of each table whose version
        moved on (or that ended) look again. Only those: with a thousand pages open, waking
        every one at every move of any table cost the moves themselves their time."""
        if not self.pulses:
            return
        now = {game.table.id: game.table.version for game in self.parts.tables.open.values()}
        for table_id, (pulse, made_at) in list(self.pulses.items()):
            if now.get(table_id) != made_at:
                del self.pulses[table_id]
                pulse.set()

    def _pulse(self, table_id: int) -> asyncio.Event:
        """The pulse the pages of ``table_id`` wait on (made at the table's version now)."""
        found = self.pulses.get(table_id)
        if found is None:
            found = self.pulses[table_id] = (asyncio.Event(),
                                             version_of(self.parts.tables, table_id))
        return found[0]

    async def stop(self) -> None:
        self.closing.set()
        for pulse, _ in self.pulses.values():
            pulse.set()
        if self.runner is not None:
            await self.runner.cleanup()
            self.runner = None

    # -- finding what a token names -----------------------------------------------------------
    async def slash(self, request: web.Request) -> web.StreamResponse:
        """``/t/<token>`` → ``/t/<token>/``: the page's own files are relative to it."""
        raise web.HTTPFound(f"{request.path}/" + (f"?{request.query_string}"
                                                   if request.query_string else ""))

    async def _table(self, request: web.Request) -> OpenGame:
        table_id = self.parts.links.read_table(request.match_info["token"])
        game = None if table_id is None else await open_game(self.parts.tables,
                                                             self.parts.store, table_id)
        if game is None:
            raise self._refused(request, "web-no-such-table", 404)
        return self._readable(request, game)

    async def _seat(self, request: web.Request) -> tuple[OpenGame, SeatPass]:
        granted = self.parts.links.read_seat(request.match_info["token"], self.parts.clock())
        game = None if granted is None else await open_game(self.parts.tables,
                                                            self.parts.store, granted.table_id)
        if granted is None or game is None or not 0 <= granted.seat < len(game.table.seats):
            raise self._refused(request, "web-link-expired", 403)
        return self._readable(request, game), granted

    def _readable(self, request: web.Request, game: OpenGame) -> OpenGame:
        """The game, its state decoded now if it was not yet (a game reloaded at start is
        decoded when first touched); an unreadable one is refused with the reason."""
        try:
            game.state  # noqa: B018 - the read decodes it
        except CorruptGame:
            raise self._refused(request, "bot-tables-game-unreadable", 404) from None
        return game

    def _seat_language(self, request: web.Request, game: OpenGame, seat: int) -> str:
        return reader(request, self.parts.language_of(game.table.seats[seat].user_id))

    def _refused(self, request: web.Request, key: str, status: int) -> web.HTTPException:
        lang = reader(request)
        refused = web.HTTPForbidden if status == 403 else web.HTTPNotFound
        return refused(text=page.refusal(lang, tr(lang, key)), content_type="text/html")

    async def _facts(self, game: OpenGame, lang: str, seat: int | None = None) -> Facts:
        return await gather(game, self.parts.tables, self.parts.timers, self.parts.store, lang,
                            self.parts.clock(), seat)

    # -- the public page ------------------------------------------------------------------------
    async def table_page(self, request: web.Request) -> web.Response:
        game = await self._table(request)
        facts = await self._facts(game, reader(request, game.table.lang))
        return _html(page.document(facts))

    async def table_part(self, request: web.Request) -> web.Response:
        game = await self._table(request)
        return _html(page.part(await self._facts(game, reader(request, game.table.lang))))

    async def table_events(self, request: web.Request) -> web.StreamResponse:
        game = await self._table(request)
        return await self._events(request, game.table.id)

    async def table_picture(self, request: web.Request) -> web.Response:
        game = await self._table(request)
        return await self._table_png(game, reader(request, game.table.lang))

    # -- a seat's page --------------------------------------------------------------------------
    async def seat_page(self, request: web.Request) -> web.Response:
        game, granted = await self._seat(request)
        lang = self._seat_language(request, game, granted.seat)
        notice = request.query.get("said", "")[:300]
        return _html(page.document(await self._facts(game, lang, granted.seat), notice))

    async def seat_part(self, request: web.Request) -> web.Response:
        game, granted = await self._seat(request)
        lang = self._seat_language(request, game, granted.seat)
        return _html(page.part(await self._facts(game, lang, granted.seat)))

    async def seat_events(self, request: web.Request) -> web.StreamResponse:
        game, _ = await self._seat(request)
        return await self._events(request, game.table.id)

    async def seat_table_picture(self, request: web.Request) -> web.Response:
        game, granted = await self._seat(request)
        return await self._table_png(game, self._seat_language(request, game, granted.seat))

    async def hand_picture(self, request: web.Request) -> web.Response:
        game, granted = await self._seat(request)
        if game.state is None:
            raise web.HTTPNotFound()
        lang = self._seat_language(request, game, granted.seat)
        hand = hand_for(game.table, lang, Tables.hand_of(game, granted.seat))
        view = adapter(hand.game).picture_view(hand.view, hand.actions)
        return await self._png("hand", game.table.game, view, lang)

    async def act(self, request: web.Request) -> web.Response:
        """A choice posted from a seat's page: the same path as a Discord click; the page
        then shows what it led to, or the refusal a Discord click would get."""
        game, granted = await self._seat(request)
        lang = self._seat_language(request, game, granted.seat)
        form = await request.post()
        version = str(form.get("version", ""))
        picks = [str(c) for c in form.getall("pick", [])]
        codes = _picked(picks) or str(form.get("code", "")).split(CHAIN)
        count = _pick_count(game, granted.seat, lang)
        if not version.isdigit() or not all(codes):
            said = tr(lang, "web-bad-choice")
        elif picks and count is not None and len(picks) != count:
            said = tr(lang, "web-pick-count", count=count)
        else:
            said = await self.parts.act(game.table.id, granted.seat, int(version), codes,
                                        lang) or ""
        target = f"./?said={_quote(said)}" if said else "./"
        raise web.HTTPSeeOther(target)

    # -- replays --------------------------------------------------------------------------------
    async def _replay(self, request: web.Request) -> replay.Replay | None:
        table_id = self.parts.links.read_replay(request.match_info["token"])
        if table_id is None:
            return None
        return await replay.load(self.parts.store, table_id, self.replays)

    async def replay_page(self, request: web.Request) -> web.Response:
        found = await self._replay(request)
        if found is None:
            raise self._refused(request, "web-no-such-game", 404)
        # the story chart's moments are worked out from the whole game: off the event loop
        return _html(await asyncio.to_thread(replay.document, found,
                                             reader(request, found.lang)))

    async def replay_picture(self, request: web.Request) -> web.Response:
        found = await self._replay(request)
        step = request.match_info["step"]
        if found is None or not step.isdigit() or int(step) >= len(found.views):
            raise web.HTTPNotFound()
        return await self._png("table", found.game, found.views[int(step)],
                               reader(request, found.lang))

    async def replay_story(self, request: web.Request) -> web.Response:
        found = await self._replay(request)
        if found is None:
            raise web.HTTPNotFound()
        lang = reader(request, found.lang)
        chart = {**await asyncio.to_thread(story, found.final, lang), "title": found.title}
        png = await asyncio.to_thread(renderers.render_story, found.game, chart, lang)
        if png is None:
            raise web.HTTPNotFound()
        return web.Response(body=png, content_type="image/png")

    # -- shared ---------------------------------------------------------------------------------
    async def _events(self, request: web.Request, table_id: int) -> web.StreamResponse:
        """Server-sent events: the table's version now, then each time it changes. A proxy
        that closes an idle stream only makes the browser open it again (``retry``)."""
        if self.streams >= MAX_STREAMS:
            raise web.HTTPServiceUnavailable(headers={"Retry-After": "10"})
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream",
                                               "Cache-Control": "no-cache",
                                               "X-Accel-Buffering": "no"})
        await response.prepare(request)
        await response.write(b"retry: 2000\n\n")
        sent: int | None = None
        self.streams += 1
        try:
            while not self.closing.is_set():
                version = version_of(self.parts.tables, table_id)
                held = version is not None
                pulse = self._pulse(table_id) if held else None
                if not held:   # another process's table, or over: read the store
                    row = await self.parts.store.game(table_id)
                    version = None if row is None else row.version
                if version is not None and version != sent:
                    await response.write(f"data: {version}\n\n".encode())
                    sent = version
                if pulse is not None:   # this process's own table: told of each change
                    await pulse.wait()
                else:
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(self.closing.wait(), STORE_POLL_SECONDS)
        except (ConnectionResetError, asyncio.CancelledError):
            pass
        finally:
            self.streams -= 1
        return response

    async def _table_png(self, game: OpenGame, lang: str) -> web.Response:
        if game.state is None:
            raise web.HTTPNotFound()
        return await self._png("table", game.table.game,
                               view_for(game.table, lang, game.state.view(None)), lang)

    async def _png(self, kind: str, game: str, view: dict[str, Any], lang: str) -> web.Response:
        """A picture, drawn off the event loop and kept by what it shows."""
        key = renderers.picture_key(kind, game, view, lang)
        png = self.pictures.get(key)
        if png is None:
            draw = renderers.render_table if kind == "table" else renderers.render_hand
            png = await asyncio.to_thread(draw, game, view, lang)
            if png is None:
                raise web.HTTPNotFound()
            self.pictures[key] = png
            while len(self.pictures) > PICTURES_KEPT:
                self.pictures.popitem(last=False)
        self.pictures.move_to_end(key)
        return web.Response(body=png, content_type="image/png",
                            headers={"Cache-Control": "private, max-age=3600"})


def _picked(picks: list[str]) -> list[str]:
    """The steps of a "choose exactly n" form: each box's value is a step's code made unique
    with ``#n`` (a card held twice), as in the Discord select; the step is the code alone."""
    return [pick.split("#")[0] for pick in picks]


def _pick_count(game: OpenGame, seat: int, lang: str) -> int | None:
    """How many boxes the seat's "choose exactly n" decision takes now (None: no such
    decision): a browser does not hold a form to its count as Discord's select does."""
    if game.state is None:
        return None
    hand = Tables.hand_of(game, seat)
    several = adapter(hand.game).several(hand.view, hand.actions, lang)
    return None if several is None else several.count


def _quote(text: str) -> str:
    return quote(text[:300])


def _html(text: str) -> web.Response:
    return web.Response(text=text, content_type="text/html",
                        headers={"Cache-Control": "no-store",
                                 "Referrer-Policy": "no-referrer",
                                 "X-Content-Type-Options": "nosniff"})
