"""Backups that restore (docs/deploy.md, "Backups"): ``python -m tools.backup`` copies the live
SQLite database mid-game while the bot runs; a new bot started on the copy resumes the game
where the copy was taken and plays it to its end. For PostgreSQL the tool prints the
``pg_dump`` and ``pg_restore`` commands."""

from __future__ import annotations

import pytest
import simcord

from tests.bot.support import (
    Harness,
    act_once,
    live_panel,
    make_player,
    open_table,
    play_to_end,
    seat_to_act,
)
from tools.backup import main


@pytest.mark.whole_game
@pytest.mark.sqlite_only
async def test_a_backup_taken_mid_game_restores_into_a_bot_that_plays_on(harness, tmp_path):
    copy = str(tmp_path / "backup.sqlite3")
    async with simcord.run(await harness.bot()) as env:
        guild = env.create_guild()
        channel = guild.create_text_channel("wildcards")
        alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
        await open_table(env, channel, alice, "wildcards", joiners=(bob,))
        for _ in range(4):
            player = seat_to_act(env, channel.id, [alice, bob])
            assert player is not None
            await act_once(env, player, live_panel(env, player))
        store = env.bot.service.store
        table_id = await store.last_game_in(channel.id)
        at_backup = await store.game(table_id)
        assert main(["--database", harness.path, copy]) == 0  # the bot's store is open
        assert at_backup.status == "playing"

        restored = Harness(copy)
        try:
            await env.restart_bot(await restored.bot())  # the old file is gone, say
            row = await env.bot.service.store.game(table_id)
            assert (row.version, row.state) == (at_backup.version, at_backup.state)
            assert await play_to_end(env, channel, [alice, bob]) > 0
            assert (await env.bot.service.store.game(table_id)).status == "over"
        finally:
            await restored.close()
        assert not env.errors


def test_for_postgresql_the_tool_says_how(tmp_path, capsys) -> None:
    config = tmp_path / "config.toml"
    config.write_text('[storage]\nurl = "postgresql://bot:secret@db/wildtable"\n')
    assert main(["--config", str(config), "wildtable.dump"]) == 0
    out = capsys.readouterr().out
    assert "pg_dump --format=custom --file=wildtable.dump" in out and "pg_restore" in out
    assert "secret" not in out
