"""Per-server settings (``/game settings``): whether ``/game new`` opens a thread, the turn
timer and what it plays when it runs out, the idle limit (a reminder, then the same fallback,
for a seat nobody plays: no table waits forever; docs/bot.md, "On real Discord"), the level of
a new AI seat, the table language, whether tables may be opened with hints.
Each server's choices are kept in the database; what a server never set comes from
config.toml."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from bot.core.clocks import DEFAULT_AWAY_DAYS, parse_pace
from bot.core.models import UserError
from bot.store import Store
from engine.ai import DEFAULT_LEVEL, LEVELS
from words import LANGUAGES

FALLBACKS = ("ai", "pass")
MAX_TIMER = 7 * 24 * 3600
IDLE_REMINDER = 12 * 3600.0   # a seat that has not decided for this long is reminded ...
IDLE_LIMIT = 24 * 3600.0      # ... and after this long its fallback plays (no timer set)
MIN_IDLE, MAX_IDLE = 60, 30 * 24 * 3600
#: ``/game settings reset:``: the option named goes back to the default, or all of them
#: (the idle hours and the season length have theirs already: 0; the role: @everyone)
RESETS = {"thread": ("thread",), "turn_timer": ("turn_timer_seconds",),
          "fallback": ("timeout_fallback",), "ai_level": ("ai_level",),
          "language": ("language",), "hints": ("hints",)}
RESETS["all"] = (*(name for names in RESETS.values() for name in names),
                 "idle_reminder_seconds", "idle_limit_seconds",
                 "season_days", "tournament_role", "pace", "away_days")
MAX_SEASON_DAYS = 366
MAX_AWAY_DAYS = 366


@dataclass(frozen=True)
class ServerSettings:
    """What a server can choose for its tables."""

    thread: bool = False
    turn_timer_seconds: float = 0.0
    timeout_fallback: str = "ai"
    ai_level: str = DEFAULT_LEVEL
    #: the table language of new games ("": the server's preferred locale; docs/i18n.md)
    language: str = ""
    idle_reminder_seconds: float = IDLE_REMINDER
    idle_limit_seconds: float = IDLE_LIMIT
    #: whether ``/game new … hints:on`` may open a table with hints (docs/playing.md)
    hints: bool = True
    # -- seasons and tournaments (docs/tournaments.md) --
    #: the length of a leaderboard season in days (0: calendar months)
    season_days: int = 0
    #: members with this role may organise tournaments, besides Manage Server (0: none)
    tournament_role: int = 0
    #: the pace of new tables (bot/core/clocks.py: "" real time, or a correspondence clock)
    pace: str = ""
    #: the days of holiday (``/game away``) each person may take a year in this server
    away_days: int = DEFAULT_AWAY_DAYS

    def checked(self) -> ServerSettings:
        """The same settings, or a refusal naming what is wrong."""
        if self.timeout_fallback not in FALLBACKS:
            raise UserError("bot-settings-fallback", choices=list(FALLBACKS))
        if self.ai_level not in LEVELS:
            raise UserError("bot-settings-level", choices=list(LEVELS))
        if self.language and self.language not in LANGUAGES:
            raise UserError("bot-settings-language", choices=list(LANGUAGES))
        if not 0 <= self.turn_timer_seconds <= MAX_TIMER:
            raise UserError("bot-settings-timer", most=MAX_TIMER)
        if not MIN_IDLE <= self.idle_limit_seconds <= MAX_IDLE:
            raise UserError("bot-settings-idle-limit", least=MIN_IDLE // 60,
                            most=MAX_IDLE // 3600)
        if not 0 < self.idle_reminder_seconds < self.idle_limit_seconds:
            raise UserError("bot-settings-idle-reminder")
        if not 0 <= self.season_days <= MAX_SEASON_DAYS:
            raise UserError("tour-settings-season", most=MAX_SEASON_DAYS)
        parse_pace(self.pace)
        if not 0 <= self.away_days <= MAX_AWAY_DAYS:
            raise UserError("bot-away-allowance", most=MAX_AWAY_DAYS)
        return self

    def idle(self) -> tuple[float, float]:
        """When a seat without a turn timer is reminded, and when its fallback plays."""
        return self.idle_reminder_seconds, self.idle_limit_seconds


class Settings:
    """Each server's settings over the global defaults, cached."""

    def __init__(self, store: Store, clock: Callable[[], float],
                 defaults: ServerSettings) -> None:
        self.store = store
        self.clock = clock
        self.defaults = defaults.checked()
        self.cache: dict[int, ServerSettings] = {}

    async def of(self, guild_id: int | None) -> ServerSettings:
        """A server's settings (a DM or an unknown server: the defaults)."""
        if guild_id is None:
            return self.defaults
        if guild_id not in self.cache:
            self.cache[guild_id] = self._over_defaults(await self.store.guild_settings(guild_id))
        return self.cache[guild_id]

    def known(self, guild_id: int | None) -> ServerSettings:
        """A server's settings as last read (the defaults when never read): for the code
        paths that cannot wait for the database."""
        return self.cache.get(guild_id, self.defaults) if guild_id else self.defaults

    async def change(self, guild_id: int, reset: tuple[str, ...] = (),
                     **changes: Any) -> ServerSettings:
        """Set some of a server's settings (None leaves one as it is); the ones named in
        ``reset`` go back to the defaults (config.toml's) first."""
        current = await self.of(guild_id)
        current = replace(current, **{k: getattr(self.defaults, k) for k in reset})
        updated = replace(current, **{k: v for k, v in changes.items() if v is not None})
        updated.checked()
        own = {k: v for k, v in asdict(updated).items() if v != getattr(self.defaults, k)}
        await self.store.set_guild_settings(guild_id, own, self.clock())
        self.cache[guild_id] = updated
        return updated

    def _over_defaults(self, stored: dict[str, Any]) -> ServerSettings:
        """Stored choices over the defaults; a stored value that no longer makes sense (a
        level that was removed) is left out, not trusted."""
        names = {f.name for f in fields(ServerSettings)}
        known = {k: v for k, v in stored.items() if k in names}
        try:  # together first: some are checked against each other (the idle pair)
            return replace(self.defaults, **known).checked()
        except (UserError, TypeError):
            pass
        settings = self.defaults
        for key, value in stored.items():
            if key in names:
                try:
                    settings = replace(settings, **{key: value}).checked()
                except (UserError, TypeError):
                    continue
        return settings
