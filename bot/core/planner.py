"""What people see after a change, as plain data: the posts for the channel's live table
message and the players' DM panels (docs/playing.md, "Everywhere").

The planner is Discord-free and deterministic: it turns one committed change into ``Post``s,
each for one *place*, a message slot: ``table:<chapter>`` (the channel's live message of a
chapter), ``panel:<seat>:<chapter>`` (a seat's DM panel for its decisions in a chapter),
``result``, ``scoring:<version>``, ``end:<seat>`` (one-off messages). The core records them
in the store's outbox with the change, in one transaction; the sender (bot/messages/sender.py)
delivers them. A newer post for a place supersedes one not sent yet; a place with no message
yet gets a new one, later posts edit it.

The channel reads like a well-run table:

* one **live table message per chapter** (a WildLife turn, a Wild Cards or Evolution phase,
  as the adapter names it): the picture and the chapter's story so far, edited in place; a
  new message starts the next chapter and mentions only the players who must act then (and
  a timer reminder); names are escaped, so a display name never pings. Sub-steps that reveal
  nothing change the live message, never post on their own;
* a **DM panel** per human seat, edited in place across that seat's whole chapter (a turn, the
  bids of an auction, the feeding); a new DM only when a new decision of theirs starts. News
  only that seat may see waits for its next panel;
* **the end**: the live message shows the last moves, then one result message (the ranking,
  the picture, a Rematch button), and each human gets a DM with their place and breakdown.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot.core import ending
from bot.core.durations import long_duration
from bot.core.games import adapter
from bot.core.models import Hand, Outcome, Post, Table
from bot.core.places import Place
from bot.core.seat_names import post_for_reader
from bot.core.stretches import last_panels, left_behind
from bot.core.stretches import stretches as stretches  # used by the service
from bot.core.tables import OpenGame, Tables
from bot.core.teaching import Teaching
from bot.core.texts import clip, escape, label, seat_label
from engine.core import Msg, State
from renderers import picture_key
from words import DEFAULT, say, tr


@dataclass
class Memory:
    """What the planner remembers of one game between changes."""

    chapter: str = ""
    story: list[ending.Line] = field(default_factory=list)
    last: Post | None = None   # the chapter's live message as last posted
    pings: list[int] = field(default_factory=list)   # whom the chapter's message notifies
    panels: dict[int, str] = field(default_factory=dict)   # seat -> chapter of its live panel
    slots: dict[int, str] = field(default_factory=dict)  # seat -> chapter whose message its
    #   live panel is in: its own, or its last panel's when folded (``_slot``)
    home: dict[int, str] = field(default_factory=dict)  # seat -> chapter of its last panel
    done: dict[int, str] = field(default_factory=dict)  # seat -> what it last did, for the
    #   log of a panel folded into that message
    shown: dict[int, tuple[int, str]] = field(default_factory=dict)  # seat -> its live
    #   decision panel's (version, look): kept while what it shows stays the same
    news: dict[int, list[str]] = field(default_factory=dict)  # seat -> lines not shown yet
    undo: dict[int, tuple[str, str]] = field(default_factory=dict)  # seat -> (place, text)
    #   of its panel that shows Undo: taken off as soon as the move can no longer be undone
    since: dict[int, int] = field(default_factory=dict)  # seat -> after a restart, the oldest
    #   version whose panel shows the seat's decision as it is now (until it is drawn again)
    said: str = ""     # the last change's prefix: a fallback of several steps says it once
    before: str = ""   # the previous chapter's table place, retired (``Post.retire``)
    retire: dict[int, dict[str, str]] = field(default_factory=dict)  # seat -> its panel of
    #   an earlier chapter, still showing controls, that its live panel's posts shrink


class Planner:
    """Plans the posts of each change of each game: the channel's in the table language,
    each person's DMs in their own (``lang_of``: a user id's language, bot/core/languages.py)."""

    def __init__(self, lang_of: Callable[[int | None], str] = lambda user: DEFAULT,
                 teaching: Teaching | None = None,
                 dms_closed: Callable[[int | None], bool] = lambda user: False,
                 quiet: Callable[[int | None, int | None], bool] = lambda user, guild: False,
                 newest_dm: Callable[[int], int | None] = lambda user: None,
                 bank: Callable[[Table, int], float | None] = lambda table, seat: None,
                 now: Callable[[], float] = lambda: 0.0,
                 away: Callable[[int], float] = lambda user: 0.0) -> None:
        self.memory: dict[int, Memory] = {}
        #: a correspondence seat's bank (bot/core/clocks.py; None at a real-time table) and
        #: the clock: time left said in words where a Discord timestamp does not show (a
        #: picture, a phone's notification)
        self.bank = bank
        self.now = now
        self.away = away  # the end of a person's holiday (bot/core/holidays.py), or before
        self.lang_of = lang_of
        self.teaching = teaching  # the rule reminders of first decisions (bot/core/teaching.py)
        self.newest_dm = newest_dm  # a user's newest panel message id at any open table
        #: whether a person's new decisions come silently (a digest instead: bot/core/notices.py)
        self.quiet = quiet
        self.dms_closed = dms_closed  # whether a user's DMs refused the bot: only then does
        #   the live table message carry My hand (``/game hand`` is always there)

    def reader(self, table: Table, seat: int) -> str:
        """The language a seat's DMs are in."""
        return self.lang_of(table.seats[seat].user_id)

    def forget(self, table_id: int) -> None:
        self.memory.pop(table_id, None)

    def change(self, table: Table, outcome: Outcome, hands: dict[int, Hand], *,
               prefix: str = "", deadlines: dict[int, float] | None = None) -> list[Post]:
        """The posts after one committed change. ``hands``: the hand of every human seat that
        must decide now; ``deadlines``: each such seat's timer expiry (clock seconds)."""
        mem = self.memory.setdefault(table.id, Memory())
        rules = adapter(table.game)
        deadlines = deadlines or {}
        # the end shows the last moves in the last chapter's message; the result follows
        chapter = mem.chapter if outcome.over and mem.chapter else rules.chapter(outcome.table)
        said = say(table.lang, prefix) if prefix else ""  # "Time is up": once a fallback
        mem.said = "" if chapter != mem.chapter else mem.said
        lines = ending.story_lines(table.lang, outcome.public, prefix if said != mem.said else "")
        mem.said, closing = said, []
        if chapter != mem.chapter:
            # a new chapter: a new live message, notifying the humans who must act now; the
            # move's lines before the new chapter opens end the old chapter's message, which
            # loses its My hand then (else by ``Post.retire``: only the live message has any)
            ended, lines = ending.split_chapter(lines) if mem.chapter else ([], lines)
            shows = mem.last is None or bool(mem.last.buttons)  # unknown after a restart
            shown = mem.last is not None and mem.last.picture is not None
            quiet = all(m is not None and m["key"] in rules.quiet for _, m, _ in ended)
            if shows or shown or not quiet:  # else nothing new to say or take: no edit
                closing = ending.closing_post(mem.last, ending.chapter_text(
                    rules.summarise, mem.story + ended, table.lang), outcome.version)
            mem.before = (str(Place.table(mem.chapter)) if mem.chapter and not closing and shows
                          else "")
            mem.chapter, mem.story = chapter, []
            mem.pings = [user for s in outcome.to_act
                         if table.seats[s].is_human and (user := table.seats[s].user_id)
                         is not None and self._pinged(table, user)]
        mem.story += lines
        for seat, events in outcome.private.items():
            reader = self.reader(table, seat)
            mem.news.setdefault(seat, []).extend(
                escape(text) for e in events if (text := say(reader, e.msg)))
        if outcome.forced and outcome.actor is not None and outcome.action is not None and (
                outcome.actor in hands or outcome.actor not in mem.panels):  # else its line
            reader = self.reader(table, outcome.actor)  # of what was done says so
            mem.news.setdefault(outcome.actor, []).append(tr(
                reader, "bot-forced", choice=escape(label(reader, outcome.action))))
        mem.last = self._table(table, outcome, mem, deadlines)
        posts = [*closing, mem.last]
        posts += [self._picture(table, outcome, kind) for kind in rules.pictures(outcome)]
        undone, mem.undo = mem.undo, {}
        for seat in table.seats:
            if seat.is_human:
                post = self._panel(table, outcome, mem, seat.index, hands.get(seat.index),
                                   deadlines.get(seat.index), refresh=seat.index in undone)
                if post is not None:
                    posts.append(post)
                    if "undo" in post.buttons:
                        mem.undo[seat.index] = (post.place, post.content)
        posts += self._undo_gone(table, outcome, undone, {p.place for p in posts})
        if outcome.over:
            for post in ending.end_posts(table, outcome, self.lang_of):  # one left
                if post.dm:  # behind by a restart (``_left_behind``) goes with the result
                    post.retire = mem.retire.get(post.where.seat or 0)
                posts.append(post)
            self.forget(table.id)
            if self.teaching is not None:
                self.teaching.game_over(table)
        return [post_for_reader(p, table) if p.dm else p for p in posts]

    def after(self, game: OpenGame, outcome: Outcome, deadlines: dict[int, float], *,
              prefix: str = "", told: dict[str, Any] | None = None) -> list[Post]:
        """The posts of a change of an open game (its table and the hands of the humans who
        must decide now). ``told``: the finished game's story (``bot.core.story.story``),
        when the caller worked it out off the event loop."""
        hands = {} if outcome.over else {s: Tables.hand_of(game, s) for s in outcome.prompt}
        posts = self.change(game.table, outcome, hands, prefix=prefix, deadlines=deadlines)
        if outcome.over:  # the story just before the result, which stays the last message
            at = next((i for i, p in enumerate(posts) if p.place == "result"), len(posts))
            posts.insert(at, ending.story_post(game.table, game.state, outcome.version, told))
        return posts

    def prompt(self, table: Table, hand: Hand, *, note: Msg | None = None,
               deadline: float | None = None) -> Post:
        """The panel of a seat that must decide (after a rejoin)."""
        mem = self.memory.setdefault(table.id, Memory())
        if note:
            mem.news.setdefault(hand.seat, []).append(say(self.reader(table, hand.seat), note))
        return self._decision(table, mem, hand, deadline)

    def current(self, table_id: int, seat: int, version: int, now: int) -> bool:
        """Whether a control of ``seat`` made at ``version`` is still good, the game being at
        version ``now``: it is the newest, or the seat's live panel, made then, still shows
        its decision as it is now. Other seats' moves that change nothing a waiting seat sees
        leave its panel alone (no edit, no request), so its version may be older than the
        game's."""
        if version == now:
            return True
        mem = self.memory.get(table_id)
        if mem is None:
            return False
        shown = mem.shown.get(seat)
        since = mem.since.get(seat)
        return (shown is not None and shown[0] == version) or (
            since is not None and since <= version <= now)

    def resume(self, table: Table, view: dict[str, Any], due: list[int],
               stretch: dict[int, list[State]] | None = None) -> None:
        """After a restart: the chapter the game is in, its story so far from the view's
        recent events, and the due seats' panels taken as live (they were delivered before,
        or wait in the outbox): nothing is sent again.

        Which version each live panel was drawn at died with the process, so the panel a
        waiting seat holds would be refused as stale. ``stretch``: each due seat's states
        since its decision began (``stretches``); every version from which the seat's panel
        looks as it does now (same text, choices and picture, the deadline and news aside)
        shows its decision as it is, and its controls are taken as current until the panel
        is drawn again. A panel of a version whose decision differed is still refused."""
        mem = self.memory.setdefault(table.id, Memory())
        mem.chapter = adapter(table.game).chapter(view)
        events = view.get("events") or []
        mem.story = ending.story_lines(table.lang, [e for e in events if isinstance(e, dict)])
        mem.panels = {seat: mem.chapter for seat in due}
        mem.home = last_panels(table.messages)
        owner = adapter(table.game).chapter_owner(view)
        mem.slots = {seat: mem.home[seat] if seat in mem.home and self._folds(
            table, seat, owner, mem.home[seat]) else mem.chapter for seat in due}  # as
        #   ``_slot`` chose them
        mem.retire = left_behind(table.messages, mem.slots)
        mem.since = {}
        for seat, states in (stretch or {}).items():
            if not states:
                continue
            # from the newest back to the first that looks different: a stretch of one state
            # (most, and every game just started) draws no panel at all
            oldest = len(states) - 1
            if oldest:
                newest = self._key(table, seat, states[-1])
                while oldest > 0 and self._key(table, seat, states[oldest - 1]) == newest:
                    oldest -= 1
            mem.since[seat] = states[oldest].version

    def _key(self, table: Table, seat: int, state: State) -> str:
        """What the seat's decision panel shows at ``state`` (``look``, without a deadline
        or news)."""
        hand = Hand(table.id, table.channel_id, table.game, seat, state.version,
                    state.view(seat), state.legal_actions(seat), True)
        return look(self.hand_post(table, hand, self.reader(table, seat)))

    def close(self, table: Table, text: Msg, user_id: int | None = None) -> list[Post]:
        """The live panels (of one user, or of everyone at the table) lose their controls,
        saying ``text`` (each in its reader's language)."""
        mem = self.memory.get(table.id, Memory())
        posts = []
        for seat, (place, content) in list(mem.undo.items()):
            user = table.seats[seat].user_id
            if user is not None and (user_id is None or user == user_id) \
                    and mem.panels.get(seat) is None:
                del mem.undo[seat]
                posts.append(Post(place, user, table.id, table.channel_id, table.game,
                                  table.version, content, dm=True, lang=self.lang_of(user)))
        for seat in list(mem.panels):
            user = table.seats[seat].user_id
            if user is None or (user_id is not None and user != user_id):
                continue
            chapter = mem.panels.pop(seat)
            slot = mem.slots.pop(seat, chapter)
            mem.shown.pop(seat, None)
            mem.since.pop(seat, None)
            posts.append(Post(str(Place.panel(seat, slot)), user, table.id, table.channel_id,
                              table.game, table.version, say(self.lang_of(user), text),
                              dm=True, lang=self.lang_of(user), retire=mem.retire.get(seat)))
        return [post_for_reader(p, table) for p in posts]

    def _pinged(self, table: Table, user_id: int) -> bool:
        """Whether the chapter's channel message notifies the person: not when they chose a
        digest or nothing, nor at a correspondence table when their DM panel notifies them
        (one notification a turn: docs/playing.md, "Correspondence")."""
        if self.quiet(user_id, table.guild_id):
            return False
        return not table.pace or self.dms_closed(user_id)

    # -- the channel ------------------------------------------------------------------------
    def _table(self, table: Table, outcome: Outcome, mem: Memory,
               deadlines: dict[int, float]) -> Post:
        rules = adapter(table.game)
        head = f"**{table.title}** · {escape(rules.chapter_title(outcome.table, table.lang))}"
        lines = [head, *ending.chapter_text(rules.summarise, mem.story, table.lang)]
        if outcome.over:  # said once: not when the game's own last event says it already
            lines += [] if any(k in ("over", "end") for k, _, _ in mem.story) else [
                tr(table.lang, "bot-game-over-line")]
        elif outcome.to_act:
            line = rules.table_line(outcome.table, table.lang)
            if line:
                lines.append(escape(line))
            seats = [table.seats[s] for s in outcome.to_act]
            who = [f"<@{s.user_id}>" if s.is_human and s.user_id is not None
                   else seat_label(table, s.index) for s in seats]
            due = [deadlines[s] for s in outcome.to_act if s in deadlines]
            timer = f" · ⏰ <t:{int(min(due))}:R>" if due else ""
            first = min((s for s in outcome.to_act if s in deadlines), key=deadlines.__getitem__,
                        default=None)
            left = None if first is None else self._left(table, first, deadlines[first])
            if first is not None and left is not None:  # a correspondence clock: in words too
                timer = " · " + tr(table.lang, "bot-now-clock",
                                   time=long_duration(table.lang, left),
                                   when=f"<t:{int(deadlines[first])}:f>")
            lines.append(tr(table.lang, "bot-now", who=", ".join(who), timer=timer))
        view = outcome.table
        clocks = [] if outcome.over else self._clocks(table, outcome, deadlines)
        if clocks:
            view = {**view, "clocks": clocks}
        return Post(str(Place.table(mem.chapter)), table.channel_id, table.id, table.channel_id,
                    table.game, outcome.version, clip("\n".join(lines)), ping=list(mem.pings),
                    picture={"kind": "table", "view": view},
                    buttons=["hand"] if not outcome.over and any(
                        s.is_human and self.dms_closed(s.user_id) for s in table.seats) else [],
                    lang=table.lang,
                    retire={"place": mem.before} if mem.before else None)

    def _left(self, table: Table, seat: int, deadline: float | None) -> float | None:
        """A correspondence seat's time left (None at a real-time table): its bank, or until
        the deadline of its running decision when that comes sooner."""
        bank = self.bank(table, seat)
        if bank is None or deadline is None:
            return bank
        return max(0.0, min(bank, deadline - self.now()))

    def _clocks(self, table: Table, outcome: Outcome,
                deadlines: dict[int, float]) -> list[dict[str, Any]]:
        """Each person's time left, in the table's words, for the table picture
        (renderers/clocks.py draws it under the table): none at a real-time table."""
        out = []
        for seat in table.seats:
            left = self._left(table, seat.index, deadlines.get(seat.index)) \
                if seat.is_human else None
            if left is None:
                continue
            words = long_duration(table.lang, left)
            back = self.away(seat.user_id or 0) - self.now()
            if back > 0:  # a relative time: a picture has no reader's time zone
                words = tr(table.lang, "bot-clock-picture-away", time=words,
                           back=long_duration(table.lang, back))
            out.append({"seat": seat.index, "name": seat.name, "left": words,
                        "deciding": seat.index in outcome.to_act})
        return out

    def _picture(self, table: Table, outcome: Outcome, kind: str) -> Post:
        """A picture of its own (a big scoring) as a new channel message."""
        title = adapter(table.game).picture_title(kind, outcome.table, table.lang)
        return Post(str(Place(kind, key=str(outcome.version))), table.channel_id, table.id,
                    table.channel_id, table.game, outcome.version,
                    f"**{table.title}** · {escape(title)}",
                    picture={"kind": kind, "view": outcome.table}, lang=table.lang)

    # -- the DM panels ------------------------------------------------------------------------
    def _undo_gone(self, table: Table, outcome: Outcome, undone: dict[int, tuple[str, str]],
                   planned: set[str]) -> list[Post]:
        """The answered panels whose Undo no longer works lose it (their words stay)."""
        return [Post(place, table.seats[seat].user_id or 0, table.id, table.channel_id,
                     table.game, outcome.version, content, dm=True,
                     lang=self.reader(table, seat))
                for seat, (place, content) in undone.items() if place not in planned]

    def _panel(self, table: Table, outcome: Outcome, mem: Memory, seat: int,
               hand: Hand | None, deadline: float | None, *, refresh: bool = False
               ) -> Post | None:
        """A due seat's panel (new at its first decision of a chapter, else edited). A seat
        that is no longer due gets its panel shrunk to one line of what was done, without
        picture or controls (the DM reads as a short log). ``refresh``: the panel shows an
        Undo that may no longer work, so it is drawn again even if nothing else changed."""
        user_id = table.seats[seat].user_id
        assert user_id is not None
        news = mem.news.pop(seat, [])
        due = hand is not None and hand.must_act and not outcome.over
        if not due:
            mem.since.pop(seat, None)
            if seat not in mem.panels:
                if news:
                    mem.news[seat] = news
                return None
            chapter = mem.panels.pop(seat)
            slot = mem.slots.pop(seat, chapter)
            mem.shown.pop(seat, None)
            reader = self.reader(table, seat)
            waiting = self._waiting(table, outcome, reader)
            if seat == outcome.actor and outcome.action is not None:
                done = ("bot-timer-done-waiting" if outcome.by_timer else
                        "bot-forced-done-waiting" if outcome.forced else "bot-done-waiting")
                choice = escape(label(reader, outcome.action))
                lines = [tr(reader, done, choice=choice, waiting=waiting)]
                mem.done[seat] = tr(reader, "bot-done", choice=choice)
            else:
                lines = [tr(reader, "bot-head-waiting", head=self._head(table, seat, reader),
                            waiting=waiting)]
            return Post(str(Place.panel(seat, slot)), user_id, table.id, table.channel_id,
                        table.game, outcome.version,
                        clip("\n".join(lines + [f"• {n}" for n in news])),
                        dm=True, buttons=self._undo(outcome, seat), lang=reader,
                        retire=mem.retire.get(seat))
        assert hand is not None
        if news:
            mem.news[seat] = news
        live = mem.panels.get(seat) == mem.chapter
        before = mem.shown.get(seat)
        post = self._decision(table, mem, hand, deadline)
        post.buttons = post.buttons + self._undo(outcome, seat)
        if live and before is not None and seat != outcome.actor and before[1] == look(post) \
                and not (refresh and "undo" not in post.buttons):
            mem.shown[seat] = before
            return None  # the panel shows this decision already: its controls stay valid
        return post

    @staticmethod
    def _undo(outcome: Outcome, seat: int) -> list[str]:
        return ["undo"] if outcome.undoable and outcome.actor == seat else []

    def _decision(self, table: Table, mem: Memory, hand: Hand, deadline: float | None) -> Post:
        """The panel of a seat's decision: one message per chapter (a new DM at its first
        decision of a chapter, edited for the next ones)."""
        news = mem.news.pop(hand.seat, [])
        reader = self.reader(table, hand.seat)
        earlier = mem.panels.get(hand.seat)
        slot = mem.slots.get(hand.seat, mem.chapter)
        if earlier != mem.chapter:  # a panel of an earlier chapter still live shrinks
            slot = self._slot(table, mem, hand)
            left = mem.retire.pop(hand.seat, None)  # or one left behind by a restart
            if left is not None and left["place"] != str(Place.panel(hand.seat, slot)):
                mem.retire[hand.seat] = left
            if earlier is not None and (was := mem.slots.get(hand.seat, earlier)) != slot:
                mem.retire[hand.seat] = {"place": str(Place.panel(hand.seat, was)),
                                         "content": tr(reader, "bot-panel-below",
                                                       head=self._head(table, hand.seat,
                                                                       reader))}
            if slot != mem.chapter and (done := mem.done.pop(hand.seat, None)):
                news = [done, *news]  # the folded panel keeps what was done as its log
        mem.panels[hand.seat] = mem.chapter
        mem.slots[hand.seat] = mem.home[hand.seat] = slot
        mem.since.pop(hand.seat, None)
        post = self.hand_post(table, hand, reader, deadline=deadline,
                              news=news, place=str(Place.panel(hand.seat, slot)))
        post.retire = mem.retire.get(hand.seat)
        post.silent = self.quiet(table.seats[hand.seat].user_id, table.guild_id)
        mem.shown[hand.seat] = (hand.version, look(post))  # a reminder stays while it shows
        if self.teaching is not None and (line := self.teaching.line(table, hand, reader)):
            post.content = clip(f"{post.content}\n{line}")
        return post

    def _slot(self, table: Table, mem: Memory, hand: Hand) -> str:
        """Which chapter's message a seat's new decision goes in. In someone else's own
        chapter (a bid in another player's auction, a defence in their turn) it is folded
        into the seat's last panel, edited in place: a new DM, and the phone's notification
        with it, is kept for the seat's own turns and for chapters where everyone decides."""
        owner = adapter(table.game).chapter_owner(hand.view)
        home = mem.home.get(hand.seat)
        if home is not None and self._folds(table, hand.seat, owner, home):
            return home
        return mem.chapter

    def _folds(self, table: Table, seat: int, owner: int | None, home: str) -> bool:
        """Whether a decision of ``seat`` in ``owner``'s chapter goes into its last panel
        (``home``): someone else's turn, and that panel still the newest of the person's
        panels at any table (one edited above another game's DMs would go unseen)."""
        if owner is None or owner == seat:
            return False
        user = table.seats[seat].user_id
        mine = table.messages.get(str(Place.panel(seat, home)))
        newest = self.newest_dm(user) if user is not None else None
        return mine is None or newest is None or mine >= newest

    def hand_post(self, table: Table, hand: Hand, reader: str, *,
                  deadline: float | None = None, news: list[str] | None = None,
                  place: str | None = None) -> Post:
        """``panel_post`` with the AI seats named in ``reader``'s words (bot/core/seat_names.py)."""
        return post_for_reader(self.panel_post(table, hand, reader, deadline=deadline, news=news,
                                               place=place), table)

    def panel_post(self, table: Table, hand: Hand, reader: str, *,
                   deadline: float | None = None, news: list[str] | None = None,
                   place: str | None = None) -> Post:
        """A seat's panel in ``reader``'s words: its status line, news only it may see, its
        hand picture and, when it must decide, its choices. The one composer of a panel:
        the DM panels, a page of a long panel and ``/game hand`` all come from here."""
        user_id = table.seats[hand.seat].user_id
        rules = adapter(table.game)
        due = hand.must_act and bool(hand.actions)
        if due:
            status = " · ".join(p for p in (rules.status_line(hand.view, reader),
                                            tr(reader, "bot-your-move", count=len(hand.actions)))
                                if p)
            bank = self.bank(table, hand.seat) if deadline is not None else None
            if bank is not None:  # a correspondence clock: the decision's time in words
                status += " · " + tr(reader, "bot-decide-within",
                                     time=long_duration(reader, bank),
                                     when=f"<t:{int(deadline or 0)}:f>")
            elif deadline is not None:
                status += " · " + tr(reader, "bot-decide-by", when=f"<t:{int(deadline)}:R>")
        else:
            status = tr(reader, "bot-play-nothing-choose-right-now")
        lines = [self._head(table, hand.seat, reader), status] + [
            f"• {n}" for n in (news or [])[-8:]]
        return Post(place or str(Place.hand(hand.seat)), user_id or 0, table.id, table.channel_id,
                    table.game, hand.version, clip("\n".join(lines)), dm=True,
                    buttons=["hint"] if due and table.hints else [],
                    picture={"kind": "hand",
                             "view": rules.picture_view(hand.view, hand.actions)}, lang=reader,
                    panel={"seat": hand.seat, "version": hand.version,
                           "actions": [[a.code, label(reader, a), say(reader, a.group)]
                                       for a in hand.actions]} if due else None)

    @staticmethod
    def _head(table: Table, seat: int, reader: str) -> str:
        return tr(reader, "bot-panel-head", title=table.title, channel=f"<#{table.channel_id}>",
                  name=escape(table.seats[seat].name))

    @staticmethod
    def _waiting(table: Table, outcome: Outcome, reader: str) -> str:
        if outcome.over:
            return tr(reader, "bot-waiting-end")
        names = [escape(table.seats[s].name) for s in outcome.to_act]
        return tr(reader, "bot-waiting-for" if names else "bot-waiting-next", names=names)


def look(post: Post) -> str:
    """What a decision panel shows, without its version: the text, the choices, and what its
    picture draws (``renderers.picture_key``: equal keys, equal pictures)."""
    picture = "" if post.picture is None else picture_key(
        post.picture["kind"], post.game, post.picture["view"], post.lang)
    return json.dumps([post.content, post.panel and post.panel["actions"], picture])


def answer(posts: list[Post], kind: str, seat: int | None = None
           ) -> tuple[Post | None, list[Post]]:
    """The first post of a place of ``kind`` (and of ``seat``, when given), taken out of
    ``posts``: an interaction delivers it (the mover's panel in the click's answer, the first
    table message as the Start click's follow-up), which costs no request against Discord's
    limits."""
    def wanted(post: Post) -> bool:
        where = post.where
        return where.kind == kind and (seat is None or where.seat == seat)

    taken = next((p for p in posts if wanted(p)), None)
    return taken, [p for p in posts if p is not taken and not wanted(p)]


def outbox(posts: list[Post]) -> dict[str, dict[str, Any]]:
    """Posts as the store's outbox takes them: one body per place (a later post of a place
    in the same change wins)."""
    return {post.place: post.to_dict() for post in posts}
