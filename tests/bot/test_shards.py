"""Several bot processes, each on its own shards of one shard count (docs/deploy.md): the
settings and flags, the refusal of a shard count the database was not set up with, each
process loading only its shards' games, and the sharded client discord.py runs for them."""

from __future__ import annotations

import pytest

from bot.__main__ import main
from bot.config import Config, ConfigError, parse_config
from bot.core.service import GameService
from bot.core.shards import parse, split, text
from bot.store import open_store, shard_of
from bot.ui.client import ShardedGameBot, build_bot
from tests.bot.support import Clock


def test_shard_ranges_read_and_split() -> None:
    assert parse("0-3,6", 8) == (0, 1, 2, 3, 6) and text((0, 1, 2, 3, 6)) == "0-3,6"
    assert split(8, 3) == [(0, 1, 2), (3, 4, 5), (6, 7)]
    assert [text(s) for s in split(4, 4)] == ["0", "1", "2", "3"]
    for bad in ("", "a", "3-1", "0-8", "²"):
        with pytest.raises(ValueError):
            parse(bad, 8)
    with pytest.raises(ValueError):
        split(2, 3)


@pytest.mark.parametrize(("data", "message"), [
    ({"discord": {"shards": "0-9", "shard_count": 8}}, r"\[discord\] shards go from 0 to 7"),
    ({"discord": {"shards": "x"}}, r"\[discord\] shards must be numbers and ranges"),
    ({"discord": {"shard_count": 0}}, r"\[discord\] shard_count must be a whole number"),
])
def test_shard_settings_are_checked(data: dict, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        parse_config(data, env={})


def test_without_shard_settings_one_process_serves_everything() -> None:
    config = parse_config({}, env={})
    assert not config.sharded and config.shard_ids == (0,)
    split_config = parse_config({"discord": {"shards": "4-7", "shard_count": 8}}, env={})
    assert split_config.sharded and split_config.shard_ids == (4, 5, 6, 7)


def test_the_flags_override_the_file_and_are_checked(tmp_path, capsys, monkeypatch) -> None:
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    path = tmp_path / "config.toml"
    path.write_text('[discord]\nshard_count = 4\n')
    assert main(["--config", str(path), "--shards", "5"]) == 2
    assert "shards go from 0 to 3" in capsys.readouterr().err
    assert main(["--config", str(path), "--shards", "2-3", "--shard-count", "0"]) == 2
    assert "--shard-count must be from 1" in capsys.readouterr().err


def test_another_shard_count_than_the_databases_is_refused(tmp_path, capsys,
                                                           monkeypatch) -> None:
    """The first start sets the database's shard count; a process started with another one
    stops with one sentence (exit 2) before it connects to Discord."""
    monkeypatch.setenv("DISCORD_TOKEN", "a.fake.token")
    path = tmp_path / "config.toml"
    path.write_text('[storage]\ndatabase = "db.sqlite3"\n')

    async def first_start() -> None:
        store = await open_store(str(tmp_path / "db.sqlite3"), shard_count=2)
        await store.close()

    import asyncio

    asyncio.run(first_start())
    assert main(["--config", str(path), "--shards", "0", "--shard-count", "4"]) == 2
    err = capsys.readouterr().err
    assert "set up for 2 shards but this process was started with 4" in err
    assert "Traceback" not in err


async def test_each_process_loads_only_its_shards_games(tmp_path) -> None:
    """Two lobbies in servers on different shards of 2: the process of shard 1 loads only
    the game of the server on shard 1, and its client is discord.py's AutoShardedBot on that
    shard, pacing at its share of the token's global limit."""
    path = str(tmp_path / "db.sqlite3")
    guild_a, guild_b = 0 << 22, 1 << 22  # shards 0 and 1 of 2
    assert (shard_of(guild_a, 2), shard_of(guild_b, 2)) == (0, 1)
    store = await open_store(path, shard_count=2)
    first = GameService(store, clock=Clock())
    await first.start()
    await first.lobby.create(10, guild_a, 1, "ann", "wildcards")
    await first.lobby.create(20, guild_b, 2, "bob", "wildcards")
    await first.close()
    config = Config(database=path, shards="1", shard_count=2)
    second = await GameService.open(config, clock=Clock())
    try:
        await second.start()
        assert set(second.tables.open) == {20}
        bot = build_bot(config, second, sync=False)
        assert isinstance(bot, ShardedGameBot)
        assert bot.shard_ids == [1] and bot.shard_count == 2
        assert bot.delivery.limiter.rate == pytest.approx(45.0 / 2)
        assert bot.sender.shards == [1]
    finally:
        await second.close()


async def test_identify_is_one_at_a_time_across_processes(pg_url, monkeypatch) -> None:
    """Two processes of one token on one PostgreSQL, each about to IDENTIFY a shard of the
    same bucket: the database's lock lets one through at a time, each holding it for the
    spacing Discord asks between two IDENTIFYs (shortened here; what is checked is that the
    two spans never overlap, not how long they take)."""
    import asyncio
    import contextlib
    import time

    from bot.ui import client

    monkeypatch.setattr(client, "IDENTIFY_SPACING", 0.2)
    spans: list[tuple[float, float]] = []

    def recorded(exclusive):  # noqa: ANN001, ANN202 - wraps the store's lock
        @contextlib.asynccontextmanager
        async def holding(key: str):  # noqa: ANN202
            async with exclusive(key):
                start = time.monotonic()
                yield
                spans.append((start, time.monotonic()))
        return holding

    services, bots = [], []
    for shards in ("0", "1"):
        config = Config(url=pg_url, shards=shards, shard_count=2)
        service = await GameService.open(config, clock=Clock())
        service.store.exclusive = recorded(service.store.exclusive)  # type: ignore[method-assign]
        services.append(service)
        bot = build_bot(config, service, sync=False)
        bot.max_concurrency = 1  # what Discord says for most tokens
        bots.append(bot)
    try:
        await asyncio.gather(*(bot.before_identify_hook(i, initial=True)
                               for i, bot in enumerate(bots)))
    finally:
        for service in services:
            await service.close()
    assert len(spans) == 2
    (_, first_end), (second_start, _) = sorted(spans)
    assert first_end <= second_start, "two IDENTIFYs of one bucket at once"
    assert client.identify_bucket(0, 1) == client.identify_bucket(1, 1)
    assert client.identify_bucket(0, 2) != client.identify_bucket(1, 2)
