"""The web table in a real browser (docs/web.md): Debian's chromium driven through Playwright,
over a real game service on a SQLite file and the real aiohttp server (tests/web/table.py).

A spectator's page follows the moves live without a reload; a player finishes a Wild Cards
game by clicking on their seat's page (its last rounds: the moves before them are the
core's, while a spectator's page follows them all); without JavaScript the pages are plain forms and
links; a forged, expired or stale link gets a page that says why; and nothing a spectator's
page was sent (the page, each live part, the event stream) carries a hidden thing. Each
browser step has its own bound (``STEP``): a page that stops following fails the test with
what it showed, never a wait without end.
"""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import pytest
import pytest_asyncio
from playwright.async_api import Browser, Page, Response
from playwright.async_api import TimeoutError as PlaywrightTimeout

from bot.core.weblinks import SEAT_LINK_SECONDS
from tests.bot.support import knowledge
from tests.web.conftest import (  # noqa: F401 - module_browser: the shared fixture
    HAS_CHROMIUM,
    boxes,
    module_browser,
    offered,
    tick_payment,
)
from tests.web.table import LINKS, Served, open_game, serve

pytestmark = [
    pytest.mark.skipif(
        not HAS_CHROMIUM,
        reason="Debian's chromium is not installed (apt-get install chromium): the browser "
               "tests drive it, and never download a browser of their own"),
    pytest.mark.asyncio(loop_scope="module"),   # the module's one chromium lives there
]

CH = 7
#: one browser step's bound in ms (a page load, a live update): generous for a loaded machine
STEP = 30_000
#: a whole game's bound in decisions of the person (a Wild Cards game of two takes ~80)
MOST_DECISIONS = 400
#: Ann turns to her page when the hidden animal pile is down to this many cards: the game's
#: last rounds (two animals a round with one AI and Leo; a round asks her ~4 decisions)
ON_THE_PAGE_FROM = 8
#: an SSE stream carries nothing but the reconnect delay and the table's version
SSE_LINE = re.compile(r"(retry: \d+|data: \d+|)")



@pytest_asyncio.fixture(loop_scope="module")
async def browser(module_browser: Browser) -> AsyncIterator[Browser]:  # noqa: F811
    """The module's chromium (launched once); every page and context a test opened is
    closed after it."""
    yield module_browser
    for context in module_browser.contexts:
        await context.close()


@pytest_asyncio.fixture(loop_scope="module")
async def served(tmp_path: Path) -> AsyncIterator[Served]:
    table = await serve(tmp_path / "bot.sqlite3", ai_delay=0.05)
    try:
        yield table
    finally:
        await table.close()


class Spectator:
    """A spectator's page and everything the web side sent it: the page, each live part it
    fetched, and (read beside it, as the browser reads it) the table's event stream."""

    def __init__(self, page: Page, url: str) -> None:
        self.page = page
        self.url = url
        self.responses: list[Response] = []
        self.stream = bytearray()
        self.reader: asyncio.Task[None] | None = None
        page.on("response", self._heard)

    def _heard(self, response: Response) -> None:
        self.responses.append(response)

    async def open(self) -> None:
        await self.page.goto(self.url, timeout=STEP)
        await self.page.evaluate("window.stayed = true")   # gone if the page ever reloads
        self.reader = asyncio.create_task(self._read_stream())

    async def _read_stream(self) -> None:
        async with aiohttp.ClientSession() as session, session.get(self.url + "events") as r:
            try:
                async for chunk in r.content.iter_any():
                    self.stream.extend(chunk)
            except aiohttp.ClientPayloadError:
                pass   # the server stopped mid-stream, at the test's end

    async def shows(self, version: int) -> None:
        """The live part shows the table at ``version`` (its picture's address names it)."""
        await self.page.wait_for_selector(f'main#live img[src^="./table.png?v={version}&"]',
                                          state="attached", timeout=STEP)

    async def stayed(self) -> bool:
        return bool(await self.page.evaluate("window.stayed === true"))

    async def sent(self) -> list[str]:
        """Every text the web side sent the page: the page, its live parts, the stream."""
        texts = []
        for response in self.responses:
            path = response.url.split("?")[0]
            if path.endswith("/part") or path == self.url:
                texts.append(await response.text())
        if self.reader is not None:
            self.reader.cancel()
        return [*texts, self.stream.decode()]


