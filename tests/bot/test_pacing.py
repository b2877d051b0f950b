"""Pacing below Discord's REST limits (docs/discord.md, "Rate limits"): discord.py obeys a
429 but does not pace, so the bot does. Under a burst of concurrent requests the limiter never
lets more than the configured number through in any window, globally and per channel."""

from __future__ import annotations

import asyncio
import heapq
import itertools
from collections.abc import Coroutine
from typing import Any

import pytest

from bot.messages.pacing import BURST, RateLimiter, Windows


class VirtualTime:
    """Time that moves only when every task sleeps: then to the earliest wake-up. With
    ``stall``, the event loop stalls once (a busy process on a loaded machine): the first
    wake-up due at ``stall_at`` or later comes ``stall`` seconds late, and every sleeper due
    meanwhile wakes at that same instant."""

    def __init__(self, *, stall_at: float = 0.0, stall: float = 0.0) -> None:
        self.now = 0.0
        self.sleepers: list[tuple[float, int, asyncio.Future[None]]] = []
        self.order = itertools.count()
        self.stall_at, self.stall = stall_at, stall

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        wake = asyncio.get_running_loop().create_future()
        heapq.heappush(self.sleepers, (self.now + max(seconds, 0.0), next(self.order), wake))
        await wake

    async def run(self, coros: list[Coroutine[Any, Any, Any]]) -> None:
        tasks = [asyncio.ensure_future(c) for c in coros]
        while not all(t.done() for t in tasks):
            for _ in range(20):  # let every task that can run reach its next sleep
                await asyncio.sleep(0)
            if self.sleepers:
                when, _, wake = heapq.heappop(self.sleepers)
                if self.stall and when >= self.stall_at:
                    self.now, self.stall = when + self.stall, 0.0
                self.now = max(self.now, when)
                wake.set_result(None)
        for task in tasks:
            task.result()


async def paced(time: VirtualTime, requests: int, rate: float) -> list[float]:
    """When each of ``requests`` requests, all asked at once, left a limiter of ``rate``."""
    limiter = RateLimiter(rate, clock=time, sleep=time.sleep)
    sent: list[float] = []

    async def request() -> None:
        await limiter.take()
        sent.append(time())

    await time.run([request() for _ in range(requests)])
    return sent


def most_in_a_window(times: list[float], period: float) -> int:
    """The largest number of ``times`` inside any half-open window of ``period`` seconds
    (less a nanosecond: a slot at exactly ``start + period`` computed as a sum of fractions
    may round a hair below it)."""
    ordered = sorted(times)
    return max(sum(1 for t in ordered if start <= t < start + period - 1e-9)
               for start in ordered)


async def test_a_burst_never_exceeds_the_global_rate():
    """200 requests from 200 tasks at once, paced at 45 a second: no second holds more than
    45 of them; the first ``BURST`` (what a few moves send together) go at once, without a
    sleep, the next one slot later, and the last as soon as the rate allows (no needless
    wait)."""
    sent = sorted(await paced(VirtualTime(), 200, 45))
    assert len(sent) == 200
    assert most_in_a_window(sent, 1.0) <= 45
    assert 1 < BURST < 45
    assert sent[:BURST + 1] == [0.0] * BURST + [pytest.approx(1 / 45)]
    assert abs(max(sent) - (200 - BURST) / 45) < 1e-6


async def test_a_stalled_loop_does_not_bunch_requests_over_the_limit():
    """After a stall every request whose slot passed would leave at once, on top of the next
    second's: Discord counts any one second, so no second may hold more than the rate even
    then (two processes at their 22.5-a-second shares bunched over the token's 50 in
    benchmarks.scale before)."""
    sent = await paced(VirtualTime(stall_at=1.0, stall=0.5), 200, 45)
    assert len(sent) == 200
    assert most_in_a_window(sent, 1.0) <= 45


async def test_an_idle_limiter_sends_at_once():
    time = VirtualTime()
    limiter = RateLimiter(45, clock=time, sleep=time.sleep)
    await limiter.take()
    time.now = 10.0
    await limiter.take()
    assert time() == 10.0


async def test_a_burst_to_one_channel_never_exceeds_its_window():
    """Discord: about 5 messages per 5 s per channel, edits included. 23 sends to one channel
    and 3 to a DM at once: every 5-second window of the channel holds at most 5 of them, all
    23 go within the 25 s that needs, and the DM is not held up by the busy channel."""
    time = VirtualTime()
    windows = Windows(5, 5.0, time, sleep=time.sleep)
    sent: dict[tuple[str, int], list[float]] = {("channel", 1): [], ("dm", 1): []}

    async def send(place: tuple[str, int]) -> None:
        await windows.wait(place)
        sent[place].append(time())

    await time.run([*(send(("channel", 1)) for _ in range(23)),
                    *(send(("dm", 1)) for _ in range(3))])
    busy = sent[("channel", 1)]
    assert len(busy) == 23
    assert most_in_a_window(busy, 5.0) <= 5
    assert max(busy) <= 20.0 + 1e-6
    assert sent[("dm", 1)] == [0.0, 0.0, 0.0]


async def test_a_channel_window_counts_sends_when_they_leave():
    """Both limits at once: a burst of 40 sends to other channels fills the global schedule
    while 12 sends go to one channel. Counted when they leave (after the global wait), no
    5-second window of that channel ever holds more than 5 of them."""
    from bot.messages.pacing import Delivery

    time = VirtualTime()
    delivery = Delivery(None, rate_limit=4.0, channel_rate=5, channel_period=5.0, clock=time)
    delivery.limiter = RateLimiter(4.0, clock=time, sleep=time.sleep)
    delivery.windows = Windows(5, 5.0, time, sleep=time.sleep)
    left: list[float] = []

    async def busy(n: int) -> None:
        await delivery.paced(("channel", 100 + n), lambda: asyncio.sleep(0))

    async def ours() -> None:
        async def leave() -> None:
            left.append(time())
        await delivery.paced(("channel", 1), leave)

    await time.run([*(busy(n) for n in range(40)), *(ours() for _ in range(12))])
    assert len(left) == 12
    assert most_in_a_window(left, 5.0) <= 5
