## Dateien, die das Programm schreibt (ein Dokument, das Sprachprotokoll, die Einstellungen), und warum eine nicht geschrieben werden konnte.
## $path ist die Datei, wie der Spieler sie genannt hat; $reason die Erklärung des Systems, auf Englisch.

# Statt $path gesagt, wenn das Dokument auf die Standardausgabe gehen sollte.
file-standard-output = die Standardausgabe
file-empty = Der Dateiname ist leer. Bitte gib den Namen einer Datei an.
file-folder = { $path } ist ein Ordner, keine Datei. Bitte gib den Namen einer Datei darin an.
file-no-folder = Den Ordner für { $path } gibt es nicht. Bitte wähl einen Ordner, den es gibt.
file-no-permission = Du darfst { $path } nicht schreiben.
file-read-only = { $path } liegt auf einem Datenträger, der nur gelesen werden kann, dort lässt sich nichts schreiben.
file-no-space = Es ist nicht genug Platz, um { $path } zu schreiben.
file-failed = { $path } konnte nicht geschrieben werden. Das System meldet { $reason }.

## Das Sprachprotokoll hat während des Spiels aufgehört zu funktionieren, einmal gesagt. $kind ist einer der Fälle oben.

speech-log-off = { $kind ->
    [no-space] Für das Sprachprotokoll { $path } ist nicht genug Platz, deshalb ist es abgeschaltet. Alles andere läuft weiter wie bisher.
   *[other] Das Sprachprotokoll { $path } kann nicht geschrieben werden, deshalb ist es abgeschaltet. Das System meldet { $reason }. Alles andere läuft weiter wie bisher.
}
