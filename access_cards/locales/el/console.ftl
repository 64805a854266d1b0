## Η κονσόλα: εντολές, ιστορικό, αποθήκευση, μενού και ρυθμίσεις.

console-you = εσύ
console-bot-names = Άννα, Μπρούνο, Κάρλα, Ντάριο, Έλενα, Φάμπιο
# Το γένος κάθε ονόματος από πάνω, με την ίδια σειρά (female ή male), για το άρθρο του.
console-bot-genders = female, male, female, male, female, male
# Στην αρχή μιας νέας παρτίδας: ποιοι παίζουν, μετά οι όροι του παιχνιδιού, μετά μια συμβουλή.
console-intro = { $game }. Αντίπαλοι, { $opponents }.
# Ένας παίκτης του υπολογιστή μέσα στο console-intro: όνομα και επίπεδο.
console-opponent = { $name } { $level ->
    [easy] σε εύκολο επίπεδο
    [hard] σε δύσκολο επίπεδο
    [random] με τυχαίες κινήσεις
   *[normal] σε κανονικό επίπεδο
}
console-help-hint = Πάτα ερωτηματικό όποτε θέλεις για βοήθεια, και a για το τι μπορείς να κάνεις.
console-resumed = Η παρτίδα συνεχίζεται.
console-rules-missing = Η σελίδα των κανόνων λείπει. { $reason }
console-card = Φύλλο { $n }, { $card }.
console-no-card = Δεν έχεις φύλλο { $n }. Έχεις { $count ->
    [one] ένα φύλλο
   *[other] { $count } φύλλα
}.
console-history-empty = Δεν έχει ειπωθεί τίποτα ακόμα.
console-history-edge-oldest = Αυτό είναι το παλιότερο μήνυμα.
console-history-edge-newest = Αυτό είναι το νεότερο μήνυμα.
console-history-top-only = Σε αυτό το δίκαιο τραπέζι για τυφλούς δεν περνάς από τα μηνύματα ένα ένα. Ξανακούς μόνο την τελευταία κίνηση, με το r, και όσα έγιναν από την τελευταία σου κίνηση, με το i.
console-verbosity-set = Επίπεδο λεπτομέρειας { $level }.
console-verbosity-bad = Το επίπεδο λεπτομέρειας μπορεί να είναι σύντομο, κανονικό ή πλήρες.
console-quit-confirm = Θέλεις να αφήσεις την παρτίδα? Μένει αποθηκευμένη και μπορείς να τη συνεχίσεις. Γράψε ναι ή όχι.
console-quit-saved = Η παρτίδα αποθηκεύτηκε. Συνέχισέ τη από το κύριο μενού.
# Οι λέξεις για ναι και όχι. Οι τόνοι μετράνε εδώ, γι' αυτό υπάρχει και το οχι.
console-yes-words = ναι ν yes y
console-no-words = όχι οχι ο no n
console-cancelled = Ακυρώθηκε.
console-answer-yes-no = Απάντησε ναι ή όχι.

# Οι λέξεις των εντολών. Η πρώτη λέγεται στη βοήθεια, οι άλλες γίνονται κι αυτές δεκτές.
# Εδώ οι τόνοι μετράνε, γι' αυτό κάθε λέξη υπάρχει και χωρίς τόνο.
command-hand = χέρι χερι
command-table = τραπέζι τραπεζι
command-opponents = αντίπαλοι αντίπαλος αντιπαλοι αντιπαλος
command-scores = βαθμοί σκορ βαθμοι
command-turn = σειρά σειρα
command-actions = κινήσεις κινησεις
command-status = κατάσταση κατασταση
command-repeat = επανάληψη ξανά επαναληψη ξανα
command-back = πίσω προηγούμενο πισω προηγουμενο
command-forward = επόμενο εμπρός επομενο εμπρος
command-oldest = παλιότερο παλαιότερο παλιοτερο παλαιοτερο
command-newest = νεότερο νεοτερο
command-help = βοήθεια βοηθεια
command-rules = κανόνες κανονες
command-braille = braille μπράιγ μπραιγ
command-verbosity = λεπτομέρεια λεπτομερεια
command-quit = έξοδος φύγε εξοδος φυγε

game-khmer = Khmer
menu-title = Κύριο μενού.
menu-item = { $n }. { $label }
menu-choose = Γράψε έναν αριθμό και πάτα Enter.
menu-bad-choice = Γράψε έναν αριθμό από 1 έως { $count }.
menu-bye = Γεια σου.
menu-resume = Συνέχισε την αποθηκευμένη παρτίδα του { $game }.
menu-settings = Ρυθμίσεις.
menu-quit = Έξοδος.
menu-level = Πόσο δυνατός να είναι ο υπολογιστής?
level-easy = Εύκολο.
level-normal = Κανονικό.
level-hard = Δύσκολο.
menu-variant = Ποιο τραπέζι?
menu-variant-full-khmer = Ακούς όλα τα φύλλα στη μέση του τραπεζιού.
menu-variant-top-khmer = Μόνο το πάνω φύλλο, η δίκαιη παραλλαγή για τυφλούς.
menu-variant-full-king = Την τελευταία μπάζα την ακούς μέχρι να παίξεις το επόμενο φύλλο σου.
menu-variant-top-king = Μόνο η μπάζα που παίζεται τώρα, η δίκαιη παραλλαγή για τυφλούς.
menu-variant-full-rummy40 = Όλη η στοίβα απόρριψης ακούγεται, για όλους το ίδιο.
menu-variant-top-rummy40 = Μόνο το πάνω φύλλο της στοίβας απόρριψης, η δίκαιη παραλλαγή για τυφλούς.
menu-variant-full-lasvegas = Για κάθε φύλλο στη μέση ακούς τα φύλλα που έχει από πάνω και ποιος τα πέταξε.
menu-variant-top-lasvegas = Για κάθε φύλλο στη μέση μόνο η αξία του και πόσα φύλλα έχει, η δίκαιη παραλλαγή για τυφλούς.

