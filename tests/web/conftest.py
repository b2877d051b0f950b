"""What the browser tests share: Debian's chromium, launched through Playwright (which never
downloads a browser of its own)."""

from __future__ import annotations

import re
import shutil
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from playwright.async_api import Browser, Locator, Page, async_playwright

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
HAS_CHROMIUM = Path(CHROMIUM).exists()


@pytest.fixture
async def browser() -> AsyncIterator[Browser]:
    async with async_playwright() as pw:
        found = await pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            yield found
        finally:
            await found.close()


async def tick_payment(page: Page, boxes: list[Locator], rng: Any, timeout: float) -> Locator:
    """Tick exactly the number of payment boxes the page's legend asks for, at random; the
    button that sends them. Shared by the browser tests that play a seat's page."""
    legend = await page.locator("fieldset:has(input[name=pick]) legend").inner_text()
    found = re.search(r"\d+", legend)
    assert found, f"the payment's legend says how many: {legend!r}"
    for box in rng.sample(boxes, int(found[0])):
        await box.check(timeout=timeout)
    return page.locator("fieldset:has(input[name=pick]) button")
