## Khmer (RULES.md §1). Die Karten werden als Zahlen gesagt.
## Nachrichten, die auf -you enden, sprechen den Zuhörer an; die anderen nennen einen Spieler ($name).
## Die Wörter folgen dem Braillespiel: Karte offen in die Mitte legen, die zuletzt gelegte Karte
## nehmen, eine 6 verdeckt weglegen, klopfen, aufgeben. Eine Runde heißt dort Spiel, das Ganze Partie.

## Kartennamen, in die Sätze unten als $card oder $cards eingesetzt: khmer-card-a und khmer-card-the stehen in cards.ftl.
# $count Karten mit dem Wert $card: "eine 5", "zwei 6er" (gesprochen "zwei Sechser").
khmer-cards = { $count ->
    [one] eine { $card }
   *[other] { number-word } { $card }er
}

## Das Geben.
khmer-deal-start = Spiel { $deal }. { $name } fängt an.
khmer-deal-start-you = Spiel { $deal }. Du fängst an.
khmer-dealt = { $name } bekommt { $cards }. Summe { $total }.
khmer-dealt-you = Du bekommst { $cards }. Summe { $total }.
khmer-hand-you = Du hast { $cards } auf der Hand. Summe { $total }.
khmer-hand-empty-you = Du hast keine Karten auf der Hand.
khmer-player-total-you = Mit den genommenen Karten hast du { $total }.

## Die Züge, danach die Summe in der Mitte, wenn sie angesagt wird.
khmer-table = Mitte { $total }.
khmer-play = { $name } legt { $card }.
khmer-play-you = Du legst { $card }.
khmer-draw = { $name } nimmt { $card }.
khmer-draw-you = Du nimmst { $card }.
khmer-discard = { $name } legt { $card } verdeckt weg.
khmer-discard-you = Du legst { $card } verdeckt weg.
khmer-pile-size = { $count ->
    [0] Die Mitte ist leer.
    [one] Eine Karte in der Mitte.
   *[other] { $count } Karten in der Mitte.
}
khmer-top-card = Die oberste Karte ist { $card }.
khmer-table-empty = Die Mitte ist leer.
khmer-front-total = Die genommenen Karten von { $name } ergeben { $total }.
khmer-front-total-you = Deine genommenen Karten ergeben { $total }.
khmer-sixes-out = { $name } hat { $count ->
    [0] keine 6
    [one] eine 6
   *[other] { number-word } 6er
} weggelegt.
khmer-sixes-out-you = Du hast { $count ->
    [0] keine 6
    [one] eine 6
   *[other] { number-word } 6er
} weggelegt.
khmer-concede = { $name } gibt das Spiel auf.
khmer-concede-you = Du gibst das Spiel auf.
khmer-stuck = { $name } kann nichts mehr tun. Keine Karten auf der Hand, nichts zu nehmen, und mit { $total } darf { $name } gegen { $table } in der Mitte nicht klopfen.
khmer-stuck-you = Du kannst nichts mehr tun. Keine Karten auf der Hand, nichts zu nehmen, und mit { $total } darfst du gegen { $table } in der Mitte nicht klopfen.
khmer-stuck-hidden = { $name } kann nichts mehr tun. Keine Karten auf der Hand, nichts zu nehmen, und mit { $total } darf { $name } nicht klopfen.
khmer-stuck-hidden-you = Du kannst nichts mehr tun. Keine Karten auf der Hand, nichts zu nehmen, und mit { $total } darfst du nicht klopfen.

