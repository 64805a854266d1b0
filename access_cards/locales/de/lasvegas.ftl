## Las Vegas (RULES.md §3): die Wörter von docs/rules/lasvegas.de.md. Gesprochene Sätze enthalten
## nur Buchstaben, Ziffern, Leerzeichen und . , ? ! ' . $name ist ein anderer Spieler; eine
## Nachricht auf -you spricht den betroffenen Spieler an. Karten kommen im Akkusativ, "die Coppe 4",
## "den Spade Reiter" (cards.ftl). Chips immer als Ziffern. Der Einsatz ist das Ante; für die
## Wette in einer Runde steht "setzen", "gesetzt".

game-lasvegas = Las Vegas

## Zahlen und Namen.
lasvegas-chips = { $count ->
    [1] 1 Chip
   *[other] { $count } Chips
}
lasvegas-cards = { $count ->
    [0] keine Karten
    [1] 1 Karte
   *[other] { $count } Karten
}
lasvegas-signed = { $sign ->
    [plus] plus { $amount }
    [minus] minus { $amount }
   *[zero] 0
}
# Eine Setzrunde nach ihrer Nummer, 1 bis 5, in "Ende der ersten Setzrunde".
lasvegas-round-name = { $round ->
    [1] ersten
    [2] zweiten
    [3] dritten
    [4] vierten
   *[5] fünften
}
# Eine Karte in der Mitte nach ihrer Stelle, 1 bis 4, in "Die erste Karte in der Mitte".
lasvegas-centre-name = { $position ->
    [1] erste
    [2] zweite
    [3] dritte
   *[4] vierte
}
# Ein Wert mit Artikel, im Nominativ, für eine Karte in der Mitte, die man nur als Wert hört: "eine 7".
lasvegas-rank-a = { $rank ->
    [1] ein Ass
    [8] ein Bube
    [9] ein Reiter
    [10] ein König
   *[other] eine { $rank }
}
# Wer zuhört, in einer Liste nach "an" oder "für": "an dich und Bruno".
lasvegas-you-object = dich
# Eine Liste von Spielern und Beträgen: "Bruno plus 6, du minus 4".
lasvegas-item = { $name } { $amount }

## Das Geben.
lasvegas-hand-number = Spiel { $deal }.
lasvegas-dealer = { $name } gibt.
lasvegas-dealer-you = Du gibst.
lasvegas-ante = { $count ->
    [1] Einsatz von { $ante } für { $names }.
   *[other] Jeder zahlt { $ante } als Einsatz.
} Im Pot sind { $pot }.
lasvegas-dealt = { $name } bekommt 3 Karten.
lasvegas-dealt-you = Du bekommst { $cards }. Summe { $total }.

## Das Setzen.
lasvegas-round = { $round ->
    [1] Erste
    [2] Zweite
    [3] Dritte
    [4] Vierte
   *[5] Fünfte und letzte
} Setzrunde.
lasvegas-first = { $name } beginnt.
lasvegas-skipped = Keiner hat noch Chips zum Setzen, also fällt die Setzrunde aus.
lasvegas-round-end = Ende der { lasvegas-round-name } Setzrunde, Pot { $pot }.
lasvegas-check = { $name } checkt.
lasvegas-check-you = Du checkst.
lasvegas-bet = { $name } setzt { $amount }.
lasvegas-bet-you = Du setzt { $amount }.
lasvegas-raise = { $name } erhöht um { $by } und zahlt { $amount } ein.
lasvegas-raise-you = Du erhöhst um { $by } und zahlst { $amount } ein.
lasvegas-call = { $name } geht mit und zahlt { $amount }.
lasvegas-call-you = Du gehst mit und zahlst { $amount }.
lasvegas-call-short = { $name } geht mit, aber nur mit den letzten { $count } Chips, weniger als die gesetzten { $level }.
lasvegas-call-short-you = Du gehst mit, aber nur mit deinen letzten { $count } Chips, weniger als die gesetzten { $level }.
lasvegas-all-in = { $name } ist all in.
lasvegas-all-in-you = Du bist all in.
lasvegas-fold = { $name } passt.
lasvegas-fold-you = Du passt, und deine Karten gehen ungesehen zurück.
lasvegas-still-in = Noch dabei, { $names }.
lasvegas-pot = Pot { $pot }.
lasvegas-to-call = { $amount } zum Mitgehen.
lasvegas-next-to-call = { $name } muss { $amount } zahlen, um mitzugehen.
lasvegas-level = Gesetzt sind jetzt { $level }.
lasvegas-stack-left = { $name } hat noch { lasvegas-chips }.
lasvegas-stack-left-you = Du hast noch { lasvegas-chips }.

