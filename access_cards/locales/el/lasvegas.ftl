## Las Vegas (RULES.md §3): οι λέξεις του docs/rules/lasvegas.el.md, όπως μιλάνε στο πόκερ.
## Οι προτάσεις που ακούγονται έχουν μόνο γράμματα, ψηφία, κενά και . , ? ! ' . $name είναι
## άλλος παίκτης, χωρίς άρθρο. Τα μηνύματα σε -you μιλούν σε αυτόν που ακούει. Τα φύλλα έρχονται
## στην αιτιατική, "το 4 κούπες" (cards.ftl). Οι μάρκες λέγονται πάντα με ψηφία. Οι κατάλογοι
## ονομάτων ($names) είναι στην ονομαστική, "εσύ και Μπρούνο", γι' αυτό μπαίνουν μετά από κόμμα.

game-lasvegas = Las Vegas

## Αριθμοί και ονόματα.
lasvegas-chips = { $count ->
    [1] 1 μάρκα
   *[other] { $count } μάρκες
}
lasvegas-cards = { $count ->
    [0] κανένα φύλλο
    [1] 1 φύλλο
   *[other] { $count } φύλλα
}
lasvegas-signed = { $sign ->
    [plus] συν { $amount }
    [minus] μείον { $amount }
   *[zero] 0
}
# Ένας γύρος πονταρίσματος από τον αριθμό του, 1 έως 5, μέσα σε πρόταση.
lasvegas-round-name = { $round ->
    [1] πρώτου
    [2] δεύτερου
    [3] τρίτου
    [4] τέταρτου
   *[5] πέμπτου
}
# Ένα φύλλο της μέσης από τη θέση του, 1 έως 4, μέσα σε πρόταση.
lasvegas-centre-name = { $position ->
    [1] πρώτο
    [2] δεύτερο
    [3] τρίτο
   *[4] τέταρτο
}
# Μια αξία με άρθρο, για φύλλο της μέσης που ακούγεται μόνο με την αξία του: "ένα 7", "ένας άσος".
lasvegas-rank-a = { $rank ->
    [1] ένας άσος
    [8] ένας βαλές
    [9] ένας ιππότης
    [10] ένας ρήγας
   *[other] ένα { $rank }
}
# Αυτός που ακούει μέσα σε κατάλογο ονομάτων: "εσύ και Μπρούνο".
lasvegas-you-object = εσύ
# Κατάλογος από παίκτες και ποσά: "Μπρούνο συν 6, εσύ μείον 4".
lasvegas-item = { $name } { $amount }

## Η μοιρασιά.
lasvegas-hand-number = Μοιρασιά { $deal }.
lasvegas-dealer = Μοιράζει { $name }.
lasvegas-dealer-you = Μοιράζεις εσύ.
lasvegas-ante = { $count ->
    [1] Είσοδος { $ante }, { $names }.
   *[other] Είσοδος { $ante } από κάθε παίκτη.
} Το ποτ έχει { $pot }.
lasvegas-dealt = { CAPITAL($name) } παίρνει 3 φύλλα.
lasvegas-dealt-you = Έχεις στο χέρι { $cards }. Σύνολο { $total }.

## Το ποντάρισμα.
lasvegas-round = { $round ->
    [1] Πρώτος
    [2] Δεύτερος
    [3] Τρίτος
    [4] Τέταρτος
   *[5] Πέμπτος και τελευταίος
} γύρος πονταρίσματος.
lasvegas-first = Πρώτα μιλάει { $name }.
lasvegas-skipped = Κανείς δεν έχει πια μάρκες για να ποντάρει, οπότε ο γύρος περνάει.
lasvegas-round-end = Τέλος του { lasvegas-round-name } γύρου πονταρίσματος, ποτ { $pot }.
lasvegas-check = { CAPITAL($name) } λέει πάσο.
lasvegas-check-you = Λες πάσο.
lasvegas-bet = { CAPITAL($name) } ποντάρει { $amount }.
lasvegas-bet-you = Ποντάρεις { $amount }.
lasvegas-raise = { CAPITAL($name) } ανεβάζει κατά { $by }, και βάζει { $amount }.
lasvegas-raise-you = Ανεβάζεις κατά { $by }, και βάζεις { $amount }.
lasvegas-call = { CAPITAL($name) } βλέπει και βάζει { $amount }.
lasvegas-call-you = Βλέπεις και βάζεις { $amount }.
lasvegas-call-short = { CAPITAL($name) } βλέπει με όσες μάρκες έχει, { $count }, λιγότερες από το ποντάρισμα των { $level }.
lasvegas-call-short-you = Βλέπεις με όσες μάρκες σου έμειναν, { $count }, λιγότερες από το ποντάρισμα των { $level }.
lasvegas-all-in = { CAPITAL($name) } πάει ρέστα.
lasvegas-all-in-you = Πας ρέστα.
lasvegas-fold = { CAPITAL($name) } φεύγει.
lasvegas-fold-you = Φεύγεις, και τα φύλλα σου γυρίζουν κλειστά στον ντίλερ.
lasvegas-still-in = Μέσα ακόμα, { $names }.
lasvegas-pot = Ποτ { $pot }.
lasvegas-to-call = { $amount } για να δει κανείς.
lasvegas-next-to-call = { CAPITAL($name) } πρέπει να βάλει { $amount } για να δει.
lasvegas-level = Το ποντάρισμα είναι τώρα { $level }.
lasvegas-stack-left = { CAPITAL($name) } έχει ακόμα { lasvegas-chips }.
lasvegas-stack-left-you = Έχεις ακόμα { lasvegas-chips }.

