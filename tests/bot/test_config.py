"""bot/config.py and the ``wildtable`` entry point's refusal to start without a token
(config.example.toml documents every key; DISCORD_TOKEN wins over the file)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.config import SECTIONS, Config, ConfigError, load_config, parse_config

EXAMPLE = Path(__file__).resolve().parents[2] / "config.example.toml"


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "config.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_example_file_loads_and_documents_every_key() -> None:
    config = load_config(EXAMPLE, env={})
    assert config.timeout_fallback == "ai" and config.ai_level == "search"
    text = EXAMPLE.read_text(encoding="utf-8")
    for section, keys in SECTIONS.items():
        assert f"[{section}]" in text
        for key in keys:
            assert f"{key} =" in text, key
    for section, body in tomllib.loads(text).items():
        assert set(body) <= set(SECTIONS[section])


def test_a_missing_file_gives_the_defaults(tmp_path: Path) -> None:
    config = load_config(tmp_path / "absent.toml", env={})
    assert config.turn_timer_seconds == 0 and config.ai_delay_seconds == 1.5
    assert not config.has_token


def test_the_environment_token_wins_over_the_file(tmp_path: Path) -> None:
    path = write(tmp_path, '[discord]\ntoken = "from-file"\n')
    assert load_config(path, env={}).token == "from-file"
    assert load_config(path, env={"DISCORD_TOKEN": "from-env"}).token == "from-env"


def test_the_database_path_is_relative_to_the_config_file(tmp_path: Path) -> None:
    path = write(tmp_path, '[storage]\ndatabase = "data/bot.sqlite3"\n')
    assert load_config(path, env={}).database == str(tmp_path / "data" / "bot.sqlite3")


def test_malformed_toml_is_one_sentence_naming_the_file(tmp_path: Path) -> None:
    path = write(tmp_path, "[games\nturn_timer_seconds = 5\n")
    with pytest.raises(ConfigError, match="is not valid TOML"):
        load_config(path, env={})


@pytest.mark.parametrize(("text", "message"), [
    ('[games]\nturn_timer_seconds = "soon"\n', r"\[games\] turn_timer_seconds must be a number"),
    ("[games]\nai_delay_seconds = -1\n", r"\[games\] ai_delay_seconds must not be negative"),
    ('[games]\ntimeout_fallback = "skip"\n', r"\[games\] timeout_fallback must be one of ai"),
    ('[games]\nai_level = "expert"\n', r"\[games\] ai_level must be one of random"),
    ("[discord]\ntoken = 5\n", r"\[discord\] token must be a text"),
    ('[discord]\nguild_ids = ["x"]\n', r"\[discord\] guild_ids must be a list of server ids"),
    ("[games]\nturn_timer = 60\n", r"\[games\] turn_timer is not a known setting"),
    ("[gmaes]\nai_level = 'greedy'\n", r"\[gmaes\] is not a known section"),
    ("games = 3\n", r"games must be a \[games\] table"),
    ("[pictures]\nrender_processes = 1.5\n", r"\[pictures\] render_processes must be a whole"),
    ("[pictures]\nrender_processes = -1\n", r"\[pictures\] render_processes must be a whole"),
    ("[games]\nai_processes = 40\n", r"\[games\] ai_processes must be a whole number from 0"),
    ("[games]\nturn_timer_seconds = 60\nreminder_seconds = 90\n",
     r"reminder_seconds \(90\) must be shorter"),
    ("[games]\nidle_limit_seconds = 0\n", r"idle_limit_seconds must be from 60"),
    ("[games]\nidle_limit_seconds = 3600\nidle_reminder_seconds = 3600\n",
     r"no table may wait forever"),
    ('[storage]\nurl = "mysql://db/x"\n', r"\[storage\] url must be a PostgreSQL address"),
    ('[storage]\nurl = "postgresql://"\n', r"\[storage\] url must be a PostgreSQL address"),
    ('[storage]\nurl = "postgresql://h:port/x"\n', r"\[storage\] url must be a PostgreSQL"),
    ("[storage]\nurl = 5\n", r"\[storage\] url must be a text"),
])
def test_a_wrong_value_names_its_key(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        load_config(write(tmp_path, text), env={})


def test_good_values_are_normalised() -> None:
    config = parse_config({"discord": {"guild_ids": [1, 2]},
                           "games": {"turn_timer_seconds": 90, "ai_level": "search"}}, env={})
    assert config == Config(guild_ids=(1, 2), turn_timer_seconds=90.0, ai_level="search")


def test_main_without_a_token_says_what_to_do_and_exits_2(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.delenv("WILDTABLE_CONFIG", raising=False)
    monkeypatch.chdir(tmp_path)
    assert main([]) == 2
    err = capsys.readouterr().err
    assert "config.example.toml" in err and "DISCORD_TOKEN" in err
    assert "https://discord.com/developers/applications" in err


def test_main_with_a_broken_config_exits_2_naming_the_key(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, '[games]\nai_level = "expert"\n')
    assert main(["--config", str(path)]) == 2
    assert "[games] ai_level" in capsys.readouterr().err


def test_main_runs_the_client_over_the_service_and_closes_the_database(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """``main`` hands the client its service; a refused token exits 2 with the way out."""
    import discord

    import bot.ui.client
    from bot.core.service import GameService

    seen: dict[str, object] = {}

    class FakeBot:
        async def __aenter__(self) -> FakeBot:
            return self

        async def __aexit__(self, *exc: object) -> None:
            return None

        async def login(self, token: str) -> None:
            seen["token"] = token
            raise discord.LoginFailure("bad token")

    def fake_build(config: Config, service: GameService, **kw: object) -> FakeBot:
        seen["service"] = service
        return FakeBot()

    monkeypatch.setattr(bot.ui.client, "build_bot", fake_build)
    path = write(tmp_path, '[storage]\ndatabase = "x.sqlite3"\n')
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    assert main(["--config", str(path)]) == 2
    assert seen["token"] == "abc" and isinstance(seen["service"], GameService)
    assert "refused the token" in capsys.readouterr().err
    assert (tmp_path / "x.sqlite3").exists()
    service = seen["service"]
    assert isinstance(service, GameService) and service.store.closed


def test_a_postgresql_url_wins_over_the_sqlite_file(tmp_path: Path) -> None:
    path = write(tmp_path, '[storage]\nurl = "postgresql://bot@db.internal/wildtable"\n')
    config = load_config(path, env={})
    assert config.storage_target == "postgresql://bot@db.internal/wildtable"
    assert load_config(tmp_path / "absent.toml", env={}).storage_target.endswith(
        "wildtable.sqlite3")


def test_a_refused_url_never_shows_its_password(tmp_path: Path) -> None:
    path = write(tmp_path, '[storage]\nurl = "mysql://bot:hunter2@db/x"\n')
    with pytest.raises(ConfigError) as refused:
        load_config(path, env={})
    assert "hunter2" not in str(refused.value) and "***" in str(refused.value)


def test_the_repr_hides_the_token_and_the_database_password() -> None:
    config = Config(token="abc.def.ghi", url="postgresql://bot:hunter2@db/wildtable")
    text = repr(config)
    assert "abc.def.ghi" not in text and "hunter2" not in text
    assert "token='***'" in text and "postgresql://bot:***@db/wildtable" in text
    assert "turn_timer_seconds=0.0" in text  # the rest is still there to read


async def test_open_store_opens_what_the_config_names(tmp_path: Path) -> None:
    from bot.store import open_store

    store = await open_store(Config(database=str(tmp_path / "x.sqlite3")))
    try:
        assert type(store).__name__ == "SqliteStore" and (tmp_path / "x.sqlite3").exists()
    finally:
        await store.close()
