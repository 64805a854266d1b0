## King (RULES.md §4). Die Karten werden in Worten gesagt, "die Pik Dame", nie mit Farbsymbolen.
## Nachrichten, die auf -you enden, sprechen den Zuhörer an; die anderen nennen einen Spieler ($name).
## Jeder Satz enthält nur Buchstaben, Ziffern, Leerzeichen und . , ? ! ', damit der Screenreader
## kein Symbol vorliest, und jeder Eintrag einer Liste ist ein eigener Satz.
## Ein Spiel ist eine der zehn Runden, die Partie das Ganze; der Geber gibt. Die Karten mit
## Artikel ($card) stehen im Akkusativ (cards.ftl), also stehen sie hier nur, wo der Satz ihn braucht.

game-king = King

## Die Kartenwörter (Werte, Farben, Namen) stehen in cards.ftl; hier eine Hand nach Farben gelesen.

# Eine Anzahl Karten in Worten, damit man sie nicht für einen Wert hält.
king-count-cards = { $count ->
    [0] keine Karten
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
   *[other] { $count } Karten
}
# Eine Farbe der Hand, zwei Sätze: "Kreuz, drei Karten. Ass, 10 und 4." $ranks ist der zweite
# Satz und fehlt, wenn $count 0 ist. Das Programm schreibt den ersten groß.
king-hand-suit = { $count ->
    [0] { card-french-suit }, keine Karten.
   *[other] { card-french-suit }, { king-count-cards }. { $ranks }.
}
# Ein Punktestand oder ein Gebot mit dem Vorzeichen in Worten.
king-signed = { $sign ->
    [plus] plus { $points }
    [minus] minus { $points }
   *[zero] 0
}
king-bid-name = { $sign ->
    [minus] minus { $n }
   *[plus] plus { $n }
}

## Das Spiel, sein Name und was es kostet.
king-deal-name = { $deal ->
    [no_tricks] keine Stiche
    [no_hearts] kein Herz
    [no_queens] keine Damen
    [no_kings_jacks] keine Könige und Buben
    [king_of_hearts] Herz König
    [last_two] die letzten zwei Stiche
   *[positive] Plusspiel
}
king-deal-cost = { $deal ->
    [no_tricks] Minus 20 für jeden Stich.
    [no_hearts] Minus 20 für jedes Herz.
    [no_queens] Minus 50 für jede Dame.
    [no_kings_jacks] Minus 30 für jeden König und jeden Buben.
    [king_of_hearts] Minus 160 für den Herz König.
    [last_two] Minus 90 für jeden der letzten zwei Stiche.
   *[positive] Plus 25 für jeden Stich, oder im negativen Kontrakt 325 minus 75 für jeden Stich.
}
king-deal-number = Spiel { $deal }, { $name }.
king-deal-title = Spiel { $deal } von { $deals }, { $name }.
king-dealer = { $name } gibt.
king-dealer-you = Du gibst.
king-dealt = { $name } bekommt { $count } Karten.
# $cards ist die Hand nach Farben, Sätze, die mit einem Punkt enden.
king-dealt-you = Deine Hand. { $cards }

## Die Versteigerung, RULES.md 4.6. $bid ist ein Gebot wie "plus 3".
king-pass = { $name } passt.
king-pass-you = Du passt.
king-bid = { $name } bietet { $bid }.
king-bid-you = Du bietest { $bid }.
king-hold = { $name } hält { $bid }.
king-hold-you = Du hältst { $bid }.
king-accept = { $name } nimmt an.
king-accept-you = Du nimmst an.
king-refuse = { $name } verkauft nicht.
king-refuse-you = Du verkaufst nicht.
# $worth ist king-worth-plus oder king-worth-minus.
king-ultimatum = { $name } stellt ein Ultimatum von { $bid }, { $worth }.
king-ultimatum-you = Du stellst ein Ultimatum von { $bid }, { $worth }.
king-decline = { $name } lehnt ab.
king-decline-you = Du lehnst ab.
king-fail = { $name } erklärt die Versteigerung für gescheitert.
king-fail-you = Du erklärst die Versteigerung für gescheitert.
king-bidding-over = Das Bieten ist vorbei. { $name } entscheidet.
king-bidding-over-you = Das Bieten ist vorbei. Du entscheidest.
king-sold = { $name } kauft die Wahl des Kontrakts für { $bid }.
king-sold-you = Du kaufst die Wahl des Kontrakts für { $bid }.
king-kept = { $name } behält die Wahl des Kontrakts, und niemand zahlt dafür.
king-kept-you = Du behältst die Wahl des Kontrakts, und niemand zahlt dafür.