## Ανοίγει ένα φύλλο της μέσης.
lasvegas-reveal = Ο ντίλερ γυρίζει το { lasvegas-centre-name } φύλλο της μέσης, { $card }.
lasvegas-face-down = { $count ->
    [0] Στη μέση δεν έμεινε κανένα φύλλο κλειστό.
    [1] Στη μέση μένει ακόμα 1 φύλλο κλειστό.
   *[other] Στη μέση μένουν ακόμα { $count } φύλλα κλειστά.
}
lasvegas-discard = { CAPITAL($name) } πετάει { $cards }, { $left ->
    [0] και μένει χωρίς φύλλα.
    [1] και έχει ακόμα 1 φύλλο.
   *[other] και έχει ακόμα { $left } φύλλα.
}
lasvegas-discard-you = Πετάς { $cards }.
lasvegas-own-hand-you = { $count ->
    [0] Δεν σου έμεινε κανένα φύλλο.
    [1] Έχεις ακόμα 1 φύλλο, { $cards }. Σύνολο { $total }.
   *[other] Έχεις ακόμα { $count } φύλλα, { $cards }. Σύνολο { $total }.
}
lasvegas-own-hand = { CAPITAL($name) }, { lasvegas-cards } στο χέρι.
lasvegas-nobody-discards = Κανείς δεν πετάει φύλλο.
lasvegas-sizes = Φύλλα στο χέρι. { $items }.

