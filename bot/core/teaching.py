"""Teach as you go (docs/playing.md, "Learning"): the first time a person meets a kind of
decision (their first auction bid, first use of a card, first secret bid, first carnivore
attack, …), their panel carries one line reminding them of the rule, in their language, naming
the ``/game rules`` topic to read.

The kinds come from the engine's decisions: the game's phase in the seat's view and the kinds
of its legal actions (the code before its first ``:``), per title in its adapter's
``teaching`` (bot/core/games). A person is
reminded once per title and kind (the ``taught`` rows), never when they turned the reminders
off (``/game teaching off``; ``users.teaching``), and no more once they have played
``LEARNED`` games to their end. Kept in memory over the store, like the languages
(bot/core/languages.py): the panels are planned without waiting for the database, and each
new row is written in the background (a lost write costs one more reminder, nothing else).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

from bot.core.games import adapter, topic_names
from bot.core.models import Hand, Table
from bot.store import Store
from engine.core import Action
from words import tr

log = logging.getLogger(__name__)

LEARNED = 3  # finished games after which the reminders stop by themselves

def kind_of(game: str, view: dict[str, Any], actions: list[Action]) -> tuple[str, str] | None:
    """The kind of the decision in front of a seat, and its rules topic (None: no reminder
    for this one)."""
    phase = view.get("phase")
    heads = {a.code.split(":")[0].split(" ")[0] for a in actions}
    for kind, topic, phases, codes in adapter(game).teaching:
        if (not phases or phase in phases) and (not codes or heads & codes):
            return kind, topic
    return None


class Teaching:
    """Who has been reminded of what, who turned the reminders off, and how many games each
    person has finished, in memory over the store."""

    def __init__(self, store: Store, clock: Callable[[], float]) -> None:
        self.store = store
        self.clock = clock
        self.off: set[int] = set()
        self.taught: set[tuple[int, str, str]] = set()
        self.finished: dict[int, int] = {}
        self.ended: set[int] = set()  # tables whose end was counted
        self.writes: set[asyncio.Task[Any]] = set()

    async def load(self) -> None:
        self.off = await self.store.teaching_off()
        self.taught = await self.store.taught()
        self.finished = await self.store.finished_games()

    def wanted(self, user_id: int | None) -> bool:
        """Whether this person still gets reminders."""
        return user_id is not None and user_id not in self.off \
            and self.finished.get(user_id, 0) < LEARNED

    def line(self, table: Table, hand: Hand, reader: str) -> str | None:
        """The reminder for the seat's decision, the first time its person meets its kind
        (remembered at once); None otherwise."""
        user_id = table.seats[hand.seat].user_id
        if not hand.must_act or not hand.actions or not self.wanted(user_id):
            return None
        found = kind_of(table.game, hand.view, hand.actions)
        if found is None:
            return None
        kind, topic = found
        key = (int(user_id or 0), table.game, kind)
        if key in self.taught:
            return None
        self.taught.add(key)
        self._background(key[0], table.game, kind)
        # the topic by its name in the reader's words, and the game named: the line is in a
        # DM, where ``/game rules`` has no channel game to fall back on
        return tr(reader, "teach-line", rule=tr(reader, f"teach-{table.game}-{kind}"),
                  topic=topic_names(table.game, reader).get(topic, topic), game=table.game)

    def game_over(self, table: Table) -> None:
        """Count a finished game for each person at the table (once per table)."""
        if table.id in self.ended:
            return
        self.ended.add(table.id)
        for seat in table.seats:
            if seat.user_id is not None:
                self.finished[seat.user_id] = self.finished.get(seat.user_id, 0) + 1

    async def set(self, user_id: int, on: bool) -> None:
        """``/game teaching on|off``: kept in the store before it is answered."""
        await self.store.set_teaching(user_id, on, self.clock())
        (self.off.discard if on else self.off.add)(user_id)

    def _background(self, user_id: int, game: str, kind: str) -> None:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # planned outside the bot (a tool): nothing to keep
            return
        task = loop.create_task(self._write(user_id, game, kind))
        self.writes.add(task)
        task.add_done_callback(self.writes.discard)

    async def _write(self, user_id: int, game: str, kind: str) -> None:
        try:
            await self.store.mark_taught(user_id, game, kind, self.clock())
        except Exception:
            log.warning("could not remember a reminder", exc_info=True)

    async def settle(self) -> None:
        """Wait for the pending writes (before closing the store)."""
        if self.writes:
            await asyncio.gather(*list(self.writes), return_exceptions=True)
