## Rummy 40 (RULES.md §2): die Wörter von docs/rules/rummy40.de.md. Gesprochene Sätze enthalten
## nur Buchstaben, Ziffern, Leerzeichen und . , ? ! ' . $name ist ein anderer Spieler; eine
## Nachricht auf -you spricht den betroffenen Spieler an. Karten kommen im Akkusativ, "den Kreuz
## Buben", "die Herz 7" (cards.ftl): Sätze stellen die Karte deshalb als Objekt.

game-rummy40 = Rummy 40

## Kombinationen. $rank geht von 2 bis 14 (Ass), $suit ist ein Farbbuchstabe des Programms.
# Die Mehrzahl eines Werts, in "ein Satz Könige" und "zwei 7er" (gesprochen "Siebener").
rummy40-ranks = { $rank ->
    [14] Asse
    [13] Könige
    [12] Damen
    [11] Buben
   *[other] { $rank }er
}
# Ein Joker in einer Folge, zwischen den Werten: "Joker als 8".
rummy40-joker-as = Joker als { $rank }
# $cards sind Werte und Joker in der Reihenfolge auf dem Tisch.
rummy40-run = eine Folge in { card-french-suit }, { $cards }
# Ein Joker in einem Satz, zwischen den Farben.
rummy40-set-joker = Joker
# $cards sind Farben, dann Joker; ein Satz aus vier Karten ist geschlossen.
rummy40-set = { $count ->
    [4] ein geschlossener Satz { rummy40-ranks }, { $cards }
   *[other] ein Satz { rummy40-ranks }, { $cards }
}
# Nach "an" oder "in": "an Kombination 3 von Anna", "an deine Kombination 3".
rummy40-meld-ref = Kombination { $number } von { $owner }
rummy40-meld-ref-you = deine Kombination { $number }
rummy40-meld-ref-own = die eigene Kombination { $number }
rummy40-worth = { $meld }, im Wert von { $value }.
# Issue 25 Punkt 9: zwei gleiche Karten (zwei Päckchen), einmal gesagt, im Akkusativ: "die
# beiden Karo 3", "die beiden Joker".
rummy40-card-pair = { $suit ->
    [J] die beiden Joker
   *[other] die beiden { card-french-suit } { $rank ->
        [14] Asse
        [13] Könige
        [12] Damen
        [11] Buben
       *[other] { $rank }
    }
}

## Die Hand nach Farben, je Farbe zwei Sätze: "Herz, drei Karten. Zwei 7er und König."
rummy40-count-cards = { $count ->
    [1] eine Karte
    [2] zwei Karten
    [3] drei Karten
    [4] vier Karten
    [5] fünf Karten
    [6] sechs Karten
    [7] sieben Karten
    [8] acht Karten
    [9] neun Karten
    [10] zehn Karten
    [11] elf Karten
    [12] zwölf Karten
    [13] dreizehn Karten
    [14] vierzehn Karten
    [15] fünfzehn Karten
    [16] sechzehn Karten
   *[other] { $count } Karten
}
rummy40-hand-suit = { card-french-suit }, { rummy40-count-cards }. { $ranks }.
rummy40-rank-count = { number-word } { rummy40-ranks }
rummy40-hand-jokers = { $count ->
    [1] ein Joker.
   *[other] { number-word } Joker.
}
rummy40-signed = { $sign ->
    [plus] plus { $amount }
    [minus] minus { $amount }
   *[zero] 0
}

## Das Geben.
rummy40-hand-number = Spiel { $deal }.
rummy40-dealer = { $name } gibt.
rummy40-dealer-you = Du gibst.
rummy40-first = { $name } fängt an.
rummy40-first-you = Du fängst an.
rummy40-dealt = { $name } bekommt { $count } Karten.
rummy40-dealt-you = Deine Hand, { rummy40-count-cards }. { $cards }
rummy40-upcard = Der Geber deckt { $card } auf. Im Talon sind { $stock } Karten.