## Το τέλος της μοιρασιάς.
lasvegas-fold-win = Όλοι οι άλλοι έφυγαν. { $name } παίρνει το ποτ των { $pot }.
lasvegas-fold-win-you = Όλοι οι άλλοι έφυγαν. Παίρνεις το ποτ των { $pot }.
# $how: on, το τελευταίο φύλλο πετάχτηκε πάνω σε φύλλο της μέσης. showdown, το χέρι ήταν άδειο στο άνοιγμα.
lasvegas-las-vegas = { $how ->
    [on] Las Vegas! { $name } πέταξε το τελευταίο φύλλο που είχε
   *[showdown] Las Vegas! { $name } φτάνει στο άνοιγμα χωρίς φύλλα
}{ $whole ->
    [yes] {" "}και παίρνει όλο το ποτ των { $pot }.
   *[no] {" "}και παίρνει { $share } από το ποτ των { $pot }.
}
lasvegas-las-vegas-you = { $how ->
    [on] Las Vegas! Πέταξες το τελευταίο σου φύλλο
   *[showdown] Las Vegas! Φτάνεις στο άνοιγμα χωρίς φύλλα
}{ $whole ->
    [yes] {" "}και παίρνεις όλο το ποτ των { $pot }.
   *[no] {" "}και παίρνεις { $share } από το ποτ των { $pot }.
}
lasvegas-las-vegas-many = Las Vegas! Χωρίς φύλλα έμειναν μαζί { $names }, και το ποτ των { $pot } μοιράζεται. { $items }.
lasvegas-showdown = Ανοίγουν τα φύλλα.
lasvegas-shows = { CAPITAL($name) } δείχνει { $cards }, { $total }.
lasvegas-shows-you = Δείχνεις { $cards }, { $total }.
lasvegas-shows-none = { CAPITAL($name) } δεν έχει φύλλα, 0.
lasvegas-shows-none-you = Δεν έχεις φύλλα, 0.
# $n: you εσύ μόνος, one ένας άλλος, withyou εσύ με άλλους, many πολλοί άλλοι.
lasvegas-low = Μικρότερο σύνολο, { $names } με { $total }, { $n ->
    [you] παίρνεις το χαμηλό μισό, { $half }.
    [one] παίρνει το χαμηλό μισό, { $half }.
    [withyou] μοιράζεστε το χαμηλό μισό, { $half }.
   *[many] μοιράζονται το χαμηλό μισό, { $half }.
}
lasvegas-high = Μεγαλύτερο σύνολο, { $names } με { $total }, { $n ->
    [you] παίρνεις το ψηλό μισό, { $half }.
    [one] παίρνει το ψηλό μισό, { $half }.
    [withyou] μοιράζεστε το ψηλό μισό, { $half }.
   *[many] μοιράζονται το ψηλό μισό, { $half }.
}
lasvegas-tie = Ισοπαλία όλων με { $total }, { $names }. Μοιράζεται όλο το ποτ των { $pot }.
lasvegas-shares = { $items }.
# Με δευτερεύοντα ποτ, ένα ποτ τη φορά: "Ποτ 2 από 3, 8 μάρκες, μέσα Μπρούνο και Κάρλα."
lasvegas-pot-part = Ποτ { $number } από { $count }, { $amount } μάρκες, μέσα { $names }.
lasvegas-pot-single = { CAPITAL($name) } παίρνει πίσω το ποτ { $number } από { $count }, { $amount } μάρκες, αφού κανείς άλλος δεν είναι μέσα σε αυτό.
lasvegas-pot-single-you = Παίρνεις πίσω το ποτ { $number } από { $count }, { $amount } μάρκες, αφού κανείς άλλος δεν είναι μέσα σε αυτό.
lasvegas-pot-las-vegas = Το κερδίζει με Las Vegas, { $names }.
lasvegas-odd-pot = Το ποτ των { $pot } είναι μονό, οπότε η μάρκα που περισσεύει πάει στο { $half ->
    [low] χαμηλό μισό.
   *[high] ψηλό μισό.
}
lasvegas-odd-leftover = { $count ->
    [1] Η μάρκα που περισσεύει { $part ->
        [low] από το χαμηλό μισό
        [high] από το ψηλό μισό
       *[whole] από το μοιρασμένο ποτ
    } πάει στον πρώτο παίκτη μετά τον ντίλερ, { $names }.
   *[other] Οι { $count } μάρκες που περισσεύουν { $part ->
        [low] από το χαμηλό μισό
        [high] από το ψηλό μισό
       *[whole] από το μοιρασμένο ποτ
    } πάνε μία μία, με τη σειρά από τον ντίλερ, { $names }.
}
lasvegas-nets = Σε αυτή τη μοιρασιά. { $items }.
lasvegas-nets-none = Σε αυτή τη μοιρασιά κανείς δεν κερδίζει ούτε χάνει μάρκες.
lasvegas-stacks = Μάρκες. { $items }.
lasvegas-stacks-final = Τελικές μάρκες. { $items }.
lasvegas-eliminated = { CAPITAL($name) } δεν μπορεί να πληρώσει την είσοδο, και βγαίνει από την παρτίδα με { lasvegas-chips }.
lasvegas-eliminated-you = Δεν μπορείς να πληρώσεις την είσοδο, και βγαίνεις από την παρτίδα με { lasvegas-chips }.
lasvegas-players-left = { $count ->
    [1] Μένει 1 παίκτης.
   *[other] Μένουν { $count } παίκτες.
}
lasvegas-hand-over = Τέλος της μοιρασιάς { $deal }.
lasvegas-match-shared = Ισοπαλία στην πρώτη θέση, { $names }.

