"""Who reads which language (docs/i18n.md, "Which language where").

* A person's **own language** is what their Discord client says (``interaction.locale``) the
  last time they used the bot; it is kept in the store (``users.lang``) so their DMs, panels and
  hand pictures come in it later too, also after a restart. Before their first interaction:
  English.
* A game's **table language** (its channel messages and table/result pictures) is chosen at
  ``/game new``; by default the server's setting (``/game settings language``), else the
  server's preferred locale when it is Dutch or German, else English.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

from bot.store import Store
from words import DEFAULT, LANGUAGES, language

log = logging.getLogger(__name__)


class Languages:
    """Each person's own language, in memory over the store."""

    def __init__(self, store: Store, clock: Callable[[], float]) -> None:
        self.store = store
        self.clock = clock
        self.users: dict[int, str] = {}
        self.writes: set[asyncio.Task[Any]] = set()

    async def load(self) -> None:
        self.users.update(await self.store.user_langs())

    def of(self, user_id: int | None) -> str:
        return self.users.get(user_id, DEFAULT) if user_id is not None else DEFAULT

    def learn(self, user_id: int, locale: Any) -> str:
        """Remember what a person's client says (at once in memory; the row is written in
        the background, only when it changed). Returns their language."""
        lang = language(locale)
        if self.users.get(user_id) != lang:
            self.users[user_id] = lang
            task = asyncio.get_running_loop().create_task(self._write(user_id, lang))
            self.writes.add(task)
            task.add_done_callback(self.writes.discard)
        return lang

    async def _write(self, user_id: int, lang: str) -> None:
        try:
            await self.store.set_user_lang(user_id, lang, self.clock())
        except Exception:  # a lost write costs only the language of a later DM
            log.warning("could not keep the language of user %s", user_id, exc_info=True)

    async def settle(self) -> None:
        """Wait for the pending writes (before closing the store)."""
        if self.writes:
            await asyncio.gather(*list(self.writes), return_exceptions=True)


def table_language(chosen: str | None, server: str, preferred: Any) -> str:
    """The table language of a new game: ``chosen`` at ``/game new``, else the server's
    setting, else the server's preferred locale when we speak it, else English."""
    for value in (chosen, server):
        if value in LANGUAGES:
            return str(value)
    return language(preferred)
