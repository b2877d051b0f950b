"""Scripted people who play sensibly: each decision, they mostly take the choice the engine's
greedy player would make in their seat, and now and then any control at random, as
``tests.bot.support.act_once``'s person does at every decision.

Why: a person clicking at random plays a WildLife game of about 70 turns (1,185 clicks with an
AI seat, 1,719 decisions), migrating, discarding and stepping out of choices begun; one who
mostly places tiles ends it in about 40 turns (490 clicks in tests/bot/test_e2e_games.py's),
through the same bot and the same controls. The greedy decides from what the seat may know
(its own hand and the public board), as a person would; it never reads another seat's cards.

Each choice is made through the panel the person reads, never around it: the greedy's code is
clicked as the button that carries it (a question asked once more first, as its confirm
button asks), chosen in the select that lists it, or bid with "Bid min"; a choice on another
page of the panel (or behind a question's Back) is reached by turning to it; otherwise a random
control. ``Clicks`` records which kinds of control a game used, so a test can check that a
sensible game still used them all.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from engine.ai import make_player as make_ai
from engine.players import Player as AIPlayer
from tests.bot.support import (
    Player,
    as_message,
    controls,
    game_state,
    live_panel,
    random_control,
)

#: how often a sensible person clicks any control at random instead
WANDER = 0.15


@dataclass
class Clicks:
    """What a game's sensible people clicked: the number, and each kind of control used
    (``a`` a button, ``c`` a button that asks once more, ``s`` a select, ``p`` a page or Back,
    ``m`` Amount…, ``bid`` a bid button, ``back`` a step back out of a choice begun;
    ``random`` counts the clicks made at random)."""

    total: int = 0
    kinds: Counter[str] = field(default_factory=Counter)

    def note(self, custom_id: str) -> None:
        self.total += 1
        kind = custom_id.split(":")[1]
        code = custom_id.split(":", 6)[6] if kind in ("a", "c") else ""
        if code.startswith("bid:"):
            kind = "bid"
        elif code.split(":")[0] in ("back", "cancel"):
            kind = "back"
        self.kinds[kind] += 1


def choices_on(stored: Any) -> dict[str, tuple[dict[str, Any], str | None]]:
    """Each code a panel offers -> (its control, the select's value, None for a button)."""
    out: dict[str, tuple[dict[str, Any], str | None]] = {}
    for comp in controls(stored):
        custom_id = str(comp["custom_id"])
        kind = custom_id.split(":")[1]
        if kind in ("a", "c") and comp.get("type") == 2:
            out.setdefault(custom_id.split(":", 6)[6], (comp, None))
        elif kind == "s":
            for option in comp.get("options", []):
                out.setdefault(str(option["value"]), (comp, str(option["value"])))
    return out


def seat_of(stored: Any) -> int | None:
    """The seat a panel's decision controls belong to (from their custom_id)."""
    for comp in controls(stored):
        parts = str(comp["custom_id"]).split(":")
        if parts[1] in ("a", "c", "s") and len(parts) > 5:
            return int(parts[5])
    return None


@dataclass
class Sensible:
    """The sensible choices of a table's people: one greedy player per title, shared (the
    WildLife greedy keeps nothing between decisions but caches of the board)."""

    wander: float = WANDER
    clicks: Clicks = field(default_factory=Clicks)
    _ai: dict[str, AIPlayer] = field(default_factory=dict)
    #: (panel message, decision) -> the pages turned to for it
    _pages: dict[tuple[int, str], set[str]] = field(default_factory=dict)

    def choice(self, state: Any, seat: int) -> str | None:
        """The greedy's code for ``seat``'s decision, or None when it is not ``seat``'s."""
        if state is None or seat not in state.to_act():
            return None
        ai = self._ai.setdefault(state.game, make_ai(state.game, "greedy", 0))
        return ai.choose(state, seat).code

    async def act(self, env: Any, channel_id: int, player: Player, stored: Any) -> Any:
        """One click on ``player``'s panel: the greedy's choice where the panel shows it, a
        page (or Back) towards it where it does not, else (and at random now and then) any
        control as ``act_once``'s person clicks."""
        seat = seat_of(stored)
        code = None
        if seat is not None and player.rng.random() >= self.wander:
            code = self.choice(game_state(env.bot, channel_id), seat)
        found = choices_on(stored).get(code) if code is not None else None
        values: list[str] | None = None
        if found is not None:
            comp, value = found
            values = None if value is None else [value]
        elif code is not None and (page := self.page_on(stored)) is not None:
            comp = page
        else:
            self.clicks.kinds["random"] += 1
            comp, values = random_control(player, stored)
        self.clicks.note(str(comp["custom_id"]))
        message = as_message(env, stored)
        if values is None:
            return await player.user.click(message, custom_id=comp["custom_id"])
        return await player.user.select(message, values, custom_id=comp["custom_id"])

    def page_on(self, stored: Any) -> dict[str, Any] | None:
        """A page button (or a question's Back) of the panel to a page not yet shown for its
        decision, or None: the greedy's choice is on some page, so one of them shows it."""
        pages = [c for c in controls(stored) if str(c["custom_id"]).startswith("wt:p:")]
        for comp in pages:
            ref, _, target = str(comp["custom_id"]).rpartition(":")
            shown = self._pages.setdefault((stored.id, ref), set())
            if target not in shown:
                shown.add(target)
                return comp
        return None


async def play_sensibly(env: Any, channel: Any, players: list[Player], *,
                        wander: float = WANDER, max_clicks: int = 5000) -> Clicks:
    """``tests.bot.support.play_to_end`` with sensible people: each answers their DM panel
    (the greedy's choice mostly, a random control now and then) until the channel's game is
    over. Returns what they clicked. Fails if the game stalls."""
    sensible = Sensible(wander)
    while game_state(env.bot, channel.id) is not None:
        for player in players:
            panel = live_panel(env, player)
            if panel is not None:
                await sensible.act(env, channel.id, player, panel)
                break
        else:
            state = game_state(env.bot, channel.id)
            raise AssertionError(f"stalled: nobody has a panel; to_act={state.to_act()}")
        assert sensible.clicks.total < max_clicks, "the game did not end"
    return sensible.clicks