## Ερωτήσεις: το χέρι, η μέση, το ποτ, οι παίκτες.
lasvegas-hand-you = Έχεις στο χέρι { $cards }. Σύνολο { $total }.
lasvegas-hand-empty-you = Δεν σου έμειναν φύλλα, σύνολο 0.
lasvegas-hand-folded-you = Σε αυτή τη μοιρασιά έφυγες.
lasvegas-hand-out-you = Έχεις βγει από την παρτίδα.
lasvegas-no-centre = Στη μέση δεν έχει ανοίξει ακόμα κανένα φύλλο.
# Πλήρες τραπέζι: κάθε φύλλο της μέσης με ό,τι έχει από πάνω, μια πρόταση για τα φύλλα κάθε παίκτη.
lasvegas-centre = Το { lasvegas-centre-name } φύλλο της μέσης δείχνει { $card }.
lasvegas-centre-bare = Από πάνω δεν έχει τίποτα.
lasvegas-centre-on = Από πάνω έχουν πεταχτεί αυτά τα φύλλα.
lasvegas-centre-item = { CAPITAL($name) }, { $cards }.
lasvegas-centre-item-you = Εσύ, { $cards }.
# Δίκαιο τραπέζι για τυφλούς: μόνο η αξία και πόσα φύλλα έχει από πάνω.
lasvegas-centre-top = Το { lasvegas-centre-name } φύλλο της μέσης, { $rank }, με { lasvegas-cards }.
lasvegas-pot-is = Το ποτ έχει { $pot }.
lasvegas-no-bet = Σε αυτόν τον γύρο δεν έχει ποντάρει κανείς.
lasvegas-bet-is = Το ποντάρισμα σε αυτόν τον γύρο είναι { $level }.
lasvegas-put-in = Μάρκες που μπήκαν σε αυτόν τον γύρο. { $items }.
lasvegas-need = { $amount ->
    [0] { CAPITAL($name) } δεν χρειάζεται να βάλει τίποτα για να δει.
   *[other] { CAPITAL($name) } χρειάζεται { $amount } για να δει.
}
lasvegas-need-you = { $amount ->
    [0] Δεν χρειάζεται να βάλεις τίποτα για να δεις.
   *[other] Χρειάζεσαι { $amount } για να δεις.
}
lasvegas-player = { CAPITAL($name) }, { $cards ->
    [0] κανένα φύλλο
    [1] 1 φύλλο
   *[other] { $cards } φύλλα
}, { $chips ->
    [1] 1 μάρκα
   *[other] { $chips } μάρκες
}{ $state ->
    [checked] , είπε πάσο.
    [allin] , ρέστα.
   *[other] .
}
lasvegas-folded = Έξω από τη μοιρασιά, { $names }.
lasvegas-out = Έξω από την παρτίδα, { $names }.
lasvegas-alone = Κανείς άλλος δεν είναι μέσα σε αυτή τη μοιρασιά.
lasvegas-turn = Παίζει { $name }, { $amount ->
    [0] δεν έχει τίποτα να δει.
   *[other] { $amount } για να δει.
}
lasvegas-turn-you = Σειρά σου, { $amount ->
    [0] δεν έχεις τίποτα να δεις.
   *[other] { $amount } για να δεις.
}
lasvegas-hand-of = { $hands ->
    [0] Μοιρασιά { $deal }.
   *[other] Μοιρασιά { $deal } από { $hands }.
}
lasvegas-in-round = { lasvegas-round } Ποτ { $pot }.
lasvegas-last = Τελευταία μοιρασιά. { $names }, το ποτ των { $pot }, { $how ->
    [fold] αφού έφυγαν όλοι οι άλλοι.
    [las_vegas] με Las Vegas.
   *[showdown] στο άνοιγμα των φύλλων.
}

## Τι μπορείς να κάνεις, πλήκτρο a. Στοιχεία του lasvegas-may, ενωμένα με "ή".
lasvegas-may = Μπορείς { $options }.
lasvegas-may-check = να πεις πάσο
lasvegas-may-bet = { $one ->
    [yes] να ποντάρεις { $low }
   *[no] να ποντάρεις από { $low } έως { $high }
}
lasvegas-may-call = { $allin ->
    [yes] να δεις με { $count ->
        [1] την τελευταία σου μάρκα
       *[other] τις τελευταίες σου { $count } μάρκες
    }
   *[no] να δεις βάζοντας { $amount }
}
lasvegas-may-raise = { $one ->
    [yes] να ανεβάσεις κατά { $low }
   *[no] να ανεβάσεις κατά { $low } έως { $high }
}
lasvegas-may-fold = να φύγεις
lasvegas-cannot-call = Δεν μπορείς να βάλεις { $amount } για να δεις, έχεις { lasvegas-chips }.

