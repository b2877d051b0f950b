"""Bot load: N live games at once, played by scripted people through SimCord (the real bot, an
in-memory Discord, a real SQLite file, real pictures), within Discord's REST limits.

Run: ``.venv/bin/python -m benchmarks.load --games 1000`` (``--think 10 --seconds 60
--waves 2 --ai-share 0.33 --ai-level search --restart``; ``--help`` for all).

Phases, each printed:

* **opening**: every game is created, joined and started by clicks, as people do; the figures
  are the games opened per second and the REST requests per game;
* **paced** (the realistic load): in every game the person who must act clicks a random control
  of their DM panel after a think time (exponential, mean ``--think`` seconds), all games at
  once for ``--seconds`` of wall time; with ``--ai-share``, that share of the games also has an
  AI seat (``--ai-level``) that thinks in the bot's worker processes; SimCord's clock moves
  with real time meanwhile, as a real loop's does (``Share.follow_real_time``);
* **burst** (the worst case): in each of ``--waves`` waves every game clicks in one instant;
* **restart** (``--restart``): a new bot over the same database and the same Discord; the time
  until every game is loaded and resumed, and what it sent.

For each decision: the time from the click (the driver's send) to its acknowledgement (``ack``,
what Discord's 3-second deadline is about) and to the clicker's updated panel (``reply``), as
p50/p99, observed from outside in SimCord's router: the bot holds no benchmark hooks. Beside
them: actions asked and served per second (``served`` counts every move the store logged: the
people's, the AI seats', the timers'), beside the clicks *offered* (games / think time: what the
people would ask if every panel came at once; a slow bot makes them wait for their panels and
ask less, so asked alone would hide it) and the people's average wait for a panel; REST
requests per move by kind (interaction responses are exempt from Discord's limits and listed
apart), requests Discord would have refused (429),
pictures per move, CPU ms per move of the bot process (SimCord's router share given apart) and
of the picture workers, then the rest of SimCord's share of the bot process (its settles and
timer checks, its record of the bot's tasks and callbacks, its clock, the transport:
``benchmarks.simcord_share``) and the bot's CPU without any of it; at the end the RSS of each
process. Should SimCord's clock stall under the load (docs/performance.md, "The stall,
found"), a ``[stall]`` line says so after a minute, with the work that holds it
(``benchmarks.stall``). Discord's limits are modelled
by ``benchmarks.discord_model``; the default transport is discord.py's own HTTP client over
SimCord, so a 429 is handled exactly as on Discord.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import cProfile
import datetime
import heapq
import json
import os
import random
import re
import sys
import tempfile
import time
from dataclasses import dataclass, field
from typing import Any

import discord
import simcord
from simcord import interactions
from simcord.backend import serializers
from simcord.enums import ComponentType, InteractionType
from simcord.results import ResponseMessage

import words
from benchmarks.discord_model import GLOBAL_RATE, Ledger
from benchmarks.gc_time import Collections
from benchmarks.simcord_share import Share
from benchmarks.stall import Watch
from bot.config import Config
from bot.core.service import GameService
from bot.messages.render import Renderer
from bot.store import PostgresStore, Store, open_store
from bot.ui.client import build_bot
from engine.ai import DEFAULT_LEVEL

PNG = b"\x89PNG\r\n\x1a\n"
EPHEMERAL = 1 << 6  # a message flag
SETTLE = 900.0      # seconds the bot may take to finish what it was asked (a backlog, AI turns)
LOOK_AGAIN = 0.25   # seconds before a person whose panel has not come looks again
PRUNE_EVERY = 0.5  # seconds between prunings of the cancelled timers SimCord still lists
CALLBACK = re.compile(r"/interactions/(\d+)/[^/]+/callback")
ANSWERING = (4, 7)  # the callbacks that answer as well as acknowledge: a message, an update
ANSWER = re.compile(r"/webhooks/\d+/simcord_interaction_(\d+)(/messages/@original)?")


def clock() -> float:
    return discord.utils.utcnow().timestamp()


def stub_renderer() -> Renderer:
    return Renderer({kind: (lambda game, view, lang: PNG) for kind in ("table", "hand", "result")},
                    threaded=False)


# -- reading Discord as a person does ---------------------------------------------------------

def controls(stored: Any) -> list[dict[str, Any]]:
    """The message's enabled controls of a decision (a person takes a move back now and then,
    not at random: a panel with Undo alone is no decision)."""
    found = [c for row in stored.components or [] for c in row.get("components", [])
             if c.get("custom_id", "").startswith("wt:") and not c.get("disabled")]
    return [] if all(c["custom_id"].startswith("wt:z:") for c in found) else found


def live_panel(env: Any, user: Any) -> Any | None:
    """The user's newest DM message if it carries enabled controls."""
    channel = env.backend.dm_channels.get(user.id)
    stored_all = env.backend.messages.get(channel, {}) if channel is not None else {}
    for stored in reversed(stored_all.values()):
        if not stored.flags & EPHEMERAL:  # an ephemeral answer (a refusal) is no panel
            return stored if controls(stored) else None
    return None