async def no_secret_in(spectator: Spectator, served: Served, whole: bool = False) -> None:
    """Nothing the spectator was sent holds a text only some seat saw (a hand, a secret bid,
    a card drawn), a seat's own part, or, in the stream, anything but versions."""
    k = await knowledge(served.service, CH)
    forbidden = k.forbidden_for(None)
    assert forbidden or not whole, "a whole game had private events to look for"
    sent = await spectator.sent()
    assert len(sent) > 2, "the page fetched its live part"
    for text in sent:
        assert [t for t in forbidden if t in text] == []
        assert "hand.png" not in text and 'action="./act"' not in text
        assert "Your hand" not in text and "Your choices" not in text
    lines = sent[-1].split("\n")
    assert [line for line in lines if not SSE_LINE.fullmatch(line)] == []
    assert sum(line.startswith("data: ") for line in lines) > 1


async def play_randomly(served: Served, rng: random.Random, seat: int = 0) -> int:
    """One legal decision of the person at ``seat``, made through the core; its version."""
    service = served.service
    game = service.tables.open[CH]
    hand = service.tables.seat_hand(CH, seat)
    code = rng.choice(hand.actions).code
    await service.moves.act(CH, game.table.seats[seat].user_id, hand.version, seat, code)
    served.kick(CH)
    return hand.version


@pytest.mark.parametrize("title", ["wildcards", "wildlife", "evolution"])
async def test_a_spectator_page_follows_the_moves_live_without_a_reload(
        browser: Browser, served: Served, title: str) -> None:
    table_id = await open_game(served, CH, title, ["Ann"], ais=2)
    await served.settled()
    spectator = Spectator(await browser.new_page(), served.table_url(table_id))
    await spectator.open()
    rng = random.Random(5)
    shown = []
    for _ in range(8):
        game = served.service.tables.open.get(CH)
        if game is None or game.state is None:
            break
        await spectator.shows(game.state.version)
        shown.append(game.state.version)
        await play_randomly(served, rng)
        await served.settled()
    assert len(set(shown)) == len(shown) >= 8, "each move showed a newer table"
    row = await served.service.store.game(table_id)
    assert row is not None
    await spectator.shows(row.version)
    assert await spectator.stayed(), "the page followed without a reload"
    await no_secret_in(spectator, served)


async def choose(page: Page, rng: random.Random, made: list[str]) -> str:
    """Click one of the choices on a seat's page (a button, the bid form, or exactly the
    asked number of boxes), the boxes whenever offered until they were ticked once (in the
    few rounds played on the page); what was clicked."""
    kinds, found = await offered(page)
    assert kinds, "a seat that must decide is offered choices"
    boxes_first = [k for k in kinds if k[0] == "pick" and "pick" not in made]
    kind, button = rng.choice(boxes_first or kinds)
    if kind == "pick":
        button = await tick_payment(page, boxes(page, found), rng, STEP)
    assert button is not None
    # the answer's document is enough: its pictures load on, and nothing here looks at them
    async with page.expect_navigation(wait_until="domcontentloaded", timeout=STEP):
        await button.click(timeout=STEP)
    return kind.removeprefix("button ")