## Eine Karte in der Mitte wird aufgedeckt.
lasvegas-reveal = Die { lasvegas-centre-name } Karte in der Mitte zeigt { $card }.
lasvegas-face-down = { $count ->
    [0] In der Mitte liegt keine Karte mehr verdeckt.
    [1] In der Mitte liegt noch 1 Karte verdeckt.
   *[other] In der Mitte liegen noch { $count } Karten verdeckt.
}
lasvegas-discard = { $name } wirft { $cards } ab { $left ->
    [0] und hat keine Karten mehr.
    [1] und hat noch 1 Karte.
   *[other] und hat noch { $left } Karten.
}
lasvegas-discard-you = Du wirfst { $cards } ab.
lasvegas-own-hand-you = { $count ->
    [0] Du hast keine Karten mehr.
    [1] Du hast noch 1 Karte, { $cards }. Summe { $total }.
   *[other] Du hast noch { $count } Karten, { $cards }. Summe { $total }.
}
lasvegas-own-hand = { $name } hat { lasvegas-cards } übrig.
lasvegas-nobody-discards = Keiner wirft ab.
lasvegas-sizes = Karten auf der Hand. { $items }.

## Das Ende eines Spiels.
lasvegas-fold-win = Alle anderen haben gepasst. { $name } bekommt den Pot von { $pot }.
lasvegas-fold-win-you = Alle anderen haben gepasst. Du bekommst den Pot von { $pot }.
# $how: on, die letzte Karte wurde auf eine Karte in der Mitte abgeworfen; showdown, die Hand war beim Showdown leer.
lasvegas-las-vegas = { $how ->
    [on] Las Vegas! { $name } hat die letzte Karte abgeworfen
   *[showdown] Las Vegas! { $name } hat beim Showdown keine Karten mehr
}{ $whole ->
    [yes] {" "}und bekommt den ganzen Pot von { $pot }.
   *[no] {" "}und bekommt { $share } vom Pot von { $pot }.
}
lasvegas-las-vegas-you = { $how ->
    [on] Las Vegas! Du hast deine letzte Karte abgeworfen
   *[showdown] Las Vegas! Du hast beim Showdown keine Karten mehr
}{ $whole ->
    [yes] {" "}und bekommst den ganzen Pot von { $pot }.
   *[no] {" "}und bekommst { $share } vom Pot von { $pot }.
}
lasvegas-las-vegas-many = Las Vegas! Keine Karten mehr für { $names }. Der Pot von { $pot } wird geteilt. { $items }.
lasvegas-showdown = Showdown.
lasvegas-shows = { $name } zeigt { $cards }, Summe { $total }.
lasvegas-shows-you = Du zeigst { $cards }, Summe { $total }.
lasvegas-shows-none = { $name } hat keine Karten, Summe 0.
lasvegas-shows-none-you = Du hast keine Karten, Summe 0.
# $n: you du allein, one ein anderer, withyou du mit anderen, many mehrere andere.
lasvegas-low = Niedrigste Summe, { $names } mit { $total }. { $n ->
    [you] Du bekommst die untere Hälfte, { $half }.
    [one] Dafür gibt es die untere Hälfte, { $half }.
    [withyou] Ihr teilt euch die untere Hälfte, { $half }.
   *[many] Sie teilen sich die untere Hälfte, { $half }.
}
lasvegas-high = Höchste Summe, { $names } mit { $total }. { $n ->
    [you] Du bekommst die obere Hälfte, { $half }.
    [one] Dafür gibt es die obere Hälfte, { $half }.
    [withyou] Ihr teilt euch die obere Hälfte, { $half }.
   *[many] Sie teilen sich die obere Hälfte, { $half }.
}
lasvegas-tie = Alle gleich mit { $total }. Der ganze Pot von { $pot } geht zu gleichen Teilen an { $names }.
lasvegas-shares = { $items }.
# Mit Nebenpots jeder Pot für sich: "Pot 2 von 3, 8 Chips, für Bruno und Carla."
lasvegas-pot-part = Pot { $number } von { $count }, { $amount } Chips, für { $names }.
lasvegas-pot-single = Pot { $number } von { $count }, { $amount } Chips, geht an { $name } zurück, weil sonst keiner daran beteiligt ist.
lasvegas-pot-single-you = Pot { $number } von { $count }, { $amount } Chips, geht an dich zurück, weil sonst keiner daran beteiligt ist.
lasvegas-pot-las-vegas = Er geht durch Las Vegas an { $names }.
lasvegas-odd-pot = Der Pot von { $pot } ist ungerade, also geht der Extrachip an die { $half ->
    [low] untere Hälfte.
   *[high] obere Hälfte.
}
lasvegas-odd-leftover = { $count ->
    [1] Der übrige Chip { $part ->
        [low] der unteren Hälfte
        [high] der oberen Hälfte
       *[whole] des geteilten Pots
    } geht an { $names }, den Ersten nach dem Geber.
   *[other] Die { $count } übrigen Chips { $part ->
        [low] der unteren Hälfte
        [high] der oberen Hälfte
       *[whole] des geteilten Pots
    } gehen einzeln an { $names }, der Reihe nach ab dem Geber.
}
lasvegas-nets = In diesem Spiel. { $items }.
lasvegas-nets-none = In diesem Spiel gewinnt und verliert keiner Chips.
lasvegas-stacks = Chips. { $items }.
lasvegas-stacks-final = Chips am Ende. { $items }.
lasvegas-eliminated = { $name } kann den Einsatz nicht zahlen und scheidet aus, mit { lasvegas-chips }.
lasvegas-eliminated-you = Du kannst den Einsatz nicht zahlen und scheidest aus, mit { lasvegas-chips }.
lasvegas-players-left = { $count ->
    [1] Es bleibt 1 Spieler.
   *[other] Es bleiben { $count } Spieler.
}
lasvegas-hand-over = Ende von Spiel { $deal }.
lasvegas-match-shared = Geteilter erster Platz für { $names }.