def ready_panel(env: Any, table: Table, clicked: dict[int, str]) -> Any | None:
    """The panel of the game's person who must act, unless the last click on it is still
    being worked on (its controls have not changed yet)."""
    for member in table.people:
        panel = live_panel(env, member.user)
        if panel is None:
            continue
        key = controls(panel)[0]["custom_id"]
        if clicked.get(table.channel.id) == key:
            return None
        return member, panel, key
    return None


def emit(env: Any, user_id: int, stored: Any, rng: random.Random, watch: Stopwatch) -> int:
    """One click (or select) on a random control, delivered without waiting for the bot."""
    comps = controls(stored)
    plays = [c for c in comps if not c["custom_id"].startswith(("wt:p:", "wt:z:"))] or comps
    pick = rng.choice(plays)
    data: dict[str, Any] = {"custom_id": pick["custom_id"]}
    if pick.get("type") == 2:
        data["component_type"] = ComponentType.BUTTON
    else:
        data["component_type"] = ComponentType.STRING_SELECT
        data["values"] = [rng.choice(pick["options"])["value"]]
    return send(env, user_id, stored, data, watch)


def send(env: Any, user_id: int, stored: Any, data: dict[str, Any], watch: Stopwatch,
         guild_id: int | None = None) -> int:
    """Deliver one component interaction ``data`` on the message ``stored`` as Discord would,
    without waiting for the bot (SimCord's own clicks wait until the bot is idle)."""
    record, payload = interactions.base_payload(
        env.backend, type=InteractionType.MESSAGE_COMPONENT, channel_id=stored.channel_id,
        guild_id=guild_id, user_id=user_id, data=data)
    payload["message"] = dict(serializers.message_payload(env.backend, stored))
    record.source_message_id = stored.id
    interaction_id = int(payload["id"])
    watch.sent[interaction_id] = time.perf_counter()
    env.backend.emit("INTERACTION_CREATE", payload)
    return interaction_id


# -- measuring --------------------------------------------------------------------------------

class Stopwatch:
    """Times each click from outside the bot: from the driver's send to the interaction's
    callback (ack) and to its first answer (reply: a callback that answers, the original
    response edited, or a followup), as SimCord's router sees the requests."""

    def __init__(self) -> None:
        self.sent: dict[int, float] = {}
        self.acked: set[int] = set()
        self.ack: list[float] = []
        self.reply: list[float] = []

    def seen(self, method: str, path: str, body: Any = None) -> None:
        now = time.perf_counter()
        if match := CALLBACK.fullmatch(path):
            key = int(match[1])
            sent = self.sent.get(key)
            if sent is not None and key not in self.acked:
                self.acked.add(key)
                self.ack.append(now - sent)
            if isinstance(body, dict) and body.get("type") in ANSWERING:
                self.answered(key, now)
        elif (match := ANSWER.fullmatch(path)) and method in ("PATCH", "POST"):
            self.answered(int(match[1]), now)

    def answered(self, key: int, now: float) -> None:
        sent = self.sent.pop(key, None)
        if sent is not None:
            self.reply.append(now - sent)

    def waiting(self, ids: set[int]) -> bool:
        return any(i in self.sent for i in ids)

    def reset(self) -> None:
        self.sent.clear()
        self.acked.clear()
        self.ack, self.reply = [], []


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def workers() -> list[int]:
    """The pids of this process's children (the picture and AI worker processes)."""
    me = str(os.getpid())
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if fields[1] == me:
                found.append(int(entry))
    return found