## Wer wem zahlt, RULES.md KG-18. $payer ist der Käufer, $payee der Geber, der verkauft hat;
## $who sagt, wer von beiden der Zuhörer ist: payer, payee oder other.
# Gesagt, wenn die Wahl des Kontrakts zu einem festen Preis verkauft wird: ein Plusgebot, oder
# ein Minusgebot mit der Option der festen Zahlung.
king-terms-fixed = { $who ->
    [payer] Am Ende des Spiels zahlst du { $points } an { $payee }.
    [payee] Am Ende des Spiels zahlt dir { $payer } { $points }.
   *[other] Am Ende des Spiels zahlt { $payer } { $points } an { $payee }.
}
# Gesagt, wenn sie für ein Minusgebot verkauft wird: der Käufer übernimmt höchstens $count Stiche
# des Gebers, für je $points.
king-terms-takeover = { $who ->
    [payer] Du übernimmst höchstens { $count ->
        [1] einen Stich
        [2] zwei Stiche
       *[other] { $count } Stiche
    } von { $payee } und zahlst am Ende des Spiels für jeden { $points } an { $payee }.
    [payee] { $payer } übernimmt höchstens { $count ->
        [1] einen deiner Stiche
        [2] zwei deiner Stiche
       *[other] { $count } deiner Stiche
    } und zahlt dir am Ende des Spiels für jeden { $points }.
   *[other] { $payer } übernimmt höchstens { $count ->
        [1] einen Stich
        [2] zwei Stiche
       *[other] { $count } Stiche
    } von { $payee } und zahlt am Ende des Spiels für jeden { $points } an { $payee }.
}
# Gesagt nach einem Stich des Gebers, den der Käufer eines Minusgebots übernimmt.
king-trick-takeover = { $who ->
    [payer] Du übernimmst diesen Stich von { $payee } und zahlst dafür am Ende des Spiels { $points } an { $payee }.
    [payee] { $payer } übernimmt diesen Stich von dir und zahlt dir dafür am Ende des Spiels { $points }.
   *[other] { $payer } übernimmt diesen Stich von { $payee } und zahlt dafür am Ende des Spiels { $points } an { $payee }.
}
# Die Zahlung am Ende des Spiels, zu einem festen Preis.
king-paid-fixed = { $who ->
    [payer] Du zahlst { $points } an { $payee }, den Preis für { $bid }.
    [payee] { $payer } zahlt dir { $points }, den Preis für { $bid }.
   *[other] { $payer } zahlt { $points } an { $payee }, den Preis für { $bid }.
}
# Die Zahlung am Ende des Spiels für übernommene Stiche des Gebers; $count ist 1 oder 2.
king-paid-takeover = { $who ->
    [payer] Du zahlst { $points } an { $payee } für { $count ->
        [1] einen übernommenen Stich
        [2] zwei übernommene Stiche
       *[other] { $count } übernommene Stiche
    }.
    [payee] { $payer } zahlt dir { $points } für { $count ->
        [1] einen übernommenen Stich von dir
        [2] zwei übernommene Stiche von dir
       *[other] { $count } übernommene Stiche von dir
    }.
   *[other] { $payer } zahlt { $points } an { $payee } für { $count ->
        [1] einen übernommenen Stich
        [2] zwei übernommene Stiche
       *[other] { $count } übernommene Stiche
    }.
}
# Der Geber hat keinen Stich gemacht, also gab es nichts zu übernehmen.
king-paid-nothing = { $who ->
    [payer] { $payee } hat keinen Stich gemacht, also zahlst du nichts.
    [payee] Du hast keinen Stich gemacht, also zahlt dir { $payer } nichts.
   *[other] { $payee } hat keinen Stich gemacht, also zahlt { $payer } nichts.
}

## Der Kontrakt eines Plusspiels.
king-contract = { $name } wählt { $contract ->
    [hearts] Herz
    [diamonds] Karo
    [clubs] Kreuz
    [spades] Pik
    [notrump] ohne Trumpf
   *[negative] den negativen Kontrakt
}.
king-contract-you = Du wählst { $contract ->
    [hearts] Herz
    [diamonds] Karo
    [clubs] Kreuz
    [spades] Pik
    [notrump] ohne Trumpf
   *[negative] den negativen Kontrakt
}.
king-contract-terms = { $contract ->
    [hearts] Herz ist Trumpf. Plus 25 für jeden Stich.
    [diamonds] Karo ist Trumpf. Plus 25 für jeden Stich.
    [clubs] Kreuz ist Trumpf. Plus 25 für jeden Stich.
    [spades] Pik ist Trumpf. Plus 25 für jeden Stich.
    [notrump] Ohne Trumpf. Plus 25 für jeden Stich.
   *[negative] Ohne Trumpf. Jeder fängt mit 325 an und verliert 75 für jeden Stich.
}

