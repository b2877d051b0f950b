"""``wildtable`` (or ``python -m bot``): load the settings, open the database, run the bot."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys

from bot.config import Config, ConfigError, load_config

NO_TOKEN = """\
WildTable needs a Discord bot token, and none was found.

  1. Create a bot at https://discord.com/developers/applications (New Application →
     Bot → Reset Token) and copy its token. Invite it with the scopes "bot" and
     "applications.commands" (OAuth2 → URL Generator).
  2. Then either
       cp config.example.toml config.toml   and put the token in [discord] token = "..."
     or
       export DISCORD_TOKEN=...             (this wins over the file)
  3. Run  wildtable  again (or  wildtable --config path/to/config.toml).
"""


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="wildtable", description=__doc__)
    parser.add_argument("--config", help="settings file (default: config.toml, or "
                        "$WILDTABLE_CONFIG)")
    parser.add_argument("--log-level", default="INFO", help="DEBUG, INFO, WARNING, ...")
    return parser.parse_args(argv)


async def run(config: Config) -> None:
    """Open the service and run the Discord client until it stops; always close the DB."""
    from bot.client import build_bot
    from bot.service import GameService

    service = await GameService.open(config)
    try:
        bot = build_bot(config, service, clock=service.clock)
        async with bot:
            await bot.start(config.token)
    finally:
        await service.close()


def main(argv: list[str] | None = None) -> int:
    """Console entry point; exit 2 with a plain explanation when the settings are unusable."""
    args = parse_args(argv)
    logging.basicConfig(level=args.log_level.upper(),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        config = load_config(args.config)
    except ConfigError as exc:
        print(f"wildtable: {exc}", file=sys.stderr)
        return 2
    if not config.has_token:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    import discord

    try:
        asyncio.run(run(config))
    except discord.LoginFailure:
        print("wildtable: Discord refused the token; copy it again from "
              "https://discord.com/developers/applications (Bot → Reset Token).",
              file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
