"""explain, hint, rate: the logical solver's steps and ratings, field by field as the CLI's JSON."""

import json

import pytest

import sudokit


def step_as_cli_json(puzzle, step, number):
    return {
        "number": number,
        "technique": step.technique,
        "score": step.score,
        "explanation": step.explanation,
        "placements": [{"cell": p.name, "digit": p.digit} for p in step.placements],
        "eliminations": [{"cell": e.name, "digit": e.digit} for e in step.eliminations],
        "cells": [puzzle.cell_name(cell) for cell in step.cells],
        "houses": step.houses,
        "digits": step.digits,
    }


@pytest.mark.parametrize("name", ["seed000.sud", "seed004.sud", "hardest2012.sud", "killer.txt", "jigsaw.txt",
                                  "x.txt", "impossible.sud"])
def test_explain_gives_the_steps_of_sudoku_explain(cli, examples, name):
    puzzle = sudokit.Puzzle.read(examples / name)
    expected = json.loads(cli.run("explain", "--json", examples / name).stdout)
    explanation = sudokit.explain(puzzle)
    assert explanation.status == expected["status"]
    assert [step_as_cli_json(puzzle, step, i + 1) for i, step in enumerate(explanation.steps)] == expected["steps"]
    if "hardest" in expected:
        assert explanation.hardest.technique == expected["hardest"]["technique"]
        assert explanation.hardest.score == expected["hardest"]["score"]
    if expected["status"] == "solved":
        assert explanation.grid.to_line() == expected["solution"]
        assert explanation.contradiction is None
    elif expected["status"] == "stalled":
        assert explanation.grid.to_line() == expected["stalled_grid"]
        assert explanation.grid.blank_count == expected["empty_cells"]
    elif expected["status"] == "contradiction":
        assert explanation.contradiction == expected["contradiction"]


def test_steps_are_objects_with_their_fields(examples):
    explanation = sudokit.explain(sudokit.Puzzle.read(examples / "seed000.sud"))
    first = explanation.steps[0]
    assert isinstance(first, sudokit.Step) and str(first) == first.explanation
    assert first.placements and all(isinstance(p, sudokit.Placement) for p in first.placements)
    cell, digit = first.placements[0]
    assert explanation.grid[cell] == digit
    assert first.placements[0].name == explanation.grid.cell_name(cell)
    assert explanation.solutions == 1
    assert explanation.candidates == [0] * 81


def test_only_the_techniques_asked_for_are_used(examples):
    puzzle = sudokit.Puzzle.read(examples / "hardest2012.sud")
    explanation = sudokit.explain(puzzle, techniques=["full house", "hidden single", "naked single"])
    assert explanation.status == "stalled"
    assert {step.technique for step in explanation.steps} <= {"full house", "hidden single", "naked single"}
    assert all(mask != 0 for cell, mask in enumerate(explanation.candidates) if explanation.grid[cell] == 0)
    with pytest.raises(ValueError, match="unknown technique 'magic'"):
        sudokit.explain(puzzle, techniques=["magic"])


@pytest.mark.parametrize("name", ["seed000.sud", "hardest2012.sud", "killer.txt", "jigsaw.txt", "x.txt",
                                  "sixteen.txt"])
def test_hint_gives_the_step_of_sudoku_hint(cli, examples, name):
    puzzle = sudokit.Puzzle.read(examples / name)
    expected = json.loads(cli.run("hint", "--level", "3", "--json", examples / name, check_status=0).stdout)
    hint = sudokit.hint(puzzle)
    got = step_as_cli_json(puzzle, hint, 1)
    del got["number"]
    got["focus"] = hint.focus
    assert got == expected["steps"][0]
    level_two = cli.run("hint", "--level", "2", examples / name).stdout.strip()
    assert level_two.startswith("Look for ")
    if len(expected["steps"]) == 1:  # else the command chains the steps that lead to a placement
        assert level_two.endswith(f" {hint.technique} {hint.focus}.")


def test_hint_is_the_first_step_of_explain(examples):
    for name in ("seed000.sud", "killer.txt", "x.txt"):
        puzzle = sudokit.Puzzle.read(examples / name)
        hint = sudokit.hint(puzzle)
        first = sudokit.explain(puzzle).steps[0]
        assert (hint.technique, hint.explanation, hint.focus) == (first.technique, first.explanation, first.focus)
    solved = sudokit.solve(sudokit.Puzzle.read(examples / "seed000.sud")).solution
    assert sudokit.hint(solved) is None


def rating_as_cli_json(rating, line):
    obj = {"line": line, "status": rating.status}
    if rating.status in ("no_solution", "not_unique"):
        return obj
    obj.update(score=rating.score, label=rating.label, hardest=rating.hardest, steps=rating.steps,
               techniques=rating.techniques)
    if rating.status == "stalled":
        obj["empty_cells"] = rating.empty_cells
    return obj


@pytest.mark.parametrize("name", ["classic-9-medium.txt", "classic-9-hard.txt", "x-9-medium.txt", "killer-9-medium.txt",
                                  "jigsaw-9-easy.txt", "killer+x-9-medium.txt", "classic-6-medium.txt", "classic-4-easy.txt"])
def test_rate_gives_the_ratings_of_sudoku_rate(cli, source_dir, name):
    path = source_dir / "data" / "collection" / name
    variant = name.split("-")[0]  # the files have no header: the name says
    output = cli.run("rate", "--json", "-j", "2", "--variant", variant, path).stdout
    expected = [obj for obj in map(json.loads, output.splitlines()) if obj["status"] != "skipped"]
    puzzles = sudokit.read_batch(path, variant=variant)
    assert len(puzzles) == len(expected) >= 10
    for puzzle, obj in zip(puzzles, expected):
        assert rating_as_cli_json(sudokit.rate(puzzle), obj["line"]) == obj


def test_rate_says_when_there_is_no_single_solution(examples):
    assert sudokit.rate(sudokit.Puzzle.read(examples / "impossible.sud")).status == "no_solution"
    open_grid = sudokit.rate(sudokit.Puzzle.parse_line("." * 81))
    assert open_grid.status == "not_unique" and open_grid.score is None and open_grid.label is None
    stalled = sudokit.rate(sudokit.Puzzle.read(examples / "hardest2012.sud"))
    assert stalled.status in ("solved", "stalled")
    if stalled.status == "stalled":
        assert stalled.label == "extreme" and stalled.above is not None and stalled.score is None


def test_the_ladder_is_in_order():
    ladder = sudokit.techniques()
    assert ladder[0] == ("full house", 1.0)
    assert [rating for _, rating in ladder] == sorted(rating for _, rating in ladder)
    assert dict(ladder)["X-wing"] == 3.2
