"""Every picture the bot sends carries alt text (the attachment's ``description``, what a screen
reader says; docs/renderers.md, "Alt text"), in the language of whoever reads it, and a hand's
alt text stays with its owner like the hand itself.

Whole games of each title through the unmodified bot and SimCord: a Dutch table (chosen at
``/game new``), a German player and an English one. The stand-in renderer writes the view each
picture was drawn from into its bytes, so each description can be checked against
``renderers.describe`` of exactly that view, in exactly the reader's language. The channel and
the German player's DMs are checked for English too (tests/bot/english.py): for WildLife this
is its whole game in another language. Two of these games are played elsewhere, checked with
the same checks (tests/bot/finished.py), so that one whole game serves both: WildLife's is
tests/bot/test_e2e_games.py's (a Dutch table, a German and an English player, and an AI seat),
Wild Cards' is tests/bot/test_e2e_languages.py's (a Dutch table, the server's language, with a
German, a Dutch and an English reader).
"""

from __future__ import annotations

import pytest

import engine
import renderers
from tests.bot.english import english_in, everything
from tests.bot.finished import check_alt_text
from tests.bot.support import make_player, open_table, play_to_end

#: WildLife's game of this kind is tests/bot/test_e2e_games.py's, Wild Cards' is
#: tests/bot/test_e2e_languages.py's
ELSEWHERE = {"wildlife", "wildcards"}
TITLES = [g for g in sorted(engine.GAMES) if renderers.renderer(g) and g not in ELSEWHERE]


@pytest.mark.any_store
@pytest.mark.parametrize("game", TITLES)
@pytest.mark.whole_game
async def test_every_picture_has_alt_text_in_its_readers_language(simcord_env, locales,
                                                                  english_only, game):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel(game)
    alice = make_player(guild, env, "alice")
    bruno = make_player(guild, env, "bruno")
    locales.update({alice.id: "de"})
    await open_table(env, channel, alice, game, joiners=(bruno,), ais=1, language="nl")
    await play_to_end(env, channel, [alice, bruno])
    await check_alt_text(env, channel, game, "nl", [(0, alice, "de"), (1, bruno, "en")])
    # and no word of English where people read Dutch (the channel) or German (her DMs)
    for where in (channel.id, alice.user.dm_channel.id):
        assert english_in(everything(env, where), english_only) == [], where
