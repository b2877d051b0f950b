"""An Evolution player that knows the scoring: food eaten, surviving population and traits.

It looks one whole decision ahead (a card's full chain: card → target → use → replaced trait;
a feeding with its prey) on a determinization, and scores the result with ``estimate``:

* feeding safety: each herbivore's expected food this round is its hunger times the share of
  plant food (watering hole plus the expected food cards) over all herbivores' hunger, better
  with Foraging, Long Neck, Cooperation or Intelligence; a population above its food starves;
* carnivore threats: every other carnivore that could attack a species costs it population;
  a carnivore with prey expects meat, one without starves;
* trait value: each trait on a surviving species scores 1, a hand card is worth a little
  (it can become a trait, a species, size or population later);
* food card choice: it gives the card whose trait it values least, with more food when its
  own herbivores are hungry and the hole is short (the same food feeds the others too).

Others' food bags are hidden in a seat's view, so the greedy player ranks itself on its own
estimate (``rivalry`` 0) and the search's determinizations put the searcher's own bag in
their place (``determinize``).
"""

from __future__ import annotations

from typing import Any

from engine.ai import LookaheadGreedy
from engine.core import Action, Rng, State
from engine.evolution.attack import can_attack
from engine.evolution.data import CARDS
from engine.evolution.holdings import holding, holdings  # noqa: F401 (for hints)
from engine.search import SearchSettings

HAND_CARD = 0.6  # worth of a card kept in hand
EXPECTED_FOOD_CARD = 2.4  # average food value of a card (docs/evolution-traits.md, "The deck")
FEEDERS = ("Foraging", "Long Neck", "Cooperation", "Intelligence", "Fat Tissue")
DEFENCES = ("Hard Shell", "Climbing", "Burrowing", "Defensive Herding", "Horns",
            "Warning Call", "Symbiosis")

SEARCH = SearchSettings(rollout_depth=30, scale=3.0, exploration=0.6, root_width=3)


def plant_share(st: Any, viewer: int | None) -> float:
    """The share of herbivore hunger this round's plant food can feed."""
    supply = float(st.hole)
    if st.phase in ("food", "play"):
        for s, card in enumerate(st.food_cards):
            if card is not None and (viewer is None or s == viewer):
                supply += max(0, CARDS[card][1]) if not st.revealed else 0
            elif not st.revealed:
                supply += EXPECTED_FOOD_CARD
    demand = sum(max(0, sp["pop"] - sp["food"]) for row in st.species for sp in row
                 if "Carnivore" not in sp["traits"])
    return 1.0 if demand <= 0 else min(1.0, supply / demand)


def species_value(st: Any, seat: int, index: int, share: float, threats: int) -> float:
    sp = st.species[seat][index]
    hunger = max(0, sp["pop"] - sp["food"])
    traits = sp["traits"]
    if "Carnivore" in traits:
        prey = max((p["body"] for r in st.species for i, p in enumerate(r)
                    if can_attack(sp, r, i)), default=0)
        fed = sp["food"] + (min(hunger, prey) if prey else 0) * 0.8
    else:
        boost = 0.2 * sum(1 for t in FEEDERS if t in traits)
        fed = sp["food"] + hunger * min(1.0, share + boost) + min(sp["fat"], hunger) * 0.5
    fed = min(float(sp["pop"]), fed)
    loss = min(fed, 0.8 * threats) if threats else 0.0
    survivors = max(0.0, fed - loss)
    alive = min(1.0, survivors)
    return fed + survivors + alive * (len(traits) + 0.15 * sp["body"])


def carnivores(st: Any) -> list[Any]:
    """Every carnivore on the table, found once per estimate: most species are not one, and
    the estimate asks for every species' threats."""
    return [att for r in st.species for att in r if "Carnivore" in att["traits"]]


def threats_to(st: Any, seat: int, index: int, hunters: list[Any] | None = None) -> int:
    """How many other carnivores (of ``hunters``: by default all) could attack this species
    now."""
    row = st.species[seat]
    target = row[index]
    return sum(1 for att in (carnivores(st) if hunters is None else hunters)
               if att is not target and can_attack(att, row, index))


def estimate(state: State, viewer: int | None = None) -> list[float]:
    """Expected final score per seat from this round on: food bag, expected food this round,
    survivors, their traits, and the cards in hand."""
    st: Any = state
    share = plant_share(st, viewer)
    hunters = carnivores(st)
    out = []
    for seat, row in enumerate(st.species):
        value = float(st.food_bag[seat]) + HAND_CARD * len(st.hands[seat])
        for index in range(len(row)):
            value += species_value(st, seat, index, share,
                                   threats_to(st, seat, index, hunters))
        out.append(value)
    return out


