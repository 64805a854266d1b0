"""One conformance suite over every registered game (as OpenSpiel's api_test.py).

Every test is parametrised over ``sorted(GAMES)``, so a new game is checked by
registering it.  The tests read the games only through the public contract of
DESIGN.md §3 (``games.GAMES``, ``Game.new_state``, the state's methods, views,
events, bots, narrators), never a game's own modules.
"""
