// Draws a puzzle as an ARIA grid of cells: thick borders where the box (or jigsaw region)
// changes, shaded diagonals for Sudoku X, dashed cage outlines with their sums in the top-left
// corner (an SVG laid over the cells), and in each cell its colour and its digit or its notes.
// Corner notes sit in the digit's own place (on grids above 16×16, too many places for a
// readable size, they run as a line of text from the top left instead); when the cell also has centre notes they move to
// the rim (corners first, then edges, in the order of the digits) and the centre notes shrink
// into the middle, so the two never draw over each other. In the cell that carries a cage's
// sum the corner notes start below it. render() only sets text and classes, so it is cheap
// enough to call on every change and animation frame. Each cell's accessible name says what
// the eye sees: its box or region, diagonal, cage and total, digit or notes, colour, and
// whether it is wrong, in conflict (naming the cells it repeats) or in a cage past its total.
import { colourWords, paintColours } from './colours.js';
import { boxOf, cellName, peersOf, symbolOf } from './model.js';
import { drawConstraints } from './constraints_draw.js';

const SVG = 'http://www.w3.org/2000/svg';
const INSET = 0.09; // cage outlines sit this far (in cells) inside the cell edges

export class Board {
  constructor(element, { onSelect = () => {}, interactive = true } = {}) {
    this.element = element;
    this.onSelect = onSelect;
    this.interactive = interactive;
    this.cells = [];
  }

  setPuzzle(puzzle) {
    this.puzzle = puzzle;
    this.peers = null;
    const n = puzzle.size;
    this.element.replaceChildren();
    this.element.style.setProperty('--n', n);
    this.element.classList.toggle('large', n > 9);
    this.element.classList.toggle('huge', n > 16);
    this.cells = [];
    for (let row = 0; row < n; row++) {
      const rowElement = document.createElement('div');
      rowElement.className = 'row';
      rowElement.setAttribute('role', 'row');
      for (let column = 0; column < n; column++) {
        const cell = row * n + column;
        rowElement.append(this.makeCell(cell, row, column));
      }
      this.element.append(rowElement);
    }
    if (puzzle.cages) this.drawCages(puzzle);
    this.constraints = drawConstraints(this.element, puzzle);
  }

  makeCell(cell, row, column) {
    const puzzle = this.puzzle;
    const n = puzzle.size;
    const element = document.createElement('div');
    element.className = 'cell';
    element.setAttribute('role', 'gridcell');
    element.dataset.cell = cell;
    const box = boxOf(puzzle, cell);
    if (column + 1 < n && boxOf(puzzle, cell + 1) !== box) element.classList.add('box-right');
    if (row + 1 < n && boxOf(puzzle, cell + n) !== box) element.classList.add('box-bottom');
    if (puzzle.diagonals && (row === column || row + column === n - 1)) element.classList.add('diagonal');
    if (puzzle.regions && box % 2 === 1) element.classList.add('region-shade');
    if (puzzle.cages?.some((cage) => cage.sum > 0 && Math.min(...cage.cells) === cell)) element.classList.add('has-sum');
    const value = document.createElement('span');
    value.className = 'value';
    const corner = document.createElement('div');
    corner.className = 'corner';
    corner.style.setProperty('--k', Math.ceil(Math.sqrt(n)));
    const centre = document.createElement('div');
    centre.className = 'centre';
    element.append(value, corner, centre);
    if (this.interactive) {
      element.tabIndex = -1;
      element.addEventListener('pointerdown', (event) => this.onSelect(cell, event));
    }
    this.cells.push({ element, value, corner, centre, row, column });
    return element;
  }