def cpu_seconds(pid: int) -> float:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def mine(shard: int | None) -> tuple[str, tuple[int, ...]]:
    """The condition on ``g`` (games) that keeps this process's games: all, or its shard's
    (``--shard``: the other processes write to the same database)."""
    return ("", ()) if shard is None else (" AND g.shard = ?", (shard,))


async def logged_moves(store: Store, shard: int | None = None) -> int:
    """Moves in the store's log (every decision applied, whoever made it)."""
    where, args = mine(shard)
    rows = await store.query("SELECT count(*) AS n FROM actions a JOIN games g"
                             f" ON g.id = a.game_id WHERE 1 = 1{where}", *args)
    return int(rows[0]["n"])


async def outbox_sends(store: Store, since: float, shard: int | None = None) -> dict[str, int]:
    """The outbox rows sent since ``since`` (clock seconds), by title and kind of place."""
    where, args = mine(shard)
    rows = await store.query("SELECT g.game, o.place FROM outbox o JOIN games g"
                             f" ON g.id = o.game_id WHERE o.sent >= ?{where}", since, *args)
    counts = collections.Counter(f"{r['game']} {r['place'].split(':')[0]}" for r in rows)
    return dict(sorted(counts.items()))


async def moves_by_title(store: Store, since: float, shard: int | None = None
                         ) -> dict[str, int]:
    where, args = mine(shard)
    rows = await store.query("SELECT g.game, count(*) AS n FROM actions a JOIN games g"
                             f" ON g.id = a.game_id WHERE a.at >= ?{where} GROUP BY g.game",
                             since, *args)
    return {r["game"]: int(r["n"]) for r in rows}


@dataclass
class Table:
    channel: Any
    people: tuple[Any, ...]


