## Khmer (RULES.md §1). Τα φύλλα λέγονται ως αριθμοί.
## Τα μηνύματα που τελειώνουν σε -you μιλούν σε αυτόν που ακούει, τα άλλα ονομάζουν έναν παίκτη ($name).

## Ονόματα φύλλων, μπαίνουν στις προτάσεις ως $card ή $cards: τα khmer-card-a και khmer-card-the είναι στο cards.ftl.
# $count φύλλα με αξία $card: "ένα 5", "δύο 6".
khmer-cards = { $count ->
    [one] ένα { $card }
   *[other] { number-word } { $card }
}

## Η μοιρασιά.
khmer-deal-start = Μοιρασιά { $deal }. Ξεκινάει { $name }.
khmer-deal-start-you = Μοιρασιά { $deal }. Ξεκινάς εσύ.
khmer-dealt = { CAPITAL($name) } έχει στο χέρι { $cards }. Σύνολο { $total }.
khmer-dealt-you = Σου μοιράστηκαν { $cards }. Σύνολο { $total }.
khmer-hand-you = Έχεις στο χέρι { $cards }. Σύνολο { $total }.
khmer-hand-empty-you = Το χέρι σου είναι άδειο.
khmer-player-total-you = Μαζί με τα φύλλα που πήρες έχεις { $total }.

## Οι κινήσεις, και μετά το σύνολο του τραπεζιού όταν ανακοινώνεται.
khmer-table = Τραπέζι { $total }.
khmer-play = { CAPITAL($name) } παίζει { $card }.
khmer-play-you = Παίζεις { $card }.
khmer-draw = { CAPITAL($name) } παίρνει { $card }.
khmer-draw-you = Παίρνεις { $card }.
khmer-discard = { CAPITAL($name) } πετάει { $card }.
khmer-discard-you = Πετάς { $card }.
khmer-pile-size = { $count ->
    [0] Το τραπέζι είναι άδειο.
    [one] Ένα φύλλο στο τραπέζι.
   *[other] { $count } φύλλα στο τραπέζι.
}
khmer-top-card = Το πάνω φύλλο είναι { $card }.
khmer-table-empty = Το τραπέζι είναι άδειο.
khmer-front-total = Τα φύλλα που πήρε { $name } κάνουν { $total }.
khmer-front-total-you = Τα φύλλα που πήρες κάνουν { $total }.
khmer-sixes-out = { $count ->
    [0] { CAPITAL($name) } δεν έχει πετάξει κανένα 6.
    [one] { CAPITAL($name) } έχει πετάξει ένα 6.
   *[other] { CAPITAL($name) } έχει πετάξει { number-word } 6.
}
khmer-sixes-out-you = { $count ->
    [0] Δεν έχεις πετάξει κανένα 6.
    [one] Έχεις πετάξει ένα 6.
   *[other] Έχεις πετάξει { number-word } 6.
}
khmer-concede = { CAPITAL($name) } παραιτείται από τη μοιρασιά.
khmer-concede-you = Παραιτείσαι από τη μοιρασιά.
khmer-stuck = { CAPITAL($name) } δεν έχει καμία κίνηση. Δεν έχει φύλλα στο χέρι, δεν έχει τι να πάρει, και με { $total } δεν μπορεί να χτυπήσει, αφού το τραπέζι έχει { $table }.
khmer-stuck-you = Δεν έχεις καμία κίνηση. Δεν έχεις φύλλα στο χέρι, δεν έχεις τι να πάρεις, και με { $total } δεν μπορείς να χτυπήσεις, αφού το τραπέζι έχει { $table }.
khmer-stuck-hidden = { CAPITAL($name) } δεν έχει καμία κίνηση. Δεν έχει φύλλα στο χέρι, δεν έχει τι να πάρει, και με { $total } δεν μπορεί να χτυπήσει.
khmer-stuck-hidden-you = Δεν έχεις καμία κίνηση. Δεν έχεις φύλλα στο χέρι, δεν έχεις τι να πάρεις, και με { $total } δεν μπορείς να χτυπήσεις.

