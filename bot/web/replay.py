"""A finished game on the web, move by move: a slider, the arrow keys, each move's public
events in words, and the story chart with its moments.

Only a finished game has a replay (its seed reveals every draw, no secret once it is over:
docs/history.md); every view shown is the public one, ``State.view(None)``.
"""

from __future__ import annotations

import asyncio
import json
from collections import OrderedDict
from dataclasses import dataclass
from html import escape
from typing import Any

from bot.core.replays import export, rebuild
from bot.core.story import story
from bot.store import Store
from bot.web.page import STYLE
from engine.core import State, event_msg
from engine.registry import GAMES, from_json
from words import say, tr

#: replays kept rebuilt (a replay's page asks for a picture per step)
KEPT = 4


@dataclass
class Replay:
    """A finished game, rebuilt: each step's public view and what happened in it."""

    table_id: int
    game: str
    title: str
    lang: str
    names: list[str]
    views: list[dict[str, Any]]
    events: list[list[Any]]   # each step's public events (``Msg``), step 0 has none
    final: State


async def load(store: Store, table_id: int, kept: OrderedDict[int, Replay]) -> Replay | None:
    """The replay of a finished game, or None for a game that is not over (or not there);
    the last few are ``kept`` rebuilt (the server's own, for its one store)."""
    if table_id in kept:
        kept.move_to_end(table_id)
        return kept[table_id]
    row = await store.game(table_id)
    if row is None or not row.state:
        return None
    final = from_json(row.state)
    if not final.is_over():
        return None
    # every move replayed and viewed: seconds for a long game, so off the event loop, where
    # it held up every other page and the bot's own moves
    views = await asyncio.to_thread(_views, row.state, final)
    rows = await store.actions(table_id)
    public = [[event_msg(e) for e in r.events if e.get("to") is None] for r in rows]
    events = [[], *public] if len(public) == len(views) - 1 else [[] for _ in views]
    found = Replay(table_id, row.game, GAMES[row.game].title, row.lang or "en",
                   list(final.players), views, events, final)
    kept[table_id] = found
    while len(kept) > KEPT:
        kept.popitem(last=False)
    return found


def _views(saved: str, final: State) -> list[dict[str, Any]]:
    """Each step's public view of the finished game ``saved``."""
    return [state.view(None) for state in rebuild(export(saved, final.result()))]


def document(replay: Replay, lang: str) -> str:
    """The replay's page: the step's picture, a slider and keys, the step's events."""
    steps = len(replay.views)
    said = [[say(lang, m) for m in step] for step in replay.events]
    chart = story(replay.final, lang)
    moments = [m if isinstance(m, str) else str(m.get("text", "")) for m in chart["moments"]]
    title = tr(lang, "web-replay-title", game=replay.title)
    move = tr(lang, "web-replay-move", n="{n}", total="{total}")
    data = json.dumps({"said": said, "steps": steps, "move": move}, ensure_ascii=False)
    data = data.replace("</", "<\\/")
    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{escape(title)}</title><style>{STYLE}</style></head><body>"
            f"<header><h1>{escape(title)}</h1><p>{escape(', '.join(replay.names))}</p></header>"
            '<main class="cols"><div><section>'
            f'<img id="pic" src="./0.png?lang={lang}" style="width:100%" '
            f'alt="{escape(tr(lang, "web-picture-alt"))}">'
            f'<label>{escape(tr(lang, "web-replay-step"))} '
            f'<input id="step" type="range" min="0" max="{steps - 1}" value="0" '
            'style="width:100%"></label><div class="tools">'
            f'<button type="button" id="prev">◀ {escape(tr(lang, "web-replay-prev"))}</button>'
            f'<button type="button" id="next">{escape(tr(lang, "web-replay-next"))} ▶</button>'
            '</div><p id="where" aria-live="polite"></p><ul id="said"></ul></section></div>'
            f'<div><section><h2>{escape(tr(lang, "web-replay-moments"))}</h2>'
            f'<img src="./story.png?lang={lang}" style="width:100%" '
            f'alt="{escape(tr(lang, "web-story-alt"))}"><ol>'
            + "".join(f"<li>{escape(m)}</li>" for m in moments) +
            "</ol></section></div></main>"
            f"<script>const R = {data};{_SCRIPT.replace('LANG', lang)}</script></body></html>")


_SCRIPT = """
const step = document.getElementById('step'), pic = document.getElementById('pic');
const show = (n) => { n = Math.max(0, Math.min(R.steps - 1, n)); step.value = n;
  pic.src = './' + n + '.png?lang=LANG';
  document.getElementById('where').textContent =
    R.move.replace('{n}', n).replace('{total}', R.steps - 1);
  const ul = document.getElementById('said'); ul.innerHTML = '';
  for (const line of R.said[n]) { const li = document.createElement('li');
    li.textContent = line; ul.appendChild(li); } };
step.addEventListener('input', () => show(+step.value));
document.getElementById('prev').onclick = () => show(+step.value - 1);
document.getElementById('next').onclick = () => show(+step.value + 1);
document.addEventListener('keydown', (e) => { if (e.key === 'ArrowLeft') show(+step.value - 1);
  if (e.key === 'ArrowRight') show(+step.value + 1); });
show(0);
"""
