## Issue 25, Punkte 3, 7 und 8: aus der Partie ausgeschieden, das Ende einer Partie, die Gruppen des Hauptmenüs.

# Punkt 8: nach dem letzten Spiel von access-cards play, bevor das Programm endet.
play-after-match = Drück Enter, um das Spiel zu schließen.

# Punkt 7: das Hauptmenü in Gruppen, die Auswahl jeder Gruppe in einer eigenen kurzen Liste.
menu-play-computer = Gegen den Computer spielen.
menu-play-friends = Mit Freunden im Netzwerk spielen.
menu-resume-some = Eine gespeicherte Partie fortsetzen.
menu-rules-games = Die Regeln der Spiele.
menu-which-game = Welches Spiel?
menu-which-resume = Welche gespeicherte Partie?
menu-which-rules = Die Regeln welches Spiels?
menu-friends-title = Mit Freunden spielen. Einen Tisch eröffnen, oder dich an einen setzen?
menu-back = Zurück zum Hauptmenü.
