## Issue 25, points 3, 7 and 8: out of the match, the end of a match, the main menu's groups.

# Point 8: after the last hand of access-cards play, before the program ends.
play-after-match = Press Enter to close the game.

# Point 7: the main menu in groups, each group's choices in a short list of its own.
menu-play-computer = Play against the computer.
menu-play-friends = Play with friends over the network.
menu-resume-some = Resume a saved match.
menu-rules-games = Rules of the games.
menu-which-game = Which game?
menu-which-resume = Which saved match?
menu-which-rules = The rules of which game?
menu-friends-title = Play with friends. Host a table, or join one?
menu-back = Back to the main menu.
