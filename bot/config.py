"""The bot's settings: ``config.toml`` (see ``config.example.toml``) plus ``DISCORD_TOKEN``.

Every key is optional; a missing file means all defaults. A malformed file, an unknown key or a
value of the wrong type stops the bot with one sentence naming the key, because a typo that
silently falls back to a default (``turn_timer = 60`` instead of ``turn_timer_seconds``) is
worse than a refusal to start.
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from bot.core import shards
from bot.core.settings import IDLE_LIMIT, IDLE_REMINDER, MAX_IDLE, MIN_IDLE
from bot.store.rows import redact
from engine.ai import DEFAULT_LEVEL
from engine.ai import LEVELS as AI_LEVELS

FALLBACKS = ("ai", "pass")


class ConfigError(Exception):
    """The configuration cannot be used; the message is one sentence naming the key."""


@dataclass(frozen=True)
class Config:
    """All settings, flattened; ``SECTIONS`` says which TOML table holds which key."""

    token: str = ""
    guild_ids: tuple[int, ...] = ()
    shards: str = ""          # this process's shard ids, e.g. "0-3" ("" = every shard)
    shard_count: int = 1
    shard_taken: str = "wait"  # a shard another process holds: "wait" for it, or "stop"
    database: str = "wildtable.sqlite3"
    url: str = ""
    turn_timer_seconds: float = 0.0
    reminder_seconds: float = 0.0
    timeout_fallback: str = "ai"
    idle_reminder_seconds: float = IDLE_REMINDER
    idle_limit_seconds: float = IDLE_LIMIT
    ai_delay_seconds: float = 1.5
    ai_level: str = DEFAULT_LEVEL
    ai_budget_seconds: float = 0.5
    ai_processes: int = 2  # as the pictures: a burst of AI seats waits half as long
    render_processes: int = 2
    min_games: int = 3
    public_url: str = ""        # [web]: the web table's public address ("" = no web table)
    listen: str = "127.0.0.1"   # [web]: the address the web server listens on
    port: int = 8080
    secret: str = ""            # [web]: signs the links ("" = derived from the token)
    source: str = field(default="", compare=False)

    @property
    def shard_ids(self) -> tuple[int, ...]:
        """The shards this process serves (checked when the config was read)."""
        if not self.shards:
            return tuple(range(self.shard_count))
        return shards.parse(self.shards, self.shard_count)

    @property
    def sharded(self) -> bool:
        """Discord's sharding is on: more than one shard, or a part of them."""
        return self.shard_count > 1 or bool(self.shards)

    @property
    def has_token(self) -> bool:
        return bool(self.token.strip())

    @property
    def storage_target(self) -> str:
        """What ``bot.store.open_store`` opens: the PostgreSQL address, else the SQLite file."""
        return self.url or self.database

    def __repr__(self) -> str:
        """Every setting but the secrets: the token and a database password never reach a
        log or a traceback through a repr."""
        shown = {f.name: getattr(self, f.name) for f in fields(self)}
        shown["token"] = "***" if self.token else ""
        shown["url"] = redact(self.url)
        shown["secret"] = "***" if self.secret else ""
        return f"Config({', '.join(f'{k}={v!r}' for k, v in shown.items())})"


SECTIONS: dict[str, tuple[str, ...]] = {
    "discord": ("token", "guild_ids", "shards", "shard_count", "shard_taken"),
    "storage": ("database", "url"),
    "games": ("turn_timer_seconds", "reminder_seconds", "timeout_fallback",
              "idle_reminder_seconds", "idle_limit_seconds", "ai_delay_seconds",
              "ai_level", "ai_budget_seconds", "ai_processes"),
    "pictures": ("render_processes",),
    "history": ("min_games",),
    "web": ("public_url", "listen", "port", "secret"),
}


