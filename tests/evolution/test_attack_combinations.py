"""Attack legality combinations (docs/evolution-traits.md, "The 17 traits"; seed 004, "Feeding of
carnivores"): Intelligence switching off one trait on every species for the whole attack,
Pack Hunting against Hard Shell, Symbiosis and Warning Call after extinctions close up a row,
Burrowing once fed, and the forced attack of a hungry carnivore."""

from __future__ import annotations

from engine.evolution.attack import attack as resolve
from engine.evolution.attack import legal_prey, negations

ANCHOR = {"body": 6, "pop": 6, "traits": ("Carnivore",)}


def carn(body: int = 3, pop: int = 1, *traits: str) -> dict:
    return {"body": body, "pop": pop, "traits": ("Carnivore", *traits)}


def prey_ids(st, seat=0, index=0, off=None):
    return legal_prey(st, st.species[seat][index], off)


def test_symbiosis_loses_its_protector_when_the_row_closes_up(table):
    """Seed 004, "Extinction": the row closes up; Symbiosis looks at the species
    now to its right. Killing the larger neighbour leaves a smaller one there: attackable."""
    st = table(2, rows={0: [carn(6, 2)],
                        1: [{"body": 1, "traits": ("Symbiosis",)}, {"body": 2},
                            {"body": 1}]})
    sym, big, small = (sp["id"] for sp in st.species[1])
    assert sym not in prey_ids(st)
    resolve(st, 0, st.species[0][0]["id"], big, None, [])
    assert [sp["id"] for sp in st.species[1]] == [sym, small]
    assert sym in prey_ids(st)


def test_symbiosis_gains_a_protector_when_the_row_closes_up(table):
    """Symbiosis; seed 004, "Extinction": after the gap closes, a larger species
    becomes its right neighbour and protects it."""
    st = table(2, rows={0: [carn(6, 2)],
                        1: [{"body": 1, "traits": ("Symbiosis",)}, {"body": 1},
                            {"body": 4}]})
    sym, gap, big = (sp["id"] for sp in st.species[1])
    assert sym in prey_ids(st)
    resolve(st, 0, st.species[0][0]["id"], gap, None, [])
    assert sym not in prey_ids(st)


def test_warning_call_follows_the_closed_up_row(table):
    """Warning Call protects its left and right neighbours; seed 004: an extinct
    species' neighbours are pushed together, so a species that was two away becomes a
    neighbour (protected) and the old neighbour's protection ends with the caller."""
    st = table(2, rows={0: [carn(6, 3), carn(6, 3, "Ambush")],
                        1: [{"body": 1, "traits": ("Warning Call",)}, {"body": 1},
                            {"body": 1}]})
    caller, gap, far = (sp["id"] for sp in st.species[1])
    plain, ambusher = (sp["id"] for sp in st.species[0])
    assert far in prey_ids(st) and gap not in prey_ids(st)
    assert gap in prey_ids(st, 0, 1)
    resolve(st, 0, ambusher, gap, None, [])
    assert far not in prey_ids(st)
    assert caller in prey_ids(st)
    resolve(st, 0, plain, caller, None, [])
    assert far in prey_ids(st)


def test_burrowing_becomes_safe_once_fed_during_eating(table):
    """Burrowing: safe while its food eaten equals its population; an attack
    that lowers its population to its food makes it fed, so it is safe from then on."""
    st = table(2, rows={0: [carn(4, 3)],
                        1: [{"body": 1, "pop": 2, "food": 1, "traits": ("Burrowing",)},
                            ANCHOR]})
    burrower = st.species[1][0]["id"]
    assert burrower in prey_ids(st)
    resolve(st, 0, st.species[0][0]["id"], burrower, None, [])
    assert st.species[1][0]["pop"] == st.species[1][0]["food"] == 1
    assert burrower not in prey_ids(st)


def test_climbing_attacker_still_needs_the_size(table):
    """Climbing only adds a condition: the carnivore still needs a larger body."""
    st = table(2, rows={0: [carn(2, 1, "Climbing")],
                        1: [{"body": 2, "traits": ("Climbing",)},
                            {"body": 1, "traits": ("Climbing",)}]})
    assert prey_ids(st) == [st.species[1][1]["id"]]


