"""Issue 37, items 8 and 9: what the command refuses, every entry point of the module refuses
with one message: cages that share a cell, a total past any grid's, a box shape or a variant the
grid does not have, a thread count outside --jobs, a status no batch function gives, and a line
longer than any puzzle line (kMaxLineBytes), found before any copy of it is made."""

import json

import numpy as np
import pytest

import sudokit

EMPTY = [0] * 81
CELL_IN_TWO = ("cage at r1c2: r1c2 is already in the cage at r1c1; a cell is in one cage at "
               "most")
TOTAL_PAST = "a cage totals at most 2080 (64 cells of a 64×64 grid), not 9223372036854775808"
TOO_LONG = ("<string>:1:65537: line too long: more than 65536 bytes, longer than any puzzle "
            "line")


def killer_json(cages):
    return {"size": 9, "box": [3, 3], "variant": "killer", "rows": [[0] * 9] * 9,
            "cages": cages}


def raised(call):
    with pytest.raises(ValueError) as error:
        call()
    return str(error.value)


def test_cages_that_share_a_cell_are_refused_by_every_constructor():
    assert raised(lambda: sudokit.Puzzle(EMPTY, cages=[([0, 1], 3), ([1, 2], 3)])) == CELL_IN_TWO
    assert raised(lambda: sudokit.Puzzle(EMPTY, cages=[sudokit.Cage([0, 1], 3),
                                                      sudokit.Cage([0, 1], 3)])) == (
        "cage at r1c1: r1c1 is already in the cage at r1c1; a cell is in one cage at most")
    shared = killer_json([{"sum": 3, "cells": ["r1c1", "r1c2"]},
                          {"sum": 3, "cells": ["r1c2", "r1c3"]}])
    assert raised(lambda: sudokit.Puzzle.from_json(shared)) == CELL_IN_TWO
    assert raised(lambda: sudokit.Puzzle.from_json(json.dumps(shared))) == CELL_IN_TWO


def test_a_cell_named_twice_in_one_cage_is_refused():
    assert raised(lambda: sudokit.Puzzle(EMPTY, cages=[([0, 0], 3)])) == (
        "a constraint names r1c1 twice")


def test_a_total_past_any_grid_is_a_value_error_not_a_conversion_dump():
    assert raised(lambda: sudokit.Cage([0, 1], 2**63)) == TOTAL_PAST
    assert raised(lambda: sudokit.Puzzle(EMPTY, cages=[([0, 1], 2**63)])) == TOTAL_PAST
    big = killer_json([{"sum": 2**63, "cells": ["r1c1", "r1c2"]}])
    assert raised(lambda: sudokit.Puzzle.from_json(big)) == TOTAL_PAST
    cage = sudokit.Cage([0, 1], 3)
    assert raised(lambda: setattr(cage, "sum", 2**63)) == TOTAL_PAST
    assert raised(lambda: sudokit.Puzzle(EMPTY, cages=[([0, 2**64], 3)])) == (
        "a constraint names cell 18446744073709551616, outside the grid")
    # A total in range but not this cage's names the cage's range, as the command does.
    assert raised(lambda: sudokit.Puzzle(EMPTY, cages=[([0, 1], 2000)])) == (
        "cage at r1c1: a cage of 2 cells totals 3 to 17, not 2000")


def test_a_box_shape_the_grid_has_not_is_refused():
    six = json.loads(sudokit.Puzzle([0] * 36).to_json())
    assert six["box"] == [2, 3]
    six["box"] = [3, 2]
    assert raised(lambda: sudokit.Puzzle.from_json(six)) == (
        '"box" is [3, 2] but a 6×6 grid has boxes of 2×3 ([2, 3])')


def test_an_unknown_variant_is_refused_with_the_command_s_words(cli):
    words = ("'sandwich' is not a variant: expected classic, or killer, jigsaw and x joined by "
             "'+' (killer+x)")
    nine = json.loads(sudokit.Puzzle(EMPTY).to_json())
    nine["variant"] = "sandwich"
    assert raised(lambda: sudokit.Puzzle.from_json(nine)) == words
    assert raised(lambda: sudokit.Puzzle.parse("." * 81, variant="sandwich")) == words
    assert raised(lambda: sudokit.parse_batch("." * 81, variant="sandwich")) == words
    assert raised(lambda: sudokit.lines_to_grids("." * 81, variant="sandwich")) == words
    assert words in cli.run("solve", "--variant", "sandwich", "-", stdin="." * 81 + "\n").stderr


def test_a_variant_the_puzzle_is_not_is_refused():
    nine = json.loads(sudokit.Puzzle(EMPTY).to_json())
    nine["variant"] = "killer"
    assert raised(lambda: sudokit.Puzzle.from_json(nine)) == (
        '"variant" is "killer" but the puzzle is classic (cages make a killer, regions a jigsaw)')


def test_the_variant_of_json_is_read_in_any_spelling_the_command_reads():
    nine = json.loads(sudokit.Puzzle(EMPTY, x=True).to_json())
    nine["variant"] = "X"
    assert sudokit.Puzzle.from_json(nine).variant == "x"


@pytest.mark.parametrize("threads", [-1, 1025])
def test_a_thread_count_outside_the_command_s_range_is_refused(threads):
    words = f"threads must be from 0 (one per core) to 1024, not {threads}"
    grids = np.zeros((1, 81), np.uint8)
    puzzle = sudokit.Puzzle(EMPTY)
    assert raised(lambda: sudokit.solve_batch(grids, threads=threads)) == words
    assert raised(lambda: sudokit.count_batch(grids, threads=threads)) == words
    assert raised(lambda: sudokit.rate_batch(grids, threads=threads)) == words
    assert raised(lambda: sudokit.solve_many([puzzle], threads=threads)) == words
    assert raised(lambda: sudokit.count(puzzle, limit=2, threads=threads)) == words
    assert raised(lambda: sudokit.solve(puzzle, threads=threads)) == words
    assert raised(lambda: sudokit.generate(seed=1, count=1, threads=threads)) == words


@pytest.mark.parametrize("code", [127, -1, 6])
def test_grids_to_lines_refuses_a_status_no_batch_function_gives(code):
    grids = np.zeros((2, 81), np.uint8)
    status = np.array([sudokit.SOLVED, code], np.int8)
    assert raised(lambda: sudokit.grids_to_lines(grids, status)) == (
        f"status of row 1 is {code}: expected a sudokit.Status, 0 (SOLVED) to 5 (STALLED)")


def test_a_line_longer_than_any_puzzle_line_is_an_input_error():
    line = "1" * (1 << 20)
    for read in (sudokit.lines_to_grids, sudokit.parse_batch):
        with pytest.raises(sudokit.InputError) as error:
            read(line)
        assert str(error.value) == TOO_LONG
        assert (error.value.line, error.value.column) == (1, 65537)
    # Among other lines, it is named at its own line.
    with pytest.raises(sudokit.InputError, match="^shard:7:65537: line too long"):
        sudokit.lines_to_grids("." * 81 + "\n" + line, source="shard", first_line=6)
    # A line of exactly the limit is read as any other (and is then no puzzle).
    with pytest.raises(sudokit.InputError) as error:
        sudokit.lines_to_grids("1" * 65536)
    assert str(error.value) == "<string>:1:82: line has 65536 symbols, expected 81"
