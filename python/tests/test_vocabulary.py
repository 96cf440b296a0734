"""One vocabulary in Python's words (issue 43): the same status words in solve, explain, rate
and Status; generate's advice in keyword arguments, not the command's flags; sequences where
arrays are taken; to_dict() on every result; a progress callback on the batch calls."""

import json

import numpy as np
import pytest

import sudokit

CLASH = "11" + "." * 14  # a 4×4 whose givens clash: no solution


def message(call) -> str:
    with pytest.raises(Exception) as caught:
        call()
    return str(caught.value)


def test_solve_rate_and_status_say_no_solution_alike():
    puzzle = sudokit.Puzzle.parse_line(CLASH, validate=False)
    assert sudokit.solve(puzzle).status == "no_solution"
    assert sudokit.rate(puzzle).status == "no_solution"
    assert sudokit.Status.NO_SOLUTION.name.lower() == "no_solution"
    assert repr(sudokit.solve(puzzle)).startswith("<SolveResult no_solution ")
    empty25 = sudokit.Puzzle([0] * 625)
    assert sudokit.solve(empty25, max_solutions=0, node_limit=50).status == "budget_spent"
    assert sudokit.Status.BUDGET_SPENT.name.lower() == "budget_spent"


def test_python_says_the_words_of_the_commands_json(cli, examples):
    impossible = examples / "impossible.sud"
    for command in ("solve", "count", "rate"):
        said = json.loads(cli.run(command, "--format", "json", impossible, check_status=1).stdout)
        assert said["status"] == "no_solution", command
    assert sudokit.solve(sudokit.Puzzle.read(impossible)).status == "no_solution"
    assert sudokit.rate(sudokit.Puzzle([0] * 16)).status == "not_unique"
    said = json.loads(cli.run("rate", "--format", "json", "-", stdin="." * 16 + "\n").stdout)
    assert said["status"] == "not_unique"
    step = sudokit.explain(sudokit.Puzzle.read(examples / "seed000.sud")).steps[0]
    cli_step = json.loads(cli.run("explain", "--format", "json", examples / "seed000.sud").stdout)["steps"][0]
    assert step.score == step.rating == cli_step["score"] == 1.2 and "rating" not in cli_step


@pytest.mark.parametrize("kwargs, words", [
    (dict(size=4, difficulty="extreme", max_attempts=2, seed=8),
     "no puzzle rated extreme found in 2 tries; try another seed, a larger max_attempts, or a "
     "nearer difficulty"),
    (dict(size=4, difficulty="extreme", max_attempts=2, seed=8, count=1),
     "seed 8: no puzzle rated extreme found in 2 tries; try another seed, a larger max_attempts, "
     "or a nearer difficulty"),
    (dict(size=30, minimal=True),
     "minimal puzzles above size 25 need a budget of at most 200000 nodes a proof (node_limit): "
     "at size 30 their proofs of uniqueness take hours; a given whose proof runs past its budget "
     "stays"),
    (dict(variant="killer", symmetry="rotate180"),
     "a Killer has no givens, so symmetry='rotate180' cannot apply"),
])
def test_generate_errors_name_the_keyword_arguments(kwargs, words):
    with pytest.raises(sudokit.GenerateError) as caught:
        sudokit.generate(**kwargs)
    assert str(caught.value) == words


def test_generate_errors_never_name_a_command_flag():
    for size in (40, 49, 64):
        text = message(lambda: sudokit.generate(size=size, minimal=True))
        assert "--" not in text and "drop minimal=True" in text, text


def test_the_batch_calls_take_a_list_or_any_sequence_of_rows(examples):
    lines = [line for line in (examples / "batch.txt").read_text().splitlines()
             if line and not line.startswith("#")]
    grids = sudokit.lines_to_grids(sudokit.Puzzle.read(examples / "seed000.sud").to_line() + "\n"
                                   + "\n".join(lines[:3]))
    as_lists = grids.tolist()
    as_tuples = tuple(tuple(row) for row in as_lists)
    for rows in (as_lists, as_tuples):
        solutions, status = sudokit.solve_batch(rows)
        expected_solutions, expected_status = sudokit.solve_batch(grids)
        assert np.array_equal(solutions, expected_solutions)
        assert np.array_equal(status, expected_status)
        assert [a.tolist() for a in sudokit.count_batch(rows)] == \
            [a.tolist() for a in sudokit.count_batch(grids)]
        scores, labels, codes = sudokit.rate_batch(rows)
        expected = sudokit.rate_batch(grids)
        assert np.array_equal(scores, expected[0], equal_nan=True)
        assert np.array_equal(labels, expected[1]) and np.array_equal(codes, expected[2])
        assert sudokit.grids_to_lines(rows, status) == sudokit.grids_to_lines(grids, status)


