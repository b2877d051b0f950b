"""One game, two ways to play it (docs/web.md): the unmodified bot over SimCord with its web
server on this machine; bob plays every decision by clicking in Discord, and alice plays the
game's last rounds on her seat's page in Debian's chromium (Playwright), from the link on her
DM panel, to the result: each kind of choice Wild Cards offers there (a button, the
payment's boxes) at least once. Her decisions before those rounds are clicks on her DM
panel, the shortest public way to a game near its end (a browser step costs seconds on a
loaded machine; the rounds before the last ones prove nothing the last ones do not).

Playwright's async API runs in the test's own event loop, beside SimCord and the bot's aiohttp
server: a browser step awaits the page while the loop serves the page's requests, and
``env.settle()`` between the steps waits for the bot. An open page's connections (kept alive,
and its event stream) are tasks of the bot's server waiting on the browser, which SimCord's
settle would wait for in vain: each web decision is made in a browser context of its own,
closed before the bot settles again.
"""

from __future__ import annotations

import asyncio
import copy
import re
from typing import Any

import pytest
from playwright.async_api import Browser, Page, Response

from bot.messages.controls.grammar import b36
from tests.bot.support import (
    act_once,
    as_message,
    controls,
    game_state,
    knowledge,
    live_panel,
    messages,
    refusal,
    wildcards_for_two,
)
from tests.bot.test_e2e_web import WEB, local, seat_link
from tests.web.conftest import (  # noqa: F401 - browser: the shared fixture
    HAS_CHROMIUM,
    boxes,
    browser,
    offered,
    tick_payment,
)

pytestmark = pytest.mark.skipif(
    not HAS_CHROMIUM,
    reason="Debian's chromium is not installed (apt-get install chromium): the test drives "
           "it, and never downloads a browser of its own")

#: one browser step's bound in ms (a page load, a live update): generous for a loaded machine
STEP = 30_000
#: a whole game's bound in decisions (a Wild Cards game of two takes ~80 each)
MOST_DECISIONS = 600
#: alice turns to her page when the hidden animal pile is down to this many cards: its last
#: rounds (two animals a round with two players and Leo; a round asks her ~4 decisions)
ON_THE_WEB_FROM = 6
#: the kinds of choice a Wild Cards seat's page offers, each made on the page at least once:
#: a button and the payment's boxes (its bids are cards, buttons; the bid form is an
#: auction's, never offered here)
KINDS = {"button", "pick"}
DONE = re.compile(r"Done: (.+)\.")


class SeatPage:
    """Alice's seat page and every text the web side sent it (pages and live parts)."""

    def __init__(self, page: Page, url: str) -> None:
        self.page = page
        self.url = url
        self.reads: list[asyncio.Task[str]] = []
        page.on("response", self._heard)

    def _heard(self, response: Response) -> None:
        """Read each page and live part as it comes (a body is gone once the page moves on;
        the event stream, never finished, carries versions only)."""
        path = response.url.split("?")[0]
        if path.endswith("/part") or path == self.url:
            self.reads.append(asyncio.ensure_future(response.text()))

    async def offers(self, version: int) -> None:
        """The page offers the decision at ``version`` (followed live, no reload)."""
        await self.page.wait_for_selector(f'input[name="version"][value="{version}"]',
                                          state="attached", timeout=STEP)

    async def choose(self, rng: Any, made: set[str]) -> tuple[str, str]:
        """Click one of the page's choices (a button, the bid form, or exactly the asked
        number of boxes), of a kind not in ``made`` when one is offered (each kind is tried
        in the few rounds played here); the kind and the page's answer."""
        page = self.page
        offers, found = await offered(page)   # read in one question to the page
        kinds = [(kind.split(" ")[0], button) for kind, button in offers]
        assert kinds, "a seat that must decide is offered choices"
        kind, button = rng.choice([k for k in kinds if k[0] not in made] or kinds)
        if kind == "bid":   # a secret bid: one of the form's legal amounts
            await page.locator("form:has(select) select").select_option(
                rng.choice(found["amounts"]), timeout=STEP)
        if kind == "pick":
            button = await tick_payment(page, boxes(page, found), rng, STEP)
        # the answer's document is enough: its pictures load on, and nothing here looks at them
        async with page.expect_navigation(wait_until="domcontentloaded", timeout=STEP):
            await button.click(timeout=STEP)
        return kind, (await page.locator(".notice").all_inner_texts() or [""])[0]

    async def sent(self) -> list[str]:
        """The pages and live parts the web side sent (a part still coming when the page
        moved on is gone: what the page showed is read from its document as well)."""
        read = await asyncio.gather(*self.reads, return_exceptions=True)
        return [text for text in read if isinstance(text, str)]


def in_step(env: Any, channel_id: int, player: Any, seat: int, answered: int,
            version: int, label: str) -> None:
    """The player's DM panel after a choice made on the web: the panel of that choice offers
    it no more, and says what was chosen when it says anything (when the next decision is
    hers as well, the panel moves below and says where); a live panel is the next decision,
    the same the page now offers."""
    dm = env.backend.messages[player.user.dm_channel.id]
    old = f":{b36(version)}:{seat}"
    left = [c for m in dm.values() for c in controls(m) if old in c["custom_id"]
            and not c["custom_id"].startswith("wt:z:")]
    assert left == [], "no panel offers the decision made on the web any more"
    if str(dm[answered].content).startswith("✅"):
        assert label in dm[answered].content, "the panel answers as the page did"
    state = game_state(env.bot, channel_id)
    live = live_panel(env, player)
    if state is None or seat not in state.to_act():
        assert live is None, "no panel offers a decision that is not hers"
        return
    assert live is not None, "her next decision is on her panel as well"
    mark = f":{b36(state.version)}:{seat}"
    assert all(mark in c["custom_id"] for c in controls(live)
               if c["custom_id"].startswith(("wt:a:", "wt:c:"))), \
        "the panel offers the decision the page offers now"


