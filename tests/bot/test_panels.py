"""The pure parts of the Discord layer: custom_id grammar (bot/messages/controls/), panel layout
within Discord's limits (bot/messages/panels.py: 25 options, 5 rows, 100-character ids), the games'
panel rules and rules texts (bot/core/games/), option and choice parsing (bot/ui/inputs.py), message
clipping (bot/core/texts.py)."""

from __future__ import annotations

import pytest

import engine
from bot.core.games import adapter, pages, rules_text, topics
from bot.core.games.wildlife import bid_amounts
from bot.core.models import UserError
from bot.core.texts import clip
from bot.messages.controls import ALL_TEMPLATES, MAX_ID, Ref, b36, is_valid, unb36
from bot.messages.panels import BUTTON_LIMIT, panel_view, select_pages
from bot.ui.inputs import choice_value, parse_choice, parse_options
from engine.core import Action
from engine.players import RandomPlayer
from words import say

WILDLIFE = adapter("wildlife")

SNOWFLAKE = 1456074443980800006


def page_count(actions, bidding=None):
    """How many pages a panel of ``actions`` has."""
    if bidding is not None or len(actions) <= BUTTON_LIMIT:
        return 1
    return len(select_pages(actions))


def options_of(item):
    return getattr(getattr(item, "item", item), "options", [])


def ids(view):
    return [item.custom_id for item in view.children]


def test_base36_round_trip():
    for n in (0, 1, 35, 36, SNOWFLAKE, (1 << 64) - 1):
        assert unb36(b36(n)) == n
    assert len(b36((1 << 64) - 1)) == 13


def test_longest_custom_id_fits_discord():
    ref = Ref((1 << 64) - 1, 10 ** 6, 10 ** 6, 5)
    view = panel_view(ref, [Action("x" * 60, "long")])
    assert all(len(i) <= MAX_ID for i in ids(view))
    assert all(is_valid(i) for i in ids(view))


def test_few_choices_are_buttons_many_are_grouped_selects():
    ref = Ref(SNOWFLAKE, 3, 7, 1)
    few = panel_view(ref, [Action(f"c{i}", f"Choice {i}") for i in range(4)])
    assert [i.type.name for i in few.children] == ["button"] * 4
    many = [Action(f"s{i}", f"Space {i}", group=f"Area {i // 12}") for i in range(40)]
    view = panel_view(ref, many)
    kinds = [i.type.name for i in view.children]
    assert set(kinds) == {"select"} and len(kinds) == 4  # 12 + 12 + 12 + 4, one per group


@pytest.mark.parametrize("count", [11, 25, 26, 130, 400])
def test_every_choice_is_reachable_within_the_limits(count):
    ref = Ref(SNOWFLAKE, 3, 7, 0)
    actions = [Action(f"a{i}", f"Label {i}", group=f"G{i % 3}") for i in range(count)]
    seen = set()
    for page in range(page_count(actions)):
        view = panel_view(ref, actions, page)
        assert len(view.children) <= 25
        rows = {item._rendered_row if item._rendered_row is not None else item.row
                for item in view.children}
        assert len(rows) <= 5
        for item in view.children:
            assert len(item.custom_id) <= MAX_ID
            if item.custom_id.startswith("wt:a:"):
                seen.add(item.custom_id.split(":", 6)[6])
            for option in options_of(item):
                seen.add(option.value)
            assert len(options_of(item)) <= 25
        paging = [item.item.label for item in view.children
                  if item.custom_id.startswith("wt:p:")]
        pages = page_count(actions)
        assert all(f" of {pages}" in label for label in paging) and \
            len(paging) == (2 if pages > 1 else 0), paging
    assert seen == {a.code for a in actions}


def test_real_games_panels_hold_exactly_the_legal_choices():
    """Random positions of every title: the panel offers exactly the legal actions."""
    for name in engine.GAMES:
        state = engine.new_game(name, ["a", "b"], seed=3)
        ai = RandomPlayer(3)
        for step in range(300):
            if state.is_over():
                break
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            bidding = adapter(name).bidding(state.view(seat), legal)
            codes = set()
            for page in range(page_count(legal, bidding)):
                view = panel_view(Ref(SNOWFLAKE, 1, state.version, seat), legal, page,
                                  bidding=bidding)
                for item in view.children:
                    assert len(item.custom_id) <= MAX_ID, item.custom_id
                    assert any(t.fullmatch(item.custom_id) for t in ALL_TEMPLATES)
                    if item.custom_id.startswith("wt:a:"):
                        codes.add(item.custom_id.split(":", 6)[6])
                    if item.custom_id.startswith("wt:m:"):  # the bid modal takes any bid
                        codes |= {f"bid:{n}" for n in bidding.amounts}
                    codes |= {o.value for o in options_of(item)}
            assert codes == {a.code for a in legal}, (name, step)
            state.apply(seat, ai.choose(state, seat))


