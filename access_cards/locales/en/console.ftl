## The console: commands, history, saving, menus and settings.

console-you = you
console-bot-names = Anna, Bruno, Carla, Dario, Elena, Fabio
# The grammatical gender of each bot name above, in its order (female or male).
console-bot-genders = female, male, female, male, female, male
# At the start of a new match: who plays, then the game's own terms, then a hint.
console-intro = { $game } against { $opponents }.
# One computer player in console-intro: its name and level.
console-opponent = { $name }, { $level ->
    [easy] easy
    [hard] hard
    [random] random moves
   *[normal] normal
} level
console-help-hint = Press question mark at any time for help, and a for what you may do.
console-resumed = Match resumed.
console-rules-missing = The rules page is missing. { $reason }
console-card = Card { $n }, { $card }.
console-no-card = You have no card { $n }. You hold { $count ->
    [one] one card
   *[other] { $count } cards
}.
console-history-empty = Nothing has been said yet.
console-history-edge-oldest = That is the oldest message.
console-history-edge-newest = That is the newest message.
console-history-top-only = Walking through the messages is off at this blind fair table. Only the last action can be heard again, with r, and everything since your last move, with i.
console-verbosity-set = Verbosity { $level }.
console-verbosity-bad = Verbosity can be brief, normal or full.
console-quit-confirm = Leave the match? It stays saved and you can resume it. Type yes or no.
console-quit-saved = The match is saved. Resume it from the main menu.
console-yes-words = yes y
console-no-words = no n
console-cancelled = Cancelled.
console-answer-yes-no = Please answer yes or no.

command-hand = hand
command-table = table
command-opponents = opponents
command-scores = scores score
command-turn = turn
command-actions = actions moves
command-status = status
command-repeat = repeat
command-back = back
command-forward = forward
command-oldest = oldest
command-newest = newest
command-help = help
command-rules = rules
command-braille = braille
command-verbosity = verbosity
command-quit = quit exit

game-khmer = Khmer
menu-title = Main menu.
menu-item = { $n }. { $label }
menu-choose = Type a number and press Enter.
menu-bad-choice = Please type a number from 1 to { $count }.
menu-bye = Goodbye.
menu-resume = Resume the saved { $game } match.
menu-settings = Settings.
menu-quit = Quit.
menu-level = How strong should the computer be?
level-easy = Easy.
level-normal = Normal.
level-hard = Hard.
menu-variant = Which table?
menu-variant-full-khmer = The whole table pile can be read.
menu-variant-top-khmer = Top card only, the blind fair variant.
menu-variant-full-king = The last trick can be heard until you play your next card.
menu-variant-top-king = The current trick only, the blind fair variant.
menu-variant-full-rummy40 = The whole discard pile can be listed, for everyone alike.
menu-variant-top-rummy40 = Only the top discard, the blind fair variant.
menu-variant-full-lasvegas = Every centre card can be heard with the cards on it and who discarded them.
menu-variant-top-lasvegas = Each centre card as its value and number of cards only, the blind fair variant.

settings-title = Settings.
settings-language = Language, { $value }.
settings-speech = Speech, { $value }.
settings-rate = Voice rate, { $value }.
settings-verbosity = Verbosity, { $value }.
settings-card-style = Card names, { $value }.
settings-back = Back to the main menu.
settings-saved = Saved.
language-en = English
language-it = Italian
card-style-full = full
card-style-short = short
speech-mode-auto = auto, chosen from what is running
speech-mode-reader = reader, your screen reader reads what is printed
speech-mode-speech = speech, through your screen reader's voice
speech-mode-self-voice = self voice, the computer's own voice
speech-mode-text = text, printed only
rate-much-slower = much slower
rate-slower = slower
rate-normal = normal
rate-faster = faster
rate-much-faster = much faster
rate-fastest = fastest
console-braille-missing = Braille needs liblouis, which is not installed or not working here.
console-brlapi-missing = { $reason ->
    [no-module] The braille display cannot be used, because the BrlAPI module for Python is not installed.
    [no-access] The braille display cannot be used, because BRLTTY does not let you use it. On Debian, add yourself to the group brlapi.
    [no-display] The braille display cannot be used, because BRLTTY runs with no display connected.
   *[no-server] The braille display cannot be used, because BRLTTY is not running.
}
labels-key-needs-louis = The key card is left out, because liblouis is not working here. The system says { $reason }. The labels themselves are complete.
labels-svg-needs-file = The labels fill { $count } sheets, one SVG file each. Name the first file with the output option.
labels-svg-files = Wrote { $count } sheets, from { $first } to { $last }.
labels-binary-needs-file = The { $format } format cannot be shown in the terminal. Name a file with the output option.
menu-labels = Braille labels for a deck of cards.
labels-menu-deck = Which deck?
deck-khmer = The Khmer deck, 16 cards.
deck-french52 = The French deck, 52 cards.
deck-rummy40 = The Rummy 40 deck, two French decks and two jokers, 106 cards.
deck-italian40 = The Italian deck, 40 cards.
labels-menu-lang = In which language?
language-de = German
language-el = Greek
labels-menu-what = What would you like?
labels-what-key = Hear the key card, what each cell means and where the labels go.
labels-what-show = Show the labels in braille on the screen, for a braille display.
labels-what-brf = Save a BRF file for a braille embosser.
labels-what-svg = Save SVG label sheets to print.
labels-what-pdf = Save a PDF of label sheets to print.
labels-shown = Those are the labels of all { $count } cards, in braille.
labels-saved = Saved as { $path }, in the folder { $folder }.
labels-saved-many = Saved { $count } files in the folder { $folder }.
labels-save-failed = The labels could not be saved, { $reason }.
labels-what-stl = Save an STL file to print the labels in 3D as small tiles.