  // Each cage is outlined piece by piece (its cells need not touch: a piece is the cells
  // joined through shared edges), one dashed path per piece just inside the cells' edges, and
  // its sum is written once, in its first cell.
  drawCages(puzzle) {
    const n = puzzle.size;
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('class', 'cages');
    svg.setAttribute('viewBox', `0 0 ${n} ${n}`);
    svg.setAttribute('preserveAspectRatio', 'none');
    svg.setAttribute('aria-hidden', 'true');
    this.cageSums = [];
    this.cageOutlines = puzzle.cages.map(() => []);
    const cageOf = new Map();
    puzzle.cages.forEach((cage, index) => cage.cells.forEach((cell) => cageOf.set(cell, index)));
    puzzle.cages.forEach((cage, index) => {
      const inCage = (row, column) =>
        row >= 0 && row < n && column >= 0 && column < n && cageOf.get(row * n + column) === index;
      for (const piece of piecesOf(cage.cells, n, inCage)) {
        const outline = document.createElementNS(SVG, 'path');
        outline.setAttribute('d', outlinePath(piece, n, inCage));
        outline.setAttribute('class', 'cage-line');
        outline.setAttribute('data-cage', index);
        outline.setAttribute('vector-effect', 'non-scaling-stroke');
        this.cageOutlines[index].push(outline);
        svg.append(outline);
      }
      const first = Math.min(...cage.cells);
      if (!(cage.sum > 0)) return; // a cage without a total: its outline only
      const label = document.createElement('span');
      label.className = 'cage-sum';
      label.textContent = cage.sum;
      this.cageSums.push(label);
      this.cells[first].element.append(label);
    });
    this.element.append(svg);
  }

  // view: {values, corner, centre, colours (lists), selected, selection (Set), conflicts, wrong, solver (Map cell →
  //        kind), hintHouses (Set), hintCells (Set), eliminated (Set of "cell:digit"), locked,
  //        brokenCages (Set of cage indices whose digits break the total)}
  render(view) {
    this.renderCages(view.brokenCages);
    this.constraints?.render(view.values);
    this.element.classList.toggle('locked', !!view.locked);
    const puzzle = this.puzzle;
    const selected = view.selected ?? -1;
    const selectedDigit = selected >= 0 ? view.values[selected] : 0;
    const houses = selected >= 0 ? this.housesOf(selected) : null;
    this.cells.forEach((entry, cell) => {
      const digit = view.values[cell];
      const given = puzzle.givens[cell] !== 0;
      const solverKind = view.solver?.get(cell);
      entry.value.textContent = symbolOf(digit);
      const corner = digit ? [] : view.corner?.[cell] || [];
      const centre = digit ? [] : view.centre?.[cell] || [];
      this.renderCorner(entry.corner, corner, centre.length > 0, cell, view.eliminated);
      entry.centre.textContent = centre.map(symbolOf).join('');
      const list = entry.element.classList;
      const colour = paintColours(entry, view.colours?.[cell]);
      list.toggle('both-notes', corner.length > 0 && centre.length > 0);
      list.toggle('given', given);
      list.toggle('player', !given && digit !== 0 && !solverKind);
      list.toggle('solver', solverKind === 'placement');
      list.toggle('guess', solverKind === 'guess');
      list.toggle('backtrack', solverKind === 'backtrack');
      list.toggle('selected', cell === selected);
      list.toggle('in-selection', cell !== selected && !!view.selection?.has(cell));
      list.toggle('peer', !!houses && cell !== selected && houses.has(cell));
      list.toggle('same', selectedDigit !== 0 && digit === selectedDigit && cell !== selected);
      list.toggle('conflict', !!view.conflicts?.has(cell));
      list.toggle('wrong', !!view.wrong?.has(cell));
      list.toggle('hint-house', !!view.hintHouses?.has(cell));
      list.toggle('hint-cell', !!view.hintCells?.has(cell));
      if (this.interactive) {
        entry.element.tabIndex = cell === selected ? 0 : -1;
        entry.element.setAttribute('aria-selected', String(cell === selected || !!view.selection?.has(cell)));
      }
      entry.element.setAttribute('aria-label', this.label(cell, { digit, given, corner, centre, colour, view }));
    });
  }

