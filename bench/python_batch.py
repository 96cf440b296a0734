"""Puzzles per second of the Python module's solve_batch against the C++ figures, in one run.

    PYTHONPATH=build/release/python /usr/bin/python3 bench/python_batch.py            # 17_clue, 7 runs
    PYTHONPATH=build/release/python /usr/bin/python3 bench/python_batch.py --set serg_benchmark --runs 5

Measured, each the median of --runs runs, on the same machine in the same run:
  solve_batch, 1 thread    the call alone, the puzzles already in a NumPy array (read untimed)
  sudoku_bench classic9    the C++ solving loop over the same set, 1 thread (bench/sudoku_bench)
  solve_batch, 2 threads   the call alone, threads=2
  file to lines, 2 threads lines_to_grids + solve_batch(threads=2) + grids_to_lines: what a
                           script does to turn the file into the command's answer lines
  sudoku solve -j 2        the whole command, FILE to /dev/null (reading, solving, printing)
With --dask, also the recipe sudokit.dask over the same file on a LocalCluster
of 1 and then 2 worker processes (1 thread each, shards of 5,000 lines), whole run, median of
--runs after one warm-up run, against the same work in this process.
Every solve_batch answer is compared with the command's output first (a wrong answer stops the
run). The set is read from ../shared/data/classic/SET.txt (--data or SUDOKU_DATA to move it).
"""

import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import time

import sudokit


def median_seconds(function, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", default=os.environ.get("SUDOKU_DATA", "../shared/data"))
    parser.add_argument("--set", default="17_clue")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--build", default="build/release", help="the build with sudoku and bench/sudoku_bench")
    parser.add_argument("--dask", action="store_true", help="also time the Dask recipe on a LocalCluster")
    args = parser.parse_args()

    path = pathlib.Path(args.data) / "classic" / f"{args.set}.txt"
    binary = pathlib.Path(args.build) / "sudoku"
    bench = pathlib.Path(args.build) / "bench" / "sudoku_bench"
    text = path.read_text()
    grids = sudokit.lines_to_grids(text, source=str(path))
    n = len(grids)

    expected = subprocess.run([binary, "solve", "-j", "2", path], capture_output=True, text=True).stdout
    solutions, status = sudokit.solve_batch(grids)
    lines = [line for line in expected.splitlines() if line and not line.startswith("#")]
    if sudokit.grids_to_lines(solutions, status) != lines:
        sys.exit("solve_batch's answers differ from `sudoku solve`'s: no figures")

    def command(threads):
        with open(os.devnull, "w") as devnull:
            subprocess.run([binary, "solve", "-j", str(threads), path], stdout=devnull, check=False)

    def file_to_lines():
        found, codes = sudokit.solve_batch(sudokit.lines_to_grids(text, source=str(path)), threads=2)
        sudokit.grids_to_lines(found, codes)

    rows = []
    one = median_seconds(lambda: sudokit.solve_batch(grids, threads=1), args.runs)
    report = json.loads(subprocess.run([bench, "--data", args.data, "--sets", args.set, "--runs", str(args.runs),
                                        "--engines", "classic9", "--no-qqwing", "--json"],
                                       capture_output=True, text=True, check=True).stdout)
    cxx_one = next(row for row in report["results"] if row["engine"] == "classic9")["median_seconds"]
    two = median_seconds(lambda: sudokit.solve_batch(grids, threads=2), args.runs)
    python_file = median_seconds(file_to_lines, args.runs)
    cxx_two = median_seconds(lambda: command(2), args.runs)
    rows.append(("solve_batch(threads=1)", one, "sudoku_bench classic9, 1 thread", cxx_one))
    rows.append(("solve_batch(threads=2)", two, "sudoku solve -j 2 FILE > /dev/null", cxx_two))
    rows.append(("lines_to_grids + solve_batch(threads=2) + grids_to_lines", python_file,
                 "sudoku solve -j 2 FILE > /dev/null", cxx_two))

    print(f"{args.set}: {n} puzzles, median of {args.runs} runs, load average {os.getloadavg()[0]:.2f}")
    print("| Python | puzzles/s | C++ | puzzles/s | Python / C++ |")
    print("|---|---:|---|---:|---:|")
    for python_name, python_seconds, cxx_name, cxx_seconds in rows:
        print(f"| `{python_name}` | {n / python_seconds:,.0f} | `{cxx_name}` | {n / cxx_seconds:,.0f} | "
              f"{cxx_seconds / python_seconds:.2f} |")
    if args.dask:
        dask_figures(args, path, lines, n)


def dask_figures(args, path, expected, n):
    from dask.distributed import Client, LocalCluster

    import sudokit.dask as recipe
    alone = median_seconds(lambda: recipe.solve_shard(path.read_text(), str(path), 1, 1), args.runs)
    print()
    print("| Dask recipe, shards of 5,000 lines | seconds | puzzles/s | speed-up |")
    print("|---|---:|---:|---:|")
    print(f"| this process, `solve_shard` of the whole file, 1 thread | {alone:.3f} | {n / alone:,.0f} | 1.00 |")
    for workers in (1, 2):
        with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                          dashboard_address=None) as cluster, Client(cluster) as client:
            def run():
                return "".join(recipe.solve_file(client, str(path), lines_per_shard=5000, in_flight=2 * workers))
            if run().splitlines() != expected:
                sys.exit("the Dask recipe's answers differ from `sudoku solve`'s")
            seconds = median_seconds(run, args.runs)
        print(f"| LocalCluster, {workers} worker process{'es' if workers > 1 else ''} | {seconds:.3f} | "
              f"{n / seconds:,.0f} | {alone / seconds:.2f} |")


if __name__ == "__main__":
    main()
