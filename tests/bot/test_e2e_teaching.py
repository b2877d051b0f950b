"""Teach as you go, through the unmodified bot (docs/playing.md, "Learning"): the first time a
person meets a kind of decision, their panel carries one line reminding them of its rule in
their language, naming the ``/game rules`` topic; once per kind, remembered in the store
across a restart; ``/game teaching off`` stops them; they stop by themselves after a few
finished games."""

from __future__ import annotations

import json
import re

import pytest

from bot.core.models import Hand, Seat, Table
from bot.core.teaching import LEARNED, Teaching, kind_of
from engine.registry import new_game
from tests.bot.support import (
    act_once,
    game_state,
    live_panel,
    make_player,
    open_table,
    play_to_end,
    said,
)
from words import tr

LINE = re.compile(r"📘 [^\"\\]*")


def taught_lines(env, lang: str, since: int = 0) -> list[str]:
    """Every reminder line in ``lang`` the bot sent (new messages, edits, answers to clicks):
    each player of these tests reads another language, so a line's words say whose it is."""
    more = {"en": "More", "nl": "Meer", "de": "Mehr"}[lang]
    out = []
    for entry in env.backend.http_requests[since:]:
        body = json.dumps(entry.json, ensure_ascii=False) if entry.json else ""
        out += [line for line in LINE.findall(body) if f" {more}: `/" in line]
    return out


async def kinds(store, user_id: int) -> set[tuple[str, str]]:
    return {(game, kind) for user, game, kind in await store.taught() if user == user_id}


async def play_until_met(env, channel, players, who, wanted: set[str]) -> set[str]:
    """``play_to_end``'s people play until ``who`` has been in front of a decision of each
    kind in ``wanted`` (its panel sent), or the game ends: the kinds ``who`` met."""
    met: set[str] = set()
    for _ in range(5000):
        state = game_state(env.bot, channel.id)
        if state is None:
            return met
        table = env.bot.service.tables.table(channel.id)
        seat = table.seat_of(who.id)
        if seat in state.to_act():
            found = kind_of(table.game, state.view(seat), state.legal_actions(seat))
            met |= {found[0]} if found else set()
        if wanted <= met:
            return met
        player = next((p for p in players if live_panel(env, p) is not None), None)
        assert player is not None, f"stalled: nobody has a panel; to_act={state.to_act()}"
        await act_once(env, player, live_panel(env, player))
    raise AssertionError("the game did not end")


@pytest.mark.whole_game
async def test_each_kind_is_taught_once_and_remembered(simcord_env, harness, locales):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    locales[bob.id] = "nl"
    await bob.member.slash(channel, "game rules")  # the bot learns bob's language
    await open_table(env, channel, alice, "wildcards", joiners=(bob,))
    first = taught_lines(env, "en")
    assert first and "Secret bid" in first[0], first
    command = "`/game rules topic:Bids game:wildcards`"
    assert command in first[0], first
    # typed as the DM line writes it, in the DM (no channel game to fall back on)
    page = said(await alice.user.slash("game rules", topic="Bids", game="wildcards"))[0][0]
    assert page.startswith("**Bids**"), page
    # once alice has met a bid and a pick, the bot restarts: the rest of the game teaches
    # her none of the kinds taught before it (remembered in the store, not in memory)
    met = await play_until_met(env, channel, [alice, bob], alice, {"bid", "pick"})
    assert {"bid", "pick"} <= met, met
    await env.bot.service.teaching.settle()
    before = taught_lines(env, "en")
    await env.restart_bot(await harness.bot())
    mark = len(env.backend.http_requests)
    await play_to_end(env, channel, [alice, bob])
    await env.bot.service.teaching.settle()
    again = taught_lines(env, "en", mark)
    assert not set(again) & set(before), again
    lines = taught_lines(env, "en")
    dutch = taught_lines(env, "nl")
    assert any("Meer: `/spel regels onderwerp:Bieden spel:wildcards`" in line
               for line in dutch), dutch
    store = env.bot.service.store
    seen = await kinds(store, alice.id)
    assert ("wildcards", "bid") in seen and ("wildcards", "pick") in seen
    assert len(set(lines)) == len(seen), "one line per kind of decision met"
    assert env.bot.service.teaching.finished[alice.id] == 1
    assert (await store.finished_games())[alice.id] == 1


async def test_teaching_off_stops_the_lines_and_on_brings_them_back(simcord_env, locales):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    locales[bob.id] = "de"
    await bob.member.slash(channel, "game rules")
    answer = said(await alice.member.slash(channel, "game teaching", reminders=False))
    assert answer == [("Rule reminders are off.", True)]
    await open_table(env, channel, alice, "evolution", joiners=(bob,))
    assert taught_lines(env, "en") == []
    assert taught_lines(env, "de"), "the other player still gets theirs"
    assert alice.id in await env.bot.service.store.teaching_off()
    said(await alice.member.slash(channel, "game teaching", reminders=True))
    assert alice.id not in await env.bot.service.store.teaching_off()


def a_table(game: str, table_id: int, user_id: int) -> tuple[Table, Hand]:
    state = new_game(game, ["Ann", "Bo"], seed=1)
    seat = state.to_act()[0]
    seats = [Seat(0, "Ann", user_id), Seat(1, "Bo", user_id + 1)]
    table = Table(table_id, 5, 6, game, game, user_id, {}, seats, "playing", 0, 2, 2, 0.0)
    hand = Hand(table_id, 5, game, seat, state.version, state.view(seat),
                state.legal_actions(seat), True)
    return table, hand


async def test_the_lines_stop_by_themselves_after_a_few_finished_games(store):
    """Counted per person from the games they finished (any title): after ``LEARNED`` of
    them, no more reminders; before, the first decision of a kind still gets one."""
    teaching = Teaching(store, lambda: 1.0)
    await teaching.load()
    for n in range(LEARNED):
        table, _ = a_table("wildcards", 100 + n, 41)
        teaching.game_over(table)
        teaching.game_over(table)  # counted once per table
    table, hand = a_table("wildcards", 200, 41)
    assert teaching.line(table, hand, "en") is None
    teaching.finished[41] = LEARNED - 1
    line = teaching.line(table, hand, "en")
    assert line is not None and line.startswith("📘 ")
    assert teaching.line(table, hand, "en") is None, "once per kind"
    await teaching.settle()
    assert (41, "wildcards", "bid") in await store.taught()
    again = Teaching(store, lambda: 2.0)
    await again.load()
    assert again.line(table, hand, "de") is None, "remembered in the store"


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_the_line_writes_the_command_as_the_reader_types_it(lang):
    """The command and option names in a reminder are the command's own, in that language."""
    line = tr(lang, "teach-line", rule="R", topic="T", game="G")
    typed = (f"/{tr(lang, 'cmd-game')} {tr(lang, 'cmd-game-rules')} "
             f"{tr(lang, 'cmd-game-rules-topic')}:T {tr(lang, 'cmd-game-rules-game')}:G")
    assert f"`{typed}`" in line
