"""Whole games in Dutch and in German through the unmodified bot and SimCord (docs/i18n.md, "How
we know"): a server whose preferred locale is nl (or de) gets its tables in that language,
and players whose Discord client is in nl (or de) read their DMs in it. Every message, button,
select, placeholder and option a person sees in the channel and in the DMs is checked for
English: no word that only the English catalogs hold may appear (names excepted). Every
picture is drawn in the language of whoever sees it (the table's in the channel, the
player's in a DM); the pictures' own words are checked by the renderers' tests.

WildLife's whole game in another language is tests/bot/test_e2e_games.py's (a Dutch table with
a German player: the alt-text game of tests/bot/test_e2e_alt_text.py), and so are Wild Cards'
German game (on SQLite there) and Evolution's Dutch and German games (a Dutch server with a
German and a Dutch player on SQLite, a German server with a German player on PostgreSQL): each
checked for English there the same way. Wild Cards' Dutch game is here.

SimCord sends every interaction with the locale ``en-US``; the ``locales`` fixture gives chosen
users another one, as their Discord client would.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.bot.english import NAMES, catalog_words, english_in, everything
from tests.bot.finished import check_alt_text
from tests.bot.support import (
    decode_picture,
    make_player,
    open_table,
    play_to_end,
    said,
    uploaded,
)

#: Each title's whole game in Dutch and in German, checked the same way, is played once for
#: all its checks: Wild Cards' on a Dutch server is the test below (its players read Dutch,
#: German and English); the others are tests/bot/test_e2e_games.py's (``TABLES`` there)


@pytest.mark.any_store
@pytest.mark.whole_game
async def test_each_person_reads_their_dms_in_their_own_language(simcord_env, locales,
                                                                english_only):
    """A Dutch table (the server's language: also the Dutch whole game of Wild Cards of the
    test before) with a German, a Dutch and an English player: the channel is Dutch, her DMs
    and her hand pictures German, his Dutch, the other's English.

    The same game is Wild Cards' alt-text game (tests/bot/test_e2e_alt_text.py: every picture
    described in its reader's language) and its replay's: ``/game replay`` answers each
    person in their own language, not the table's (it was a game of its own in
    tests/bot/test_e2e_words.py)."""
    env = simcord_env
    guild = env.create_guild(preferred_locale="nl")
    channel = guild.create_text_channel("wildcards")
    alice = make_player(guild, env, "alice")
    bruno = make_player(guild, env, "bruno")
    carol = make_player(guild, env, "carol")
    locales.update({alice.id: "de", bruno.id: "nl"})  # carol's client is in English
    empty = guild.create_text_channel("empty")
    refused = said(await bruno.member.slash(empty, "game replay"))[0][0]
    assert "`#`" in refused and "/spel geschiedenis" in refused, refused
    await open_table(env, channel, alice, "wildcards", joiners=(bruno, carol), ais=1)
    assert env.bot.service.tables.table(channel.id).lang == "nl"
    await play_to_end(env, channel, [alice, bruno, carol])

    words = {lang: catalog_words(lang) for lang in ("nl", "de", "en")}  # each parsed once
    dutch_only = words["nl"] - words["de"] - words["en"] - NAMES
    german_only = words["de"] - words["nl"] - words["en"] - NAMES
    channel_texts = everything(env, channel.id)
    alice_texts = everything(env, alice.user.dm_channel.id)
    bruno_texts = everything(env, bruno.user.dm_channel.id)
    assert english_in(channel_texts + alice_texts + bruno_texts, english_only) == []
    assert english_in(channel_texts, german_only) == []
    assert english_in(alice_texts, dutch_only) == []
    assert english_in(bruno_texts, german_only) == []
    assert english_in(alice_texts, german_only), "her DMs are in German"
    assert min(len(channel_texts), len(alice_texts), len(bruno_texts)) > 10
    assert {p["lang"] for p in picture_payloads(env, [channel.id])} == {"nl"}
    assert {p["lang"] for p in picture_payloads(env, [alice.user.dm_channel.id])} == {"de"}
    assert {p["lang"] for p in picture_payloads(env, [bruno.user.dm_channel.id])} == {"nl"}
    assert {p["lang"] for p in picture_payloads(env, [carol.user.dm_channel.id])} == {"en"}
    await check_alt_text(env, channel, "wildcards", "nl",
                         [(0, alice, "de"), (1, bruno, "nl"), (2, carol, "en")])

    # her replay of the Dutch table's game is German (after the checks of the channel, where
    # it is answered)
    replay = await alice.member.slash(channel, "game replay")
    text = replay.response.content
    assert text.startswith("**Wild Cards** · Spiel #") and "🏆" in text, text
    assert "python" not in text and "So lief es" in text, text
    chart = next(a for a in replay.response.attachments if "-story-" in a.filename)
    view = decode_picture(env.backend.cdn.get(chart.url))
    assert view["lang"] == "de" and chart.description.startswith("Diagramm")


def picture_payloads(env: Any, channel_ids: Any) -> list[dict[str, Any]]:
    """The recording renderer's pictures (kind, game, lang, view) ever uploaded to these
    places (an answered DM panel drops its picture, but it was sent)."""
    out = [decode_picture(data) for channel_id in channel_ids
           for data in uploaded(env, channel_id)]
    assert out, "no picture was posted"
    return out
