"""benchmarks/stall.py: a load benchmark whose SimCord clock stalls says so. SimCord moves
its virtual clock only once every task of the bot is parked, so a bot task that never pauses
holds an advance for ever; the watch, a thread, reports it with the task that keeps it."""

from __future__ import annotations

import asyncio

import discord
import simcord

from benchmarks.stall import Watch


class Busy(discord.Client):
    """A bot whose task wakes into work that never pauses: SimCord's advance of its clock to
    that wake-up never ends."""

    async def setup_hook(self) -> None:
        self.loop.create_task(self.never_pauses())

    async def never_pauses(self) -> None:
        await asyncio.sleep(6.0)  # past the 5 s SimCord's start waits to settle in
        while True:
            await asyncio.sleep(0)


async def test_a_stalled_clock_is_reported_with_the_work_that_holds_it(capsys) -> None:
    bot = Busy(intents=discord.Intents.default())
    async with simcord.run(bot) as env:
        watch = Watch(env, after=0.3, every=0.05)
        for _ in range(400):  # real seconds pass; the virtual clock does not
            await asyncio.sleep(0.05)
            if watch.stalls:
                break
        assert watch.stalls == 1
    watch.thread.join(timeout=5)  # SimCord stopped: the watch ends with it
    assert not watch.thread.is_alive()
    out = capsys.readouterr().out
    assert "[stall] SimCord's clock has stood still" in out
    assert "never_pauses" in out
