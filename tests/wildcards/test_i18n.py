"""Wild Cards says everything in messages (docs/wildcards.md, "Words"), and every message is in the
three catalogs. Random legal games to the end, 2 to 5 players with and without Leo: every message
anywhere (events, refusals of some moves that do not fit, labels and groups of the choices, the
views of every seat and of a spectator, the result) names a key all three catalogs hold, with the
arguments its text uses; said in Dutch and German it leaves no key unsaid."""

from __future__ import annotations

import re
from typing import Any

import pytest

import engine
from engine.core import IllegalAction, is_msg
from engine.players import RandomPlayer
from engine.wildcards.data import CATEGORIES, HABITATS, LEADER_POWERS, SPECIES
from tests.support.catalogs import placeholders
from words import LANGUAGES, ONE_OF, bundle, has, say

#: (players, options) of the random games: every player count, Leo where the rules allow it
GAMES = [(2, {}), (3, {}), (3, {"leo": True}), (4, {}), (4, {"leo": True}), (5, {})]
#: moves that do not fit most positions (a refusal is asked of each, for each seat to act)
ODD_CODES = ["bid:F9", "bid:W4", "bid2:M1", "final:S3", "swap:lion:7", "discard:F4",
             "undiscard:W2", "draw", "draw:7", "pay:M4", "unpay", "confirm", "pick:0",
             "pick:9", "decline", "ibex:back", "single", "cancel", "nonsense", ""]
#: a key left unsaid: "wc-…", "core-…" or a Fluent placeholder
UNSAID = re.compile(r"\b(wc|core|opt|reg)-[a-z]|\{\s*\$|\{")


def check(message: dict[str, Any], where: str) -> None:
    """One message: its key in every catalog, its arguments the placeholders of its text,
    said without error or leftover in every language."""
    key, args = message["key"], message.get("args", {})
    if key == ONE_OF:
        assert set(args) == {"items"}, where
        return
    assert key in placeholders(), f"{where}: {key} not in the English catalogs"
    for lang in LANGUAGES:
        assert has(lang, key), f"{where}: {key} missing in {lang}"
    assert set(args) == placeholders()[key], \
        f"{where}: {key} gets {sorted(args)}, its text uses {sorted(placeholders()[key])}"
    for lang in LANGUAGES:
        found = bundle(lang)
        said = {k: v if isinstance(v, int | float) and not isinstance(v, bool) else say(lang, v)
                for k, v in args.items()}
        text, errors = found.format_pattern(found.get_message(key).value, said)
        assert not errors, f"{where}: {key} in {lang}: {errors}"
        text = say(lang, message)
        assert text and not UNSAID.search(text), f"{where}: {key} in {lang}: {text!r}"


#: messages already checked (a game repeats the same card names, powers and phases), each
#: with how many messages it holds (itself and those in its arguments, all checked with it)
_CHECKED: dict[str, int] = {}


def check_all(value: Any, where: str) -> int:
    """Check every message in ``value`` (``tests.support.catalogs.messages``: nested ones
    too) not checked before; how many it holds. A message met again is known by its text
    (``repr``: plain data), and what it holds was checked with it, so it is not walked again:
    a view is mostly messages met before."""
    if is_msg(value):
        fingerprint = repr(value)
        held = _CHECKED.get(fingerprint)
        if held is None:
            check(value, where)
            held = 1 + check_all(value.get("args", {}), where)
            _CHECKED[fingerprint] = held
        return held
    if isinstance(value, dict):
        value = value.values()
    elif not isinstance(value, list):
        return 0
    return sum(check_all(item, where) for item in value if isinstance(item, dict | list))


def play_through(players: int, options: dict[str, Any], seed: int) -> int:
    """A random game to its end, every message checked on the way; how many were seen."""
    names = [f"Player {i + 1}" for i in range(players)]
    state = engine.new_game("wildcards", names, options=options, seed=seed)
    ai = RandomPlayer(seed)
    seen = check_all(state.view(None), "the first view")
    step = 0
    while not state.is_over():
        seat = state.to_act()[0]
        where = f"{players}p{options} seed {seed} step {step} ({state.phase})"
        legal = state.legal_actions(seat)
        seen += check_all([a.label for a in legal] + [a.group for a in legal if a.group],
                          f"{where} labels")
        assert all(is_msg(a.label) for a in legal), where
        if step % 2 == 0:  # the views and refusals are the slow part: every other position
            for viewer in [None, *range(players)]:
                seen += check_all(state.view(viewer), f"{where} view of {viewer}")
            for code in ODD_CODES:
                if state.legal_action(seat, code) is None:
                    seen += check_all(state.refusal(seat, code), f"{where} refusing {code!r}")
            waiting = [s for s in range(players) if s not in state.to_act()]
            for other in waiting[:1]:
                seen += check_all(state.refusal(other, "bid:R"), f"{where} not your move")
            seen += check_all([state.undo_refusal(s) for s in range(players)], where)
        action = ai.choose(state, seat)
        seen += check_all([e.msg for e in state.apply(seat, action)], f"{where} events")
        step += 1
    seen += check_all(state.result(), "the result")
    for viewer in [None, *range(players)]:
        seen += check_all(state.view(viewer), f"the last view of {viewer}")
    seen += check_all(state.refusal(0, "bid:R"), "after the end")
    return seen


@pytest.mark.parametrize(("players", "options"), GAMES,
                         ids=[f"{n}p" + ("-leo" if o else "") for n, o in GAMES])
def test_every_message_of_random_games_is_in_all_catalogs(players, options) -> None:
    for seed in (1, 2):
        assert play_through(players, options, seed) > 200


