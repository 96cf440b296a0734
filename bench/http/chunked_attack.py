#!/usr/bin/env python3
"""The 50 MB chunked attack of issue 13, bounded: POST /api/solve with Transfer-Encoding:
chunked and 50 MB of body in 64 KiB chunks, while sampling the server's resident memory
(VmRSS from /proc/PID/status) every 10 ms. Prints the reply's status line, the bytes the
socket took and the peak RSS. Loopback only; stops after the body or 30 s.

usage: chunked_attack.py PORT SERVER_PID [MEGABYTES]"""
import socket, sys, threading, time

port, pid = int(sys.argv[1]), int(sys.argv[2])
megabytes = int(sys.argv[3]) if len(sys.argv) > 3 else 50


def rss_kib():
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


peak = [rss_kib()]
start_rss = peak[0]
done = threading.Event()


def sample():
    while not done.is_set():
        peak[0] = max(peak[0], rss_kib())
        time.sleep(0.01)


sampler = threading.Thread(target=sample)
sampler.start()
connection = socket.create_connection(("127.0.0.1", port), timeout=30)
connection.sendall(b"POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                   b"Transfer-Encoding: chunked\r\n\r\n")
chunk = b"%x\r\n" % 65536 + b" " * 65536 + b"\r\n"
sent = 0
deadline = time.monotonic() + 30
try:
    while sent < megabytes * 1000 * 1000 and time.monotonic() < deadline:
        connection.sendall(chunk)
        sent += 65536
    connection.sendall(b"0\r\n\r\n")
except OSError as error:
    print(f"send stopped: {error}")
reply = b""
try:
    reply = connection.recv(4096)
except OSError as error:
    print(f"recv: {error}")
time.sleep(0.2)
done.set()
sampler.join()
status_line = reply.split(b"\r\n")[0].decode() if reply else "(none)"
print(f"reply: {status_line}")
print(f"body bytes the socket took: {sent}")
print(f"server RSS: {start_rss} KiB before, peak {peak[0]} KiB")
