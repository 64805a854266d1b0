## Die Konsole: Befehle, Verlauf, Speichern, Menüs und Einstellungen.

console-you = du
console-bot-names = Anna, Bruno, Carla, Dario, Elena, Fabio
# Das Geschlecht jedes Namens oben, in derselben Reihenfolge (female oder male).
console-bot-genders = female, male, female, male, female, male
# Am Anfang einer neuen Partie: wer spielt, dann die Bedingungen des Spiels, dann ein Hinweis.
console-intro = { $game } gegen { $opponents }.
# Ein Computerspieler in console-intro: Name und Stufe.
console-opponent = { $name }, { $level ->
    [easy] leichte Stufe
    [hard] schwere Stufe
    [random] zufällige Züge
   *[normal] normale Stufe
}
console-help-hint = Drück jederzeit das Fragezeichen für die Hilfe und a für das, was du tun kannst.
console-resumed = Die Partie geht weiter.
console-rules-missing = Die Regelseite fehlt. { $reason }
console-card = Karte { $n }, { $card }.
console-no-card = Du hast keine Karte { $n }. Du hast { $count ->
    [one] eine Karte
   *[other] { $count } Karten
}.
console-history-empty = Bisher wurde noch nichts gesagt.
console-history-edge-oldest = Das ist die älteste Nachricht.
console-history-edge-newest = Das ist die neueste Nachricht.
console-history-top-only = An diesem fairen Tisch für Blinde kannst du nicht durch die Nachrichten gehen. Du hörst nur den letzten Zug noch einmal, mit r, und alles seit deinem letzten Zug, mit i.
console-verbosity-set = Ansagen { $level }.
console-verbosity-bad = Die Ansagen können kurz, normal oder voll sein.
console-quit-confirm = Partie verlassen? Sie bleibt gespeichert, und du kannst sie später fortsetzen. Tippe ja oder nein.
console-quit-saved = Die Partie ist gespeichert. Du kannst sie im Hauptmenü fortsetzen.
# Die Antworten auf eine Frage, wie man sie tippt; wie im Italienischen auch englisch.
console-yes-words = ja j yes y
console-no-words = nein n no
console-cancelled = Abgebrochen.
console-answer-yes-no = Bitte antworte mit ja oder nein.

## Getippte Befehle: das erste Wort nennt die Hilfe, die anderen gelten auch.
## Wörter mit Umlaut auch ohne ("zurueck").
command-hand = hand karten
command-table = tisch mitte
command-opponents = gegner gegenspieler
command-scores = punkte punktestand
command-turn = dran wer
command-actions = züge zuege möglich moeglich
command-status = stand spielstand
command-repeat = nochmal wiederholen wiederhole
command-back = zurück zurueck zuruck
command-forward = vor vorwärts vorwaerts
command-oldest = erste älteste aelteste
command-newest = neueste
command-help = hilfe
command-rules = regeln
command-braille = braille
command-verbosity = ansagen
command-quit = ende beenden aufhören aufhoeren

game-khmer = Khmer
menu-title = Hauptmenü.
menu-item = { $n }. { $label }
menu-choose = Tippe eine Zahl und drück Enter.
menu-bad-choice = Bitte tippe eine Zahl von 1 bis { $count }.
menu-bye = Tschüss.
menu-resume = Die gespeicherte Partie { $game } fortsetzen.
menu-settings = Einstellungen.
menu-quit = Beenden.
menu-level = Wie stark soll der Computer spielen?
level-easy = Leicht.
level-normal = Normal.
level-hard = Schwer.
menu-variant = Welcher Tisch?
menu-variant-full-khmer = Alle offen liegenden Karten in der Mitte kann man abfragen.
menu-variant-top-khmer = Nur die oberste Karte, die faire Variante für Blinde.
menu-variant-full-king = Den letzten Stich kannst du hören, bis du deine nächste Karte spielst.
menu-variant-top-king = Nur der laufende Stich, die faire Variante für Blinde.
menu-variant-full-rummy40 = Den ganzen Ablagestapel kann man aufzählen lassen, für alle gleich.
menu-variant-top-rummy40 = Nur die oberste Karte des Ablagestapels, die faire Variante für Blinde.
menu-variant-full-lasvegas = Zu jeder Karte in der Mitte hörst du die Karten darauf und wer sie abgeworfen hat.
menu-variant-top-lasvegas = Zu jeder Karte in der Mitte nur ihr Wert und wie viele Karten darauf liegen, die faire Variante für Blinde.

