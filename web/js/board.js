// Draws a puzzle as an ARIA grid of cells: thick borders where the box (or jigsaw region)
// changes, shaded diagonals for Sudoku X, dashed cage outlines with their sums in the top-left
// corner (an SVG laid over the cells), and in each cell its digit or its notes. render() only
// sets text and classes, so it is cheap enough to call on every change and animation frame.
import { boxOf, cellName, symbolOf } from './model.js';

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
    const n = puzzle.size;
    this.element.replaceChildren();
    this.element.style.setProperty('--n', n);
    this.element.classList.toggle('large', n > 9);
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
      element.addEventListener('pointerdown', () => this.onSelect(cell));
    }
    this.cells.push({ element, value, corner, centre, row, column });
    return element;
  }

  drawCages(puzzle) {
    const n = puzzle.size;
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('class', 'cages');
    svg.setAttribute('viewBox', `0 0 ${n} ${n}`);
    svg.setAttribute('preserveAspectRatio', 'none');
    svg.setAttribute('aria-hidden', 'true');
    const cageOf = new Map();
    puzzle.cages.forEach((cage, index) => cage.cells.forEach((cell) => cageOf.set(cell, index)));
    const same = (index, row, column) =>
      row >= 0 && row < n && column >= 0 && column < n && cageOf.get(row * n + column) === index;
    let path = '';
    puzzle.cages.forEach((cage, index) => {
      for (const cell of cage.cells) {
        const row = Math.floor(cell / n);
        const column = cell % n;
        const left = column + (same(index, row, column - 1) ? 0 : INSET);
        const right = column + 1 - (same(index, row, column + 1) ? 0 : INSET);
        const top = row + (same(index, row - 1, column) ? 0 : INSET);
        const bottom = row + 1 - (same(index, row + 1, column) ? 0 : INSET);
        if (!same(index, row - 1, column)) path += `M${left} ${top}H${right}`;
        if (!same(index, row + 1, column)) path += `M${left} ${bottom}H${right}`;
        if (!same(index, row, column - 1)) path += `M${left} ${top}V${bottom}`;
        if (!same(index, row, column + 1)) path += `M${right} ${top}V${bottom}`;
      }
      const first = Math.min(...cage.cells);
      const label = document.createElement('span');
      label.className = 'cage-sum';
      label.textContent = cage.sum;
      this.cells[first].element.append(label);
    });
    const outline = document.createElementNS(SVG, 'path');
    outline.setAttribute('d', path);
    outline.setAttribute('class', 'cage-line');
    outline.setAttribute('vector-effect', 'non-scaling-stroke');
    svg.append(outline);
    this.element.append(svg);
  }

  // view: {values, corner, centre, selected, conflicts, wrong, solver (Map cell → kind),
  //        hintHouses (Set), hintCells (Set)}
  render(view) {
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
      this.renderCorner(entry.corner, corner);
      entry.centre.textContent = centre.map(symbolOf).join('');
      const list = entry.element.classList;
      list.toggle('given', given);
      list.toggle('player', !given && digit !== 0 && !solverKind);
      list.toggle('solver', solverKind === 'placement');
      list.toggle('guess', solverKind === 'guess');
      list.toggle('backtrack', solverKind === 'backtrack');
      list.toggle('selected', cell === selected);
      list.toggle('peer', !!houses && cell !== selected && houses.has(cell));
      list.toggle('same', selectedDigit !== 0 && digit === selectedDigit && cell !== selected);
      list.toggle('conflict', !!view.conflicts?.has(cell));
      list.toggle('wrong', !!view.wrong?.has(cell));
      list.toggle('hint-house', !!view.hintHouses?.has(cell));
      list.toggle('hint-cell', !!view.hintCells?.has(cell));
      if (this.interactive) {
        entry.element.tabIndex = cell === selected ? 0 : -1;
        entry.element.setAttribute('aria-selected', String(cell === selected));
      }
      entry.element.setAttribute('aria-label', this.label(cell, digit, given, corner, centre));
    });
  }

  renderCorner(element, notes) {
    const key = notes.join(',');
    if (element.dataset.notes === key) return;
    element.dataset.notes = key;
    element.replaceChildren();
    const k = Math.ceil(Math.sqrt(this.puzzle.size));
    for (const digit of notes) {
      const span = document.createElement('span');
      span.textContent = symbolOf(digit);
      span.style.gridRow = String(Math.floor((digit - 1) / k) + 1);
      span.style.gridColumn = String(((digit - 1) % k) + 1);
      element.append(span);
    }
  }

  label(cell, digit, given, corner, centre) {
    let text = cellName(this.puzzle, cell);
    if (digit) text += given ? `, given ${digit}` : `, ${digit}`;
    else text += ', empty';
    if (corner.length) text += `, corner notes ${corner.join(' ')}`;
    if (centre.length) text += `, centre notes ${centre.join(' ')}`;
    return text;
  }

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