## Das Stichspiel.
king-leads = { $name } spielt aus.
king-play = { $name } spielt { $card }.
king-play-you = Du spielst { $card }.
# Danach ein Satz, was der Stich gekostet oder gebracht hat, king-value.
king-trick = { $name } gewinnt Stich { $number } durch { $card }.
king-trick-you = Du gewinnst Stich { $number } durch { $card }.
king-trick-counts = { $count ->
    [one] Bisher ein Stich.
   *[other] Bisher { $count } Stiche.
}
# Was ein Stich gekostet oder gebracht hat: "Zwei Herz, minus 40." Das Programm schreibt ihn groß.
king-value-none = keine Strafe.
king-value-points = { $points }.
king-value-hearts = { $count ->
    [one] ein Herz
   *[other] { number-word } Herz
}, { $points }.
king-value-cards = für { $cards }, { $points }.

## Das Ende eines Spiels und der Partie. $scores ist eine Liste, "du plus 25, Anna 0", die das
## Programm mit einem großen Buchstaben beginnt.
king-deal-early = Alle Strafkarten sind vergeben, also endet das Spiel.
king-deal-failed = Die Versteigerung ist gescheitert, also wird das Spiel nicht gespielt.
king-deal-end = Ende von Spiel { $deal }, { $name }.
# Was die Stiche gebracht haben, bevor der Käufer den Geber bezahlt.
king-trick-scores = Für die Stiche. { $scores }.
king-deal-scores = Dieses Spiel. { $scores }.
king-totals = Gesamt. { $scores }.
king-match-shared = { $names } teilen sich den ersten Platz.
# $names beginnt mit dir: "Du und Anna teilt euch den ersten Platz."
king-match-shared-you = { $names } teilt euch den ersten Platz.

## Aufforderungen.
king-your-lead = Du spielst aus.
king-your-follow = Du bist dran, { card-french-suit } ist ausgespielt.
king-your-contract = Bestimme den Kontrakt.
king-your-bid = { $bid ->
    [none] Dein Gebot. Noch hat niemand geboten.
   *[other] Dein Gebot. Das Höchstgebot ist { $bid }.
}
king-your-decision = Du entscheidest. { $name } bietet { $bid }.
king-your-decision-none = Du entscheidest. Niemand hat geboten.
king-your-ultimatum = Das Ultimatum von { $name } ist { $bid }. Annehmen oder ablehnen?

## Rückfragen, der Spieler schreibt ja oder nein.
king-confirm-sell = Die Wahl des Kontrakts für { $bid } an { $name } verkaufen? Tippe ja oder nein.
king-confirm-ultimatum-accept = Das Ultimatum von { $bid } annehmen, { $worth }? Tippe ja oder nein.
king-confirm-ultimatum = Ein Ultimatum von { $bid } stellen? Wenn niemand es annimmt, spielst du das Spiel selbst. Tippe ja oder nein.
king-confirm-fail = Die Versteigerung für gescheitert erklären? Das Spiel wird nicht gespielt. Du bekommst 100, die anderen je 75. Tippe ja oder nein.

## Fehler, klein geschriebene Satzteile in error-not-possible.
king-error-not-in-hand = du hast { $card } nicht
king-error-must-follow = du musst { card-french-suit } bedienen
king-error-must-play-kh = du hast kein { card-french-suit }, also musst du den Herz König spielen
king-error-lead = { $card } darfst du jetzt nicht ausspielen
king-error-no-heart-lead = du darfst kein Herz ausspielen, solange du eine andere Farbe hast
king-error-no-kh-lead = den Herz König darfst du nur als letzte Karte ausspielen
king-error-bid-low = { $bid ->
    [none] das ist kein Gebot der Gebotsleiter
   *[other] ein Gebot muss höher sein als { $bid }
}
king-error-hold = { $bid ->
    [none] es gibt kein Gebot zum Halten
   *[other] { $bid } darfst du nur halten, wenn es ein Spieler nach dir geboten hat
}
king-error-not-now = dafür ist jetzt nicht der Moment

