"""Whole games through Discord, played to the end by scripted users clicking their DM panels,
two humans and an AI seat per title, counting what people see (docs/playing.md, "Everywhere"):

* the channel reads like a well-run table: WildLife at most 1.5 new channel messages per turn
  on average, Wild Cards at most 2 per round, Evolution at most 4 per round, plus the big
  scorings and the end;
* a player is mentioned at most once per decision start (no timers here, so no reminders);
* nobody else is ever mentioned, whatever the display names (a player is named after a
  spectator's mention, another "@everyone");
* hidden information never appears in the channel or another player's DM (the stored log
  replayed against every message and picture, its words in every language);
* each DM after the game reads as a short log with nothing left clickable
  (``check_tidy_dms``, the subject of tests/bot/test_e2e_dms.py);
* no channel message still says it waits for someone once the game is over;
* every picture carries alt text in its reader's language (docs/renderers.md, "Alt text");
* and the stored game replays from its seed and log to exactly the state stored (the
  service's whole game of each title, tests/bot/test_service.py, checks this without Discord
  for the quick titles; WildLife's is this one, which plays it through the same service).

WildLife's game is at a Dutch table (chosen at ``/game new``) with a German player and an
English one, so that it is also the WildLife game of tests/bot/test_e2e_alt_text.py (one whole
game for both: no word of English where people read Dutch, the channel, or German, her DMs) and
WildLife's whole game in another language (tests/bot/test_e2e_languages.py). So the other
titles' games are in other languages too (``TABLES``), each checked the same way (and every
picture for its reader's language): Evolution's on SQLite is its alt-text game of
tests/bot/test_e2e_alt_text.py and its Dutch game (a Dutch server, a German and a Dutch
player), on PostgreSQL its German game (a German server, a German and an English player);
Wild Cards' on SQLite is its German game, on PostgreSQL a game in English.

Wild Cards' games are paced like on Discord (45 requests a second), so that their ends are two
of the paced whole games' ends that tests/bot/test_e2e_game_end.py counts on (sends under way
while the last move is recorded): no game here may log an error.

WildLife's people play sensibly (tests/bot/sensible.py: mostly the greedy's choice, through the
same buttons, selects, questions asked once more, bids and pages, and a random control now and
then): at random a WildLife game took about 70 turns and 1,700 decisions (1,185 clicks), over a
minute on SQLite; played sensibly it takes 39 turns and 490 clicks. It runs on SQLite
only: the store holds every title's state alike, and Wild Cards and Evolution play their whole
games on both stores here.
"""

from __future__ import annotations

import json
import logging
import re
import time

import pytest

import engine
from tests.bot.english import WORD, english_in, everything
from tests.bot.finished import check_alt_text, knowledge_in
from tests.bot.sensible import play_sensibly
from tests.bot.support import (
    Tally,
    check_no_leaks,
    check_tidy_dms,
    controls,
    decision_starts,
    decode_picture,
    dm_messages,
    make_player,
    messages,
    open_table,
    play_to_end,
    uploaded,
)

#: a channel line that waits for someone, in any of the catalogs' words
WAITING = re.compile(r"waiting for|wachten op|warten auf|wartet auf", re.IGNORECASE)
PER_CHAPTER = {"wildlife": ("turn_number", 1.5), "wildcards": ("round", 2.0),
               "evolution": ("round", 4.0)}
#: each title's table on each store: its language, whence it has it (chosen at ``/game new``,
#: or the server's preferred locale) and the languages of the first and the second player's
#: Discord clients. WildLife's is the Dutch game of tests/bot/test_e2e_alt_text.py too;
#: Evolution's on SQLite is that file's Dutch game (a Dutch server, a German and a Dutch
#: player), and on PostgreSQL its German game of tests/bot/test_e2e_languages.py; Wild Cards'
#: on SQLite is that file's German game, and on PostgreSQL a game in English
TABLES = {("wildlife", "sqlite"): ("nl", "new", "de", "en"),
          ("wildcards", "sqlite"): ("de", "server", "de", "en"),
          ("wildcards", "postgres"): ("en", "server", "en", "en"),
          ("evolution", "sqlite"): ("nl", "server", "de", "nl"),
          ("evolution", "postgres"): ("de", "server", "de", "en")}
#: what the result, the story and the end line say, in the table's words
SAID = {"en": ("Game over", "moments that decided", "game is over"),
        "nl": ("Einde van het spel", "momenten die het spel beslisten", "spel is afgelopen"),
        "de": ("Spielende", "Momente, die die Partie entschieden", "Spiel ist vorbei")}


def service_lang(env, channel) -> str:
    """The language of the channel's table (its game is open, or was)."""
    table = env.bot.service.tables.table(channel.id)
    assert table is not None
    return table.lang


@pytest.mark.parametrize("game", [pytest.param("wildlife", marks=pytest.mark.any_store),
                                  pytest.param("wildcards", marks=pytest.mark.rate_limit(45)),
                                  "evolution"])
