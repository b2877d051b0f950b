"""The Discord side of WildTable.

The core holds no Discord code: ``bot.config`` (settings), ``bot.store`` (the database),
``bot.models`` (plain data), ``bot.tables`` / ``bot.lobby`` / ``bot.moves`` / ``bot.timers``
(the open games, wired by ``bot.service``). The Discord side turns the core's answers into
messages: ``bot.client``, ``bot.commands``, ``bot.handlers``, ``bot.controls``, ``bot.panels``,
``bot.publish``, ``bot.delivery``, ``bot.render``, ``bot.texts``, ``bot.inputs``, ``bot.games``.
docs/bot.md says what each module owns.
"""
