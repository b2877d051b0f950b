"""The Discord side of WildTable.

``bot.config``, ``bot.store`` and ``bot.service`` hold no Discord code at all (they are driven by
tests and by the Discord layer in ``bot.client`` / ``bot.cogs`` / ``bot.views``).
"""
