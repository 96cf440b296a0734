"""Random 9×9 grids for the property tests, made with NumPy from one valid grid by the moves that
keep a grid valid (digits relabelled, rows within a band, bands, columns within a stack, stacks,
transposition), then cells blanked: puzzles with at least one solution, thousands a second."""

import numpy as np

_BASE = np.array([[(3 * (r % 3) + r // 3 + c) % 9 + 1 for c in range(9)] for r in range(9)], dtype=np.uint8)


def _line_order(rng):
    bands = rng.permutation(3)
    return np.concatenate([band * 3 + rng.permutation(3) for band in bands])


def random_solutions(n, rng):
    """n valid complete grids, shape (n, 81) uint8."""
    out = np.empty((n, 81), dtype=np.uint8)
    for i in range(n):
        relabel = np.concatenate([[0], rng.permutation(9) + 1]).astype(np.uint8)
        grid = relabel[_BASE][_line_order(rng)][:, _line_order(rng)]
        if rng.random() < 0.5:
            grid = grid.T
        out[i] = grid.ravel()
    return out


def random_puzzles(n, rng, least_blanks=35, most_blanks=64):
    """(puzzles, solutions): n puzzles, each a valid grid with random cells blanked."""
    solutions = random_solutions(n, rng)
    puzzles = solutions.copy()
    for i in range(n):
        blanks = rng.integers(least_blanks, most_blanks + 1)
        puzzles[i, rng.choice(81, size=blanks, replace=False)] = 0
    return puzzles, solutions


def is_valid_solution(grid, puzzle):
    """Every row, column and box holds 1..9, and every given of puzzle is kept."""
    g = np.asarray(grid).reshape(9, 9)
    digits = np.arange(1, 10)
    for house in (g, g.T, g.reshape(3, 3, 3, 3).transpose(0, 2, 1, 3).reshape(9, 9)):
        if not all(np.array_equal(np.sort(row), digits) for row in house):
            return False
    p = np.asarray(puzzle).ravel()
    return bool(np.all((p == 0) | (p == g.ravel())))
