## Speichern und Fortsetzen, und eine Partie anhalten: was schiefgehen kann, je ein Satz.

console-save-failed = Die Partie konnte nicht gespeichert werden. { $reason } Es wird weitergespielt, und du hörst, wenn das Speichern wieder geht.
console-save-works-again = Das Speichern geht wieder. Die Partie ist gespeichert.
console-quit-confirm-unsaved = Partie verlassen? Sie konnte nicht gespeichert werden, also kannst du sie nicht fortsetzen. Tippe ja oder nein.
console-quit-unsaved = Die Partie konnte nicht gespeichert werden, also kannst du sie nicht fortsetzen.
console-line-too-long = Diese Zeile ist zu lang für einen Befehl.
# Das Programm wurde mitten in einer Partie angehalten (Steuerung C, oder das Terminal wurde geschlossen).
console-stopped-unsaved = Angehalten. Die Partie konnte nicht gespeichert werden.
console-stopped = Angehalten.
# Ein Spielstand zum Fortsetzen, angegeben oder im Menü gewählt, der sich nicht spielen lässt.
console-save-damaged = Die gespeicherte Partie lässt sich nicht fortsetzen. { $reason }
save-missing = Es gibt keine Datei namens { $name }.
save-not-file = { $name } ist keine Datei, also lässt sie sich nicht fortsetzen.
save-unreadable = Die Datei { $name } lässt sich nicht lesen, { $reason }.
save-too-big = Die Datei { $name } ist viel zu groß für eine gespeicherte Partie. Sie bleibt, wie sie ist.
save-not-ours = Die Datei { $name } ist keine gespeicherte Partie von access cards. Sie bleibt, wie sie ist.
save-other-game = { $name } ist ein Spielstand von { $found }, nicht von { $wanted }.
save-in-use = Diese Partie ist in einem anderen Fenster von access cards offen. Schließ sie dort, oder spiel eine andere Partie.
save-damaged-aside = Die gespeicherte Partie { $name } ist beschädigt und lässt sich nicht fortsetzen. Sie wurde als { $aside } beiseitegelegt.
# Der letzte Ausweg: ein Fehler, mit dem niemand gerechnet hat, oder einer des Betriebssystems. $what nennt
# den Fehler auf Englisch, Symbole als Leerzeichen; $path ist der Name des Protokolls (crash.log),
# das im Datenordner des Programms liegt (die Anleitung sagt, wo).
console-crash = access cards wurde durch einen unerwarteten Fehler angehalten, { $what }. Die Einzelheiten stehen in der Datei { $path }, im Datenordner von access cards. Bitte melde sie.
console-crash-unlogged = access cards wurde durch einen unerwarteten Fehler angehalten, { $what }.
console-os-error = Das Programm wurde angehalten, { $reason }.
# $path ist der Name der Datei, ohne ihre Ordner.
console-os-error-file = Das Programm wurde angehalten, { $reason }, bei { $path }.