## Klopfen und Abrechnung (KH-9).
khmer-knock = { $name } klopft mit { $total } gegen { $table } in der Mitte.
khmer-knock-you = Du klopfst mit { $total } gegen { $table } in der Mitte.
# Alle Karten hinter der Summe eines Spielers: die gezeigte Hand, dann die genommenen Karten ($drawn), wenn es welche gibt.
khmer-reveal = { $name } zeigt { $cards }.
khmer-reveal-you = Du zeigst { $cards }.
khmer-reveal-drawn = { $name } zeigt { $cards } und hat { $drawn } genommen.
khmer-reveal-drawn-you = Du zeigst { $cards } und hast { $drawn } genommen.
khmer-reveal-empty = { $name } hat keine Karten auf der Hand.
khmer-reveal-empty-you = Du hast keine Karten auf der Hand.
khmer-reveal-empty-drawn = { $name } hat keine Karten auf der Hand und hat { $drawn } genommen.
khmer-reveal-empty-drawn-you = Du hast keine Karten auf der Hand und hast { $drawn } genommen.
# $totals ist eine Liste von khmer-total-item, wer geklopft hat zuerst; das Programm schreibt den ersten Buchstaben groß.
khmer-showdown-totals = Summen. { $totals }. Mitte { $table }.
khmer-total-item = { $name } { $total }
# $role ist die Rolle des Zuhörers: knocker (hat geklopft), opponent (der Gegner) oder other (Zuschauer).
khmer-result-opponent-over = { $role ->
    [knocker] { $opponent } hat mehr als die Mitte, also gewinnst du das Spiel.
    [opponent] Du hast mehr als die Mitte, also gewinnt { $knocker } das Spiel.
   *[other] { $opponent } hat mehr als die Mitte, also gewinnt { $knocker } das Spiel.
}
khmer-result-knocker-higher = { $role ->
    [knocker] Du hast mehr als { $opponent } und gewinnst das Spiel.
    [opponent] { $knocker } hat mehr als du und gewinnt das Spiel.
   *[other] { $knocker } hat mehr als { $opponent } und gewinnt das Spiel.
}
khmer-result-tie = { $role ->
    [knocker] Gleichstand, und bei Gleichstand verliert, wer geklopft hat, also gewinnt { $opponent } das Spiel.
    [opponent] Gleichstand, und bei Gleichstand verliert, wer geklopft hat, also gewinnst du das Spiel.
   *[other] Gleichstand, und bei Gleichstand verliert, wer geklopft hat, also gewinnt { $opponent } das Spiel.
}
khmer-result-opponent-higher = { $role ->
    [knocker] { $opponent } hat mehr als du und gewinnt das Spiel.
    [opponent] Du hast mehr als { $knocker } und gewinnst das Spiel.
   *[other] { $opponent } hat mehr als { $knocker } und gewinnt das Spiel.
}

## Das Ende eines Spiels.
khmer-deal-end = Ende von Spiel { $deal }.
khmer-deal-points = { $name } bekommt { points }.
khmer-deal-points-you = Du bekommst { points }.

## Fragen, die der Spieler jederzeit stellen kann.
khmer-drawn = { $name } hat { $cards } genommen. Summe { $total }.
khmer-drawn-you = Du hast { $cards } genommen. Summe { $total }.
khmer-drawn-none = { $name } hat nichts genommen.
khmer-drawn-none-you = Du hast nichts genommen.
# $cards ist eine Liste von khmer-pile-item, die unterste Karte zuerst.
khmer-pile = Die Mitte von unten nach oben, { $cards }. Summe { $total }.
khmer-pile-item = { $card } von { $name }
khmer-pile-item-you = { $card } von dir
# Wer die oberste Karte gelegt hat, weiß man nur, solange sie die zuletzt gelegte ist (nur die oberste Karte).
khmer-top = Die oberste Karte ist { $card }, gelegt von { $name }.
khmer-top-you = Die oberste Karte ist { $card }, von dir gelegt.
khmer-opponent-hand = { $name } hat { $count ->
    [0] keine Karten
    [one] eine Karte
   *[other] { $count } Karten
} auf der Hand.
khmer-intro-match = Eine Partie. Wer zuerst { $target } Punkte hat, gewinnt.
khmer-intro-single = Ein einziges Spiel entscheidet die Partie.
khmer-intro-top-only = Nur die oberste Karte. Von der Mitte hörst du nur die oberste Karte.
khmer-intro-no-total = Die Summe in der Mitte wird nicht angesagt, also rechne selbst mit.
khmer-intro-no-own-card = Eine Karte, die du selbst gelegt hast, darfst du nicht zurücknehmen.
khmer-target = Wer zuerst { $target } Punkte hat, gewinnt. Das ist Spiel { $deal }.
khmer-single-deal = Ein einziges Spiel. Wer es gewinnt, gewinnt die Partie.
khmer-you-have = Du hast { $total }.
khmer-your-turn = Du bist dran. Du hast { $total }. Mitte { $table }.
khmer-your-turn-hidden = Du bist dran. Du hast { $total }.

## Die Züge, wie man sie tippt, und was jeder bewirken würde.
khmer-action-play = lege { $card }
khmer-action-draw = nimm
khmer-action-discard = verdecke
khmer-action-knock = klopfe
khmer-action-concede = passe
# Jeder ist ein Satz einer Liste; das Programm schreibt den Zug am Anfang groß.
khmer-effect-play = { $action }, dann Mitte { $table } und du { $total }.
khmer-effect-play-hidden = { $action }, dann du { $total }.
khmer-effect-draw = { $action } { $card }, dann Mitte { $table } und du { $total }.
khmer-effect-draw-hidden = { $action } { $card }, dann du { $total }.
khmer-effect-discard = { $action } { $card }, dann du { $total }.
khmer-effect-knock = { $action } mit { $total } gegen { $table } in der Mitte.
khmer-effect-knock-hidden = { $action } mit { $total }.
khmer-effect-concede = { $action }, du gibst auf und { $name } bekommt { points }.

