"""The slash commands in three languages, as discord.py sends them when it syncs (docs/i18n.md):
every name and description translated for nl and de, within Discord's limits (names lowercase
and at most 32 characters, descriptions and choice names at most 100), and the English
catalog says exactly what the decorators say (so the two never drift apart)."""

from __future__ import annotations

import re

import discord
import pytest
from discord import app_commands

from bot.core.models import UserError
from bot.ui.commands import GameCommands
from bot.ui.inputs import parse_options
from bot.ui.translator import CatalogTranslator, key_of, tree_words
from engine.registry import GAMES
from words import tr

NAME = re.compile(r"^[-_\w]{1,32}$")  # Discord's CHAT_INPUT name rule (\w: letters, digits)



def game_group() -> app_commands.Group:
    """The ``/game`` group as the bot registers it (the cog builds it when made)."""
    group = GameCommands(None, None).app_command  # type: ignore[arg-type]
    assert group is not None
    return group


@pytest.fixture
async def payload() -> dict:
    """What discord.py sends for ``/game`` when it syncs, through our translator."""
    client = discord.Client(intents=discord.Intents.none())
    tree = app_commands.CommandTree(client)
    return await game_group().get_translated_payload(tree, CatalogTranslator())


def walk(node: dict, out: list[dict]) -> list[dict]:
    out.append(node)
    for child in node.get("options", []) or []:
        walk(child, out)
    return out


@pytest.mark.parametrize("locale", ["nl", "de"])
async def test_every_name_and_description_is_translated_within_limits(payload, locale):
    nodes = walk(payload, [])
    assert len(nodes) == 1 + 24 + 42  # the group, its 24 commands and their 42 options
    for node in nodes:
        name = node["name_localizations"].get(locale)
        assert name, f"{node['name']} has no {locale} name"
        assert NAME.fullmatch(name) and name == name.lower(), name
        description = node.get("description_localizations", {}).get(locale)
        assert description and len(description) <= 100, (node["name"], description)
        for choice in node.get("choices", []) or []:
            said = choice.get("name_localizations", {}).get(locale, choice["name"])
            assert 1 <= len(said) <= 100


async def test_english_locales_keep_the_decorators_words(payload):
    for node in walk(payload, []):
        assert "en-US" not in node["name_localizations"]
        assert NAME.fullmatch(node["name"])


def test_the_english_catalog_says_what_the_decorators_say():
    group = game_group()
    checked = 0
    for command in group.commands:
        assert isinstance(command, app_commands.Command)
        key = f"cmd-game-{command.name}"
        assert tr("en", key) == command.name
        assert tr("en", key + "-desc") == command.description
        for parameter in command.parameters:
            assert tr("en", f"{key}-{parameter.name}") == parameter.name
            assert tree_words("en", f"{key}-{parameter.name}-desc") == parameter.description
            checked += 1
    assert checked == 42


def test_the_same_command_names_are_not_given_twice_in_a_language():
    group = game_group()
    for lang in ("nl", "de"):
        names = [tr(lang, f"cmd-game-{c.name}") for c in group.commands]
        assert len(names) == len(set(names)), lang
        for command in group.commands:
            options = [tr(lang, f"cmd-game-{command.name}-{p.name}")
                       for p in command.parameters]  # type: ignore[union-attr]
            assert len(options) == len(set(options)), (lang, command.name)


def test_a_key_follows_from_where_the_string_is():
    group = game_group()
    new = group.get_command("new")
    context = app_commands.TranslationContext(
        app_commands.TranslationContextLocation.command_description, new)
    assert key_of(context) == "cmd-game-new-desc"


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
@pytest.mark.parametrize("key", ["cmd-game-new-options-desc", "cmd-tournament-new-options-desc"])
def test_the_options_help_names_only_options_a_game_has(lang: str, key: str) -> None:
    """Every example the ``options`` help gives, in every language, is read by the options
    parser of some game without a refusal: an option no game has (``expert``) cannot be
    suggested."""
    help_text = tree_words(lang, key)
    examples = re.findall(r"'([^']+)'", help_text)
    assert len(examples) == 2, help_text
    for example in examples:
        assert any(_reads(game, example) for game in GAMES), example
    assert "expert" not in help_text


def _reads(game: str, text: str) -> bool:
    try:
        return bool(parse_options(game, text))
    except UserError:
        return False
