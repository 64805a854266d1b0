## Saving and resuming, and stopping a match: what can go wrong, one sentence each.

console-save-failed = The match could not be saved. { $reason } Play goes on, and you will hear when saving works again.
console-save-works-again = Saving works again. The match is saved.
console-quit-confirm-unsaved = Leave the match? It could not be saved, so it cannot be resumed. Type yes or no.
console-quit-unsaved = The match could not be saved, so it cannot be resumed.
console-line-too-long = That line is too long to be a command.
# The program was told to stop (Control C, or the terminal closed) in the middle of a match.
console-stopped-unsaved = Stopped. The match could not be saved.
console-stopped = Stopped.
# A save given to resume, or chosen in the menu, that cannot be played.
console-save-damaged = The saved match cannot be resumed. { $reason }
save-missing = There is no file called { $name }.
save-not-file = { $name } is not a file, so it cannot be resumed.
save-unreadable = The file { $name } cannot be read, { $reason }.
save-too-big = The file { $name } is far too large to be a saved match. It was left as it was.
save-not-ours = The file { $name } is not a saved match of access cards. It was left as it was.
save-other-game = { $name } is a saved match of { $found }, not of { $wanted }.
save-in-use = That match is open in another access cards window. Close it there, or play another match.
save-damaged-aside = The saved match { $name } is damaged and cannot be resumed. It was kept aside as { $aside }.
# The last resort: an error nobody foresaw, or one from the operating system. $what names the
# error in English, its symbols said as spaces; $path is the log's file name (crash.log), which
# lies in the program's data folder (the user guide says where).
console-crash = access cards stopped on an unexpected error, { $what }. The details are in the file { $path }, in the data folder of access cards. Please report them.
console-crash-unlogged = access cards stopped on an unexpected error, { $what }.
console-os-error = The program stopped, { $reason }.
# $path is the file's name, without its folders.
console-os-error-file = The program stopped, { $reason }, on { $path }.