def test_intelligence_switches_off_hard_shell_for_pack_hunting(table):
    """Intelligence + Pack Hunting + Hard Shell: 2 + 2 = 4 does not beat a
    shelled body 2 (counts 5); with Hard Shell switched off, 4 beats 2."""
    st = table(2, rows={0: [carn(2, 2, "Pack Hunting", "Intelligence")],
                        1: [{"body": 2, "traits": ("Hard Shell",)}, ANCHOR]},
               hands={0: [("Horns", 5)]})
    shell = st.species[1][0]["id"]
    assert prey_ids(st) == []
    assert prey_ids(st, off="Hard Shell") == [shell]
    assert negations(st, st.species[0][0]) == ["Hard Shell"]


def test_intelligence_switches_off_warning_call_without_ambush(table):
    """Intelligence switches off one trait; Warning Call is one: its
    neighbours become prey for a carnivore without Ambush."""
    st = table(2, rows={0: [carn(3, 1, "Intelligence")],
                        1: [{"body": 4, "traits": ("Warning Call",)}, {"body": 1}, ANCHOR]},
               hands={0: [("Horns", 5)]})
    neighbour = st.species[1][1]["id"]
    assert prey_ids(st) == []
    assert prey_ids(st, off="Warning Call") == [neighbour]


def test_intelligence_may_switch_off_the_attackers_own_warning_call(table, codes):
    """Seed 004: the switched-off trait is disabled "in ALL species" — the attacker's own
    Warning Call too, which otherwise keeps it from its neighbour (a forced attack on its own
    species, seed 004, needs it)."""
    st = table(2, rows={0: [carn(3, 1, "Warning Call", "Intelligence"), {"body": 1}],
                        1: [{"body": 5}, ANCHOR]},
               hands={0: [("Horns", 5)]})
    own = st.species[0][1]["id"]
    assert prey_ids(st) == []
    assert negations(st, st.species[0][0]) == ["Warning Call"]
    st.apply(0, f"feed:{st.species[0][0]['id']}")
    for code in ("intel", f"discard:{st.hands[0][0]}", "off:warning"):
        st.apply(0, code)
    assert codes(st, 0) == [f"prey:{own}", "cancel"]


def test_intelligence_switches_off_horns_for_the_whole_attack(table):
    """Intelligence: switched off until that attack is over — Horns costs the
    attacker nothing then."""
    st = table(2, rows={0: [carn(4, 2, "Intelligence")],
                        1: [{"body": 2, "pop": 2, "traits": ("Horns",)}, ANCHOR]})
    resolve(st, 0, st.species[0][0]["id"], st.species[1][0]["id"], "Horns", [])
    assert st.species[0][0]["pop"] == 2 and st.species[0][0]["food"] == 2


def test_intelligence_switches_off_scavenger_on_every_species(table):
    """Seed 004: the trait is disabled in ALL species until the attack is over: no scavenger
    eats from that attack, whoever owns it; the next attack feeds them again."""
    st = table(3, rows={0: [carn(4, 3, "Intelligence")],
                        1: [{"body": 1, "pop": 3}, {"pop": 2, "traits": ("Scavenger",)}],
                        2: [{"pop": 2, "traits": ("Scavenger",)}]})
    att, prey = st.species[0][0]["id"], st.species[1][0]["id"]
    resolve(st, 0, att, prey, "Scavenger", [])
    assert [st.species[1][1]["food"], st.species[2][0]["food"]] == [0, 0]
    resolve(st, 0, att, prey, None, [])
    assert [st.species[1][1]["food"], st.species[2][0]["food"]] == [1, 1]


def test_hungry_carnivore_that_cannot_attack_is_skipped_and_starves(table, codes):
    """Seed 004: carnivores never eat plant food; round details: feeding skips a player who
    cannot feed. A hungry carnivore with no legal prey is never asked to attack, and at the
    end of feeding its population drops to its food (0: extinct)."""
    st = table(2, hole=5, rows={0: [carn(1, 2), {"pop": 1}], 1: [{"body": 3, "pop": 1}]})
    herbivore = st.species[0][1]["id"]
    assert codes(st, 0) == [f"feed:{herbivore}"]
    st.apply(0, f"feed:{herbivore}")
    st.apply(1, f"feed:{st.species[1][0]['id']}")
    assert st.round == 2
    assert [sp["id"] for sp in st.species[0]] == [herbivore]
