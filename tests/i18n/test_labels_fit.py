"""Every action's label fits its control uncut, in every language (docs/i18n.md, "Plurals and
numbers"): a label becomes a button (Discord's 80 characters) or a select option (100), and
``bot.messages.controls`` cuts anything longer, losing its end, often what the player needs. Held to
80 for all, whichever control the panel picks. Random games of each title at every player count,
seats named with the longest name a seat can have (``bot.core.lobby.clean_name``: 32)."""

from __future__ import annotations

import random

import pytest

from bot.messages.controls.grammar import LABEL_MAX
from engine.registry import GAMES, new_game
from words import LANGUAGES, say

NAME = 32
STEPS = 3000


def _too_long(game: str, players: int, seed: int) -> dict[str, str]:
    rng = random.Random(seed * 10 + players)
    state = new_game(game, [chr(65 + i) * NAME for i in range(players)], seed=seed)
    found: dict[str, str] = {}
    for _ in range(STEPS):
        if state.is_over():
            break
        for seat in state.to_act():
            for action in state.legal_actions(seat):
                for lang in LANGUAGES:
                    text = say(lang, action.label) or action.code
                    if len(text) > LABEL_MAX:
                        found.setdefault(f"{lang} {action.code}", f"{len(text)}: {text}")
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return found


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_label_fits_a_button_in_every_language(game: str):
    info = GAMES[game]
    found: dict[str, str] = {}
    for players in range(info.min_players, info.max_players + 1):
        for seed in (1, 2):
            found.update(_too_long(game, players, seed))
    assert found == {}, f"{game}: labels over {LABEL_MAX} characters:\n" + "\n".join(
        f"{k} ({v})" for k, v in sorted(found.items()))
