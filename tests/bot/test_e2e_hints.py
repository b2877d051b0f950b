"""Hints for learners through the unmodified bot (docs/playing.md, "Learning"): a table opened
with ``hints`` gives each human a Hint button on their DM panel and ``/game hint``, answered to
the asker alone; a table without hints has no button and refuses the command; a server can
forbid them; a stale Hint click changes nothing; a game played with hints is marked and not
rated.

The mark is a column and the ratings are rows, so that test runs on both stores; a hint itself
is worked out and answered above the store, so the others run on SQLite (``any_store``)."""

from __future__ import annotations

import json

import pytest

from bot.core.texts import escape, label
from bot.messages.controls import Ref
from tests.bot.support import (
    as_message,
    controls,
    emit_click,
    game_state,
    live_panel,
    make_player,
    messages,
    play_to_end,
    refusal,
    said,
    seat_to_act,
)
from tests.bot.test_e2e_settings import manager

HINT = "wt:i:"


def hint_button(stored) -> str | None:
    return next((c["custom_id"] for c in controls(stored) if c["custom_id"].startswith(HINT)),
                None)


def panel_of(env, player):
    """The player's newest DM panel with a Hint button, or None."""
    for stored in messages(env, player.user.dm_channel.id):
        if hint_button(stored):
            return stored
    return None


async def open_hinted(env, channel, host, game, joiners, *, hints=True):
    await host.member.slash(channel, "game new", game=game, hints=hints)
    for joiner in joiners:
        lobby = next(as_message(env, m) for m in messages(env, channel.id)
                     if any(c["custom_id"].endswith(":join") for c in controls(m)))
        await joiner.member.click(lobby, label="Join")
    lobby = next(as_message(env, m) for m in messages(env, channel.id)
                 if any(c["custom_id"].endswith(":start") for c in controls(m)))
    await host.member.click(lobby, label="Start")


def channel_texts(env, channel) -> list[str]:
    return [m.content for m in messages(env, channel.id)]