class GreedyPlayer(LookaheadGreedy):
    """One-decision lookahead with the Evolution estimate (see the module docstring)."""

    rivalry = 0.0
    follow_depth = 0
    _viewer: int | None = None

    def estimate(self, state: State) -> list[float]:
        return estimate(state, viewer=self._viewer)

    def choose(self, state: State, seat: int) -> Action:
        self._viewer = seat
        return super().choose(state, seat)

    def in_chain(self, state: State, seat: int) -> bool:
        st: Any = state
        return st.pending is not None and st.turn == seat

    def determinize(self, state: State, seat: int, seed: int) -> State:
        return determinize(state, seat, seed)

    def prune(self, view: dict[str, Any], legal: list[Action], seat: int) -> list[Action]:
        """Playing, a card's food value does not matter: one card per trait, the one with
        least food (the richer ones stay for the watering hole)."""
        if view["phase"] != "play" or view.get("pending"):
            return legal
        best: dict[str, Action] = {}
        for a in legal:
            if a.code.startswith("card:"):
                trait, food = CARDS[int(a.code[5:])]
                if trait not in best or food < CARDS[int(best[trait].code[5:])][1]:
                    best[trait] = a
        return [a for a in legal if not a.code.startswith("card:")] + list(best.values())

    def shortcut(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action | None:
        if view["phase"] != "food":
            return None
        return food_card(view, legal, seat)


def food_card(view: dict[str, Any], legal: list[Action], seat: int) -> Action:
    """Give the card whose trait is worth least to me; more food when I am short of it."""
    me = view["seats"][seat]
    herbivore_hunger = sum(sp["pop"] for sp in me["species"] if not sp["carnivore"])
    all_hunger = sum(sp["pop"] for s in view["seats"] for sp in s["species"]
                     if not sp["carnivore"])
    short = view["watering_hole"] + EXPECTED_FOOD_CARD * len(view["seats"]) < all_hunger
    mine = herbivore_hunger / max(1, all_hunger)
    food_weight = (0.6 if short else 0.15) * (mine * len(view["seats"]) - 0.5)
    owned = {t for sp in me["species"] for t in sp["traits"]}

    def worth(action: Action) -> float:
        trait, food = CARDS[int(action.code[5:])]
        keep = 1.0 if trait not in owned else 0.4
        if trait == "Carnivore":
            keep = 0.8
        return food * food_weight - keep

    return max(legal, key=lambda a: (worth(a), a.code))


def determinize(state: State, seat: int, seed: int) -> State:
    """The contract's redeal, with the others' food bags (hidden in the seat's view) set to
    the seat's own, so a search cannot read them."""
    det: Any = state.redeal(seat, seed)
    det.food_bag = [det.food_bag[seat]] * len(det.food_bag)
    return det


def rollout_policy(state: State, seat: int, rng: Rng) -> Action:
    """Cheap rules for rollouts (no copies): a second species early, then traits on the
    species with fewest; feed the hungriest species; attack the largest prey of another
    player; use every before-eating trait; a random food card."""
    legal = state.legal_actions(seat)
    if len(legal) == 1:
        return legal[0]
    st: Any = state
    by_code = {a.code: a for a in legal}
    row = st.species[seat]
    if st.phase == "play":
        pending = st.pending
        if pending is None:
            cards = [a for a in legal if a.code.startswith("card:")]
            if not cards or rng.below(3) == 0:
                return by_code["end"]
            return rng.choice(cards)
        if pending["step"] == "target":
            if len(row) < 2:
                return by_code["new:right"]
            ons = [a for a in legal if a.code.startswith("on:")]
            return rng.choice(ons) if ons else by_code["new:right"]
        if pending["step"] == "use":
            for code in ("trait", "pop", "body"):
                if code in by_code:
                    return by_code[code]
        return rng.choice([a for a in legal if a.code != "cancel"] or legal)
    if st.phase == "before":
        for a in legal:
            if a.code != "done":
                return a
        return legal[0]
    if st.phase == "feed":
        preys = [a for a in legal if a.code.startswith("prey:")]
        if preys:
            def prey_key(a: Action) -> tuple[int, int]:
                sid = int(a.code[5:])
                for owner, r in enumerate(st.species):
                    for sp in r:
                        if sp["id"] == sid:
                            return (owner != seat, sp["body"])
                return (0, 0)
            return max(preys, key=prey_key)
        feeds = [a for a in legal if a.code.startswith("feed:")]
        if feeds:
            def hunger(a: Action) -> int:
                sid = int(a.code[5:])
                return next((sp["pop"] - sp["food"] for sp in row if sp["id"] == sid), 0)
            return max(feeds, key=hunger)
    return rng.choice([a for a in legal if a.code not in ("cancel", "pass")] or legal)