## Η αρχή, η προτροπή, το Braille.
lasvegas-intro = Κάθε παίκτης από τους { $players } ξεκινάει με { lasvegas-chips }, και η είσοδος είναι { $ante }.
lasvegas-intro-length = { $hands ->
    [0] Η παρτίδα συνεχίζεται ώσπου ένας παίκτης να έχει όλες τις μάρκες.
    [1] Η παρτίδα είναι 1 μοιρασιά.
   *[other] Η παρτίδα έχει { $hands } μοιρασιές.
}
lasvegas-intro-min-bet = Το μικρότερο ποντάρισμα και το μικρότερο ανέβασμα είναι { $amount }.
lasvegas-intro-figures = Ο βαλές, ο ιππότης και ο ρήγας μετράνε 10, και ο άσος 1, ή 11 όταν έχεις δύο ή περισσότερους.
lasvegas-intro-most-cards = Σε κάθε γύρο μιλάει πρώτα όποιος έχει τα περισσότερα φύλλα στο χέρι.
lasvegas-intro-check-raise = Όποιος είπε πάσο μπορεί ακόμα να ανεβάσει στον ίδιο γύρο.
lasvegas-intro-side-pots = Τα πονταρίσματα δεν έχουν όριο. Όποιος δεν έχει αρκετές μάρκες πάει ρέστα, και γίνονται δευτερεύοντα ποτ.
lasvegas-intro-no-cap = Τα πονταρίσματα δεν έχουν όριο, και όποιος δεν μπορεί να δει ολόκληρο το ποντάρισμα μπορεί μόνο να φύγει.
lasvegas-intro-at-showdown = Το Las Vegas πληρώνεται στο άνοιγμα των φύλλων, όχι αμέσως.
lasvegas-intro-low-half = Η μάρκα που περισσεύει όταν μοιράζεται το ποτ πάει στο χαμηλό μισό.
lasvegas-intro-top-only = Δίκαιο τραπέζι για τυφλούς. Κάθε φύλλο της μέσης ακούγεται με την αξία του και πόσα φύλλα έχει από πάνω, και ποιος πέταξε τι λέγεται μόνο μία φορά.
lasvegas-your-turn = Σειρά σου.
lasvegas-your-total = Ποτ { $pot }, το σύνολό σου { $total }.
lasvegas-braille-hand = χέρι { $cards }, σύνολο { $total }
lasvegas-braille-pot = ποτ { $pot }, βλέπεις { $call }
lasvegas-braille-centre = μέση { $cards }
lasvegas-braille-none = κανένα

## Επιβεβαιώσεις, ναι ή όχι.
lasvegas-confirm-bet = Ποντάρεις { $amount }, όλες σου τις μάρκες?
lasvegas-confirm-raise = Ανεβάζεις κατά { $by }, και βάζεις όλες σου τις μάρκες, { lasvegas-chips }?
lasvegas-confirm-call = Βλέπεις με { $count ->
    [1] την τελευταία σου μάρκα
   *[other] τις τελευταίες σου { $count } μάρκες
}?