def test_a_sequence_that_is_not_rows_is_refused_in_words():
    assert message(lambda: sudokit.solve_batch("0" * 81)) == (
        "grids must be a NumPy array or a sequence of rows, shape (n, N*N), e.g. (n, 81) uint8, "
        "not str")
    assert message(lambda: sudokit.solve_batch(5)) == (
        "grids must be a NumPy array or a sequence of rows, shape (n, N*N), e.g. (n, 81) uint8, "
        "not int")
    assert message(lambda: sudokit.solve_batch([])) == (
        "grids is an empty sequence, so its grid size is unknown: pass np.empty((0, 81), np.uint8)")
    with pytest.raises(ValueError):
        sudokit.solve_batch([[0] * 16, [0] * 15])
    assert message(lambda: sudokit.solve_batch([[0] * 15])) == (
        "grids must have N*N columns for a side N from 1 to 64 (81 for 9×9); got 15")


def test_results_give_plain_dicts(examples):
    puzzle = sudokit.Puzzle.read(examples / "seed000.sud")
    solved = sudokit.solve(puzzle).to_dict()
    assert list(solved) == ["status", "solution", "count", "engine", "nodes", "guesses",
                            "microseconds"]
    assert solved["status"] == "solved" and solved["count"] == 1 and solved["engine"] == "classic9"
    assert solved["solution"] == ("41298576375341689298632714527156893454917362836824951763475128"
                                  "9195832476827694351")
    assert isinstance(solved["microseconds"], int)
    assert sudokit.rate(puzzle).to_dict() == {
        "status": "solved", "score": 2.3, "label": "medium", "hardest": "naked single",
        "steps": 59, "techniques": {"full house": 20, "hidden single": 35, "naked single": 4},
        "empty_cells": None, "above": None}
    assert sudokit.check(puzzle).to_dict() == {
        "valid": True, "broken_rule": None, "complete": False, "blanks": 59, "solutions": 1,
        "unique": True, "is_solution": None, "solution_problem": None}
    assert sudokit.generate(size=4, seed=3).to_dict() == {
        "puzzle": "..4....23....4.3", "solution": "2341413232141423", "seed": 3, "attempts": 1,
        "score": 1.2, "label": "easy", "hardest": "hidden single", "givens": 5}
    explained = sudokit.explain(puzzle).to_dict()
    assert explained["status"] == "solved" and len(explained["steps"]) == 59
    assert explained["steps"][0] == {
        "technique": "hidden single", "score": 1.2,
        "placements": [{"cell": 72, "digit": 8, "name": "r9c1"}], "eliminations": [],
        "cells": [72], "houses": ["box 7"], "digits": [8], "focus": "in box 7",
        "explanation": "Hidden single: 8 in box 7 can only go in r9c1."}
    for result in (sudokit.solve(puzzle), sudokit.rate(puzzle), sudokit.explain(puzzle),
                   sudokit.check(puzzle), sudokit.generate(size=4, seed=3)):
        assert json.loads(json.dumps(result.to_dict())) == result.to_dict()


def batch_calls(grids, puzzles):
    return {
        "solve_batch": lambda progress: sudokit.solve_batch(grids, threads=2, progress=progress),
        "count_batch": lambda progress: sudokit.count_batch(grids, threads=2, progress=progress),
        "rate_batch": lambda progress: sudokit.rate_batch(grids, threads=2, progress=progress),
        "solve_many": lambda progress: sudokit.solve_many(puzzles, threads=2, progress=progress),
        "rate_many": lambda progress: sudokit.rate_many(puzzles, threads=2, progress=progress),
    }


@pytest.mark.parametrize("name", ["solve_batch", "count_batch", "rate_batch", "solve_many",
                                  "rate_many"])
def test_the_batch_calls_report_progress_ending_at_the_total(name):
    made = sudokit.generate(size=4, seed=1, count=300, threads=2)
    grids = np.array([m.puzzle.cells for m in made], np.uint8)
    calls = []
    batch_calls(grids, [m.puzzle for m in made])[name](lambda done, total: calls.append((done, total)))
    assert calls[-1] == (300, 300)
    assert all(total == 300 for _, total in calls)
    assert [done for done, _ in calls] == sorted({done for done, _ in calls})  # strictly growing
    empty = []
    batch_calls(np.empty((0, 16), np.uint8), [])[name](lambda done, total: empty.append((done, total)))
    assert empty == [(0, 0)]


@pytest.mark.parametrize("name", ["solve_batch", "rate_many"])
def test_an_exception_in_the_progress_callback_stops_the_call_and_is_raised(name):
    grids = np.zeros((50, 16), np.uint8)
    puzzles = [sudokit.Puzzle([0] * 16)] * 50

    def refuse(done, total):
        raise ZeroDivisionError(f"{done} of {total}")

    with pytest.raises(ZeroDivisionError, match=r"^\d+ of 50$"):
        batch_calls(grids, puzzles)[name](refuse)
