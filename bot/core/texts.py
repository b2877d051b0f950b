"""What the bot says, as text: the lobby, the start, whose move, the ranking, limits kept.

Pure functions of the core's snapshots (no Discord calls), so every sentence a person reads
is built in one place, from the catalogs (words/locales, in the language given), and each
stays inside Discord's limits.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from bot.core.models import Outcome, Seat, Table
from engine.core import Action
from renderers.result import category_label
from words import number, say, tr

MESSAGE_LIMIT = 2000


def commands_text(lang: str) -> str:
    """The commands, for ``/game rules commands``."""
    return tr(lang, "bot-commands")


def clip(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """Keep a message inside Discord's 2000 characters, dropping the oldest lines first."""
    if len(text) <= limit:
        return text
    lines = text.split("\n")
    while len(lines) > 2 and len("\n".join(lines)) > limit - 2:
        lines.pop(1)  # keep the first line (what this is) and the latest ones
    text = "\n".join(lines)
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return text


#: Discord's markdown marks and its links, as discord.py's ``utils.escape_markdown`` reads them
#: (the core says its sentences without importing discord; tests/bot/test_texts.py compares)
_URL = r"(?P<url><[^: >]+:\/[^ >]+>|(?:https?|steam):\/\/[^\s<]+[^<.,:;\"\'\]\s])"
_MARKDOWN = r"(?P<markdown>[_\\~|\*`]|^>(?:>>)?\s|\[.+\]\(.+\)|^#{1,3}|^\s*-)"
_ESCAPE = re.compile(f"(?:{_URL}|{_MARKDOWN})", re.MULTILINE)
_MENTION = re.compile(r"@(everyone|here|[!&]?[0-9]{17,20})")


def pages(lines: list[str], limit: int = MESSAGE_LIMIT) -> list[str]:
    """Lines as few messages as Discord's 2000 characters allow, none cut or dropped (a list
    a person must see whole: each line a game of theirs)."""
    out: list[str] = []
    for line in (clip(line, limit) for line in lines):
        if out and len(out[-1]) + 1 + len(line) <= limit:
            out[-1] += "\n" + line
        else:
            out.append(line)
    return out or [""]


def escape(text: str) -> str:
    """A name or an engine sentence as plain text: no markdown, no mention (links left whole,
    so a name can never ping anyone or restyle the message)."""
    text = _ESCAPE.sub(lambda m: m.group("url") or "\\" + m.group("markdown"), text)
    return _MENTION.sub("@\u200b\\1", text)


def on_off(value: Any, lang: str) -> str:
    if value is True:
        return tr(lang, "on")
    if value is False:
        return tr(lang, "off")
    return str(value)


def ai_badge(seat: Seat, lang: str) -> str:
    """An AI seat's level in ``lang``, shown beside its short name ("AI 1", "KI 1")."""
    return f"🤖 {tr(lang, 'ai-level', level=str(seat.ai))}"


def seat_label(table: Table, seat: int, *, mention: bool = True) -> str:
    """A seat as the channel names it: a mention for a present human, else the name."""
    s = table.seats[seat]
    if s.is_human and mention:
        return f"<@{s.user_id}>"
    return f"{escape(s.name)} 🤖" if s.is_ai else escape(s.name)


def lobby_text(table: Table, options: str, dm_status: Callable[[int], bool | None]) -> str:
    """The lobby message: title, host, options and the seats (marking closed DMs), in the
    table language."""
    lang = table.lang
    lines = [tr(lang, "bot-lobby-head", title=table.title, host=f"<@{table.host_id}>",
                low=table.min_players, high=table.max_players, options=options)]
    for seat in table.seats:
        if seat.user_id is None:
            lines.append(f"{seat.index + 1}. {escape(seat.name)} · {ai_badge(seat, lang)}")
            continue
        mark = ""
        if dm_status(seat.user_id) is False:
            mark = " — " + tr(lang, "bot-lobby-no-dms")
        lines.append(f"{seat.index + 1}. <@{seat.user_id}>{mark}")
    if table.can_start:
        lines.append(tr(lang, "bot-lobby-can-start"))
    else:
        need = table.min_players - len(table.seats)
        lines.append(tr(lang, "bot-lobby-waiting", count=need) if need > 0
                     else tr(lang, "bot-lobby-too-many"))
    return clip("\n".join(lines))