## Το χτύπημα και η σύγκριση (KH-9).
khmer-knock = { CAPITAL($name) } χτυπάει με { $total }, και το τραπέζι έχει { $table }.
khmer-knock-you = Χτυπάς με { $total }, και το τραπέζι έχει { $table }.
# Όλα τα φύλλα πίσω από το σύνολο ενός παίκτη: το χέρι που δείχνει, και μετά τα φύλλα που πήρε ($drawn), αν έχει.
khmer-reveal = { CAPITAL($name) } δείχνει { $cards }.
khmer-reveal-you = Δείχνεις { $cards }.
khmer-reveal-drawn = { CAPITAL($name) } δείχνει { $cards }, και έχει πάρει { $drawn }.
khmer-reveal-drawn-you = Δείχνεις { $cards }, και έχεις πάρει { $drawn }.
khmer-reveal-empty = { CAPITAL($name) } δεν έχει φύλλα στο χέρι.
khmer-reveal-empty-you = Δεν έχεις φύλλα στο χέρι.
khmer-reveal-empty-drawn = { CAPITAL($name) } δεν έχει φύλλα στο χέρι, και έχει πάρει { $drawn }.
khmer-reveal-empty-drawn-you = Δεν έχεις φύλλα στο χέρι, και έχεις πάρει { $drawn }.
# $totals είναι λίστα από khmer-total-item, πρώτα αυτός που χτύπησε, το πρόγραμμα κάνει κεφαλαίο το πρώτο γράμμα.
khmer-showdown-totals = Σύνολα. { $totals }. Τραπέζι { $table }.
khmer-total-item = { $name } { $total }
# $role είναι ο ρόλος αυτού που ακούει: knocker (χτύπησε), opponent (ο αντίπαλος), other (θεατής).
khmer-result-opponent-over = { $role ->
    [knocker] { CAPITAL($opponent) } ξεπερνάει το σύνολο του τραπεζιού, άρα κερδίζεις εσύ τη μοιρασιά.
    [opponent] Ξεπερνάς το σύνολο του τραπεζιού, άρα { $knocker } κερδίζει τη μοιρασιά.
   *[other] { CAPITAL($opponent) } ξεπερνάει το σύνολο του τραπεζιού, άρα { $knocker } κερδίζει τη μοιρασιά.
}
khmer-result-knocker-higher = { $role ->
    [knocker] { CAPITAL($opponent) } έχει λιγότερα από σένα, και κερδίζεις τη μοιρασιά.
    [opponent] { CAPITAL($knocker) } έχει περισσότερα από σένα και κερδίζει τη μοιρασιά.
   *[other] { CAPITAL($knocker) } κερδίζει τη μοιρασιά, γιατί έχει περισσότερα, και { $opponent } λιγότερα.
}
khmer-result-tie = { $role ->
    [knocker] Ισοπαλία, και στην ισοπαλία χάνει αυτός που χτύπησε, άρα { $opponent } κερδίζει τη μοιρασιά.
    [opponent] Ισοπαλία, και στην ισοπαλία χάνει αυτός που χτύπησε, άρα κερδίζεις εσύ τη μοιρασιά.
   *[other] Ισοπαλία, και στην ισοπαλία χάνει αυτός που χτύπησε, άρα { $opponent } κερδίζει τη μοιρασιά.
}
khmer-result-opponent-higher = { $role ->
    [knocker] { CAPITAL($opponent) } έχει περισσότερα από σένα και κερδίζει τη μοιρασιά.
    [opponent] { CAPITAL($knocker) } έχει λιγότερα από σένα, και κερδίζεις τη μοιρασιά.
   *[other] { CAPITAL($opponent) } κερδίζει τη μοιρασιά, γιατί έχει περισσότερα, και { $knocker } λιγότερα.
}

## Το τέλος μιας μοιρασιάς.
khmer-deal-end = Τέλος της μοιρασιάς { $deal }.
khmer-deal-points = { CAPITAL($name) } κερδίζει { points }.
khmer-deal-points-you = Κερδίζεις { points }.

