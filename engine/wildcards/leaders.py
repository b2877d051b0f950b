"""Leader cards changing hands (rulebook "Claim a Leader card" and the meerkat's power)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Event, msg

if TYPE_CHECKING:
    from engine.wildcards.state import WildCardsState


def uses(state: WildCardsState, who: int, species: str) -> bool:
    """Whether ``who`` holds and may use a leader's power (Leo claims but never uses them)."""
    return who != state.leo and state.leaders[species] == who


def claim(state: WildCardsState, who: int, species: str, out: list[Event]) -> None:
    """After acquiring ``species``: the leader comes to ``who`` at once when nobody has more of
    that species ("the most, or matched the amount the current owner has")."""
    mine = state.collections[who][species]
    if state.leaders[species] == who or mine == 0:
        return
    if all(state.collections[o][species] <= mine for o in range(state.participants)):
        before = state.leaders[species]
        state.leaders[species] = who
        if before is None:
            said = msg("wc-ev-leader-claim", name=state.who(who), species=species)
        else:
            said = msg("wc-ev-leader-claim-from", name=state.who(who), species=species,
                       holder=state.who(before))
        out.append(Event(said, kind="leader"))


def check_loss(state: WildCardsState, who: int, species: str, out: list[Event]) -> None:
    """After giving ``species`` away (meerkat swap): with none left, or fewer than another
    participant, the leader goes to whoever has the most of it, else back to the supply.

    The rulebook does not say who gets it when several others share the most; we give it to
    the first of them clockwise after the loser (the table order, Leo sitting last).
    """
    if state.leaders[species] != who:
        return
    counts = [state.collections[o][species] for o in range(state.participants)]
    mine = counts[who]
    best = max(c for o, c in enumerate(counts) if o != who) if state.participants > 1 else 0
    if mine > 0 and mine >= best:
        return
    if best == 0:
        state.leaders[species] = None
        out.append(Event(msg("wc-ev-leader-return", name=state.who(who), species=species),
                         kind="leader"))
        return
    p = state.participants
    heir = next(o for o in ((who + k) % p for k in range(1, p)) if counts[o] == best)
    state.leaders[species] = heir
    out.append(Event(msg("wc-ev-leader-lose", name=state.who(who), species=species,
                         heir=state.who(heir)), kind="leader"))
