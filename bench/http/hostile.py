#!/usr/bin/env python3
"""The hostile loads of issue 37 against one `sudoku serve`, each on a fresh server.

    hostile.py BINARY [SECONDS=30] [CASE,CASE…]

For each case: the server's peak RSS (VmHWM) and its RSS once the load is over, and how long
GET / waits while the load runs (the page must never wait behind heavy work):

  ranges     POST /api/solve (empty 25×25, traced) with "Range: bytes=0-,0-,…" (2,725 ranges
             in 8 KB), once and then 80 at once: the reply's size
  disguised  20 × POST /%61pi/explain (Inkala 2012) at once
  random     6 × GET /api/random?variant=killer%2Bjigsaw%2Bx&size=16&difficulty=extreme at once
             (the collection has none: the generator's 5 s fallback)
  huge       one at a time: solve and check of an empty 64×64, import of a 64×64 Killer of
             2,048 two-cell cages (each cell's cage and sum made here): each one's wall time
  heavy      64 clients, each in a loop for SECONDS: explain, solve (empty 25×25, traced),
             rate and hint of Inkala 2012 in turn; p50 and p99 of their replies, how many got
             200 and how many 503, and the most any waited (a client gives up at 60 s)
"""
import http.client
import json
import re
import statistics
import subprocess
import sys
import threading
import time

HARDEST = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
EMPTY_25 = "." * 625
RANGES = "bytes=0-" + ",0-" * 2724
GIVE_UP = 60.0


class Server:
    def __init__(self, binary):
        self.process = subprocess.Popen([binary, "serve", "--port", "0"], stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True)
        line = self.process.stdout.readline()
        self.port = int(re.search(r"127\.0\.0\.1:(\d+)", line).group(1))

    def memory(self, field):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) / 1024  # MB
        return 0.0

    def stop(self):
        self.process.terminate()
        self.process.wait()


def ask(port, method, target, body=None, headers=None):
    """(status, reply bytes, seconds); status 0 when the client gave up or the socket failed."""
    start = time.monotonic()
    try:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=GIVE_UP)
        all_headers = {"Host": f"127.0.0.1:{port}"}
        if body is not None:
            all_headers["Content-Type"] = "application/json"
        all_headers.update(headers or {})
        connection.request(method, target, body=json.dumps(body) if body is not None else None,
                           headers=all_headers)
        reply = connection.getresponse()
        data = reply.read()
        connection.close()
        return reply.status, len(data), time.monotonic() - start
    except OSError:
        return 0, 0, time.monotonic() - start


def page_waits(port, running):
    """GET / every 0.5 s while running() holds: the waits in seconds."""
    waits = []
    time.sleep(0.3)
    while running():
        waits.append(ask(port, "GET", "/")[2])
        time.sleep(0.5)
    return waits


def flood(port, requests):
    """Sends every (method, target, body, headers) at once; returns their results and the
    GET / waits measured meanwhile."""
    results = [None] * len(requests)
    threads = []
    for index, request in enumerate(requests):
        def run(index=index, request=request):
            results[index] = ask(port, *request)
        threads.append(threading.Thread(target=run))
    for thread in threads:
        thread.start()
    waits = page_waits(port, lambda: any(thread.is_alive() for thread in threads))
    for thread in threads:
        thread.join()
    return results, waits


def describe_waits(waits):
    if not waits:
        return "GET / not sampled (the load ended within 0.3 s)"
    return (f"GET / waited median {statistics.median(waits) * 1000:.0f} ms, "
            f"max {max(waits) * 1000:.0f} ms ({len(waits)} samples)")


def statuses(results):
    counts = {}
    for status, _, _ in results:
        counts[status] = counts.get(status, 0) + 1
    return ", ".join(f"{count}× {status or 'gave up'}" for status, count in sorted(counts.items()))


