"""One owner per shard (docs/deploy.md, "One process per shard"): a second process for a shard
already served waits or stops, and should two ever overlap, each outbox row and each timer is
still delivered or fired once, because both are claimed in the store.

SimCord runs one bot at a time, so the second process is a real subprocess for the lock, and,
for the overlap, a second sender or scheduler over a second connection to the same database
in this process, sending through the same (simulated) Discord: what a second process of the
same shard would do, since Discord gives the shard's events to both.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
import textwrap
from pathlib import Path

from bot.core.models import Post
from bot.core.timers import Scheduler
from bot.messages.sender import Sender
from bot.store import open_store
from bot.store.owners import shard_locks
from tests.bot.support import (
    as_message,
    first_button,
    live_panel,
    make_player,
    open_table,
    said,
    seat_to_act,
    virtual_clock,
)

ROOT = Path(__file__).resolve().parents[2]

SECOND = textwrap.dedent("""
    import asyncio, logging, sys
    from bot.config import Config
    from bot.core.service import GameService
    from bot.ui.client import build_bot, TAKEN_POLL
    import bot.ui.client as client

    async def main(target, mode, stop_after):
        logging.basicConfig(level=logging.WARNING, stream=sys.stdout, format="%(message)s")
        key = "url" if target.startswith("postgresql") else "database"
        config = Config(**{key: target}, shards="1", shard_count=2, shard_taken=mode)
        service = await GameService.open(config)
        bot = build_bot(config, service, sync=False)
        client.TAKEN_POLL = 0.1
        try:
            await asyncio.wait_for(bot.own_shards(), stop_after)
            print("OWNED", flush=True)
        except TimeoutError:
            print("STILL WAITING", flush=True)
        except Exception as exc:
            print("STOPPED", exc, flush=True)
        await service.close()

    asyncio.run(main(sys.argv[1], sys.argv[2], float(sys.argv[3])))
""")


def second_process(target: str, mode: str, stop_after: float = 3.0) -> str:
    done = subprocess.run([sys.executable, "-c", SECOND, target, mode, str(stop_after)],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    return done.stdout + done.stderr


async def test_a_second_process_for_a_served_shard_waits_or_stops(harness) -> None:
    """This process serves shard 1 of 2; a second one started for shard 1 stops with one
    sentence (``shard_taken = "stop"``) or waits, saying so once (``"wait"``), and gets the
    shard as soon as the first lets it go."""
    first = await harness.bot(shard_count=2, shards="1")
    await first.own_shards()
    target = harness.url or harness.path
    # all at once: none can take the shard, and their start-ups overlap; the third waits on
    # until the first lets the shard go
    patient = asyncio.ensure_future(asyncio.to_thread(second_process, target, "wait", 60.0))
    stopped, waiting = await asyncio.gather(
        asyncio.to_thread(second_process, target, "stop"),
        asyncio.to_thread(second_process, target, "wait", 1.0))
    assert "STOPPED shard 1 is served by another process already" in stopped, stopped
    assert "Traceback" not in stopped
    assert "STILL WAITING" in waiting, waiting
    assert waiting.count("is served by another process; waiting") == 1, waiting
    assert not patient.done(), "the third got the shard while the first still served it"
    await shard_locks(first.service.store).release([1])  # the first process ends
    assert "OWNED" in await patient


async def test_two_senders_of_one_shard_deliver_each_row_once(harness, simcord_env) -> None:
    """Two senders over two connections read the same due rows at once (two processes of one
    shard): each row still goes out once, to the one that claimed it."""
    env = simcord_env
    guild = env.create_guild()
    channels = [guild.create_text_channel(f"table-{n}") for n in range(6)]
    alice = make_player(guild, env, "alice")
    await alice.member.slash(channels[0], "game new", game="wildcards")
    await env.settle()
    bot = env.bot
    other = await open_store(harness.url or harness.path)
    try:
        twin = Sender(other, bot.service.tables, bot.delivery, bot.composer,
                      dm_result=bot.signup.dm_result, clock=virtual_clock)
        table = bot.service.tables.table(channels[0].id)
        posts = {f"notice:{n}": Post(f"notice:{n}", channel.id, table.id, channels[0].id,
                                     "wildcards", 0, f"once-{n}").to_dict()
                 for n, channel in enumerate(channels)}
        await bot.service.store.queue_outbox(table.id, posts, bot.service.clock())
        bot.sender.wake()
        twin.wake()
        for _ in range(300):  # the stores answer from other threads, which settle cannot see
            rows = await bot.service.store.outbox(table.id)
            if all(r.sent is not None for r in rows) and not bot.sender.inflight \
                    and not twin.inflight:
                break
            await asyncio.sleep(0.01)
            await env.settle()
        await env.settle()
        for n in range(len(channels)):
            requests = [r for r in env.http_requests
                        if isinstance(r.json, dict) and r.json.get("content") == f"once-{n}"]
            assert len(requests) == 1, f"notice {n} was sent {len(requests)} times"
        await twin.close()
    finally:
        await other.close()


async def test_two_schedulers_of_one_shard_fire_a_timer_once(harness, simcord_env) -> None:
    """Two schedulers (two processes of one shard) hold the same due expiry: one fallback
    move is played, not two."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("wildcards")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,), turn_timer=60)
    bot = env.bot
    service = bot.service
    table_id = await service.store.last_game_in(channel.id)
    before = len(await service.store.actions(table_id))
    fired: list[int] = []

    async def fire(timer) -> None:  # noqa: ANN001 - what the bot's scheduler does
        fired.append(timer.id)
        await bot.handlers.background.fire(timer)

    await bot.scheduler.close()  # both schedulers go at once, below
    await env.advance_time(61)
    twin = Scheduler(service.timers, fire, virtual_clock)
    bot.scheduler.fire = fire
    await asyncio.gather(bot.scheduler._run(), twin._run())
    await env.settle()
    expiries = [a for a in (await service.store.actions(table_id))[before:] if a.user_id is None]
    assert fired and len(expiries) >= 1
    assert len(fired) == len(set(fired)), f"a timer fired twice: {fired}"
    await twin.close()
    await bot.scheduler.close()


async def test_the_loser_of_an_interaction_race_stays_quiet(simcord_env) -> None:
    """Another process answered the click first: Discord refuses this one's answer with
    40060 ("already acknowledged"), as it would any later one, and it gives up without an
    error reply or a deferral of its own. The move it made is not lost: its panel goes out
    through the outbox."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("wildcards")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,))
    player = seat_to_act(env, channel.id, [alice, bob])
    panel = live_panel(env, player)
    assert player is not None and panel is not None
    before = panel.content
    env.inject_error("POST", "/interactions/*/callback", status=400, code=40060,
                     message="Interaction has already been acknowledged.", times=None)
    result = await player.user.click(as_message(env, panel), custom_id=first_button(panel))
    await env.settle()
    assert said(result) == [], said(result)
    assert not env.errors
    callbacks = [r for r in env.backend.http_requests
                 if r.path.endswith(f"{result._interaction.token}/callback")]
    assert len(callbacks) == 1, "one answer tried, no deferral after the refusal"
    shown = env.backend.get_message(panel.channel_id, panel.id).content
    assert shown != before and shown.startswith("✅"), "the panel still shows the move"
