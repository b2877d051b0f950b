"""Holding the whole bot back when Discord says to, for every channel and DM together.

Three of Discord's limits are the bot's, not a channel's, so one refusal speaks for every
request that would follow it:

* **Invalid requests.** Discord bans an IP for an hour after 10,000 requests answered 401, 403
  or 429 in 10 minutes. ``Guard`` counts them in this process; past ``BUDGET`` (far below) it
  holds every request of the delivery (the outbox's posts, edits and DMs: nothing a person is
  waiting on in an interaction) for ``BUDGET_HOLD`` seconds, and logs one line.
* **A Cloudflare ban.** A 429 without Discord's ``Via`` header comes from Cloudflare in front of
  Discord, not from Discord's rate limiter (discord.py raises it instead of retrying): every
  request is refused until the ban ends, so all sending stops for ``BAN_HOLD`` seconds, said
  once in the log.
* **Opening DMs too fast** (403 40003): a limit on the bot, so every DM waits out one shared,
  growing pause (``dm_wait``) instead of each DM backing off on its own.

A held request raises ``Held`` (one of ``DISCORD_FAILURES``): its outbox row is tried again later
like any passing failure, without a request.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Callable

import discord

from bot.messages.errors import Held

log = logging.getLogger(__name__)

WINDOW = 600.0        # Discord counts invalid requests over 10 minutes
BUDGET = 1000         # ... and bans at 10,000: this process holds back far below
BUDGET_HOLD = 600.0   # seconds every delivery request waits once the budget is spent
BAN_HOLD = 900.0      # seconds all sending stops after a Cloudflare ban
INVALID = (401, 403, 429)
DMS_TOO_FAST = 40003
DM_PAUSES = (1.0, 2.0, 5.0, 15.0, 30.0, 60.0)  # the shared pause after each 40003 in a row


def cloudflare(exc: discord.HTTPException) -> bool:
    """A 429 that did not come from Discord's rate limiter (no ``Via`` header): a ban."""
    response = getattr(exc, "response", None)
    headers = getattr(response, "headers", None) or {}
    return exc.status == 429 and not headers.get("Via")


class Guard:
    """The bot's holds: ``check`` before a request, ``refused`` after a refusal. Its clock is
    ``time.monotonic``, looked up at each call (a harness's virtual time steers it, as it
    steers the pauses' sleeps)."""

    def __init__(self, *, budget: int = BUDGET,
                 clock: Callable[[], float] = lambda: time.monotonic()) -> None:
        self.budget = budget
        self.clock = clock
        self.invalid: deque[float] = deque()   # when each 401/403/429 came, last 10 minutes
        self.until = 0.0                       # no delivery request before this
        self.why = ""
        self.dm_until = 0.0                    # no DM before this (40003)
        self.dm_strikes = 0                    # 40003s in a row
        self.probing = False                   # one DM tries after a pause; the rest wait
        self.dm_answered = asyncio.Event()

    def left(self) -> float:
        """Seconds until the bot sends again (0: it sends now)."""
        return max(0.0, self.until - self.clock())

    def check(self) -> None:
        """Raise ``Held`` while the bot holds back."""
        left = self.left()
        if left > 0:
            raise Held(self.why, left)

    def refused(self, exc: discord.HTTPException) -> None:
        """Count an invalid request; hold everything on a ban or a spent budget."""
        if exc.status not in INVALID:
            return
        now = self.clock()
        if exc.status == 429 and cloudflare(exc):
            self.hold(now, BAN_HOLD, "a Cloudflare ban (a 429 without Discord's Via header)")
        self.invalid.append(now)
        while self.invalid and self.invalid[0] <= now - WINDOW:
            self.invalid.popleft()
        if len(self.invalid) >= self.budget:
            self.invalid.clear()
            self.hold(now, BUDGET_HOLD, f"{self.budget} requests refused with 401/403/429 "
                      f"in {WINDOW / 60:.0f} minutes")

    def hold(self, now: float, seconds: float, why: str) -> None:
        if now < self.until:
            return  # held already: said once
        self.until, self.why = now + seconds, why
        log.error("all sending to Discord stops for %.0f s: %s", seconds, why)

    # -- DMs --------------------------------------------------------------------------------
    async def dm_wait(self) -> None:
        """A DM's turn. While Discord says DMs are opened too fast, every DM waits out one
        shared pause, and then one DM alone tries (the others wait for its answer), so a
        refusal costs one request, not one per waiting DM. ``dm_done`` ends every turn."""
        while self.dm_strikes:
            left = self.dm_until - self.clock()
            if left > 0:
                await asyncio.sleep(left)
            elif not self.probing:
                self.probing = True
                return
            else:
                self.dm_answered.clear()
                await self.dm_answered.wait()

    def dms_too_fast(self) -> None:
        """Discord refused a DM with 40003: every DM waits, a little longer each time. A
        refusal of a DM that left before the pause began changes nothing."""
        self.probing = False
        self.dm_answered.set()
        if self.clock() < self.dm_until:
            return
        pause = DM_PAUSES[min(self.dm_strikes, len(DM_PAUSES) - 1)]
        self.dm_strikes += 1
        self.dm_until = self.clock() + pause
        log.warning("opening DMs too fast: every DM waits %.0f s", pause)

    def dm_done(self) -> None:
        """A DM was answered otherwise than with 40003: DMs go freely again."""
        if self.dm_strikes:
            log.info("DMs go again")
        self.dm_strikes = 0
        self.probing = False
        self.dm_answered.set()
