"""``wildtable`` (or ``python -m bot``): load the settings, open the database, run the bot."""

from __future__ import annotations

import argparse
import asyncio
import logging
import math
import sys
from dataclasses import replace
from typing import Any

from bot.config import Config, ConfigError, checked_shards, load_config
from bot.core.shards import MAX_SHARDS

NO_TOKEN = """\
WildTable needs a Discord bot token, and none was found.

  1. Create a bot at https://discord.com/developers/applications (New Application →
     Bot → Reset Token) and copy its token. Invite it (OAuth2 → URL Generator) with the
     scopes "bot" and "applications.commands" and these permissions: View Channels,
     Send Messages, Send Messages in Threads, Create Public Threads, Attach Files,
     Read Message History.
  2. Then either
       cp config.example.toml config.toml   and put the token in [discord] token = "..."
     or
       export DISCORD_TOKEN=...             (this wins over the file)
  3. Run  ./scripts/run  again (it passes its arguments on: ./scripts/run --config FILE).
"""

#: libraries whose DEBUG output would show states, hands or tokens (SQL parameters,
#: request bodies, interaction URLs): they stay at INFO unless named with --debug-library
LIBRARIES = ("discord", "aiosqlite", "asyncio", "PIL")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="wildtable", description=__doc__)
    parser.add_argument("--config", help="settings file (default: config.toml, or "
                        "$WILDTABLE_CONFIG)")
    parser.add_argument("--log-level", default="INFO",
                        help="the bot's own log level: DEBUG, INFO, WARNING, ...")
    parser.add_argument("--shards", help="this process's shards, e.g. 0-3 (overrides "
                        "[discord] shards)")
    parser.add_argument("--shard-count", type=int, help="Discord shards in all (overrides "
                        "[discord] shard_count)")
    parser.add_argument("--debug-library", action="append", default=[], metavar="LOGGER",
                        help="also log this library at DEBUG (e.g. discord.http); beware: "
                        "library DEBUG output may show game states and tokens")
    return parser.parse_args(argv)


def setup_logging(level: str, libraries: list[str]) -> None:
    """Our DEBUG is ours: the root logger at ``level``, the libraries at INFO or above
    unless named (their DEBUG logs SQL parameters, request bodies and interaction URLs)."""
    logging.basicConfig(format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    root = logging.getLogger()
    root.setLevel(level.upper())
    for name in LIBRARIES:
        logging.getLogger(name).setLevel(max(logging.INFO, root.level))
    for name in libraries:
        logging.getLogger(name).setLevel(logging.DEBUG)


#: the gateway's close codes that no restart mends (docs/deploy.md, "Restarts"): 4004
#: authentication failed, 4010 invalid shard, 4011 sharding required, 4012 invalid API
#: version, 4013 invalid intents, 4014 disallowed intents
FATAL_CLOSES = {4004: "Discord refused the token at the gateway",
                4010: "Discord refused the shard ids (check --shards and --shard-count)",
                4011: "Discord requires this bot to be sharded (set [discord] shard_count)",
                4012: "Discord refused the gateway version",
                4013: "Discord refused the gateway intents",
                4014: "Discord refused the gateway intents (enable them in the developer "
                      "portal, or remove them)"}


class StartRefused(Exception):
    """A start that must not be tried again by a restart (exit status 2)."""


MARGIN = 0.10  # of the day's gateway starts kept for a start by hand once a loop is fixed


def starts_left(limit: dict[str, Any], shards: int) -> None:
    """Each start IDENTIFYs every shard, and Discord resets the token after its daily
    allowance (``session_start_limit``); a restart loop must stop before that, not after,
    and leave ``MARGIN`` of the day's starts for the start that follows its fix."""
    remaining = int(limit.get("remaining", shards))
    total = int(limit.get("total", remaining) or remaining)
    keep = math.ceil(total * MARGIN)
    if remaining - shards < keep:
        minutes = int(limit.get("reset_after", 0)) / 60000
        raise StartRefused(
            f"Discord allows {remaining} of {total} gateway starts for this token in the next "
            f"{minutes:.0f} minutes, this process needs {shards}, and the last "
            f"{MARGIN:.0%} ({keep}) are kept, so it does not start (Discord would reset the "
            "token); find why it keeps restarting, and start it again after that.")


async def run(config: Config) -> None:
    """Open the service and run the Discord client until it stops; always close the DB.
    Before connecting, the token's gateway starts left are checked (``starts_left``)."""
    import discord

    from bot.core.service import GameService
    from bot.ui.client import build_bot

    service = await GameService.open(config)
    try:
        bot = build_bot(config, service, clock=service.clock)
        async with bot:
            await bot.login(config.token)
            _, _, limit = await bot.http.get_bot_gateway()
            starts_left(dict(limit), len(config.shard_ids) if config.sharded else 1)
            try:
                await bot.connect()
            except discord.PrivilegedIntentsRequired:
                raise StartRefused(FATAL_CLOSES[4014]) from None
            except discord.ConnectionClosed as exc:
                if exc.code in FATAL_CLOSES:
                    raise StartRefused(f"{FATAL_CLOSES[exc.code]} (close code {exc.code})"
                                       ) from None
                raise
    finally:
        await service.close()


def with_flags(config: Config, args: argparse.Namespace) -> Config:
    """The command line's shard settings over the file's, checked together."""
    if args.shards is not None:
        config = replace(config, shards=args.shards)
    if args.shard_count is not None:
        if not 1 <= args.shard_count <= MAX_SHARDS:
            raise ConfigError(f"--shard-count must be from 1 to {MAX_SHARDS}.")
        config = replace(config, shard_count=args.shard_count)
    return checked_shards(config)


def main(argv: list[str] | None = None) -> int:
    """Console entry point; exit 2 with a plain explanation when the settings are unusable."""
    args = parse_args(argv)
    setup_logging(args.log_level, args.debug_library)
    try:
        config = with_flags(load_config(args.config), args)
    except ConfigError as exc:
        print(f"wildtable: {exc}", file=sys.stderr)
        return 2
    if not config.has_token:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    import aiohttp
    import discord

    from bot.store import StoreError

    try:
        asyncio.run(run(config))
    except (StoreError, StartRefused) as exc:  # e.g. another shard count than the database's
        print(f"wildtable: {exc}", file=sys.stderr)
        return 2
    except discord.LoginFailure:
        print("wildtable: Discord refused the token; copy it again from "
              "https://discord.com/developers/applications (Bot → Reset Token).",
              file=sys.stderr)
        return 2
    except (OSError, aiohttp.ClientError) as exc:
        print(f"wildtable: cannot reach Discord ({type(exc).__name__}); check the network "
              "connection and try again.", file=sys.stderr)
        return 3
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
