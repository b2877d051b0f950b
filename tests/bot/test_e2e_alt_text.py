"""Every picture the bot sends carries alt text (the attachment's ``description``, what a screen
reader says; docs/renderers.md, "Alt text"), in the language of whoever reads it, and a hand's
alt text stays with its owner like the hand itself.

Whole games of each title through the unmodified bot and SimCord: a Dutch table (chosen at
``/game new``), a German player and an English one. The stand-in renderer writes the view each
picture was drawn from into its bytes, so each description can be checked against
``renderers.describe`` of exactly that view, in exactly the reader's language. The channel and
the German player's DMs are checked for English too (tests/bot/english.py): for WildLife this
is its whole game in another language.
"""

from __future__ import annotations

from typing import Any

import pytest

import engine
import renderers
from bot.core.seat_names import renamed
from renderers.alt import LIMIT
from tests.bot.english import english_in, everything
from tests.bot.support import (
    decode_picture,
    knowledge,
    make_player,
    open_table,
    play_to_end,
    sent_pictures,
    table_key,
)
from words import tr


def pictures(env: Any, channel_id: int) -> list[tuple[Any, dict[str, Any], dict[str, Any]]]:
    """(stored message, attachment, decoded picture) of every picture sent to a channel."""
    out = []
    for stored in env.backend.messages.get(channel_id, {}).values():
        for att in stored.attachments:
            out.append((stored, att, decode_picture(env.backend.cdn.get(att["url"]))))
    return out


@pytest.mark.any_store
@pytest.mark.parametrize("game", [g for g in sorted(engine.GAMES) if renderers.renderer(g)])
@pytest.mark.whole_game
async def test_every_picture_has_alt_text_in_its_readers_language(simcord_env, locales,
                                                                  english_only, game):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel(game)
    alice = make_player(guild, env, "alice")
    bruno = make_player(guild, env, "bruno")
    locales.update({alice.id: "de"})
    await open_table(env, channel, alice, game, joiners=(bruno,),
                     ais=0 if game == "wildlife" else 1, language="nl")
    await play_to_end(env, channel, [alice, bruno])
    k = await knowledge(env.bot.service, channel.id)

    public = pictures(env, channel.id)
    assert {"table", "result", "story"} <= {picture["kind"] for _, _, picture in public}
    channel_texts = []
    for stored, att, picture in public:
        if stored.flags & 64:   # an ephemeral answer: one person's own, not the channel's
            continue
        assert picture["kind"] != "hand", "a hand picture in the channel"
        description = att.get("description") or ""
        assert description, f"a {picture['kind']} picture without alt text"
        assert len(description) <= LIMIT
        assert description == renderers.describe(picture["kind"], game, picture["view"], "nl")
        channel_texts += [stored.content or "", description]

    hands = 0
    for seat, player, lang in ((0, alice, "de"), (1, bruno, "en")):
        forbidden = k.forbidden_for(seat)
        for _, description, data in sent_pictures(env, player.user.dm_channel.id):
            picture = decode_picture(data)
            view = picture["view"]
            assert picture["kind"] == "hand" and picture["lang"] == lang
            assert description and len(description) <= LIMIT
            assert description == renderers.describe("hand", game, view, lang)
            # said from the seat's own view only (its AI seat named in the reader's words,
            # "KI 1" for her, the table's "AI 1" stored), and never shown in the channel
            own = {key: value for key, value in view.items() if key != "focus"}
            stored_name = {tr(lang, "bot-ai-seat-name", n=1): tr("nl", "bot-ai-seat-name", n=1)}
            assert table_key(renamed(own, stored_name)) in k.seat_views[seat]
            assert not any(text in description for text in forbidden)
            assert not any(description in text for text in channel_texts)
            hands += 1
    assert hands > 2
    # and no word of English where people read Dutch (the channel) or German (her DMs)
    for where in (channel.id, alice.user.dm_channel.id):
        assert english_in(everything(env, where), english_only) == [], where
