// Draws a puzzle's variant rules ("constraints", docs/api.md) as an SVG over the grid, in the
// conventions players know from f-puzzles and SudokuPad: a thermometer is a thick grey line from
// a round bulb; an arrow a circle (or pill) with a thin line ending in a head; Kropki dots white
// or black on the edge between two cells, X and V as letters there; whispers a green line, renban
// purple, palindrome grey, region sum blue, entropic orange, zipper lavender, a between line with
// a hollow bulb at each end; extra regions and windoku shaded; even cells a grey square, odd a
// grey circle; a quadruple its digits in a circle on the corner of its four cells; clones a pale
// yellow. Clues outside the grid (little killer with its diagonal arrow, sandwich, x-sum,
// skyscraper) stand in a margin one cell wide, drawn only when the puzzle has such clues. The
// rules with nothing to draw (anti-knight, anti-king, non-consecutive, disjoint groups, "every
// dot is given") are said in a line under the board. The SVG's coordinates are cells: (0,0) is
// the grid's top-left corner, a cell is 1 unit wide. A broken rule (constraints_check.js) is
// drawn in the conflict's colour.
import { cellName } from './model.js';
import { brokenRulesOf } from './constraints_check.js';

const SVG = 'http://www.w3.org/2000/svg';

const LINE_CLASS = {
  thermometer: 'thermo', 'slow thermometer': 'thermo slow', palindrome: 'palindrome', whisper: 'whisper',
  renban: 'renban', between: 'between', 'region sum': 'region-sum', entropic: 'entropic', zipper: 'zipper',
};

// True when the puzzle has clues outside the grid (the board then leaves a margin for them).
export function hasOutsideClues(puzzle) {
  return (puzzle.constraints || []).some((rule) => rule.kind === 'outside' || rule.kind === 'little killer');
}

// Draws the constraints of `puzzle` into the board element (after its cells); returns the
// drawing, whose render(values) marks the broken rules, or null for a puzzle without any.
export function drawConstraints(boardElement, puzzle) {
  const wrap = boardElement.parentElement;
  wrap?.querySelector(':scope > .variant-rules')?.remove();
  const outside = hasOutsideClues(puzzle);
  boardElement.classList.toggle('outside-clues', outside);
  const rules = puzzle.constraints || [];
  if (!rules.length) return null;
  const n = puzzle.size;
  const margin = outside ? 1 : 0;
  const svg = make('svg', {
    class: 'constraints', viewBox: `${-margin} ${-margin} ${n + 2 * margin} ${n + 2 * margin}`,
    role: 'img', 'aria-label': `Rules drawn on the grid: ${rules.map((rule) => describe(puzzle, rule)).join('; ')}`,
  });
  svg.style.setProperty('--margin', margin);
  const shading = make('g', { class: 'shading' });
  const lines = make('g', { class: 'lines' });
  const marks = make('g', { class: 'marks' });
  svg.append(shading, lines, marks);
  const groups = rules.map((rule, index) => {
    const group = make('g', { class: `rule ${rule.kind.replace(' ', '-')}`, 'data-rule': index, 'data-kind': kindOf(rule) });
    const layer = rule.kind === 'extra region' || rule.kind === 'extra house' || rule.kind === 'clone' || rule.kind === 'indexer' ? shading
      : rule.kind === 'line' || rule.kind === 'arrow' || rule.kind === 'diagonal' ? lines : marks;
    layer.append(group);
    draw(group, rule, n);
    return group;
  });
  boardElement.append(svg);
  const said = rules.filter((rule) => rule.kind === 'global' || rule.kind === 'negative' ||
    (rule.kind === 'extra house' && /^disjoint/.test(rule.house)));
  if (said.length && wrap) {
    const note = document.createElement('p');
    note.className = 'variant-rules';
    note.textContent = `Also: ${[...new Set(said.map((rule) => sentence(rule)))].join('; ')}.`;
    wrap.append(note);
  }
  let last = '';
  return {
    svg,
    render(values) {
      const key = values.join(',');
      if (key === last) return;
      last = key;
      const broken = new Set(brokenRulesOf(puzzle, values).map(({ index }) => index));
      groups.forEach((group, index) => group.classList.toggle('broken', broken.has(index)));
    },
  };
}

// The kind as the tests and the styles name it: "thermometer", "dot-difference", "outside-sandwich", …
function kindOf(rule) {
  if (rule.kind === 'line') return rule.line;
  if (rule.kind === 'dot') return `dot-${rule.dot}`;
  if (rule.kind === 'outside') return rule.clue;
  if (rule.kind === 'cell') return rule.cell_rule;
  if (rule.kind === 'indexer') return rule.name;
  return rule.kind;
}

