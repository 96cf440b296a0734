// The puzzle as the server sends it (see docs/api.md), and the geometry the page needs:
// rows, columns, boxes or jigsaw regions, diagonals, cages, peers. Cells are numbered
// row-major from 0, and named r1c1 … rNcN as everywhere in the project.

export function symbolOf(digit) {
  if (!digit) return '';
  return digit <= 9 ? String(digit) : String.fromCharCode(55 + digit); // 10 → 'A'
}

// The digit a key names in a grid of side n ('1'…'9', then letters from 'A' = 10), or 0.
export function digitOfKey(key, n) {
  if (/^[1-9]$/.test(key)) return Number(key) <= n ? Number(key) : 0;
  if (n > 9 && /^[a-zA-Z]$/.test(key)) {
    const digit = key.toUpperCase().charCodeAt(0) - 55;
    return digit <= n ? digit : 0;
  }
  return 0;
}

export function cellName(puzzle, cell) {
  return `r${Math.floor(cell / puzzle.size) + 1}c${(cell % puzzle.size) + 1}`;
}

export function boxOf(puzzle, cell) {
  if (puzzle.regions) return puzzle.regions[cell];
  const n = puzzle.size;
  const [rows, columns] = puzzle.box;
  const row = Math.floor(cell / n);
  const column = cell % n;
  return Math.floor(row / rows) * (n / columns) + Math.floor(column / columns);
}

// Every group of cells whose digits differ: rows, columns, boxes, diagonals, cages.
export function groupsOf(puzzle) {
  const n = puzzle.size;
  const groups = [];
  for (let i = 0; i < n; i++) {
    groups.push(Array.from({ length: n }, (_, j) => i * n + j));
    groups.push(Array.from({ length: n }, (_, j) => j * n + i));
  }
  const boxes = Array.from({ length: n }, () => []);
  for (let cell = 0; cell < n * n; cell++) boxes[boxOf(puzzle, cell)].push(cell);
  groups.push(...boxes);
  if (puzzle.diagonals) {
    groups.push(Array.from({ length: n }, (_, i) => i * n + i));
    groups.push(Array.from({ length: n }, (_, i) => i * n + (n - 1 - i)));
  }
  for (const cage of puzzle.cages || []) groups.push(cage.cells);
  // the houses among the variant rules: extra regions, windoku, one diagonal, disjoint groups
  for (const rule of puzzle.constraints || []) if (['extra region', 'extra house', 'diagonal'].includes(rule.kind)) groups.push(rule.cells);
  return groups;
}

// For each cell, the cells sharing a group with it.
export function peersOf(puzzle, groups = groupsOf(puzzle)) {
  const peers = Array.from({ length: puzzle.size * puzzle.size }, () => new Set());
  for (const group of groups) {
    for (const cell of group) for (const other of group) if (other !== cell) peers[cell].add(other);
  }
  return peers;
}

// The cells holding a digit another cell of the same group holds.
export function conflictsOf(groups, values) {
  const found = new Set();
  for (const group of groups) {
    const seen = new Map();
    for (const cell of group) {
      const digit = values[cell];
      if (!digit) continue;
      if (seen.has(digit)) {
        found.add(cell);
        found.add(seen.get(digit));
      } else {
        seen.set(digit, cell);
      }
    }
  }
  return found;
}

// The digits a cell may still take: none of its peers holds them.
export function candidatesOf(puzzle, peers, values, cell) {
  const taken = new Set();
  for (const peer of peers[cell]) if (values[peer]) taken.add(values[peer]);
  const result = [];
  for (let digit = 1; digit <= puzzle.size; digit++) if (!taken.has(digit)) result.push(digit);
  return result;
}

// The cages (their indices) whose digits break their total: past it before the cage is full,
// or a full cage that adds up to another number. A cage without a total breaks none.
export function brokenCagesOf(puzzle, values) {
  const broken = [];
  (puzzle.cages || []).forEach((cage, index) => {
    if (!(cage.sum > 0)) return;
    const digits = cage.cells.map((cell) => values[cell]);
    const sum = digits.reduce((total, digit) => total + digit, 0);
    const full = digits.every((digit) => digit !== 0);
    if (sum > cage.sum || (full && sum !== cage.sum)) broken.push(index);
  });
  return broken;
}

// Every cage adds up to its total (cells without a digit count as not holding).
export function cageTotalsHold(puzzle, values) {
  return (puzzle.cages || []).every((cage) => !(cage.sum > 0) || cage.cells.reduce((sum, cell) => sum + values[cell], 0) === cage.sum);
}
