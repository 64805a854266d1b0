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

# Point 3: out of the match while the others play on (Las Vegas, Rummy 40's elimination).
out-question = You are out of the match, and the others play on. Press 1 to hear the rest, a short line for each hand, 2 to hear only the result, or 3 to leave.
out-more = Press Enter for more hands, 2 for only the result, or 3 to leave.
out-answer = Please press 1, 2 or 3.
out-result-wait = The others play on. You will hear the result when the match ends.
out-leave = You leave the table.
# Words typed for the answers, besides 1, 2 and 3.
out-words-watch = watch hear
out-words-result = result
out-words-leave = leave
