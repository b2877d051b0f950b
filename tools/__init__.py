"""Tools built on the engine and the renderers, apart from the bot (issue 13): the offline demo
(``python -m tools.demo``)."""