settings-title = Einstellungen.
settings-language = Sprache, { $value }.
settings-speech = Sprachausgabe, { $value }.
settings-rate = Sprechtempo, { $value }.
settings-verbosity = Ansagen, { $value }.
settings-card-style = Kartennamen, { $value }.
settings-back = Zurück zum Hauptmenü.
settings-saved = Gespeichert.
language-en = Englisch
language-it = Italienisch
card-style-full = vollständig
card-style-short = kurz
# Die Namen der Modi bleiben englisch, so heißen sie auch auf der Befehlszeile.
speech-mode-auto = auto, je nachdem, was gerade läuft
speech-mode-reader = reader, dein Screenreader liest, was auf dem Bildschirm steht
speech-mode-speech = speech, über die Stimme deines Screenreaders
speech-mode-self-voice = self voice, die eigene Stimme des Computers
speech-mode-text = text, nur als Text auf dem Bildschirm
rate-much-slower = viel langsamer
rate-slower = langsamer
rate-normal = normal
rate-faster = schneller
rate-much-faster = viel schneller
rate-fastest = am schnellsten
console-braille-missing = Für Braille braucht es liblouis, und das ist hier nicht installiert oder funktioniert nicht.
console-brlapi-missing = { $reason ->
    [no-module] Die Braillezeile kann nicht benutzt werden, weil das BrlAPI Modul für Python nicht installiert ist.
    [no-access] Die Braillezeile kann nicht benutzt werden, weil BRLTTY sie dir nicht freigibt. Unter Debian trag dich in die Gruppe brlapi ein.
    [no-display] Die Braillezeile kann nicht benutzt werden, weil BRLTTY ohne angeschlossene Braillezeile läuft.
   *[no-server] Die Braillezeile kann nicht benutzt werden, weil BRLTTY nicht läuft.
}
labels-key-needs-louis = Die Schlüsselkarte fehlt, weil liblouis hier nicht funktioniert. Das System meldet { $reason }. Die Etiketten selbst sind vollständig.
labels-svg-needs-file = Die Etiketten füllen { $count } Bögen, jeden in einer eigenen SVG Datei. Gib den Namen der ersten Datei mit der Option output an.
labels-svg-files = { $count } Bögen geschrieben, von { $first } bis { $last }.
labels-binary-needs-file = Das Format { $format } kann im Terminal nicht gezeigt werden. Gib mit der Option output einen Dateinamen an.
menu-labels = Brailleetiketten für ein Kartenspiel.
labels-menu-deck = Welches Blatt?
deck-khmer = Das Khmer Blatt, 16 Karten.
deck-french52 = Das französische Blatt, 52 Karten.
deck-rummy40 = Das Rummy 40 Blatt, zwei französische Blätter und zwei Joker, 106 Karten.
deck-italian40 = Das italienische Blatt, 40 Karten.
labels-menu-lang = In welcher Sprache?
language-de = Deutsch
language-el = Griechisch
labels-menu-what = Was möchtest du?
labels-what-key = Die Schlüsselkarte hören, was jedes Zeichen bedeutet und wohin die Etiketten kommen.
labels-what-show = Die Etiketten in Braille auf dem Bildschirm zeigen, für eine Braillezeile.
labels-what-brf = Eine BRF Datei für einen Brailledrucker speichern.
labels-what-svg = Etikettenbögen als SVG zum Drucken speichern.
labels-what-pdf = Etikettenbögen als PDF zum Drucken speichern.
labels-shown = Das sind die Etiketten aller { $count } Karten, in Braille.
labels-saved = Gespeichert als { $path }, im Ordner { $folder }.
labels-saved-many = { $count } Dateien im Ordner { $folder } gespeichert.
labels-save-failed = Die Etiketten konnten nicht gespeichert werden, { $reason }.
labels-what-stl = Eine STL Datei speichern, um die Etiketten als kleine Plättchen in 3D zu drucken.
