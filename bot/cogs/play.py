"""``/game play <choice>`` and ``/game hand``: every decision is typeable, and the panel is
reachable in the channel (ephemeral) for players whose DMs are closed."""

from __future__ import annotations

import re

import discord
from discord import app_commands

from bot.cogs import GameCog
from bot.service import GameService, Hand, UserError
from bot.views import b36, unb36

CHOICE_VALUE = re.compile(r"(?P<ver>[0-9a-z]{1,13}):(?P<code>\S{1,60})")
MAX_CHOICES = 25


def choice_value(version: int, code: str) -> str:
    """An autocomplete value carries the version it was offered at, so a stale pick is
    refused like a stale button."""
    return f"{b36(version)}:{code}"


def parse_choice(text: str, actions: list[tuple[str, str]]) -> tuple[int | None, str]:
    """``(version, code)`` from an autocompleted value, or from a typed label/code (version
    None: the current one). ``actions`` are ``(code, label)`` pairs of the legal choices."""
    match = CHOICE_VALUE.fullmatch(text.strip())
    if match and any(code == match["code"] for code, _ in actions):
        return unb36(match["ver"]), match["code"]
    wanted = text.strip().lower()
    for code, label in actions:
        if wanted in (code.lower(), label.lower()):
            return None, code
    starts = [code for code, label in actions if label.lower().startswith(wanted)]
    if len(starts) == 1:
        return None, starts[0]
    if match:  # a well-formed value whose code is not legal now: let the service say why
        return unb36(match["ver"]), match["code"]
    raise UserError("That is not one of your choices now; pick one of the suggestions.")


def due_hands(service: GameService, user_id: int) -> list[Hand]:
    """The user's seats that must act now, one per game (for ``/game play`` in a DM)."""
    out = []
    for table in service.tables():
        if table.status != "playing" or table.seat_of(user_id) is None:
            continue
        try:
            hand = service.hand(table.channel_id, user_id)
        except UserError:
            continue
        if hand.must_act:
            out.append(hand)
    return out


def game_channel(service: GameService, interaction: discord.Interaction,
                 game: str | None) -> int:
    """Which game ``/game play`` acts in: the ``game`` option when given; in a server
    channel, that channel's game; in a DM (no channel context), the one game where the
    user's seat must act, or a refusal naming the channels when there are several."""
    if game:
        if not game.strip().isdigit():
            raise UserError("Pick the game from the suggestions of the `game` option.")
        return int(game)
    if interaction.guild_id is not None:
        return interaction.channel_id or 0
    due = due_hands(service, interaction.user.id)
    if not due:
        raise UserError("None of your games waits for your decision right now.")
    if len(due) > 1:
        names = ", ".join(f"<#{h.channel_id}>" for h in due[:10])
        raise UserError(f"Several of your games wait for you ({names}); pick one with the "
                        "`game` option.")
    return due[0].channel_id


class Play(GameCog):
    @app_commands.command(name="play", description="Make your decision by typing it")
    @app_commands.describe(choice="Start typing; the legal choices are suggested",
                           game="In a DM: the game to act in (when several wait for you)")
    async def play(self, interaction: discord.Interaction, choice: str,
                   game: str | None = None) -> None:
        channel_id = game_channel(self.service, interaction, game)
        hand = self.service.hand(channel_id, interaction.user.id)
        version, code = parse_choice(choice, [(a.code, a.label) for a in hand.actions])
        await self.flow.play_typed(interaction, channel_id, version, code)

    @play.autocomplete("game")
    async def play_games(self, interaction: discord.Interaction, current: str
                         ) -> list[app_commands.Choice[str]]:
        """The user's games that wait for a decision, named by channel and title."""
        typed = current.strip().lower()
        out = []
        for hand in due_hands(self.service, interaction.user.id):
            table = self.service.table(hand.channel_id)
            channel = self.bot.get_channel(hand.channel_id)
            where = f"#{getattr(channel, 'name', hand.channel_id)}"
            name = f"{where} · {table.title if table else hand.game}"
            if typed and typed not in name.lower():
                continue
            out.append(app_commands.Choice(name=name[:100], value=str(hand.channel_id)))
        return out[:MAX_CHOICES]

    @play.autocomplete("choice")
    async def play_choices(self, interaction: discord.Interaction, current: str
                           ) -> list[app_commands.Choice[str]]:
        game = getattr(interaction.namespace, "game", None)
        try:
            channel_id = game_channel(self.service, interaction, game)
            hand = self.service.hand(channel_id, interaction.user.id)
        except UserError:
            return []
        if not hand.must_act:
            return []
        typed = current.strip().lower()
        out = []
        for action in hand.actions:
            label = action.label or action.code
            if typed and typed not in label.lower() and typed not in action.code.lower():
                continue
            name = f"{action.group}: {label}" if action.group else label
            out.append(app_commands.Choice(name=name[:100],
                                           value=choice_value(hand.version, action.code)))
            if len(out) == MAX_CHOICES:
                break
        return out

    @app_commands.command(name="hand", description="Your hand and controls, only for you")
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction) -> None:
        await self.flow.on_hand(interaction, interaction.channel_id or 0)


async def setup(bot: discord.ext.commands.Bot) -> None:
    await bot.add_cog(Play(bot))  # type: ignore[arg-type]
