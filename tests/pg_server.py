"""A real, throw-away PostgreSQL server for the tests (a pytest plugin: tests/conftest.py
imports its fixtures and hook).

``pg_server`` (one per test session, so one per xdist worker) is either the server named by
``WILDTABLE_TEST_PG`` (an address whose user may create databases; left running), or one
started here from the installed server binaries: ``initdb`` + ``pg_ctl`` in a private temporary
folder, listening only on a unix socket in that folder, fsync off (it is thrown away), run as an
unprivileged user (initdb refuses root: as root the server runs as ``postgres`` or
``$WILDTABLE_PG_USER``). It is stopped and deleted at the end of the session.

``pg_url`` is a new, empty database per test (dropped afterwards): for the tests of what
happens to a database that was never opened. ``store_target`` runs a test once per backend: a
new SQLite file, or the worker's PostgreSQL database at the current schema emptied of every row
and every other connection (emptying costs milliseconds, creating a database most of a second);
``store`` is that store, open.

Without server binaries the PostgreSQL tests are skipped, and the summary says so in one line;
with ``WILDTABLE_REQUIRE_PG=1`` (CI) they fail instead.
"""

from __future__ import annotations

import asyncio
import glob
import itertools
import os
import pwd
import shutil
import subprocess
import tempfile
from collections.abc import AsyncIterator, Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import asyncpg
import pytest

from bot.store import Store, open_store, schema

SKIP_PREFIX = "PostgreSQL tests skipped: "
_names = itertools.count(1)


@dataclass
class PgServer:
    """A server the tests may create databases on; ``admin_url`` names its ``postgres`` db."""

    admin_url: str
    folder: Path | None = None   # set when started here (then stopped and deleted at the end)
    bindir: Path | None = None
    user: str | None = None

    def url(self, database: str) -> str:
        parts = urlsplit(self.admin_url)
        return urlunsplit(parts._replace(path=f"/{database}"))

    migrated: str | None = None  # a database at the current schema, emptied for each test

    def create_database(self) -> str:
        name = f"wt_{os.getpid()}_{next(_names)}"
        create = f'CREATE DATABASE "{name}"'
        try:  # copying the files is 4x faster than WAL_LOG, PostgreSQL 15's default
            _run_async(_on(self.admin_url, f"{create} STRATEGY FILE_COPY"))
        except asyncpg.PostgresSyntaxError:  # a server older than 15
            _run_async(_on(self.admin_url, create))
        return name

    def emptied_database(self) -> str:
        """The session's database at the current schema, as new: no other connection, no
        rows, no shard count chosen. Emptying takes milliseconds where creating a database
        takes most of a second on a busy machine."""
        if self.migrated is None:
            self.migrated = self.create_database()
        _run_async(_empty(self.url(self.migrated)))
        return self.migrated

    def drop_database(self, name: str) -> None:
        _run_async(_on(self.admin_url, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))

    def stop(self) -> None:
        if self.folder is None or self.bindir is None:
            if self.migrated is not None:
                self.drop_database(self.migrated)
            return
        _as_server_user([str(self.bindir / "pg_ctl"), "-D", str(self.folder / "data"),
                         "-m", "immediate", "-w", "stop"], self.user, check=False)
        shutil.rmtree(self.folder, ignore_errors=True)


async def _empty(url: str) -> None:
    """Bring a database to the current schema and empty it (what a test left is gone)."""
    await _on(url, "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                   " WHERE datname = current_database() AND pid <> pg_backend_pid()",
              schema.MIGRATIONS_TABLE,
              f"DELETE FROM schema_migrations WHERE version > {schema.VERSION}")
    tables = await _fetchval(url, "SELECT string_agg(quote_ident(tablename), ', ')"
                                  " FROM pg_tables WHERE schemaname = 'public'"
                                  " AND tablename <> 'schema_migrations'")
    if tables:  # every table of every migration, whoever added it
        await _on(url, f"TRUNCATE {tables} RESTART IDENTITY CASCADE")
    await (await open_store(url)).close()  # migrates a new database; then nothing to do
    await _on(url, "DELETE FROM meta")  # the shard count is the next opener's choice


async def _on(url: str, *statements: str) -> None:
    conn = await asyncpg.connect(url)
    try:
        for statement in statements:
            await conn.execute(statement)
    finally:
        await conn.close()


async def _fetchval(url: str, query: str) -> Any:
    conn = await asyncpg.connect(url)
    try:
        return await conn.fetchval(query)
    finally:
        await conn.close()


def _run_async(coroutine: Any) -> Any:
    """Run a coroutine to the end from sync code, even while a test's loop is running."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def find_bindir() -> Path | None:
    """``$WILDTABLE_PG_BIN``, else the newest ``/usr/lib/postgresql/*/bin`` with ``initdb``,
    else ``initdb`` on the PATH."""
    named = os.environ.get("WILDTABLE_PG_BIN")
    candidates = [Path(named)] if named else []
    candidates += sorted((Path(p) for p in glob.glob("/usr/lib/postgresql/*/bin")),
                         key=lambda p: int(p.parent.name) if p.parent.name.isdigit() else 0,
                         reverse=True)
    on_path = shutil.which("initdb")
    if on_path:
        candidates.append(Path(on_path).resolve().parent)
    return next((c for c in candidates if (c / "initdb").exists() and (c / "pg_ctl").exists()),
                None)


