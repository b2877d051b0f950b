"""The Discord client: ``build_bot(config, service)`` gives a ready ``commands.Bot``.

``setup_hook`` (before the gateway connects) takes this process's shard locks (one owner
per shard: ``own_shards``), adds the ``/game`` cog, registers the dynamic
controls (their state is in the custom_id, so clicks on messages sent before a restart still
work) and reloads every open game from the store. ``on_ready`` then re-sends the prompts of the
seats that must act, re-arms the turn timers and syncs the slash commands in the background
when they changed (bot/ui/sync.py).
"""

from __future__ import annotations

import asyncio
import datetime
import logging
from collections.abc import Callable, Coroutine
from typing import Any

import discord
from discord.ext import commands

from bot.core import shards as shard_ranges
from bot.core.models import StartReport
from bot.core.service import GameService
from bot.core.timers import Scheduler
from bot.messages.compose import Composer
from bot.messages.controls import (
    DYNAMIC_ITEMS,
    is_ours,
    is_valid,
    modal_value,
    on_message,
    parse_modal,
)
from bot.messages.errors import guarded, report
from bot.messages.forwarding import (
    COMMAND,
    COMPONENT,
    DEFERRED_COMMAND,
    DEFERRED_UPDATE,
    MODAL_SUBMIT,
    Forwarder,
    game_command,
)
from bot.messages.pacing import Delivery
from bot.messages.render import Renderer
from bot.messages.sender import Sender
from bot.store import StoreError
from bot.store.owners import ShardLocks, shard_locks
from bot.ui.access import Access
from bot.ui.autoplay import Autoplay
from bot.ui.commands import GameCommands
from bot.ui.digest import Digest
from bot.ui.handlers import Handlers
from bot.ui.handlers.common import Context
from bot.ui.signup import Signup
from bot.ui.sync import PATIENCE, syncs
from bot.ui.sync import sync as command_sync
from bot.ui.tournament_commands import TournamentCommands
from bot.ui.translator import CatalogTranslator
from bot.ui.web import WebClicks, web_links, web_table
from words import DEFAULT, language, tr

log = logging.getLogger(__name__)

IDENTIFY_SPACING = 5.0  # seconds between two IDENTIFYs of one bot token (Discord's rule)
TAKEN_POLL = 2.0  # seconds between two tries for a shard another process holds


def identify_bucket(shard_id: int | None, max_concurrency: int) -> str:
    """The lock of a shard's IDENTIFY: Discord lets one shard per bucket
    (``shard_id % max_concurrency``) identify every 5 s, across every process of the token."""
    return f"identify:{(shard_id or 0) % max(1, max_concurrency)}"


