"""The database away for a moment (docs/deploy.md, "Faults"): PostgreSQL stopped under a running
game, and a SQLite file locked by another writer beyond the busy timeout. A click meanwhile
gets one polite ephemeral sentence ("the table is busy") and changes nothing; once the
database is back the same click plays, the outbox and the timers go on, and the game can be
played to its end without restarting the bot. The outage is the subject, not the game: the
table plays the toy game of tests/support/toy.py (a few decisions to its end), whose moves
go through the same store, outbox and timers as any title's.

Discord wants an interaction's first answer within 3 seconds, by its own clock, which goes on
while the bot waits for its database. SimCord holds clicks to no deadline and its clock stands
still unless moved, so here every interaction gets Discord's 3 s deadline and SimCord's clock
follows real time while the database is away: a click acknowledged only after the store's
wait (SQLite waits 5 s for a lock) is refused by SimCord as Discord refuses it (10062), and its
person would see "This interaction failed" instead of the busy sentence.

PostgreSQL runs on a server of this module's own (tests/pg_server.py starts it), stopped and
started again here; the shared one is left alone.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import threading
import time
from collections.abc import Iterator

import pytest
import simcord
from simcord import interactions

from bot.store.rows import lock_key
from tests.bot.support import (
    Harness,
    as_message,
    first_button,
    live_panel,
    make_player,
    open_table,
    play_to_end,
    refusal,
    seat_to_act,
)
from tests.pg_server import (
    PgServer,
    _as_server_user,
    no_server,
    shard_lock_holders,
    start_server,
)
from tests.support import toy
from words import tr

BUSY = tr("en", "bot-store-busy")
SHARDS = 1  # the harness's bot serves every shard of a one-shard store


class Restartable:
    """A throw-away PostgreSQL server that can be stopped and started again."""

    def __init__(self, server: PgServer) -> None:
        self.server = server
        assert server.folder is not None and server.bindir is not None
        self.data = str(server.folder / "data")
        self.options = (f"-c listen_addresses= -c unix_socket_directories={server.folder}"
                        " -c fsync=off -c synchronous_commit=off -c max_connections=200")

    def stop(self) -> None:
        _as_server_user([str(self.server.bindir / "pg_ctl"), "-D", self.data, "-m", "fast",
                         "-w", "stop"], self.server.user)

    def running(self) -> bool:
        status = _as_server_user([str(self.server.bindir / "pg_ctl"), "-D", self.data,
                                  "status"], self.server.user, check=False)
        return status.returncode == 0

    def start(self) -> None:
        _as_server_user([str(self.server.bindir / "pg_ctl"), "-D", self.data, "-l",
                         str(self.server.folder / "server.log"), "-o", self.options, "-w",
                         "start"], self.server.user)


@pytest.fixture(scope="module")
def pg_of_our_own() -> Iterator[PgServer]:
    """One throw-away server for this module's tests (each uses a database of its own)."""
    server, reason = start_server()
    if server is None:
        no_server(reason)
    if server.folder is None:  # a server named by WILDTABLE_TEST_PG is not ours to stop
        pytest.skip(f"stops and starts a PostgreSQL server of its own, not {reason}")
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def own_pg(pg_of_our_own: PgServer) -> Restartable:
    """The module's server, running (a test that failed while it was stopped left it so)."""
    restartable = Restartable(pg_of_our_own)
    if not restartable.running():
        restartable.start()
    return restartable


FIRST_ANSWER = 3.0  # seconds Discord gives an interaction's first answer


