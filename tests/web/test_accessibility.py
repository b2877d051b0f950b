"""The web table's pages under axe-core (docs/web.md, "Accessibility"): the table, a seat's
page with its choices and the replay, mid-game and at the end, in chromium (Playwright over
Debian's chromium), each with no serious or critical violation (labels, contrast, landmarks,
the page's language). axe-core comes as ``axe.min.js`` in the ``axe-playwright-python``
package (a test dependency); its own Python wrapper is not used.
"""

from __future__ import annotations

import random
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest
from playwright.async_api import Browser, Page

from tests.web.conftest import HAS_CHROMIUM
from tests.web.table import Served, open_game, serve

pytestmark = pytest.mark.skipif(
    not HAS_CHROMIUM,
    reason="Debian's chromium is not installed (apt-get install chromium): the accessibility "
           "check runs axe-core in it")

AXE = (files("axe_playwright_python") / "axe.min.js").read_text()
STEP = 30_000
#: the impacts that fail a page (axe's "minor" and "moderate" are reported, not failed)
FAILING = ("serious", "critical")



async def violations(page: Page, url: str, widths: tuple[int, ...] = (1280,),
                     timeout: float = STEP) -> dict[int, list[dict[str, Any]]]:
    """axe-core's violations of the page at ``url`` (WCAG 2.x A and AA and best practice) at
    each of ``widths``: the page is loaded and axe put in it once, then the window is
    resized (its CSS, media queries included, follows; the document is the same)."""
    await page.set_viewport_size({"width": widths[0], "height": 1000})
    await page.goto(url, timeout=timeout)
    await page.evaluate(AXE)
    found = {}
    for width in widths:
        await page.set_viewport_size({"width": width, "height": 1000})
        found[width] = list(await page.evaluate("""async () => (await axe.run(document, {
            resultTypes: ['violations'],
            runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa',
                                            'best-practice']}})).violations.map(
            (v) => ({id: v.id, impact: v.impact, help: v.help,
                     nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5)}))"""))
    return found


def serious(found: list[dict[str, Any]]) -> list[str]:
    return [f"{v['id']} ({v['impact']}): {v['help']} at {v['nodes']}" for v in found
            if v["impact"] in FAILING]


async def finish(served: Served, channel: int, seed: int) -> None:
    """Play the channel's game to its end through the service: each decision of its person as
    the turn timer would make it (the game's own default: pass, end the turn), else a random
    legal one (none that only steps back). The shortest honest way to a finished game: what
    the pages at the end show does not depend on how it was reached (a WildLife game of
    random choices took a thousand moves, and as long again to replay)."""
    service, rng = served.service, random.Random(seed)
    while (game := service.tables.open.get(channel)) is not None:
        await served.settled()
        if service.tables.open.get(channel) is None:
            break
        seat = game.state.to_act()[0]
        hand = service.tables.seat_hand(channel, seat)
        onward = [a for a in hand.actions if a.code != "cancel" and not a.code.startswith("un")]
        waited = game.state.timeout_action(seat)
        code = waited.code if waited is not None else rng.choice(onward or hand.actions).code
        await service.moves.act(channel, game.table.seats[seat].user_id, hand.version, seat,
                                code)
        served.kick(channel)


@pytest.mark.whole_game
async def test_no_page_has_a_serious_accessibility_violation(browser: Browser,
                                                             tmp_path: Path) -> None:
    served = await serve(tmp_path / "bot.sqlite3")
    try:
        found: dict[str, list[str]] = {}
        page = await browser.new_page()
        for channel, title in enumerate(("wildcards", "wildlife", "evolution"), start=1):
            table_id = await open_game(served, channel, title, ["Ann"], ais=1)
            await served.settled()
            for kind, url in (("table", served.table_url(table_id)),
                              ("seat", served.seat_url(table_id, 0))):
                for width, said in (await violations(page, url, (1280, 390))).items():
                    found[f"{title} {kind} {width}"] = serious(said)
            # the seat's page, left open, would follow every move to the end: a live part
            # and its pictures drawn for each, a fifth of the test's time, checked by nobody
            await page.goto("about:blank")
            await finish(served, channel, seed=channel)
            found[f"{title} table at the end"] = serious(
                (await violations(page, served.table_url(table_id)))[1280])
            found[f"{title} replay"] = serious(   # a long game is replayed whole first
                (await violations(page, served.replay_url(table_id), timeout=4 * STEP))[1280])
        assert {where: said for where, said in found.items() if said} == {}
    finally:
        await served.close()
