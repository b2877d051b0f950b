"""A web table without Discord, for the browser tests and the benchmark: a real
``GameService`` on a SQLite file, the real ``WebTable`` server on a free port, and a click
from a seat's page taken as ``bot/ui/web.py`` takes it (the seat's holder, the page's
version, ``Moves.act_all``, then the moves that need nobody played on, forced at once and
the AI's paced), with Discord's own words for a refusal.

The bot's ``Autoplay`` does the playing on in the bot; it answers through Discord, so this
plays on with the same core calls (``forced_step``, ``ai_think``, ``ai_step``) instead.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.core.models import UserError
from bot.core.service import GameService
from bot.core.weblinks import WebLinks
from bot.messages.errors import sentence
from bot.store import open_store
from bot.web.server import Parts, WebTable
from tests.bot.support import SEED, Clock
from words import say, tr

LINKS = WebLinks.derived("https://table.example.org", "the browser tests' secret")
GUILD = 1


@dataclass
class Served:
    """A game service and its web table on this machine; ``here`` is the server's address."""

    service: GameService
    web: WebTable
    here: str
    ai_delay: float = 0.0
    tasks: dict[int, asyncio.Task[Any]] = field(default_factory=dict)
    problems: list[BaseException] = field(default_factory=list)

    def table_url(self, table_id: int) -> str:
        return f"{self.here}/t/{LINKS.table_token(table_id)}/"

    def seat_url(self, table_id: int, seat: int) -> str:
        return f"{self.here}/s/{LINKS.seat_token(table_id, seat, self.service.clock())}/"

    def replay_url(self, table_id: int) -> str:
        return f"{self.here}/r/{LINKS.replay_token(table_id)}/"

    async def act(self, table_id: int, seat: int, version: int, codes: list[str],
                  lang: str) -> str | None:
        """A seat's click from its page, as ``bot.ui.web.WebClicks.act`` makes it."""
        service = self.service
        game = next((g for g in service.tables.open.values() if g.table.id == table_id), None)
        if game is None or game.state is None:
            return tr(lang, "web-not-playing-here")
        holder = game.table.seats[seat]
        if holder.user_id is None or holder.left:
            return sentence(UserError("bot-play-these-controls-belong-another"), lang)
        try:
            outcomes = await service.moves.act_all(game.table.channel_id, holder.user_id,
                                                   version, seat, codes, table_id=table_id)
        except UserError as exc:
            return sentence(exc, lang)
        self.kick(game.table.channel_id)
        action = outcomes[-1].action if outcomes else None
        label = say(lang, action.label) if action is not None else codes[-1]
        return tr(lang, "bot-done", choice=label or codes[-1])

    def kick(self, channel_id: int) -> None:
        """Play on in the channel's game (unless its task runs already)."""
        task = self.tasks.get(channel_id)
        if task is None or task.done():
            self.tasks[channel_id] = asyncio.get_running_loop().create_task(
                self.play_on(channel_id))

    async def play_on(self, channel_id: int) -> None:
        """The moves that need nobody: forced ones at once, each AI move after ``ai_delay``
        (so a page can be seen to follow), each under the channel's lock."""
        moves = self.service.moves
        try:
            while True:
                thought = None
                if not moves.forced_pending(channel_id):
                    if not moves.ai_pending(channel_id):
                        return
                    if self.ai_delay:
                        await asyncio.sleep(self.ai_delay)
                    thought = await moves.ai_think(channel_id)
                async with self.service.tables.lock(channel_id):
                    step = (await moves.forced_step(channel_id)
                            or await moves.ai_step(channel_id, thought))
                if step is None:
                    return
        except Exception as exc:  # surfaced by the test, never swallowed
            self.problems.append(exc)
            raise

    async def settled(self, timeout: float = 60.0) -> None:
        """Every channel's playing on has stopped (it waits for a person, or the game is
        over); raises TimeoutError after ``timeout`` seconds."""
        async with asyncio.timeout(timeout):
            while any(not t.done() for t in self.tasks.values()):
                await asyncio.gather(*self.tasks.values(), return_exceptions=True)
        if self.problems:
            raise self.problems[0]

    async def close(self) -> None:
        for task in self.tasks.values():
            task.cancel()
        await asyncio.gather(*self.tasks.values(), return_exceptions=True)
        await self.web.stop()
        await self.service.close()


async def serve(path: Path, *, ai_delay: float = 0.0, ai_budget: float = 0.05) -> Served:
    """A started game service on ``path`` (a SQLite file) and its web table on a free port,
    the table told of every change as the bot's sender is (``service.on_sent``)."""
    service = GameService(await open_store(path), clock=Clock(), seed_source=lambda: SEED,
                          ai_budget_seconds=ai_budget)
    await service.start()
    served: Served | None = None

    async def act(table_id: int, seat: int, version: int, codes: list[str],
                  lang: str) -> str | None:
        assert served is not None
        return await served.act(table_id, seat, version, codes, lang)

    web = WebTable(Parts(service.tables, service.timers, service.store, LINKS, service.clock,
                         act, service.languages.of))
    service.on_sent = web.changed
    await web.start("127.0.0.1", 0)
    assert web.runner is not None
    served = Served(service, web, f"http://127.0.0.1:{web.runner.addresses[0][1]}",
                    ai_delay=ai_delay)
    return served


async def open_game(served: Served, channel_id: int, game: str, humans: list[str],
                    ais: int, level: str = "random", lang: str = "en",
                    play_on: bool = True) -> int:
    """A game of ``humans`` (user ids ``user_id(channel_id, n)``) and ``ais`` AI seats in the
    channel, started, the moves before the first person's played on; the table's id."""
    service = served.service
    host = user_id(channel_id, 0)
    await service.lobby.create(channel_id, GUILD, host, humans[0], game, lang=lang)
    for n, name in enumerate(humans[1:], start=1):
        await service.lobby.join(channel_id, user_id(channel_id, n), name)
    for _ in range(ais):
        await service.lobby.add_ai(channel_id, host, level)
    await service.lobby.start(channel_id, host)
    if play_on:
        served.kick(channel_id)
    return service.tables.open[channel_id].table.id


def user_id(channel_id: int, n: int) -> int:
    """The ``n``-th person's user id at the channel's table (one set per channel)."""
    return 1000 * channel_id + n + 1