@pytest.fixture(autouse=True)
def first_answer_deadline(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every interaction must be answered within Discord's 3 s (SimCord: commands only)."""
    original = interactions.base_payload

    def base_payload(backend, **kwargs):  # noqa: ANN001, ANN202
        record, payload = original(backend, **kwargs)
        record.initial_response_deadline = backend.iso_after(FIRST_ANSWER)
        return record, payload

    monkeypatch.setattr(interactions, "base_payload", base_payload)


class DiscordTime(threading.Thread):
    """SimCord's clock following real time (Discord's time goes on while the bot waits);
    and the database back (``outage_off``) once Discord has the bot's busy sentence."""

    def __init__(self, backend, outage_off) -> None:  # noqa: ANN001
        super().__init__(daemon=True)
        self.backend, self.done = backend, threading.Event()
        self.outage_off, self.since = outage_off, len(backend.http_requests)
        self.back = False

    def run(self) -> None:
        last = time.perf_counter()
        while not self.done.wait(0.01):
            now = time.perf_counter()
            self.backend.advance_clock(now - last)
            last = now
            if not self.back and self.told():
                self.bring_back()

    def told(self) -> bool:
        """Whether the bot's answer with the busy sentence reached Discord (a reply, or a
        follow-up after a deferral)."""
        return any(BUSY in str(body.get("content") or "")
                   for r in self.backend.http_requests[self.since:]
                   if r.method in ("POST", "PATCH") and isinstance(r.json, dict)
                   for body in (r.json, r.json.get("data") or {}) if isinstance(body, dict))

    def bring_back(self) -> None:
        if not self.back:
            self.back = True
            self.outage_off()


async def click_during(env, player, stored, outage_on, outage_off):  # noqa: ANN001, ANN201
    """Click the panel's first move while the database is away, on Discord's clock; the
    database comes back once the bot has answered (had it come back only after the click
    settled, the bot's reconnections would have backed off for as long as SimCord's settle
    lets them: most of its 20 s)."""
    await asyncio.to_thread(outage_on)
    ticking = DiscordTime(env.backend, outage_off)
    ticking.start()
    try:
        return await player.user.click(as_message(env, stored),
                                       custom_id=first_button(stored))
    finally:
        ticking.done.set()
        ticking.join()
        await asyncio.to_thread(ticking.bring_back)


async def game_survives(harness: Harness, outage_on, outage_off) -> None:  # noqa: ANN001
    bot = await harness.bot(turn_timer_seconds=120.0)
    async with simcord.run(bot, settle_timeout=20.0) as env:  # SQLite waits out 5 s
        guild = env.create_guild()
        channel = guild.create_text_channel("toy")
        alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
        await open_table(env, channel, alice, toy.NAME, joiners=(bob,))
        store = env.bot.service.store
        table_id = await store.last_game_in(channel.id)
        before = (await store.game(table_id)).version
        player = seat_to_act(env, channel.id, [alice, bob])
        panel = live_panel(env, player)
        assert player is not None and panel is not None

        result = await click_during(env, player, panel, outage_on, outage_off)
        assert refusal(result) == BUSY  # a follow-up: the click was acknowledged in time
        assert result._interaction.responded and not env.errors
        assert (await store.game(table_id)).version == before  # nothing half-done

        for _ in range(50):  # the database is back: the same click plays
            result = await player.user.click(as_message(env, panel),
                                             custom_id=first_button(panel))
            if (await store.game(table_id)).version > before:
                break
            assert refusal(result) == BUSY  # the pool may still be reconnecting
            await asyncio.sleep(0.2)
        assert (await store.game(table_id)).version == before + 1
        await env.advance_time(121)  # a timer falls due and fires
        await env.settle()
        assert await play_to_end(env, channel, [alice, bob]) > 0  # the outbox delivers
        assert (await store.game(table_id)).status == "over"
        assert not env.errors


@pytest.mark.whole_game
async def test_a_click_while_postgresql_is_down_is_told_to_wait(toy_game, own_pg,
                                                               tmp_path) -> None:
    url = own_pg.server.url(own_pg.server.create_database())
    harness = Harness(str(tmp_path / "unused.sqlite3"), url=url)
    harness.idle_timers = False  # as the harness fixture: SimCord's settle pays for each
    try:
        await game_survives(harness, own_pg.stop, own_pg.start)
    finally:
        await harness.close()


@pytest.mark.whole_game
async def test_a_click_while_sqlite_is_locked_is_told_to_wait(toy_game,
                                                             tmp_path) -> None:
    """Another writer holds the file's write lock beyond the busy timeout (5 s)."""
    path = str(tmp_path / "wildtable.sqlite3")
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)

    def lock() -> None:
        other.execute("BEGIN EXCLUSIVE")

    def unlock() -> None:
        other.execute("ROLLBACK")

    harness = Harness(path)
    try:
        await game_survives(harness, lock, unlock)
    finally:
        await harness.close()
        other.close()


