// Whether the player's digits keep each variant rule of the puzzle ("constraints", docs/api.md),
// checked in the page as the player types, as the board checks a repeated digit: the sentence of
// each rule in docs/formats.md, as the engine's reference check says it (src/core/rule_checks.cpp;
// the server's /api/check answers the same as "broken_rules"). A rule made of pairs (a
// thermometer, a dot, a whisper, a palindrome) is checked pair by pair as soon as both cells hold
// a digit; a rule about all its cells (a renban, an arrow, a clue outside the grid) once they are
// all filled. Each broken rule names the cells that break it, which the board marks as it marks
// a repeated digit. The houses among the constraints (extra regions, one diagonal, windoku) are
// groups of model.js, checked there.

import { boxOf } from './model.js';

// The rules `values` breaks: [{index (in puzzle.constraints), cells (the cells to mark)}].
export function brokenRulesOf(puzzle, values) {
  const broken = [];
  (puzzle.constraints || []).forEach((rule, index) => {
    const cells = breaking(rule, puzzle, values);
    if (cells.length) broken.push({ index, cells: [...new Set(cells)] });
  });
  return broken;
}

// The cells of the broken rules, as one Set.
export function ruleConflictsOf(puzzle, values) {
  const found = new Set();
  for (const { cells } of brokenRulesOf(puzzle, values)) for (const cell of cells) found.add(cell);
  return found;
}

// The pairs of cells a global rule speaks of: a knight's move, a king's move, orthogonal.
const STEPS = {
  'anti-knight': [[1, 2], [2, 1], [1, -2], [2, -1]],
  'anti-king': [[0, 1], [1, 0], [1, 1], [1, -1]],
  'non-consecutive': [[0, 1], [1, 0]],
};

function pairsOf(n, steps) {
  const pairs = [];
  for (let row = 0; row < n; row++) {
    for (let column = 0; column < n; column++) {
      for (const [dr, dc] of steps) {
        const r = row + dr;
        const c = column + dc;
        if (r >= 0 && r < n && c >= 0 && c < n) pairs.push([row * n + column, r * n + c]);
      }
    }
  }
  return pairs;
}

function orthogonalNeighbours(n, cell) {
  const row = Math.floor(cell / n);
  const column = cell % n;
  const out = [];
  if (row > 0) out.push(cell - n);
  if (row + 1 < n) out.push(cell + n);
  if (column > 0) out.push(cell - 1);
  if (column + 1 < n) out.push(cell + 1);
  return out;
}

export function dotHolds(kind, value, a, b) {
  if (kind === 'difference') return Math.abs(a - b) === value;
  if (kind === 'ratio') return a === b * value || b === a * value;
  return a + b === value;
}

// The cells of the pairs (both filled) that `kept(a, b)` says break the rule.
function pairsBreaking(pairs, values, kept) {
  const cells = [];
  for (const [a, b] of pairs) if (values[a] && values[b] && !kept(values[a], values[b])) cells.push(a, b);
  return cells;
}

function consecutive(cells) {
  const pairs = [];
  for (let i = 1; i < cells.length; i++) pairs.push([cells[i - 1], cells[i]]);
  return pairs;
}

function breaking(rule, puzzle, values) {
  const n = puzzle.size;
  const digit = (cell) => values[cell];
  const full = (cells) => cells.every((cell) => values[cell]);
  const sum = (cells) => cells.reduce((total, cell) => total + values[cell], 0);
  const filled = (cells) => cells.filter((cell) => values[cell]);
  switch (rule.kind) {
    case 'global':
      return pairsBreaking(pairsOf(n, STEPS[rule.rule] || []), values,
        rule.rule === 'non-consecutive' ? (a, b) => Math.abs(a - b) !== 1 : (a, b) => a !== b);
    case 'cell': {
      const value = digit(rule.cell);
      if (!value) return [];
      if (rule.cell_rule === 'even' || rule.cell_rule === 'odd') return (value % 2 === 0) === (rule.cell_rule === 'even') ? [] : [rule.cell];
      const pairs = orthogonalNeighbours(n, rule.cell).map((other) => [rule.cell, other]);
      return pairsBreaking(pairs, values, rule.cell_rule === 'minimum' ? (a, b) => a < b : (a, b) => a > b);
    }
    case 'indexer': {
      // The cell's digit d points at a place of its row, column or box, which holds the digit of
      // the cell's own place there: its column (column indexer), row (row indexer), box place.
      const value = digit(rule.cell);
      if (!value) return [];
      const row = Math.floor(rule.cell / n);
      const column = rule.cell % n;
      let target = row * n + value - 1;
      let indexed = column + 1;
      if (rule.name === 'row indexer') {
        target = (value - 1) * n + column;
        indexed = row + 1;
      } else if (rule.name === 'box indexer') {
        const box = [];
        for (let cell = 0; cell < n * n; cell++) if (boxOf(puzzle, cell) === boxOf(puzzle, rule.cell)) box.push(cell);
        target = box[value - 1];
        indexed = box.indexOf(rule.cell) + 1;
      }
      return !values[target] || values[target] === indexed ? [] : [rule.cell, target];
    }
    case 'candidates': {
      const value = digit(rule.cell);
      return !value || rule.digits.includes(value) ? [] : [rule.cell];
    }
    case 'dot':
      return pairsBreaking([rule.cells], values, (a, b) => dotHolds(rule.dot, rule.value, a, b));
    case 'negative':
      return pairsBreaking(rule.pairs, values, (a, b) => !dotHolds(rule.dot, rule.value, a, b));
    case 'line':
      return lineBreaking(rule, puzzle, values, { full });
    case 'arrow': {
      const cells = [...rule.circle, ...rule.cells];
      if (!full(cells)) return [];
      const number = rule.circle.reduce((total, cell) => total * 10 + values[cell], 0);
      return sum(rule.cells) === number ? [] : cells;
    }
    case 'little killer':
      return rule.cells.length && full(rule.cells) && sum(rule.cells) !== rule.value ? rule.cells : [];
    case 'outside':
      return rule.cells.length && full(rule.cells) && outsideValue(rule, values, n) !== rule.value ? rule.cells : [];
    case 'quadruple': {
      const missing = [...rule.digits];
      for (const cell of rule.cells) {
        const at = missing.indexOf(values[cell]);
        if (values[cell] && at >= 0) missing.splice(at, 1);
      }
      const open = rule.cells.filter((cell) => !values[cell]).length;
      return open >= missing.length ? [] : filled(rule.cells);
    }
    case 'clone':
      return pairsBreaking(rule.cells.map((cell, i) => [cell, rule.copies[i]]), values, (a, b) => a === b);
    default:
      return []; // houses: model.js's groups
  }
}