@dataclass
class Meter:
    """What one phase cost: moves, requests, pictures and CPU between ``start`` and ``stop``."""

    ledger: Ledger
    simcord: Share = field(default_factory=Share)  # SimCord's clock and task tracking
    collections: Collections = field(default_factory=Collections)  # the loop thread's GC
    store: Any = None   # the bot's store (its own reads of the log and the outbox)
    renderer: Any = None  # the bot's renderer (pictures drawn, and reused from its cache)
    shard: int | None = None  # --shard: count this process's games only
    started: float = 0.0
    since: float = 0.0
    moves: int = 0
    cpu: float = 0.0
    worker_cpu: float = 0.0
    drawn: tuple[int, int] = (0, 0)

    def pictures(self) -> tuple[int, int]:
        return (0, 0) if self.renderer is None else (self.renderer.drawn,
                                                     self.renderer.reused)

    async def start(self) -> None:
        self.ledger.reset()
        self.simcord.reset()
        self.collections.reset()
        self.drawn = self.pictures()
        self.moves = await logged_moves(self.store, self.shard)
        self.cpu = time.process_time()
        self.worker_cpu = sum(cpu_seconds(pid) for pid in workers())
        self.started = time.perf_counter()
        self.since = clock()

    async def report(self, name: str, watch: Stopwatch | None = None, asked: int = 0,
                     offered: float | None = None) -> dict[str, Any]:
        """Print the phase's figures; return them (``benchmarks.scale`` adds up processes).
        ``offered``: the clicks a second the people would ask if every panel came at once
        (games / think time), beside what they asked and what was served, so that a slow bot
        cannot hide behind the closed loop (people wait for their panels and ask less)."""
        wall = time.perf_counter() - self.started
        moves = await logged_moves(self.store, self.shard) - self.moves
        cpu = time.process_time() - self.cpu
        worker_cpu = sum(cpu_seconds(pid) for pid in workers()) - self.worker_cpu
        self.simcord.calibrate()  # after the phase's CPU is read: not counted in it
        per = max(moves, 1)
        ledger = self.ledger
        offer = "" if offered is None else f"clicks offered {offered:.1f}/s, "
        print(f"[{name}] {wall:.1f}s: {offer}clicks asked {asked} ({asked / wall:.1f}/s), "
              f"moves served {moves} ({moves / wall:.1f}/s)")
        if watch is not None:
            print(f"[{name}] ack   p50 {pct(watch.ack, 0.5) * 1000:7.1f} ms   p99 "
                  f"{pct(watch.ack, 0.99) * 1000:7.1f} ms")
            print(f"[{name}] reply p50 {pct(watch.reply, 0.5) * 1000:7.1f} ms   p99 "
                  f"{pct(watch.reply, 0.99) * 1000:7.1f} ms   (n={len(watch.reply)})")
        kinds = ", ".join(f"{kind} {n / per:.3f}" for kind, n in sorted(ledger.kinds.items()))
        print(f"[{name}] REST requests per move {ledger.rest() / per:.3f} ({kinds}); "
              f"refused (429) {sum(ledger.refused.values())} {dict(ledger.refused)}; over the "
              f"global {ledger.global_rate:g}/s (counted, not refused: "
              f"benchmarks/discord_model.py) {ledger.over_global}")
        drawn, reused = (now - then for now, then in zip(self.pictures(), self.drawn,
                                                          strict=True))
        print(f"[{name}] pictures per move {ledger.pictures / per:.2f} "
              f"({ledger.picture_bytes / max(ledger.pictures, 1) / 1024:.0f} KiB each; "
              f"drawn {drawn / per:.2f}, from the cache {reused / per:.2f}); "
              f"CPU ms per move: bot process {cpu * 1000 / per:.1f} (of which SimCord's router "
              f"{ledger.router_seconds * 1000 / per:.1f}), workers {worker_cpu * 1000 / per:.1f}")
        share = self.simcord
        harness = share.seconds(ledger.router_seconds)
        own = cpu - ledger.router_seconds - harness
        transport = max(0.0, share.transport - ledger.router_seconds)
        print(f"[{name}] the rest of SimCord in the bot process, CPU ms per move: settles and "
              f"timer checks {share.settle * 1000 / per:.1f}, task and callback tracking "
              f"{share.tracking * 1000 / per:.1f}, clock reads {share.clock * 1000 / per:.1f} "
              f"({share.clock_calls / per:.0f} a move, {share.per_clock * 1e6:.2f} µs each), "
              f"the transport {transport * 1000 / per:.1f}; "
              f"the bot process less all of SimCord {own * 1000 / per:.1f}, plus the workers "
              f"{(own + worker_cpu) * 1000 / per:.1f}")
        gcs = self.collections
        print(f"[{name}] of which garbage collection in the loop's thread (the bot's and "
              f"SimCord's objects alike: benchmarks.gc_time), CPU ms per move: "
              f"{sum(gcs.seconds) * 1000 / per:.1f} (young {gcs.seconds[0] * 1000 / per:.1f}, "
              f"middle {gcs.seconds[1] * 1000 / per:.1f}, all objects "
              f"{gcs.seconds[2] * 1000 / per:.1f} in {gcs.count[2]} collections)")
        titles = await moves_by_title(self.store, self.since, self.shard)
        sends = await outbox_sends(self.store, self.since, self.shard)
        print(f"[{name}] outbox sends per move, by title and place: " + ", ".join(
            f"{key} {n / max(titles.get(key.split()[0], 0), 1):.2f}"
            for key, n in sends.items()))
        return {"wall": wall, "asked": asked, "moves": moves, "cpu": cpu,
                "simcord_cpu": harness, "router_cpu": ledger.router_seconds,
                "worker_cpu": worker_cpu, "rest": ledger.rest(),
                "refused": sum(ledger.refused.values()), "over_global": ledger.over_global,
                "offered": offered,
                "times": list(ledger.times),  # perf_counter: one clock for all processes
                "ack": list(watch.ack) if watch else [],
                "reply": list(watch.reply) if watch else []}


# -- the phases -------------------------------------------------------------------------------

