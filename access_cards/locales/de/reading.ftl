## Lange Texte seitenweise; eine Partie verlassen, anhalten und fortsetzen; die Tasten des Menüs.

# Nach jeder Seite eines langen Texts (die Regeln, die Hilfe): wo man gerade ist.
reading-page-more = Seite { $page } von { $pages }. Drück Enter für die nächste Seite.
reading-page-last = Seite { $page } von { $pages }, das Ende.
reading-nothing-more = Es gibt nichts mehr zu lesen.
reading-rules-missing = Die Regelseite ist nicht zu finden, deshalb hier eine kurze Zusammenfassung.
reading-rules-missing-menu = Die Regelseite ist nicht zu finden.
# Getippte Wörter: die nächste Seite eines langen Texts; wo die Partie gespeichert ist.
command-more = weiter mehr
command-where = wo

# Eine Partie verlassen oder anhalten, die im Ordner des Programms gespeichert ist; das Hauptmenü setzt sie fort.
console-stopped-resume = Angehalten. Die Partie ist gespeichert. Du kannst sie im Hauptmenü fortsetzen.
# Dasselbe für einen Spielstand, den der Spieler in einer eigenen Datei hat.
console-stopped-in-file = Angehalten. Die Partie ist in deiner Datei { $name } gespeichert.
console-quit-in-file = Die Partie ist in deiner Datei { $name } gespeichert.
# Der getippte Befehl wo: nur hier wird der Ordner des Spielstands gesagt.
console-where = Die Partie ist in der Datei { $name } gespeichert, im Ordner { $folder }.
console-where-unsaved = Diese Partie ist nicht gespeichert.

# Nach einer beendeten Partie, bevor das Hauptmenü wiederkommt.
menu-after-match = Drück Enter für das Hauptmenü.