def test_bid_or_pass_decisions_get_the_auction_controls():
    """The auction controls (docs/playing.md, "WildLife turn"): Bid min · +1 · +2 · +5 · Amount… ·
    Pass; "+k" is the high bid + k, left out when not legal or the same bid as "Bid min"."""
    actions = [Action(f"bid:{k}", f"Bid {k} food") for k in range(4, 10)] + [Action("pass")]

    def labels(high):
        bidding = WILDLIFE.bidding({"auction": {"high": high}}, actions)
        return [i.item.label for i in panel_view(Ref(1, 1, 1, 0), actions,
                                                  bidding=bidding).children]

    assert labels(3) == ["Bid 4 (min)", "+2 → 5", "+5 → 8", "Amount…", "Pass"]
    assert labels(None) == labels(3)  # no standing bid: counted from one below the minimum
    assert labels(6) == ["Bid 4 (min)", "+1 → 7", "+2 → 8", "Amount…", "Pass"]


def test_only_numeric_bids_with_a_pass_count_as_an_auction():
    """Wild Cards bids are cards (``bid:R`` is the Refill card) with no pass: usual panel;
    and only WildLife's adapter knows auctions at all."""
    assert bid_amounts([Action("bid:3"), Action("bid:7"), Action("pass")]) == [3, 7]
    assert bid_amounts([Action("bid:3"), Action("bid:R"), Action("pass")]) is None
    assert bid_amounts([Action("bid:3"), Action("bid:4")]) is None
    assert bid_amounts([Action("pass")]) is None
    assert bid_amounts([Action("bid:3"), Action("end"), Action("pass")]) is None
    numeric = [Action("bid:3"), Action("bid:7"), Action("pass")]
    assert adapter("wildcards").bidding({}, numeric) is None


def test_groups_keep_their_order_and_small_groups_become_buttons():
    actions = ([Action(f"b{i}", group="B") for i in range(6)] + [Action("end", group="end")]
               + [Action(f"a{i}", group="A") for i in range(6)])
    rows = select_pages(actions)[0]
    assert [type(r).__name__ for r in rows] == ["ButtonRow", "SelectSpec", "SelectSpec"]
    assert [r.placeholder for r in rows[1:]] == ["B", "A"]


def test_end_turn_asks_once_more_while_something_useful_is_unused():
    """Irreversible steps ask once more only when something useful is unused (docs/playing.md,
    "Everywhere")."""
    confirmations = WILDLIFE.confirmations
    actions = [Action("end"), Action("migrate"), Action("play:forest")]
    info = {"cards_played": 1, "card_limit": 3, "free_migration_used": False}
    asked = confirmations({"turn_info": info}, actions, "en")
    assert "free migration" not in asked["end"] and "2 more cards" in asked["end"]
    done = {"cards_played": 3, "card_limit": 3, "free_migration_used": True}
    assert confirmations({"turn_info": done}, [Action("end")], "en") == {}
    # the free migration alone asks nothing: the status line says it is unused
    cards_done = {**done, "free_migration_used": False}
    assert confirmations({"turn_info": cards_done}, actions, "en") == {}
    view = panel_view(Ref(1, 1, 1, 0), actions, confirm=asked)
    assert [i.custom_id.split(":")[1] for i in view.children] == ["c", "a", "a"]


def test_forged_ids_are_not_valid():
    assert not is_valid("wt:a:zz:!!:0:x")
    assert not is_valid("wt:l:1:1:explode")
    assert not is_valid("wt:a:1:1:1:1:" + "x" * 99)
    assert is_valid("wt:l:1:1:join")


def test_options_parse_typed_like_their_defaults():
    assert parse_options("wildcards", "leo") == {"leo": True}
    assert parse_options("wildcards", "no-leo, talisman_seat=2") == {
        "leo": False, "talisman_seat": 2}
    with pytest.raises(UserError, match="no option"):
        parse_options("wildcards", "dragons")
    with pytest.raises(UserError, match="one of"):
        parse_options("wildcards", "talisman_seat=9")


