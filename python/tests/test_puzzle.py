"""Puzzle: reading every format and variant, writing each output format, errors as the CLI's."""

import copy
import json
import pathlib
import pickle
import shlex

import numpy as np
import pytest

import sudokit

SEED000 = ".............1..92.86....4...156.........362.......5.7.3.....8..9.8.2.....7..43.."


def test_a_grid_file_reads_with_its_size_box_and_givens(examples):
    puzzle = sudokit.Puzzle.read(examples / "seed000.sud")
    assert puzzle.size == 9
    assert puzzle.box == (3, 3)
    assert puzzle.variant == "classic"
    assert puzzle.cell_count == len(puzzle) == 81
    assert puzzle.given_count + puzzle.blank_count == 81
    assert puzzle.cells == [int(c) if c != "." else 0 for c in puzzle.to_line()]
    assert puzzle.rows[0] == puzzle.cells[:9]
    assert puzzle.to_numpy().shape == (9, 9) and puzzle.to_numpy().dtype == np.uint8
    assert puzzle.to_numpy().ravel().tolist() == puzzle.cells
    assert not puzzle.has_cages and not puzzle.has_regions and not puzzle.has_x_diagonals
    assert puzzle.regions is None and puzzle.cages == [] and puzzle.extra_houses == []


@pytest.mark.parametrize("name,variant,size", [
    ("killer.txt", "killer", 9), ("jigsaw.txt", "jigsaw", 4), ("x.txt", "x", 9), ("sixteen.txt", "classic", 16),
    ("hardest2012.sud", "classic", 9), ("seed004.sud", "classic", 9),
])
def test_every_example_reads_and_writes_back_equal(examples, name, variant, size):
    puzzle = sudokit.Puzzle.read(examples / name)
    assert (puzzle.variant, puzzle.size) == (variant, size)
    assert sudokit.Puzzle.parse(puzzle.to_text()) == puzzle
    assert sudokit.Puzzle.parse_line(puzzle.to_puzzle_line(), variant=variant) == puzzle
    assert sudokit.Puzzle.from_json(puzzle.to_json()) == puzzle
    assert pickle.loads(pickle.dumps(puzzle)) == puzzle
    assert copy.deepcopy(puzzle) == puzzle and copy.copy(puzzle) == puzzle
    assert eval(repr(puzzle), {"Puzzle": sudokit.Puzzle}) == puzzle


@pytest.mark.parametrize("name", ["killer.txt", "jigsaw.txt", "x.txt", "sixteen.txt", "seed000.sud"])
@pytest.mark.parametrize("fmt", ["grid", "line", "pretty", "json"])
def test_solutions_print_as_the_cli_prints_them(cli, examples, name, fmt):
    puzzle = sudokit.Puzzle.read(examples / name)
    solution = sudokit.solve(puzzle).solution
    expected = cli.run("solve", "--format", fmt, examples / name, check_status=0).stdout
    if fmt == "json":  # the command's JSON is the result's, with the solution as a line
        assert json.loads(expected)["solution"] == solution.to_line()
        assert json.loads(solution.format(fmt)) == json.loads(solution.to_json())
    else:
        assert solution.format(fmt) == expected


@pytest.mark.parametrize("name", ["killer.txt", "jigsaw.txt", "x.txt", "sixteen.txt", "seed000.sud"])
def test_puzzles_show_as_sudoku_show_shows_them(cli, examples, name):
    puzzle = sudokit.Puzzle.read(examples / name)
    assert puzzle.to_pretty() == cli.run("show", examples / name, check_status=0).stdout
    assert puzzle.to_text() == cli.run("show", "--format", "grid", examples / name).stdout
    header = "" if puzzle.variant == "classic" else f"variant: {puzzle.variant}\n"  # a batch file's
    assert header + puzzle.to_puzzle_line() + "\n" == cli.run("show", "--format", "line", examples / name).stdout
    assert puzzle.to_json() + "\n" == cli.run("show", "--format", "json", examples / name).stdout