## Fragen: die Hand, die Mitte, der Pot, die Spieler.
lasvegas-hand-you = Du hast { $cards }. Summe { $total }.
lasvegas-hand-empty-you = Du hast keine Karten mehr, Summe 0.
lasvegas-hand-folded-you = Du hast in diesem Spiel gepasst.
lasvegas-hand-out-you = Du bist aus der Partie ausgeschieden.
lasvegas-no-centre = In der Mitte ist noch keine Karte aufgedeckt.
# Voller Tisch: jede Karte in der Mitte mit dem, was darauf liegt, ein Satz für jeden Spieler.
lasvegas-centre = Die { lasvegas-centre-name } Karte in der Mitte zeigt { $card }.
lasvegas-centre-bare = Darauf liegt nichts.
lasvegas-centre-on = Darauf wurde abgeworfen.
lasvegas-centre-item = { $name } hat { $cards } abgeworfen.
lasvegas-centre-item-you = Du hast { $cards } abgeworfen.
# Die faire Variante für Blinde: nur der Wert und die Zahl der Karten.
lasvegas-centre-top = Die { lasvegas-centre-name } Karte in der Mitte ist { $rank }, darauf { lasvegas-cards }.
lasvegas-pot-is = Im Pot sind { $pot }.
lasvegas-no-bet = In dieser Runde hat noch keiner gesetzt.
lasvegas-bet-is = In dieser Runde sind { $level } gesetzt.
lasvegas-put-in = In dieser Runde eingezahlt. { $items }.
lasvegas-need = { $amount ->
    [0] { $name } muss zum Mitgehen nichts zahlen.
   *[other] { $name } braucht { $amount } zum Mitgehen.
}
lasvegas-need-you = { $amount ->
    [0] Du musst zum Mitgehen nichts zahlen.
   *[other] Du brauchst { $amount } zum Mitgehen.
}
lasvegas-player = { $name }, { $cards ->
    [0] keine Karten
    [1] 1 Karte
   *[other] { $cards } Karten
}, { $chips ->
    [1] 1 Chip
   *[other] { $chips } Chips
}{ $state ->
    [checked] , hat gecheckt.
    [allin] , all in.
   *[other] .
}
lasvegas-folded = Ausgestiegen, { $names }.
lasvegas-out = Aus der Partie ausgeschieden, { $names }.
lasvegas-alone = Sonst ist keiner mehr im Spiel.
lasvegas-turn = { $name } ist dran, { $amount ->
    [0] nichts zum Mitgehen.
   *[other] { $amount } zum Mitgehen.
}
lasvegas-turn-you = Du bist dran, { $amount ->
    [0] nichts zum Mitgehen.
   *[other] { $amount } zum Mitgehen.
}
lasvegas-hand-of = { $hands ->
    [0] Spiel { $deal }.
   *[other] Spiel { $deal } von { $hands }.
}
lasvegas-in-round = { lasvegas-round } Pot { $pot }.
lasvegas-last = Letztes Spiel, { $how ->
    [fold] der Pot von { $pot } ging an { $names }, weil alle anderen gepasst haben.
    [las_vegas] der Pot von { $pot } ging durch Las Vegas an { $names }.
   *[showdown] der Pot von { $pot } ging beim Showdown an { $names }.
}

