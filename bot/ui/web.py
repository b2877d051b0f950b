"""The web table's place in the bot (docs/web.md): its links on the messages, its server
started with the bot, and a click on a seat's page taken down the path of a Discord click.

A web click is ``/game play`` without Discord: the seat's holder, the panel's version and
the channel's one lock, then the same ``Autoplay.after`` that publishes every move, so the
seat's DM panel and the channel follow the move exactly as they follow a click there. A
refusal is the sentence a Discord click would get, in the reader's language.
"""

from __future__ import annotations

import logging
from typing import Any

from bot.core.models import UserError
from bot.core.weblinks import WebLinks
from bot.messages.errors import sentence
from bot.messages.forwarding import Forwarder
from bot.ui.handlers.common import Context
from bot.web.server import Parts, WebTable
from words import say, tr

log = logging.getLogger(__name__)


def web_links(config: Any) -> WebLinks | None:
    """The links of the configured web table, or None when ``[web] public_url`` is unset.
    Signed with ``[web] secret``, else with a key derived from the bot's token."""
    base = str(getattr(config, "public_url", "") or "")
    if not base:
        return None
    secret = str(getattr(config, "secret", "") or "") or str(getattr(config, "token", "") or "")
    return WebLinks.derived(base, secret or "wildtable")


class WebClicks:
    """A seat's choice from its web page, made as a Discord click is made."""

    def __init__(self, ctx: Context, forwarder: Forwarder | None = None) -> None:
        self.ctx = ctx
        self.forwarder = forwarder  # several processes: a game another one holds

    async def act(self, table_id: int, seat: int, version: int, codes: list[str],
                  lang: str) -> str | None:
        """Make the choice; the sentence to show on the page (what was done, or why not)."""
        tables = self.ctx.service.tables
        game = next((g for g in tables.open.values() if g.table.id == table_id), None)
        if game is None or game.state is None:
            click = {"table": table_id, "seat": seat, "version": version, "codes": codes,
                     "lang": lang}
            if self.forwarder is not None and await self.forwarder.send_web_away(click):
                return tr(lang, "web-sent-on")
            return tr(lang, "web-not-playing-here")
        holder = game.table.seats[seat]
        if holder.user_id is None or holder.left:
            return sentence(UserError("bot-play-these-controls-belong-another"), lang)
        channel_id = game.table.channel_id
        try:
            async with self.ctx.lock(channel_id):
                outcomes = await self.ctx.service.moves.act_all(
                    channel_id, holder.user_id, version, seat, codes, table_id=table_id)
                await self.ctx.autoplay.after(outcomes, None)
        except UserError as exc:
            return sentence(exc, lang)
        action = outcomes[-1].action if outcomes else None
        label = say(lang, action.label) if action is not None else codes[-1]
        return tr(lang, "bot-done", choice=label or codes[-1])


    async def forwarded(self, click: dict[str, Any]) -> None:
        """A click of a web page another process served, for a game of this one."""
        said = await self.act(int(click["table"]), int(click["seat"]), int(click["version"]),
                              [str(c) for c in click["codes"]], str(click.get("lang", "en")))
        log.info("a forwarded web click: %s", said)


def web_table(ctx: Context, links: WebLinks, clicks: WebClicks) -> WebTable:
    """The server over the bot's own tables, timers and store."""
    service = ctx.service
    return WebTable(Parts(tables=service.tables, timers=service.timers, store=service.store,
                          links=links, clock=service.clock, act=clicks.act,
                          language_of=service.languages.of))