def _server_user() -> tuple[str | None, str | None]:
    """(user to run the server as, or None for ourselves; a reason it cannot run)."""
    if os.geteuid() != 0:
        return None, None
    name = os.environ.get("WILDTABLE_PG_USER", "postgres")
    try:
        pwd.getpwnam(name)
    except KeyError:
        return None, (f"running as root, and there is no '{name}' user to run the server as "
                      "(install Debian's postgresql package, or set WILDTABLE_PG_USER)")
    return name, None


def _as_server_user(args: list[str], user: str | None, *, check: bool = True
                    ) -> subprocess.CompletedProcess[str]:
    extra: dict[str, Any] = {}
    if user is not None:
        entry = pwd.getpwnam(user)
        extra = {"user": entry.pw_uid, "group": entry.pw_gid, "extra_groups": []}
    return subprocess.run(args, capture_output=True, text=True, check=check, cwd="/",
                          timeout=120, **extra)


def start_server() -> tuple[PgServer | None, str]:
    """The server to use, or None and the reason there is none."""
    named = os.environ.get("WILDTABLE_TEST_PG")
    if named:
        return PgServer(admin_url=named), f"using {named}"
    bindir = find_bindir()
    if bindir is None:
        return None, ("no PostgreSQL server binaries (initdb, pg_ctl) found; install Debian's "
                      "postgresql package or set WILDTABLE_TEST_PG")
    user, problem = _server_user()
    if problem:
        return None, problem
    folder = Path(tempfile.mkdtemp(prefix="wt-pg-"))
    if user is not None:
        entry = pwd.getpwnam(user)
        os.chown(folder, entry.pw_uid, entry.pw_gid)
    data = folder / "data"
    try:
        _as_server_user([str(bindir / "initdb"), "-D", str(data), "-U", "wildtable",
                         "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"], user)
        options = (f"-c listen_addresses= -c unix_socket_directories={folder} -c fsync=off"
                   " -c synchronous_commit=off -c full_page_writes=off -c max_connections=200")
        _as_server_user([str(bindir / "pg_ctl"), "-D", str(data), "-l",
                         str(folder / "server.log"), "-o", options, "-w", "start"], user)
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as exc:
        detail = getattr(exc, "stderr", "") or str(exc)
        shutil.rmtree(folder, ignore_errors=True)
        return None, f"the server did not start ({detail.strip().splitlines()[-1:]})"
    server = PgServer(admin_url=f"postgresql://wildtable@/postgres?host={folder}",
                      folder=folder, bindir=bindir, user=user)
    return server, f"started in {folder}"


def no_server(reason: str) -> None:
    """No PostgreSQL server can run here: its tests are skipped, in one line, unless CI
    requires them (``WILDTABLE_REQUIRE_PG``), where that is a failure."""
    if os.environ.get("WILDTABLE_REQUIRE_PG"):
        pytest.fail(f"PostgreSQL is required here (WILDTABLE_REQUIRE_PG): {reason}")
    pytest.skip(SKIP_PREFIX + reason)


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    server, reason = start_server()
    if server is None:
        no_server(reason)
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def pg_url(pg_server: PgServer) -> Iterator[str]:
    """A fresh, empty database on the test server."""
    name = pg_server.create_database()
    try:
        yield pg_server.url(name)
    finally:
        pg_server.drop_database(name)


@pytest.fixture(params=["sqlite", "postgres"])
def store_target(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """Run the test once per backend: a SQLite file path, or the address of a PostgreSQL
    database at the current schema with nothing in it (so its store opens at once)."""
    if request.param == "sqlite":
        yield str(tmp_path / "store.sqlite3")
        return
    server: PgServer = request.getfixturevalue("pg_server")
    yield server.url(server.emptied_database())


@pytest.fixture
async def store(store_target: str) -> AsyncIterator[Store]:
    opened = await open_store(store_target)
    try:
        yield opened
    finally:
        await opened.close()


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """One line when the PostgreSQL tests were skipped, so it never goes unnoticed."""
    reasons = set()
    count = 0
    for report in terminalreporter.stats.get("skipped", []):
        text = str(report.longrepr[-1]) if isinstance(report.longrepr, tuple) else ""
        if SKIP_PREFIX in text:
            count += 1
            reasons.add(text[text.index(SKIP_PREFIX) + len(SKIP_PREFIX):])
    if count:
        terminalreporter.write_line(
            f"{SKIP_PREFIX}{count} tests not run: {'; '.join(sorted(reasons))}", yellow=True)


async def shard_lock_holders(url: str, shards: Iterable[int]) -> dict[int, int]:
    """Shard → the server process (session) holding its advisory lock, seen from a connection
    of the test's own (``pg_locks`` splits an advisory lock's 64-bit key in two)."""
    import asyncpg

    from bot.store.rows import lock_key

    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch("SELECT classid, objid, pid FROM pg_locks"
                                " WHERE locktype = 'advisory' AND granted")
    finally:
        await conn.close()
    held = {(r["classid"] << 32) | r["objid"]: r["pid"] for r in rows}
    keys = {shard: lock_key(f"shard:{shard}") & 0xFFFFFFFFFFFFFFFF for shard in shards}
    return {shard: held[key] for shard, key in keys.items() if key in held}
