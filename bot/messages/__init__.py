"""The messages the bot sends, from a post to Discord: the lower half of the Discord side.

* what a post becomes: ``compose`` (a post's text, pictures and controls as one message),
  ``panels`` (a seat's DM panel), ``controls`` (the buttons and selects a message carries,
  their custom_id grammar, and how a click on them is received) and ``errors`` (a refusal or
  a failure in the reader's words);
* how it reaches Discord: ``sender`` (the outbox), ``places`` (where a post goes),
  ``pacing`` (request pacing), ``reach`` (interaction tokens kept for DMs), ``render``
  (pictures drawn in worker processes) and ``forwarding`` (DM clicks passed to the process
  that owns the game).

It may use discord, the core (``bot.core``), the store, the engine, the renderers and the
words; never the commands and handlers above it (``bot.ui``).
"""
