"""``wildtable``, the command: what it says without a token or without a network, and logs
that keep the libraries' DEBUG output (SQL parameters, request bodies, tokens) out unless
asked for by name."""

from __future__ import annotations

import logging

import discord.http
import pytest

from bot.__main__ import NO_TOKEN, main, setup_logging


def test_without_a_token_it_says_what_to_do(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert main(["--config", str(tmp_path / "none.toml")]) == 2
    said = capsys.readouterr().err
    assert said == NO_TOKEN + "\n"
    for words in ("./scripts/run", "Send Messages", "Attach Files", "Create Public Threads"):
        assert words in said


def test_without_discord_it_says_so_in_one_line(tmp_path, capsys, monkeypatch):
    """A fake token and nothing listening where Discord should be: one friendly line, not a
    traceback (port 9 of this machine refuses connections)."""
    monkeypatch.setenv("DISCORD_TOKEN", "a.fake.token")
    monkeypatch.setattr(discord.http.Route, "BASE", "http://127.0.0.1:9/api/v10")
    (tmp_path / "config.toml").write_text('[storage]\ndatabase = "db.sqlite3"\n')
    assert main(["--config", str(tmp_path / "config.toml")]) == 3
    err = capsys.readouterr().err
    assert "cannot reach Discord" in err and "Traceback" not in err


@pytest.fixture
def restore_logging():
    names = ("", "discord", "aiosqlite", "discord.http")
    before = {n: logging.getLogger(n).level for n in names}
    yield
    for name, level in before.items():
        logging.getLogger(name).setLevel(level)


def test_debug_is_ours_unless_a_library_is_named(restore_logging):
    setup_logging("DEBUG", [])
    assert logging.getLogger("bot.core.moves").isEnabledFor(logging.DEBUG)
    for library in ("discord.http", "aiosqlite"):
        assert not logging.getLogger(library).isEnabledFor(logging.DEBUG)
    setup_logging("DEBUG", ["discord.http"])
    assert logging.getLogger("discord.http").isEnabledFor(logging.DEBUG)
    assert not logging.getLogger("aiosqlite").isEnabledFor(logging.DEBUG)
