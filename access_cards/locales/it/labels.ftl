## La tessera chiave delle etichette braille delle carte (access_cards/braille/schemes.py,
## key_card): frasi brevi con cui un insegnante o un giocatore cieco impara lo schema delle
## etichette di un mazzo. Si stampa, ma un lettore di schermo può leggerla: semi in parole,
## mai simboli. Stessi id e variabili in ogni lingua.

# Il titolo: quale mazzo spiega la tessera.
label-key-title = Etichette braille per { $deck ->
        [khmer] il mazzo khmer di 16 carte
        [french52] il mazzo francese di 52 carte
        [rummy40] il mazzo del Rummy 40, due mazzi francesi e due jolly
        [italian40] il mazzo italiano di 40 carte
       *[other] il mazzo { $deck }
    }.
# Quanto sono lunghe le etichette.
label-key-size-fixed = Ogni etichetta ha { $count } celle.
label-key-size-range = Le etichette hanno da { $min } a { $max } celle.
# In che ordine l'etichetta dà valore e seme.
label-key-order-rank-suit = Ogni etichetta dà prima il valore, poi il seme.
label-key-order-suit-rank = Ogni etichetta dà prima il seme, poi il valore.
label-key-order-rank = Le carte non hanno semi. Ogni etichetta dà solo il numero.
label-key-number-sign = { $cells } è il segno di numero. Le celle che seguono sono cifre, come nel braille ordinario.
# Una riga per valore, seme e jolly: "⠅, punti 1 3, vuol dire re."
label-key-rank = { $cells } vuol dire { $rank }.
label-key-suit = { $cells } vuol dire { $suit }.
label-key-joker = { $cells } vuol dire { $joker }.
# Una carta intera: "Per esempio, ⠁⠚⠃, punto 1, punti 2 4 5, punti 1 2, è l'etichetta della carta re di bastoni."
label-key-example = Per esempio, { $cells } è l'etichetta della carta { $card }.
# Dove vanno le etichette.
label-key-place = Metti ogni etichetta sul fronte della carta, nell'angolo in alto a sinistra, a circa { $mm } millimetri dai bordi.
label-key-place-turned = Metti una seconda etichetta nell'angolo opposto, girata di 180 gradi. Comunque tieni la carta, l'angolo in alto a sinistra si legge dritto.
label-key-upside-down = Nessuna etichetta, letta capovolta, si confonde con quella di un'altra carta.

# Celle braille e i loro punti, tra virgole (le parentesi verrebbero lette):
# "⠅⠏, punti 1 3, punti 1 2 3 4,". La virgola finale chiude i punti prima che la
# frase continui ("⠅, punti 1 3, vuol dire re."): le celle non chiudono mai una frase.
label-key-cells = { $cells }, { $dots },
# I punti di una cella; $dots sono i numeri dei punti, "1 3".
label-key-dots = { $count ->
        [one] punto { $dots }
       *[other] punti { $dots }
    }
# Unisce i punti di una cella a quelli della successiva.
label-key-dots-next = { $before }, { $after }
