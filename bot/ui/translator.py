"""Slash commands in Dutch and German: ``app_commands.Translator`` over the catalogs.

discord.py asks the translator for every command, option and choice string of the tree when
it syncs (and for each locale Discord knows); the key of a string follows from where it is
(``cmd-game-new``, ``cmd-game-new-desc``, ``cmd-game-new-game``, ``cmd-game-new-game-desc``,
``choice-ai``), so the decorators keep plain English and nothing is named twice. English locales
get None (the decorators' own words, which the English catalog repeats: tested).
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.ui.inputs import option_examples
from words import DISCORD_LOCALES, has, tr

#: the Discord locales we translate to, and our language for each
LOCALES = {discord.Locale(code): lang for lang, codes in DISCORD_LOCALES.items()
           if lang != "en" for code in codes}


def slug(qualified_name: str) -> str:
    return "cmd-" + qualified_name.replace(" ", "-")


def key_of(context: Any) -> str | None:
    """The catalog key of a command tree string, from where it is; None for strings we keep
    as they are (a language's own name)."""
    where, data = context.location, context.data
    if where in (Where.command_name, Where.group_name):
        return slug(data.qualified_name)
    if where in (Where.command_description, Where.group_description):
        return slug(data.qualified_name) + "-desc"
    if where is Where.parameter_name:
        return f"{slug(data.command.qualified_name)}-{data.name}"
    if where is Where.parameter_description:
        return f"{slug(data.command.qualified_name)}-{data.name}-desc"
    if where is Where.choice_name and isinstance(data, app_commands.Choice):
        key = f"choice-{data.value}"
        return key if has("en", key) else None
    return None


def tree_words(lang: str, key: str) -> str:
    """A command tree string in ``lang``; the ``options`` help's examples come from the
    games' option tables (``option_examples``), not from the catalogs, so they cannot name
    an option that no game has."""
    return tr(lang, key, **option_examples())


class CatalogTranslator(app_commands.Translator):
    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        lang = LOCALES.get(locale)
        key = key_of(context)
        if lang is None or key is None or not has(lang, key):
            return None
        return tree_words(lang, key)
