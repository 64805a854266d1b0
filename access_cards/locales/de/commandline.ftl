## Was die Befehlszeile außerhalb einer Partie sagt: eine Befehlszeile, die nicht laufen kann (ein Satz
## auf der Standardfehlerausgabe, access_cards/usage.py), und den Bericht von simulate (access_cards/cli.py).
## Auch ein Screenreader liest sie, also keine Symbole: Optionen ohne ihre Striche nennen
## ("die Option seed"), und was getippt wurde, wird mit Leerzeichen statt Symbolen vorgelesen.
## $value ist das Getippte; $choices eine Liste mit "oder"; andere Listen mit "und".

# Gesagt für einen Wert, der leer war oder nur aus Symbolen bestand.
usage-nothing = nichts
# Wie eine Option oder ein Argument in den Sätzen unten heißt; $option ist ihr Name.
usage-named = { $option ->
    [lang] Die Sprache
    [speech] Die Sprachausgabe
    [variant] Die Variante
    [format] Das Format
    [deck] Das Blatt
    [copies] Die Zahl der Exemplare
    [sheet] Der Bogen
    [dots] Die Punktgröße
   *[other] Die Option { $option }
}

usage-unknown-command = Es gibt keinen Befehl { $value }. Wähl { $choices }.
usage-choice = { usage-named } kann nicht { $value } sein. Wähl { $choices }.
usage-whole-number = { usage-named } muss eine ganze Zahl sein, nicht { $value }.
usage-bad-value = { usage-named } kann nicht { $value } sein.
usage-needs-value = { usage-named } braucht danach einen Wert.
# $words ist das, was übrig blieb, etwa eine Option, die dieser Befehl nicht hat.
usage-unrecognized = Ich verstehe { $words } in dieser Befehlszeile nicht.
# $what ist das fehlende Argument, $command der Befehl, zu dem es gehört ("play").
usage-missing = { $what ->
    [game] Nenn nach { $command } ein Spiel. Die Spiele sind { $choices }.
    [deck] Nenn nach { $command } ein Blatt. Die Blätter sind { $choices }.
    [seats] Gib die Option seats an, mit einem Bot für jeden Platz, etwa bot Komma bot.
   *[other] Nach { $command } fehlt etwas, { $what }.
}
usage-not-understood = Diese Befehlszeile ist nicht zu verstehen. Starte access cards mit der Option help, dann hörst du, was es versteht.
# Der letzte Ausweg: $detail ist die Erklärung des Programms, auf Englisch.
usage-other = Diese Befehlszeile kann nicht laufen, { $detail }.

## Das Spiel, seine Plätze und seine Optionen. $game ist der Name des Spiels, wie das Menü ihn sagt.

usage-unknown-game = Es gibt kein Spiel namens { $value }. Die Spiele sind { $games }.
usage-game-not-ready = { $game } ist noch nicht fertig. Die Spiele sind { $games }.
usage-option-form = Schreib jede Spieloption als Name, Gleichheitszeichen und Wert, etwa target gleich 6.
usage-unknown-option = { $game } hat keine Option { $option }. Seine Optionen sind { $options }.
usage-option-number = Die Option { $option } kann nicht { $value } sein. Gib eine ganze Zahl von { $low } bis { $high } an.
usage-option-seat = Die Option { $option } kann nicht { $value } sein. Gib eine Platznummer von 0 bis { $high } an, oder random.
usage-option-choice = Die Option { $option } kann nicht { $value } sein. Wähl { $choices }.
usage-option-combination = Die Option { $option } kann zusammen mit den anderen Optionen dieser Partie nicht { $value } sein.
usage-option-stack-ante = Jeder Spieler muss mit mehr Chips anfangen, als der Einsatz beträgt. { $stack } Chips sind nicht mehr als ein Einsatz von { $ante }.
usage-option-twice = Die Option { $option } steht zweimal da, als { $names }, mit verschiedenen Werten. Gib sie nur einmal an.
usage-variant-contradicts = Die Variante { $variant } und die Option { $option } { $value } widersprechen sich.
usage-resume-fixed = Eine fortgesetzte Partie geht so weiter, wie sie gespeichert wurde. Lass diese Optionen weg, { $options }.
usage-bots-only = Bei simulate spielen nur Bots, also kannst du keinen Platz nehmen.
usage-bad-seat = Ein Platz kann nicht { $seat } sein. Schreib you, bot, oder bot mit einer Stufe, etwa bot Doppelpunkt hard.
usage-bot-level = Es gibt keine Botstufe { $level }. Die Stufen sind { $levels }.
usage-seats-list = Gib die Plätze als Liste an, mit einem Komma dazwischen, etwa you Komma bot Doppelpunkt hard.
usage-one-you = Nur ein Platz kann you sein. Die Karten der anderen müssen verdeckt bleiben.
usage-seat-count = { $game } ist für { $players } Spieler, nicht für { $count }.
usage-seat-range = { $game } ist für { $low } bis { $high } Spieler, nicht für { $count }.

## Simulationen und Brailleetiketten.

usage-games-at-least = Simulate braucht mindestens 1 Partie.
usage-jobs-at-least = Simulate braucht mindestens 1 Arbeitsprozess.
usage-duplicate-games = Mit der Option duplicate muss die Zahl der Partien ein Vielfaches von { $seats } sein, der Zahl der Plätze.
usage-page-too-small = Diese Seite ist zu klein. Eine Seite braucht mindestens { $width } Zeichen und { $height } Zeile.

## Der Bericht von simulate: Sätze, keine Tabelle. Zahlen so geschrieben, wie die Sprache sie schreibt,
## ein Vorzeichen als Wort (report-minus, report-plus). $label ist ein Platz und sein Bot, "Seat 0 bot hard".

report-heading = { $game }, { $games } Partien, { $mode ->
    [duplicate] doppelt gespielt, { $boards } Verteilungen
   *[fixed] feste Plätze
}, Seed { $seed }.
# $options ist eine Liste wie "target 10, pile visibility top only".
report-options = Optionen, { $options }.
# Ein Platz des Berichts und sein Bot, "Platz 0, bot hard".
report-seat = Platz { $seat }, { $spec }
report-wins = { $label }. Gewinnt { $wins } von { $matches }, { $rate } Prozent.
report-mean = Mittlere Punktzahl { $value }.
report-decisions = Eine Entscheidung dauert im Median { $p50 } Millisekunden, in 95 Prozent der Fälle höchstens { $p95 }.
# Das 95 Prozent Intervall der eben gesagten Zahl.
report-interval = { $percent ->
    [yes] Das 95 Prozent Intervall reicht von { $low } bis { $high } Prozent.
   *[no] Das 95 Prozent Intervall reicht von { $low } bis { $high }.
}
report-paired = Gepaarter Punkteunterschied je Verteilung, { $first } minus { $second }, über { $boards } Verteilungen, { $value }.
report-deals = Spiele je Partie { $value }.
report-actions = Züge je Partie { $value }.
report-minus = minus { $number }
report-plus = plus { $number }
