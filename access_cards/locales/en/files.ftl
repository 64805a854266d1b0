## Files the program writes (a document, the speech log, its settings) and why one could not be.
## $path is the file as the player named it; $reason is the system's own explanation, in English.

# Said in place of $path when the document was to go to standard output.
file-standard-output = standard output
file-empty = The file name is empty. Please give the name of a file.
file-folder = { $path } is a folder, not a file. Please give the name of a file in it.
file-no-folder = There is no folder for { $path }. Please choose a folder that exists.
file-no-permission = You do not have permission to write { $path }.
file-read-only = { $path } is on a disk that can only be read, so nothing can be written there.
file-no-space = There is not enough space to write { $path }.
file-failed = { $path } could not be written. The system says { $reason }.

## The speech log stopped working during the game, once. $kind is one of the kinds above.

speech-log-off = { $kind ->
    [no-space] There is not enough space for the speech log { $path }, so it is turned off. Everything else goes on as before.
   *[other] The speech log { $path } cannot be written, so it is turned off. The system says { $reason }. Everything else goes on as before.
}
