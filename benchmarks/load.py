"""Bot load: N games at once, played by scripted users through SimCord (the real bot, an
in-memory Discord, a real SQLite file).

Run: ``.venv/bin/python -m benchmarks.load --games 200 [--think 5] [--seconds 20]
[--waves 5] [--pictures real|stub] [--titles wildlife,wildcards,evolution]``.

Two loads, both printed:

* **paced** (the realistic one): every game's player who must act clicks a random control of
  their DM panel after a think time (exponential, mean ``--think`` seconds), all games
  running at once for ``--seconds`` of wall time;
* **burst** (the worst case): in each of ``--waves`` waves every game clicks in the same
  instant.

For each decision: the time from its arrival (the driver's send) to its acknowledgement
(``ack``, what Discord's 3-second deadline is about) and to the clicking player's updated
panel (``reply``), as p50/p99; and decisions applied per second. Both are observed from the
outside, in SimCord's router (the interaction callback, then the first edit of the original
response or a followup): the bot holds no benchmark hooks. ``--transport discordpy`` runs
discord.py's own HTTP client over SimCord (tests/bot/transport.py), as in the tests; the
default calls SimCord's router directly, as the figures in docs/bot.md were measured.
Titles rotate through ``--titles`` (default all three) with two human seats each.
``--pictures real`` (default) draws every picture with the renderers in the bot's worker
processes, as in production; ``stub`` draws none, to measure the bot alone (renderers have
their own benchmark). SimCord's simulation runs in the same process and its cost is included.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import tempfile
import time
from typing import Any

import discord
import simcord
from simcord import interactions
from simcord.backend import serializers
from simcord.enums import ComponentType, InteractionType
from simcord.http import router
from simcord.results import ResponseMessage

from bot.client import build_bot
from bot.config import Config
from bot.render import Renderer
from bot.service import GameService
from bot.store import open_store

PNG = b"\x89PNG\r\n\x1a\n"


def clock() -> float:
    return discord.utils.utcnow().timestamp()


def stub_renderer() -> Renderer:
    return Renderer({kind: (lambda game, view: PNG) for kind in ("table", "hand", "result")},
                    threaded=False)


def live_panel(env: Any, user: Any) -> Any | None:
    """The user's newest DM message if it carries enabled controls."""
    channel = env.backend.dm_channels.get(user.id)
    if channel is None:
        return None
    stored_all = env.backend.messages.get(channel, {})
    if not stored_all:
        return None
    stored = stored_all[next(reversed(stored_all))]
    return stored if controls(stored) else None


def controls(stored: Any) -> list[dict[str, Any]]:
    return [c for row in stored.components or [] for c in row.get("components", [])
            if c.get("custom_id", "").startswith("wt:") and not c.get("disabled")]


CALLBACK = re.compile(r"/interactions/(\d+)/[^/]+/callback")
ANSWER = re.compile(r"/webhooks/\d+/simcord_interaction_(\d+)(/messages/@original)?")


