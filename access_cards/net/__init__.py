"""Network play: a JSON protocol over WebSockets, an authoritative table, server and client.

``protocol`` reads and writes the messages (docs/protocol.md), ``table`` holds one match and
its seats without any socket, ``server`` serves many tables, ``client`` talks to a server.
"""