async def opening(env: Any, meter: Meter, watch: Stopwatch, games: int, titles: list[str],
                  ai_share: float, shard_id: int | None = None, wave: int = 0) -> list[Table]:
    """Every lobby is made first (created, joined, given an AI seat) by SimCord's clicks, which
    wait until the whole bot is idle; then every Start is sent without waiting, so that no
    game's opening waits for the AI moves of games started before it. ``shard_id``: the shard
    of the games' server (``--shard``). ``wave`` > 0 (``--start-wave``): the Starts go in
    waves of that many, each wave once the bot has settled the one before: SimCord's settle
    checks each waiting task of the bot on every pass, so a thousand Starts at once cost it
    time in the square of their number, which Discord would not."""
    guild = env.create_guild(shard_id=shard_id)
    tables = []
    lobbies = []
    await meter.start()
    for g in range(games):
        channel = guild.create_text_channel(f"table-{g}")
        a = guild.add_member(env.create_user(f"a{g}"))
        b = guild.add_member(env.create_user(f"b{g}"))
        await a.slash(channel, "game new", game=titles[g % len(titles)])
        lobby_msg = next(m for m in reversed(list(env.backend.messages[channel.id].values()))
                         if controls(m))
        await b.click(ResponseMessage(env, lobby_msg), label="Join")
        if g < round(games * ai_share):
            await a.click(ResponseMessage(env, lobby_msg), label="Add AI")
        lobbies.append((a, channel, lobby_msg.id))
        tables.append(Table(channel, (a, b)))
    for n, (a, channel, message_id) in enumerate(lobbies, 1):
        lobby_msg = env.backend.messages[channel.id][message_id]
        start = next(c for c in controls(lobby_msg) if c.get("label") == "Start")
        send(env, a.id, lobby_msg, {"custom_id": start["custom_id"],
                                    "component_type": ComponentType.BUTTON}, watch, guild.id)
        if wave > 0 and n % wave == 0:
            await env.settle()
    await env.settle()
    wall = time.perf_counter() - meter.started
    print(f"[opening] {games} games ({', '.join(titles)}; two people each, "
          f"{round(games * ai_share)} with an AI seat) in {wall:.1f}s: "
          f"{games / wall:.1f} games/s, REST requests per game {meter.ledger.rest() / games:.2f} "
          f"({dict(meter.ledger.kinds)}); over the global {meter.ledger.global_rate:g}/s "
          f"{meter.ledger.over_global}")
    return tables


async def paced(env: Any, meter: Meter, watch: Stopwatch, tables: list[Table],
                rng: random.Random, think: float, seconds: float) -> dict[str, Any]:
    watch.reset()
    await meter.start()
    clicked: dict[int, str] = {}
    in_flight: dict[int, set[int]] = {}
    by_id = {t.channel.id: t for t in tables}
    waited = {"panel": 0, "answer": 0}
    due = [(time.perf_counter() + rng.expovariate(1 / think), t.channel.id) for t in tables]
    heapq.heapify(due)
    asked = 0
    pruned = time.perf_counter()
    while time.perf_counter() - meter.started < seconds:
        if time.perf_counter() - pruned > PRUNE_EVERY:
            meter.simcord.prune(env)
            pruned = time.perf_counter()
        meter.simcord.follow_real_time(env)
        when, channel_id = heapq.heappop(due)
        wait = when - time.perf_counter()
        if wait > 0:
            await asyncio.sleep(wait)
            meter.simcord.follow_real_time(env)
        answering = watch.waiting(in_flight.get(channel_id, set()))
        found = None if answering else ready_panel(env, by_id[channel_id], clicked)
        if found is None:
            # like a person, a player looks again a little later (their last click is not
            # answered yet, or their panel has not come)
            waited["answer" if answering else "panel"] += 1
            heapq.heappush(due, (time.perf_counter() + LOOK_AGAIN, channel_id))
            continue
        member, panel, key = found
        in_flight[channel_id] = {emit(env, member.id, panel, rng, watch)}
        clicked[channel_id] = key
        asked += 1
        heapq.heappush(due, (time.perf_counter() + rng.expovariate(1 / think), channel_id))
    asking = time.perf_counter() - meter.started
    await env.settle()
    figures = await meter.report(f"paced, think {think:g}s", watch, asked,
                                 offered=len(tables) / think)
    panel_wait = waited["panel"] * LOOK_AGAIN / max(asked, 1)
    print(f"[paced, think {think:g}s] asking {asking:.0f}s (asked {asked / asking:.1f}/s of "
          f"{len(tables) / think:.1f}/s offered), then settling "
          f"{time.perf_counter() - meter.started - asking:.0f}s; people waited on average "
          f"{panel_wait:.2f}s per click for a panel that had not come, "
          f"{waited['answer'] * LOOK_AGAIN / max(asked, 1):.2f}s for an answer")
    return figures | {"asking": asking, "panel_wait": panel_wait}


