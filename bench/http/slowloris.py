#!/usr/bin/env python3
"""The slow-client case of issue 13: N connections each send a request one byte every
INTERVAL seconds; after 2 s another client asks for GET /api/random?size=4 and then POST
/api/solve, each on a new connection, and the script prints how long each reply took (or
that none came within 20 s), then how the slow connections ended. Loopback only.

usage: slowloris.py PORT [CONNECTIONS=32] [INTERVAL=3]"""
import socket, sys, threading, time

port = int(sys.argv[1])
count = int(sys.argv[2]) if len(sys.argv) > 2 else 32
interval = float(sys.argv[3]) if len(sys.argv) > 3 else 3.0
request = (b"POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
           b"Content-Length: 30\r\n\r\n{\"puzzle\": \"..4..3.....12..4\"}")

slow = [socket.create_connection(("127.0.0.1", port)) for _ in range(count)]
stop = threading.Event()
ends = {}


def trickle():
    for at in range(len(request)):
        for index, connection in enumerate(slow):
            if index in ends:
                continue
            try:
                connection.sendall(request[at:at + 1])
            except OSError as error:
                ends[index] = f"send failed after {at} bytes ({error.strerror})"
        if stop.wait(interval):
            return


def ask(what):
    start = time.monotonic()
    try:
        connection = socket.create_connection(("127.0.0.1", port), timeout=20)
        connection.sendall(what)
        reply = connection.recv(4096)
        took = time.monotonic() - start
        status = reply.split(b"\r\n")[0].decode() if reply else "(closed)"
        return f"{status} after {took * 1000:.0f} ms"
    except OSError as error:
        return f"no reply after {time.monotonic() - start:.1f} s ({error})"


thread = threading.Thread(target=trickle)
thread.start()
time.sleep(2)
print(f"{count} slow connections, one byte every {interval:g} s; then:")
print("  GET /api/random:", ask(b"GET /api/random?size=4 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"))
print("  POST /api/solve:", ask(request))
# How the slow connections end: a reply (which status), or still open after 20 s.
start = time.monotonic()
endings = {}
for index, connection in enumerate(slow):
    connection.settimeout(max(0.1, 20 - (time.monotonic() - start)))
    try:
        reply = connection.recv(4096)
        status = reply.split(b"\r\n")[0].decode() if reply else "closed without a reply"
        endings.setdefault(status, []).append(time.monotonic() - start + 2)
    except OSError:
        endings.setdefault("still open after 20 s", []).append(0)
stop.set()
thread.join()
for status, times in endings.items():
    print(f"  slow connections: {len(times)} got {status}"
          + (f" (after {min(times):.1f}-{max(times):.1f} s)" if times[0] else ""))
