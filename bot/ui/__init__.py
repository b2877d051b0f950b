"""The top of the Discord side: what people do reaches the core through here.

The client (``client``: cogs, events, the start), the slash commands (``commands``,
``tournament_commands``), the handlers of clicks and commands (``handlers``), what follows a
click (``autoplay``), command sync, the translator of command names, and the checks of
channel access.

It may use everything below it: the messages (``bot.messages``), the core, the store, the
engine, the renderers and the words. Nothing in ``bot`` imports it but the entry points.
"""
