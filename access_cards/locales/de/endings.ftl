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

# Punkt 3: aus der Partie ausgeschieden, während die anderen weiterspielen (Las Vegas, das Ausscheiden im Rummy 40).
out-question = Du bist aus der Partie ausgeschieden, und die anderen spielen weiter. Drück 1, um den Rest zu hören, eine kurze Zeile für jedes Spiel, 2, um nur das Ergebnis zu hören, oder 3, um den Tisch zu verlassen.
out-more = Drück Enter für weitere Spiele, 2 für nur das Ergebnis, oder 3, um den Tisch zu verlassen.
out-answer = Bitte drück 1, 2 oder 3.
out-result-wait = Die anderen spielen weiter. Du hörst das Ergebnis, wenn die Partie zu Ende ist.
out-leave = Du verlässt den Tisch.
# Wörter für die Antworten, außer 1, 2 und 3.
out-words-watch = zuhören zusehen
out-words-result = ergebnis
out-words-leave = verlassen gehen