## Was du tun kannst, Taste a. Teile von lasvegas-may, mit "oder" verbunden.
lasvegas-may = Du kannst { $options }.
lasvegas-may-check = checken
lasvegas-may-bet = { $one ->
    [yes] { $low } setzen
   *[no] { $low } bis { $high } setzen
}
lasvegas-may-call = { $allin ->
    [yes] mit { $count ->
        [1] deinem letzten Chip
       *[other] deinen letzten { $count } Chips
    } mitgehen
   *[no] für { $amount } mitgehen
}
lasvegas-may-raise = { $one ->
    [yes] um { $low } erhöhen
   *[no] um { $low } bis { $high } erhöhen
}
lasvegas-may-fold = passen
lasvegas-cannot-call = Du kannst nicht für { $amount } mitgehen, du hast nur { lasvegas-chips }.

## Der Anfang, die Aufforderung, Braille.
lasvegas-intro = Jeder der { $players } Spieler beginnt mit { lasvegas-chips }, und der Einsatz ist { $ante }.
lasvegas-intro-length = { $hands ->
    [0] Die Partie geht, bis ein Spieler alle Chips hat.
    [1] Die Partie dauert 1 Spiel.
   *[other] Die Partie dauert { $hands } Spiele.
}
lasvegas-intro-min-bet = Man setzt mindestens { $amount } und erhöht um mindestens { $amount }.
lasvegas-intro-figures = Bube, Reiter und König zählen 10, und ein Ass 1, oder 11, wenn du zwei oder mehr hast.
lasvegas-intro-most-cards = In jeder Setzrunde beginnt der Spieler mit den meisten Karten.
lasvegas-intro-check-raise = Wer gecheckt hat, darf in derselben Runde noch erhöhen.
lasvegas-intro-side-pots = Beim Setzen gibt es keine Obergrenze. Wer zu wenig Chips hat, geht all in, und es gibt Nebenpots.
lasvegas-intro-no-cap = Beim Setzen gibt es keine Obergrenze, und wer nicht voll mitgehen kann, kann nur passen.
lasvegas-intro-at-showdown = Las Vegas wird erst beim Showdown ausgezahlt, nicht sofort.
lasvegas-intro-low-half = Der ungerade Chip eines geteilten Pots geht an die untere Hälfte.
lasvegas-intro-top-only = Die faire Variante für Blinde. Jede Karte in der Mitte hörst du nur als Wert und mit der Zahl der Karten darauf, und wer was abgeworfen hat, wird nur einmal gesagt.
lasvegas-your-turn = Du bist dran.
lasvegas-your-total = Pot { $pot }, deine Summe { $total }.
lasvegas-braille-hand = Hand { $cards }, Summe { $total }
lasvegas-braille-pot = Pot { $pot }, mitgehen { $call }
lasvegas-braille-centre = Mitte { $cards }
lasvegas-braille-none = keine

## Bestätigungen, ja oder nein.
lasvegas-confirm-bet = { $amount } setzen, alle deine Chips?
lasvegas-confirm-raise = Um { $by } erhöhen, mit allen deinen { lasvegas-chips }?
lasvegas-confirm-call = Mit { $count ->
    [1] deinem letzten Chip
   *[other] deinen letzten { $count } Chips
} mitgehen?