@pytest.mark.any_store
async def test_a_hint_goes_to_the_asker_alone_and_changes_nothing(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_hinted(env, channel, alice, "wildcards", (bob,))
    asker = seat_to_act(env, channel.id, [alice, bob])
    other = bob if asker is alice else alice
    panel = panel_of(env, asker)
    assert panel is not None, "the panel of a table with hints carries a Hint button"
    state = game_state(env.bot, channel.id)
    before = state.to_json()
    seat = env.bot.service.tables.table(channel.id).seat_of(asker.id)
    labels = {escape(label("en", a)) for a in state.legal_actions(seat)}
    channel_before = channel_texts(env, channel)
    other_dms = len(list(messages(env, other.user.dm_channel.id)))
    answer = said(await asker.user.click(as_message(env, panel), custom_id=hint_button(panel)))
    hints = [text for text, ephemeral in answer if ephemeral and "Hint" in text]
    assert len(hints) == 1, answer
    assert any(f"**{name}**" in hints[0] for name in labels), "it names a legal choice"
    assert game_state(env.bot, channel.id).to_json() == before, "a hint changes nothing"
    assert channel_texts(env, channel) == channel_before, "nothing in the channel"
    assert len(list(messages(env, other.user.dm_channel.id))) == other_dms
    # the same by command, in the channel: ephemeral
    typed = said(await asker.member.slash(channel, "game hint"))
    assert len(typed) == 1 and typed[0][1] and "Hint" in typed[0][0], typed
    # someone else's click on that button is refused (a forged click in the asker's DM)
    forged = emit_click(env, other.id, panel, hint_button(panel))
    await env.settle()
    assert "belong to another player" in refusal(forged)
    assert game_state(env.bot, channel.id).to_json() == before


@pytest.mark.any_store
async def test_a_stale_hint_click_says_so_and_changes_nothing(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_hinted(env, channel, alice, "wildcards", (bob,))
    asker = seat_to_act(env, channel.id, [alice, bob])
    # /game hand: the panel, ephemeral in the channel; it keeps its buttons after the move
    await asker.member.slash(channel, "game hand")
    shown = next(m for m in messages(env, channel.id) if hint_button(m))
    seat = env.bot.service.tables.table(channel.id).seat_of(asker.id)
    code = game_state(env.bot, channel.id).legal_actions(seat)[0].code
    await asker.member.slash(channel, "game play", choice=code)
    after = game_state(env.bot, channel.id).to_json()
    stale = await asker.member.click(as_message(env, shown), custom_id=hint_button(shown))
    assert "moved on" in refusal(stale)
    assert game_state(env.bot, channel.id).to_json() == after


@pytest.mark.any_store
async def test_no_hints_at_a_table_without_them(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_hinted(env, channel, alice, "wildcards", (bob,), hints=False)
    asker = seat_to_act(env, channel.id, [alice, bob])
    dms = list(messages(env, asker.user.dm_channel.id))
    assert any(controls(m) for m in dms) and not any(hint_button(m) for m in dms)
    assert "without hints" in refusal(await asker.member.slash(channel, "game hint"))
    # a forged Hint click on the panel (a control it does not carry): refused
    panel = next(m for m in dms if controls(m))
    table = env.bot.service.tables.table(channel.id)
    seat = table.seat_of(asker.id)
    version = game_state(env.bot, channel.id).version
    forged = emit_click(env, asker.id, panel, Ref(channel.id, table.id, version, seat)
                        .prefix("i"))
    await env.settle()
    assert "not valid" in refusal(forged)


@pytest.mark.any_store
async def test_a_server_can_forbid_hints_and_set_it_back(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice = make_player(guild, env, "alice")
    mod = manager(env, guild)
    shown = said(await mod.slash(channel, "game settings", hints="forbid"))[0][0]
    assert "Tables with hints: forbidden" in shown
    refused = await alice.member.slash(channel, "game new", game="wildcards", hints=True)
    assert "does not allow hints" in refusal(refused)
    assert env.bot.service.tables.table(channel.id) is None
    shown = said(await mod.slash(channel, "game settings", hints="default"))[0][0]
    assert "Tables with hints: allowed" in shown
    await alice.member.slash(channel, "game new", game="wildcards", hints=True)
    assert env.bot.service.tables.table(channel.id).hints


@pytest.mark.whole_game
async def test_a_game_with_hints_is_marked_and_not_rated(simcord_env, toy_game):
    """The toy game (tests/support/toy.py): the subject is the mark and the ratings, not a
    title's hints, so its few clicks reach the end (without hints its games are rated like
    any title's: tests/bot/test_e2e_seasons.py)."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_hinted(env, channel, alice, toy_game, (bob,))
    await play_to_end(env, channel, [alice, bob])
    store = env.bot.service.store
    game_id = await store.last_game_in(channel.id)
    assert (await store.game(game_id)).hints
    assert await store.query("SELECT * FROM rating_changes") == []
    assert await store.query("SELECT * FROM ratings") == []
    result = next(m.content for m in reversed(list(messages(env, channel.id)))
                  if "Played with hints" in (m.content or ""))
    assert "rated" in result and "→" not in result
    listed = said(await alice.member.slash(channel, "game history"))[0][0]
    assert "with hints" in listed
    # a recomputation of every rating leaves the hinted game out too
    from bot.core.history import History
    from tools.ratings import replayed

    games = await History(store).rated_games()
    assert [g.id for g in games] == [game_id] and games[0].hints
    assert replayed(games) == [(game_id, toy_game, [])]
    assert json.loads(json.dumps(games[0].result))  # the result itself is kept


def hinted_choice(env, player):
    """The asker's newest hint answer with its one-click button: (message, custom_id)."""
    for stored in messages(env, player.user.dm_channel.id):
        if "Hint" in stored.content and controls(stored):
            return stored, controls(stored)[0]["custom_id"]
    return None, None


#: what each title's hints must have offered as one click before the test ends
WANTED = {"wildlife": "", "wildcards": "", "evolution": "|"}


@pytest.mark.any_store
@pytest.mark.parametrize("game", ["wildlife", "wildcards", "evolution"])
async def test_every_hinted_choice_is_one_click(simcord_env, game):
    """At every step of a decision the panel has a Hint, and the hint's button plays the
    whole hinted choice (an Evolution card with where it goes, in one click)."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_hinted(env, channel, alice, game, (bob,))
    played, met = 0, False
    while not (met and played >= 6):
        assert played < 80, f"no hint of {WANTED[game]!r} met"
        assert game_state(env.bot, channel.id) is not None
        asker = next(p for p in (alice, bob) if live_panel(env, p) is not None)
        panel = live_panel(env, asker)
        assert hint_button(panel), "every step of a decision has a Hint"
        before = game_state(env.bot, channel.id).version
        await asker.user.click(as_message(env, panel), custom_id=hint_button(panel))
        answer, custom_id = hinted_choice(env, asker)
        assert answer is not None, "the hint carries its choice as a button"
        code = custom_id.split(":", 6)[6]
        met = met or WANTED[game] in code
        await asker.user.click(as_message(env, answer), custom_id=custom_id)
        after = env.backend.messages[asker.user.dm_channel.id][answer.id]
        assert after.content.startswith("✅") and not controls(after), "no dead control left"
        state = game_state(env.bot, channel.id)
        assert state.version >= before + 1 + code.count("|"), code
        played += 1
