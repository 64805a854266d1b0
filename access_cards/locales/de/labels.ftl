## Die Schlüsselkarte der Braille-Kartenetiketten (access_cards/braille/schemes.py, key_card):
## kurze Sätze, mit denen Lehrkräfte oder blinde Spieler das Etikettenschema eines Blatts
## lernen. Sie wird gedruckt, ein Screenreader kann sie aber auch vorlesen: Farben als Wörter,
## nie als Symbole. Gleiche IDs und Variablen in jeder Sprache.

# Der Titel: welches Blatt die Karte erklärt.
label-key-title = Brailleetiketten für { $deck ->
        [khmer] das Khmer Blatt mit 16 Karten
        [french52] das französische Blatt mit 52 Karten
        [rummy40] das Rummy 40 Blatt, zwei französische Blätter und zwei Joker
        [italian40] das italienische Blatt mit 40 Karten
       *[other] das Blatt { $deck }
    }.
# Wie lang die Etiketten sind.
label-key-size-fixed = Jedes Etikett hat { $count } Braillezeichen.
label-key-size-range = Die Etiketten haben { $min } bis { $max } Braillezeichen.
# In welcher Reihenfolge ein Etikett Wert und Farbe nennt.
label-key-order-rank-suit = Jedes Etikett nennt zuerst den Wert, dann die Farbe.
label-key-order-suit-rank = Jedes Etikett nennt zuerst die Farbe, dann den Wert.
label-key-order-rank = Die Karten haben keine Farben. Jedes Etikett nennt nur die Zahl.
label-key-number-sign = { $cells } ist das Zahlzeichen. Die Zeichen danach sind Ziffern, wie in der gewöhnlichen Punktschrift.
# Eine Zeile je Wert, Farbe und Joker: "⠓, Punkte 1 2 5, bedeutet Herz."
label-key-rank = { $cells } bedeutet { $rank }.
label-key-suit = { $cells } bedeutet { $suit }.
label-key-joker = { $cells } bedeutet { $joker }.
# Eine ganze Karte: "Zum Beispiel ist ⠏⠁, Punkte 1 2 3 4, Punkt 1, das Etikett für Pik Ass."
label-key-example = Zum Beispiel ist { $cells } das Etikett für { $card }.
# Wohin die Etiketten kommen.
label-key-place = Jedes Etikett kommt auf die Vorderseite der Karte, in die linke obere Ecke, etwa { $mm } Millimeter von den Rändern entfernt.
label-key-place-turned = Ein zweites Etikett kommt in die gegenüberliegende Ecke, um 180 Grad gedreht. Wie man die Karte auch hält, die linke obere Ecke liest sich richtig herum.
label-key-upside-down = Kein Etikett liest sich auf dem Kopf wie das Etikett einer anderen Karte.

# Braillezeichen und ihre Punkte: "⠓⠁, Punkte 1 2 5, Punkt 1,".
label-key-cells = { $cells }, { $dots },
# Die Punkte eines Zeichens; $dots sind die Punktnummern, "1 3".
label-key-dots = { $count ->
        [one] Punkt { $dots }
       *[other] Punkte { $dots }
    }
# Verbindet die Punkte eines Zeichens mit denen des nächsten.
label-key-dots-next = { $before }, { $after }