def case_ranges(server):
    one = ask(server.port, "POST", "/api/solve", {"puzzle": EMPTY_25}, {"Range": RANGES})
    results, waits = flood(server.port, [("POST", "/api/solve", {"puzzle": EMPTY_25},
                                          {"Range": RANGES})] * 80)
    return (f"one reply {one[1] / 1e6:.2f} MB (status {one[0]}); 80 at once: {statuses(results)}, "
            f"replies up to {max(r[1] for r in results) / 1e6:.2f} MB; {describe_waits(waits)}")


def case_disguised(server):
    results, waits = flood(server.port, [("POST", "/%61pi/explain", {"puzzle": HARDEST})] * 20)
    return f"{statuses(results)}; {describe_waits(waits)}"


def case_random(server):
    target = "/api/random?variant=killer%2Bjigsaw%2Bx&size=16&difficulty=extreme"
    results, waits = flood(server.port, [("GET", target)] * 6)
    return f"{statuses(results)}; {describe_waits(waits)}"


def killer_64():
    """A 64×64 Killer of 2,048 cages, each two neighbours in a row, summing to 65 (a pair that
    reads 1+64, 2+63, …): the block form, labels k0 … k2047."""
    rows = [" ".join(f"k{(row * 64 + column) // 2}" for column in range(64)) for row in range(64)]
    sums = [f"k{cage} 65" for cage in range(2048)]
    return "variant: killer\n" + "\n".join(rows) + "\n\n" + "\n".join(sums) + "\n"


def case_huge(server):
    empty = "\n".join(" ".join("." for _ in range(64)) for _ in range(64)) + "\n"
    timings = []
    for label, route, body in [("solve", "/api/solve", {"puzzle": empty}),
                               ("check", "/api/check", {"puzzle": empty}),
                               ("import", "/api/import", {"text": killer_64()})]:
        status, _, seconds = ask(server.port, "POST", route, body)
        timings.append(f"{label} {status} in {seconds:.2f} s")
    return "; ".join(timings)


def case_heavy(server, seconds):
    requests = [("POST", "/api/explain", {"puzzle": HARDEST}),
                ("POST", "/api/solve", {"puzzle": EMPTY_25}),
                ("POST", "/api/rate", {"puzzle": HARDEST}),
                ("POST", "/api/hint", {"puzzle": HARDEST})]
    results = []
    lock = threading.Lock()
    end = time.monotonic() + seconds

    def client(number):
        turn = number
        while time.monotonic() < end:
            result = ask(server.port, *requests[turn % len(requests)])
            turn += 1
            with lock:
                results.append(result)
            if result[0] == 503:
                time.sleep(1.0)  # as Retry-After would have it, at least

    threads = [threading.Thread(target=client, args=(number,)) for number in range(64)]
    for thread in threads:
        thread.start()
    waits = page_waits(server.port, lambda: time.monotonic() < end)
    for thread in threads:
        thread.join()
    answered = sorted(r[2] for r in results if r[0] == 200)
    p50 = statistics.median(answered) if answered else float("nan")
    p99 = answered[int(len(answered) * 0.99)] if answered else float("nan")
    return (f"{statuses(results)}; 200s: p50 {p50:.2f} s, p99 {p99:.2f} s, "
            f"max {max(r[2] for r in results):.2f} s; {describe_waits(waits)}")


def main():
    binary = sys.argv[1]
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 30.0
    only = sys.argv[3].split(",") if len(sys.argv) > 3 else None
    cases = [("ranges", case_ranges), ("disguised", case_disguised), ("random", case_random),
             ("huge", case_huge), ("heavy", lambda server: case_heavy(server, seconds))]
    for name, case in cases:
        if only and name not in only:
            continue
        server = Server(binary)
        try:
            outcome = case(server)
            time.sleep(2)
            print(f"{name:10} peak RSS {server.memory('VmHWM'):.0f} MB, after "
                  f"{server.memory('VmRSS'):.0f} MB; {outcome}", flush=True)
        finally:
            server.stop()


if __name__ == "__main__":
    main()