## Ein Zug.
rummy40-draws-stock = { $name } zieht vom Talon.
rummy40-draws-stock-you = Du ziehst vom Talon.
rummy40-drawn-you = Du hast { $card } gezogen.
rummy40-takes-discard = { $name } nimmt { $card } vom Ablagestapel und muss die Karte in diesem Zug auslegen.
rummy40-takes-discard-you = Du nimmst { $card } vom Ablagestapel.
# $meld ist eine Folge oder ein Satz in Worten, $value ihr Wert.
rummy40-melds = { $name } legt aus, Kombination { $number }, { $meld }, im Wert von { $value }.
rummy40-melds-you = Du legst aus, Kombination { $number }, { $meld }, im Wert von { $value }.
rummy40-opens = { $name } kommt mit { $total } raus.
rummy40-opens-you = Du kommst mit { $total } raus.
rummy40-opening-so-far = { $name } hat bisher { $total } Punkte zum Rauskommen.
rummy40-opening-so-far-you = Du hast bisher { $total } Punkte zum Rauskommen.
# $meld ist ein Verweis: "Kombination 3 von Anna", "deine Kombination 3".
rummy40-lays-off = { $name } legt { $card } an { $meld } an.
rummy40-lays-off-you = Du legst { $card } an { $meld } an.
# Ein Joker an einer Folge: $end ist low oder high, $card die Karte, für die er steht.
rummy40-lays-off-joker = { $name } legt den Joker { $end ->
    [low] unten
   *[high] oben
} an { $meld } an, als { $card }.
rummy40-lays-off-joker-you = Du legst den Joker { $end ->
    [low] unten
   *[high] oben
} an { $meld } an, als { $card }.
rummy40-now-closed = Der Satz ist jetzt geschlossen.
rummy40-meld-now = Kombination { $number } ist jetzt { $meld }.
rummy40-swaps = { $name } legt { $cards } in { $meld } und holt sich den Joker.
rummy40-swaps-you = Du legst { $cards } in { $meld } und holst dir den Joker.
rummy40-must-place-joker = { $name } muss den Joker in diesem Zug auf den Tisch legen.
rummy40-must-place-joker-you = Du musst den zurückgeholten Joker in diesem Zug auf den Tisch legen.
rummy40-discards = { $name } wirft { $card } ab.
rummy40-discards-you = Du wirfst { $card } ab.
rummy40-cards-left = { $count ->
    [1] { $name } hat noch eine Karte.
   *[other] { $name } hat noch { $count } Karten.
}
rummy40-cards-left-you = { $count ->
    [1] Du hast noch eine Karte.
   *[other] Du hast noch { $count } Karten.
}

## Das Ende eines Spiels.
rummy40-goes-out = { $name } macht aus.
rummy40-goes-out-you = Du machst aus.
rummy40-rummy = Rummy! { $name } kommt raus und macht im selben Zug aus. Alle anderen bekommen { $bonus } Strafpunkte dazu.
rummy40-rummy-you = Rummy! Du kommst raus und machst im selben Zug aus. Alle anderen bekommen { $bonus } Strafpunkte dazu.
rummy40-penalty = { $name }, { $points } Strafpunkte, für { $cards }.
rummy40-penalty-you = Du, { $points } Strafpunkte, für { $cards }.
rummy40-penalty-rummy = Dazu { $bonus } für das Rummy, zusammen { $total }.
rummy40-reshuffle = Der Talon ist leer. Der Ablagestapel wird zum neuen Talon gemischt, { $count } Karten, und man lässt { $card } offen liegen.
rummy40-blocked = { $cause ->
    [stock_rounds] Der Talon wurde schon { $reshuffles } Mal neu gemischt und keiner hat ausgemacht, also wird das Spiel abgebrochen, ohne Sieger.
    [no_way_out] Keiner kann mehr ausmachen, also ist das Spiel blockiert, ohne Sieger.
   *[other] Das Spiel ist blockiert, ohne Sieger.
}
rummy40-blocked-penalties = Strafpunkte auf der Hand. { $items }.
rummy40-no-payout = Keine Chips wechseln den Besitzer.
rummy40-pool = In der Kasse sind { $pool } Chips, { $buy_in } von jedem Spieler.
rummy40-paid = Auszahlung aus der Kasse. { $items }.
rummy40-chips-hand = In diesem Spiel. { $items }.
rummy40-eliminated = { $name } erreicht { $points } Strafpunkte und scheidet aus.
rummy40-eliminated-you = Du erreichst { $points } Strafpunkte und scheidest aus.
rummy40-hand-over = Ende von Spiel { $deal }.
rummy40-chips = Chips. { $items }.
rummy40-chips-final = Chips am Ende. { $items }.
rummy40-match-shared = Geteilter erster Platz für { $names }.
rummy40-penalty-totals = Strafpunkte. { $items }. Die Grenze ist { $threshold }.

