## Die Hilfetaste (narration/base.py, Narrator.help_keys). Sie wird aus den Tasten gebaut, die
## in diesem Spiel und dieser Sprache gehen, nennt also jede Taste, die geht, und keine andere;
## was hier keine Taste hat, wird als getipptes Wort genannt. Gesprochen: nur Buchstaben, Ziffern,
## Leerzeichen und . , ? ! ', also werden Tasten, die Symbole sind, als Wörter gesagt.

help-keys-intro = Tasten, in einer leeren Zeile gedrückt.
# Eine Taste und was sie gibt: "h, deine Hand."
help-key = { $key }, { $what }.
# Eine Taste, die ein Symbol ist, als Wort gesagt.
help-key-symbol = { $symbol ->
    [comma] Komma
    [period] Punkt
    [less] kleiner als
    [greater] größer als
   *[question] Fragezeichen
}
help-key-digits = 1 bis 9, eine Karte deiner Hand.
help-key-escape = Escape unterbricht die Sprachausgabe.
# Was hier keine Taste hat: ein Wort tippen, dann Enter. "Tippe diese Wörter und drück Enter. stand, wie die Partie steht."
help-typed-intro = Tippe diese Wörter und drück Enter.
help-typed = { $word }, { $what }.
help-settings = Tippe ansagen kurz, normal oder voll, um weniger oder mehr zu hören, und ende, um die Partie zu verlassen.

## Was jede Taste, oder ihr getipptes Wort, gibt. Ein Spiel kann es mit <spiel>-key-<befehl>
## in eigenen Worten sagen; sonst gilt key-<befehl>.
key-hand = deine Hand
key-table = der Tisch
key-opponents = deine Gegner
key-scores = der Punktestand
key-turn = wer dran ist
key-actions = was du tun kannst
key-status = wie die Partie steht
key-repeat = die letzte Nachricht noch einmal
key-back = die Nachricht davor
key-forward = die nächste Nachricht
key-oldest = die älteste Nachricht
key-newest = die neueste Nachricht
key-braille = deine Hand und der Tisch in Braille
key-help = diese Hilfe
key-rules = die ganzen Regeln

khmer-key-drawn = die Karten, die du genommen hast, offen vor dir
khmer-key-opponents = dein Gegner
king-key-table = der Stich auf dem Tisch
king-key-last = der letzte Stich
king-key-opponents = die Stiche, die jeder gemacht hat
king-key-taken = die Strafkarten, die jeder bekommen hat
king-key-auction = die Versteigerung bisher
king-key-ladder = die Gebotsleiter, mit dem Wert jedes Gebots
king-key-actions = was du tun kannst, und warum
king-key-braille = deine Hand und der Stich in Braille

## Die Züge jedes Spiels: eine Zeile der Hilfe je Nachricht, <spiel>-help-moves-1, -2 und so weiter.
## $code ist das Kürzel einer Karte, wie man es in dieser Sprache tippt, $card der Name derselben
## Karte: "DP", "Pik Dame". Die Zugwörter sind die der Dateien der Spiele (<spiel>-command-...).
khmer-help-moves-1 = Tippe einen Zug und drück Enter, zum Beispiel lege 5, nimm, verdecke, klopfe oder passe.
king-help-moves-1 = Tippe einen Zug und drück Enter. Um eine Karte zu spielen, tippe spiele und die Karte, zum Beispiel spiele { $card }, oder spiele { $code }.
king-help-moves-2 = In der Versteigerung tippst du biete plus 3, halte, passe, annehmen, behalte, ultimatum plus 5, gescheitert oder ablehnen. Den Kontrakt bestimmst du danach zum Beispiel mit bestimme Herz oder bestimme negativ.
lasvegas-key-hand = deine Karten und deine Summe
lasvegas-key-table = die Karten in der Mitte, was auf jeder liegt, und der Pot
lasvegas-key-pot = der Pot, was in dieser Runde gesetzt ist, und was du zum Mitgehen brauchst
lasvegas-key-opponents = wer noch dabei ist, mit Karten und Chips, und wer gecheckt hat
lasvegas-key-scores = die Chips jedes Spielers
lasvegas-key-turn = wer dran ist, und was er zum Mitgehen braucht
lasvegas-key-actions = was du jetzt tun kannst, mit den Beträgen
lasvegas-key-braille = deine Karten und die Mitte in Braille
lasvegas-help-moves-1 = Tippe einen Zug und drück Enter. Solange keiner gesetzt hat, tippst du checken, oder setzen und die Zahl der Chips, etwa setzen 2. Danach tippst du mitgehen, erhöhen und wie viele Chips mehr als zum Mitgehen, etwa erhöhen 3, oder passen.
lasvegas-help-moves-2 = Karten tippst du nie, das Abwerfen geschieht von selbst.

## Issue 25, point 1: what happened since the player's own last move (key i, or typed).
key-since = alles, was seit deinem letzten Zug geschehen ist
command-since = inzwischen seitdem
console-since-nothing = Seit deinem letzten Zug ist nichts geschehen.