async def on_the_page(chromium: Browser, url: str, version: int, rng: Any,
                      sent: list[str], kinds: set[str],
                      stale: Page | None = None) -> tuple[str, str]:
    """Alice's decision at ``version``, clicked on her seat's page in a browser context of its
    own (its kind added to ``kinds``): the page's answer, and (given a page left open on an
    older version) that page's answer to a click. Every text the web side sent the page goes
    into ``sent``. The context closes before the bot settles again: an open page's
    connections are the bot's server's tasks, waiting for the browser, which SimCord's settle
    would wait for in vain."""
    context = await chromium.new_context()
    try:
        seat = SeatPage(await context.new_page(), url)
        # the document is enough: the decision offered is waited for, not the pictures
        await seat.page.goto(url, wait_until="domcontentloaded", timeout=STEP)
        await seat.offers(version)
        sent.append(await seat.page.content())
        kind, answer = await seat.choose(rng, kinds)
        kinds.add(kind)
        sent.append(await seat.page.content())
        refused = ""
        if stale is not None:
            async with stale.expect_navigation(timeout=STEP):
                await stale.locator('form button[name="code"]').first.click(timeout=STEP)
            refused = await stale.inner_text(".notice")
        sent += await seat.sent()
        return answer, refused
    finally:
        await context.close()
        if stale is not None:
            await stale.context.close()


@WEB
@pytest.mark.any_store
@pytest.mark.whole_game
async def test_one_plays_on_the_web_the_other_in_discord_to_the_result(
        simcord_env: Any, browser: Browser) -> None:  # noqa: F811 - the shared fixture
    env = simcord_env
    channel, alice, bob = await wildcards_for_two(env)
    table = env.bot.service.tables.table(channel.id)
    web_seat = next(s for s, held in enumerate(table.seats) if held.user_id == alice.id)
    link = seat_link(env, alice)   # from her DM panel
    assert link not in {c.get("url") for m in messages(env, channel.id)
                        for row in m.components or [] for c in row.get("components", [])}
    url = local(env, link) + "/"
    rng = alice.rng
    sent: list[str] = []
    made = {"web": 0, "discord": 0, "alice in discord": 0}
    kinds: set[str] = set()
    stale_checked = False
    for _ in range(MOST_DECISIONS):
        await env.settle()
        state = game_state(env.bot, channel.id)
        if state is None:
            break
        if web_seat not in state.to_act():
            panel = live_panel(env, bob)
            assert panel is not None, f"bob has a panel: to act {state.to_act()}"
            await act_once(env, bob, panel)
            made["discord"] += 1
            continue
        version = state.version
        panel = live_panel(env, alice)
        assert panel is not None, "her DM panel offers the same decision"
        if not made["web"] and len(state.animals) > ON_THE_WEB_FROM:
            await act_once(env, alice, panel)   # on the way to the last rounds
            made["alice in discord"] += 1
            continue
        old = [c["custom_id"] for c in controls(panel)
               if c.get("type") == 2 and c["custom_id"].startswith("wt:a:")]
        stale = None
        if not stale_checked and old:   # a second tab, left open without a script
            stale = await (await browser.new_context(java_script_enabled=False)).new_page()
            await stale.goto(url, timeout=STEP)
        seen = copy.deepcopy(panel)   # the panel as her second device still shows it
        answer, on_stale_page = await on_the_page(browser, url, version, rng, sent, kinds,
                                                  stale)
        made["web"] += 1
        done = DONE.fullmatch(answer)
        assert done, f"the choice offered on the page was taken: {answer!r}"
        await env.settle()
        in_step(env, channel.id, alice, web_seat, panel.id, version, done[1])
        if stale is not None:
            now = game_state(env.bot, channel.id)
            dm = env.backend.messages[alice.user.dm_channel.id]
            answered, dm[panel.id] = dm[panel.id], seen
            result = await alice.user.click(as_message(env, seen), custom_id=old[0])
            dm[panel.id] = answered
            assert on_stale_page == refusal(result), \
                "a stale page's click gets a stale Discord button's words"
            assert game_state(env.bot, channel.id) is now, "and changes nothing"
            stale_checked = True
    assert game_state(env.bot, channel.id) is None, f"the game ended: {made}"
    assert made["web"] > 10 and made["discord"] > 10 and stale_checked, made
    assert kinds == KINDS, f"each kind of choice was made on the page: {kinds}"
    # the same result: the page's ranking and the channel's result message
    context = await browser.new_context()
    try:
        seat = SeatPage(await context.new_page(), url)
        await seat.page.goto(url, timeout=STEP)
        ranking = await seat.page.inner_text(
            "main#live section:has(h2:text('Result')) ul", timeout=STEP)
        sent += await seat.sent()
    finally:
        await context.close()
    result = next(m for m in messages(env, channel.id) if "/r/" in str(m.components))
    lines = [line for line in ranking.split("\n") if line.strip()]
    assert len(lines) >= 2 and all(line in result.content for line in lines), \
        f"alice's page and bob's channel show one result: {lines} / {result.content}"
    # nothing private of bob's (his hand's draws, his secret bids) reached alice's pages
    k = await knowledge(env.bot.service, channel.id)
    forbidden = k.forbidden_for(web_seat)
    assert forbidden, "a whole game had bob's private events to look for"
    assert len(sent) > made["web"], "every page and live part was scanned"
    for text in sent:
        assert [t for t in forbidden if t in text] == []