def test_typed_choices_match_codes_labels_and_autocomplete_values():
    actions = [Action("bid:F1", "Bid Forest 1"), Action("refill", "Bid the Refill card")]
    assert parse_choice(choice_value(12, "refill"), actions) == (12, "refill")
    assert parse_choice("bid forest 1", actions) == (None, "bid:F1")
    assert parse_choice("Bid the", actions) == (None, "refill")
    assert parse_choice("Bid", actions) == (None, "Bid")  # ambiguous: the engine says why


def test_clip_keeps_messages_within_2000_characters():
    text = "head\n" + "\n".join(f"line {i} " + "x" * 50 for i in range(100))
    clipped = clip(text)
    assert len(clipped) <= 2000 and clipped.startswith("head") and clipped.endswith("x")


def test_rules_texts_fit_and_unknown_topics_are_explained():
    """Every reply of /game rules fits one Discord message (2000 characters)."""
    for lang in ("en", "nl", "de"):
        for game in [None, *engine.GAMES]:
            own = pages(game, lang) if game else {}
            for topic in [None, "", "commands", "dragons", *engine.GAMES, *own]:
                assert len(rules_text(game, topic, lang)) < 2000, (game, topic, lang)
    assert "Topics" in rules_text("wildcards", "dragons", "en")
    assert "Onderwerpen" in rules_text("wildcards", "dragons", "nl")
    assert "Themen" in rules_text("wildcards", "dragons", "de")
    for game in engine.GAMES:
        for lang in ("en", "nl", "de"):
            assert set(topics(game)) == {*pages(game, lang), "commands"}
        assert {"overview", "scoring"} <= set(pages(game, "en")), game


def test_wildcards_rules_say_ibex_and_squirrel_are_choices():
    """seed 002 "Leader cards": the ibex holder *may* take the bid card back (not a wild
    card), the squirrel holder draws up to 10 (docs/wildcards.md: both are choices)."""
    leaders = rules_text("wildcards", "leaders", "en")
    assert "Ibex: in phase 4 you **may** take your bid card back" in leaders
    assert "not a wild card" in leaders
    assert "Squirrel: after a Refill you **may** draw up to 10" in leaders
    assert "**may** draw up to 10" in rules_text("wildcards", "refill", "en")
    assert "keeps its bid card" not in leaders and "refills to 10" not in leaders


def test_pass_on_an_auction_asks_once_more_while_a_usable_card_is_within_food():
    """Pass is irreversible (docs/playing.md, "WildLife turn"; seed 000 "Card Auctions": who
    passes is out of the auction), so it asks once more, but only when the lowest bid is
    within the bidder's food and the card is of use to it (a terrain card needs some
    adaptation to that terrain).
    Checked on every auction decision of seeded random games, against the state itself (the
    subject is the question, not the players' skill: random seats bid, pass and run out of
    food in every way, at a tenth of the greedy players' cost)."""
    from engine.wildlife.data import MIN_BID

    asked = quiet = 0
    for seed in range(3):
        state = engine.new_game("wildlife", ["A", "B", "C", "D"], seed=seed)
        players = [RandomPlayer(seed * 4 + i) for i in range(4)]
        while not state.is_over() and asked + quiet < 400:
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            pending = state.pending or {}
            if pending.get("k") == "auction":
                lowest = max(MIN_BID, pending["high"] + 1)
                terrain = next((t for t in state.levels[seat] if t.lower() == pending["card"]),
                               None)
                usable = terrain is None or state.levels[seat][terrain] > 0
                seen = state.view(seat)
                confirm = WILDLIFE.confirmations(seen, legal, "en")
                question = confirm.get("pass")
                if usable and lowest <= state.food[seat]:
                    assert question and f"bid of {lowest} is within your" in question
                    asked += 1
                else:
                    assert question is None
                    quiet += 1
                view = panel_view(Ref(1, 1, 1, seat), legal, confirm=confirm,
                                  bidding=WILDLIFE.bidding(seen, legal))
                kinds = {i.custom_id.split(":")[-1]: i.custom_id.split(":")[1]
                         for i in view.children}
                assert kinds["pass"] == ("c" if question else "a")
            state.apply(seat, players[seat].choose(state, seat))
    assert asked > 20 and quiet > 20