## Fragen.
# $cards ist die Hand nach Farben, Sätze, die mit einem Punkt enden.
king-hand-you = Deine Hand, { king-count-cards }. { $cards }
king-hand-empty-you = Du hast keine Karten mehr.
king-no-trick = Gerade läuft kein Stich.
king-to-lead = { $name } spielt als Nächstes aus.
king-to-lead-you = Du spielst als Nächstes aus.
# Eine Karte eines Stichs, ein eigener Satz.
king-trick-item = { $name } spielt { $card }.
king-trick-item-you = Du spielst { $card }.
king-current-trick = Auf dem Tisch. { $cards }
king-last-none = In diesem Spiel wurde noch kein Stich gespielt.
king-last-gone = Du hast in diesem Stich schon gespielt, also ist der letzte nicht mehr zu hören.
king-last-top-only = In der fairen Variante für Blinde ist ein Stich nicht mehr zu hören, sobald er eingesammelt ist.
king-last-trick = Stich { $number }. { $cards }
king-last-taken = { $name } hat ihn gemacht.
king-last-taken-you = Du hast ihn gemacht.
king-tricks-item = { $name } { $count }
king-tricks-won = Gemachte Stiche. { $items }.
king-cards-left = { $count ->
    [one] Jeder hat noch eine Karte.
   *[other] Jeder hat noch { $count } Karten.
}
king-you-won = { $count ->
    [0] Du hast keine Stiche.
    [one] Du hast einen Stich.
   *[other] Du hast { $count } Stiche.
}
king-taken-no-cards = In diesem Spiel gibt es keine Strafkarten.
king-taken-unavailable = An diesem Tisch werden die Strafkarten der Spieler nicht aufgezählt. Dafür muss die Option Stichverlauf auf Strafkarten oder vollständig stehen.
# Die Strafkarten eines Spielers, ein eigener Satz.
king-taken-item = { $count ->
    [0] { $name } hat keine.
   *[other] { $name } hat { $cards }.
}
king-taken-item-you = { $count ->
    [0] Du hast keine.
   *[other] Du hast { $cards }.
}
king-taken = Strafkarten bisher. { $items }
king-auction-none = In diesem Spiel gibt es keine Versteigerung.
king-auction-empty = Noch hat niemand geboten.
# $steps sind Sätze: "Anna bietet plus 2. Bruno passt."
king-auction-so-far = Das Bieten bisher. { $steps }
king-auction-high = Das Höchstgebot ist { $bid }, von { $name }.
king-auction-over = Das Bieten ist vorbei.
king-worth-plus = dem Geber { $points } wert
king-worth-minus = dem Geber { $points } wert für jeden Stich, den er macht, bis zu { $count ->
    [1] einem Stich
    [2] zwei Stichen
   *[other] { $count } Stichen
}
# Eine Stufe der Gebotsleiter, ein eigener Satz.
king-ladder-item = { $bid }, { $worth }.
king-ladder = Die Gebote, das niedrigste zuerst. { $items }
king-after-deals = { $count ->
    [0] Noch kein Spiel beendet.
    [one] Nach einem Spiel.
   *[other] Nach { $count } Spielen.
}
king-may-play = Spielen darfst du { $cards }.
king-must-follow = Du musst { card-french-suit } bedienen.
king-must-discard-kh = Du hast kein { card-french-suit } und musst den Herz König spielen.
king-void = Du hast kein { card-french-suit }, also ist jede Karte erlaubt.
king-lead-any = Du spielst aus, jede Karte ist erlaubt.
king-no-heart-lead = Du spielst aus, aber kein Herz, solange du eine andere Farbe hast.
king-no-kh-lead = Du spielst aus, aber den Herz König nur als letzte Karte.
# Was du tun kannst, eine Möglichkeit je Zeile: der Zug, dann was er bedeutet, in Sätzen.
# Das Programm schreibt $action und $worth groß; $terms ist king-contract-terms.
king-effect-bid = { $action }. { $worth }.
king-effect-contract = { $action }. { $terms }
king-effect-buy = { $action }. Du kaufst die Wahl des Kontrakts für { $bid }, { $worth }.
king-effect-sell = { $action }. { $name } kauft die Wahl des Kontrakts für { $bid }, { $worth }.
king-effect-pass = { $action }. Du steigst aus dem Bieten aus.
king-effect-hold = { $action }. Du gehst mit dem Höchstgebot mit, und es gehört dir.
king-effect-refuse = { $action }. Du bestimmst den Kontrakt selbst.
king-effect-fail = { $action }. Das Spiel wird nicht gespielt. Du bekommst 100, die anderen je 75.
king-effect-decline = { $action }. Der nächste Bieter wird gefragt.
king-intro = { $count ->
    [one] Ein Spiel
   *[other] { $count } Spiele
}, { $negative ->
    [0] kein Minusspiel
    [one] ein Minusspiel
   *[other] { $negative } Minusspiele
} und { $positive ->
    [0] kein Plusspiel.
    [one] ein Plusspiel.
   *[other] { $positive } Plusspiele.
}
king-intro-auction = Der Geber eines Plusspiels darf die Wahl des Kontrakts versteigern.
king-intro-simple = Der Geber eines Plusspiels bestimmt den Kontrakt.
king-intro-history-full = Jeder gespielte Stich lässt sich nachhören.
king-intro-history-penalty_cards = Die Strafkarten, die jeder bekommen hat, lassen sich nachhören.
king-intro-top-only = Faire Variante für Blinde. Du hörst den laufenden Stich, nicht den letzten.
king-braille-hand = hand { $cards }
king-braille-trick = stich { $cards }
king-braille-none = keine

