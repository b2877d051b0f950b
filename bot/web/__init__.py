"""The table on the web (docs/web.md): a live page per table, a private page per seat, a
replay per finished game, served by the bot's own process through aiohttp.

Holds the page's words and structure (``page``), what a page shows of a table (``facts``) and
the server (``server``). May use the core, the store, the engine, the renderers and the words;
never discord, and nothing of ``bot.messages`` or ``bot.ui``: a click on a page is handed to
the callback the client gives (the same path as a Discord click), so the web knows no Discord.
"""
