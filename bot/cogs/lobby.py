"""``/game new``, ``/game join``, ``/game leave``, ``/game start``: opening and filling a table.

The lobby message itself (with its Join · Leave · Add AI · Start · Cancel buttons) is drawn and
handled by ``bot.flow``; these commands are the typed way to do the same.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

import engine
from bot.cogs import GameCog
from bot.flow import started_text
from bot.service import UserError

GAME_CHOICES = [app_commands.Choice(name=title, value=name) for name, title in (
    ("wildlife", "WildLife"), ("wildcards", "Wild Cards"), ("evolution", "Evolution"))]

TRUE = {"on", "true", "yes", "y", "1"}
FALSE = {"off", "false", "no", "n", "0"}


def parse_options(game: str, text: str | None) -> dict[str, Any]:
    """``"leo, expert=off, players_hand=5"`` into typed options of ``game``; a bare key means
    on, ``no-key`` off. Unknown keys and bad values are refused with the known ones listed."""
    info = engine.GAMES.get(game)
    if info is None:
        raise UserError(f"{game} is not available yet.")
    out: dict[str, Any] = {}
    for raw in (text or "").replace(";", ",").split(","):
        for part in raw.split():
            if not part:
                continue
            key, sep, value = part.partition("=")
            key = key.strip().lower()
            if not sep:
                value = "off" if key.startswith(("no-", "!")) else "on"
                key = key.removeprefix("no-").removeprefix("!")
            spec = next((o for o in info.options if o.key.lower() == key), None)
            if spec is None:
                known = ", ".join(o.key for o in info.options) or "none"
                raise UserError(f"{info.title} has no option '{key}' (options: {known}).")
            out[spec.key] = convert(spec, value.strip())
    return out


def convert(spec: engine.Option, value: str) -> Any:
    """One option value from text, typed like the option's default."""
    if spec.choices:
        for choice in spec.choices:
            if str(choice).lower() == value.lower():
                return choice
        raise UserError(f"Option '{spec.key}' must be one of "
                        f"{', '.join(str(c) for c in spec.choices)}.")
    if isinstance(spec.default, bool):
        if value.lower() in TRUE:
            return True
        if value.lower() in FALSE:
            return False
        raise UserError(f"Option '{spec.key}' is on or off, not '{value}'.")
    if isinstance(spec.default, int):
        try:
            return int(value)
        except ValueError:
            raise UserError(f"Option '{spec.key}' must be a whole number.") from None
    if isinstance(spec.default, float):
        try:
            return float(value)
        except ValueError:
            raise UserError(f"Option '{spec.key}' must be a number.") from None
    return value


def option_suggestions(game: str, typed: str) -> list[app_commands.Choice[str]]:
    """Autocomplete for the options text: the typed part plus each option not used yet."""
    info = engine.GAMES.get(game)
    if info is None:
        return []
    done = typed.rstrip()
    used = {p.split("=")[0].strip().lower().removeprefix("no-")
            for p in done.replace(",", " ").split()}
    out = []
    for option in info.options:
        if option.key.lower() in used:
            continue
        value = "on" if isinstance(option.default, bool) and not option.default else (
            "off" if isinstance(option.default, bool) else str(option.default))
        text = (f"{done}, " if done else "") + f"{option.key}={value}"
        label = f"{text} — {option.label}"
        out.append(app_commands.Choice(name=label[:100], value=text[:100]))
    return out[:25]


