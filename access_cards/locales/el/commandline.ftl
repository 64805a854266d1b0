## Τι λέει η γραμμή εντολών έξω από μια παρτίδα: μια γραμμή εντολών που δεν εκτελείται (μία
## πρόταση στο standard error, access_cards/usage.py), και η αναφορά του simulate (access_cards/cli.py).
## Τη διαβάζει και αναγνώστης οθόνης, γι' αυτό δεν γράφεται κανένα σύμβολο: οι επιλογές λέγονται
## χωρίς τις παύλες τους ("η επιλογή seed"), και ό,τι γράφτηκε διαβάζεται με τα σύμβολα ως κενά.
## $value αυτό που γράφτηκε, $choices κατάλογος ενωμένος με "ή", οι άλλοι κατάλογοι με "και".

# Λέγεται για μια τιμή κενή, ή μόνο με σύμβολα.
usage-nothing = τίποτα
# Πώς λέγεται μια επιλογή ή ένα όρισμα στις προτάσεις πιο κάτω. $option το όνομά της.
usage-named = { $option ->
    [lang] Η γλώσσα
    [speech] Ο τρόπος ομιλίας
    [variant] Η παραλλαγή
    [format] Η μορφή
    [deck] Η τράπουλα
    [copies] Ο αριθμός αντιγράφων
    [sheet] Η σελίδα
    [dots] Το μέγεθος των κουκκίδων
   *[other] Η επιλογή { $option }
}

usage-unknown-command = Δεν υπάρχει εντολή { $value }. Διάλεξε { $choices }.
usage-choice = { usage-named } δεν μπορεί να είναι { $value }. Διάλεξε { $choices }.
usage-whole-number = { usage-named } πρέπει να είναι ακέραιος αριθμός, όχι { $value }.
usage-bad-value = { usage-named } δεν μπορεί να είναι { $value }.
usage-needs-value = { usage-named } θέλει μια τιμή μετά.
# $words αυτό που περίσσεψε, για παράδειγμα μια επιλογή που αυτή η εντολή δεν έχει.
usage-unrecognized = Δεν καταλαβαίνω { $words } σε αυτή τη γραμμή εντολών.
# $what το όρισμα που λείπει, $command η εντολή στην οποία ανήκει ("play").
usage-missing = { $what ->
    [game] Γράψε ένα παιχνίδι μετά το { $command }. Τα παιχνίδια είναι { $choices }.
    [deck] Γράψε μια τράπουλα μετά το { $command }. Οι τράπουλες είναι { $choices }.
    [seats] Δώσε την επιλογή seats, με ένα bot για κάθε θέση, για παράδειγμα bot κόμμα bot.
   *[other] Λείπει κάτι μετά το { $command }, { $what }.
}
usage-not-understood = Αυτή η γραμμή εντολών δεν γίνεται κατανοητή. Τρέξε το access cards με την επιλογή help για να ακούσεις τι δέχεται.
# Η τελευταία λύση: $detail η εξήγηση του ίδιου του προγράμματος, στα αγγλικά.
usage-other = Αυτή η γραμμή εντολών δεν μπορεί να εκτελεστεί, { $detail }.

## Το παιχνίδι, οι θέσεις του και οι επιλογές του. $game το όνομα του παιχνιδιού όπως το λέει το μενού.