## Warum ein Zug nicht geht: Satzteile nach "Das geht nicht,".
lasvegas-error-nothing-to-call = in dieser Runde hat keiner gesetzt, also gibt es nichts zum Mitgehen
lasvegas-error-nothing-to-raise = in dieser Runde hat keiner gesetzt, also setzt du, statt zu erhöhen
lasvegas-error-cannot-fold = in dieser Runde hat keiner gesetzt, also musst du nicht passen, du kannst umsonst checken
lasvegas-error-facing-bet = in dieser Runde sind schon { $level } gesetzt, also kannst du nicht mehr { $kind ->
    [check] checken
   *[bet] setzen
}, und zum Mitgehen brauchst du { $amount }
lasvegas-error-cannot-cover = zum Mitgehen brauchst du { $amount } und hast nur { lasvegas-chips }
lasvegas-error-checked = du hast in dieser Runde gecheckt, also kannst du nur für { $amount } mitgehen oder passen
lasvegas-error-no-amount = { $kind ->
    [bet] jetzt kann keiner setzen
   *[raise] jetzt kann keiner erhöhen
}, { $cap ->
    [smallest_stack] denn ein Spieler im Spiel hat keine Chips mehr, um mehr mitzugehen
   *[other] denn du hast keine Chips dafür, oder keiner könnte mitgehen
}
lasvegas-error-too-low = { $kind ->
    [bet] du musst mindestens { $low } setzen
   *[raise] du musst um mindestens { $low } erhöhen
}
lasvegas-error-too-high = { $kind ->
    [bet] du kannst höchstens { $high } setzen
   *[raise] du kannst um höchstens { $high } erhöhen
}, { $cap ->
    [smallest_stack] damit jeder Spieler im Spiel mitgehen kann
    [side_pots] weil kein anderer Spieler im Spiel mehr mitgehen könnte
   *[other] denn das sind alle deine Chips
}
lasvegas-error-say-amount = { $kind ->
    [bet] Tippe dazu, wie viele Chips, zum Beispiel { $word } 2.
   *[raise] Tippe dazu, wie viele Chips mehr als zum Mitgehen, zum Beispiel { $word } 2.
}
lasvegas-error-no-number = Das Wort { $word } braucht keine Zahl, tippe nur { $word }.
# Issue 25 Punkt 6: eine Menge, die keine ganze Zahl von Chips ist ("erhöhen -3").
lasvegas-error-amount = Ich verstehe { $amount } nicht als Anzahl Chips. { $kind ->
    [bet] Ein Einsatz
   *[raise] Eine Erhöhung
} ist eine ganze Zahl von Chips, 1 oder mehr, zum Beispiel { $word } 2.

## Getippte Züge: das erste Wort jeder Liste steht in der Hilfe und in den Antworten.
## Checken c, setzen s, mitgehen m, erhöhen e, passen p: s kostet die Taste für die Chips, p bleibt
## Taste. Das erste Wort ist immer der Infinitiv (Issue 25): "mitgehen" hat keinen Imperativ aus einem
## Wort, und "Tippe jetzt mitgehen, erhöhen 1 bis 9 oder passen" liest sich so als Liste von Zügen.
lasvegas-command-check = checken check checke schiebe schieben klopfe klopfen
lasvegas-command-bet = setzen setze setz biete bieten
lasvegas-command-call = mitgehen mit mitgehe calle callen halte halten
lasvegas-command-raise = erhöhen erhoehen erhöhe erhoehe
lasvegas-command-fold = passen passe pass aussteigen steige folde
lasvegas-typed-fillers = um chip chips
command-pot = pot pott

## Die Regeln kurz, für die Hilfetaste.
lasvegas-rules-1 = Las Vegas spielen 2 bis 6 Spieler mit den 40 italienischen Karten. Jede Karte zählt ihre Zahl, der Bube 8, der Reiter 9 und der König 10.
lasvegas-rules-2 = Jeder zahlt den Einsatz und bekommt 3 Karten. Vier Karten liegen verdeckt in der Mitte.
lasvegas-rules-3 = Es gibt fünf Setzrunden. Solange keiner gesetzt hat, checkst du oder setzt, danach gehst du mit, erhöhst oder passt. Wer gecheckt hat, kann nur noch mitgehen oder passen.
lasvegas-rules-4 = Nach jeder der ersten vier Setzrunden wird eine Karte in der Mitte aufgedeckt, und wer noch im Spiel ist, wirft alle seine Karten mit diesem Wert ab. Wer seine letzte Karte abwirft, macht Las Vegas und bekommt den ganzen Pot.
lasvegas-rules-5 = Beim Showdown bekommt die niedrigste Summe den halben Pot, und die höchste Summe die andere Hälfte.
