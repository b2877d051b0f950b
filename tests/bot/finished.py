"""Checks of a finished game read in several languages: what each seat could know, said in every
language (``knowledge_in``: the no-leak check of a Dutch table with a German reader compares
the words they read), and the alt text (docs/renderers.md, "Alt text"): every picture the bot
sent carries a description in the language of whoever reads it, said from that reader's own
view, and a hand's stays with its owner like the hand itself.

Shared by the whole games that check these (tests/bot/test_e2e_games.py, tests/bot/
test_e2e_alt_text.py and the Wild Cards game of tests/bot/test_e2e_languages.py: Dutch tables
with readers of other languages), so one game of a kind is played for all its checks.
"""

from __future__ import annotations

from typing import Any

import renderers
from bot.core.seat_names import renamed
from bot.core.service import GameService
from renderers.alt import LIMIT
from tests.bot.support import (
    Knowledge,
    Player,
    decode_picture,
    knowledge,
    sent_pictures,
    table_key,
)
from words import LANGUAGES, tr


async def knowledge_in(service: GameService, channel_id: int,
                       langs: tuple[str, ...] = tuple(LANGUAGES)) -> Knowledge:
    """``tests.bot.support.knowledge`` with every event's words in each of ``langs``."""
    return await knowledge(service, channel_id, langs)


def pictures(env: Any, channel_id: int) -> list[tuple[Any, dict[str, Any], dict[str, Any]]]:
    """(stored message, attachment, decoded picture) of every picture sent to a channel."""
    out = []
    for stored in env.backend.messages.get(channel_id, {}).values():
        for att in stored.attachments:
            out.append((stored, att, decode_picture(env.backend.cdn.get(att["url"]))))
    return out


async def check_alt_text(env: Any, channel: Any, game: str, table_lang: str,
                         readers: list[tuple[int, Player, str]],
                         k: Knowledge | None = None) -> None:
    """The channel's pictures described in ``table_lang``; each reader's (seat, player,
    language) hand pictures in their own, from their seat's view only (``k``: the game's
    ``knowledge_in``, worked out here when not given)."""
    k = k or await knowledge_in(env.bot.service, channel.id)
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
        assert description == renderers.describe(picture["kind"], game, picture["view"],
                                                 table_lang)
        channel_texts += [stored.content or "", description]

    hands = 0
    for seat, player, lang in readers:
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
            stored_name = {tr(lang, "bot-ai-seat-name", n=1):
                           tr(table_lang, "bot-ai-seat-name", n=1)}
            assert table_key(renamed(own, stored_name)) in k.seat_views[seat]
            assert not any(text in description for text in forbidden)
            assert not any(description in text for text in channel_texts)
            hands += 1
    assert hands > 2
