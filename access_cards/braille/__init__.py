"""Braille: card labels for tactile decks, and the table on a braille display.

- ``cells``: Unicode braille ↔ dots ↔ braille ASCII (BRF), and cells turned upside down.
- ``louis``: liblouis, found however it is installed, with the tables of ``braille_tables/``;
  everything that needs it says so once when it is missing.
- ``schemes``: the label scheme of each deck and language, kept as data files, giving a
  ``Label`` per physical card and the key card that explains the scheme in words.
- ``brf``, ``svg``, ``pdf``, ``geometry``: the label documents for embossers and label sheets.
"""
