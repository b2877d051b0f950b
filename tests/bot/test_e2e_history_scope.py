"""Every history command stays in its server (docs/history.md), and ``/game replay`` without
an id finds the channel's last *finished* game, whatever lobby was cancelled after it.

The games are the toy game's (tests/support/toy.py): the subject is where the history is kept,
not a title."""

from __future__ import annotations

import re

import pytest

from tests.bot.support import Player, lobby, make_player, open_table, play_to_end, said
from tests.support import toy


@pytest.mark.whole_game
@pytest.mark.bot_settings(min_games=1)
@pytest.mark.any_store  # the store's part runs on both in tests/history (profile, replay)
async def test_history_keeps_to_its_server_and_replays_the_last_finished_game(simcord_env,
                                                                               toy_game):
    """Alice finishes a game in each of two servers: each server's ``/game profile`` and
    all-time ``/game leaderboard`` count one game, not two. After the first, a Rematch is
    opened and cancelled: ``/game replay`` still gives the finished game."""
    env = simcord_env
    home, away = env.create_guild(), env.create_guild()
    here, there = home.create_text_channel("here"), away.create_text_channel("there")
    alice, bob = make_player(home, env, "alice"), make_player(home, env, "bob")
    await open_table(env, here, alice, toy_game, joiners=(bob,))
    await play_to_end(env, here, [alice, bob])

    finished = await env.bot.service.store.last_game_in(here.id)
    await bob.member.click(here.history()[-1], label="Rematch")
    await bob.member.click(lobby(env, here), label="Cancel")
    assert env.bot.service.tables.table(here.id) is None
    replay = await alice.member.slash(here, "game replay")
    assert replay.response.attachments, said(replay)
    assert f"wildtable-{toy_game}-{finished}.json" in [
        a.filename for a in replay.response.attachments], "the finished game, not the lobby"

    alice_away = Player(away.add_member(alice.user), alice.rng)
    carol = make_player(away, env, "carol")
    await open_table(env, there, alice_away, toy_game, joiners=(carol,))
    await play_to_end(env, there, [alice_away, carol])
    for player, channel in ((alice, here), (alice_away, there)):
        profile = said(await player.member.slash(channel, "game profile"))[0][0]
        assert re.search(rf"{toy.INFO.title}: 1 game, ", profile), profile
        board = said(await player.member.slash(channel, "game leaderboard",
                                               game=toy_game))[0][0]
        mine = next(line for line in board.splitlines() if f"<@{alice.id}>" in line)
        assert re.search(r"\(1 game\)", mine), board
