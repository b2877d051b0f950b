"""The Discord bot of WildTable, in four parts (docs/bot.md, "Layout", says who owns what).

* ``bot.core``: the Discord-free core that decides and commits everything: the open tables,
  the lobby, moves, timers, the planner of what people see, AI thinking, settings, languages,
  history, ratings, replays and the texts. It imports neither discord nor the parts below.
* ``bot.store``: the database (SQLite through aiosqlite, or PostgreSQL), one interface.
* ``bot.games``: per-game adapters (status lines, auction controls, rules pages), Discord-free,
  each found by its game's module name.
* ``bot.ui``: the Discord side: the client, slash commands, handlers, controls, panels, the
  composer that turns a post into a message, and what follows a click (autoplay).
* ``bot.delivery``: getting messages to Discord: the outbox sender, request pacing, interaction
  tokens kept for DMs, pictures drawn in worker processes, DM clicks forwarded between
  processes.

``bot.config`` reads the settings, ``bot.launch`` supervises one process per shard range, and
``python -m bot`` starts the bot. tests/bot/test_boundary.py holds the core's boundary.
"""
