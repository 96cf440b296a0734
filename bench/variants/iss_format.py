"""What both converters need to know of the two formats' geometry: cells as f-puzzles and
Interactive Sudoku Solver (ISS) write them, the default boxes, the diagonals that ISS names
its Little Killer clues by, and ISS's key for a relation between two cells.

Written from ISS's documented text format (js/sudoku_constraint.js, js/cell_geometry.js):
a cell is R<row>C<col> with each coordinate one base-17 character (10 is 'a'), an outside
line is R<n> or C<n> in decimal, and a pair relation is a bit matrix in URL-safe base64.
"""

import math
import re

BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
_DIGITS17 = "0123456789abcdefg"


class ConversionError(ValueError):
    """A puzzle that the other format cannot say, or that is malformed."""


def iss_cell(row, col):
    """ISS's id of the 0-based cell (row, col)."""
    return "R" + _DIGITS17[row + 1] + "C" + _DIGITS17[col + 1]


def parse_iss_cell(cell):
    """The 0-based (row, col) of an ISS cell id such as R1C1 or Rac3."""
    m = re.fullmatch(r"[Rr]([0-9a-gA-G])[Cc]([0-9a-gA-G])", cell)
    if not m:
        raise ConversionError(f"not a grid cell: {cell}")
    return int(m.group(1), 17) - 1, int(m.group(2), 17) - 1


def fp_cell(row, col):
    """f-puzzles' name of the 0-based cell (row, col); -1 and size are outside the grid."""
    return f"R{row + 1}C{col + 1}"


def parse_fp_cell(cell):
    """The 0-based (row, col) of an f-puzzles cell name such as R10C3 or R0C5."""
    m = re.fullmatch(r"[Rr](\d+)[Cc](\d+)", str(cell))
    if not m:
        raise ConversionError(f"not an f-puzzles cell: {cell}")
    return int(m.group(1)) - 1, int(m.group(2)) - 1


def box_dims(size):
    """(rows, cols) of a default box: rows is the largest divisor of size not above its
    square root, as ISS and f-puzzles both draw them; None for a prime size."""
    for rows in range(math.isqrt(size), 1, -1):
        if size % rows == 0:
            return rows, size // rows
    return None


def default_regions(size):
    """The default box index of every cell, row-major; all -1 when the size has no boxes."""
    dims = box_dims(size)
    if dims is None:
        return [-1] * (size * size)
    rows, cols = dims
    per_row = size // cols
    return [(r // rows) * per_row + c // cols for r in range(size) for c in range(size)]


def little_killer_diagonals(size):
    """ISS's Little Killer clue ids on a size×size grid: {start cell: [(row, col), ...]},
    in the order ISS enumerates them, each diagonal named once by the first start that
    reaches it."""
    found = {}
    seen = set()

    def add(row, col, dr, dc):
        cells = []
        while 0 <= row < size and 0 <= col < size:
            cells.append((row, col))
            row, col = row + dr, col + dc
        if len(cells) <= 1:
            return
        key = frozenset(cells)
        if key in seen:
            return
        seen.add(key)
        found[iss_cell(*cells[0])] = cells

    for row in range(size - 1):
        add(row, 0, 1, 1)
    for row in range(1, size - 1):
        add(row, size - 1, -1, -1)
    for col in range(1, size):
        add(0, col, 1, -1)
    for col in range(1, size - 1):
        add(size - 1, col, -1, 1)
    return found


def pair_key(relation, size):
    """ISS's key for a relation between the first and second cell of a pair: bit j-1 of row
    i-1 of a size×size matrix is relation(i, j), six bits a character, trailing zeros cut."""
    chars = []
    value = 0
    bit = 0
    for i in range(1, size + 1):
        for j in range(1, size + 1):
            if relation(i, j):
                value |= 1 << bit
            bit += 1
            if bit == 6:
                chars.append(value)
                value = bit = 0
    chars.append(value)
    while chars and not chars[-1]:
        chars.pop()
    return "".join(BASE64[v] for v in chars)


def pair_relation(key, size):
    """The set of (i, j) that an ISS pair key allows, the inverse of pair_key."""
    allowed = set()
    index = 0
    for i in range(1, size + 1):
        for j in range(1, size + 1):
            word, bit = divmod(index, 6)
            if word < len(key) and BASE64.index(key[word]) >> bit & 1:
                allowed.add((i, j))
            index += 1
    return allowed


def orthogonal_pairs(size):
    """Every pair of orthogonally adjacent cells, each once, lower cell first."""
    for r in range(size):
        for c in range(size):
            if c + 1 < size:
                yield (r, c), (r, c + 1)
            if r + 1 < size:
                yield (r, c), (r + 1, c)