class GameBot(commands.Bot):
    """The bot: Discord in and out, over one ``GameService`` (the games)."""

    def __init__(self, config: Any, service: GameService, *,
                 clock: Callable[[], float] | None = None, sync: bool = True,
                 renderer: Renderer | None = None, rate_limit: float = 45.0,
                 channel_rate: int = 5, channel_period: float = 5.0,
                 **sharding: Any) -> None:
        intents = discord.Intents.none()
        intents.guilds = True          # channels and threads in the cache
        super().__init__(command_prefix=commands.when_mentioned, intents=intents,
                         help_command=None, allowed_mentions=discord.AllowedMentions.none(),
                         **sharding)
        self.config = config
        self.service = service
        self.sync_commands = sync
        self.sync_patience = PATIENCE
        self.renderer = renderer or Renderer(
            processes=int(getattr(config, "render_processes", 0)))
        clock = clock or service.clock
        self.delivery = Delivery(self, rate_limit=rate_limit, channel_rate=channel_rate,
                                 channel_period=channel_period, clock=clock,
                                 on_gone=self.gone_later, remember_dm=self.remember_dm)
        self.signup = Signup(service.tables, self.delivery)
        self.delivery.lang_of = lambda channel_id: getattr(
            service.tables.table(channel_id), "lang", DEFAULT)
        self.links = web_links(config)   # the web table's addresses, when configured
        self.composer = Composer(self.renderer, self.links, clock, server_of=self.server_of)
        self.sender = Sender(service.store, service.tables, self.delivery, self.composer,
                             dm_result=self.signup.dm_result, clock=clock,
                             shards=list(service.tables.shards)
                             if service.tables.shards is not None else None)
        service.on_sent = self.sender.wake
        self.delivery.on_pause = self.sender.paused
        self.access = Access(self, self.delivery, self.sender)
        self.scheduler = Scheduler(service.timers, self._fire, clock)
        self.autoplay = Autoplay(service, self.sender, self.composer, self.scheduler.rearm,
                                 ai_delay=float(getattr(config, "ai_delay_seconds", 0)))
        self.handlers = Handlers(Context(service, self.sender, self.signup,
                                         self.delivery, self.autoplay, self.renderer,
                                         self.scheduler.rearm, self.composer),
                                 min_games=int(getattr(config, "min_games", 3)))
        self.start_report: StartReport | None = None
        self.digest = Digest(self, service)  # bot/ui/digest.py
        self.tasks: set[asyncio.Task[Any]] = set()
        self.max_concurrency: int | None = None  # IDENTIFY buckets (before_identify_hook)
        self.shard_locks: ShardLocks | None = None
        self.stopping: asyncio.Task[None] | None = None
        shards = service.tables.shards
        self.forwarder = None if shards is None else Forwarder(
            service.store, list(shards), clock,
            holds=lambda channel_id: service.tables.table(channel_id) is not None)
        self.web_clicks = WebClicks(self.handlers.ctx, self.forwarder)
        if self.forwarder is not None:  # a seat's web page served by another process
            self.forwarder.answer_web = self.web_clicks.forwarded
        self.web = None if self.links is None else web_table(self.handlers.ctx, self.links,
                                                             self.web_clicks)
        if self.web is not None:  # a live page hears of every change the sender does
            wake, changed = self.sender.wake, self.web.changed
            service.on_sent = lambda: (wake(), changed())[0]

    def server_of(self, channel_id: int) -> str | None:
        """The name of the server a channel (or thread) is in, when discord.py knows it."""
        channel = self.get_channel(channel_id)
        guild = getattr(channel, "guild", None)
        return getattr(guild, "name", None)

    async def _fire(self, timer: Any) -> None:
        await self.handlers.background.fire(timer)

    async def remember_dm(self, user_id: int, channel_id: int) -> None:
        await self.service.store.set_dm_channel(user_id, channel_id, self.service.clock())

    async def gone(self, channel_id: int) -> None:
        await self.handlers.background.gone(channel_id)

    async def gone_later(self, channel_id: int) -> None:
        """A send found the channel gone: close its game once the send's lock is free."""
        self.spawn(self.gone(channel_id))

    # a game's place can disappear: its channel, its thread, or the whole server for the bot
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self.gone(channel.id)

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self.gone(payload.thread_id)

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        for table in self.service.tables.tables():
            if table.guild_id == guild.id:
                await self.gone(table.channel_id)

    # a paused channel may take posts again (bot/ui/access.py)
    async def on_guild_channel_update(self, _: Any, channel: discord.abc.GuildChannel) -> None:
        await self.access.guild_changed(channel.guild)

    async def on_guild_role_update(self, _: discord.Role, role: discord.Role) -> None:
        await self.access.guild_changed(role.guild)

    async def on_raw_thread_update(self, payload: discord.RawThreadUpdateEvent) -> None:
        await self.access.thread_changed(payload)

    async def on_thread_remove(self, thread: discord.Thread) -> None:
        await self.access.removed(thread)

    async def on_thread_join(self, thread: discord.Thread) -> None:
        await self.access.joined(thread)

    async def on_member_update(self, _: discord.Member, member: discord.Member) -> None:
        """A role or a timeout of the bot's own member changed: Discord sends that update
        for the bot itself even without the members intent (but nothing when a timeout runs
        out: looked at again then)."""
        if self.user is None or member.id != self.user.id:
            return
        await self.access.guild_changed(member.guild)
        until = member.timed_out_until
        if until is not None and until > discord.utils.utcnow():
            self.spawn(self.after_timeout(member.guild, until))

    async def after_timeout(self, guild: discord.Guild, until: datetime.datetime) -> None:
        await asyncio.sleep((until - discord.utils.utcnow()).total_seconds() + 1.0)
        await self.access.guild_changed(guild)

    def my_shards(self) -> list[int]:
        shards = self.service.tables.shards
        return list(range(self.service.store.shard_count) if shards is None else shards)

    async def own_shards(self) -> None:
        """Lock this process's shards for its whole life, before anything of theirs is loaded
        and before Discord is identified with (docs/deploy.md, "One process per shard"). A
        shard another process holds: wait for it (saying so once) or stop with one sentence,
        as ``[discord] shard_taken`` says. Then what a dead predecessor had claimed (timers,
        outbox rows) is due again at once."""
        mine = self.my_shards()
        locks = shard_locks(self.service.store)
        taken = await locks.take(mine)
        told = False
        while taken:
            held = shard_ranges.text(tuple(taken))
            if getattr(self.config, "shard_taken", "wait") == "stop":
                raise StoreError(f"shard {held} is served by another process already; this one "
                                 "stops ([discord] shard_taken = \"stop\").")
            if not told:
                log.warning("shard %s is served by another process; waiting for it to stop",
                            held)
                told = True
            await asyncio.sleep(TAKEN_POLL)
            taken = await locks.take(taken)
        if told:
            log.warning("shard %s is this process's now", shard_ranges.text(tuple(mine)))
        locks.on_lost = self.shards_lost
        self.shard_locks = locks
        await self.service.store.release_claims(mine)

    def shards_lost(self, shards: list[int]) -> None:
        """Another process took a shard while the database was away: it serves it now."""
        log.error("stopping: shard %s is served by another process now",
                  shard_ranges.text(tuple(shards)))
        self.stopping = asyncio.get_running_loop().create_task(self.close())

    async def setup_hook(self) -> None:
        await self.own_shards()
        self.renderer.start()
        await self.tree.set_translator(CatalogTranslator())  # before the tree syncs
        await self.add_cog(GameCommands(self.handlers, self.service))
        await self.add_cog(TournamentCommands(self))  # docs/tournaments.md
        self.tree.on_error = report  # type: ignore[method-assign,assignment]
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        self.start_report = await self.service.start()
        self.delivery.dm_channels.update(await self.service.store.dm_channels())
        await self.sender.restore()
        for problem in self.start_report.problems:
            log.warning("not resumed: %s", problem)
        if self.forwarder is not None:  # once its games and controls are there to answer
            self.forwarding()
            await self.forwarder.start()
        if self.web is not None:  # docs/web.md
            await self.web.start(str(getattr(self.config, "listen", "127.0.0.1")),
                                 int(getattr(self.config, "port", 8080)))

    async def sync(self) -> None:
        """The slash commands to Discord, when they changed (bot/ui/sync.py)."""
        await command_sync(self.tree, self.service.store,
                           tuple(getattr(self.config, "guild_ids", ()) or ()),
                           patience=self.sync_patience)

    async def on_ready(self) -> None:
        if self.sync_commands and syncs(self.config):  # once connected, in the background
            self.sync_commands = False
            self.spawn(self.sync())
        if self.start_report is not None:
            report, self.start_report = self.start_report, None
            self.spawn(self.access.restored())
            self.spawn(self.handlers.background.resume(report))
            self.spawn(self.digest.run())

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        """A background task that is kept (not garbage-collected) and whose failure is
        logged."""
        task = asyncio.get_running_loop().create_task(coro)
        self.tasks.add(task)
        task.add_done_callback(self._task_done)
        return task

    def _task_done(self, task: asyncio.Task[Any]) -> None:
        self.tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("background task failed", exc_info=task.exception())

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Every interaction in a DM leaves its token with ``Delivery.reach`` (the next DM to
        that person may go through it). Bid modals are routed here by their custom_id (never
        kept in memory, so a submit works after a restart too). A component id of ours that no
        template accepts was forged or corrupted: refuse it politely instead of letting the
        click fail silently."""
        self.delivery.reach.remember(interaction)
        await self.access.interaction(interaction)
        self.service.languages.learn(interaction.user.id, interaction.locale)
        data: dict[str, Any] = dict(interaction.data or {})
        custom_id = str(data.get("custom_id", ""))
        if interaction.type is discord.InteractionType.modal_submit:
            ref = parse_modal(custom_id)
            if ref is not None:
                text = modal_value(list(data.get("components", [])))  # type: ignore[arg-type]
                await guarded(interaction, self.handlers.play.amount(interaction, ref, text))
            return
        if interaction.type is not discord.InteractionType.component or not is_ours(custom_id):
            return
        if not is_valid(custom_id) or not on_message(interaction.message, custom_id):
            await interaction.response.send_message(
                tr(language(interaction.locale), "bot-forged-control"), ephemeral=True)

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False
                                   ) -> None:
        """Discord lets a bot IDENTIFY once per 5 s (per ``max_concurrency`` bucket): with
        several processes, one at a time across all of them, through the database's lock,
        each holding it for the 5 s after which the next may go."""
        if not getattr(self.config, "sharded", False):
            return await super().before_identify_hook(shard_id, initial=initial)
        async with self.service.store.exclusive(identify_bucket(shard_id,
                                                                await self.concurrency())):
            await asyncio.sleep(IDENTIFY_SPACING)
        return None

    async def concurrency(self) -> int:
        """Discord's ``max_concurrency`` of the token (IDENTIFYs allowed at once, one per
        bucket ``shard_id % max_concurrency``), asked once (discord.py reads it but does not
        keep it); 1 when Discord does not say."""
        if self.max_concurrency is None:
            try:
                limits = await self.fetch_session_start_limits()  # type: ignore[attr-defined]
                self.max_concurrency = max(1, int(limits.max_concurrency))
            except (discord.HTTPException, AttributeError):
                self.max_concurrency = 1
        return self.max_concurrency

    def forwarding(self) -> None:
        """Interactions pass ``Forwarder.candidate`` before discord.py handles them: a DM
        click for a game another process holds goes there (bot/messages/forwarding.py). discord.py
        keeps no raw payload of an interaction, so its gateway parser is wrapped here."""
        assert self.forwarder is not None
        forwarder = self.forwarder
        parsers = self._connection.parsers
        original = parsers["INTERACTION_CREATE"]

        async def away(data: dict[str, Any], table_id: int | None) -> None:
            if table_id is None:  # a DM /game play or hint: its game is looked up in the store
                table_id = await forwarder.command_table(data)
            interaction = discord.Interaction(data=data, state=self._connection)  # type: ignore[arg-type]
            if table_id is None or not await forwarder.send_away(interaction, data, table_id):
                original(data)

        def parse(data: dict[str, Any]) -> None:
            found = forwarder.candidate(data)
            if found is not None:
                self.spawn(away(data, found[1]))
            elif game_command(data):
                self.spawn(away(data, None))
            else:
                original(data)

        parsers["INTERACTION_CREATE"] = parse
        forwarder.answer = self.answer_forwarded

    async def answer_forwarded(self, data: dict[str, Any], deferred: bool) -> None:
        """A click another process received for a game of this one: routed here as if
        Discord had sent it (its first answer already given when ``deferred``)."""
        interaction = discord.Interaction(data=data, state=self._connection)  # type: ignore[arg-type]
        if deferred:  # discord.py has no public way to say "answered elsewhere"
            interaction.response._response_type = DEFERRED_UPDATE
        inner = data.get("data") or {}
        store = self._connection._view_store
        if data.get("type") == COMPONENT:
            store.dispatch_view(inner["component_type"], inner["custom_id"], interaction)
        elif data.get("type") == MODAL_SUBMIT:
            store.dispatch_modal(inner["custom_id"], interaction, inner.get("components", []),
                                 inner.get("resolved", {}))
        elif data.get("type") == COMMAND:  # shard 0 answered "thinking", only for its user
            interaction.response._response_type = DEFERRED_COMMAND
            interaction.extras["public"] = False
            self.tree._from_interaction(interaction)  # as discord.py runs a command
            return
        self.dispatch("interaction", interaction)

    async def close(self) -> None:
        if self.web is not None:
            await self.web.stop()
        if self.forwarder is not None:
            await self.forwarder.stop()
        await self.scheduler.close()
        await self.autoplay.close()
        await self.sender.close()
        for task in list(self.tasks):
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)
        self.renderer.close()
        if self.shard_locks is not None:
            await self.shard_locks.release(self.my_shards())
        await super().close()


def token_share(config: Any) -> float:
    """The part of the token's REST budget this process may use: Discord's global limit is the
    token's, so each process of a sharded bot paces at its shards' share of it."""
    if not getattr(config, "sharded", False):
        return 1.0
    return len(config.shard_ids) / config.shard_count


def build_bot(config: Any, service: GameService, *, clock: Callable[[], float] | None = None,
              sync: bool = True, renderer: Renderer | None = None,
              rate_limit: float = 45.0, channel_rate: int = 5,
              channel_period: float = 5.0) -> GameBot:
    """The bot for ``config`` (a ``bot.config.Config``) over ``service``.

    ``clock`` must be the service's clock (seconds; by default it is). ``renderer`` draws the
    pictures (default: the ``renderers`` package in ``render_processes`` worker processes);
    ``rate_limit`` paces channel and DM requests (requests a second; 0 = off) below Discord's
    global 50; ``channel_rate`` sends at most that many messages (new or edited) per
    ``channel_period`` seconds to one channel or DM (Discord: about 5 per 5 s; 0 = off).
    """
    if getattr(config, "sharded", False):
        return ShardedGameBot(config, service, clock=clock, sync=sync, renderer=renderer,
                              rate_limit=rate_limit * token_share(config),
                              channel_rate=channel_rate,
                              channel_period=channel_period,
                              shard_ids=list(config.shard_ids), shard_count=config.shard_count)
    return GameBot(config, service, clock=clock, sync=sync, renderer=renderer,
                   rate_limit=rate_limit, channel_rate=channel_rate,
                   channel_period=channel_period)


class ShardedGameBot(GameBot, commands.AutoShardedBot):
    """The same bot on some shards of a sharded bot (``[discord] shards``, ``shard_count``):
    discord.py's ``AutoShardedBot`` with this process's shard ids (docs/deploy.md)."""
