# Network play: the server, the table, and what the server refuses.
# Table codes are spelled out letter by letter in $code.
net-listening = The server listens on { $host }, port { $port }.
net-listening-all = The server listens on every address of this computer, named { $host }, port { $port }.
net-server-stopped = The server has stopped.
net-table-code = The table code is { $code }.
net-connecting = Connecting to { $host }, port { $port }.
net-connect-failed = Cannot reach the server at { $host }, port { $port }. { $reason }
net-connection-lost = The connection to the server is lost.
net-seated = You sit at table { $code }.
net-awaiting = { $count ->
    [one] Waiting for one more player.
   *[other] Waiting for { $count } more players.
}
net-joined = { $name } joined the table.
net-left = { $name } left the table.
net-dropped = { $name } lost the connection. The seat waits for them.
net-returned = { $name } is back at the table.
net-quit-confirm = Leave the table? Your seat waits for you to come back. Yes or no.
net-you-left = You left the table. Join again with the same name to come back.
net-move-on-its-way = Your move is on its way. Wait for it to be heard.
net-where = You play at table { $code }.
net-error-unknown = The server refused that.
net-error-not-text = The server takes only text messages.
net-error-too-big = That message is too long for the server.
net-error-bad-json = The server could not read that message.
net-error-not-object = The server could not read that message.
net-error-unknown-type = The server does not know that message.
net-error-missing-field = A message to the server lacked a part.
net-error-unknown-field = A message to the server had a part it does not know.
net-error-bad-field = A message to the server had a wrong value.
net-error-bad-version = This program and the server speak different versions.
net-error-rate-limited = Too many messages at once. Slow down, please.
net-error-no-hello = The server expected a greeting first.
net-error-already-hello = The server already knows who you are.
net-error-already-seated = You already sit at table { $code }.
net-error-not-seated = You sit at no table.
net-error-unknown-game = The server does not have that game.
net-error-bad-seats = The server cannot seat that table.
net-error-bad-option = The server does not take that game option.
net-error-code-taken = Table code { $code } is in use already.
net-error-no-table = There is no table with code { $code }.
net-error-table-full = Table { $code } has no free seat.
net-error-name-taken = Someone at that table is called { $name } already. Choose another name.
net-error-not-started = The match has not begun. Some players are still awaited.
net-error-match-over = The match is over.
net-error-stale = The table moved on before your move arrived. Listen, and try again.
net-error-not-your-turn = It is not your turn.
net-error-illegal-action = That move is not allowed now.
net-chat = { $name } says, { $text }
net-chat-you = You say, { $text }
net-say-what = Say what? Type say, then your message.
net-held = { $name } is still away. A computer player plays for { $name } until { $name } is back.
net-paused = { $name } paused the game. Type resume to go on.
net-paused-you = You paused the game. Type resume to go on.
net-resumed = { $name } resumed the game.
net-resumed-you = You resumed the game.
net-saved = { $name } saved the table. To go on another time, the table code is { $code }.
net-saved-you = You saved the table. To go on another time, host it again with table code { $code }.
net-help = At a network table, type say and a message to talk to everyone, pause to stop the game for a while, resume to go on, and save to save the table. Leaving keeps your seat for you.
net-error-paused = The game is paused. Type resume to go on.
net-error-already-paused = The game is paused already.
net-error-not-paused = The game is not paused.
net-error-not-host = Only the host can save the table.
net-error-cannot-save = The table could not be saved here.
net-bad-address = { $address } is not a server address. Give the computer's name or number, then, if it is not 8765, a colon and the port.
net-bad-port = { $port } is not a port. A port is a number from 1 to 65535.
net-bad-certificate = The certificate cannot be used. { $reason }
net-certificate-pair = Give the certificate and its key together.
net-bad-takeover = The takeover time is a number of seconds from 0 to 86400.
net-host-among-seats = A table you host needs you among its seats.
net-no-saved-table = There is no saved table with code { $code } to take up again.
command-say = say chat
command-pause = pause
command-resume = resume continue
command-save = save
menu-host = Host a table for friends over the network.
menu-join = Join a table over the network.
menu-host-game = Which game?
menu-host-friends = How many friends join over the network?
menu-friends = { $count ->
    [one] One friend.
   *[other] { $count } friends.
}
menu-your-name = Your name at the table? Type it, or press Enter for { $name }.
menu-join-address = The server's address? Type the computer's name or number, then, if the port is not { $port }, a colon and the port.
menu-join-code = The table code?
