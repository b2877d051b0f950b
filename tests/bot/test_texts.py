"""The core escapes names and sentences as Discord reads markdown, without importing discord:
the same result as discord.py's own helpers, on any text."""

from __future__ import annotations

import discord
from hypothesis import given
from hypothesis import strategies as st

from bot.core.texts import escape

MARKS = st.sampled_from(list("*_~`|>#-[]()@!&\\ \n") + ["https://x.org/a_b", "@everyone",
                                                        "@here", "<@12345678901234567>",
                                                        "<https://a.b/c_d>", "1234567890"])


def discords(text: str) -> str:
    return discord.utils.escape_mentions(discord.utils.escape_markdown(text))


@given(st.lists(st.one_of(MARKS, st.text(max_size=4)), max_size=12).map("".join))
def test_escape_is_discords_escape(text: str) -> None:
    assert escape(text) == discords(text)


def test_a_name_can_neither_ping_nor_restyle() -> None:
    assert escape("**Bob** @everyone") == "\\*\\*Bob\\*\\* @\u200beveryone"


def test_pages_keep_every_line_within_discord_s_limit() -> None:
    from bot.core.texts import pages
    lines = [f"• game {n} " + "x" * 190 for n in range(25)]
    out = pages(lines)
    assert len(out) > 1 and all(len(page) <= 2000 for page in out)
    assert "\n".join(out).split("\n") == lines, "no line cut, dropped or reordered"
    assert pages(["short"]) == ["short"]