class Lobby(GameCog):
    @app_commands.command(name="new", description="Open a table for a game in this channel")
    @app_commands.describe(game="Which game", options="Variants, e.g. 'leo' or 'expert=off'",
                           turn_timer="Seconds per decision (0 = no timer)")
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.guild_only()
    async def new(self, interaction: discord.Interaction, game: app_commands.Choice[str],
                  options: str | None = None,
                  turn_timer: app_commands.Range[int, 0, 7 * 24 * 3600] | None = None) -> None:
        parsed = parse_options(game.value, options)
        running = self.service.table(interaction.channel_id or 0)
        if running is not None:
            raise UserError(f"A game of {running.title} is already open in this channel; "
                            "finish or `/game cancel` it first (or open a thread).")
        await interaction.response.defer(thinking=True)
        table = await self.service.create(
            interaction.channel_id or 0, interaction.guild_id, interaction.user.id,
            interaction.user.display_name, game.value, parsed,
            None if turn_timer is None else float(turn_timer))
        message = await interaction.followup.send(
            content=_lobby(self, table), view=_lobby_view(table), wait=True,
            allowed_mentions=discord.AllowedMentions.none())
        await self.service.remember_message(table.channel_id, "lobby", message.id)
        await self.flow.greet(table, interaction.user.id)

    @new.autocomplete("options")
    async def new_options(self, interaction: discord.Interaction, current: str
                          ) -> list[app_commands.Choice[str]]:
        game = getattr(interaction.namespace, "game", None)
        return option_suggestions(str(game or ""), current)

    @app_commands.command(name="join", description="Take a seat (or take back your seat)")
    @app_commands.guild_only()
    async def join(self, interaction: discord.Interaction) -> None:
        channel_id = interaction.channel_id or 0
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.flow.lock(channel_id):
            table = await self.service.join(channel_id, interaction.user.id,
                                            interaction.user.display_name)
            if table.status == "lobby":
                await self.flow.show_lobby(table)
                await interaction.followup.send(f"You joined **{table.title}**.", ephemeral=True)
            else:
                seat = table.seat_of(interaction.user.id)
                await interaction.followup.send(
                    f"Welcome back to **{table.title}**: your seat is yours again.",
                    ephemeral=True)
                hand = self.service.hand(channel_id, interaction.user.id)
                if seat is not None and hand.must_act:
                    await self.flow.prompt_seat(table, seat, [])
        await self.flow.greet(table, interaction.user.id)

    @app_commands.command(name="leave", description="Leave the table (an AI takes your seat)")
    @app_commands.guild_only()
    async def leave(self, interaction: discord.Interaction) -> None:
        channel_id = interaction.channel_id or 0
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.flow.lock(channel_id):
            before = self.service.table(channel_id)
            table = await self.service.leave(channel_id, interaction.user.id)
            if before is not None and before.status == "playing":
                await interaction.followup.send(
                    "An AI plays your seat now; `/game join` takes it back.", ephemeral=True)
                await self.flow.delivery.post(
                    self.flow.channel(channel_id),
                    content=f"{interaction.user.display_name} left; an AI plays their seat.",
                    allowed_mentions=discord.AllowedMentions.none())
                await self.flow.close_panels(table, interaction.user.id)
                await self.flow.run_ai(channel_id)
            elif table.status == "cancelled":
                await self.flow.lobby_closed(table)
                await interaction.followup.send("You left; the empty lobby is closed.",
                                                ephemeral=True)
            else:
                await self.flow.show_lobby(table)
                await interaction.followup.send("You left the lobby.", ephemeral=True)

    @app_commands.command(name="start", description="Start the game (host)")
    @app_commands.guild_only()
    async def start(self, interaction: discord.Interaction) -> None:
        channel_id = interaction.channel_id or 0
        lobby = self.service.table(channel_id)
        if lobby is None or lobby.status != "lobby":
            raise UserError("There is no lobby to start in this channel.")
        if lobby.host_id != interaction.user.id:
            raise UserError("Only the host can start the game.")
        if not lobby.can_start:
            raise UserError(f"{lobby.title} needs {lobby.min_players}–{lobby.max_players} "
                            f"players; the lobby has {len(lobby.seats)}. Add an AI seat?")
        await interaction.response.defer(thinking=True)
        async with self.flow.lock(channel_id):
            outcome = await self.service.start_game(channel_id, interaction.user.id)
            table = self.service.table(channel_id)
            await interaction.followup.send(started_text(table),
                                            allowed_mentions=discord.AllowedMentions.none())
            if table is not None and "lobby" in table.messages:
                await self.flow.delivery.edit(
                    self.flow.channel(channel_id), table.messages["lobby"],
                    content=started_text(table), view=None,
                    allowed_mentions=discord.AllowedMentions.none())
            await self.flow.after(outcome, None)


def _lobby(cog: Lobby, table: Any) -> str:
    from bot.flow import lobby_text

    return lobby_text(table, cog.service.dm_ok)


def _lobby_view(table: Any) -> discord.ui.View:
    from bot.views import lobby_view

    return lobby_view(table.channel_id, table.id, table.can_start)


async def setup(bot: discord.ext.commands.Bot) -> None:
    await bot.add_cog(Lobby(bot))  # type: ignore[arg-type]
