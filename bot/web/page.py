"""The web table as HTML: text a screen reader reads, the table's picture to zoom and pan,
one column on a phone, every word from the catalogs in the reader's language.

Pure functions of ``Facts``: ``document`` is the whole page, ``part`` the live part that the
page fetches again when the table changes (the server says so over server-sent events).
"""

from __future__ import annotations

from html import escape

from bot.web.facts import Facts, HandFacts
from words import tr

STYLE = """
:root { color-scheme: light dark; --ink: #1d1d1f; --muted: #5b5b66; --line: #d0d0d8;
  --card: #f6f6f9; --mark: #0b63ce; font-family: system-ui, sans-serif; font-size: 17px; }
@media (prefers-color-scheme: dark) { :root { --ink: #ececf1; --muted: #a9a9b8;
  --line: #3a3a46; --card: #22222b; --mark: #6ea8ff; } }
body { margin: 0 auto; max-width: 1200px; padding: 12px; color: var(--ink); line-height: 1.45; }
h1 { font-size: 1.4rem; margin: 0 0 4px; } h2 { font-size: 1.1rem; margin: 12px 0 6px; }
.cols { display: grid; grid-template-columns: minmax(0, 3fr) minmax(260px, 2fr); gap: 16px; }
@media (max-width: 500px) { .cols { display: block; } body { padding: 8px; } }
section { background: var(--card); border: 1px solid var(--line); border-radius: 8px;
  padding: 8px 12px; margin-bottom: 12px; }
.zoom { overflow: hidden; touch-action: none; border-radius: 6px; cursor: grab;
  border: 1px solid var(--line); }
.zoom > * { width: 100%; height: auto; transform-origin: 0 0; display: block; }
details img { width: 100%; height: auto; }
.tools button, form button { font: inherit; padding: 6px 12px; margin: 4px 4px 0 0;
  border-radius: 6px; border: 1px solid var(--line); background: transparent; color: inherit; }
form button { border-color: var(--mark); }
.deciding { font-weight: 700; } .muted { color: var(--muted); }
.notice { border-left: 4px solid var(--mark); padding: 4px 10px; }
fieldset { border: 1px solid var(--line); border-radius: 6px; margin: 6px 0; }
ul.plain { list-style: none; padding-left: 0; }
"""

SCRIPT = """
(() => {
  let scale = 1, x = 0, y = 0, drag = null;
  const apply = () => { const img = document.querySelector('.zoom > *');
    if (img) img.style.transform = `translate(${x}px, ${y}px) scale(${scale})`; };
  const zoom = (by) => { scale = by === 0 ? 1 : Math.min(6, Math.max(1, scale * by));
    if (scale === 1) { x = 0; y = 0; } apply(); };
  document.addEventListener('click', (e) => { const b = e.target.closest('[data-zoom]');
    if (b) zoom(parseFloat(b.dataset.zoom)); });
  document.addEventListener('wheel', (e) => { if (!e.target.closest('.zoom')) return;
    e.preventDefault(); zoom(e.deltaY < 0 ? 1.2 : 1 / 1.2); }, { passive: false });
  document.addEventListener('pointerdown', (e) => { if (!e.target.closest('.zoom')) return;
    drag = [e.clientX - x, e.clientY - y]; });
  document.addEventListener('pointermove', (e) => { if (!drag) return;
    x = e.clientX - drag[0]; y = e.clientY - drag[1]; apply(); });
  document.addEventListener('pointerup', () => { drag = null; });
  // what needs this script is shown by it: a page without scripts is plain links and forms
  const unhide = () => document.querySelectorAll('.tools[hidden], #follows')
    .forEach((el) => { el.hidden = false; });
  unhide();
  const live = document.getElementById('live');
  const here = location.pathname.replace(/\\/$/, '');
  // one fetch at a time, and one more after it when the table changed meanwhile: answers
  // that overtook each other would show an older table last
  let busy = false, again = false;
  const refresh = async () => { if (busy) { again = true; return; } busy = true;
    try { do { again = false; const r = await fetch(here + '/part' + location.search);
      // the answer to the reader's own click stays on top until their next one
      const said = live.querySelector('.notice');
      if (r.ok) { live.innerHTML = await r.text(); if (said) live.prepend(said);
        unhide(); apply(); } } while (again);
    } catch (e) { /* offline a moment: the next event fetches again */ }
    finally { busy = false; } };
  if (window.EventSource) {
    const events = new EventSource(here + '/events');
    events.onmessage = (e) => { if (e.data !== live.dataset.version) {
      live.dataset.version = e.data; refresh(); } };
  }
})();
"""


