"""What every operation shares: the bot's parts, one lock per channel, and how an operation
acknowledges its interaction.

The channel's one lock (``Tables.lock``, the core's) keeps a channel's operations and their
messages strictly one after another: an operation holds it across the core's change and the
answer to its interaction, and the core's steps inside take it again. A button on a message
is acknowledged as an update of that message (a move's click by the update itself, unless
it is slow: ``bot.ui.answers``); a slash command with a thinking reply, ephemeral unless its
answer is for everyone. A refusal after a public acknowledgement still reaches only its
user (``bot.messages.errors.reply``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import discord

from bot.core.models import UserError
from bot.core.service import GameService
from bot.core.tables import ChannelLock
from bot.messages.compose import Composer
from bot.messages.pacing import Delivery
from bot.messages.render import Renderer
from bot.messages.sender import Sender
from bot.ui.answers import defer
from bot.ui.autoplay import Autoplay
from bot.ui.signup import Signup
from words import language


@dataclass
class Context:
    """The parts the handlers work with."""

    service: GameService
    sender: Sender
    signup: Signup
    delivery: Delivery
    autoplay: Autoplay
    renderer: Renderer
    rearm: Callable[[], None]
    composer: Composer

    def lock(self, channel_id: int) -> ChannelLock:
        """The channel's lock: its changes and messages in order."""
        return self.service.tables.lock(channel_id)


def is_button(interaction: discord.Interaction) -> bool:
    """A click on a message's control (or a modal opened from one): answered by updating
    that message."""
    if interaction.type is discord.InteractionType.component:
        return True
    return (interaction.type is discord.InteractionType.modal_submit
            and interaction.message is not None)


async def ack(interaction: discord.Interaction, *, public: bool = False) -> None:
    """Acknowledge within Discord's 3 seconds: a button as an update of its message, a command
    with a thinking reply (``public`` for everyone, else only its user). A click another
    process deferred for us (bot/messages/forwarding.py) is acknowledged already."""
    if interaction.response.is_done():
        return
    if is_button(interaction):
        await defer(interaction)
    else:
        interaction.extras["public"] = public
        await defer(interaction, ephemeral=not public, thinking=True)


async def say(interaction: discord.Interaction, text: str, *, public: bool = False,
              view: discord.ui.View | None = None) -> discord.Message | None:
    """A command's answer (after ``ack``); buttons answer by their message's update."""
    if is_button(interaction):
        return None
    kwargs = {} if view is None else {"view": view}
    message = await interaction.followup.send(
        text, ephemeral=not public, wait=True,
        allowed_mentions=discord.AllowedMentions.none(), **kwargs)
    interaction.extras["public"] = False  # answered: a later refusal must not delete it
    return message


def lang(interaction: discord.Interaction) -> str:
    """The language of the person who clicked or typed (their Discord client's; docs/i18n.md)."""
    return language(interaction.locale)


def in_guild(interaction: discord.Interaction) -> int:
    """The channel of a server-only operation (a DM has no table)."""
    if interaction.guild_id is None or interaction.channel_id is None:
        raise UserError("bot-common-command-works-server-channel")
    return interaction.channel_id