## Ερωτήσεις που μπορεί να κάνει ο παίκτης οποιαδήποτε στιγμή.
khmer-drawn = { CAPITAL($name) } έχει πάρει { $cards }. Σύνολο { $total }.
khmer-drawn-you = Έχεις πάρει { $cards }. Σύνολο { $total }.
khmer-drawn-none = { CAPITAL($name) } δεν έχει πάρει κανένα φύλλο.
khmer-drawn-none-you = Δεν έχεις πάρει κανένα φύλλο.
# $cards είναι λίστα από khmer-pile-item, από το κάτω φύλλο προς τα πάνω.
khmer-pile = Το τραπέζι από κάτω προς τα πάνω, { $cards }. Σύνολο { $total }.
khmer-pile-item = { $name } { $card }
khmer-pile-item-you = εσύ { $card }
# Ποιος έπαιξε το πάνω φύλλο ακούγεται μόνο όσο είναι το τελευταίο φύλλο που μπήκε (μόνο το πάνω φύλλο).
khmer-top = Το πάνω φύλλο είναι { $card }, και το έπαιξε { $name }.
khmer-top-you = Το πάνω φύλλο είναι { $card }, και το έπαιξες εσύ.
khmer-opponent-hand = { $count ->
    [0] { CAPITAL($name) } δεν έχει φύλλα στο χέρι.
    [one] { CAPITAL($name) } έχει ένα φύλλο στο χέρι.
   *[other] { CAPITAL($name) } έχει { $count } φύλλα στο χέρι.
}
khmer-intro-match = Παρτίδα με βαθμούς. Κερδίζει όποιος φτάσει πρώτος { $target ->
    [one] τον { $target } βαθμό.
   *[other] τους { $target } βαθμούς.
}
khmer-intro-single = Μία μόνο μοιρασιά κρίνει το παιχνίδι.
khmer-intro-top-only = Μόνο το πάνω φύλλο. Από το τραπέζι ακούγεται μόνο το πάνω φύλλο.
khmer-intro-no-total = Το σύνολο του τραπεζιού δεν ανακοινώνεται, οπότε κράτα εσύ λογαριασμό.
khmer-intro-no-own-card = Φύλλο που έπαιξες εσύ δεν μπορείς να το ξαναπάρεις.
khmer-target = Κερδίζει όποιος φτάσει πρώτος { $target ->
    [one] τον { $target } βαθμό.
   *[other] τους { $target } βαθμούς.
} Αυτή είναι η μοιρασιά { $deal }.
khmer-single-deal = Μία μόνο μοιρασιά. Όποιος την κερδίσει κερδίζει το παιχνίδι.
khmer-you-have = Έχεις { $total }.
khmer-your-turn = Σειρά σου. Έχεις { $total }. Τραπέζι { $table }.
khmer-your-turn-hidden = Σειρά σου. Έχεις { $total }.

## Οι κινήσεις όπως τις γράφει ο παίκτης, και τι θα γινόταν με την καθεμία.
khmer-action-play = παίζω { $card }
khmer-action-draw = παίρνω
khmer-action-discard = πετάω
khmer-action-knock = χτυπάω
khmer-action-concede = παραιτούμαι
# Καθεμία είναι μια πρόταση μιας λίστας, το πρόγραμμα κάνει κεφαλαίο το πρώτο γράμμα της κίνησης.
khmer-effect-play = { $action }, και μετά τραπέζι { $table } κι εσύ { $total }.
khmer-effect-play-hidden = { $action }, και μετά εσύ { $total }.
khmer-effect-draw = { $action } { $card }, και μετά τραπέζι { $table } κι εσύ { $total }.
khmer-effect-draw-hidden = { $action } { $card }, και μετά εσύ { $total }.
khmer-effect-discard = { $action } { $card }, και μετά εσύ { $total }.
khmer-effect-knock = { $action } με { $total }, και το τραπέζι έχει { $table }.
khmer-effect-knock-hidden = { $action } με { $total }.
khmer-effect-concede = { $action }, και { $name } κερδίζει { points }.

# Οι λέξεις που μπορεί να γράψει ο παίκτης για κάθε κίνηση, χωρισμένες με κενά. Η πρώτη είναι αυτή που ακούγεται.
khmer-command-play = παίζω παίξε παίζε ρίχνω ρίξε
khmer-command-draw = παίρνω πάρε τραβάω τράβα
khmer-command-discard = πετάω πετώ πέτα
khmer-command-knock = χτυπάω χτυπώ χτύπα
khmer-command-concede = παραιτούμαι παραίτηση πάσο

khmer-confirm-knock = Χτυπάς με { $total }, ενώ το τραπέζι έχει { $table }? Γράψε { yes } ή { no }.
khmer-confirm-knock-hidden = Χτυπάς με { $total }? Γράψε { yes } ή { no }.
khmer-confirm-concede = Παραιτείσαι από αυτή τη μοιρασιά? { $name } κερδίζει { points }. Γράψε { yes } ή { no }.