def test_killer_cages_and_jigsaw_regions_are_exposed(examples):
    killer = sudokit.Puzzle.read(examples / "killer.txt")
    assert len(killer.cages) == 41
    assert killer.cages[0] == sudokit.Cage([0, 1], 8)
    assert sum(cage.sum for cage in killer.cages) == 405
    jigsaw = sudokit.Puzzle.read(examples / "jigsaw.txt")
    assert jigsaw.regions == [0, 0, 0, 1, 0, 1, 1, 1, 2, 2, 2, 3, 2, 3, 3, 3]
    x = sudokit.Puzzle.read(examples / "x.txt")
    assert [house.name for house in x.extra_houses] == ["main diagonal", "anti-diagonal"]
    assert x.extra_houses[0].cells == [0, 10, 20, 30, 40, 50, 60, 70, 80]


def test_a_puzzle_is_made_from_numbers_with_regions_cages_and_diagonals(examples):
    jigsaw = sudokit.Puzzle.read(examples / "jigsaw.txt")
    made = sudokit.Puzzle(np.array(jigsaw.rows), regions=np.array(jigsaw.regions).reshape(4, 4))
    assert made == jigsaw and made.variant == "jigsaw"
    killer = sudokit.Puzzle.read(examples / "killer.txt")
    assert sudokit.Puzzle(killer.cells, cages=[(c.cells, c.sum) for c in killer.cages]) == killer
    x = sudokit.Puzzle.read(examples / "x.txt")
    assert sudokit.Puzzle(x.cells, x=True) == x
    assert sudokit.Puzzle([0] * 81, x=True, cages=[sudokit.Cage([0, 1], 3)]).variant == "killer+x"


def test_cells_are_read_and_written_by_index_or_row_and_column():
    puzzle = sudokit.Puzzle.parse_line(SEED000)
    assert puzzle[13] == 1 and puzzle[1, 4] == 1 and puzzle[-1] == 0 and puzzle[-3] == 3
    puzzle[0, 0] = 4
    assert puzzle[0] == 4 and puzzle.to_line().startswith("4........")
    assert puzzle.cell_name((3, 6)) == "r4c7"
    with pytest.raises(IndexError, match="no cell 81 in a grid of 81 cells"):
        puzzle[81]
    with pytest.raises(IndexError):
        puzzle[9, 0]
    with pytest.raises(ValueError, match="digit 10 in a 9×9 grid"):
        puzzle[0] = 10
    with pytest.raises(TypeError):
        hash(puzzle)


@pytest.mark.parametrize("cells,error,message", [
    ([1, 2, 3], ValueError, r"N\*N numbers or N rows of N"),
    ([[1, 2], [3, 4], [0, 0]], ValueError, "shape"),
    ([0] * 80 + [10], ValueError, "r9c9 holds 10: a 9×9 grid takes 0 .blank. to 9"),
    ([-1] + [0] * 80, ValueError, "r1c1 holds -1"),
    ([0.5] * 81, TypeError, "whole numbers"),
    (["1"] * 81, TypeError, "whole numbers"),
    ([0] * (65 * 65), ValueError, "N from 1 to 64"),
    ([], TypeError, "whole numbers"),
])
def test_bad_cells_raise_with_the_reason(cells, error, message):
    with pytest.raises(error, match=message):
        sudokit.Puzzle(cells)


def test_bad_regions_and_cages_raise_with_the_reason():
    with pytest.raises(ValueError):
        sudokit.Puzzle([0] * 16, regions=[0] * 16)
    with pytest.raises(ValueError, match="region of cell r1c1 is 4"):
        sudokit.Puzzle([0] * 16, regions=[4] * 16)
    with pytest.raises(ValueError, match="cage at r1c1"):
        sudokit.Puzzle([0] * 81, cages=[([0, 1], 30)])
    with pytest.raises(TypeError, match="a pair"):
        sudokit.Puzzle([0] * 81, cages=[5])


def test_the_one_by_one_and_the_largest_grids_work():
    one = sudokit.Puzzle([0])
    assert one.size == 1 and sudokit.solve(one).solution.cells == [1]
    big = sudokit.Puzzle(np.zeros((64, 64), dtype=np.uint8))
    assert big.size == 64 and big.box == (8, 8)
    assert sudokit.Puzzle.parse(big.to_text()) == big


