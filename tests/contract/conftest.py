"""The contract suite runs every test once per table of ``tests.support.walk.configs()``:
every title (the toy game too), every player count, with and without its variants."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.support import toy
from tests.support.walk import Config, configs

CONFIGS = configs()


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "config" in metafunc.fixturenames:
        metafunc.parametrize("config", CONFIGS, ids=[c.id for c in CONFIGS], indirect=True)


@pytest.fixture
def config(request: pytest.FixtureRequest) -> Iterator[Config]:
    """The table; the toy game is in ``engine.GAMES`` only while its test runs."""
    cfg: Config = request.param
    if cfg.game == toy.NAME:
        with toy.registered():
            yield cfg
    else:
        yield cfg
