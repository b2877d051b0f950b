"""What the browser tests share: Debian's chromium, launched through Playwright (which never
downloads a browser of its own): per test (``browser``), or once for a module whose tests run
in the module's event loop (``module_browser``; a launch takes seconds on a loaded machine,
and each test opens pages or contexts of its own)."""

from __future__ import annotations

import re
import shutil
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from playwright.async_api import Browser, Locator, Page, async_playwright

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
HAS_CHROMIUM = Path(CHROMIUM).exists()


@asynccontextmanager
async def launched() -> AsyncIterator[Browser]:
    """Debian's chromium, closed at the end."""
    async with async_playwright() as pw:
        found = await pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            yield found
        finally:
            await found.close()


@pytest.fixture
async def browser() -> AsyncIterator[Browser]:
    async with launched() as found:
        yield found


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def module_browser() -> AsyncIterator[Browser]:
    """One chromium for the module; its tests say ``pytest.mark.asyncio(loop_scope="module")``
    (Playwright's objects live in the loop that made them)."""
    async with launched() as found:
        yield found


async def tick_payment(page: Page, boxes: list[Locator], rng: Any, timeout: float) -> Locator:
    """Tick exactly the number of payment boxes the page's legend asks for, at random; the
    button that sends them. Shared by the browser tests that play a seat's page."""
    legend = await page.locator("fieldset:has(input[name=pick]) legend").inner_text()
    found = re.search(r"\d+", legend)
    assert found, f"the payment's legend says how many: {legend!r}"
    for box in rng.sample(boxes, int(found[0])):
        await box.check(timeout=timeout)
    return page.locator("fieldset:has(input[name=pick]) button")


#: what a seat's page offers, read in one go (each separate question to the page is a round
#: trip through Playwright's driver, a tenth of a second on a loaded machine)
OFFERED = """() => ({
    buttons: [...document.querySelectorAll('form button[name="code"]')].map((b) => b.value),
    bids: document.querySelectorAll('form:has(select) button').length,
    amounts: [...document.querySelectorAll('form:has(select) option')].map((o) => o.value),
    boxes: document.querySelectorAll('input[type="checkbox"][name="pick"]').length})"""


async def offered(page: Page) -> tuple[list[tuple[str, Locator | None]], dict[str, Any]]:
    """The choices a seat's page offers, as ``(kind, button)``: ``button <code>`` for each
    choice's button, ``bid`` for the bid form's, ``pick`` (no button yet) when there are boxes
    to tick; and the raw answer (the bid's ``amounts``, the ``boxes``' count)."""
    found = await page.evaluate(OFFERED)
    buttons, bids = page.locator('form button[name="code"]'), page.locator(
        "form:has(select) button")
    kinds: list[tuple[str, Locator | None]] = [
        (f"button {code}", buttons.nth(n)) for n, code in enumerate(found["buttons"])]
    kinds += [("bid", bids.nth(n)) for n in range(found["bids"])]
    if found["boxes"]:
        kinds.append(("pick", None))
    return kinds, found


def boxes(page: Page, found: dict[str, Any]) -> list[Locator]:
    """The payment's boxes ``offered`` counted."""
    every = page.locator('input[type="checkbox"][name="pick"]')
    return [every.nth(n) for n in range(found["boxes"])]
