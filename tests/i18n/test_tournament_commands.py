"""``/tournament`` in three languages (bot/ui/tournament_commands.py), as discord.py sends it
when it syncs: every name and description translated for nl and de within Discord's limits,
and the English catalog says what the decorators say."""

from __future__ import annotations

import discord
import pytest
from discord import app_commands

from bot.ui.tournament_commands import TournamentCommands
from bot.ui.translator import CatalogTranslator, tree_words
from tests.i18n.test_commands import NAME, walk
from words import tr


def group() -> app_commands.Group:
    made = TournamentCommands(None).app_command
    assert made is not None
    return made


@pytest.mark.parametrize("locale", ["nl", "de"])
async def test_every_name_and_description_is_translated(locale: str) -> None:
    tree = app_commands.CommandTree(discord.Client(intents=discord.Intents.none()))
    nodes = walk(await group().get_translated_payload(tree, CatalogTranslator()), [])
    assert len(nodes) == 1 + 14 + 18  # the group, its 14 commands and their 18 options
    for node in nodes:
        name = node["name_localizations"].get(locale)
        assert name and NAME.fullmatch(name) and name == name.lower(), name
        description = node.get("description_localizations", {}).get(locale)
        assert description and len(description) <= 100, (node["name"], description)
        for choice in node.get("choices", []) or []:
            assert 1 <= len(choice.get("name_localizations", {}).get(locale, "")) <= 100


def test_the_english_catalog_says_what_the_decorators_say() -> None:
    made = group()
    assert tr("en", "cmd-tournament-desc") == made.description
    for command in made.commands:
        assert isinstance(command, app_commands.Command)
        key = f"cmd-tournament-{command.name}"
        assert tr("en", key) == command.name
        assert tr("en", key + "-desc") == command.description
        for parameter in command.parameters:
            assert tr("en", f"{key}-{parameter.name}") == parameter.name
            assert tree_words("en", f"{key}-{parameter.name}-desc") == parameter.description
            for choice in parameter.choices:
                assert tr("en", f"choice-{choice.value}") == choice.name