def document(facts: Facts, notice: str = "") -> str:
    """The whole page of a table (a seat's page when ``facts.hand`` is there)."""
    lang = facts.lang
    heading = (tr(lang, "web-seat-title", game=facts.title, name=facts.hand.name)
               if facts.hand else tr(lang, "web-table-title", game=facts.title))
    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{escape(heading)}</title><style>{STYLE}</style></head><body>"
            f"<header><h1>{escape(heading)}</h1>"
            f'<p class="muted" id="follows" hidden>{escape(tr(lang, "web-live"))}</p>'
            f'<noscript><p><a class="reload" href="">{escape(tr(lang, "web-reload"))}</a>'
            "</p></noscript></header>"
            f'<main id="live" data-version="{facts.version}">{part(facts, notice)}</main>'
            f"<script>{SCRIPT}</script></body></html>")


def part(facts: Facts, notice: str = "") -> str:
    """The live part: whose turn, the board, the players, the seat's own part, the log."""
    lang = facts.lang
    out = []
    if notice:
        out.append(f'<p class="notice" role="status">{escape(notice)}</p>')
    whose = facts.whose
    if facts.hand is not None and facts.hand.must_act:
        whose = tr(lang, "web-your-turn")
    out.append(f'<section><h2 aria-live="polite">{escape(whose)}</h2>'
               + (f"<p>{escape(facts.status)}</p>" if facts.status else "") + "</section>")
    if facts.ranking:
        # the result first, as the seat's part below: on a phone it was two screens down,
        # under the board and its words; the ranking's lines carry their own places ("1.",
        # a shared "2."): no list numbers
        out.append(f'<section><h2>{escape(tr(lang, "web-result"))}</h2><ul class="plain">'
                   + "".join(f"<li>{escape(line)}</li>" for line in facts.ranking)
                   + "</ul></section>")
    if facts.hand is not None:   # a seat's own part first: on a phone, no scrolling to it
        out.append(_hand(facts.hand, facts, lang))
    out.append('<div class="cols"><div>')
    out.append(_board(facts))
    out.append("</div><div>")
    out.append(_players(facts))
    out.append(_log(facts))
    out.append("</div></div>")
    return "".join(out)


def _board(facts: Facts) -> str:
    lang = facts.lang
    if facts.view is None:
        return f'<section><p>{escape(tr(lang, "web-not-started"))}</p></section>'
    words = "".join(f"<p>{escape(line)}</p>" for line in facts.description.split("\n") if line)
    picture = (f'<img src="{_here("table.png", facts)}" '
               f'alt="{escape(tr(lang, "web-picture-alt"))}">')
    shown, below = (facts.board, f"<details><summary>{escape(tr(lang, 'web-as-picture'))}"
                    f"</summary>{picture}</details>") if facts.board else (picture, "")
    return (f'<section><h2>{escape(tr(lang, "web-board"))}</h2>'
            f'<div class="zoom">{shown}</div>'
            '<div class="tools" hidden>'
            f'<button type="button" data-zoom="1.25">{escape(tr(lang, "web-zoom-in"))}</button>'
            f'<button type="button" data-zoom="0.8">{escape(tr(lang, "web-zoom-out"))}</button>'
            f'<button type="button" data-zoom="0">{escape(tr(lang, "web-zoom-reset"))}</button>'
            "</div>"
            f'{below}<h2>{escape(tr(lang, "web-in-words"))}</h2>{words}</section>')