## Fragen: die Hand, der Tisch, die Gegner, der Ablagestapel.
rummy40-hand-you = Deine Hand, { rummy40-count-cards }. { $cards }
rummy40-hand-empty-you = Deine Hand ist leer.
rummy40-no-melds = Keine Kombinationen auf dem Tisch.
rummy40-owner-you = dir
# $owner ist ein Name, oder dir.
rummy40-table-meld = Kombination { $number } von { $owner }, { $meld }.
# $count: one ein anderer, you du allein, withyou du mit anderen, many mehrere andere.
rummy40-have-opened = { $names } { $count ->
    [one] ist rausgekommen.
    [you] bist rausgekommen.
    [withyou] seid rausgekommen.
   *[many] sind rausgekommen.
}
rummy40-not-opened = { $names } { $count ->
    [one] ist noch nicht rausgekommen.
    [you] bist noch nicht rausgekommen.
    [withyou] seid noch nicht rausgekommen.
   *[many] sind noch nicht rausgekommen.
}
rummy40-top = Oben auf dem Ablagestapel siehst du { $card }.
rummy40-top-none = Der Ablagestapel ist leer.
rummy40-stock = { $count ->
    [1] Im Talon ist noch eine Karte.
   *[other] Im Talon sind { $count } Karten.
}
rummy40-sizes = Karten auf der Hand. { $items }.
rummy40-opponent = { $name }, { $count ->
    [1] eine Karte
   *[other] { $count } Karten
}, { $opened ->
    [yes] rausgekommen.
   *[no] noch nicht rausgekommen.
}
rummy40-no-opponents = Kein Gegner ist mehr im Spiel.
rummy40-pile-hidden = An diesem Tisch sieht man vom Ablagestapel nur die oberste Karte.
rummy40-pile = Der Ablagestapel hat { rummy40-count-cards }. Von oben nach unten hörst du { $cards }.
rummy40-has-drawn = { $name } hat gezogen.
rummy40-has-drawn-you = Du hast gezogen.
rummy40-must-use = { $rule ->
    [meld_or_layoff] { $name } muss { $card } vom Ablagestapel auslegen oder anlegen.
    [any_meld] { $name } hat { $card } vom Ablagestapel genommen und muss in diesem Zug eine neue Kombination auslegen.
   *[new_meld] { $name } muss { $card } vom Ablagestapel auslegen.
}
rummy40-must-use-you = { $rule ->
    [meld_or_layoff] Du musst { $card } auslegen oder anlegen, du hast die Karte genommen.
    [any_meld] Du hast { $card } genommen, also musst du in diesem Zug eine neue Kombination auslegen.
   *[new_meld] Du musst { $card } auslegen, du hast die Karte genommen.
}
rummy40-must-open = { $name } hat { $total } Punkte zum Rauskommen, und es fehlen noch { $needed }.
rummy40-must-open-you = Du hast { $total } Punkte zum Rauskommen, und dir fehlen noch { $needed }, bevor du abwerfen kannst.

