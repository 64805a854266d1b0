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
net-you-left = You left the table. Join again with the same table code from this computer to come back.
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
net-error-no-seat = There is no seat for you at table { $code }. Check the code and your name, or choose another name. If you sat there before from another computer, ask the host to let you in.
net-error-name-taken = Someone else at the table is called { $name } already. Let them in under another name.
# How long to wait: $minutes is 0 below two minutes, when $seconds are said.
net-wait = { $minutes ->
    [0] { $seconds ->
        [one] one second
       *[other] { $seconds } seconds
    }
    [one] one minute
   *[other] { $minutes } minutes
}
net-error-too-many-tries = Too many tries from your address found no seat. Wait { net-wait }, then try again.
# $seconds is 0 when the address has the most tables open it may have.
net-error-too-many-tables = { $seconds ->
    [0] Your address has { $most } tables open, the most it may have. Let one of them end first.
   *[other] Your address has opened many tables lately. Wait { net-wait }, then try again.
}
net-error-server-busy = The server holds all the tables it can. Try again later.
net-name-rules = A name holds up to { $most } letters and digits, all of one alphabet, with single spaces, apostrophes or hyphens between them.
net-error-bad-name = That name cannot be used at a table. { net-name-rules }
net-error-bad-code = A table code has { $low } to { $high } letters or digits.
net-error-host-paused = The host paused the game. Only the host can resume it.
net-error-too-many-pauses = You have paused often lately. You can pause again in { net-wait }.
net-error-chat-limited = You are talking faster than the table can listen. Wait { net-wait }, then say it again.
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
net-help = At a network table, type say and a message to talk to everyone, pause to stop the game for a while, and resume to go on. Type mute and a player's name to stop hearing what they say, and unmute and the name to hear them again. Leaving keeps your seat for you.
net-help-host = As the host, type save to save the table, remove and a name to send a player away, and admit and a name to let someone in, to their own seat from another computer or in the place of one who left.
net-error-paused = The game is paused. Type resume to go on.
net-error-already-paused = The game is paused already.
net-error-not-paused = The game is not paused.
net-error-not-host = Only the host of the table can do that.
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
command-remove = remove
command-admit = admit
command-mute = mute
command-unmute = unmute
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
net-reconnecting = The connection to the server is lost. Trying to reconnect.
net-reconnected = The connection is back. You are at your seat again.
net-still-reconnecting = Still trying to reach the server. Wait a moment, please.
net-table-closed = The host closed the table. The game ends here.
net-host-quit-confirm = Close the table? Everyone at it leaves with you. To go on another day, type save first. Yes or no.
net-you-closed = You closed the table.
net-paused-held = { $name } paused the game. Only { $name }, the host, can resume it.
net-default-name = Player
net-bad-name = { $name } cannot be your name at the table. { net-name-rules }
net-bad-code = { $code } is not a table code. A table code has { $low } to { $high } letters or digits.
net-chat-too-long = A chat line holds at most { $most } characters. Nothing was sent. Say it in shorter lines.
# Taking the seat back after a lost connection was refused.
net-seat-lost = You could not take your seat back. The host may have removed you, or your seat was taken up from another window or computer. Ask the host to let you in.
net-replaced = Your seat was taken up from another window or computer. You leave the table here.
net-expired = Nobody came to the table within an hour, so the table has closed.
net-removed-you = The host removed you from the table.
# $by is you when this console is the host's.
net-removed = { $by ->
    [you] You removed { $name } from the table.
   *[host] The host removed { $name } from the table.
}
# $whose: same (the seat's own person comes back), other (someone in the place of $instead), none (a seat nobody had).
net-removed-held = { $by ->
    [you] A computer player plays for { $name } until you let someone in.
   *[host] A computer player plays for { $name } until the host lets someone in.
}
net-admitted = { $by ->
    [you] { $whose ->
        [same] { $name } may come back to their seat. Tell them to join with the table code within ten minutes.
        [other] { $name } may take the seat of { $instead }. Tell them to join with the table code and that name within ten minutes.
       *[none] { $name } may take a seat. Tell them to join with the table code and that name within ten minutes.
    }
   *[host] { $whose ->
        [same] The host lets { $name } back in.
        [other] The host lets { $name } take the seat of { $instead }.
       *[none] The host lets { $name } take a seat.
    }
}
net-muted = You no longer hear what { $name } says.
net-unmuted = You hear what { $name } says again.
net-host-only = Only the host of the table can remove players or let them in.
# $command is the command typed without a name.
net-name-whom = { $command ->
    [remove] Remove whom? Type remove, then the player's name.
    [admit] Let whom in? Type admit, then the name.
    [mute] Mute whom? Type mute, then the player's name.
   *[unmute] Unmute whom? Type unmute, then the player's name.
}
net-nobody-called = Nobody at the table is called { $name }.
net-not-yourself = That is your own seat.
net-remove-confirm = Remove { $name } from the table? They cannot come back unless you let them in. Yes or no.
net-no-seat-to-admit = Every friend's seat is taken. Remove a player first to let { $name } in.
# Why connecting failed, and what to do about it.
net-no-answer = The server at { $host }, port { $port }, does not answer. A firewall may block that port, or the address may be wrong.
net-nothing-there = Nothing answers at { $host }, port { $port }. Check the address and the port, and that the server is running.
net-unknown-host = No computer called { $host } can be found. Check the address.
net-untrusted-certificate = The certificate of the server at { $host }, port { $port }, cannot be checked. If the host made it themselves, ask them for the certificate file, and join with the cafile option and that file.
net-needs-tls = The server at { $host }, port { $port }, uses encryption, and this connection did not. Join with the tls option, or with the cafile option and the server's certificate file.
net-no-tls = The server at { $host }, port { $port }, does not use encryption. Join without the tls and cafile options.
net-too-many-connections = The server at { $host } takes no more connections from your address for now. Close other connections to it, or try again in a minute.
net-server-full = The server at { $host } is full. Try again later.
net-not-a-server = Something answers at { $host }, port { $port }, but it is not an access cards server. Check the address and the port.
# Why a server cannot listen. $how is serve or listen, the command that started it.
net-port-taken = Port { $port } is taken by another program on this computer. { $how ->
    [serve] Choose another with the port option, or stop that program.
   *[listen] Give another port after the listen option, such as listen 9000, or stop that program.
}
net-not-my-address = This computer has no address { $host }. Give one of its own addresses, or leave the host option out to listen on every address.
net-port-forbidden = Port { $port } needs the rights of the system's administrator. Choose a port above 1023.
net-cannot-listen = The server cannot listen on port { $port }. { $reason }
net-listening-tls = Friends join with the tls option, or, if you made the certificate yourself, with the cafile option and that certificate file.
net-bad-limit = The { $option } option takes a number above 0, not { $value }.
