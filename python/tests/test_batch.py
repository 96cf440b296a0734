"""The batch functions on NumPy arrays: the same answers as solve() and as `sudoku solve` on
thousands of random puzzles, with threads, and hostile arrays refused or marked, never a crash."""

import numpy as np
import pytest

import sudokit
from grids import is_valid_solution, random_puzzles

N_PUZZLES = 3000


@pytest.fixture(scope="module")
def batch():
    rng = np.random.default_rng(2026)
    puzzles, _ = random_puzzles(N_PUZZLES, rng)
    # Some rows whose givens clash, and some with no solution though no given repeats.
    for i in range(0, N_PUZZLES, 97):
        row = puzzles[i]
        filled = np.flatnonzero(row)
        first = filled[0]
        peer = (first // 9) * 9 + (first % 9 + 1) % 9
        row[peer] = row[first]
    puzzles[5] = 0
    puzzles[5, :8] = np.arange(1, 9)
    puzzles[5, 17] = 9  # r1c9 can hold nothing
    return puzzles


def test_solve_batch_equals_solve_and_the_cli_on_thousands_of_puzzles(cli, batch, tmp_path):
    solutions, status = sudokit.solve_batch(batch, threads=2)
    assert solutions.shape == batch.shape and solutions.dtype == np.uint8
    assert status.shape == (N_PUZZLES,) and status.dtype == np.int8
    assert set(np.unique(status)) == {sudokit.SOLVED, sudokit.NO_SOLUTION}
    assert status[5] == sudokit.NO_SOLUTION and status[0] == sudokit.NO_SOLUTION
    for row in range(N_PUZZLES):
        result = sudokit.solve(sudokit.Puzzle(batch[row]))
        if status[row] == sudokit.SOLVED:
            assert result.solution.cells == solutions[row].tolist()
            assert is_valid_solution(solutions[row], batch[row])
        else:
            assert result.solution is None and not solutions[row].any()
    path = tmp_path / "batch.txt"
    path.write_text("\n".join(sudokit.grids_to_lines(batch)) + "\n")
    expected = cli.run("solve", "-j", "2", path).stdout.splitlines()
    assert sudokit.grids_to_lines(solutions, status) == expected


def test_the_answers_do_not_depend_on_the_threads(batch):
    one = sudokit.solve_batch(batch, threads=1)
    for threads in (2, 3, 0, 1000):
        other = sudokit.solve_batch(batch, threads=threads)
        assert np.array_equal(one[0], other[0]) and np.array_equal(one[1], other[1])


def test_count_batch_equals_count(batch):
    sample = batch[:400]
    counts, status = sudokit.count_batch(sample, limit=3, threads=2)
    assert counts.dtype == np.uint64
    assert counts.tolist() == [sudokit.count(sudokit.Puzzle(row), limit=3) for row in sample]
    assert all((s == sudokit.SOLVED) == (c > 0) for c, s in zip(counts, status))
    assert sudokit.count_batch(sample)[0].max() == 2  # the default limit tells unique from not


def test_rate_batch_equals_rate(source_dir):
    text = (source_dir / "data" / "collection" / "classic-9-medium.txt").read_text()
    grids = sudokit.lines_to_grids(text)
    grids = np.vstack([grids, np.zeros((1, 81), dtype=np.uint8)])  # and one open grid
    scores, labels, status = sudokit.rate_batch(grids, threads=2)
    for row, grid in enumerate(grids):
        rating = sudokit.rate(sudokit.Puzzle(grid))
        if rating.status == "solved":
            assert status[row] == sudokit.SOLVED and scores[row] == np.float32(rating.score)
            assert sudokit.LABELS[labels[row]] == rating.label
        else:
            assert np.isnan(scores[row])
    assert status[-1] == sudokit.NOT_UNIQUE and labels[-1] == -1


def test_x_and_other_sizes_are_solved_in_batches(examples):
    x = sudokit.Puzzle.read(examples / "x.txt")
    solutions, status = sudokit.solve_batch(np.array([x.cells]), variant="x")
    assert status.tolist() == [sudokit.SOLVED] and solutions[0].tolist() == sudokit.solve(x).solution.cells
    sixteen = sudokit.Puzzle.read(examples / "sixteen.txt")
    solutions, status = sudokit.solve_batch(np.array([sixteen.cells] * 3, dtype=np.uint8))
    assert solutions.shape == (3, 256) and (status == sudokit.SOLVED).all()
    assert solutions[2].tolist() == sudokit.solve(sixteen).solution.cells
    assert sudokit.grids_to_lines(solutions)[0] == sudokit.solve(sixteen).solution.to_line()
    four = np.zeros((5, 16), dtype=np.int64)
    assert (sudokit.solve_batch(four)[1] == sudokit.SOLVED).all()
    with pytest.raises(ValueError, match="classic and X"):
        sudokit.solve_batch(four, variant="killer")


def test_any_integer_dtype_and_any_strides_read_the_same(batch):
    sample = batch[:300]
    expected = sudokit.solve_batch(sample)
    views = [
        sample.astype(np.int64), sample.astype(np.int8), sample.astype(np.uint16), sample.astype(np.uint64),
        np.asfortranarray(sample), np.ascontiguousarray(sample.T).T,
        np.repeat(sample, 2, axis=0)[::2], np.repeat(sample, 3, axis=1)[:, ::3],
    ]
    for view in views:
        got = sudokit.solve_batch(view)
        assert np.array_equal(got[0], expected[0]) and np.array_equal(got[1], expected[1])
    reversed_rows = sudokit.solve_batch(sample[::-1])
    assert np.array_equal(reversed_rows[0], expected[0][::-1])


def test_values_out_of_range_mark_their_row_invalid(batch):
    bad = batch[:10].astype(np.int16)
    bad[3, 40] = 10
    bad[6, 0] = -1
    bad[8, 80] = 255
    solutions, status = sudokit.solve_batch(bad)
    assert [row for row in range(10) if status[row] == sudokit.INVALID] == [3, 6, 8]
    assert not solutions[3].any()
    ok = [row for row in range(10) if row not in (3, 6, 8)]
    assert np.array_equal(solutions[ok], sudokit.solve_batch(batch[:10])[0][ok])
    assert sudokit.count_batch(bad)[1][3] == sudokit.INVALID
    assert sudokit.rate_batch(bad[3:4])[2][0] == sudokit.INVALID
    assert sudokit.grids_to_lines(solutions, status)[3] == "(invalid)"


@pytest.mark.parametrize("grids,error,message", [
    (np.zeros(81, dtype=np.uint8), ValueError, "2 dimensions"),
    (np.zeros((2, 9, 9), dtype=np.uint8), ValueError, "2 dimensions"),
    (np.zeros((2, 80), dtype=np.uint8), ValueError, "N\\*N columns"),
    (np.zeros((2, 0), dtype=np.uint8), ValueError, "N\\*N columns"),
    (np.zeros((2, 65 * 65), dtype=np.uint8), ValueError, "N\\*N columns"),
    (np.zeros((2, 81), dtype=np.float64), TypeError, "whole numbers"),
    (np.zeros((2, 81), dtype=bool), TypeError, "whole numbers"),
    (np.zeros((2, 81), dtype=object), TypeError, "whole numbers"),
    (np.zeros((2, 81), dtype=">i4"), TypeError, "byte order"),
    ("." * 81, TypeError, "NumPy array"),
])
def test_hostile_arrays_raise_with_the_reason(grids, error, message):
    for function in (sudokit.solve_batch, sudokit.count_batch, sudokit.rate_batch, sudokit.grids_to_lines):
        with pytest.raises(error, match=message):
            function(grids)


def test_an_empty_batch_gives_empty_answers():
    solutions, status = sudokit.solve_batch(np.zeros((0, 81), dtype=np.uint8))
    assert solutions.shape == (0, 81) and status.shape == (0,)
    assert sudokit.count_batch(np.zeros((0, 16), dtype=np.uint8))[0].shape == (0,)
    assert sudokit.rate_batch(np.zeros((0, 81), dtype=np.uint8))[0].shape == (0,)
    assert sudokit.grids_to_lines(np.zeros((0, 81), dtype=np.uint8)) == []
    assert sudokit.lines_to_grids("").shape == (0, 81)


def test_a_batch_too_large_to_answer_raises_memory_error_before_any_work():
    huge = np.broadcast_to(np.zeros(81, dtype=np.uint8), (1 << 46, 81))
    with pytest.raises((MemoryError, ValueError)):
        sudokit.solve_batch(huge)


def test_a_broadcast_batch_reads_in_place(batch):
    repeated = np.broadcast_to(batch[1], (500, 81))
    solutions, status = sudokit.solve_batch(repeated)
    assert (solutions == solutions[0]).all() and solutions[0].tolist() == sudokit.solve(sudokit.Puzzle(batch[1])).solution.cells


def test_budgets_apply_to_each_row():
    solutions, status = sudokit.solve_batch(np.zeros((3, 625), dtype=np.uint8), node_limit=10)
    assert (status == sudokit.BUDGET_SPENT).all() and not solutions.any()
    assert sudokit.grids_to_lines(solutions, status) == ["(budget spent)"] * 3
    counts, status = sudokit.count_batch(np.zeros((2, 81), dtype=np.uint8), limit=0, node_limit=100)
    assert (status == sudokit.BUDGET_SPENT).all() and (counts >= 1).all()
    with pytest.raises(ValueError, match="classic9"):
        sudokit.solve_batch(np.zeros((1, 16), dtype=np.uint8), algorithm="classic9")


def test_lines_and_grids_convert_both_ways(source_dir, examples):
    text = (examples / "batch.txt").read_text()
    with pytest.raises(sudokit.InputError) as raised:
        sudokit.lines_to_grids(text, source="batch.txt")
    assert str(raised.value).startswith("batch.txt:5:")
    good = "\n".join(text.splitlines()[:4] + ["", "11" + "." * 79])
    grids = sudokit.lines_to_grids(good)
    assert grids.shape == (4, 81)  # the comment and the blank line skipped, the clashing line read
    assert sudokit.grids_to_lines(grids) == text.splitlines()[1:4] + ["11" + "." * 79]
    assert sudokit.solve_batch(grids)[1].tolist() == [0, 0, 1, 1]
    with pytest.raises(sudokit.InputError, match="^big.txt:1001:"):
        sudokit.lines_to_grids("1" * 80, first_line=1001, source="big.txt")
    with pytest.raises(sudokit.InputError, match="batch of puzzles of 81 cells"):
        sudokit.lines_to_grids("." * 81 + "\n" + "." * 256)
    with pytest.raises(ValueError, match="classic and X"):
        sudokit.lines_to_grids((examples / "killer.txt").read_text())
    with pytest.raises(ValueError, match="one entry per row"):
        sudokit.grids_to_lines(grids, np.zeros(3, dtype=np.int8))


def test_a_signal_stops_a_long_batch_with_its_exception():
    import signal

    def stop(signum, frame):
        raise KeyboardInterrupt

    grids = np.zeros((1_000_000, 81), dtype=np.uint8)  # seconds of work: stopped long before
    previous = signal.signal(signal.SIGALRM, stop)
    try:
        signal.setitimer(signal.ITIMER_REAL, 0.2)
        with pytest.raises(KeyboardInterrupt):
            sudokit.solve_batch(grids, threads=2)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    assert sudokit.solve_batch(grids[:3])[1].tolist() == [0, 0, 0]  # and the module still works


def test_solve_many_and_rate_many_take_puzzles_of_every_variant(source_dir):
    puzzles = []
    for name in ("killer-9-medium.txt", "jigsaw-9-easy.txt", "x-9-medium.txt", "killer+x-9-medium.txt",
                 "classic-16-extreme.txt", "classic-6-easy.txt"):
        variant = name.split("-")[0]
        puzzles += sudokit.read_batch(source_dir / "data" / "collection" / name, variant=variant)[:4]
    results = sudokit.solve_many(puzzles, threads=2)
    assert [r.solution for r in results] == [sudokit.solve(p).solution for p in puzzles]
    assert all(r.solution.is_solution_of(p) for r, p in zip(results, puzzles))
    counts = sudokit.solve_many(puzzles, max_solutions=2, threads=3)
    assert [r.count for r in counts] == [1] * len(puzzles)
    ratings = sudokit.rate_many(puzzles[:12], threads=2)
    assert [(r.status, r.score, r.label) for r in ratings] == [
        (r.status, r.score, r.label) for r in map(sudokit.rate, puzzles[:12])]
    assert sudokit.solve_many([]) == [] and sudokit.rate_many(iter([])) == []
    with pytest.raises(TypeError):
        sudokit.solve_many([puzzles[0], "not a puzzle"])
    with pytest.raises(TypeError, match="got int"):
        sudokit.rate_many([1])


def test_generated_puzzles_are_solved_to_the_generators_solution(cli, tmp_path):
    made = sudokit.generate(seed=5000, count=2000, threads=2)
    grids = np.array([m.puzzle.cells for m in made], dtype=np.uint8)
    solutions, status = sudokit.solve_batch(grids, threads=2)
    assert (status == sudokit.SOLVED).all()
    assert solutions.tolist() == [m.solution.cells for m in made]
    path = tmp_path / "generated.txt"
    path.write_text("".join(m.puzzle.to_line() + "\n" for m in made))
    assert cli.run("solve", "-j", "2", path).stdout.splitlines() == sudokit.grids_to_lines(solutions)
    counts, _ = sudokit.count_batch(grids)
    assert (counts == 1).all()
    scores, labels, status = sudokit.rate_batch(grids[:200], threads=2)
    assert [sudokit.LABELS[label] for label in labels] == [m.label for m in made[:200]]
    assert scores.tolist() == [np.float32(m.score) for m in made[:200]]
