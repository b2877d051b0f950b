"""Tournaments: the model as plain data (``model``), seating and standings (``pairing``), the
start time an organiser types (``start_time``) and an event through its life (``events``).

Part of the core: it may use the rest of ``bot.core`` and the store, never Discord.
"""