# -- the shard locks across a PostgreSQL outage ----------------------------------------------------

async def lock_sessions(url: str) -> dict[int, int]:
    return await shard_lock_holders(url, range(SHARDS))


async def until(check, what: str, tries: int = 300) -> None:  # noqa: ANN001
    """Poll ``check()`` (real time: the server and the driver work outside SimCord)."""
    for _ in range(tries):
        if await check():
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"never: {what}")


async def plays_on(env, channel, players, store) -> None:  # noqa: ANN001
    """A click of the player to act is served: the game's version grows."""
    table_id = await store.last_game_in(channel.id)
    before = (await store.game(table_id)).version
    player = seat_to_act(env, channel.id, players)
    panel = live_panel(env, player)
    await player.user.click(as_message(env, panel), custom_id=first_button(panel))
    assert (await store.game(table_id)).version == before + 1


@contextlib.asynccontextmanager
async def serving(own_pg, tmp_path):  # noqa: ANN001, ANN201
    """A bot on a PostgreSQL server of the test's own, a game under way."""
    url = own_pg.server.url(own_pg.server.create_database())
    harness = Harness(str(tmp_path / "unused.sqlite3"), url=url)
    bot = await harness.bot()
    try:
        async with simcord.run(bot, settle_timeout=20.0) as env:
            guild = env.create_guild()
            channel = guild.create_text_channel("wildcards")
            players = [make_player(guild, env, "alice"), make_player(guild, env, "bob")]
            await open_table(env, channel, players[0], "wildcards", joiners=players[1:])
            yield url, env, channel, players
    finally:
        await harness.close()


async def test_after_postgresql_restarts_the_shard_locks_are_taken_again(own_pg, tmp_path):
    """The server restarts under a running bot: the lock connection ends with it, the bot
    notices, takes its shards' locks again on a new session once the server is back, and
    plays on; a second process is refused the shards again."""
    async with serving(own_pg, tmp_path) as (url, env, channel, players):
        await restarted(own_pg, url, env, channel, players)


async def restarted(own_pg, url, env, channel, players) -> None:  # noqa: ANN001
    store, locks = env.bot.service.store, env.bot.shard_locks
    first = await lock_sessions(url)
    assert sorted(first) == list(range(SHARDS))
    await asyncio.to_thread(own_pg.stop)
    await asyncio.to_thread(own_pg.start)

    async def retaken() -> bool:
        held = await lock_sessions(url)
        return sorted(held) == list(range(SHARDS)) and held != first

    await until(retaken, "the locks taken again")
    assert set((await lock_sessions(url)).values()) == {locks.conn.get_server_pid()}
    assert await shard_locks_refused(url)
    for _ in range(50):  # the store's pool reconnects on its first use
        try:
            await plays_on(env, channel, players, store)
            break
        except AssertionError:
            await asyncio.sleep(0.2)
    else:
        await plays_on(env, channel, players, store)
    assert not env.bot.is_closed()


async def shard_locks_refused(url: str) -> bool:
    """Whether a second process is refused every shard (its own connection)."""
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        return not any([await conn.fetchval("SELECT pg_try_advisory_lock($1)",
                                            lock_key(f"shard:{shard}"))
                        for shard in range(SHARDS)])
    finally:
        await conn.close()