## Die Hilfe beim Kombinieren, Taste x.
rummy40-assist-melds = { $count ->
    [1] Du kannst diese Kombination auslegen.
   *[other] Du kannst diese Kombinationen auslegen.
}
rummy40-assist-no-melds = Deine Hand ergibt noch keine Kombination.
# Issue 25 Punkt 5: eine Summe mit den Kombinationen, die sie ergeben (die besten ohne
# gemeinsame Karte), gleich danach gesagt; $count ist ihre Zahl.
rummy40-assist-best = { $already ->
    [0] { $count ->
        [1] Deine beste Kombination ist { $total } wert,
       *[other] Deine besten Kombinationen sind zusammen { $total } wert,
    }
   *[other] { $count ->
        [1] Mit den { $already } Punkten, die schon liegen, kommst du mit dieser Kombination auf { $total },
       *[other] Mit den { $already } Punkten, die schon liegen, kommst du mit diesen Kombinationen auf { $total },
    }
} { $reach ->
    [yes] genug zum Rauskommen.
   *[no] nicht genug, um mit { $minimum } rauszukommen.
}
rummy40-assist-others = { $count ->
    [1] Eine weitere Kombination, mit einigen derselben Karten.
   *[other] Weitere Kombinationen, mit einigen derselben Karten.
}
rummy40-assist-no-discard = { $count ->
    [1] Deine Hand ergibt diese Kombination, aber wenn du sie auslegst, bleibt dir keine Karte zum Abwerfen.
   *[other] Deine Hand ergibt diese Kombinationen, aber wenn du eine davon auslegst, bleibt dir keine Karte zum Abwerfen.
}
rummy40-assist-not-opened = Du bist noch nicht rausgekommen, also kannst du noch nicht anlegen und keinen Joker zurückholen.
rummy40-assist-fits = { $count ->
    [1] Du kannst { $card } an Kombination { $melds } anlegen.
   *[other] Du kannst { $card } an die Kombinationen { $melds } anlegen.
}
rummy40-assist-swap = Du kannst { $cards } in Kombination { $meld } legen und den Joker zurückholen.
rummy40-assist-no-fits = Keine Karte deiner Hand passt an die Kombinationen auf dem Tisch.

## Was du tun kannst, Taste a. $action ist ein Zug, so wie man ihn tippt.
rummy40-may-draw = Tippe { $stock }, um vom Talon zu ziehen, oder { $take }, um { $card } zu nehmen{ $others ->
    [none] .
   *[other] . Zusammen mit dieser Karte kannst du { $others } auslegen.
}
rummy40-may-draw-stock = Tippe { $action }, um vom Talon zu ziehen.
rummy40-may-not-take = Du kannst { $card } nicht nehmen, du könntest die Karte in diesem Zug nicht auslegen.
rummy40-may-meld = Du kannst eine Kombination auslegen, zum Beispiel { $action }. { $meld }
rummy40-may-layoff = Du kannst anlegen, zum Beispiel { $action }, { $what }.
rummy40-may-swap = Du kannst einen Joker zurückholen, zum Beispiel { $action }, { $what }.
rummy40-effect-layoff = { $card } an { $meld }{ $end ->
    [low] , unten
    [high] , oben
   *[none] {""}
}
rummy40-effect-swap = { $cards } in { $meld }
rummy40-may-discard = { $count ->
    [1] Um deinen Zug zu beenden, wirf deine einzige mögliche Karte ab, { $action }.
   *[other] Um deinen Zug zu beenden, wirf eine von { $count } Karten ab, zum Beispiel { $action }.
}
rummy40-may-not-discard = Abwerfen kannst du noch nicht.