# Die Wörter, die man für jeden Zug tippen kann, durch Leerzeichen getrennt. Das erste nennt
# die Taste a. Kein erstes Wort beginnt mit einer Taste von Khmer (h t o s w a r u b f):
# aufgeben und ablegen nähmen die Taste a, weglegen die Taste w, also verdecke und passe.
khmer-command-play = lege leg legen spiele spiel spielen
khmer-command-draw = nimm nehme nehmen ziehe zieh ziehen
khmer-command-discard = verdecke verdecken weglegen wegwerfen ablegen abwerfen weg wirf
khmer-command-knock = klopfe klopf klopfen
khmer-command-concede = passe pass passen aufgeben aufgabe

khmer-confirm-knock = Mit { $total } gegen { $table } in der Mitte klopfen? Tippe { yes } oder { no }.
khmer-confirm-knock-hidden = Mit { $total } klopfen? Tippe { yes } oder { no }.
khmer-confirm-concede = Dieses Spiel aufgeben? { $name } bekommt { points }. Tippe { yes } oder { no }.

## Warum ein Zug nicht geht: klein geschriebene Satzteile für error-not-possible.
khmer-error-not-in-hand = du hast keine { $card } auf der Hand
khmer-error-pile-empty = die Mitte ist leer, es gibt nichts zu nehmen
khmer-error-own-card = du darfst { $card } nicht nehmen, weil du sie selbst gelegt hast
khmer-error-no-six = { $front ->
    [0] du hast keine 6 auf der Hand
   *[other] du hast keine 6 auf der Hand, und eine genommene 6 darfst du nicht weglegen
}
khmer-error-total-over = klopfen darfst du nur, wenn du höchstens so viel hast wie die Mitte, und du hast { $total } gegen { $table }
khmer-error-total-over-hidden = klopfen darfst du nur, wenn du höchstens so viel hast wie die Mitte, und du hast { $total }
khmer-error-which-card = sag, welche Karte du legen willst, eine Zahl von 1 bis 6, zum Beispiel lege 5
khmer-error-no-concede = in einem einzelnen Spiel kann man nicht aufgeben

## Eine kurze Zusammenfassung der Regeln.
khmer-rules-1 = Khmer ist für zwei Spieler, mit sechzehn Karten, je zwei von 1 bis 5 und sechs 6er. Jeder bekommt sechs Karten, und vier weitere liegen ungesehen beiseite.
khmer-rules-2 = In deinem Zug machst du genau eins. Du legst eine Karte von der Hand offen in die Mitte, nimmst die zuletzt gelegte Karte, legst eine 6 von der Hand verdeckt weg, klopfst, oder du gibst in einer Partie auf.
khmer-rules-3 = Deine Summe ist deine Hand plus die Karten, die du genommen hast. Genommene Karten liegen offen vor dir und dürfen nie mehr gelegt oder weggelegt werden.
khmer-rules-4 = Klopfen darfst du nur, wenn deine Summe höchstens so hoch ist wie die Summe in der Mitte. Dann werden alle Karten gezeigt. Hat der andere mehr als die Mitte, gewinnt, wer geklopft hat. Sonst gewinnt die höhere Summe, und bei Gleichstand verliert, wer geklopft hat.
khmer-rules-5 = In einer Partie bekommt, wer nach dem Klopfen gewinnt, 2 Siegpunkte, und wer aufgibt, gibt dem anderen 1 Siegpunkt. Wer zuerst das Ziel erreicht, meist 6 Punkte, gewinnt die Partie.

## Eine Zeile für die Braillezeile: Hand und Mitte in wenigen Wörtern, übertragen von liblouis.
## $cards sind Kartenwerte mit Leerzeichen dazwischen (etwa "6 6 5"), die Mitte von unten nach oben.
khmer-braille-hand = hand { $cards } summe { $total }
khmer-braille-drawn = genommen { $cards } du { $total }
khmer-braille-table = mitte { $cards } summe { $total }
khmer-braille-table-empty = mitte leer
khmer-braille-top = mitte oben { $card }
khmer-braille-total = summe { $total }

# Die eigene Frage von Khmer, getippt (ihre Taste und die Hilfe stehen in keys.ftl).
command-drawn = genommen genommene auslage
