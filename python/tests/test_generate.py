"""generate: the same puzzles as `sudoku generate` for the same options and seeds."""

import pytest

import sudokit


@pytest.mark.parametrize("args,kwargs", [
    (["--seed", "7", "--count", "3"], dict(seed=7, count=3)),
    (["--seed", "11", "--difficulty", "hard", "--symmetry", "rotate180"],
     dict(seed=11, difficulty="hard", symmetry="rotate180")),
    (["--seed", "3", "--variant", "x", "--count", "2"], dict(seed=3, variant="x", count=2)),
    (["--seed", "5", "--variant", "killer"], dict(seed=5, variant="killer")),
    (["--seed", "2", "--variant", "jigsaw", "--size", "6", "--minimal"], dict(seed=2, variant="jigsaw", size=6, minimal=True)),
    (["--seed", "9", "--size", "4", "--count", "4"], dict(seed=9, size=4, count=4)),
    (["--seed", "1", "--score", "2.6-4.0"], dict(seed=1, min_score=2.6, max_score=4.0)),
])
def test_generate_makes_the_cli_puzzles(cli, args, kwargs):
    made = sudokit.generate(**kwargs)
    made = made if isinstance(made, list) else [made]
    lines = [line for line in cli.run("generate", *args, check_status=0).stdout.splitlines()
             if not line.startswith("variant:")]
    variant = kwargs.get("variant", "classic")
    assert [m.puzzle.to_puzzle_line() for m in made] == lines
    for m in made:
        assert m.puzzle.variant == variant
        assert sudokit.count(m.puzzle, limit=2) == 1
        assert m.solution.is_solution_of(m.puzzle)
        assert m.givens == m.puzzle.given_count
    assert [m.seed for m in made] == [kwargs["seed"] + i for i in range(len(made))]


def test_the_wanted_difficulty_and_score_are_met():
    hard = sudokit.generate(difficulty="hard", seed=21)
    assert hard.label == "hard" and sudokit.rate(hard.puzzle).label == "hard"
    ranged = sudokit.generate(min_score=2.6, max_score=4.0, seed=4)
    assert 2.6 <= ranged.score <= 4.0 and sudokit.rate(ranged.puzzle).score == ranged.score


def test_threads_do_not_change_the_puzzles():
    one = sudokit.generate(seed=100, count=6, threads=1)
    two = sudokit.generate(seed=100, count=6, threads=2)
    assert [m.puzzle for m in one] == [m.puzzle for m in two]
    assert sudokit.generate(seed=100, count=0) == []


def test_a_seed_is_drawn_and_reported_when_none_is_given():
    made = sudokit.generate()
    assert sudokit.generate(seed=made.seed).puzzle == made.puzzle


@pytest.mark.parametrize("kwargs,message", [
    (dict(variant="killer", symmetry="rotate180"), "symmetr"),
    (dict(size=65), ""),
    (dict(variant="x", size=3), ""),
    (dict(min_score=5.0, max_score=2.0), ""),
])
def test_options_that_cannot_work_raise_generate_error(kwargs, message):
    with pytest.raises(sudokit.GenerateError, match=message):
        sudokit.generate(**kwargs)


@pytest.mark.parametrize("kwargs", [dict(difficulty="impossible"), dict(symmetry="spiral"), dict(variant="sumdoku"),
                                    dict(count=-1), dict(min_score=-1.0)])
def test_bad_names_raise_value_error(kwargs):
    with pytest.raises(ValueError):
        sudokit.generate(**kwargs)


def test_a_difficulty_not_met_in_max_attempts_raises():
    with pytest.raises(sudokit.GenerateError, match="seed 8: "):
        sudokit.generate(size=4, difficulty="extreme", max_attempts=2, seed=8, count=1)
