"""The web table's pages without Discord (docs/web.md): its signed links, and a real aiohttp
server over a real game service on a SQLite file, for a live table, a seat's page and the
replay of a finished game."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.core.service import GameService
from bot.core.weblinks import SEAT_LINK_SECONDS, WebLinks
from bot.store import open_store
from bot.web.server import Parts, WebTable
from engine.core import Rng
from tests.bot.support import Clock

CH, ANN, BOB = 500, 11, 12
LINKS = WebLinks.derived("https://table.example.org/", "a secret")


@given(st.integers(1, 10**12), st.integers(0, 5), st.floats(0, 4e9))
def test_a_seat_link_grants_its_seat_until_it_expires_and_nothing_else(
        table_id: int, seat: int, now: float) -> None:
    token = LINKS.seat_token(table_id, seat, now)
    granted = LINKS.read_seat(token, now)
    assert granted is not None and (granted.table_id, granted.seat) == (table_id, seat)
    assert LINKS.read_seat(token, now + SEAT_LINK_SECONDS + 1) is None
    other = WebLinks.derived("https://table.example.org", "another secret")
    assert other.read_seat(token, now) is None
    fields = token.split(".")
    for i in range(3):   # any field changed: the signature no longer fits
        changed = fields.copy()
        changed[i] = str(int(changed[i]) + 1)
        assert LINKS.read_seat(".".join(changed), now) is None
    # a table's public token is no seat's, and the other way round
    assert LINKS.read_table(token) is None
    assert LINKS.read_seat(LINKS.table_token(table_id), now) is None
    assert LINKS.read_table(LINKS.table_token(table_id)) == table_id
    assert LINKS.read_replay(LINKS.table_token(table_id)) is None


@pytest.mark.parametrize("token", ["", ".", "1", "1.", "x.y", "1.2.3", "-1.abc",
                                   "1" * 30 + ".abc", "1.2.3.4.5"])
def test_malformed_tokens_are_refused(token: str) -> None:
    assert LINKS.read_table(token) is None
    assert LINKS.read_seat(token, 0) is None


async def started(tmp_path: Path, pace: str | None = None) -> GameService:
    """A Wild Cards game of Ann and Bob, started, on a SQLite file."""
    service = GameService(await open_store(tmp_path / "bot.sqlite3"), clock=Clock(),
                          seed_source=lambda: 7)
    await service.start()
    await service.lobby.create(CH, 1, ANN, "Ann", "wildcards", pace=pace)
    await service.lobby.join(CH, BOB, "Bob")
    await service.lobby.start(CH, ANN)
    return service


async def finished_game(tmp_path: Path) -> GameService:
    """The game of ``started``, played to its end by random legal choices."""
    service = await started(tmp_path)
    rng = Rng(3)
    while (game := service.tables.open.get(CH)) is not None and game.state is not None \
            and not game.state.is_over():
        seat = game.state.to_act()[0]
        hand = service.tables.seat_hand(CH, seat)
        user = game.table.seats[seat].user_id
        await service.moves.act(CH, user, hand.version, seat, rng.choice(hand.actions).code)
    return service


async def serve(service: GameService) -> tuple[WebTable, str]:
    async def act(*_: Any) -> str:
        return "done"
    web = WebTable(Parts(service.tables, service.timers, service.store, LINKS, service.clock,
                         act, service.languages.of))
    await web.start("127.0.0.1", 0)
    assert web.runner is not None
    return web, f"http://127.0.0.1:{web.runner.addresses[0][1]}"


async def test_a_finished_game_replays_move_by_move(tmp_path: Path) -> None:
    service = await finished_game(tmp_path)
    table_id = await service.store.last_game_in(CH)
    assert table_id is not None
    web, here = await serve(service)
    try:
        async with aiohttp.ClientSession() as session:
            token = LINKS.replay_token(table_id)
            async with session.get(f"{here}/r/{token}/", headers={"Accept-Language": "de"}) as r:
                assert r.status == 200
                page = await r.text()
            steps = int(re.search(r'type="range" min="0" max="(\d+)"', page)[1])
            row = await service.store.game(table_id)
            assert row is not None and steps == len(__import__("json").loads(row.state)["log"])
            assert '<html lang="de">' in page and "Wiederholung" in page
            for step in (0, steps // 2, steps):
                async with session.get(f"{here}/r/{token}/{step}.png") as r:
                    assert r.status == 200 and (await r.read()).startswith(b"\x89PNG")
            async with session.get(f"{here}/r/{token}/{steps + 1}.png") as r:
                assert r.status == 404
            async with session.get(f"{here}/r/{token}/story.png") as r:
                assert r.status == 200
            # the public page of the table's id is no replay, and the other way round
            async with session.get(f"{here}/r/{LINKS.table_token(table_id)}/") as r:
                assert r.status == 404
            async with session.get(f"{here}/t/{LINKS.table_token(table_id)}/") as r:
                assert r.status == 200 and "Ann" in await r.text()
    finally:
        await web.stop()
        await service.close()


async def test_a_game_still_running_has_no_replay(tmp_path: Path) -> None:
    service = await started(tmp_path)
    table_id = service.tables.open[CH].table.id
    web, here = await serve(service)
    try:
        async with aiohttp.ClientSession() as session, session.get(
                f"{here}/r/{LINKS.replay_token(table_id)}/") as r:
            assert r.status == 404 and "no finished game" in await r.text()
    finally:
        await web.stop()
        await service.close()


def test_the_wildlife_board_svg_names_each_space_as_the_table_shows_it() -> None:
    """Every space of the island once, in its row and column, its holder named (the same
    public view as the picture: nothing else)."""
    import xml.etree.ElementTree as ET

    import engine
    import renderers

    state = engine.new_game("wildlife", ["ann", "bob"], seed=1)
    rng = Rng(2)
    for _ in range(6):
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)).code)
    view = state.view(None)
    svg = renderers.render_board_svg("wildlife", view, "en")
    assert svg is not None
    tree = ET.fromstring(svg)
    ns = "{http://www.w3.org/2000/svg}"
    titles = {t.text.split(" · ")[0]: t.text for t in tree.iter(f"{ns}title")}
    assert set(titles) == set(view["board"])
    for space, seat in view["board"].items():
        rect = next(g.find(f"{ns}rect") for g in tree.iter(f"{ns}g")
                    if g.find(f"{ns}title").text.startswith(space + " "))
        col, row = "ABCDEFGHIJKL".index(space[0]), int(space[1:])
        assert (float(rect.get("x")), float(rect.get("y"))) == ((col + 1) * 40, row * 40)
        if seat is not None:
            assert view["seats"][seat]["name"] in titles[space]
    # every space's border (1 px, half of it outside the square) lies inside the drawing
    _, _, width, height = (float(n) for n in tree.get("viewBox").split())
    rects = list(tree.iter(f"{ns}rect"))
    assert max(float(r.get("x")) + 40 for r in rects) + 0.5 < width
    assert max(float(r.get("y")) + 40 for r in rects) + 0.5 < height
    assert renderers.render_board_svg("wildcards", engine.new_game(
        "wildcards", ["ann", "bob"], seed=1).view(None), "en") is None


async def test_a_correspondence_table_shows_each_persons_time_in_words(tmp_path: Path) -> None:
    """The page says how long each seat has at a correspondence table (its bank, in days and
    hours, as ``/game status`` does), in the reader's language."""
    service = await started(tmp_path, pace="correspondence")
    table_id = service.tables.open[CH].table.id
    web, here = await serve(service)
    try:
        async with aiohttp.ClientSession() as session, session.get(
                f"{here}/t/{LINKS.table_token(table_id)}/?lang=de") as r:
            page = await r.text()
        assert r.status == 200
        assert re.search(r"Ann .*?noch 3 Tage", page) and re.search(r"Bob .*?noch 3 Tage", page)
    finally:
        await web.stop()
        await service.close()
