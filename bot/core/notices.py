"""How a person hears that it is their turn (docs/playing.md, "Correspondence"), chosen with
``/game settings-me``, per server or for all of them:

* ``dm``: a DM each time a decision waits for them (the panel; today's behaviour);
* ``digest``: the panels come silently (no notification, no channel ping), and one DM a day
  at the hour they chose, in their time zone, lists the games where it is their turn; that
  one message is edited through the day as turns come and go (an edit notifies nobody);
* ``none``: nothing notifies them (the panels still come, silently).

Rows in the store (``notices``, migration 15), read at start and kept here.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from bot.core.models import UserError
from bot.store import Store

MODES = ("dm", "digest", "none")
ALL = 0  # the row for every server
DEFAULT_HOUR = 9
DEFAULT_TZ = "UTC"


def zone(name: str) -> ZoneInfo:
    """An IANA time zone, or a refusal naming an example."""
    try:
        return ZoneInfo(name.strip())
    except (ZoneInfoNotFoundError, ValueError, OSError):
        raise UserError("bot-notices-timezone", name=name) from None


class Notices:
    """Each person's choice by server (``ALL``: the rest), cached."""

    def __init__(self, store: Store, clock: Callable[[], float]) -> None:
        self.store = store
        self.clock = clock
        self.rows: dict[tuple[int, int], tuple[str, int, str]] = {}

    async def load(self) -> None:
        self.rows = await self.store.notices()

    def of(self, user_id: int, guild_id: int | None) -> tuple[str, int, str]:
        """(mode, hour, time zone) for the person's games in a server."""
        return self.rows.get((user_id, guild_id or ALL)) or self.rows.get(
            (user_id, ALL), ("dm", DEFAULT_HOUR, DEFAULT_TZ))

    def quiet(self, user_id: int | None, guild_id: int | None) -> bool:
        """Whether a new decision of the person's comes without a notification."""
        return user_id is not None and self.of(user_id, guild_id)[0] != "dm"

    async def choose(self, user_id: int, guild_id: int | None, mode: str | None,
                     hour: int | None, tz: str | None) -> tuple[str, int, str]:
        """Set some of a person's choices (None keeps one) for one server or ``ALL``."""
        current = self.of(user_id, guild_id)
        new = (mode or current[0], current[1] if hour is None else hour,
               current[2] if tz is None else tz.strip())
        if new[0] not in MODES:
            raise UserError("bot-notices-mode", choices=", ".join(MODES))
        if not 0 <= new[1] <= 23:
            raise UserError("bot-notices-hour")
        zone(new[2])
        await self.store.set_notice(user_id, guild_id or ALL, *new)
        self.rows[(user_id, guild_id or ALL)] = new
        return new

    def digest_users(self) -> set[int]:
        """The people who chose a digest somewhere."""
        return {user for (user, _), row in self.rows.items() if row[0] == "digest"}

    def local(self, user_id: int, now: float) -> datetime:
        """The person's own clock time (their digest's time zone)."""
        tz = next((row[2] for (user, _), row in sorted(self.rows.items())
                   if user == user_id and row[0] == "digest"), DEFAULT_TZ)
        return datetime.fromtimestamp(now, zone(tz))

    def digest_hour(self, user_id: int) -> int:
        return next((row[1] for (user, _), row in sorted(self.rows.items())
                     if user == user_id and row[0] == "digest"), DEFAULT_HOUR)
