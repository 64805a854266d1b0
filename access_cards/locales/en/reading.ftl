## Long texts a page at a time; leaving, stopping and resuming a match; the menu's keys.

# After each page of a long text (the rules, the help): where the reader is.
reading-page-more = Page { $page } of { $pages }. Press Enter for the next page.
reading-page-last = Page { $page } of { $pages }, the end.
reading-nothing-more = There is nothing more to read.
reading-rules-missing = The rules page cannot be found, so here is a short summary.
reading-rules-missing-menu = The rules page cannot be found.
# Typed words: the next page of a long text; where the match is saved.
command-more = more
command-where = where

# Leaving or stopping a match saved in the program's own folder, which the main menu resumes.
console-stopped-resume = Stopped. The match is saved. Resume it from the main menu.
# The same for a save the player keeps in a file of their own.
console-stopped-in-file = Stopped. The match is saved in your file { $name }.
console-quit-in-file = The match is saved in your file { $name }.
# The typed command where: the only time the save's folder is said.
console-where = The match is saved in the file { $name }, in the folder { $folder }.
console-where-unsaved = This match is not saved.

# After a match that has ended, before the main menu comes back.
menu-after-match = Press Enter for the main menu.
