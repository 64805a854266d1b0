"""access_cards: a screen-reader-first card game console.

Four games (Khmer, Rummy 40, Las Vegas, King) on one engine, with computer
opponents, speech, Braille labels and four languages.
"""

__all__ = ["__version__"]

__version__ = "0.1.0"