  // A cage whose digits break its total: its sum and its outline in the conflict's colour,
  // the outline drawn solid.
  renderCages(broken = new Set()) {
    this.cageSums?.forEach((label, index) => {
      label.classList.toggle('broken', broken.has(index));
      for (const outline of this.cageOutlines[index]) outline.classList.toggle('broken', broken.has(index));
    });
  }

  renderCorner(element, notes, onRim, cell, eliminated) {
    const struck = eliminated ? notes.filter((digit) => eliminated.has(`${cell}:${digit}`)) : [];
    const key = `${notes.join(',')}/${onRim}/${struck.join(',')}`;
    if (element.dataset.notes === key) return;
    element.dataset.notes = key;
    element.replaceChildren();
    const k = Math.ceil(Math.sqrt(this.puzzle.size));
    const rim = rimPlaces(k);
    const placeOnRim = onRim && notes.length <= rim.length;
    // No room for 25 places, or more notes than the rim has places beside centre notes: the
    // notes run as a line of text from the top left (above the centre notes).
    const flowing = this.puzzle.size > 16 || (onRim && !placeOnRim);
    element.classList.toggle('flowing', flowing);
    notes.forEach((digit, index) => {
      const span = document.createElement('span');
      span.textContent = symbolOf(digit);
      if (!flowing) {
        const [row, column] = placeOnRim ? rim[index] : [Math.floor((digit - 1) / k), (digit - 1) % k];
        span.style.gridRow = String(row + 1);
        span.style.gridColumn = String(column + 1);
      }
      if (struck.includes(digit)) span.className = 'eliminated';
      element.append(span);
    });
  }

  // The cell's accessible name: "r1c3, box 1, cage 15 of 3 cells, 6, colour 2, in conflict
  // with r1c7", the mistakes last (a cage whose digits break its total: "cage total 15 broken").
  label(cell, { digit, given, corner, centre, colour, view }) {
    const puzzle = this.puzzle;
    const parts = [cellName(puzzle, cell), `${puzzle.regions ? 'region' : 'box'} ${boxOf(puzzle, cell) + 1}`];
    const n = puzzle.size;
    const [row, column] = [Math.floor(cell / n), cell % n];
    if (puzzle.diagonals && (row === column || row + column === n - 1)) parts.push('on a diagonal');
    const cageIndex = (puzzle.cages || []).findIndex((cage) => cage.cells.includes(cell));
    if (cageIndex >= 0) {
      const cage = puzzle.cages[cageIndex];
      parts.push(`${cage.sum > 0 ? `cage ${cage.sum}` : 'cage'} of ${cage.cells.length} cell${cage.cells.length === 1 ? '' : 's'}`);
    }
    if (digit) parts.push(given ? `given ${symbolOf(digit)}` : symbolOf(digit));
    else parts.push('empty');
    if (corner.length) parts.push(`corner notes ${corner.map(symbolOf).join(' ')}`);
    if (centre.length) parts.push(`centre notes ${centre.map(symbolOf).join(' ')}`);
    if (colour.length) parts.push(colourWords(colour));
    if (view.wrong?.has(cell)) parts.push('wrong');
    const repeats = view.conflicts?.has(cell) ? this.repeatsOf(cell, view) : [];
    if (repeats.length) parts.push(`in conflict with ${repeats.map((other) => cellName(puzzle, other)).join(' and ')}`);
    if (cageIndex >= 0 && view.brokenCages?.has(cageIndex)) parts.push(`cage total ${puzzle.cages[cageIndex].sum} broken`);
    else if (view.conflicts?.has(cell) && !repeats.length) parts.push('in conflict');
    return parts.join(', ');
  }

  // The cells sharing a row, column, box, region, diagonal or cage with `cell` that hold its digit.
  repeatsOf(cell, view) {
    const digit = view.values[cell];
    if (!digit) return [];
    this.peers ??= peersOf(this.puzzle);
    return [...this.peers[cell]].filter((other) => view.values[other] === digit).sort((a, b) => a - b);
  }

  // What a screen reader hears of the cell now (its accessible name).
  describe(cell) { return this.cells[cell]?.element.getAttribute('aria-label') || ''; }

