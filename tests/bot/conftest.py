"""Fixtures of the end-to-end tests of the Discord layer (helpers: tests/bot/support.py)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import discord
import pytest

from tests.bot import transport
from tests.bot.support import Harness
from tests.support import toy


@pytest.fixture(autouse=True)
def discord_http(monkeypatch: pytest.MonkeyPatch) -> None:
    """discord.py's own HTTP client (and its retries) runs over SimCord in every test."""
    transport.install(monkeypatch)


@pytest.fixture(scope="session", autouse=True)
def catalogs_loaded() -> None:
    """Each worker parses the three languages' catalogs once, before its first test: the bot
    reads them all when it syncs its commands on attach, and that first parse (about 1.5 s,
    six times that on a loaded machine) would otherwise fall in SimCord's fixed 5 s attach
    wait, which no test option can lengthen."""
    import words

    for lang in words.LANGUAGES:
        words.bundle(lang)


@pytest.fixture(params=["sqlite", "postgres"])
async def harness(tmp_path: Any, request: pytest.FixtureRequest) -> Any:
    """The bot's store: every end-to-end test runs on a SQLite file and on a PostgreSQL
    database (tests/pg_server.py), unless marked ``sqlite_only`` (it reads the file)."""
    url = ""
    if request.param == "postgres":
        if request.node.get_closest_marker("sqlite_only") is not None:
            pytest.skip("reads the SQLite file itself")
        if request.node.get_closest_marker("any_store") is not None:
            pytest.skip("what it checks does not depend on the store (run on SQLite)")
        server = request.getfixturevalue("pg_server")
        url = server.url(server.emptied_database())
    marker = request.node.get_closest_marker("bot_settings")
    h = Harness(str(tmp_path / "wildtable.sqlite3"), url=url,
                settings=dict(marker.kwargs) if marker else {},
                real_pictures=request.node.get_closest_marker("real_pictures") is not None)
    h.idle_timers = False  # SimCord's settle pays for each (support.Harness.idle_timers)
    paced = request.node.get_closest_marker("rate_limit")
    if paced is not None:
        h.rate_limit = float(paced.args[0])
    yield h
    await h.close()


@pytest.fixture
async def simcord_bot(harness: Harness) -> discord.Client:
    return await harness.bot()


@pytest.fixture(scope="session")
def english_only() -> set[str]:
    """Words only the English catalogs hold (tests/bot/english.py)."""
    from tests.bot.english import english_only as words

    return words()


@pytest.fixture
def toy_game() -> Iterator[str]:
    """The toy game (tests/support/toy.py) is a title, in ``engine.GAMES``, while the test
    runs: its name."""
    with toy.registered():
        yield toy.NAME


@pytest.fixture
def locales(monkeypatch: pytest.MonkeyPatch) -> dict[int, str]:
    """User id → the Discord locale their interactions carry (SimCord sends ``en-US``)."""
    from simcord import interactions

    chosen: dict[int, str] = {}
    original = interactions.base_payload

    def base_payload(backend: Any, **kwargs: Any) -> Any:
        record, payload = original(backend, **kwargs)
        locale = chosen.get(int(kwargs["user_id"]))
        if locale is not None:
            payload["locale"] = locale
        return record, payload

    monkeypatch.setattr(interactions, "base_payload", base_payload)
    return chosen


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "bot_settings(**kw): Config fields for the bot")
    config.addinivalue_line("markers", "real_pictures: use the real renderers")
    config.addinivalue_line("markers", "sqlite_only: the test reads the SQLite file itself")
    config.addinivalue_line("markers", "any_store: what it checks does not depend on the store")
    config.addinivalue_line("markers", "rate_limit(n): pace channel/DM requests to n a second")


