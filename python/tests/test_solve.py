"""solve, count, check: the library's answers and options, and the CLI's answers."""

import numpy as np
import pytest

import sudokit
from grids import is_valid_solution

SEED000 = ".............1..92.86....4...156.........362.......5.7.3.....8..9.8.2.....7..43.."


@pytest.mark.parametrize("name", ["seed000.sud", "seed004.sud", "hardest2012.sud", "killer.txt", "jigsaw.txt",
                                  "x.txt", "sixteen.txt"])
def test_solve_gives_the_cli_solution(cli, examples, name):
    puzzle = sudokit.Puzzle.read(examples / name)
    result = sudokit.solve(puzzle)
    assert result.status == "solved" and result.solved and bool(result)
    assert result.count == 1
    assert result.solution.is_solution_of(puzzle)
    assert result.solution.to_grid() == cli.run(examples / name, check_status=0).stdout


def test_the_reference_engines_agree(examples):
    puzzle = sudokit.Puzzle.read(examples / "seed000.sud")
    solutions = {engine: sudokit.solve(puzzle, algorithm=engine) for engine in
                 ("auto", "classic9", "general", "backtrack", "cdcl", "lcg")}
    assert {result.solution.to_line() for result in solutions.values()} == {solutions["auto"].solution.to_line()}
    assert solutions["backtrack"].engine == "backtrack" and solutions["classic9"].engine == "classic9"
    assert sudokit.pick_engine(puzzle) == "classic9"
    assert sudokit.pick_engine(sudokit.Puzzle.read(examples / "killer.txt")) == "general"


def test_impossible_puzzles_have_no_solution(cli, examples):
    result = sudokit.solve(sudokit.Puzzle.read(examples / "impossible.sud"))
    assert result.status == "no_solution" and result.solution is None and result.count == 0 and not result
    assert cli.run(examples / "impossible.sud", check_status=1).stdout == "(no solution)\n"


def test_count_counts_to_the_limit_like_the_cli(cli, tmp_path):
    open_puzzle = sudokit.Puzzle.parse_line("." * 81)
    assert sudokit.count(open_puzzle, limit=2) == 2
    assert sudokit.count(open_puzzle, limit=1000) == 1000
    few = "." * 20 + SEED000[20:]  # seed 000's board with its first givens gone: many solutions
    path = tmp_path / "few.txt"
    path.write_text(few + "\n")
    for limit in (10, 100000):
        expected = cli.run("count", "--limit", limit, path).stdout.strip()
        assert str(sudokit.count(sudokit.Puzzle.parse_line(few), limit=limit)) == expected.rstrip("+")
    assert sudokit.count(sudokit.Puzzle.parse_line(SEED000)) == 1


def test_budgets_stop_the_search():
    empty25 = sudokit.Puzzle([0] * 625)
    result = sudokit.solve(sudokit.Puzzle.parse_line("." * 81), max_solutions=0, node_limit=50)
    assert result.status == "budget_spent" and result.nodes <= 60
    assert sudokit.solve(empty25, max_solutions=0, time_limit=0.05).status == "budget_spent"
    with pytest.raises(ValueError, match="time_limit"):
        sudokit.solve(empty25, time_limit=-1)
    with pytest.raises(ValueError, match="time_limit"):
        sudokit.solve(empty25, time_limit=float("nan"))


def test_the_seed_reaches_the_sat_solver(cli, source_dir, tmp_path):
    # A search long enough for the seed to matter (an easy one takes the same path at any seed):
    # the first minimal 25×25 of data/hard, about 0.3 s a solve. The same seed, the same search.
    with open(source_dir / "data" / "hard" / "minimal_25x25.txt") as lines:
        hard = sudokit.Puzzle.parse_line(next(line.strip() for line in lines if line.strip() and line[0] != "#"))
    nodes = {seed: sudokit.solve(hard, algorithm="cdcl", seed=seed).nodes for seed in (0, 2)}
    assert nodes[0] != nodes[2]
    assert sudokit.solve(hard, algorithm="cdcl", seed=2).nodes == nodes[2]
    few = "." * 30 + SEED000[30:]  # seed 000's board with its first givens gone: many solutions
    puzzle = sudokit.Puzzle.parse_line(few)
    path = tmp_path / "few.txt"
    path.write_text(few + "\n")
    for seed in (0, 7):
        result = sudokit.solve(puzzle, algorithm="cdcl", seed=seed)
        assert result.solved and result.solution.is_solution_of(puzzle)
        expected = cli.run("solve", "--algorithm", "cdcl", "--seed", seed, "--format", "line", path).stdout
        assert result.solution.to_line() + "\n" == expected
    assert sudokit.count(puzzle, limit=50, algorithm="cdcl", seed=3) == 50
    grids = sudokit.lines_to_grids(few)
    solutions, status = sudokit.solve_batch(grids, algorithm="cdcl", seed=2, threads=1)
    assert status[0] == sudokit.SOLVED
    assert sudokit.grids_to_lines(solutions) == [sudokit.solve(puzzle, algorithm="cdcl", seed=2).solution.to_line()]
    counts, _ = sudokit.count_batch(grids, limit=7, algorithm="cdcl", seed=4, threads=1)
    assert counts[0] == 7
    [many] = sudokit.solve_many([puzzle], algorithm="cdcl", seed=5, threads=1)
    assert many.solution.to_line() == sudokit.solve(puzzle, algorithm="cdcl", seed=5).solution.to_line()
    for call in (lambda seed: sudokit.solve(puzzle, seed=seed), lambda seed: sudokit.count(puzzle, seed=seed),
                 lambda seed: sudokit.solve_batch(grids, seed=seed), lambda seed: sudokit.count_batch(grids, seed=seed),
                 lambda seed: sudokit.solve_many([puzzle], seed=seed)):
        call(1_000_000_000)
        with pytest.raises(ValueError, match="seed must be from 0 to 1000000000, not 1000000001"):
            call(1_000_000_001)
        with pytest.raises(ValueError, match="seed must be from 0 to 1000000000, not -1"):
            call(-1)


