"""An AI seat named in each reader's words, through the unmodified bot and SimCord
(docs/i18n.md, "AI seats"): the seat of an English table is "AI 1" in the channel and in an
English player's DMs, "KI 1" in a German player's DM panels, hand pictures and the answers to
her commands; and the other way round at a German table. The stored game keeps the name it
was given at seating. Her review, history and replay of a finished game are checked on the
finished game of tests/bot/test_e2e_web.py (``check_her_finished_game``), so that one game
serves both."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from tests.bot.english import everything
from tests.bot.support import (
    act_once,
    decode_picture,
    game_state,
    live_panel,
    make_player,
    open_table,
    said,
    seat_to_act,
    uploaded,
)
from tests.bot.test_e2e_web import WEB, get, seat_link, table_link

CLICKS = 12  # enough moves for the AI seat to have acted and been named in the log


def attached(env: Any, result: Any) -> dict[str, Any]:
    """The recording renderer's picture of an interaction's answer."""
    answer = result.response if result.response.attachments else result.followups[0]
    return decode_picture(env.backend.cdn.get(answer.attachments[0].url))


def answered(result: Any) -> str:
    return "\n".join(text or "" for text, _ephemeral in said(result))


async def check_her_finished_game(env: Any, channel: Any, alice: Any) -> None:
    """Alice reads German at an English table whose game with an AI seat has ended: her
    review, her history (its line, result picture and story) and her replay (its frames, chart
    and words) name the seat "KI 1", never "AI 1", which the channel keeps."""
    result = channel.history()[-1]
    assert "AI 1" in "\n".join(m.content for m in channel.history())
    clicked = await alice.member.click(result, label="My review")
    answers = ([clicked.response] if clicked.response else []) + list(clicked.followups)
    pictures = [decode_picture(env.backend.cdn.get(a.url))
                for m in answers for a in m.attachments]
    assert pictures, said(clicked)
    views = json.dumps([p["view"] for p in pictures])
    assert "KI 1" in views and "AI 1" not in views
    assert "AI 1" not in answered(clicked)

    # her history: the game's line, its result picture and its story, in her words
    listing = await alice.member.slash(channel, "game history")
    text = answered(listing)
    assert "KI 1" in text and "AI 1" not in text, text
    game_id = int(re.search(r"^`#(\d+)`", text, re.MULTILINE)[1])
    shown = await alice.member.select(listing.response, [str(game_id)])
    views = json.dumps([decode_picture(env.backend.cdn.get(a.url))
                        for a in shown.response.attachments])
    assert "KI 1" in views and "AI 1" not in views
    assert "AI 1" not in shown.response.content
    # and her replay: the animation's frames, the chart and the words
    replay = await alice.member.slash(channel, "game replay", game_id=game_id)
    answer = replay.response
    assert "AI 1" not in answer.content
    drawn = [a for a in answer.attachments if not a.filename.endswith(".json")]
    views = json.dumps([decode_picture(env.backend.cdn.get(a.url)) for a in drawn])
    assert drawn and "KI 1" in views and "AI 1" not in views


@pytest.mark.any_store
@pytest.mark.parametrize(("table", "reader", "stored", "theirs"),
                         [("en", "de", "AI 1", "KI 1"), ("de", "en", "KI 1", "AI 1")])
async def test_an_ai_seat_is_named_in_each_readers_words(simcord_env, locales, table, reader,
                                                         stored, theirs):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("wildcards")
    alice = make_player(guild, env, "alice")
    bruno = make_player(guild, env, "bruno")
    locales.update({alice.id: reader, bruno.id: table})
    await open_table(env, channel, alice, "wildcards", joiners=(bruno,), ais=1,
                     language=table)
    assert env.bot.service.tables.table(channel.id).seats[2].name == stored
    for _ in range(CLICKS):
        player = seat_to_act(env, channel.id, [alice, bruno])
        if player is None:
            break
        await act_once(env, player, live_panel(env, player))
    assert game_state(env.bot, channel.id).players[2] == stored, "the engine keeps its name"

    # the channel: the table's words
    channel_text = "\n".join(everything(env, channel.id))
    assert stored in channel_text and theirs not in channel_text

    # her DMs: panels and hand pictures in her words
    dm = alice.user.dm_channel.id
    pictures = [json.dumps(decode_picture(data)["view"]) for data in uploaded(env, dm)]
    assert pictures and all(theirs in p and stored not in p for p in pictures)
    assert stored not in "\n".join(everything(env, dm))

    # his DMs (the table's language): the stored name
    his = [json.dumps(decode_picture(data)["view"])
           for data in uploaded(env, bruno.user.dm_channel.id)]
    assert his and all(stored in p and theirs not in p for p in his)

    # her commands' answers
    hand = await alice.member.slash(channel, "game hand")
    assert json.dumps(attached(env, hand)["view"]).count(theirs) > 0
    assert stored not in json.dumps(attached(env, hand)["view"]) + answered(hand)
    board = await alice.member.slash(channel, "game board")
    assert theirs in json.dumps(attached(env, board)["view"])
    assert stored not in json.dumps(attached(env, board)["view"])
    words = answered(await alice.member.slash(channel, "game board", text=True))
    log = answered(await alice.member.slash(channel, "game log", lines=50))
    status = answered(await alice.member.slash(channel, "game status"))
    for text in (words, log, status):
        assert theirs in text and stored not in text, text

    # and his, in the table's language
    log = answered(await bruno.member.slash(channel, "game log", lines=50))
    assert stored in log and theirs not in log


@WEB
@pytest.mark.any_store
async def test_the_web_pages_name_the_ai_seat_in_their_readers_words(simcord_env, locales):
    """Her seat page is in her language, so is its AI seat; the public page in the browser's."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("wildcards")
    alice = make_player(guild, env, "alice")
    bruno = make_player(guild, env, "bruno")
    locales[alice.id] = "de"
    await open_table(env, channel, alice, "wildcards", joiners=(bruno,), ais=1)
    status, page = await get(env, seat_link(env, alice) + "/")
    assert status == 200 and '<html lang="de">' in page
    assert "KI 1" in page and "AI 1" not in page
    status, page = await get(env, table_link(env, channel) + "/", **{"Accept-Language": "de"})
    assert status == 200 and "KI 1" in page and "AI 1" not in page
    status, page = await get(env, table_link(env, channel) + "/", **{"Accept-Language": "en"})
    assert status == 200 and "AI 1" in page and "KI 1" not in page