## Γιατί μια κίνηση δεν γίνεται: προτάσεις μετά το "Δεν γίνεται,".
lasvegas-error-nothing-to-call = σε αυτόν τον γύρο δεν έχει ποντάρει κανείς, οπότε δεν υπάρχει τίποτα να δεις
lasvegas-error-nothing-to-raise = σε αυτόν τον γύρο δεν έχει ποντάρει κανείς, οπότε ποντάρεις, δεν ανεβάζεις
lasvegas-error-cannot-fold = σε αυτόν τον γύρο δεν έχει ποντάρει κανείς, οπότε δεν χρειάζεται να φύγεις, μπορείς να πεις πάσο χωρίς να βάλεις τίποτα
lasvegas-error-facing-bet = σε αυτόν τον γύρο υπάρχει ποντάρισμα { $level }, οπότε δεν μπορείς πια να { $kind ->
    [check] πεις πάσο
   *[bet] ποντάρεις
}, και χρειάζεσαι { $amount } για να δεις
lasvegas-error-cannot-cover = χρειάζεσαι { $amount } για να δεις και έχεις μόνο { lasvegas-chips }
lasvegas-error-checked = σε αυτόν τον γύρο είπες πάσο, οπότε μπορείς μόνο να δεις βάζοντας { $amount } ή να φύγεις
lasvegas-error-no-amount = { $kind ->
    [bet] κανείς δεν μπορεί να ποντάρει τώρα
   *[raise] κανείς δεν μπορεί να ανεβάσει τώρα
}, { $cap ->
    [smallest_stack] γιατί ένας παίκτης που είναι ακόμα μέσα δεν έχει άλλες μάρκες για να δει
   *[other] γιατί δεν έχεις μάρκες γι' αυτό, ή κανείς δεν θα μπορούσε να το καλύψει
}
lasvegas-error-too-low = { $kind ->
    [bet] το μικρότερο ποντάρισμα είναι { $low }
   *[raise] το μικρότερο ανέβασμα είναι { $low }
}
lasvegas-error-too-high = { $kind ->
    [bet] μπορείς να ποντάρεις το πολύ { $high }
   *[raise] μπορείς να ανεβάσεις το πολύ κατά { $high }
}, { $cap ->
    [smallest_stack] ώστε να μπορεί να δει κάθε παίκτης που είναι ακόμα μέσα
    [side_pots] αφού κανείς άλλος από όσους είναι μέσα δεν θα μπορούσε να καλύψει περισσότερα
   *[other] αφού αυτές είναι όλες σου οι μάρκες
}
lasvegas-error-say-amount = { $kind ->
    [bet] Πες πόσες μάρκες, για παράδειγμα { $word } 2.
   *[raise] Πες πόσες μάρκες πάνω από όσες χρειάζεσαι για να δεις, για παράδειγμα { $word } 2.
}
lasvegas-error-no-number = Η λέξη { $word } δεν θέλει αριθμό, γράψε μόνο { $word }.
# Issue 25 σημείο 6: ποσό που δεν είναι ακέραιος αριθμός μαρκών ("ανεβάζω -3").
lasvegas-error-amount = Δεν καταλαβαίνω το { $amount } ως αριθμό μαρκών. { $kind ->
    [bet] Το ποντάρισμα
   *[raise] Το ανέβασμα
} είναι ακέραιος αριθμός μαρκών, 1 ή περισσότερες, για παράδειγμα { $word } 2.

## Οι κινήσεις που γράφονται: η πρώτη λέξη κάθε καταλόγου είναι αυτή της βοήθειας και των
## απαντήσεων. Όπως μιλάνε οι Έλληνες στο πόκερ, πάσο, ποντάρω, βλέπω, ανεβάζω, φεύγω.
## Όχι φύγε, που είναι η έξοδος της κονσόλας.
lasvegas-command-check = πάσο τσεκ
lasvegas-command-bet = ποντάρω πόνταρε ποντάρισμα μπετ
lasvegas-command-call = βλέπω δες κολ
lasvegas-command-raise = ανεβάζω ανέβασε ανέβασμα ρελάνς ρέιζ
lasvegas-command-fold = φεύγω πετάω παραιτούμαι φολντ
lasvegas-typed-fillers = κατά με μάρκα μάρκες
# Οι λέξεις της κονσόλας συγκρίνονται με τους τόνους.
command-pot = ποτ

## Οι κανόνες με λίγα λόγια, για το πλήκτρο της βοήθειας.
lasvegas-rules-1 = Το Las Vegas παίζεται από 2 έως 6 παίκτες με τα 40 φύλλα της ιταλικής τράπουλας. Κάθε φύλλο αξίζει τον αριθμό του, ο βαλές 8, ο ιππότης 9 και ο ρήγας 10.
lasvegas-rules-2 = Όλοι βάζουν την είσοδο, και παίρνουν 3 φύλλα. Στη μέση μένουν 4 φύλλα κλειστά.
lasvegas-rules-3 = Υπάρχουν πέντε γύροι πονταρίσματος. Όσο δεν έχει ποντάρει κανείς λες πάσο ή ποντάρεις, και μετά βλέπεις, ανεβάζεις ή φεύγεις. Όποιος είπε πάσο μπορεί μόνο να δει ή να φύγει.
lasvegas-rules-4 = Μετά από καθέναν από τους τέσσερις πρώτους γύρους ανοίγει ένα φύλλο της μέσης, και όποιος είναι ακόμα μέσα πετάει όλα τα φύλλα του με αυτή την αξία. Όποιος πετάξει το τελευταίο του φύλλο κάνει Las Vegas και παίρνει όλο το ποτ.
lasvegas-rules-5 = Στο άνοιγμα των φύλλων το μικρότερο σύνολο παίρνει το μισό ποτ, και το μεγαλύτερο σύνολο το άλλο μισό.
