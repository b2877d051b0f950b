"""``/tournament …``: one ``commands.GroupCog``; each command hands over to
bot/ui/handlers/tournament.py. The cog also registers the sign-up buttons, listens for the end
of any game (a tournament's table may have ended) and, once connected, lets every open
tournament carry on (docs/tournaments.md)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.messages.controls.tournament import CheckinButton, SignupButton
from bot.ui.handlers.tournament import TournamentOps
from bot.ui.handlers.tournament_rounds import Rounds
from bot.ui.inputs import OPTIONS_HELP, game_suggestions

FORMATS = [app_commands.Choice(name="Swiss", value="swiss"),
           app_commands.Choice(name="knockout", value="knockout"),
           app_commands.Choice(name="round robin", value="roundrobin")]
SEEDING = [app_commands.Choice(name="by rating", value="rating"),
           app_commands.Choice(name="by hand (/tournament seed)", value="hand")]
ODD = [app_commands.Choice(name="an AI seat fills the table", value="seat"),
       app_commands.Choice(name="a bye (sits the round out)", value="bye")]
NO_SHOW = [app_commands.Choice(name="dropped from the tournament", value="drop"),
           app_commands.Choice(name="an AI plays in their place", value="replace")]


@app_commands.guild_only()
class TournamentCommands(commands.GroupCog, name="tournament", group_name="tournament",
                         group_description="Tournaments: one per channel"):
    def __init__(self, client: Any) -> None:
        self.client = client
        self.resumed = False
        super().__init__()

    async def cog_load(self) -> None:
        ctx = self.client.handlers.ctx
        self.rounds = Rounds(ctx, self.client)
        self.ops = TournamentOps(ctx, self.rounds)
        self.client.add_dynamic_items(SignupButton, CheckinButton)
        self.client.service.on_ended = self.rounds.ended
        self.client.service.tournaments.on_lost = self.rounds.lost

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        if not self.resumed:
            self.resumed = True
            self.client.spawn(self.rounds.resume())

    @app_commands.command(name="new", description="Open a tournament for sign-up here")
    @app_commands.describe(game="Which game", format="Swiss, knockout or round robin",
                           rounds="Swiss: how many rounds",
                           table_size="Players per table",
                           turn_timer="Seconds per decision at the tables",
                           odd="When the players do not fill the tables",
                           options=OPTIONS_HELP,
                           start="Starts by itself: 20:00, 2026-11-28 20:00 or in 2h (UTC)",
                           checkin="Minutes to check in before each round (0: no check-in)",
                           no_show="Who does not check in in time",
                           seeding="Seeds by rating, or the order /tournament seed gives")
    @app_commands.choices(format=FORMATS, odd=ODD, no_show=NO_SHOW, seeding=SEEDING)
    async def new(self, interaction: discord.Interaction, game: str, format: str,
                  rounds: app_commands.Range[int, 1, 12] | None = None,
                  table_size: app_commands.Range[int, 2, 8] | None = None,
                  turn_timer: app_commands.Range[int, 10, 7 * 24 * 3600] | None = None,
                  odd: str | None = None, options: str | None = None,
                  start: str | None = None,
                  checkin: app_commands.Range[int, 0, 60] | None = None,
                  no_show: str | None = None, seeding: str | None = None) -> None:
        await self.ops.new(interaction, game, format, rounds, table_size, turn_timer, odd,
                           options, start, checkin, no_show, seeding)

    @new.autocomplete("game")
    async def new_game(self, interaction: discord.Interaction, current: str
                       ) -> list[app_commands.Choice[str]]:
        return game_suggestions(current)

    @app_commands.command(name="join", description="Sign up for this channel's tournament")
    async def join(self, interaction: discord.Interaction) -> None:
        await self.ops.join(interaction)

    @app_commands.command(name="leave", description="Leave the tournament (drop out)")
    async def leave(self, interaction: discord.Interaction) -> None:
        await self.ops.leave(interaction)

    @app_commands.command(name="start", description="Start the tournament (organiser)")
    async def start(self, interaction: discord.Interaction) -> None:
        await self.ops.start(interaction)

    @app_commands.command(name="standings", description="The tournament's standings")
    async def standings(self, interaction: discord.Interaction) -> None:
        await self.ops.standings(interaction)

    @app_commands.command(name="seed", description="Set the seed order by hand (organiser)")
    @app_commands.describe(order="Mentions or names, best seed first, separated by commas")
    async def seed(self, interaction: discord.Interaction, order: str) -> None:
        await self.ops.seed(interaction, order)

    @app_commands.command(name="result", description="Enter a table's result (organiser)")
    @app_commands.describe(placing="Mentions or names, first place first",
                           table="The table's number (in its thread: that table)",
                           round="The round (default: the current one)")
    async def result(self, interaction: discord.Interaction, placing: str,
                     table: app_commands.Range[int, 1, 64] | None = None,
                     round: app_commands.Range[int, 1, 64] | None = None) -> None:
        await self.ops.result(interaction, placing, table, round)

    @app_commands.command(name="history", description="This server's past tournaments")
    async def history(self, interaction: discord.Interaction) -> None:
        await self.ops.history(interaction)

    @app_commands.command(name="drop", description="Drop a player (organiser)")
    @app_commands.describe(player="Who leaves the tournament")
    async def drop(self, interaction: discord.Interaction, player: discord.User) -> None:
        await self.ops.drop(interaction, player)

    @app_commands.command(name="replace", description="An AI plays on for a player (organiser)")
    @app_commands.describe(player="Whose place an AI takes")
    async def replace(self, interaction: discord.Interaction, player: discord.User) -> None:
        await self.ops.drop(interaction, player, ai=True)

    @app_commands.command(name="pause", description="No new round until resumed (organiser)")
    async def pause(self, interaction: discord.Interaction) -> None:
        await self.ops.pause(interaction, True)

    @app_commands.command(name="resume", description="Go on with the rounds (organiser)")
    async def resume(self, interaction: discord.Interaction) -> None:
        await self.ops.pause(interaction, False)

    @app_commands.command(name="cancel", description="Cancel the tournament (organiser)")
    async def cancel(self, interaction: discord.Interaction) -> None:
        await self.ops.cancel(interaction)

    @app_commands.command(name="reopen",
                          description="Open a table whose thread was lost again (organiser)")
    @app_commands.describe(table="The table's number in this round")
    async def reopen(self, interaction: discord.Interaction,
                     table: app_commands.Range[int, 1, 64]) -> None:
        await self.ops.reopen(interaction, table)