@pytest.mark.parametrize("game", sorted(engine.GAMES))
def test_a_panel_never_says_its_reader_is_awaited(game: str) -> None:
    """The seat that must decide reads its own decision, not "Waiting for <its name>"."""
    state = engine.new_game(game, ["Ann", "Bob", "Cy"], seed=3)
    for _ in range(40):
        if state.is_over():
            break
        seat = state.to_act()[0]
        line = adapter(game).status_line(state.view(seat), "en")
        name = state.view(None)["seats"][seat]["name"] if "seats" in state.view(None) \
            else ["Ann", "Bob", "Cy"][seat]
        assert f"for {name}" not in line and "Waiting for" not in line, line
        state.apply(seat, state.legal_actions(seat)[0])


@pytest.mark.parametrize("game", sorted(engine.GAMES))
@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_status_scores_keep_a_seat_name_apart_from_its_score(game: str, lang: str) -> None:
    """``/game status`` must not read "AI 1 2": a name ending in a number stays apart."""
    state = engine.new_game(game, ["AI 1", "AI 2"] if game != "wildcards" else
                            ["AI 1", "AI 2", "AI 3"], seed=1)
    scores = adapter(game).scores(state.view(None), lang)
    assert scores and all(line[:6] in ("AI 1: ", "AI 2: ", "AI 3: ") for line in scores), scores


def test_a_wildlife_panel_tells_turn_progress_only_on_its_readers_own_turn() -> None:
    """"Cards played 3/3 · auction held" is the turn player's: a seat bidding in another's
    auction reads its bid, as its hand picture does."""
    state = engine.new_game("wildlife", ["Ann", "Bob", "Cy"], seed=3)
    seen = {"own": 0, "other": 0}
    rng = RandomPlayer(3)
    while not state.is_over() and min(seen.values()) < 3:
        seat = state.to_act()[0]
        view = state.view(seat)
        if view["phase"] == "play":
            line = adapter("wildlife").status_line(view, "en")
            own = view["turn"] == seat and not view["auction"]
            assert ("Cards played" in line) == own, line
            seen["own" if own else "other"] += 1
        state.apply(seat, rng.choose(state, seat))
    assert min(seen.values()) >= 3, seen


def test_a_wildlife_panel_says_what_its_hand_picture_no_longer_shows() -> None:
    """What changes within a turn is the panel's text, not its hand picture: what the reader
    is asked, and on an auction the high bid (the picture shows the card only)."""
    state = engine.new_game("wildlife", ["Ann", "Bob"], seed=3)
    seen = {"asked": 0, "auction": 0}
    rng = RandomPlayer(5)
    while not state.is_over() and min(seen.values()) < 3:
        seat = state.to_act()[0]
        view = state.view(seat)
        line = adapter("wildlife").status_line(view, "en")
        if view["phase"] == "play":
            assert line.startswith(("Your ", "It is your turn")), line
            seen["asked"] += 1
            if view["auction"]:
                high = view["auction"].get("high")
                assert (f"High bid {high} food" if high else "No bid yet") in line, line
                seen["auction"] += 1
        state.apply(seat, rng.choose(state, seat))
    assert min(seen.values()) >= 3, seen


def test_a_wild_cards_panel_says_what_its_hand_picture_no_longer_shows() -> None:
    """The face-down bid is its owner's DM text until the reveal, and a tie names whom the
    reader is tied with; the channel's text says who has bid, never what."""
    from tests.support.walk import first_state

    rules = adapter("wildcards")
    state = first_state("wildcards", lambda s: s.phase == "bid" and s.bid_done[0]
                        and not all(s.bid_done[:s.n]))
    mine, theirs = state.view(0), state.view(1)
    bid = ", ".join(say("en", c["name"]) for c in mine["my_bid"])
    assert f"Your bid (face down): {bid}" in rules.status_line(mine, "en")
    assert "Your bid" not in rules.status_line(theirs, "en")
    line = rules.table_line(state.view(None), "en")
    assert "P0: bid placed" in line and bid not in line, line
    assert "Display: " in rules.status_line(theirs, "en")
    revealed = first_state("wildcards", lambda s: s.phase == "pick" and s.bids[0] is not None)
    assert "face down" not in rules.status_line(revealed.view(0), "en")
    tie = first_state("wildcards", lambda s: s.phase == "tie" and len(s.tie) >= 2, seed=2)
    seat = next(s for s in tie.tie if s < tie.n)
    others = [tie.players[s] for s in tie.tie if s != seat]
    text = rules.status_line(tie.view(seat), "en")
    assert "you are tied with" in text and all(name in text for name in others), text
