## Kartenkürzel: wie man eine Karte tippt ("spiele DP") und wie sie in dieser Sprache gezeigt
## wird (narration/cards.py, CardCodes). Ein Kürzel ist der Buchstabe oder die Zahl des Werts,
## dann der Buchstabe der Farbe. Die Kürzel des Programms ändern sich nie: jede Sprache ordnet
## ihnen hier ihre Buchstaben zu, und ein getipptes Kürzel wird nur in diesen Buchstaben gelesen
## ("10H" ist die Herz 10, "KK" der Karo König). Auch die Schlüsselkarte der Brailleetiketten
## nennt diese Buchstaben.

## Das französische Blatt von King und Rummy 40. $rank geht von 2 bis 14 (Ass), $suit ist C, D,
## H oder S des Programms: C Kreuz, D Karo, H Herz, S Pik. Kreuz ist X, weil K schon Karo ist,
## wie auf den Brailleetiketten.
code-french-rank = { $rank ->
    [14] A
    [13] K
    [12] D
    [11] B
   *[other] { $rank }
}
code-french-suit = { $suit ->
    [C] X
    [D] K
    [H] H
   *[S] P
}
## Das italienische Blatt von Las Vegas. $rank geht von 1 (Ass) bis 10 (König), $suit ist C Coppe,
## D Denari, S Spade oder B Bastoni.
code-italian-rank = { $rank }
code-italian-suit = { $suit ->
    [C] C
    [D] D
    [S] S
   *[B] B
}
## Der Joker von Rummy 40.
code-joker = JK

## Wie man eine Karte tippt, in der Hilfe und auf der Schlüsselkarte: ein paar kurze Sätze.
# $code ist das Kürzel einer Beispielkarte und $card ihr Name: "DP für Pik Dame".
code-help-intro = Eine Karte tippst du erst mit dem Wert, dann mit der Farbe, zum Beispiel { $code } für { $card }.
# Ein Buchstabe und wofür er steht, in den Listen unten: "A für Ass".
code-help-item = { $code } für { $name }
# $items sind die Werte mit Buchstaben: "A für Ass, K für König".
code-help-letters = Buchstaben der Werte, { $items }.
# Die Werte, die man als Zahl tippt, $low bis $high; $others ist yes, wenn andere Werte Buchstaben haben.
code-help-numbers = { $others ->
    [yes] Die anderen Werte tippst du als Zahl, { $low } bis { $high }.
   *[no] Die Werte tippst du als Zahl, { $low } bis { $high }.
}
code-help-suits = Buchstaben der Farben, { $items }.
code-help-joker = { $code } für { $name }.

## Issue 25 Punkt 9: ein Code so geschrieben, dass eine Stimme ihn richtig liest, Wert und
## Farbe getrennt ("A H": eSpeak liest "AH" als "ah").
code-spoken = { $rank } { $suit }