## Der Anfang, die Aufforderung, Braille.
rummy40-intro = Rummy 40 mit { $players } Spielern. Jeder zahlt { $buy_in } Chips in die Kasse, zusammen { $pool }. Zum Rauskommen müssen deine ersten Kombinationen zusammen mindestens { $minimum } wert sein.
rummy40-intro-single_hand = Es wird nur ein Spiel gespielt.
rummy40-intro-elimination = Ausscheidungspartie. Wer { $threshold } Strafpunkte erreicht, scheidet aus.
rummy40-intro-history = Mit k kannst du den ganzen Ablagestapel hören.
rummy40-your-draw = Du bist dran. { $take ->
    [yes] Zieh vom Talon, oder nimm { $card }.
   *[no] Zieh vom Talon.
}
rummy40-your-turn-duty = Dein Zug geht weiter.
rummy40-your-meld = { $can ->
    [meld] Leg aus, oder wirf ab, um den Zug zu beenden.
    [layoff] Leg an, oder wirf ab, um den Zug zu beenden.
    [both] Leg aus, leg an, oder wirf ab, um den Zug zu beenden.
   *[none] Wirf ab, um den Zug zu beenden.
}{ $swap ->
    [yes] {" "}Du kannst auch einen Joker zurückholen.
   *[no] {""}
}
rummy40-braille-hand = Hand { $cards }
rummy40-braille-top = Ablage { $card }
rummy40-braille-none = keine

## Bestätigungen, ja oder nein.
rummy40-confirm-take = Willst du { $card } nehmen? Dann musst du in diesem Zug mit mindestens { $minimum } rauskommen, { $use ->
    [meld_or_layoff] und die Karte dabei auslegen oder anlegen.
    [any_meld] mit mindestens einer neuen Kombination.
   *[new_meld] und die Karte dabei auslegen.
}
rummy40-confirm-discard-joker = Den Joker abwerfen? Der nächste Spieler kann ihn nehmen.

## Warum ein Zug nicht geht: Satzteile nach "Das geht nicht,".
rummy40-error-must-draw = du musst zuerst ziehen, vom Talon oder vom Ablagestapel
rummy40-error-already-drew = du hast in diesem Zug schon gezogen
rummy40-error-not-opened = du bist noch nicht rausgekommen, also kannst du nicht anlegen und keinen Joker zurückholen
rummy40-error-opening-turn = in dem Zug, in dem du rauskommst, darfst du nicht anlegen und keinen Joker zurückholen
rummy40-error-does-not-fit = die Karte passt nicht an diese Kombination
rummy40-error-no-joker = diese Karten machen keinen Joker dieser Kombination frei

