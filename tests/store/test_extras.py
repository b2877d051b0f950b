"""PostgreSQL's driver is the optional extra ``postgres``: without asyncpg the bot still imports,
opens SQLite, and a ``postgresql://`` address ends the start with one line naming the extra
(status 2, no traceback)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.store import NO_ASYNCPG, StoreError, open_store

ROOT = Path(__file__).resolve().parents[2]
URL = "postgresql://wildtable@127.0.0.1:9/wildtable"  # never reached: asyncpg is missing


@pytest.fixture
def no_asyncpg(monkeypatch: pytest.MonkeyPatch) -> None:
    """As if the extra were not installed: importing asyncpg fails, and the PostgreSQL
    backend, if an earlier test imported it, is imported anew."""
    monkeypatch.setitem(sys.modules, "asyncpg", None)
    for name in ("bot.store.postgres", "bot.store.postgres_sql"):
        monkeypatch.delitem(sys.modules, name, raising=False)


async def test_a_postgres_address_without_asyncpg_names_the_extra(no_asyncpg: None) -> None:
    with pytest.raises(StoreError) as raised:
        await open_store(URL)
    assert str(raised.value) == 'PostgreSQL needs the "postgres" extra: pip install -e ' \
                               '".[postgres]"' == NO_ASYNCPG
    with pytest.raises(StoreError, match="postgres"):
        from bot.store import PostgresStore  # noqa: F401 - the lazy attribute says the same


async def test_sqlite_needs_no_asyncpg(no_asyncpg: None, tmp_path: Path) -> None:
    store = await open_store(tmp_path / "s.sqlite3")
    try:
        gid = await store.create_game(channel_id=1, guild_id=None, game="wildcards",
                                      host_id=1, options={}, seats=[], timer_seconds=0,
                                      now=1.0)
        assert (await store.game(gid)) is not None
    finally:
        await store.close()


def run_bot(tmp_path: Path, storage: str) -> subprocess.CompletedProcess[str]:
    """``wildtable --config FILE`` in a fresh interpreter where asyncpg cannot be imported."""
    config = tmp_path / "config.toml"
    config.write_text(f"[storage]\n{storage}\n")
    code = ("import sys; sys.modules['asyncpg'] = None\n"
            "from bot.__main__ import main\n"
            f"sys.exit(main(['--config', {str(config)!r}]))\n")
    env = {**os.environ, "DISCORD_TOKEN": "a.fake.token"}
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60)


def test_the_bot_says_so_in_one_line_and_exits_2(tmp_path: Path) -> None:
    done = run_bot(tmp_path, f'url = "{URL}"')
    assert done.returncode == 2, done.stderr
    assert done.stderr == f"wildtable: {NO_ASYNCPG}\n"
