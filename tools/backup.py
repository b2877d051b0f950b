"""A backup that restores (docs/deploy.md, "Backups"): ``python -m tools.backup DEST``.

SQLite: an online copy of the bot's database file through SQLite's backup API, safe while the
bot runs and writes (the copy is one consistent moment of the database: every move
acknowledged by then, with its outbox rows and timers; WAL included). To restore, stop the
bot, put the copy where ``[storage] database`` points, and start the bot: it resumes every
open game, delivers what was not sent and arms the timers again.

PostgreSQL: the database's own tool, ``pg_dump``, does the same; this prints the commands.

``--config`` names the bot's config.toml (default ``config.toml``), ``--database`` a SQLite
file directly.
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import sys
import time

from bot.config import ConfigError, load_config
from bot.store.rows import redact

PAGES = 256  # pages copied per step: the bot's writes go on between steps


def backup_sqlite(source: str, dest: str) -> int:
    """Copy the database at ``source`` to ``dest`` (replaced), owner-only; its pages."""
    if not os.path.exists(source):
        raise FileNotFoundError(f"no database at {source}")
    tmp = f"{dest}.partial"
    if os.path.exists(tmp):
        os.remove(tmp)
    src = sqlite3.connect(source, timeout=30.0)  # read only: the backup API never writes it
    try:
        out = sqlite3.connect(tmp)
        try:
            src.backup(out, pages=PAGES, sleep=0.005)
            pages = int(out.execute("PRAGMA page_count").fetchone()[0])
            check = out.execute("PRAGMA integrity_check").fetchone()[0]
            if check != "ok":
                raise sqlite3.DatabaseError(f"the copy failed its integrity check: {check}")
        finally:
            out.close()
    finally:
        src.close()
    os.chmod(tmp, 0o600)
    os.replace(tmp, dest)  # a half-written copy never takes the name
    return pages


def pg_instructions(url: str, dest: str) -> str:
    shown = redact(url)
    return (f"The bot's database is PostgreSQL ({shown}); back it up with its own tool,\n"
            f"while the bot runs (a consistent snapshot):\n\n"
            f"    pg_dump --format=custom --file={dest} '{shown}'\n\n"
            f"To restore: stop every bot process, then\n\n"
            f"    createdb wildtable_restored\n"
            f"    pg_restore --no-owner --dbname=wildtable_restored {dest}\n\n"
            f"point [storage] url at it and start the bots again.\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.backup",
                                     description="Back up the bot's database.")
    parser.add_argument("dest", help="the file to write (replaced if it exists)")
    parser.add_argument("--config", default="config.toml")
    parser.add_argument("--database", help="a SQLite database file (instead of --config)")
    args = parser.parse_args(argv)
    if args.database:
        url, source = "", args.database
    else:
        try:
            config = load_config(args.config)
        except ConfigError as exc:
            print(f"backup: {exc}", file=sys.stderr)
            return 2
        url, source = config.url, config.database
    if url:
        print(pg_instructions(url, args.dest))
        return 0
    started = time.monotonic()
    try:
        pages = backup_sqlite(source, args.dest)
    except (OSError, sqlite3.Error) as exc:
        print(f"backup: {exc}", file=sys.stderr)
        return 1
    print(f"backup: {source} → {args.dest} ({pages} pages, "
          f"{time.monotonic() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