function describe(puzzle, rule) {
  const cells = rule.cells || (rule.cell !== undefined ? [rule.cell] : []);
  const where = cells.length ? ` ${cells.slice(0, 1).concat(cells.length > 1 ? cells.slice(-1) : []).map((cell) => cellName(puzzle, cell)).join(' to ')}` : '';
  const value = rule.kind === 'outside' || rule.kind === 'little killer' ? ` ${rule.value}` : '';
  return `${rule.name}${value}${where}`;
}

function sentence(rule) {
  if (rule.kind === 'global') return `${rule.rule} (${{ 'anti-knight': "cells a knight's move apart differ", 'anti-king': "cells a king's move apart differ", 'non-consecutive': 'orthogonal neighbours are not consecutive' }[rule.rule]})`;
  if (rule.kind === 'negative') return `${rule.name} (every one is given)`;
  return 'disjoint groups (the cells at the same place in every box differ)';
}

function make(tag, attributes = {}) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

const centre = (cell, n) => [(cell % n) + 0.5, Math.floor(cell / n) + 0.5];

function path(cells, n) {
  return cells.map((cell, i) => `${i ? 'L' : 'M'}${centre(cell, n).join(' ')}`).join(' ');
}

function text(group, x, y, content, className) {
  const label = make('text', { x, y, class: className, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
  label.textContent = content;
  group.append(label);
  return label;
}

function draw(group, rule, n) {
  switch (rule.kind) {
    case 'line': {
      group.classList.add(...LINE_CLASS[rule.line].split(' '));
      group.append(make('path', { d: path(rule.cells, n), class: 'stroke' }));
      const [x, y] = centre(rule.cells[0], n);
      if (rule.line.endsWith('thermometer')) group.append(make('circle', { cx: x, cy: y, r: 0.4, class: 'bulb' }));
      if (rule.line === 'between') {
        for (const cell of [rule.cells[0], rule.cells[rule.cells.length - 1]]) {
          const [bx, by] = centre(cell, n);
          group.append(make('circle', { cx: bx, cy: by, r: 0.4, class: 'end' }));
        }
      }
      return;
    }
    case 'arrow':
      drawArrow(group, rule, n);
      return;
    case 'dot':
      drawDot(group, rule, n);
      return;
    case 'cell': {
      const [x, y] = centre(rule.cell, n);
      if (rule.cell_rule === 'even') group.append(make('rect', { x: x - 0.32, y: y - 0.32, width: 0.64, height: 0.64, class: 'parity' }));
      else if (rule.cell_rule === 'odd') group.append(make('circle', { cx: x, cy: y, r: 0.34, class: 'parity' }));
      else drawChevrons(group, x, y, rule.cell_rule === 'minimum');
      return;
    }
    case 'indexer': { // "row indexer", "column indexer", "box indexer": a tinted cell, as f-puzzles draws it
      const [x, y] = centre(rule.cell, n);
      group.append(make('rect', { x: x - 0.5, y: y - 0.5, width: 1, height: 1, class: `shade indexer-${rule.name.split(' ')[0]}` }));
      return;
    }
    case 'candidates': { // a setter's given candidates, small along the cell's top edge
      const [x, y] = centre(rule.cell, n);
      text(group, x, y - 0.34, rule.digits.join(''), 'given-candidates');
      return;
    }
    case 'extra region':
    case 'extra house':
      if (rule.kind === 'extra house' && /^disjoint/.test(rule.house)) return; // said under the board
      for (const cell of rule.cells) {
        const [x, y] = centre(cell, n);
        group.append(make('rect', { x: x - 0.5, y: y - 0.5, width: 1, height: 1, class: 'shade' }));
      }
      return;
    case 'diagonal':
      group.append(make('path', { d: path([rule.cells[0], rule.cells[rule.cells.length - 1]], n), class: 'stroke' }));
      return;
    case 'clone':
      for (const cell of [...rule.cells, ...rule.copies]) {
        const [x, y] = centre(cell, n);
        group.append(make('rect', { x: x - 0.5, y: y - 0.5, width: 1, height: 1, class: 'shade' }));
      }
      return;
    case 'quadruple': {
      const xs = rule.cells.map((cell) => (cell % n) + 1);
      const ys = rule.cells.map((cell) => Math.floor(cell / n) + 1);
      const x = Math.min(...xs);
      const y = Math.min(...ys);
      group.append(make('circle', { cx: x, cy: y, r: 0.33, class: 'quad' }));
      text(group, x, y, rule.digits.join(rule.digits.length > 2 ? '' : ' '), `quad-digits size-${rule.digits.length}`);
      return;
    }
    case 'little killer':
      drawLittleKiller(group, rule);
      return;
    case 'outside': {
      const at = { top: [rule.index + 0.5, -0.5], bottom: [rule.index + 0.5, n + 0.5], left: [-0.5, rule.index + 0.5], right: [n + 0.5, rule.index + 0.5] }[rule.side];
      text(group, at[0], at[1], String(rule.value), 'clue');
      return;
    }
    default:
  }
}

function drawArrow(group, rule, n) {
  const circle = rule.circle.map((cell) => centre(cell, n));
  const [x0, y0] = circle[0];
  const [x1, y1] = circle[circle.length - 1];
  group.append(make('rect', {
    x: Math.min(x0, x1) - 0.4, y: Math.min(y0, y1) - 0.4, width: Math.abs(x1 - x0) + 0.8, height: Math.abs(y1 - y0) + 0.8,
    rx: 0.4, class: 'circle',
  }));
  // The shaft leaves the circle's edge towards its first cell and ends in a head.
  const points = rule.cells.map((cell) => centre(cell, n));
  if (!points.length) return;
  const from = nearest(circle, points[0]);
  const [dx, dy] = unit(from, points[0]);
  const start = [from[0] + dx * 0.4, from[1] + dy * 0.4];
  const all = [start, ...points];
  group.append(make('path', { d: all.map((p, i) => `${i ? 'L' : 'M'}${p[0]} ${p[1]}`).join(' '), class: 'shaft' }));
  const tip = all[all.length - 1];
  const [ux, uy] = unit(all[all.length - 2], tip);
  const head = 0.25;
  group.append(make('path', {
    d: `M${tip[0] - head * (ux - uy)} ${tip[1] - head * (uy + ux)} L${tip[0]} ${tip[1]} L${tip[0] - head * (ux + uy)} ${tip[1] - head * (uy - ux)}`,
    class: 'shaft',
  }));
}

function nearest(points, to) {
  return points.reduce((best, p) => (Math.hypot(p[0] - to[0], p[1] - to[1]) < Math.hypot(best[0] - to[0], best[1] - to[1]) ? p : best));
}

function unit(from, to) {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]) || 1;
  return [(to[0] - from[0]) / length, (to[1] - from[1]) / length];
}

