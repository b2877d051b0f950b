"""Decisions: a person's move, an AI seat's move, a turn timer's fallback; each applied by the
engine and committed (state, log row, timers, in one transaction) before anyone is told.

Memory never runs ahead of the database: when a commit fails, or its outcome is unknown (the
task was cancelled while COMMIT ran), the game is re-read from the store. Engine errors (a bug,
not an ``IllegalAction``) restore the state and refuse the move politely. Stale clicks: the
version check comes before the turn check, so a double click gets "out of date", and a click on
a finished or cancelled game's button (its table id) gets "That game is over".
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import NamedTuple

import engine
from bot.core import workers
from bot.core.history import UNDO, History
from bot.core.models import OVER, PLAYING, Outcome, OutOfDate, Timer, TimerFired, UserError
from bot.core.planner import Planner, answer, outbox
from bot.core.ratings import Change
from bot.core.settings import Settings
from bot.core.story import story
from bot.core.tables import OpenGame, Tables, seats_json, turn_json
from bot.core.texts import escape
from bot.core.thinking import Thinkers
from bot.core.timers import TimerBook
from bot.store import Store, TimerRow, VersionConflict
from engine.core import Action, Event, IllegalAction, Msg, State, msg
from engine.registry import from_json

log = logging.getLogger(__name__)



class Thought(NamedTuple):
    """An AI decision thought out ahead (``Moves.ai_think``): the state it was made on (the
    table, the state's version, the seat) and the code chosen."""

    table_id: int
    version: int
    seat: int
    code: str


class Moves:
    """Applies decisions to the open games."""

    def __init__(self, store: Store, tables: Tables, timers: TimerBook, settings: Settings,
                 planner: Planner, thinkers: Thinkers, *,
                 sent: Callable[[], None] = lambda: None) -> None:
        self.history = History(store)
        self.store = store
        self.tables = tables
        self.timers = timers
        self.clock: Callable[[], float] = tables.clock
        self.settings = settings
        self.planner = planner
        self.sent = sent  # told after each commit that queued posts (the sender wakes up)
        self.thinkers = thinkers
        self.ended: Callable[[int | None], None] = lambda guild_id: None  # a game ended

    async def act(self, channel_id: int, user_id: int, version: int, seat: int, code: str,
                  *, table_id: int | None = None, answered: bool = False) -> Outcome:
        """Apply one person's decision. Refused when the click is stale (``version`` is not
        the current one), from another game (``table_id``), from a user who does not hold
        ``seat``, for a seat that need not act now, or when the engine finds it illegal."""
        outcomes = await self.act_all(channel_id, user_id, version, seat, [code],
                                      table_id=table_id, answered=answered)
        return outcomes[0]

    async def act_all(self, channel_id: int, user_id: int, version: int, seat: int,
                      codes: list[str], *, table_id: int | None = None,
                      answered: bool = False) -> list[Outcome]:
        """Several decisions of one seat made in one go (a payment of three cards chosen in
        one select): all or none. They are tried on a copy first, so an illegal one refuses
        the lot before anything changes; then each is applied and committed in turn."""
        async with self.tables.lock(channel_id):
            game = self.holder_game(channel_id, user_id, seat, table_id)
            state = game.state
            assert state is not None
            if not self.planner.current(game.table.id, seat, version, state.version):
                raise OutOfDate()
            if seat not in state.to_act():
                raise UserError(state.refusal(seat, codes[0]))
            if len(codes) > 1:
                trial = state.copy(history=False)  # no rule reads the log or the events
                for code in codes:
                    if trial.is_over() or seat not in trial.to_act():
                        raise UserError("bot-moves-those-choices-cannot-all")
                    try:
                        trial.apply(seat, code)
                    except IllegalAction as exc:
                        raise UserError(exc.msg) from None
            return [await self._apply(game, seat, code, user_id, answered=answered)
                    for code in codes]

    def holder_game(self, channel_id: int, user_id: int, seat: int,
                    table_id: int | None) -> OpenGame:
        """The running game of a click, refused unless the user holds ``seat`` there now."""
        game = self.tables.open.get(channel_id)
        if game is None or (table_id is not None and table_id != game.table.id):
            raise UserError("bot-moves-game-over-these-buttons")
        if game.state is None:
            raise UserError("bot-tables-game-has-not-started")
        if not 0 <= seat < len(game.table.seats):
            raise UserError("bot-tables-no-such-seat")
        holder = game.table.seats[seat]
        if holder.user_id != user_id:
            raise UserError("bot-moves-not-seat-only-its")
        if holder.left:
            raise UserError("bot-moves-left-game-ai-plays")
        return game

    async def undo(self, channel_id: int, user_id: int, version: int, seat: int, *,
                   table_id: int | None = None, answered: bool = False) -> Outcome:
        """Take back the seat's last move, when the engine allows it (it showed nothing
        hidden and nobody acted since): the game is rebuilt from its log without that move,
        and the version still goes up, so the panels of the moment before are stale. The
        log keeps an ``undo`` entry: what happened stays on record."""
        async with self.tables.lock(channel_id):
            game = self.holder_game(channel_id, user_id, seat, table_id)
            state = game.state
            assert state is not None
            if version != state.version:
                raise OutOfDate()
            try:
                rebuilt = engine.undo(state, seat)
            except IllegalAction as exc:
                raise UserError(exc.msg) from None
            event = Event(msg("bot-takes-back", name=state.players[seat]), kind="undo")
            before_to_act = set(state.to_act())
            game.state = rebuilt
            return await self._commit(game, seat, UNDO, user_id, [event],
                                      Action(UNDO, msg("bot-undo-label")), before_to_act,
                                      answered=answered)

    def ai_pending(self, channel_id: int) -> bool:
        """An AI seat must decide now in this channel's game."""
        game = self.tables.open.get(channel_id)
        return game is not None and bool(game.ai_to_act())

    async def ai_think(self, channel_id: int) -> Thought | None:
        """The next AI decision of this channel, thought out now on the committed state (read
        under the channel's lock, decided without it), so the bot can think during the pause
        that paces AI moves and a click never waits behind an AI's thinking; None when no AI
        seat must act. ``ai_step`` plays it if the game has not moved on meanwhile."""
        async with self.tables.lock(channel_id):
            game = self.tables.open.get(channel_id)
            seats = [] if game is None else game.ai_to_act()
            if game is None or not seats or game.state is None:
                return None
            seat, state = seats[0], game.state
            level = game.table.seats[seat].ai or "random"
            key = (game.table.id, state.version, seat)
            text, seed = state.to_json(), self._ai_seed(state, seat)
        return Thought(*key, await self.thinkers.choose(text, seat, level, seed))

    async def ai_step(self, channel_id: int, thought: Thought | None = None
                      ) -> Outcome | None:
        """Apply ONE AI decision (None if no AI seat must act), so the caller can pace moves:
        ``thought`` when it was thought out on the state as it still is (the same table,
        version and seat), else one decided now.

        Every AI level reads only its seat's view and determinizations (engine/ai.py); its seed
        comes from the game's seed and version, so the same position gives the same choice."""
        async with self.tables.lock(channel_id):
            game = self.tables.open.get(channel_id)
            seats = [] if game is None else game.ai_to_act()
            if game is None or not seats or game.state is None:
                return None
            seat = seats[0]
            if thought is not None and thought[:3] == (game.table.id, game.state.version, seat):
                code = thought.code
            else:
                code = await self._ai_choice(game, seat, game.table.seats[seat].ai or "random")
            return await self._apply(game, seat, code, None)

    def forced_pending(self, channel_id: int) -> bool:
        """A human seat has one legal move now (``forced_step`` would play it)."""
        game = self.tables.open.get(channel_id)
        return game is not None and game.state is not None and any(
            len(game.state.legal_actions(s)) == 1 for s in game.humans_to_act())

    async def forced_step(self, channel_id: int) -> Outcome | None:
        """A human seat left with one legal move: the rules force it, so it is played for
        them (they are told in one line instead of pressing the only button)."""
        async with self.tables.lock(channel_id):
            game = self.tables.open.get(channel_id)
            for seat in [] if game is None else game.humans_to_act():
                assert game is not None and game.state is not None
                legal = game.state.legal_actions(seat)
                if len(legal) == 1:
                    return await self._apply(game, seat, legal[0].code, None, forced=True)
            return None

    async def fire_timer(self, timer: Timer) -> TimerFired:
        """A due timer: remind, or play the fallback for the seat.

        ``"pass"`` plays what the rules let a seat do when it does nothing (the engine's
        ``timeout_action``: a pass, a decline, a step back); where they offer nothing, and
        with ``"ai"``, the configured AI level makes that one decision. The seat stays the
        player's."""
        async with self.tables.lock(timer.channel_id):
            if timer.id not in self.timers.rows:
                return TimerFired(timer, "stale")
            game = self.tables.open.get(timer.channel_id)
            if (game is None or game.table.id != timer.table_id
                    or timer.seat not in game.humans_to_act()):
                await self.timers.drop(timer)
                return TimerFired(timer, "stale")
            user_id = game.table.seats[timer.seat].user_id
            if timer.kind == "reminder":
                await self.timers.drop(timer)
                return TimerFired(timer, "reminder", user_id=user_id,
                                  seconds_left=self.timers.seconds_left(timer))
            assert game.state is not None
            server = await self.settings.of(game.table.guild_id)
            action = None
            if server.timeout_fallback == "pass":
                action = game.state.timeout_action(timer.seat)
            if action is not None:
                code = action.code
            else:
                code = await self._ai_choice(game, timer.seat, server.ai_level)
            outcome = await self._apply(game, timer.seat, code, None, by_timer=True,
                                        fired=self.timers.claim_of(timer))
            return TimerFired(timer, "expire", user_id=user_id, outcome=outcome)

    # -- internals --------------------------------------------------------------------------
    async def _ai_choice(self, game: OpenGame, seat: int, level: str) -> str:
        """The code of the AI's decision, made in a worker (bot/core/thinking.py)."""
        state = game.state
        assert state is not None
        return await self.thinkers.choose(state.to_json(), seat, level,
                                          self._ai_seed(state, seat))

    @staticmethod
    def _ai_seed(state: State, seat: int) -> int:
        """An AI decision's seed: the game's seed, version and seat (the same position, the
        same choice)."""
        return (state.seed * 1_000_003 + state.version * 101 + seat) & ((1 << 62) - 1)

    async def _apply(self, game: OpenGame, seat: int, code: str, user_id: int | None,
                     *, by_timer: bool = False, forced: bool = False,
                     answered: bool = False, fired: TimerRow | None = None) -> Outcome:
        """Apply a decision with the engine, then commit it (with the claimed timer that
        ``fired`` it, deleted in the same transaction)."""
        state = game.state
        assert state is not None
        before_to_act = set(state.to_act())
        try:
            action = state.action_from_code(seat, code)
            events = state.apply(seat, action)
        except IllegalAction as exc:
            game.state = from_json(game.saved)  # in case a game raised after a change
            raise UserError(exc.msg) from None
        except Exception:
            game.state = from_json(game.saved)
            log.exception("engine error in game %s applying %s for seat %s",
                          game.table.id, code, seat)
            raise UserError("bot-moves-something-went-wrong-move") from None
        return await self._commit(game, seat, code, user_id, events, action, before_to_act,
                                  by_timer=by_timer, forced=forced, answered=answered,
                                  fired=fired)

    async def _commit(self, game: OpenGame, seat: int, code: str, user_id: int | None,
                      events: list[Event], action: Action, before_to_act: set[int], *,
                      by_timer: bool = False, forced: bool = False, answered: bool = False,
                      fired: TimerRow | None = None) -> Outcome:
        """Commit the game's new state with everything it changes in one transaction: the
        log row, the timers, and the outbox (what people must see: bot/core/planner.py); the
        mover's own panel stays out of it when their interaction will show it (``answered``).
        On a failed or interrupted commit, memory is re-read from the store. The last move
        of a game also rates it, under one lock for every game's rating (two games ending at
        once for one person must not both start from the same rating)."""
        state = game.state
        assert state is not None
        if state.is_over():
            async with self.store.exclusive("ratings"):
                return await self._commit_and_rate(game, seat, code, user_id, events, action,
                                                   before_to_act, by_timer=by_timer,
                                                   forced=forced, answered=answered,
                                                   fired=fired)
        return await self._commit_and_rate(game, seat, code, user_id, events, action,
                                           before_to_act, by_timer=by_timer, forced=forced,
                                           answered=answered, fired=fired)

    async def _commit_and_rate(self, game: OpenGame, seat: int, code: str,
                               user_id: int | None, events: list[Event], action: Action,
                               before_to_act: set[int], *, by_timer: bool, forced: bool,
                               answered: bool, fired: TimerRow | None = None) -> Outcome:
        state = game.state
        assert state is not None
        over = state.is_over()
        changes: list[Change] = []
        try:
            saved = state.to_json()
            result = state.result() if over else None
            game.table.result = result if over else game.table.result
            bank = self.timers.settle_clock(game, seat, by_timer=by_timer)
            clear, timers = self.timers.after_move(game, seat, before_to_act, by_timer=by_timer)
            outcome = game.outcome(events, seat, action, by_timer=by_timer, forced=forced,
                                   by_person=user_id is not None)
            decisions = await self._decisions(game, seat, code, user_id,
                                              by_timer=by_timer) if over else None
            if over:
                changes = await self.history.rate(game.table.game, result,
                                                  seats_json(game.table.seats),
                                                  hints=game.table.hints,
                                                  decisions=decisions)
                outcome.ratings = {s.index: c for c in changes for s in game.table.seats
                                   if s.user_id == c.user_id}
            # the story replays the whole log (0.4 s of CPU for a WildLife game of two):
            # in a thread, so the loop serves the other games meanwhile
            told = await workers.run(None, story, state, game.table.lang) if over else None
            posts = self.planner.after(game, outcome,
                                       self.timers.deadlines(game, clear, timers),
                                       prefix=self.prefix(outcome), told=told)
            if answered:
                outcome.answer, posts = answer(posts, "panel", seat)
            await self.store.commit_action(
                game.table.id, expected_version=game.table.version, version=state.version,
                seat=seat, code=code, user_id=user_id, now=self.clock(),
                state=saved, events=[e.to_dict() for e in events if e.to is None],
                over=over, result=result, players=list(state.players),
                clear_timers_for=clear, timers=timers, outbox=outbox(posts), timer=fired,
                fallback=by_timer, decisions=decisions,
                clocks=[(seat, bank)] if bank is not None and not over else [],
                turn=turn_json(state))
        except VersionConflict:
            await self._resync(game, game.saved)
            raise UserError("bot-moves-game-moved-meantime-please") from None
        except BaseException:
            await self._resync(game, game.saved)
            raise
        game.saved = saved
        game.table.version = state.version
        if changes:
            try:
                await self.history.record(game.table.id, game.table.game, changes,
                                          self.clock())
            except Exception:  # the game is safe; tools/ratings.py --recompute restores it
                log.exception("could not record the ratings of game %s", game.table.id)
        if over:
            game.table.status = OVER
            del self.tables.open[game.table.channel_id]
            self.ended(game.table.guild_id)
        if over or self.timers.timed(game):
            await self.timers.reload_table(game.table.id, game.table.channel_id)
        self.sent()
        return outcome

    async def _decisions(self, game: OpenGame, seat: int, code: str, user_id: int | None,
                         *, by_timer: bool) -> list[list[int]]:
        """Each seat's decisions by its person and by the turn timer's fallback, this last
        move (not logged yet) included: kept with the game's end, they say who abandoned it
        (bot/core/ratings.py)."""
        counts = await self.history.decisions(game.table.id, len(game.table.seats))
        if 0 <= seat < len(counts):
            counts[seat][0] += int(user_id is not None and code != UNDO)
            counts[seat][1] += int(by_timer)
        return counts

    def prefix(self, outcome: Outcome) -> Msg | None:
        """A line before the change's events: a timer played for an absent player."""
        if not outcome.by_timer or outcome.actor is None:
            return None
        return msg("bot-time-up", name=escape(outcome.table["players"][outcome.actor]))

    async def _resync(self, game: OpenGame, fallback: str) -> None:
        """Make memory match the stored game after a failed or interrupted commit."""
        try:
            row = await self.store.game(game.table.id)
            if row is None or row.state is None:
                raise LookupError(f"game {game.table.id} vanished from the store")
            game.state = from_json(row.state)
            game.saved = row.state
            game.table.version = row.version
            if row.status != PLAYING:
                game.table.status = row.status
                if game.state.is_over():
                    game.table.result = game.state.result()
                self.tables.open.pop(game.table.channel_id, None)
            # this table's timers only: reading every open game's rows after each refused
            # commit grew with the open games (a busy minute at 400 games: 2,639 of them)
            await self.timers.reload_table(game.table.id, game.table.channel_id)
        except BaseException:
            log.exception("cannot re-read game %s; keeping the state before the move",
                          game.table.id)
            game.state = from_json(fallback)