def test_a_puzzle_whose_givens_clash_raises_givens_conflict_unless_read_for_its_shape(examples):
    with pytest.raises(sudokit.GivensConflict) as raised:
        sudokit.Puzzle.parse("11" + "." * 79, source="clash")
    assert str(raised.value) == "clash:1:2: digit 1 already in row 1 (column 1)"
    assert isinstance(raised.value, sudokit.InputError) and isinstance(raised.value, ValueError)
    puzzle = sudokit.Puzzle.parse("11" + "." * 79, validate=False)
    assert puzzle.conflict == "r1c2: digit 1 already in row 1 (column 1)"
    assert sudokit.solve(puzzle).status == "no_solution"


def test_input_errors_carry_source_line_column_and_problem():
    with pytest.raises(sudokit.InputError) as raised:
        sudokit.Puzzle.parse(".........\n...x.....\n" + ".........\n" * 7)
    error = raised.value
    assert str(error) == "<string>:2:4: bad symbol 'x': expected a digit 1-9 or '.' for a blank"
    assert (error.source, error.line, error.column) == ("<string>", 2, 4)
    assert error.problem == "bad symbol 'x': expected a digit 1-9 or '.' for a blank"
    with pytest.raises(sudokit.InputError, match="^batch:7:"):
        sudokit.Puzzle.parse_line("1" * 80, source="batch", line_number=7)
    with pytest.raises(ValueError, match="^'sudoku' is not a variant: "):
        sudokit.Puzzle.parse(SEED000, variant="sudoku")


def test_a_missing_file_raises_the_os_error():
    with pytest.raises(FileNotFoundError):
        sudokit.Puzzle.read("/nonexistent/board")
    with pytest.raises(IsADirectoryError):
        sudokit.Puzzle.read("/")


def _golden_cases(source_dir):
    """The CLI's golden cases that read one file with `sudoku FILE` and exit 2 with one line."""
    cases = []
    for case in sorted((source_dir / "tests" / "cli" / "cases").iterdir()):
        cmd = (case / "cmd").read_text().strip() if (case / "cmd").exists() else ""
        words = shlex.split(cmd) if cmd and not any(c in cmd for c in "|&;<>$") else []
        if len(words) not in (2, 4) or words[0] != "sudoku" or (case / "stdin").exists():
            continue
        variant = None
        if len(words) == 4:
            if words[1] != "--variant":
                continue
            variant = words[2]
        stderr = (case / "stderr").read_text() if (case / "stderr").exists() else ""
        status = (case / "status").read_text().strip()
        if status in ("1", "2") and stderr.count("\n") == 1 and (case / words[-1]).is_file():
            cases.append((case, words[-1], variant, stderr.rstrip("\n"), status))
    return cases


def test_errors_are_the_cli_golden_messages(source_dir, monkeypatch):
    cases = _golden_cases(source_dir)
    assert len(cases) >= 30  # the bad-input cases of tests/cli/cases
    checked = 0
    for case, name, variant, message, status in cases:
        if "not a puzzle file" in message:
            continue  # the command's own check of binary files, before any reader
        monkeypatch.chdir(case)
        with pytest.raises(sudokit.InputError) as raised:
            sudokit.Puzzle.read(name, variant=variant)
        assert str(raised.value) == message, case.name
        assert isinstance(raised.value, sudokit.GivensConflict) == (status == "1"), case.name
        checked += 1
    assert checked >= 30


def test_batches_read_every_line_with_their_header(cli, examples):
    text = "variant: x\n# a comment\n\n" + sudokit.Puzzle.read(examples / "x.txt").to_line() + "\n"
    puzzles = sudokit.parse_batch(text)
    assert len(puzzles) == 1 and puzzles[0].variant == "x"
    assert sudokit.parse_batch("") == []
    # batch.txt holds bad lines: the first raises, with the message the CLI prints for it.
    first_message = cli.run("solve", examples / "batch.txt").stderr.splitlines()[0]
    with pytest.raises(sudokit.InputError) as raised:
        sudokit.read_batch(examples / "batch.txt")
    assert str(raised.value) == first_message


def test_json_round_trips_and_bad_json_raises(examples):
    killer = sudokit.Puzzle.read(examples / "killer.txt")
    obj = json.loads(killer.to_json())
    assert obj["variant"] == "killer" and obj["size"] == 9
    assert sudokit.Puzzle.from_json(obj) == killer
    with pytest.raises(ValueError):
        sudokit.Puzzle.from_json("[1, 2]")
    with pytest.raises(ValueError):
        sudokit.Puzzle.from_json('{"size": 9}')