  housesOf(cell) {
    const n = this.puzzle.size;
    const row = Math.floor(cell / n);
    const column = cell % n;
    const box = boxOf(this.puzzle, cell);
    const result = new Set();
    for (let other = 0; other < n * n; other++) {
      if (Math.floor(other / n) === row || other % n === column || boxOf(this.puzzle, other) === box) {
        result.add(other);
      }
    }
    return result;
  }

  focus(cell) { this.cells[cell]?.element.focus({ preventScroll: true }); }
}

// The places of a k×k note grid on its rim, [row, column] from 0: the four corners, then the
// middles of the edges (top, bottom, left, right), then the rest of the rim.
function rimPlaces(k) {
  const last = k - 1;
  const places = [[0, 0], [0, last], [last, 0], [last, last]];
  const middle = Math.floor(last / 2);
  for (const place of [[0, middle], [last, middle], [middle, 0], [middle, last]]) places.push(place);
  for (let i = 1; i < last; i++) places.push([0, i], [last, i], [i, 0], [i, last]);
  const seen = new Set();
  return places.filter(([row, column]) => {
    const id = row * k + column;
    if (seen.has(id) || k < 2) return false;
    seen.add(id);
    return true;
  });
}

// The pieces of a cage: its cells grouped by shared edges, each piece in reading order.
function piecesOf(cells, n, inCage) {
  const seen = new Set();
  const pieces = [];
  for (const start of [...cells].sort((a, b) => a - b)) {
    if (seen.has(start)) continue;
    const piece = [];
    const stack = [start];
    seen.add(start);
    while (stack.length) {
      const cell = stack.pop();
      piece.push(cell);
      const row = Math.floor(cell / n);
      const column = cell % n;
      for (const [r, c] of [[row - 1, column], [row + 1, column], [row, column - 1], [row, column + 1]]) {
        const next = r * n + c;
        if (inCage(r, c) && !seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    pieces.push(piece.sort((a, b) => a - b));
  }
  return pieces;
}

// The outline of one piece, INSET inside its cells' edges: a segment along each edge a cell
// shares with no cell of its cage. A segment ends INSET short of the cell's corner where the
// outline turns round it, runs to the corner where the next cell's segment goes on, and
// INSET past it where the outline turns into the piece (a cell beside and the one diagonally
// across both in it), so the segments meet and the outline is closed.
function outlinePath(piece, n, inCage) {
  const at = (value) => Number(value.toFixed(3));
  // Where a segment along an edge ends at a corner: `side` is the cell beside it along the
  // edge, `across` the cell beyond that corner on the far side of the edge.
  const end = (corner, towards, side, across) => {
    if (!side) return at(corner - towards * INSET);
    return across ? at(corner + towards * INSET) : corner;
  };
  let path = '';
  for (const cell of piece) {
    const row = Math.floor(cell / n);
    const column = cell % n;
    const has = (r, c) => inCage(row + r, column + c);
    if (!has(-1, 0)) {
      const y = at(row + INSET);
      path += `M${end(column, -1, has(0, -1), has(-1, -1))} ${y}H${end(column + 1, 1, has(0, 1), has(-1, 1))}`;
    }
    if (!has(1, 0)) {
      const y = at(row + 1 - INSET);
      path += `M${end(column, -1, has(0, -1), has(1, -1))} ${y}H${end(column + 1, 1, has(0, 1), has(1, 1))}`;
    }
    if (!has(0, -1)) {
      const x = at(column + INSET);
      path += `M${x} ${end(row, -1, has(-1, 0), has(-1, -1))}V${end(row + 1, 1, has(1, 0), has(1, -1))}`;
    }
    if (!has(0, 1)) {
      const x = at(column + 1 - INSET);
      path += `M${x} ${end(row, -1, has(-1, 0), has(-1, 1))}V${end(row + 1, 1, has(1, 0), has(1, 1))}`;
    }
  }
  return path;
}
