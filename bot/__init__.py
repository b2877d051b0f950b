"""The Discord bot of WildTable, in floors: each package uses only those below it
(docs/layout.md; tests/test_floors.py holds it).

* ``bot.ui`` (top): the client, slash commands, handlers, what follows a click.
* ``bot.messages``: what a post becomes (compose, panels, controls, refusal words) and how it
  reaches Discord (the outbox sender, pacing, places, pictures in workers, forwarding).
* ``bot.core``: the Discord-free core that decides and commits everything, with each game's
  adapter (``bot.core.games``) and tournaments (``bot.core.tournament``).
* ``bot.store``: the database (SQLite through aiosqlite, or PostgreSQL), one interface.

``bot.config`` reads the settings (it may use the core and the store), ``bot.launch``
supervises one process per shard range, and ``python -m bot`` starts the bot.
"""
