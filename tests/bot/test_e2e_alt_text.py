"""Every picture the bot sends carries alt text (the attachment's ``description``, what a screen
reader says; docs/renderers.md, "Alt text"), in the language of whoever reads it, and a hand's
alt text stays with its owner like the hand itself.

Whole games of each title through the unmodified bot and SimCord: a Dutch table, a German
player and another. The stand-in renderer writes the view each picture was drawn from into its
bytes, so each description can be checked against ``renderers.describe`` of exactly that view,
in exactly the reader's language. Each title's game is played elsewhere, checked with the same
checks (tests/bot/finished.py), so that one whole game serves several: WildLife's is
tests/bot/test_e2e_games.py's (a Dutch table chosen at ``/game new``, a German and an English
player, and an AI seat), and so is Evolution's (its game on SQLite: a Dutch server, a German
and a Dutch player; its English reader is its game's on PostgreSQL there); Wild Cards' is
tests/bot/test_e2e_languages.py's (a Dutch table, the server's language, with a German, a Dutch
and an English reader). A title drawn but played in none of them is played here: a Dutch
server, a German and a Dutch player, every place checked for English too
(tests/bot/english.py) and every picture for its reader's language.
"""

from __future__ import annotations

import pytest

import engine
import renderers
from tests.bot.english import english_in, everything
from tests.bot.finished import check_alt_text
from tests.bot.support import decode_picture, make_player, open_table, play_to_end, uploaded

#: WildLife's and Evolution's games of this kind are tests/bot/test_e2e_games.py's, Wild
#: Cards' is tests/bot/test_e2e_languages.py's; a title drawn but in none of them plays here
ELSEWHERE = {"wildlife", "wildcards", "evolution"}
TITLES = [g for g in sorted(engine.GAMES) if renderers.renderer(g) and g not in ELSEWHERE]


@pytest.mark.any_store
@pytest.mark.parametrize("game", TITLES or [pytest.param("none", marks=pytest.mark.skip(
    reason="each drawn title's alt-text game is played in another file"))])
@pytest.mark.whole_game
async def test_every_picture_has_alt_text_in_its_readers_language(simcord_env, locales,
                                                                  english_only, game):
    env = simcord_env
    guild = env.create_guild(preferred_locale="nl")
    channel = guild.create_text_channel(game)
    alice = make_player(guild, env, "alice")
    bruno = make_player(guild, env, "bruno")
    locales.update({alice.id: "de", bruno.id: "nl"})
    await open_table(env, channel, alice, game, joiners=(bruno,), ais=1)
    assert env.bot.service.tables.table(channel.id).lang == "nl", "the server's language"
    await play_to_end(env, channel, [alice, bruno])
    await check_alt_text(env, channel, game, "nl", [(0, alice, "de"), (1, bruno, "nl")])
    # and no word of English where people read Dutch (the channel, his DMs) or German (her
    # DMs); every picture drawn in the language of whoever sees it
    places = {channel.id: "nl", alice.user.dm_channel.id: "de", bruno.user.dm_channel.id: "nl"}
    for where, lang in places.items():
        texts = everything(env, where)
        assert len(texts) > 10, where
        assert english_in(texts, english_only) == [], where
        assert {decode_picture(data)["lang"] for data in uploaded(env, where)} == {lang}, where