@pytest.mark.whole_game
async def test_two_humans_and_an_ai_to_the_end(simcord_env, harness, locales, english_only,
                                               caplog, game):
    env = simcord_env
    caplog.set_level(logging.ERROR)
    lang, whence, hers, his = TABLES[game, "postgres" if harness.url else "sqlite"]
    server = whence == "server" and lang != "en"
    guild = env.create_guild(**({"preferred_locale": lang} if server else {}))
    channel = guild.create_text_channel(game)
    carol = make_player(guild, env, "carol")  # watches; must never be mentioned
    alice = make_player(guild, env, f"<@{carol.id}>")
    bob = make_player(guild, env, "@everyone")
    over, decided, ended = SAID[lang]
    locales.update({p.id: client for p, client in ((alice, hers), (bob, his)) if client != "en"})
    await open_table(env, channel, alice, game, joiners=(bob,), ais=1,
                     language=lang if whence == "new" else None)
    assert service_lang(env, channel) == lang, "the table's language, from where it was chosen"
    start = time.perf_counter()
    if game == "wildlife":
        played = await play_sensibly(env, channel, [alice, bob])
        clicks = played.total
        # a sensible game still answers every kind of decision through its own controls
        missing = {"a", "s", "c", "bid"} - set(played.kinds)
        assert missing == set(), f"no {missing} clicked in a whole game: {dict(played.kinds)}"
    else:
        clicks = await play_to_end(env, channel, [alice, bob])
    print(f"{game}: {clicks} clicks in {time.perf_counter() - start:.1f}s")

    history = channel.history()
    assert over in history[-1].content, "the result, in the table's words"
    assert history[-1].attachments[0].filename.startswith(f"{game}-result-")
    k = await knowledge_in(env.bot.service, channel.id)
    assert check_no_leaks(env, channel, {0: alice, 1: bob}, k) > 0
    await check_alt_text(env, channel, game, lang, [(0, alice, hers), (1, bob, his)], k)
    # no word of English where people read Dutch or German (the channel, the DMs); the
    # players' own names excepted ("@everyone" is bob's); and every picture drawn in the
    # language of whoever sees it
    named = {w.lower() for p in (alice, bob) for w in WORD.findall(p.user.name)}
    for where, reader in ((channel.id, lang), (alice.user.dm_channel.id, hers),
                          (bob.user.dm_channel.id, his)):
        if reader != "en":
            texts = everything(env, where)
            assert len(texts) > 10, where
            english = [(w, text) for w, text in english_in(texts, english_only)
                       if w.lower() not in named]
            assert english == [], where
        drawn = {decode_picture(data)["lang"] for data in uploaded(env, where)}
        assert drawn == {reader}, (where, reader, drawn)

    service = env.bot.service
    row = await service.store.game(await service.store.last_game_in(channel.id))
    key, limit = PER_CHAPTER[game]
    chapters = json.loads(row.state)[key]
    stored = engine.from_json(row.state)
    assert stored.is_over() and stored.result() is not None
    assert engine.replay(stored).to_json() == stored.to_json(), "the log replays to the state"
    tally = Tally.of(env, channel.id)
    posts = tally.count(without=("scoring", "result", "story"))
    story = history[-2]
    assert decided in story.content, "the story, in the table's words"
    assert story.content.count("• ") >= 2
    assert story.attachments[0].filename.startswith(f"{game}-story-")
    # what the channel shows, however each message was sent (a request of the bot's own or an
    # interaction's follow-up, as the first chapter's message is): all but the lobby's line-up,
    # the big scorings, the story and the result
    shown = [m for m in history[1:] if not any(
        w in a.filename for a in m.attachments for w in ("scoring", "result", "story"))]
    print(f"{game}: {len(shown)} table messages ({posts} requests) in {chapters} {key}s, "
          f"pings {tally.pings}")
    assert posts <= len(shown) <= limit * chapters
    starts = await decision_starts(service, channel.id)
    for seat, player in ((0, alice), (1, bob)):
        assert 0 < tally.pings.get(player.id, 0) <= starts[seat]
    assert carol.id not in tally.pings and tally.everyone == 0
    assert set(tally.pings) == {alice.id, bob.id}
    await env.settle()
    check_tidy_dms(env, channel, [alice, bob])
    # its check that the channel says the game is over once, in the table's words
    assert [m.content for m in messages(env, channel.id)
            if m.content.count(ended) > 1] == [], "said twice"
    for player in (alice, bob):
        dms = len(dm_messages(env, player))
        print(f"{game}: {player.user.name}'s DM has {dms} messages for {chapters} {key}s")
        if game == "wildlife":  # a bid in another's turn edits the last panel: no new DM
            assert dms <= 0.5 * chapters, (dms, chapters)
    print(f"{game}: after the game " + "; ".join(
        f"{where}: {len(kept)} messages, {sum(bool(m.attachments) for m in kept)} with "
        f"a picture, {sum(len(controls(m)) for m in kept)} live controls"
        for where, kept in [("channel", list(messages(env, channel.id)))] + [
            (p.user.name, dm_messages(env, p)) for p in (alice, bob)]))
    # every turn is over: none of the channel's messages may still say it waits for someone
    # or whose move it is now ("➡️ Now: …")
    waiting = [m.content for m in messages(env, channel.id)
               if WAITING.search(m.content) or "➡️" in m.content]
    assert waiting == [], waiting
    # nor may a person's DM: each answered line says who came next, which stays true
    for player in (alice, bob):
        waiting = [m.content for m in dm_messages(env, player) if WAITING.search(m.content)]
        assert waiting == [], (player.user.name, waiting)
    # and no error logged, to the game's last sends (tests/bot/test_e2e_game_end.py)
    errors = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    assert errors == [] and not env.errors, errors
