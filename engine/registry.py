"""The games by name, so the bot can list them and create one (``engine.GAMES``)."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.core import IllegalAction, State, msg


@dataclass(frozen=True)
class Option:
    """A game option: a rule variant or setting the lobby can offer. ``label`` and ``help``
    are the English words, for the code's reader; people read the catalogs' ``opt-<game>-<key>``
    and ``opt-<game>-<key>-help`` (words/locales)."""

    key: str
    label: str
    default: Any
    help: str = ""
    choices: tuple[Any, ...] = ()


@dataclass(frozen=True)
class GameInfo:
    name: str
    title: str
    min_players: int
    max_players: int
    state_class: type[State]
    create: Callable[[list[str], dict[str, Any], int], State]
    options: tuple[Option, ...] = field(default=())
    blurb: str = ""

    def option_defaults(self) -> dict[str, Any]:
        return {o.key: o.default for o in self.options}


GAMES: dict[str, GameInfo] = {}


def register(info: GameInfo) -> None:
    GAMES[info.name] = info


def check_options(info: GameInfo, options: dict[str, Any] | None) -> dict[str, Any]:
    """Fill defaults and refuse unknown keys or values of the wrong type, with a reason."""
    merged = info.option_defaults()
    for key, value in (options or {}).items():
        spec = next((o for o in info.options if o.key == key), None)
        if spec is None:
            raise IllegalAction(msg("reg-no-option", title=info.title, option=key,
                                    known=[o.key for o in info.options] or "-"))
        if spec.choices and value not in spec.choices:
            raise IllegalAction(msg("reg-option-choices", option=key,
                                    choices=[str(c) for c in spec.choices]))
        if not spec.choices and type(value) is not type(spec.default):
            raise IllegalAction(msg("reg-option-type", option=key,
                                    type=type(spec.default).__name__))
        merged[key] = value
    return merged


def new_game(name: str, players: list[str], *, options: dict[str, Any] | None = None,
             seed: int = 0) -> State:
    info = GAMES.get(name)
    if info is None:
        raise IllegalAction(msg("reg-unknown-game", game=name, games=sorted(GAMES)))
    if not info.min_players <= len(players) <= info.max_players:
        raise IllegalAction(msg("reg-player-count", title=info.title, low=info.min_players,
                                high=info.max_players, count=len(players)))
    return info.create(list(players), check_options(info, options), seed)


def from_json(text: str) -> State:
    data = json.loads(text)
    info = GAMES.get(data.get("game", ""))
    if info is None:
        raise ValueError(f"not a saved game of a known title: {data.get('game')!r}")
    state = info.state_class.__new__(info.state_class)
    state.__dict__ = data
    return state


def replay(state: State) -> State:
    """Rebuild a state from its seed, options and action log (for checks and crash recovery).
    ``version`` counts undos too, so it is carried over rather than counted again."""
    fresh = _rebuild(state, state.log)
    fresh.version = state.version
    return fresh


def undo(state: State, seat: int) -> State:
    """``state`` without ``seat``'s last move, rebuilt from the log without its last entry
    (exact, because replays are deterministic). Refused with the reason when
    ``state.can_undo(seat)`` is false. The version still goes up, so a button from the
    moment before the undo is stale like any other."""
    why = state.undo_refusal(seat)
    if why is not None:
        raise IllegalAction(why)
    fresh = _rebuild(state, state.log[:-1])
    fresh.version = state.version + 1
    return fresh


def _rebuild(state: State, log: list[list[Any]]) -> State:
    fresh = new_game(state.game, state.players, options=state.options, seed=state.seed)
    for seat, code in log:
        fresh.apply(seat, code)
    return fresh
