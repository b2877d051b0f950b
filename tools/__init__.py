"""Tools built on the engine and the renderers, apart from the bot: the offline demo
(``python -m tools.demo``)."""