def test_refusals_of_the_setup_are_messages() -> None:
    """The options refused at setup say why in every language."""
    for players, options in ((["A", "B", "C", "D", "E"], {"leo": True}),
                             (["A", "B", "C"], {"talisman_seat": 4})):
        with pytest.raises(IllegalAction) as caught:
            engine.new_game("wildcards", players, options=options, seed=1)
        check(caught.value.msg, f"setup {options}")


def test_the_result_breakdown_and_tiebreak_are_catalog_words() -> None:
    state = engine.new_game("wildcards", ["A", "B", "C"], seed=3)
    ai = RandomPlayer(3)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, ai.choose(state, seat))
    result = state.result()
    assert result["categories"] == CATEGORIES
    for row in result["ranking"]:
        assert list(row["breakdown"]) == CATEGORIES
    for key in CATEGORIES:
        assert all(has(lang, key) for lang in LANGUAGES)
        assert placeholders()[key] == frozenset()
    check(result["tiebreak"], "tiebreak")


def test_names_of_cards_species_habitats_and_powers_in_every_language() -> None:
    """The names the views carry as codes have words in every catalog; Dutch as the Dutch
    edition names them (seed 002), German as the German names of the animals."""
    for species in SPECIES:
        assert all(has(lang, f"wc-species-{species}") for lang in LANGUAGES)
        check({"key": LEADER_POWERS[species], "args": {}}, species)
    for habitat in HABITATS.values():
        assert all(has(lang, f"wc-habitat-{habitat}") for lang in LANGUAGES)
    dutch = [say("nl", {"key": f"wc-species-{s}", "args": {}}) for s in SPECIES]
    assert dutch == ["Pauw", "Eekhoorn", "Arend", "Steenbok", "Leeuw", "Stokstaartje"]
    german = [say("de", {"key": f"wc-species-{s}", "args": {}}) for s in SPECIES]
    assert german == ["Pfau", "Eichhörnchen", "Adler", "Steinbock", "Löwe", "Erdmännchen"]
    cards = {lang: [say(lang, {"key": "wc-card", "args": {"habitat": h, "value": 3}})
                    for h in HABITATS.values()] for lang in LANGUAGES}
    assert cards["en"] == ["Forest 3", "Savannah 3", "Mountains 3", "Wild 3"]
    assert cards["nl"] == ["Bos 3", "Savanne 3", "Bergen 3", "Joker 3"]
    assert cards["de"] == ["Wald 3", "Savanne 3", "Gebirge 3", "Joker 3"]


def test_species_in_sentences_take_their_article_and_case() -> None:
    """A species code in a sentence is said with the right article: "an eagle", "het
    stokstaartje", "den Löwen"."""
    swap = {"key": "wc-ev-swap", "args": {"name": "Lara", "given": "eagle", "taken": "meerkat"}}
    assert "swaps an eagle for the meerkat" in say("en", swap)
    assert "ruilt een arend om voor het stokstaartje" in say("nl", swap)
    assert "tauscht einen Adler gegen das Erdmännchen" in say("de", swap)
    take = {"key": "wc-ev-take", "args": {"name": "Milú", "species": "lion"}}
    assert [say(lang, take) for lang in LANGUAGES] == [
        "Milú takes the lion.", "Milú pakt de leeuw.", "Milú nimmt den Löwen."]


def test_the_bot_pages_and_panel_words_in_every_language() -> None:
    """The adapter's words (bot/core/games/wildcards.py): the /game rules pages, the option
    values, the pay-several select, scores and chapter titles, in each language."""
    from bot.core.games.wildcards import WildCards
    from engine.registry import GAMES

    adapter, info = WildCards(), GAMES["wildcards"]
    topics = ["overview", "bidding", "ties", "refill", "leaders", "scoring", "leo"]
    pages = {lang: adapter.rules_pages(info, lang) for lang in LANGUAGES}
    for lang in LANGUAGES:
        assert list(pages[lang]) == topics
        assert all(text.startswith("**") and not UNSAID.search(text)
                   for text in pages[lang].values()), lang
    assert all(len({pages[lang][t] for lang in LANGUAGES}) == 3 for t in topics)
    assert "Expo" in pages["nl"]["overview"] and "Auslage" in pages["de"]["overview"]
    talisman = next(o for o in info.options if o.key == "talisman_seat")
    assert [adapter.option_value(talisman, v, "de") for v in (-1, 0)] == ["zufällig", "Platz 1"]
    for option in info.options:
        for lang in LANGUAGES:
            assert has(lang, f"opt-wildcards-{option.key}")
            assert has(lang, f"opt-wildcards-{option.key}-help")
    state = engine.new_game("wildcards", ["Ann", "Bob", "Cy"], options={"talisman_seat": 0},
                            seed=4)
    state.hands[0] = ["F1", "F2", "M1", "M3", "S4", "W2"]
    state.display = ["lion", "peacock"]
    for seat, code in ((0, "bid:S4"), (1, f"bid:{state.hands[1][0]}"),
                       (2, f"bid:{state.hands[2][0]}")):
        state.apply(seat, code)
    assert state.phase == "pick" and state.to_act() == [0]  # a 4 bid: 3 cards to pay
    several = adapter.several(state.view(0), state.legal_actions(0), "nl")
    assert several is not None and several.count == 3
    assert several.placeholder == "Kies de 3 kaarten om bij te betalen"
    assert ("pay:F1#0", "Bos 1") in several.options and several.verb == "Deze bijbetalen"
    view = state.view(None)
    assert adapter.scores(view, "de")[0] == "Ann: 0 in Plättchen"
    assert adapter.chapter_title(view, "nl").startswith(f"Ronde {view['round']} · ")
    assert adapter.status_line(view, "de") == say("de", view["phase_label"])