## Issue 25 Punkt 6: ein abgelehntes Anlegen oder Ersetzen sagt die Regel (R40-6, R40-12,
## R40-13); Satzteile nach "Das geht nicht,". $meld ist die Nummer einer Kombination.
rummy40-misfit-closed = Kombination { $meld } ist ein geschlossener Satz mit allen vier Farben und nimmt keine Karte mehr
rummy40-misfit-jokers = Kombination { $meld } hat schon zwei Joker, mehr darf eine Kombination nicht haben
rummy40-misfit-rank = Kombination { $meld } ist ein Satz { rummy40-ranks }, und ein Satz hat nur einen Wert
rummy40-misfit-suit = Kombination { $meld } hat schon { $card }, und ein Satz hat jede Farbe nur einmal
rummy40-misfit-run-suit = Kombination { $meld } ist eine Folge in { card-french-suit }, und eine Folge hat nur eine Farbe
rummy40-misfit-next = { $count ->
    [0] Kombination { $meld } geht von 2 bis Ass und nimmt keine Karte mehr
   *[other] an eine Folge passt nur die nächste Karte an einem Ende, und an Kombination { $meld } kannst du nur { $cards } anlegen
}
rummy40-misfit-swap = Für diese Karte steht dort ein Joker, damit kannst du den Joker zurückholen, tippe { $action }
rummy40-misfit-end = { $end ->
    [low] Kombination { $meld } beginnt bei 2, ein Joker passt also nur oben
   *[high] Kombination { $meld } endet beim Ass, ein Joker passt also nur unten
}
rummy40-free-none = Kombination { $meld } hat keinen Joker
rummy40-free-closed = Kombination { $meld } ist ein geschlossener Satz, seine Joker bleiben für immer dort
rummy40-free-run = { $count ->
    [1] der Joker in Kombination { $meld } steht für { $cards }, und nur diese Karte macht ihn frei
   *[other] die Joker in Kombination { $meld } stehen für { $cards }, und jeden macht nur seine Karte frei
}
rummy40-free-set = { $jokers ->
    [1] in einem Satz steht ein Joker für eine fehlende Farbe, bei einem Joker in Kombination { $meld } brauchst du also beide fehlenden Karten zusammen, { $cards }, um ihn frei zu machen
   *[other] in einem Satz steht ein Joker für eine fehlende Farbe, bei zwei Jokern in Kombination { $meld } machen also je zwei fehlende Karten zusammen einen frei, und du kannst dafür { $cards } nehmen
}
rummy40-needs-meld = Zum Auslegen tippst du { $word } und die Karten, drei oder mehr, zum Beispiel { $example }.
rummy40-needs-layoff = Zum Anlegen tippst du { $word }, eine Karte und die Nummer der Kombination, zum Beispiel { $example }.
rummy40-needs-swap = Um einen Joker zurückzuholen, tippst du { $word }, die Karte, für die er steht, und die Nummer der Kombination, zum Beispiel { $example }.
rummy40-needs-discard = Zum Abwerfen tippst du { $word } und eine Karte, zum Beispiel { $example }.
rummy40-needs-draw = Zum Ziehen tippst du { $stock } oder { $discard }.
rummy40-error-joker-not-placed = du musst zuerst den zurückgeholten Joker auf den Tisch legen
rummy40-error-keep-one = du musst eine Karte zum Abwerfen behalten
rummy40-error-dead-end = danach könntest du deinen Zug nicht beenden
rummy40-error-not-a-meld = diese Karten ergeben keine Kombination, eine Folge braucht drei oder mehr Karten einer Farbe in einer Reihe, ein Satz drei oder vier Karten mit gleichem Wert in verschiedenen Farben
rummy40-error-cannot-take = { $opened ->
    [yes] du darfst { $card } nur nehmen, wenn du die Karte in diesem Zug auslegen kannst
   *[no] du darfst { $card } nur nehmen, wenn du die Karte in diesem Zug auslegen kannst, und zwar beim Rauskommen mit mindestens 40
}
rummy40-error-not-in-hand = du hast { $cards } nicht auf der Hand
rummy40-error-no-meld = { $count ->
    [0] auf dem Tisch liegen keine Kombinationen
    [1] auf dem Tisch liegt nur Kombination 1
   *[other] die Kombinationen auf dem Tisch haben die Nummern 1 bis { $count }
}
rummy40-error-opening-low = deine Kombinationen in diesem Zug sind { $total } wert, und zum Rauskommen fehlen noch { $needed }
rummy40-error-opening-out-of-reach = mit dieser Kombination wären deine Kombinationen in diesem Zug { $total } wert, und der Rest deiner Hand bringt die { $needed } nicht mehr, die zum Rauskommen fehlen
rummy40-error-taken-unused = du musst zuerst { $card } vom Ablagestapel auslegen
rummy40-error-keep-taken = du darfst { $card } vom Ablagestapel nicht gleich wieder abwerfen
rummy40-legal-now = Jetzt kannst du { $actions }.
# Die Teile von rummy40-legal-now.
rummy40-legal-draw = { $action } tippen
rummy40-legal-meld = { $count ->
    [1] eine Kombination auslegen
   *[other] eine von { $count } Kombinationen auslegen
}
rummy40-legal-layoff = eine Karte anlegen
rummy40-legal-swap = einen Joker zurückholen
rummy40-legal-discard = { $count ->
    [1] deine einzige mögliche Karte abwerfen
   *[other] eine von { $count } verschiedenen Karten abwerfen
}
rummy40-legal-examples = Drück a für Beispiele.

