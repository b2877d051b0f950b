"""Reaching a person through their own recent click.

A click in the bot's DM comes with an interaction token that Discord honours for 15 minutes:
through it the bot may edit the clicked message and post (and edit) follow-ups in that DM, and
those requests are interaction requests, which do not count against the bot's global limit of
50 a second (docs/discord.md, "Rate limits"). The decisions of a game pass between a few
people within minutes, so the next panel of someone who clicked lately costs no request of the
bot's own (docs/performance.md); ``Delivery`` asks here first and uses its own requests
otherwise.

Tokens are secrets valid for minutes: kept in memory only, never stored or logged. A restart,
an expiry or a refusal simply falls back to the bot's own requests. Only tokens that can post
are kept (a click, a modal submit, a slash command: an autocomplete's token takes no
follow-up, and three keystrokes would push out the click's), and only for as long as Discord
honours them: 15 minutes from the interaction's creation (its snowflake), not from when this
process saw it (a forwarded click arrives late), less a margin for the request in flight.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import discord

log = logging.getLogger(__name__)

LIFE = 15 * 60.0  # Discord honours an interaction's token for 15 minutes from its creation
MARGIN = 60.0     # ... of which the last minute is not used (clock skew, a slow request)
KEPT = 3          # tokens kept per person (each edits its own messages)
USABLE = (discord.InteractionType.component, discord.InteractionType.modal_submit,
          discord.InteractionType.application_command)


def expires(interaction: discord.Interaction) -> float:
    """When the bot stops using ``interaction``'s token (epoch seconds)."""
    return discord.utils.snowflake_time(interaction.id).timestamp() + LIFE - MARGIN


@dataclass
class Token:
    """One interaction's follow-up webhook and the messages it may edit."""

    webhook: discord.Webhook
    until: float
    messages: set[int] = field(default_factory=set)


class Reach:
    """The recent DM interactions of each person, newest first."""

    def __init__(self, clock: Callable[[], float],
                 dm_channel: Callable[[int], int | None]) -> None:
        self.clock = clock
        self.dm_channel = dm_channel  # the user's DM channel with the bot, if known
        self.tokens: dict[int, list[Token]] = {}

    def remember(self, interaction: discord.Interaction) -> None:
        """Keep the token of an interaction in the user's DM with the bot (not a DM between
        users, where a user-installed command may run: follow-ups would go there)."""
        user_id = interaction.user.id
        if interaction.type not in USABLE or interaction.guild_id is not None or \
                interaction.channel_id is None or \
                interaction.channel_id != self.dm_channel(user_id):
            return
        until = expires(interaction)
        if until <= self.clock():
            return
        clicked = {interaction.message.id} if interaction.message is not None else set()
        kept = [t for t in self.tokens.get(user_id, []) if t.until > self.clock()]
        self.tokens[user_id] = [Token(interaction.followup, until, clicked), *kept][:KEPT]

    def _fresh(self, user_id: int) -> list[Token]:
        kept = [t for t in self.tokens.get(user_id, []) if t.until > self.clock()]
        if kept:
            self.tokens[user_id] = kept
        else:
            self.tokens.pop(user_id, None)
        return kept

    async def send(self, user_id: int, **send: Any) -> discord.Message | None:
        """A new DM as a follow-up of the user's newest interaction; None if there is none
        (or Discord refused it: the caller sends it itself). A follow-up takes no ``nonce``
        (Discord's webhooks have none): a crash between it and the store's record of it can
        repeat it (docs/deploy.md, "Faults")."""
        send.pop("nonce", None)
        for token in self._fresh(user_id)[:1]:
            try:
                message = await token.webhook.send(wait=True, **send)
            except discord.HTTPException as exc:
                self._drop(user_id, token, exc)
                return None
            token.messages.add(message.id)
            return message
        return None

    async def edit(self, user_id: int, message_id: int, **edit: Any) -> discord.Message | None:
        """Edit a DM through a token that made (or was clicked on) it; None if none can."""
        for token in self._fresh(user_id):
            if message_id not in token.messages:
                continue
            try:
                return await token.webhook.edit_message(message_id, **edit)
            except discord.HTTPException as exc:
                self._drop(user_id, token, exc)
                return None
        return None

    def _drop(self, user_id: int, token: Token, exc: discord.HTTPException) -> None:
        """A token Discord refused is not tried again (expired early, message gone)."""
        log.info("an interaction follow-up was refused (%s %s); using the bot's own requests",
                 exc.status, exc.code)
        self.tokens[user_id] = [t for t in self.tokens.get(user_id, []) if t is not token]