## Γιατί μια κίνηση δεν γίνεται: πρόταση με μικρά γράμματα μέσα στο error-not-possible.
khmer-error-not-in-hand = δεν έχεις κανένα { $card } στο χέρι σου
khmer-error-pile-empty = το τραπέζι είναι άδειο, οπότε δεν έχεις τι να πάρεις
khmer-error-own-card = δεν μπορείς να πάρεις { $card }, γιατί το έπαιξες εσύ
khmer-error-no-six = { $front ->
    [0] δεν έχεις κανένα 6 στο χέρι σου
   *[other] δεν έχεις κανένα 6 στο χέρι σου, και ένα 6 που πήρες δεν πετιέται
}
khmer-error-total-over = μπορείς να χτυπήσεις μόνο αν το σύνολό σου δεν ξεπερνάει το σύνολο του τραπεζιού, κι εσύ έχεις { $total } ενώ το τραπέζι έχει { $table }
khmer-error-total-over-hidden = μπορείς να χτυπήσεις μόνο αν το σύνολό σου δεν ξεπερνάει το σύνολο του τραπεζιού, κι εσύ έχεις { $total }
khmer-error-which-card = πες ποιο φύλλο παίζεις, έναν αριθμό από 1 έως 6, για παράδειγμα παίζω 5
khmer-error-no-concede = όταν παίζεται μία μόνο μοιρασιά δεν υπάρχει παραίτηση

## Μια σύντομη περίληψη των κανόνων.
khmer-rules-1 = Το Khmer παίζεται από δύο παίκτες, με δεκαέξι φύλλα, δύο από κάθε αριθμό από το 1 ως το 5 και έξι 6. Κάθε παίκτης παίρνει έξι φύλλα, και άλλα τέσσερα μένουν στην άκρη, κλειστά.
khmer-rules-2 = Στη σειρά σου κάνεις μία μόνο κίνηση. Παίζεις ένα φύλλο από το χέρι σου στο τραπέζι, παίρνεις το πάνω φύλλο του τραπεζιού, πετάς ένα 6 από το χέρι σου, χτυπάς, ή, σε παρτίδα με βαθμούς, παραιτείσαι.
khmer-rules-3 = Το σύνολό σου είναι το χέρι σου μαζί με τα φύλλα που πήρες. Τα φύλλα που πήρες μένουν ανοιχτά μπροστά σου και δεν παίζονται ούτε πετιούνται ποτέ.
khmer-rules-4 = Μπορείς να χτυπήσεις μόνο όταν το σύνολό σου δεν ξεπερνάει το σύνολο του τραπεζιού. Τότε φανερώνονται όλα τα φύλλα. Αν ο αντίπαλος ξεπερνάει το σύνολο του τραπεζιού, κερδίζει αυτός που χτύπησε. Αλλιώς κερδίζει το μεγαλύτερο σύνολο, και στην ισοπαλία χάνει αυτός που χτύπησε.
khmer-rules-5 = Σε παρτίδα με βαθμούς, όποιος κερδίσει τη σύγκριση μετά από χτύπημα παίρνει 2 βαθμούς, και όποιος παραιτείται δίνει 1 βαθμό στον αντίπαλο. Κερδίζει την παρτίδα όποιος φτάσει πρώτος τον στόχο, συνήθως 6 βαθμούς.

## Μια γραμμή για οθόνη Braille: χέρι και τραπέζι με λίγες λέξεις, μεταφράζεται από το liblouis.
## $cards είναι αξίες φύλλων χωρισμένες με κενά (για παράδειγμα "6 6 5"), το τραπέζι από κάτω προς τα πάνω.
khmer-braille-hand = χέρι { $cards } σύνολο { $total }
khmer-braille-drawn = πήρες { $cards } εσύ { $total }
khmer-braille-table = τραπέζι { $cards } σύνολο { $total }
khmer-braille-table-empty = τραπέζι άδειο
khmer-braille-top = τραπέζι πάνω { $card }
khmer-braille-total = σύνολο { $total }

# Η δική του ερώτηση του Khmer, γραμμένη (το πλήκτρο και η βοήθεια είναι στο keys.ftl).
# Οι λέξεις της κονσόλας δεν χάνουν τους τόνους όταν συγκρίνονται, γι' αυτό υπάρχουν και χωρίς τόνο.
command-drawn = πήρα πηρα μπροστά μπροστα