def _here(name: str, facts: Facts) -> str:
    """A file of this page, with the version so that a browser fetches the new one."""
    return f"./{name}?v={facts.version}&amp;lang={facts.lang}"


def _players(facts: Facts) -> str:
    lang = facts.lang
    rows = []
    for seat in facts.seats:
        bits = [escape(seat.name)]
        if seat.ai:
            bits.append(f'<span class="muted">({escape(seat.ai)})</span>')
        if seat.left:
            bits.append(f'<span class="muted">{escape(tr(lang, "bot-status-left"))}</span>')
        if seat.deciding:
            bits.append(f'<strong>— {escape(tr(lang, "web-deciding"))}</strong>')
        if seat.time_left:
            bits.append(escape(tr(lang, "web-time-left", time=seat.time_left)))
        rows.append(f'<li class="{"deciding" if seat.deciding else ""}">{" ".join(bits)}</li>')
    scores = ("<p>" + " · ".join(escape(s) for s in facts.scores) + "</p>") if facts.scores else ""
    return (f'<section><h2>{escape(tr(lang, "web-players"))}</h2><ol>{"".join(rows)}</ol>'
            f"{scores}</section>")


def _hand(hand: HandFacts, facts: Facts, lang: str) -> str:
    words = "".join(f"<p>{escape(line)}</p>" for line in hand.description.split("\n") if line)
    shown = (f'<h2>{escape(tr(lang, "web-your-hand"))}</h2>'
             f'<img src="./hand.png?v={facts.version}&amp;lang={lang}" '
             f'style="width:100%;max-width:720px" alt="{escape(tr(lang, "web-hand-alt"))}">'
             f"{words}")
    out = ["<section>"]
    if not hand.must_act:
        out.append(f'<p class="muted">{escape(tr(lang, "web-nothing-to-decide"))}</p>')
        return "".join(out) + shown + "</section>"
    out.append(f'<h2>{escape(tr(lang, "web-your-choices"))}</h2>')
    version = f'<input type="hidden" name="version" value="{facts.version}">'
    groups: dict[str, list[str]] = {}
    for choice in hand.choices:
        groups.setdefault(choice.group, []).append(
            f'<button name="code" value="{escape(choice.code)}">{escape(choice.label)}</button>')
    for group, buttons in groups.items():
        legend = f"<legend>{escape(group)}</legend>" if group else ""
        out.append(f'<form method="post" action="./act"><fieldset>{legend}{version}'
                   f'{"".join(buttons)}</fieldset></form>')
    if hand.bids:
        options = "".join(f'<option value="bid:{n}">{n}</option>' for n in hand.bids)
        out.append(f'<form method="post" action="./act">{version}<label>'
                   f'{escape(tr(lang, "web-bid"))} <select name="code">{options}</select>'
                   f'</label> <button>{escape(tr(lang, "web-bid"))}</button></form>')
    if hand.pick is not None:
        boxes = "".join(f'<label><input type="checkbox" name="pick" value="{escape(code)}"> '
                        f"{escape(label)}</label><br>" for code, label in hand.pick.options)
        out.append(f'<form method="post" action="./act"><fieldset><legend>'
                   f'{escape(tr(lang, "web-pick", count=hand.pick.count))}</legend>{version}'
                   f"{boxes}<button>{escape(hand.pick.verb)}</button></fieldset></form>")
    return "".join(out) + shown + "</section>"


def _log(facts: Facts) -> str:
    if not facts.log:
        return ""
    lines = "".join(f"<li>{escape(line)}</li>" for line in facts.log)
    return f'<section><h2>{escape(tr(facts.lang, "web-log"))}</h2><ol>{lines}</ol></section>'


def refusal(lang: str, message: str) -> str:
    """A page that only says why it cannot be shown (a wrong or expired link)."""
    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{escape(message)}</title><style>{STYLE}</style></head><body>"
            f'<main><p class="notice" role="alert">{escape(message)}</p></main></body></html>')