async def burst(env: Any, meter: Meter, watch: Stopwatch, tables: list[Table],
                rng: random.Random, waves: int) -> None:
    watch.reset()
    await meter.start()
    asked = 0
    for _ in range(waves):
        for table in tables:
            found = ready_panel(env, table, {})
            if found is not None:
                member, panel, _ = found
                emit(env, member.id, panel, rng, watch)
                asked += 1
        await env.settle()
    await meter.report(f"burst, {len(tables)} at once", watch, asked)


async def restart(env: Any, meter: Meter, make_bot: Any, tables: list[Table]) -> None:
    await meter.start()
    bot = await make_bot()
    await env.restart_bot(bot)
    loaded = time.perf_counter() - meter.started
    await env.settle()
    wall = time.perf_counter() - meter.started
    print(f"[restart] {len(bot.service.tables.open)} open games loaded in {loaded:.2f}s, "
          f"resumed in {wall:.2f}s; REST requests {meter.ledger.rest()} "
          f"({dict(meter.ledger.kinds)})")


Mark = dict[int, tuple[int, int, int]]


def ai_mark(services: list[GameService]) -> Mark:
    """Where each bot's AI figures stand (decisions timed, answers timed, made by the
    greedy), so that ``ai_report`` can say the opening's apart from the rest."""
    return {id(s): (len(s.moves.thinkers.timings), len(s.moves.thinkers.worker_timings),
                    s.moves.thinkers.hurried) for s in services}


def ai_report(services: list[GameService], opened: Mark | None = None) -> None:
    """AI decisions, asked to answered (bot/core/thinking.py keeps the times), over every bot:
    the whole run's share made by the greedy, then after the opening (``opened``: ``ai_mark``
    once it ended) and in the opening alone. The opening starts every game at once, a burst of
    AI decisions no paced minute has."""
    opened = opened or {}
    labels = ("after the opening", "in the opening")
    times: dict[str, list[float]] = {label: [] for label in labels}
    answers: dict[str, list[float]] = {label: [] for label in labels}
    greedy = dict.fromkeys(labels, 0)
    for s in services:
        thinkers = s.moves.thinkers
        asked, done = list(thinkers.timings), list(thinkers.worker_timings)
        n, m, hurried = opened.get(id(s), (0, 0, 0))
        times["after the opening"] += asked[n:]
        times["in the opening"] += asked[:n]
        answers["after the opening"] += done[m:]
        answers["in the opening"] += done[:m]
        greedy["after the opening"] += thinkers.hurried - hurried
        greedy["in the opening"] += hurried
    total = sum(len(part) for part in times.values())
    if total:
        made = sum(greedy.values())
        print(f"[ai] the whole run: {total} decisions, {made} ({100 * made / total:.1f} %) "
              f"made by the greedy after waiting too long for a worker")
    for label in labels:
        part, done, made = times[label], answers[label], greedy[label]
        if not part:
            continue
        print(f"[ai] {label}: {len(part)} decisions, asked to answered: p50 "
              f"{pct(part, 0.5):.3f} s, p99 {pct(part, 0.99):.3f} s, max {max(part):.3f} s; "
              f"{sum(t >= 1.0 for t in part)} took 1 s or more; {made} "
              f"({100 * made / len(part):.1f} %) made by the greedy after waiting too long "
              f"for a worker; the workers' answers came p99 {pct(done, 0.99):.3f} s, max "
              f"{max(done):.3f} s after the asking, {sum(t >= 1.0 for t in done)} at 1 s "
              f"or more")


async def warmed(renderer: Renderer, service: GameService) -> None:
    """Start the picture and AI workers and wait until each has warmed up (imports, cached
    layers), and parse the catalogs the command sync reads, before SimCord attaches the bot:
    on a busy machine that takes longer than SimCord's 5 s for a bot to settle at its start,
    and it is not what is measured."""
    for lang in words.LANGUAGES:
        words.bundle(lang)
    renderer.start()
    service.moves.thinkers.start()
    loop = asyncio.get_running_loop()
    pools = [(renderer.pool, renderer.processes),
             (service.moves.thinkers.pool, service.moves.thinkers.processes)]
    await asyncio.gather(*(loop.run_in_executor(pool, int) for pool, n in pools
                           if pool is not None for _ in range(2 * n)))