settings-title = Ρυθμίσεις.
settings-language = Γλώσσα, { $value }.
settings-speech = Ομιλία, { $value }.
settings-rate = Ταχύτητα φωνής, { $value }.
settings-verbosity = Επίπεδο λεπτομέρειας, { $value }.
settings-card-style = Ονόματα φύλλων, { $value }.
settings-back = Πίσω στο κύριο μενού.
settings-saved = Αποθηκεύτηκε.
language-en = Αγγλικά
language-it = Ιταλικά
card-style-full = πλήρη
card-style-short = σύντομα
speech-mode-auto = auto, ανάλογα με αυτό που τρέχει
speech-mode-reader = reader, ο αναγνώστης οθόνης σου διαβάζει αυτά που τυπώνονται
speech-mode-speech = speech, με τη φωνή του αναγνώστη οθόνης σου
speech-mode-self-voice = self voice, η φωνή του ίδιου του υπολογιστή
speech-mode-text = text, μόνο τυπωμένο κείμενο
rate-much-slower = πολύ πιο αργή
rate-slower = πιο αργή
rate-normal = κανονική
rate-faster = πιο γρήγορη
rate-much-faster = πολύ πιο γρήγορη
rate-fastest = η πιο γρήγορη
console-braille-missing = Για το Braille χρειάζεται το liblouis, που εδώ δεν είναι εγκατεστημένο ή δεν λειτουργεί.
console-brlapi-missing = { $reason ->
    [no-module] Η οθόνη Braille δεν μπορεί να χρησιμοποιηθεί, γιατί δεν είναι εγκατεστημένο το άρθρωμα BrlAPI για την Python.
    [no-access] Η οθόνη Braille δεν μπορεί να χρησιμοποιηθεί, γιατί το BRLTTY δεν σου την αφήνει. Στο Debian, πρόσθεσε τον εαυτό σου στην ομάδα brlapi.
    [no-display] Η οθόνη Braille δεν μπορεί να χρησιμοποιηθεί, γιατί το BRLTTY τρέχει χωρίς συνδεδεμένη οθόνη.
   *[no-server] Η οθόνη Braille δεν μπορεί να χρησιμοποιηθεί, γιατί το BRLTTY δεν τρέχει.
}
labels-key-needs-louis = Το υπόμνημα παραλείπεται, γιατί εδώ το liblouis δεν λειτουργεί. Το σύστημα λέει { $reason }. Οι ετικέτες είναι πλήρεις.
labels-svg-needs-file = Οι ετικέτες γεμίζουν { $count } σελίδες, ένα αρχείο SVG η καθεμία. Δώσε το όνομα του πρώτου αρχείου με την επιλογή output.
labels-svg-files = { $count ->
    [one] Γράφτηκε { $count } σελίδα, από { $first } έως { $last }.
   *[other] Γράφτηκαν { $count } σελίδες, από { $first } έως { $last }.
}
labels-binary-needs-file = Η μορφή { $format } δεν εμφανίζεται στο τερματικό. Δώσε όνομα αρχείου με την επιλογή output.
menu-labels = Ετικέτες Braille για μια τράπουλα.
labels-menu-deck = Ποια τράπουλα?
deck-khmer = Η τράπουλα του Khmer, 16 φύλλα.
deck-french52 = Η γαλλική τράπουλα, 52 φύλλα.
deck-rummy40 = Η τράπουλα του Ρούμι 40, δύο γαλλικές τράπουλες και δύο τζόκερ, 106 φύλλα.
deck-italian40 = Η ιταλική τράπουλα, 40 φύλλα.
labels-menu-lang = Σε ποια γλώσσα?
language-de = Γερμανικά
language-el = Ελληνικά
labels-menu-what = Τι θέλεις να κάνεις?
labels-what-key = Να ακούσεις το υπόμνημα, τι σημαίνει κάθε κελί και πού μπαίνουν οι ετικέτες.
labels-what-show = Να εμφανιστούν οι ετικέτες σε Braille στην οθόνη, για οθόνη Braille.
labels-what-brf = Να αποθηκεύσεις αρχείο BRF για εκτυπωτή Braille.
labels-what-svg = Να αποθηκεύσεις σελίδες ετικετών SVG για εκτύπωση.
labels-what-pdf = Να αποθηκεύσεις PDF με σελίδες ετικετών για εκτύπωση.
labels-shown = Αυτές είναι οι ετικέτες και των { $count } φύλλων, σε Braille.
labels-saved = Οι ετικέτες αποθηκεύτηκαν στο αρχείο { $path }, στον φάκελο { $folder }.
labels-saved-many = { $count ->
    [one] Αποθηκεύτηκε { $count } αρχείο στον φάκελο { $folder }.
   *[other] Αποθηκεύτηκαν { $count } αρχεία στον φάκελο { $folder }.
}
labels-save-failed = Οι ετικέτες δεν αποθηκεύτηκαν, { $reason }.
labels-what-stl = Να αποθηκεύσεις αρχείο STL για να τυπώσεις τις ετικέτες σε 3D ως μικρά πλακίδια.