@pytest.mark.whole_game
async def test_a_player_finishes_a_wild_cards_game_in_the_browser(
        browser: Browser, served: Served) -> None:
    """Ann's decisions against an AI, those of the game's last rounds clicked on her seat's
    page (a button and the payment's boxes among them; the ones before made through the
    core, the shortest way near the end); a spectator's page open the whole time follows to
    the result."""
    table_id = await open_game(served, CH, "wildcards", ["Ann"], ais=1)
    await served.settled()
    spectator = Spectator(await browser.new_page(), served.table_url(table_id))
    await spectator.open()
    player: Page | None = None
    rng = random.Random(11)
    clicks: list[str] = []
    for _ in range(MOST_DECISIONS):
        await served.settled()
        game = served.service.tables.open.get(CH)
        if game is None:
            break
        assert game.state is not None and game.state.to_act() == [0], \
            "the game waits for Ann alone, or it is over"
        if player is None and len(game.state.animals) > ON_THE_PAGE_FROM:
            await play_randomly(served, rng)
            continue
        if player is None:
            player = await browser.new_page()
            await player.goto(served.seat_url(table_id, 0), timeout=STEP)
        version = game.state.version
        try:
            await player.wait_for_selector(f'input[name="version"][value="{version}"]',
                                           state="attached", timeout=STEP)
        except PlaywrightTimeout as exc:
            raise AssertionError(f"the seat's page does not offer the decision at {version} "
                                 f"after {clicks[-5:]}: {await player.inner_text('main')}"
                                 ) from exc
        clicks.append(await choose(player, rng, clicks))
        notice = await player.locator(".notice").all_inner_texts()
        assert notice and notice[0].startswith("Done"), \
            f"the choice {clicks[-1]} offered on the page was taken: {notice}"
    assert served.service.tables.open.get(CH) is None, \
        f"the game ended within {MOST_DECISIONS} decisions (made: {len(clicks)})"
    assert player is not None and len(clicks) > 10, \
        f"the game's last rounds were played on the page (made: {len(clicks)})"
    assert "pick" in clicks, "a payment of several cards was made with the boxes"
    assert [c for c in clicks if c not in ("pick", "bid")], \
        f"a choice's button was clicked: {clicks}"
    for page in (player, spectator.page):
        await page.wait_for_selector("main#live h2:text('Result')", timeout=STEP)
        assert "Ann" in await page.inner_text("main#live ul.plain")
    assert await spectator.stayed(), "the spectator saw the whole game without a reload"
    await no_secret_in(spectator, served, whole=True)


async def test_without_javascript_the_pages_are_plain_forms_and_links(
        browser: Browser, served: Served) -> None:
    table_id = await open_game(served, CH, "wildcards", ["Ann"], ais=1)
    await served.settled()
    context = await browser.new_context(java_script_enabled=False)
    page = await context.new_page()
    await page.goto(served.table_url(table_id), timeout=STEP)
    assert "Ann" in await page.inner_text("main")
    reload = page.locator("noscript a, a.reload")
    assert await reload.count() == 1, "a page that cannot follow by itself says to reload"
    assert not await page.locator("[data-zoom]").first.is_visible(), \
        "the zoom buttons, which need a script, are not shown"
    await page.goto(served.seat_url(table_id, 0), timeout=STEP)
    version = served.service.tables.open[CH].state.version
    button = page.locator('form button[name="code"]').first
    label = (await button.inner_text()).strip()
    async with page.expect_navigation(timeout=STEP):
        await button.click(timeout=STEP)
    assert (await page.locator(".notice").inner_text()).startswith(f"Done: {label}")
    assert served.service.tables.open[CH].state.version > version
    await context.close()


async def test_a_forged_expired_or_stale_link_gets_a_page_that_says_why(
        browser: Browser, served: Served) -> None:
    table_id = await open_game(served, CH, "wildcards", ["Ann", "Bob"], ais=0)
    await served.settled()
    page = await browser.new_page()
    seat = served.service.tables.open[CH].state.to_act()[0]
    token = LINKS.seat_token(table_id, seat, served.service.clock())
    forged = re.sub(r"^(\d+)\.(\d+)\.", lambda m: f"{m[1]}.{1 - int(m[2])}.", token)
    answer = await page.goto(f"{served.here}/s/{forged}/", timeout=STEP)
    assert answer is not None and answer.status == 403
    assert "not yours" in await page.inner_text("[role=alert]")
    answer = await page.goto(f"{served.here}/t/{table_id}.forged/", timeout=STEP)
    assert answer is not None and answer.status == 404
    assert "no table at this address" in await page.inner_text("[role=alert]")
    assert await page.get_attribute("html", "lang") == "en"

    # a page left open, without a script to follow, while the decision was made elsewhere
    # (the DM panel, another tab): its click is refused in Discord's words
    still = await browser.new_context(java_script_enabled=False)
    stale = await still.new_page()
    await stale.goto(served.seat_url(table_id, seat), timeout=STEP)
    version = await play_randomly(served, random.Random(1), seat)
    now = served.service.tables.open[CH].state.version
    async with stale.expect_navigation(timeout=STEP):
        await stale.locator('form button[name="code"]').first.click(timeout=STEP)
    assert "out of date" in await stale.inner_text(".notice")
    assert served.service.tables.open[CH].state.version == now > version
    await still.close()

    # a link of last week's panel
    served.service.clock.advance(SEAT_LINK_SECONDS + 60)
    answer = await page.goto(f"{served.here}/s/{token}/", timeout=STEP)
    assert answer is not None and answer.status == 403
    assert "out of date" in await page.inner_text("[role=alert]")