def shard_of_process(text: str | None) -> tuple[int, int] | None:
    """``--shard I/N``: this process holds shard I of N (``benchmarks.scale`` runs N)."""
    if text is None:
        return None
    index, _, count = text.partition("/")
    if not (index.isdigit() and count.isdigit() and int(index) < int(count)):
        raise SystemExit(f"--shard must be I/N with 0 <= I < N, not {text!r}")
    return int(index), int(count)


async def run(args: argparse.Namespace) -> None:
    part = shard_of_process(args.shard)
    shard, shards = part or (0, 1)
    rng = random.Random(args.seed + shard)
    # the token's 50 requests a second are shared by the processes: each counts its share
    ledger = Ledger(enforce=args.transport == "discordpy", global_rate=GLOBAL_RATE / shards)
    transport = None
    if args.transport == "discordpy":
        from tests.bot.transport import Transport, install_for_good

        install_for_good()
        transport = Transport
    watch = Stopwatch()
    ledger.observers.append(watch.seen)
    ledger.install()
    share = Share()
    share.install(transport)
    if not args.settle_on_timers:
        share.advance_without_settling()
    folder = tempfile.mkdtemp(prefix="wildtable-load-")
    server = None
    url = "" if args.postgres is None else args.postgres
    if args.postgres == "":  # a throw-away server, started as the tests start theirs
        from tests.pg_server import start_server

        server, reason = start_server()
        if server is None:
            raise SystemExit(f"PostgreSQL: cannot start a throw-away server ({reason})")
        url = server.url(server.create_database())
        print("[store] PostgreSQL, a throw-away server (fsync off, synchronous_commit off)")
    if part is not None and not url:
        raise SystemExit("--shard needs --postgres URL (the processes' shared store)")
    config = Config(database=os.path.join(folder, "load.sqlite3"), url=url,
                    ai_delay_seconds=args.ai_delay, ai_level=args.ai_level,
                    ai_processes=args.ai_processes,
                    shards="" if part is None else str(shard), shard_count=shards)
    services: list[GameService] = []
    meter = Meter(ledger, share, shard=None if part is None else shard)
    meter.collections.install()

    async def make_bot() -> discord.Client:
        # asyncpg keeps a 5-minute timer per prepared statement and idle connection; SimCord
        # counts a bot's timer due within a settle's limit as work to wait for, and its virtual
        # clock stands still during a settle: with those timers no settle would end.
        store = (await open_store(config) if not url else await PostgresStore.connect(
            url, shard_count=shards, idle_timers=False))
        meter.store = store
        service = GameService(store, clock=clock, ai_level=args.ai_level,
                              ai_processes=config.ai_processes, seed_source=lambda: args.seed,
                              shards=config.shard_ids if config.sharded else None)
        services.append(service)
        renderer = stub_renderer() if args.pictures == "stub" else Renderer(
            processes=config.render_processes)
        await warmed(renderer, service)
        meter.renderer = renderer
        if part is None:
            return build_bot(config, service, clock=clock, renderer=renderer)
        return process_bot(config, service, renderer)

    titles = args.titles.split(",")
    try:
        async with simcord.run(await make_bot(), settle_timeout=SETTLE) as env:
            Watch(env)  # a stalled SimCord clock is reported, not a silent 100 % CPU
            if part is not None:
                own_discord(env, shard)
            tables = await opening(env, meter, watch, args.games, titles, args.ai_share,
                                   shard_id=meter.shard, wave=args.start_wave)
            opened = ai_mark(services)
            if args.ready:  # benchmarks.scale starts every process's paced load at once
                print("[ready]", flush=True)
                sys.stdin.readline()
            figures: dict[str, Any] = {}
            if args.seconds > 0:
                profile = cProfile.Profile() if args.profile else None
                if profile is not None:
                    profile.enable()
                figures = await paced(env, meter, watch, tables, rng, args.think, args.seconds)
                if profile is not None:
                    profile.disable()
                    profile.dump_stats(args.profile)
            if args.waves > 0:
                await burst(env, meter, watch, tables, rng, args.waves)
            if args.restart:
                await restart(env, meter, make_bot, tables)
            ai_report(services, opened)
            finished = sum(1 for t in tables if env.bot.service.tables.table(t.channel.id)
                           is None)
            print(f"games finished meanwhile: {finished}; bot errors: {len(env.errors)}; "
                  f"RSS MB: bot {rss_mb(os.getpid()):.0f}, workers "
                  f"{[round(rss_mb(pid)) for pid in workers()]}")
            if args.json:
                with open(args.json, "w") as out:
                    json.dump(figures | {"errors": len(env.errors), "finished": finished,
                                         "games": len(tables)}, out)
    finally:
        for service in services:
            await service.close()
        if server is not None:
            server.stop()