## Getippte Züge: das erste Wort jeder Liste steht in der Hilfe und in den Beispielen.
## Nicht a (anlegen, ablegen), t (tauschen), h (holen) als erstes Wort: das sind Tasten.
## Zieh z, melde m, leg l, ersetze e, wirf w; nur w kostet eine Taste (wer ist dran).
rummy40-command-draw = zieh ziehe ziehen nimm nehme nehmen
rummy40-command-meld = melde melden auslegen auslege rauslegen
rummy40-command-layoff = leg lege legen anlegen anlege
rummy40-command-swap = ersetze ersetzen tausche tausch tauschen austauschen hole hol holen
rummy40-command-discard = wirf werfe werfen abwerfen ablegen ablege
rummy40-typed-stock = talon stapel nachziehstapel verdeckt
rummy40-typed-discard = ablage ablagestapel abwurf abwurfstapel offen
rummy40-typed-run = folge reihe straße strasse
rummy40-typed-set = satz drilling vierling
rummy40-typed-low = unten tief
rummy40-typed-high = oben hoch
rummy40-typed-and = und
rummy40-typed-fillers = vom von der die das den dem an auf in zu zum zur aus
command-assist = tipps tipp vorschlag vorschläge vorschlaege
command-discards = ablage ablagestapel

## Die Hilfe.
rummy40-key-table = die Kombinationen auf dem Tisch, wer rausgekommen ist, die oberste Karte des Ablagestapels, der Talon und die Kartenzahl jedes Spielers
rummy40-key-opponents = die Kartenzahl jedes Gegners, und ob er rausgekommen ist
rummy40-key-assist = die Kombinationen deiner Hand, was an den Tisch passt, und was dein Zug noch verlangt
rummy40-key-discards = der ganze Ablagestapel, wenn dieser Tisch ihn zeigt
rummy40-key-actions = was du jetzt tun kannst, mit Beispielen
rummy40-key-scores = die Chips, und die Strafpunkte in der Ausscheidungspartie
rummy40-key-braille = deine Hand und die oberste Karte des Ablagestapels in Braille
rummy40-help-moves-1 = Tippe einen Zug und drück Enter. Zieh talon, oder zieh ablage, um die oberste Karte des Ablagestapels zu nehmen.
rummy40-help-moves-2 = Zum Auslegen tippst du melde und die Karten, in beliebiger Reihenfolge, zum Beispiel melde 7 H 8 H 9 H, oder melde Herz 7, Herz 8 und Herz 9. Können die Karten Folge oder Satz sein, sag zuerst folge oder satz, etwa melde folge 7 P JK JK.
rummy40-help-moves-3 = Zum Anlegen tippst du leg, die Karte und die Kombination, etwa leg 10 H an 2. Ein Joker an einer Folge braucht oben oder unten, etwa leg JK an 2 oben. Einen Joker holst du mit ersetze, der Karte für ihn und der Kombination, etwa ersetze 6 X 1, bei einem Dreiersatz mit beiden fehlenden, etwa ersetze 10 X 10 H 1.
rummy40-help-moves-4 = Zum Abwerfen tippst du wirf und eine Karte, zum Beispiel wirf { $code }, oder wirf { $card }.

## Die Regeln kurz, für die Hilfetaste.
rummy40-rules-1 = Rummy 40 spielen 2 bis 4 Spieler mit zwei französischen Blättern und zwei Jokern. Jeder bekommt 13 Karten.
rummy40-rules-2 = In deinem Zug ziehst du vom Talon oder nimmst die oberste Karte vom Ablagestapel, legst Kombinationen aus, wenn du kannst, und wirfst dann eine Karte ab.
rummy40-rules-3 = Eine Kombination ist eine Folge aus drei oder mehr Karten einer Farbe, oder ein Satz aus drei oder vier Karten mit gleichem Wert in verschiedenen Farben. Ein Joker ersetzt jede Karte, höchstens zwei pro Kombination.
rummy40-rules-4 = Deine ersten Kombinationen in einem Zug müssen zusammen mindestens 40 wert sein, damit kommst du raus. Danach darfst du an jede Kombination anlegen, und einen Joker zurückholen, indem du die Karte einlegst, für die er steht.
rummy40-rules-5 = Wer zuerst keine Karten mehr hat, gewinnt die Kasse. Die anderen zahlen mit den Punkten, die sie noch auf der Hand haben, 15 für einen Joker.