usage-unknown-game = Δεν υπάρχει παιχνίδι με το όνομα { $value }. Τα παιχνίδια είναι { $games }.
usage-game-not-ready = Το { $game } δεν είναι ακόμα έτοιμο. Τα παιχνίδια είναι { $games }.
usage-option-form = Γράψε κάθε επιλογή του παιχνιδιού ως όνομα, σύμβολο ίσον και τιμή, για παράδειγμα target ίσον 6.
usage-unknown-option = Το { $game } δεν έχει επιλογή { $option }. Οι επιλογές του είναι { $options }.
usage-option-number = Η επιλογή { $option } δεν μπορεί να είναι { $value }. Δώσε έναν ακέραιο αριθμό από { $low } έως { $high }.
usage-option-seat = Η επιλογή { $option } δεν μπορεί να είναι { $value }. Δώσε έναν αριθμό θέσης από 0 έως { $high }, ή random.
usage-option-choice = Η επιλογή { $option } δεν μπορεί να είναι { $value }. Διάλεξε { $choices }.
usage-option-combination = Η επιλογή { $option } δεν μπορεί να είναι { $value } μαζί με τις άλλες επιλογές αυτής της παρτίδας.
usage-option-stack-ante = Κάθε παίκτης πρέπει να ξεκινά με περισσότερες μάρκες από το υποχρεωτικό ποντάρισμα. { $stack } μάρκες δεν είναι περισσότερες από υποχρεωτικό ποντάρισμα { $ante }.
usage-option-twice = Η επιλογή { $option } δίνεται δύο φορές, ως { $names }, με διαφορετικές τιμές. Δώσ' την μία φορά.
usage-variant-contradicts = Η παραλλαγή { $variant } και η επιλογή { $option } { $value } αντιφάσκουν.
usage-resume-fixed = Μια παρτίδα που συνεχίζεται παίζεται όπως αποθηκεύτηκε. Βγάλε αυτές τις επιλογές, { $options }.
usage-bots-only = Το simulate βάζει να παίζουν μόνο bots, άρα δεν μπορείς να πάρεις θέση.
usage-bad-seat = Μια θέση δεν μπορεί να είναι { $seat }. Γράψε you, bot, ή bot με επίπεδο, για παράδειγμα bot άνω κάτω τελεία hard.
usage-bot-level = Δεν υπάρχει επίπεδο bot { $level }. Τα επίπεδα είναι { $levels }.
usage-seats-list = Δώσε τις θέσεις ως κατάλογο με κόμμα ανάμεσά τους, για παράδειγμα you κόμμα bot άνω κάτω τελεία hard.
usage-one-you = Μόνο μία θέση μπορεί να είναι you. Τα φύλλα των άλλων πρέπει να μένουν κρυφά.
usage-seat-count = Το { $game } παίζεται από { $players } παίκτες, όχι από { $count }.
usage-seat-range = Το { $game } παίζεται από { $low } έως { $high } παίκτες, όχι από { $count }.

## Προσομοιώσεις και ετικέτες Braille.

usage-games-at-least = Το simulate θέλει τουλάχιστον 1 παρτίδα.
usage-jobs-at-least = Το simulate θέλει τουλάχιστον 1 διεργασία.
usage-duplicate-games = Με την επιλογή duplicate, ο αριθμός των παρτίδων πρέπει να είναι πολλαπλάσιο του { $seats }, του αριθμού των θέσεων.
usage-page-too-small = Αυτή η σελίδα είναι πολύ μικρή. Μια σελίδα θέλει τουλάχιστον { $width } κελιά και { $height ->
    [one] { $height } γραμμή
   *[other] { $height } γραμμές
}.

## Η αναφορά του simulate: προτάσεις, όχι πίνακας. Οι αριθμοί γράφονται όπως στη γλώσσα,
## το πρόσημο με λέξη (report-minus, report-plus). $label μια θέση και το bot της, "Seat 0 bot hard".

report-heading = { $game }, { $games } παρτίδες, { $mode ->
    [duplicate] σε ντουπλικάτο, { $boards } μοιρασιές
   *[fixed] σταθερές θέσεις
}, seed { $seed }.
# $options ένας κατάλογος όπως "target 10, pile visibility top only".
report-options = Επιλογές, { $options }.
# A seat of the report and its bot, "seat 0, bot hard".
report-seat = θέση { $seat }, { $spec }
report-wins = { $label }. Κερδίζει { $wins } από { $matches }, { $rate } τοις εκατό.
report-mean = Μέσος όρος βαθμών { $value }.
report-decisions = Μια απόφαση παίρνει { $p50 } χιλιοστά του δευτερολέπτου, { $p95 } στο ενενηκοστό πέμπτο εκατοστημόριο.
# Το διάστημα εμπιστοσύνης 95 τοις εκατό του αριθμού που μόλις ειπώθηκε.
report-interval = { $percent ->
    [yes] Το διάστημα εμπιστοσύνης 95 τοις εκατό είναι από { $low } έως { $high } τοις εκατό.
   *[no] Το διάστημα εμπιστοσύνης 95 τοις εκατό είναι από { $low } έως { $high }.
}
report-paired = Διαφορά βαθμών ανά μοιρασιά, κατά ζεύγη, { $first } μείον { $second }, σε { $boards } μοιρασιές, { $value }.
report-deals = Μοιρασιές ανά παρτίδα { $value }.
report-actions = Κινήσεις ανά παρτίδα { $value }.
report-minus = μείον { $number }
report-plus = συν { $number }