function outsideValue(rule, values, n) {
  const digits = rule.cells.map((cell) => values[cell]);
  if (rule.clue === 'sandwich') {
    const first = digits.findIndex((d) => d === 1 || d === n);
    let last = -1;
    digits.forEach((d, i) => { if (d === 1 || d === n) last = i; });
    return digits.slice(first + 1, last).reduce((a, b) => a + b, 0);
  }
  if (rule.clue === 'x-sum') return digits.slice(0, digits[0]).reduce((a, b) => a + b, 0);
  let highest = 0;
  let seen = 0;
  for (const d of digits) if (d > highest) { highest = d; seen++; }
  return seen;
}

function lineBreaking(rule, puzzle, values, { full }) {
  const cells = rule.cells;
  const length = cells.length;
  switch (rule.line) {
    case 'thermometer': return pairsBreaking(consecutive(cells), values, (a, b) => a < b);
    case 'slow thermometer': return pairsBreaking(consecutive(cells), values, (a, b) => a <= b);
    case 'whisper': return pairsBreaking(consecutive(cells), values, (a, b) => Math.abs(a - b) >= rule.value);
    case 'palindrome': {
      const pairs = [];
      for (let i = 0; i < Math.floor(length / 2); i++) pairs.push([cells[i], cells[length - 1 - i]]);
      return pairsBreaking(pairs, values, (a, b) => a === b);
    }
    case 'renban': {
      if (!full(cells)) return [];
      const digits = cells.map((cell) => values[cell]);
      const distinct = new Set(digits).size === length;
      return distinct && Math.max(...digits) - Math.min(...digits) + 1 === length ? [] : cells;
    }
    case 'between': {
      const low = Math.min(values[cells[0]], values[cells[length - 1]]);
      const high = Math.max(values[cells[0]], values[cells[length - 1]]);
      if (!low) return [];
      const outside = cells.slice(1, -1).filter((cell) => values[cell] && (values[cell] <= low || values[cell] >= high));
      return outside.length ? [cells[0], ...outside, cells[length - 1]] : [];
    }
    case 'region sum': {
      if (!full(cells)) return [];
      const totals = [];
      let box = -1;
      for (const cell of cells) {
        const here = boxOf(puzzle, cell);
        if (here !== box) totals.push(0);
        box = here;
        totals[totals.length - 1] += values[cell];
      }
      return totals.every((total) => total === totals[0]) ? [] : cells;
    }
    case 'entropic': {
      const third = Math.floor(puzzle.size / 3);
      const out = [];
      for (let i = 2; i < length; i++) {
        const window = cells.slice(i - 2, i + 1);
        if (!full(window)) continue;
        if (new Set(window.map((cell) => Math.floor((values[cell] - 1) / third))).size !== 3) out.push(...window);
      }
      return out;
    }
    case 'zipper': {
      if (!full(cells)) return [];
      const half = Math.floor(length / 2);
      const middle = length % 2 ? values[cells[half]] : values[cells[half - 1]] + values[cells[half]];
      for (let i = 0; i < half; i++) if (values[cells[i]] + values[cells[length - 1 - i]] !== middle) return cells;
      return [];
    }
    default:
      return [];
  }
}