def _check(key: str, value: Any) -> Any:
    """Type-check and normalise one value; raise ConfigError naming the key."""
    name = next(f"[{s}] {key}" for s, keys in SECTIONS.items() if key in keys)
    if key == "shard_count":
        if isinstance(value, bool) or not isinstance(value, int) or \
                not 1 <= value <= shards.MAX_SHARDS:
            raise ConfigError(f"{name} must be a whole number from 1 to {shards.MAX_SHARDS}, "
                              f"not {value!r}.")
        return value
    if key in ("token", "database", "url", "timeout_fallback", "ai_level", "shards",
               "shard_taken"):
        if not isinstance(value, str):
            raise ConfigError(f"{name} must be a text in quotes, not {value!r}.")
        if key == "shard_taken" and value not in ("wait", "stop"):
            raise ConfigError(f"{name} must be \"wait\" or \"stop\", not {value!r}.")
        if key == "timeout_fallback" and value not in FALLBACKS:
            raise ConfigError(f"{name} must be one of {', '.join(FALLBACKS)}, not {value!r}.")
        if key == "ai_level" and value not in AI_LEVELS:
            raise ConfigError(f"{name} must be one of {', '.join(AI_LEVELS)}, not {value!r}.")
        if key == "database" and not value.strip():
            raise ConfigError(f"{name} must name a file, not be empty.")
        if key == "url" and value and not _is_postgres_url(value):
            raise ConfigError(f"{name} must be a PostgreSQL address such as "
                              f"\"postgresql://user@host/wildtable\", not {redact(value)!r}.")
        return value
    if key == "guild_ids":
        if not isinstance(value, list) or not all(
                isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in value):
            raise ConfigError(f"{name} must be a list of server ids (whole numbers), "
                              f"not {value!r}.")
        return tuple(value)
    if key == "min_games":
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 1000:
            raise ConfigError(f"{name} must be a whole number from 1 to 1000, not {value!r}.")
        return value
    if key in ("public_url", "listen", "secret"):
        if not isinstance(value, str):
            raise ConfigError(f"{name} must be a text in quotes, not {value!r}.")
        if key == "public_url" and value and (
                urlsplit(value).scheme not in ("http", "https") or not urlsplit(value).netloc):
            raise ConfigError(f"{name} must be an address such as \"https://table.example.org\""
                              f", not {value!r}.")
        return value.rstrip("/") if key == "public_url" else value
    if key == "port":
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 65535:
            raise ConfigError(f"{name} must be a port number from 1 to 65535 (0: any free "
                              f"one), not {value!r}.")
        return value
    if key in ("render_processes", "ai_processes"):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 16:
            raise ConfigError(f"{name} must be a whole number from 0 to 16, not {value!r}.")
        return value
    # the remaining keys are durations in seconds
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ConfigError(f"{name} must be a number of seconds, not {value!r}.")
    if value < 0:
        raise ConfigError(f"{name} must not be negative (it is {value}).")
    return float(value)


def checked_shards(config: Config) -> Config:
    """The config, or a refusal naming the shard setting that does not fit the count."""
    try:
        config.shard_ids  # noqa: B018 - parses and checks
    except ValueError as exc:
        raise ConfigError(f"[discord] {exc}.") from None
    return config


def _is_postgres_url(value: str) -> bool:
    try:
        parts = urlsplit(value)
        parts.port  # noqa: B018 - raises ValueError on a port that is not a number
    except ValueError:
        return False
    return parts.scheme in ("postgresql", "postgres") and bool(parts.netloc or parts.query
                                                                or parts.path.strip("/"))


def parse_config(data: Mapping[str, Any], *, env: Mapping[str, str] | None = None,
                 base_dir: Path | None = None, source: str = "") -> Config:
    """Build a Config from parsed TOML; ``DISCORD_TOKEN`` in ``env`` wins over the file."""
    values: dict[str, Any] = {}
    for section, body in data.items():
        if section not in SECTIONS:
            raise ConfigError(f"[{section}] is not a known section "
                              f"(known: {', '.join(SECTIONS)}).")
        if not isinstance(body, Mapping):
            raise ConfigError(f"{section} must be a [{section}] table, not a single value.")
        for key, value in body.items():
            if key not in SECTIONS[section]:
                raise ConfigError(f"[{section}] {key} is not a known setting "
                                  f"(known: {', '.join(SECTIONS[section])}).")
            values[key] = _check(key, value)
    env = os.environ if env is None else env
    if env.get("DISCORD_TOKEN", "").strip():
        values["token"] = env["DISCORD_TOKEN"].strip()
    if env.get("WILDTABLE_WEB_URL", "").strip():  # ./scripts/run --web: a try-out on this machine
        values["public_url"] = _check("public_url", env["WILDTABLE_WEB_URL"].strip())
    config = Config(**values, source=source)
    checked_shards(config)
    timer, reminder = config.turn_timer_seconds, config.reminder_seconds
    if timer and reminder >= timer:
        raise ConfigError(f"[games] reminder_seconds ({reminder:g}) must be shorter than "
                          f"[games] turn_timer_seconds ({timer:g}).")
    idle, nudge = config.idle_limit_seconds, config.idle_reminder_seconds
    if not MIN_IDLE <= idle <= MAX_IDLE or not 0 < nudge < idle:
        raise ConfigError(f"[games] idle_limit_seconds must be from {MIN_IDLE} to {MAX_IDLE} "
                          f"(it is {idle:g}) and idle_reminder_seconds more than 0 and shorter "
                          f"(it is {nudge:g}): no table may wait forever.")
    database = Path(config.database).expanduser()
    if base_dir is not None and not database.is_absolute() and config.database != ":memory:":
        database = base_dir / database
        config = replace(config, database=str(database))
    return config


def load_config(path: str | Path | None = None, *, env: Mapping[str, str] | None = None
                ) -> Config:
    """Read ``path`` (default: ``$WILDTABLE_CONFIG`` or ``config.toml`` in the working
    directory). A missing file gives the defaults; the database path is relative to the file."""
    env = os.environ if env is None else env
    path = Path(path or env.get("WILDTABLE_CONFIG") or "config.toml")
    if not path.exists():
        return parse_config({}, env=env, base_dir=path.parent, source="")
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path} is not valid TOML: {exc}.") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path} cannot be read: {exc}.") from None
    return parse_config(data, env=env, base_dir=path.parent, source=str(path))