function drawDot(group, rule, n) {
  const [a, b] = rule.cells.map((cell) => centre(cell, n));
  const x = (a[0] + b[0]) / 2;
  const y = (a[1] + b[1]) / 2;
  if (rule.dot === 'sum' && (rule.value === 10 || rule.value === 5)) {
    text(group, x, y, rule.value === 10 ? 'X' : 'V', 'xv');
    return;
  }
  const plain = (rule.dot === 'difference' && rule.value === 1) || (rule.dot === 'ratio' && rule.value === 2);
  group.append(make('circle', { cx: x, cy: y, r: plain ? 0.13 : 0.17, class: `kropki ${rule.dot}` }));
  if (!plain) text(group, x, y, String(rule.value), `dot-value ${rule.dot}`);
}

function drawChevrons(group, x, y, pointingIn) {
  for (const [dx, dy] of [[0, -1], [0, 1], [-1, 0], [1, 0]]) {
    const tipOut = pointingIn ? 0.3 : 0.44;
    const baseOut = pointingIn ? 0.44 : 0.3;
    const [px, py] = [-dy, dx];
    group.append(make('path', {
      d: `M${x + dx * baseOut + px * 0.1} ${y + dy * baseOut + py * 0.1} L${x + dx * tipOut} ${y + dy * tipOut} L${x + dx * baseOut - px * 0.1} ${y + dy * baseOut - py * 0.1}`,
      class: 'chevron',
    }));
  }
}

const DIRECTIONS = { 'down-right': [1, 1], 'down-left': [-1, 1], 'up-right': [1, -1], 'up-left': [-1, -1] };

function drawLittleKiller(group, rule) {
  const x = rule.column + 0.5;
  const y = rule.row + 0.5;
  const [dx, dy] = DIRECTIONS[rule.direction];
  text(group, x - dx * 0.1, y - dy * 0.1, String(rule.value), 'clue little');
  // a short arrow in the corner the diagonal leaves from, pointing along it
  const sx = x + dx * 0.25;
  const sy = y + dy * 0.25;
  const ex = x + dx * 0.45;
  const ey = y + dy * 0.45;
  group.append(make('path', { d: `M${sx} ${sy} L${ex} ${ey} M${ex - dx * 0.14} ${ey} L${ex} ${ey} L${ex} ${ey - dy * 0.14}`, class: 'lk-arrow' }));
}

// The puzzle's rules in a few words, for the line beside the clock: its variant, or the kinds of
// its variant rules ("thermometer, arrow, …").
export function rulesLabel(puzzle) {
  const kinds = [...new Set((puzzle.constraints || []).map((rule) => (rule.kind === 'global' ? rule.rule : rule.name)))];
  if (!kinds.length) return puzzle.variant;
  const base = puzzle.variant === 'classic' ? '' : `${puzzle.variant}, `;
  return `${base}${kinds.slice(0, 2).join(', ')}${kinds.length > 2 ? ', …' : ''}`;
}
