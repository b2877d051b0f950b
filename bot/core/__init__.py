"""The bot's Discord-free core: it decides and commits everything a table goes through.

It holds the open tables, the lobby, moves, timers, the planner of what people see, AI
thinking, settings, languages, history, ratings, replays, tournaments (``tournament``), the
texts, and each game's adapter (``games``: status lines, auction controls, rules pages).
``GameService`` wires them together.

It may use the store (``bot.store``), the engine, the renderers and the words; it never
imports discord, aiohttp or the Discord side above it (``bot.messages``, ``bot.ui``).
"""