def started_text(table: Table, options: str) -> str:
    """What the lobby message becomes once the game starts: who plays, with which rules."""
    seats = ", ".join(seat_label(table, s.index) for s in table.seats)
    return clip(tr(table.lang, "bot-started", title=table.title, options=options, seats=seats))


def cancelled_text(table: Table) -> str:
    return tr(table.lang, "bot-lobby-cancelled", title=table.title)


def waiting_text(table: Table, outcome: Outcome, lang: str) -> str:
    """Who the game waits for after ``outcome`` (names, never mentions)."""
    if outcome.over:
        return tr(lang, "bot-waiting-over")
    if not outcome.to_act:
        return tr(lang, "bot-waiting-nothing")
    names = [seat_label(table, s, mention=False) for s in outcome.to_act]
    return tr(lang, "bot-waiting-names", names=names)


def whose_move(table: Table, to_act: list[int], over: bool, lang: str) -> str:
    if over:
        return tr(lang, "bot-whose-over")
    if not to_act:
        return tr(lang, "bot-whose-nothing")
    return tr(lang, "bot-whose-waiting",
              names=[seat_label(table, s, mention=False) for s in to_act])


def label(lang: str, action: Action) -> str:
    """An action's label in ``lang`` (its code when it has none)."""
    return say(lang, action.label) or action.code


def breakdown_text(breakdown: Any, lang: str) -> str:
    """A result row's breakdown ("herds 12, areas 30") in ``lang``."""
    if not isinstance(breakdown, dict):
        return say(lang, breakdown)
    return ", ".join(f"{category_label(k, lang)} {written(lang, v)}" for k, v in breakdown.items())


def written(lang: str, value: Any) -> str:
    """A score or count as ``lang`` writes it (1,043 / 1.043; 2.5 / 2,5); anything else as is."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return number(lang, value, 0 if value % 1 == 0 else 1)
    return str(value)


def ranking_lines(result: dict[str, Any] | None, lang: str) -> list[str]:
    """The final ranking with each seat's score and its breakdown."""
    if not result:
        return []
    lines = []
    for row in result.get("ranking", []):
        detail = breakdown_text(row.get("breakdown") or {}, lang)
        lines.append(f"{row.get('place', '?')}. {row.get('name', '?')} — "
                     f"{written(lang, row.get('score', '?'))}"
                     + (f" ({detail})" if detail else ""))
    if result.get("tiebreak"):
        lines.append(tr(lang, "bot-ties", rule=say(lang, result["tiebreak"])))
    return lines


def status_text(table: Table, options: str, to_act: list[int], over: bool,
                view: dict[str, Any] | None, result: dict[str, Any] | None,
                scores: list[str], lang: str) -> str:
    """``/game status``: the seats (who must act marked), the scores so far, the view's
    status and, at the end, the ranking."""
    lines = [f"**{table.title}** · {tr(lang, 'status-' + table.status)} · {options}"]
    for seat in table.seats:
        who = f"<@{seat.user_id}>" if seat.user_id is not None else escape(seat.name)
        if seat.left:
            who += " " + tr(lang, "bot-status-left")
        elif seat.user_id is None:
            who += f" · {ai_badge(seat, lang)}"
        lines.append(f"{seat.index + 1}. {who}{' ⬅️' if seat.index in to_act else ''}")
    if scores and not over:
        lines.append(tr(lang, "bot-scores", scores=" · ".join(scores)))
    if view and view.get("status"):
        lines.append(say(lang, view["status"]))
    lines.append(whose_move(table, to_act, over, lang))
    if over:
        lines += [escape(line) for line in ranking_lines(result, lang)]
    return clip("\n".join(lines))