def process_bot(config: Config, service: GameService, renderer: Renderer) -> discord.Client:
    """One of N bot processes on one PostgreSQL, each with its own SimCord Discord: it holds
    the games of its shard (the service's shards) and connects shard 0 besides, as Discord
    sends DMs there, so its players' DM clicks reach it in its own Discord; a click is never
    forwarded (tests/bot/test_forwarding.py tests that). Requests are paced at the process's
    share of the token's global limit, as ``build_bot`` does for a sharded process.

    With nothing to forward, its forwarder neither LISTENs nor rescans every 5 s (it rescans
    once, at the start), as in the forwarding test: SimCord's settle waits out, in real time,
    every bot timer due within its limit, and does not recognise the listener's keep-alive."""
    from bot.messages import forwarding
    from bot.ui.client import ShardedGameBot, token_share

    async def no_listening(_channel: str, _callback: Any) -> Any:
        raise NotImplementedError("not under SimCord")

    service.store.listen = no_listening  # type: ignore[method-assign]
    forwarding.log.setLevel("ERROR")  # it says once that it cannot listen; that is known
    forwarding.RESCAN = 3600.0
    connected = sorted({0, *config.shard_ids})
    return ShardedGameBot(config, service, clock=clock, renderer=renderer,
                          rate_limit=45.0 * token_share(config),
                          shard_ids=connected, shard_count=config.shard_count)


def own_discord(env: Any, shard: int) -> None:
    """SimCord's Discord starts every run on 2026-01-01 and takes ids from its clock: each
    process's Discord is moved ``shard`` days on, so that the processes' channels and people
    have different ids, as they would on one Discord (the store keys games by channel)."""
    env.backend.clock._epoch += datetime.timedelta(days=shard)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--think", type=float, default=10.0,
                        help="mean think time of a person, seconds (paced load)")
    parser.add_argument("--seconds", type=float, default=60.0,
                        help="wall time of the paced load (0 = skip)")
    parser.add_argument("--waves", type=int, default=2, help="burst waves (0 = skip)")
    parser.add_argument("--restart", action="store_true", help="restart the bot at the end")
    parser.add_argument("--start-wave", type=int, default=0,
                        help="send the opening's Starts in waves of this many (0: all at once)")
    parser.add_argument("--ai-share", type=float, default=0.33,
                        help="share of the games with an AI seat")
    parser.add_argument("--ai-level", default=DEFAULT_LEVEL, help="the AI seats' level")
    parser.add_argument("--ai-delay", type=float, default=Config.ai_delay_seconds,
                        help="the bot's pause before each AI move, seconds")
    parser.add_argument("--ai-processes", type=int, default=Config.ai_processes,
                        help="the bot's AI worker processes")
    parser.add_argument("--pictures", choices=("stub", "real"), default="real")
    parser.add_argument("--titles", default="wildlife,wildcards,evolution")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--postgres", nargs="?", const="", metavar="URL",
                        help="store the games in PostgreSQL: at URL, or (no URL) in a "
                        "throw-away server")
    parser.add_argument("--shard", metavar="I/N",
                        help="be process I of N on one PostgreSQL, holding shard I "
                        "(benchmarks.scale runs the N)")
    parser.add_argument("--ready", action="store_true",
                        help="after the opening print [ready] and wait for a line on stdin")
    parser.add_argument("--json", metavar="FILE", help="write the paced load's figures here")
    parser.add_argument("--profile", metavar="FILE",
                        help="write a cProfile of the bot process during the paced load")
    parser.add_argument("--settle-on-timers", action="store_true",
                        help="let SimCord settle the whole bot whenever a bot timer falls due "
                             "in real time, as in the tests (benchmarks.simcord_share)")
    parser.add_argument("--transport", choices=("discordpy", "simcord"), default="discordpy",
                        help="discordpy: discord.py's own HTTP client over SimCord, 429s "
                        "handled as on Discord; simcord: SimCord's direct calls (429s counted)")
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
