"""Bad input gets a clear sentence and changes nothing (docs/engine.md, "The engine contract":
IllegalAction carries a reason a person can read; the state is untouched), for every title: stale
moves, other seats' moves, mangled and made-up codes, seats that do not exist."""

from __future__ import annotations

import pytest
from hypothesis import given

from engine.core import IllegalAction, Msg, Rng, State, parse_code
from tests.support.walk import PER_TABLE, SEEDS, Config, checkpoints
from words import has, say

GARBAGE = ["", "zzz", ":", "::1", "bid:", "pass:1", "undo", " ", "end:end"]


def mangled(code: str) -> list[str]:
    """Codes near a legal one: without its arguments, with arguments out of range or not
    numbers, with one argument too many."""
    verb, args = parse_code(code)
    out = [verb, f"{code}:1", f"{code}x"]
    if args:
        out += [f"{verb}:999", f"{verb}:-1", f"{verb}:x", ":".join([verb, *args[:-1]])]
    return out


def refused(state: State, seat: int, code: str) -> Msg:
    """Apply a move that must be refused; return the refusal (a message by key, said as a
    sentence in English: the other languages have the same keys, tests/i18n)."""
    with pytest.raises(IllegalAction) as err:
        state.apply(seat, code)
    reason = err.value.msg
    assert has("en", reason["key"]), reason
    text = say("en", reason)
    assert text and text[0].isupper() and text.rstrip()[-1] in ".?!", text
    return reason


@PER_TABLE
@given(seed=SEEDS)
def test_illegal_moves_get_a_sentence_and_change_nothing(config: Config, seed: int) -> None:
    state = config.new(seed)
    rng = Rng(seed)
    seen: list[tuple[int, str]] = []
    n = len(state.players)
    for seat, legal in checkpoints(state, seed):
        before = state.to_json()
        tries: list[tuple[int, str]] = [(s, c) for s, c in seen[-8:]]
        tries += [(-1, "pass"), (n, "pass")]
        if legal:
            sample = [legal[rng.below(len(legal))].code for _ in range(3)]
            tries += [(seat, c) for c in GARBAGE + [m for c in sample for m in mangled(c)]]
            tries += [(other, legal[0].code) for other in range(n)
                      if other not in state.to_act()]
            seen += [(seat, c) for c in sample]
        for s, code in tries:
            if 0 <= s < n and code in {a.code for a in state.legal_actions(s)}:
                continue
            reason = refused(state, s, code)
            if 0 <= s < n:
                assert reason == state.refusal(s, code)
        assert state.to_json() == before
