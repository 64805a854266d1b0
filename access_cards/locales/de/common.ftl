## Wörter, die alle Spiele teilen: Plätze, ja und nein, Zahlen, Ansagen, Fehler, wer dran ist, Punkte.

# Wie der Zuhörer in einer Aufzählung heißt ("Punktestand. Du 2, Anna 4.").
you-name = du
# Ein Platz ohne Namen (ein Zuschauer sieht einen unbenannten Platz).
seat-name = Spieler { $number }
# Der Name eines Platzes, wie er im Satz gesagt wird; $gender ist female, male oder other.
name-said = { $gender ->
   *[other] { $name }
}
spectator = Du schaust bei dieser Partie zu. Du hast keine Karten.

yes = ja
no = nein

# Eine Anzahl als Wort, meist vor Karten: "zwei 6er". Weiblich, wie "die Karte".
number-word = { $count ->
    [0] keine
    [1] eine
    [2] zwei
    [3] drei
    [4] vier
    [5] fünf
    [6] sechs
    [7] sieben
    [8] acht
    [9] neun
    [10] zehn
    [11] elf
    [12] zwölf
   *[other] { $count }
}
points = { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
}

verbosity-brief = kurz
verbosity-normal = normal
verbosity-full = voll

# $reason ist ein klein geschriebener Satzteil aus der Datei des Spiels, etwa "du hast keine 4 auf der Hand".
error-not-possible = Das geht nicht, { $reason }.
# $actions ist eine Liste mit "oder", jeder Eintrag so, wie man ihn tippt: "lege 5, nimm oder klopfe".
# Issue 25 Punkt 9: "Du kannst jetzt tippen, mitgehen, …" klang, als wäre "tippen" ein Zug.
error-legal-now = Tippe jetzt { $actions }.
error-unknown-command = Ich verstehe { $text } nicht.
# Ein Minuszeichen vor einer Zahl, vorgelesen in einer getippten Zeile (Issue 25, Punkt 6).
said-minus = minus
# Ein Wort, getippt, wo eine Karte erwartet war (Issue 25, Punkt 6).
error-not-a-card = Ich verstehe { $word } nicht als Karte.
# Ein Zugwort mit einem Wort danach, das es nicht braucht; $word wie getippt.
error-word-alone = Das Wort { $word } braucht nichts dahinter, tippe nur { $word }.
error-match-over = die Partie ist vorbei
# Ein Befehl, der mehrere erlaubte Züge meinen kann; $actions ist eine Liste mit "oder".
error-ambiguous = Das kann { $actions } heißen. Sag, welchen Zug du meinst.
# Ein Grund, für den das Spiel noch keinen Satz hat: ein Satzteil für error-not-possible.
error-not-now = das ist gerade nicht erlaubt
# Erlaubte Züge kurz gefasst, Einträge der Liste $actions von error-legal-now.
# $action ist das getippte Wort des Zugs; $choices eine Liste mit "oder": "lege 1, 2 oder 5".
legal-choices = { $action } { $choices }
legal-range = { $action } { $low } bis { $high }
legal-from = { $action } { $low } oder mehr
legal-up-to = { $action } bis { $high }
legal-form-cards = { $action } { $low } oder mehr Karten

turn-you = Du bist dran.
turn-other = { $name } ist dran.
actions-not-your-turn = { $name } ist dran, nicht du.
# Die Antwort der Taste für die Züge: diese Zeile, dann jeder Zug als eigener Satz
# ("Lege 2, dann Mitte 2 und du 24."), jeder in einer Zeile.
actions-header = Du hast diese Möglichkeiten.
match-over = Die Partie ist vorbei.

# $scores ist eine Liste von score-item; der erste Buchstabe wird groß ("Punktestand. Du 2, Anna 4.").
scores-line = Punktestand. { $scores }.
scores-final = Endstand. { $scores }.
score-item = { $name } { $points }
match-won = { $name } gewinnt die Partie.
match-won-you = Du gewinnst die Partie.