class Stopwatch:
    """Times each decision from outside the bot: from the driver's send to the interaction's
    callback (ack) and to its first answer (reply: the original response edited, or a
    followup), as SimCord's router sees the requests."""

    def __init__(self) -> None:
        self.sent: dict[int, float] = {}
        self.acked: set[int] = set()
        self.ack: list[float] = []
        self.reply: list[float] = []

    def install(self) -> None:
        original = router.dispatch

        def dispatch(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
            self.seen(method, path)
            return original(backend, method, path, **kwargs)

        router.dispatch = dispatch  # type: ignore[assignment]

    def seen(self, method: str, path: str) -> None:
        now = time.perf_counter()
        if match := CALLBACK.fullmatch(path):
            sent = self.sent.get(int(match[1]))
            if sent is not None and int(match[1]) not in self.acked:
                self.acked.add(int(match[1]))
                self.ack.append(now - sent)
        elif (match := ANSWER.fullmatch(path)) and method in ("PATCH", "POST"):
            sent = self.sent.pop(int(match[1]), None)
            if sent is not None:
                self.reply.append(now - sent)

    def waiting(self, ids: set[int]) -> bool:
        """Whether any of these decisions has no reply yet."""
        return any(i in self.sent for i in ids)

    def reset(self) -> None:
        self.sent.clear()
        self.acked.clear()
        self.ack, self.reply = [], []


def emit(env: Any, user_id: int, stored: Any, rng: random.Random,
         watch: Stopwatch) -> int:
    """One click (or select) on a random control, delivered without waiting for the bot."""
    comps = controls(stored)
    plays = [c for c in comps if not c["custom_id"].startswith("wt:p:")] or comps
    pick = rng.choice(plays)
    data: dict[str, Any] = {"custom_id": pick["custom_id"]}
    if pick.get("type") == 2:
        data["component_type"] = ComponentType.BUTTON
    else:
        data["component_type"] = ComponentType.STRING_SELECT
        data["values"] = [rng.choice(pick["options"])["value"]]
    record, payload = interactions.base_payload(
        env.backend, type=InteractionType.MESSAGE_COMPONENT, channel_id=stored.channel_id,
        guild_id=None, user_id=user_id, data=data)
    payload["message"] = dict(serializers.message_payload(env.backend, stored))
    record.source_message_id = stored.id
    interaction_id = int(payload["id"])
    watch.sent[interaction_id] = time.perf_counter()
    env.backend.emit("INTERACTION_CREATE", payload)
    return interaction_id


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def report(name: str, watch: Stopwatch, decisions: int, wall: float) -> None:
    ack, reply = watch.ack, watch.reply
    print(f"[{name}] decisions: {decisions} in {wall:.1f}s -> {decisions / wall:.0f} actions/s")
    print(f"[{name}] ack   p50 {pct(ack, 0.5) * 1000:7.1f} ms   p99 "
          f"{pct(ack, 0.99) * 1000:7.1f} ms")
    print(f"[{name}] reply p50 {pct(reply, 0.5) * 1000:7.1f} ms   p99 "
          f"{pct(reply, 0.99) * 1000:7.1f} ms   (n={len(reply)})")


def ready_panel(env: Any, table: tuple[Any, Any, Any], clicked: dict[int, str]) -> Any | None:
    """The panel of the game's player who must act, unless the last click on it is still
    being worked on (its controls have not changed yet)."""
    channel, a, b = table
    for member in (a, b):
        panel = live_panel(env, member.user)
        if panel is None:
            continue
        key = controls(panel)[0]["custom_id"]
        if clicked.get(channel.id) == key:
            return None
        return member, panel, key
    return None


async def paced(env: Any, watch: Stopwatch, tables: list[Any], rng: random.Random,
                think: float, seconds: float) -> None:
    watch.reset()
    clicked: dict[int, str] = {}
    in_flight: dict[int, set[int]] = {}
    due = {channel.id: time.perf_counter() + rng.expovariate(1 / think)
           for channel, _, _ in tables}
    by_id = {channel.id: (channel, a, b) for channel, a, b in tables}
    start = time.perf_counter()
    decisions = 0
    while time.perf_counter() - start < seconds:
        channel_id = min(due, key=due.__getitem__)
        wait = due[channel_id] - time.perf_counter()
        if wait > 0:
            await asyncio.sleep(wait)
        found = ready_panel(env, by_id[channel_id], clicked)
        if found is None or watch.waiting(in_flight.get(channel_id, set())):
            # like a person, a player clicks again once their last click was answered
            due[channel_id] = time.perf_counter() + 0.02
            continue
        member, panel, key = found
        in_flight[channel_id] = {emit(env, member.id, panel, rng, watch)}
        clicked[channel_id] = key
        decisions += 1
        due[channel_id] = time.perf_counter() + rng.expovariate(1 / think)
    await env.settle(timeout=120.0)
    report(f"paced, think {think:g}s", watch, decisions, time.perf_counter() - start)


async def burst(env: Any, watch: Stopwatch, tables: list[Any], rng: random.Random,
                waves: int) -> None:
    watch.reset()
    decisions, wall = 0, 0.0
    for _ in range(waves):
        start = time.perf_counter()
        for table in tables:
            found = ready_panel(env, table, {})
            if found is not None:
                member, panel, _ = found
                emit(env, member.id, panel, rng, watch)
                decisions += 1
        await env.settle(timeout=120.0)
        wall += time.perf_counter() - start
    report(f"burst, {len(tables)} at once", watch, decisions, wall)


async def run(games: int, think: float, seconds: float, waves: int, pictures: str,
              titles: list[str], seed: int, transport: str) -> None:
    rng = random.Random(seed)
    if transport == "discordpy":
        from tests.bot.transport import install_for_good

        install_for_good()
    watch = Stopwatch()
    watch.install()
    folder = tempfile.mkdtemp(prefix="wildtable-load-")
    config = Config(database=os.path.join(folder, "load.sqlite3"), ai_delay_seconds=0.0,
                    ai_level="random")
    store = await open_store(config.database)
    service = GameService(store, clock=clock, ai_level="random", seed_source=lambda: seed)
    renderer = stub_renderer() if pictures == "stub" else Renderer(
        processes=config.render_processes)
    bot = build_bot(config, service, clock=clock, renderer=renderer)
    try:
        async with simcord.run(bot, settle_timeout=120.0) as env:
            guild = env.create_guild()
            tables = []
            t0 = time.perf_counter()
            for g in range(games):
                channel = guild.create_text_channel(f"table-{g}")
                a = guild.add_member(env.create_user(f"a{g}"))
                b = guild.add_member(env.create_user(f"b{g}"))
                await a.slash(channel, "game new", game=titles[g % len(titles)])
                lobby = env.backend.messages[channel.id]
                lobby_msg = next(m for m in reversed(list(lobby.values())) if controls(m))
                await b.click(ResponseMessage(env, lobby_msg), label="Join")
                await a.click(ResponseMessage(env, lobby_msg), label="Start")
                tables.append((channel, a, b))
            print(f"{games} games ({', '.join(titles)}; two human seats each), pictures: "
                  f"{pictures}; opened in {time.perf_counter() - t0:.1f}s")
            if seconds > 0:
                await paced(env, watch, tables, rng, think, seconds)
            if waves > 0:
                await burst(env, watch, tables, rng, waves)
            finished = sum(1 for channel, _, _ in tables
                           if service.tables.table(channel.id) is None)
            print(f"games finished meanwhile: {finished}; bot errors: {len(env.errors)}")
    finally:
        await service.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--think", type=float, default=10.0,
                        help="mean think time of a player, seconds (paced load)")
    parser.add_argument("--seconds", type=float, default=30.0,
                        help="wall time of the paced load (0 = skip)")
    parser.add_argument("--waves", type=int, default=3, help="burst waves (0 = skip)")
    parser.add_argument("--pictures", choices=("stub", "real"), default="real")
    parser.add_argument("--titles", default="wildlife,wildcards,evolution")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--transport", choices=("simcord", "discordpy"), default="simcord",
                        help="discordpy: discord.py's own HTTP client over SimCord")
    args = parser.parse_args()
    asyncio.run(run(args.games, args.think, args.seconds, args.waves, args.pictures,
                    args.titles.split(","), args.seed, args.transport))


if __name__ == "__main__":
    main()