## Die Züge, wie sie aufgezählt und getippt werden.
king-action-play = spiele { $arg }
king-action-bid = biete { $arg }
king-action-hold = halte
king-action-pass = passe
king-action-accept = annehmen
king-action-refuse = behalte
king-action-ultimatum = ultimatum { $arg }
king-action-fail = gescheitert
king-action-decline = ablehnen
king-action-contract = bestimme { $arg ->
    [hearts] Herz
    [diamonds] Karo
    [clubs] Kreuz
    [spades] Pik
    [notrump] ohne Trumpf
   *[negative] negativ
}
# Die Wörter, mit denen jeder getippte Zug beginnt; das erste wird aufgezählt. Erste Wörter
# nehmen ihren Anfangsbuchstaben als Taste weg, außer a b h o r t u: spiele kostet die Taste s,
# dafür gibt es kein gutes anderes Wort. Annehmen und ablehnen lassen sich nicht in einem
# Wort befehlen, vertrag und verzichte nähmen die Taste v, wähle die Taste w.
king-command-play = spiele spiel spielen lege leg legen
king-command-bid = biete bieten gebot reize reizen
king-command-hold = halte halten
king-command-pass = passe pass passen
king-command-accept = annehmen akzeptiere akzeptieren angenommen
king-command-refuse = behalte behalten
king-command-ultimatum = ultimatum
king-command-fail = gescheitert scheitern abbrechen abbruch
king-command-decline = ablehnen abgelehnt verzichte verzichten
king-command-contract = bestimme bestimmen wähle waehle wählen waehlen vertrag kontrakt
king-typed-plus = plus
king-typed-minus = minus
# Durch Kommas getrennte Wendungen für jeden Kontrakt.
king-typed-contract-hearts = herz, herzen
king-typed-contract-diamonds = karo, caro, eckstein
king-typed-contract-clubs = kreuz, treff
king-typed-contract-spades = pik, schippe, schüppe, schueppe
king-typed-contract-notrump = ohne trumpf, ohne, ohnetrumpf, sans
king-typed-contract-negative = negativ, minus, negativer kontrakt, negativen kontrakt

## Issue 25 Punkt 6: ein Zugwort ohne das, was es braucht, sagt, was es braucht.
king-needs-play = Um eine Karte zu spielen, tippst du { $word } und die Karte, zum Beispiel { $word } { $card }, oder { $word } { $code }.
king-needs-bid = Zum Bieten tippst du { $word } und eine Stufe der Gebotsleiter, plus oder minus eine Zahl, zum Beispiel { $word } { $bid }.
king-needs-ultimatum = Für ein Ultimatum tippst du { $word } und eine Stufe der Gebotsleiter, zum Beispiel { $word } { $bid }.
king-needs-contract = Um den Kontrakt zu bestimmen, tippst du { $word } und seinen Namen, zum Beispiel { $word } { $first }, oder { $word } { $second }.

## Getippte Wörter der Konsole für die eigenen Fragen von King.
command-last = letzter letzte
command-taken = strafkarten strafen
command-auction = versteigerung gebote auktion
command-ladder = gebotsleiter leiter werte

king-rules-1 = King spielt man zu viert, mit 52 Karten, über zehn Spiele. Jeder spielt für sich.
king-rules-2 = Du musst die ausgespielte Farbe bedienen, wenn du kannst. Die höchste Karte der ausgespielten Farbe gewinnt den Stich, oder der höchste Trumpf.
king-rules-3 = Die ersten sechs Spiele sind Minusspiele. Vermeide Stiche, Herz, Damen, Könige und Buben, den Herz König und die letzten zwei Stiche.
king-rules-4 = Die letzten vier Spiele sind Plusspiele. Den Kontrakt bestimmt der Geber, oder wer ihm dieses Recht abkauft. Plus 25 für jeden Stich.
king-rules-5 = Wer nach dem letzten Spiel die höchste Summe hat, gewinnt.