def test_bad_options_raise_value_error(examples):
    killer = sudokit.Puzzle.read(examples / "killer.txt")
    with pytest.raises(ValueError, match="unknown engine 'fast'"):
        sudokit.solve(killer, algorithm="fast")
    with pytest.raises(ValueError):
        sudokit.solve(killer, algorithm="classic9")
    with pytest.raises(TypeError):
        sudokit.solve("not a puzzle")
    with pytest.raises(TypeError):
        sudokit.solve(killer, node_limit=-1)


def test_a_trace_reports_placements_guesses_and_backtracks_in_order(examples):
    puzzle = sudokit.Puzzle.read(examples / "hardest2012.sud")
    events = []
    result = sudokit.solve(puzzle, algorithm="general", trace=events.append)
    kinds = {event.kind for event in events}
    assert kinds == {"placement", "guess", "backtrack"}
    grid = puzzle.cells
    for event in events:  # replaying the trace gives the solution
        if event.kind == "backtrack":
            grid[event.cell] = 0
        else:
            grid[event.cell] = event.digit
    assert grid == result.solution.cells


def test_an_exception_in_the_trace_stops_the_solve(examples):
    def stop(event):
        raise KeyError("enough")

    with pytest.raises(KeyError, match="enough"):
        sudokit.solve(sudokit.Puzzle.read(examples / "seed000.sud"), algorithm="general", trace=stop)


def test_check_reports_as_the_cli_does(cli, examples, tmp_path):
    puzzle = sudokit.Puzzle.read(examples / "seed000.sud")
    solution = sudokit.solve(puzzle).solution
    result = sudokit.check(puzzle, solution)
    assert (result.valid, result.complete, result.solutions, result.unique, result.is_solution) == (
        True, False, 1, True, True)
    assert result.broken_rule is None and result.solution_problem is None
    assert result.blanks == puzzle.blank_count
    wrong = solution.copy()
    wrong[0] = 0
    path_p, path_s = tmp_path / "p.sud", tmp_path / "s.sud"
    path_p.write_text(puzzle.to_grid())
    path_s.write_text(wrong.to_grid())
    import json
    expected = json.loads(cli.run("check", "--json", path_p, path_s).stdout)
    got = sudokit.check(puzzle, wrong)
    assert got.is_solution is False and got.solution_problem == expected["solution_problem"]
    clash = sudokit.Puzzle.parse("11" + "." * 79, validate=False)
    assert sudokit.check(clash).broken_rule == "r1c2: digit 1 already in row 1 (column 1)"
    assert sudokit.check(clash).valid is False and sudokit.check(clash).solutions == 0
    assert sudokit.check(puzzle).is_solution is None


def test_a_killer_solution_written_as_digits_is_judged_by_the_cages(examples):
    killer = sudokit.Puzzle.read(examples / "killer.txt")
    digits = sudokit.Puzzle(sudokit.solve(killer).solution.cells)
    assert digits.variant == "classic"
    assert sudokit.check(killer, digits).is_solution is True


def test_the_solution_of_a_large_grid_is_valid():
    puzzle = sudokit.Puzzle(np.zeros(25 * 25, dtype=np.uint8))
    result = sudokit.solve(puzzle)
    assert result.solved and result.solution.is_solution_of(puzzle)
    assert sudokit.check(puzzle, result.solution).is_solution


def test_grids_helper_makes_valid_solutions():
    from grids import random_solutions
    rng = np.random.default_rng(1)
    for grid in random_solutions(50, rng):
        assert is_valid_solution(grid, np.zeros(81))
    bad = random_solutions(1, rng)[0].copy()
    bad[0], bad[1] = bad[1], bad[0]
    assert not is_valid_solution(bad, np.zeros(81))


def test_a_long_count_on_threads_counts_the_same():
    # A Killer with 48,048 solutions: seed grid, its first 45 cells open, one cage of three cells
    # (the cage keeps it on general's board, which splits a long count among threads).
    grid = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
    labels = "aaa" + "." * 78
    text = "\n".join(labels[r * 9:r * 9 + 9] for r in range(9)) + "\n\na 12\n\n"
    givens = "." * 45 + grid[45:]
    text += "\n".join(givens[r * 9:r * 9 + 9] for r in range(9)) + "\n"
    puzzle = sudokit.Puzzle.parse(text, variant="killer")
    assert sudokit.count(puzzle, limit=0) == 48048
    assert sudokit.count(puzzle, limit=0, threads=2) == 48048
    assert sudokit.count(puzzle, limit=30000, threads=0) == 30000
    result = sudokit.solve(puzzle, max_solutions=2, threads=2)
    assert result.count == 2 and result.solution.is_solution_of(puzzle)
