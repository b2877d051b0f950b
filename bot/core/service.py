"""The bot's core without Discord: the store, the open games, the lobby, the moves, the timers.

One ``GameService`` per bot process, built with ``await GameService.open(config)`` (or the
constructor over a ``Store``, in tests), started once with ``await service.start()``:

* ``service.tables``: the open games in memory and the read-only questions (bot/core/tables.py);
* ``service.lobby``: create, join, leave, AI seats, start, cancel (bot/core/lobby.py);
* ``service.moves``: a person's move, an AI step, a timer's fallback (bot/core/moves.py);
* ``service.timers``: the timer rows and their policy (bot/core/timers.py);
* ``service.settings``: each server's settings over config.toml's defaults (bot/core/settings.py);
* ``service.planner``: what people must see after each change (bot/core/planner.py), recorded in
  the store's outbox with the change; a sender (bot/messages/sender.py) delivers it.

Every refusal is a ``UserError`` with one readable sentence. Time comes from the injected
``clock`` (seconds), never from ``time.time`` directly, so tests and SimCord's virtual time work.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from bot.core.holidays import Holidays
from bot.core.languages import Languages
from bot.core.lobby import Lobby
from bot.core.models import Resumed, StartReport, UserError
from bot.core.moves import Moves
from bot.core.notices import Notices
from bot.core.planner import Planner, stretches
from bot.core.settings import IDLE_LIMIT, IDLE_REMINDER, ServerSettings, Settings
from bot.core.tables import OpenGame, Tables
from bot.core.teaching import Teaching
from bot.core.thinking import Thinkers
from bot.core.timers import TimerBook
from bot.core.tournament.events import Tournaments
from bot.store import Store, open_store
from engine.ai import DEFAULT_LEVEL


class GameService:
    """Wires the core's parts over one store and one clock."""

    def __init__(self, store: Store, *, clock: Callable[[], float] = time.time,
                 turn_timer_seconds: float = 0.0, reminder_seconds: float = 0.0,
                 timeout_fallback: str = "ai", ai_level: str = DEFAULT_LEVEL,
                 idle_reminder_seconds: float = IDLE_REMINDER,
                 idle_limit_seconds: float = IDLE_LIMIT,
                 ai_budget_seconds: float = 0.5, ai_processes: int = 0,
                 shards: tuple[int, ...] | None = None,
                 seed_source: Callable[[], int] | None = None
                 ) -> None:
        defaults = ServerSettings(turn_timer_seconds=float(turn_timer_seconds),
                                  timeout_fallback=timeout_fallback, ai_level=ai_level,
                                  idle_reminder_seconds=float(idle_reminder_seconds),
                                  idle_limit_seconds=float(idle_limit_seconds))
        try:
            defaults.checked()
        except UserError as exc:
            raise ValueError(str(exc)) from None
        self.store = store
        self.clock = clock
        self.tables = Tables(store, clock, shards)
        self.settings = Settings(store, clock, defaults)
        self.timers = TimerBook(store, self.tables, clock, reminder_seconds=reminder_seconds,
                                idle=lambda guild: self.settings.known(guild).idle())
        self.languages = Languages(store, clock)
        self.teaching = Teaching(store, clock)
        self.notices = Notices(store, clock)
        self.planner = Planner(self.languages.of, self.teaching,
                               dms_closed=lambda user: self.tables.dm_ok(user) is False,
                               quiet=self.notices.quiet,
                               newest_dm=self.tables.newest_panel,
                               bank=self.timers.bank_of, now=clock,
                               away=lambda user: self.timers.away.get(user, 0.0))
        self.lobby = Lobby(store, self.tables, self.timers, self.settings, self.planner,
                           seed_source=seed_source, sent=self.sent)
        self.moves = Moves(store, self.tables, self.timers, self.settings, self.planner,
                           Thinkers(ai_processes, ai_budget_seconds), sent=self.sent)
        self.holidays = Holidays(store, self.tables, self.timers, self.settings, clock)
        self.on_sent: Callable[[], None] = lambda: None  # the sender, once there is one
        # tournaments (docs/tournaments.md): told when any game of a server ends
        self.tournaments = Tournaments(store, self.lobby, clock)
        self.on_ended: Callable[[int | None], None] = lambda guild_id: None
        self.lobby.ended = self.moves.ended = lambda guild_id: self.on_ended(guild_id)

    def sent(self) -> None:
        """A change queued posts in the outbox: wake the sender."""
        self.on_sent()

    @classmethod
    async def open(cls, config: Any, *, clock: Callable[[], float] = time.time
                   ) -> GameService:
        """Open the store named in ``config`` (a ``bot.config.Config``) and build the service."""
        store = await open_store(config, shard_count=config.shard_count)
        return cls(store, shards=config.shard_ids if config.sharded else None, clock=clock,
                   turn_timer_seconds=config.turn_timer_seconds,
                   reminder_seconds=config.reminder_seconds,
                   timeout_fallback=config.timeout_fallback, ai_level=config.ai_level,
                   idle_reminder_seconds=config.idle_reminder_seconds,
                   idle_limit_seconds=config.idle_limit_seconds,
                   ai_budget_seconds=config.ai_budget_seconds,
                   ai_processes=config.ai_processes)

    async def start(self) -> StartReport:
        """Reload every open game and its timers; report what to re-prompt and re-arm."""
        self.moves.thinkers.start()
        await self.languages.load()
        await self.teaching.load()
        await self.notices.load()
        logs: dict[int, list[Any]] = {}

        def first(game: OpenGame) -> None:
            """A reloaded game's state read for the first time: the planner resumes it as it
            would have at start (nothing about it can have changed without reading it)."""
            state = game.loaded
            assert state is not None
            due = game.humans_to_act()
            log = logs.pop(game.table.id, []) if due else []
            self.planner.resume(game.table, state.view(None), due, stretches(state, log, due))

        self.tables.on_first = first
        self.tables.on_broken = lambda game: self.timers.forget_game(game.table.id)
        problems = await self.tables.load()
        for game in self.tables.open.values():  # each server's idle limit, for new timers
            await self.settings.of(game.table.guild_id)
        await self.timers.resume()
        # one read for every game, not one each; kept for the games not decoded yet
        logs.update(await self.store.playing_logs())
        for game in self.tables.open.values():
            if game.loaded is not None:  # decoded already (a row without its turn)
                first(game)
        # a game not decoded yet is resumed when first read: then its view is drawn
        games = [Resumed(self.tables.snapshot(g), *g.turn(), forced=g.forced_maybe())
                 for g in self.tables.open.values()]
        return StartReport(games, self.timers.sorted(), problems)

    async def close(self) -> None:
        """Stop the AI workers; close the database (its worker thread keeps the process
        alive otherwise)."""
        self.moves.thinkers.close()
        await self.languages.settle()
        await self.teaching.settle()
        await self.store.close()
