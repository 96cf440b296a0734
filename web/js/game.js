// The player's game: the digits entered, two kinds of notes (corner: pencil marks in the
// digit's own place; centre: a short list in the middle), the colours of each cell (a list of
// the page's nine, drawn as segments when there are several), and undo/redo. Every action is one
// list of changes {cell, field, before, after}, so undo and redo replay it either way; placing a
// digit also removes it from the notes of its peers, in the same step. The steps are saved with
// the game (the last MOST_STEPS each way), so undo goes on after a reload. An action on several
// cells (a multi-selection, an applied hint) gathers its changes into one step (together).
import { colourList } from './colours.js';
import { ruleConflictsOf } from './constraints_check.js';
import { brokenCagesOf, groupsOf, peersOf, conflictsOf, candidatesOf, cageTotalsHold } from './model.js';

const FIELDS = ['values', 'corner', 'centre', 'colours'];
const MOST_STEPS = 300;

// The saved steps, if they are steps of a grid of `count` cells (else none: an older save).
function stepsOf(saved, count) {
  if (!Array.isArray(saved)) return [];
  const fine = (change) => change && FIELDS.includes(change.field) && Number.isInteger(change.cell) && change.cell >= 0 && change.cell < count && 'before' in change && 'after' in change;
  if (!saved.every((step) => Array.isArray(step) && step.every(fine))) return [];
  // an older save kept one colour a cell, as a number
  const own = (change) => (change.field === 'colours' ? { ...change, before: colourList(change.before), after: colourList(change.after) } : { ...change });
  return saved.map((step) => step.map(own));
}

export class Game {
  constructor(puzzle, saved = null) {
    this.puzzle = puzzle;
    const count = puzzle.size * puzzle.size;
    this.groups = groupsOf(puzzle);
    this.peers = peersOf(puzzle, this.groups);
    this.values = saved ? [...saved.values] : [...puzzle.givens];
    this.corner = saved ? saved.corner.map((notes) => [...notes]) : Array.from({ length: count }, () => []);
    this.centre = saved ? saved.centre.map((notes) => [...notes]) : Array.from({ length: count }, () => []);
    this.colours = saved?.colours?.length === count ? saved.colours.map((colours) => [...colourList(colours)]) : Array.from({ length: count }, () => []);
    this.undoStack = stepsOf(saved?.undo, count);
    this.redoStack = stepsOf(saved?.redo, count);
  }

  // The steps to keep with the game: the latest, undo and redo.
  history() { return { undo: this.undoStack.slice(-MOST_STEPS), redo: this.redoStack.slice(-MOST_STEPS) }; }

  isGiven(cell) { return this.puzzle.givens[cell] !== 0; }

  snapshot() { return { values: this.values, corner: this.corner, centre: this.centre, colours: this.colours }; }

  apply(changes, side) {
    for (const change of side === 'after' ? changes : [...changes].reverse()) {
      const value = change[side];
      this[change.field][change.cell] = Array.isArray(value) ? [...value] : value;
    }
  }

  // Applies and records one step (or part of the step being gathered); false when it changes
  // nothing.
  commit(changes) {
    const real = changes.filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
    if (real.length === 0) return false;
    this.apply(real, 'after');
    if (this.gathering) this.gathering.push(...real);
    else this.undoStack.push(real);
    this.redoStack = [];
    return true;
  }

  // Runs `action` (calls of the methods below, each seeing the ones before applied) as one
  // undoable step; false when it changed nothing.
  together(action) {
    this.gathering = [];
    let changes;
    try {
      action();
    } finally {
      changes = this.gathering;
      this.gathering = null;
      if (changes.length) this.undoStack.push(changes);
    }
    return changes.length > 0;
  }

  undo() {
    const changes = this.undoStack.pop();
    if (!changes) return false;
    this.apply(changes, 'before');
    this.redoStack.push(changes);
    return true;
  }

  redo() {
    const changes = this.redoStack.pop();
    if (!changes) return false;
    this.apply(changes, 'after');
    this.undoStack.push(changes);
    return true;
  }

  change(field, cell, after) {
    return { field, cell, before: structuredClone(this[field][cell]), after };
  }

  // A digit into a cell (0 erases): its own notes go, and the digit leaves its peers' notes.
  setDigit(cell, digit) {
    if (this.isGiven(cell)) return false;
    if (this.values[cell] === digit) digit = 0; // the same digit again takes it out
    const changes = [this.change('values', cell, digit)];
    if (digit) {
      changes.push(this.change('corner', cell, []), this.change('centre', cell, []));
      for (const peer of this.peers[cell]) {
        for (const field of ['corner', 'centre']) {
          if (this[field][peer].includes(digit)) {
            changes.push(this.change(field, peer, this[field][peer].filter((d) => d !== digit)));
          }
        }
      }
    }
    return this.commit(changes);
  }

  toggleNote(field, cell, digit) {
    if (this.isGiven(cell) || this.values[cell]) return false;
    const notes = this[field][cell];
    const after = notes.includes(digit) ? notes.filter((d) => d !== digit) : [...notes, digit].sort((a, b) => a - b);
    return this.commit([this.change(field, cell, after)]);
  }

  // A colour on a cell, given or not, beside those it has (the same colour again takes it
  // off; 0 takes them all off).
  setColour(cell, colour) {
    const colours = this.colours[cell];
    let after = [];
    if (colour) after = colours.includes(colour) ? colours.filter((c) => c !== colour) : [...colours, colour];
    return this.commit([this.change('colours', cell, after)]);
  }

  // The digit if there is one, else the notes.
  erase(cell) {
    if (this.isGiven(cell)) return false;
    if (this.values[cell]) return this.commit([this.change('values', cell, 0)]);
    return this.commit([this.change('corner', cell, []), this.change('centre', cell, [])]);
  }

  // The other tab's state of the same game (digits, notes, colours), as one undoable step.
  adopt(saved) {
    const changes = [];
    for (const field of FIELDS) {
      const theirs = saved[field];
      if (!Array.isArray(theirs) || theirs.length !== this.values.length) continue;
      theirs.forEach((value, cell) => {
        const mine = field === 'colours' ? colourList(value) : value;
        changes.push(this.change(field, cell, Array.isArray(mine) ? [...mine] : mine));
      });
    }
    return this.commit(changes);
  }

  // Every empty cell's candidates as corner notes (the player may edit them after):
  // `candidates` per cell (by default what the houses allow); with `keep`, a cell that has
  // corner notes keeps only those of them that are candidates, so the player's own
  // eliminations stay out.
  fillCandidates(candidates = null, { keep = false } = {}) {
    const changes = [];
    this.values.forEach((digit, cell) => {
      if (digit) return;
      const allowed = candidates ? candidates[cell] : candidatesOf(this.puzzle, this.peers, this.values, cell);
      const own = this.corner[cell];
      changes.push(this.change('corner', cell, keep && own.length ? own.filter((d) => allowed.includes(d)) : [...allowed]));
    });
    return this.commit(changes);
  }

  restart() {
    const changes = [];
    this.values.forEach((_, cell) => {
      if (this.colours[cell].length) changes.push(this.change('colours', cell, []));
      if (this.isGiven(cell)) return;
      for (const field of ['values', 'corner', 'centre']) changes.push(this.change(field, cell, field === 'values' ? 0 : []));
    });
    return this.commit(changes);
  }

  // The cells that break a rule: a digit twice in a house (or a cage), the digits of a cage
  // that break its total, and those of a variant rule they break (constraints_check.js).
  conflicts() {
    const found = conflictsOf(this.groups, this.values);
    for (const index of this.brokenCages()) {
      for (const cell of this.puzzle.cages[index].cells) if (this.values[cell]) found.add(cell);
    }
    for (const cell of ruleConflictsOf(this.puzzle, this.values)) found.add(cell); // variant rules
    return found;
  }

  brokenCages() { return brokenCagesOf(this.puzzle, this.values); }

  isFull() { return this.values.every((digit) => digit !== 0); }

  // Whether the player has done anything to the puzzle (a game worth asking about before it
  // is replaced).
  inProgress() { return this.undoStack.length > 0 || this.values.some((digit, cell) => digit !== this.puzzle.givens[cell]); }

  // Solved by the rules alone, no server needed: every cell filled, no group with a digit
  // twice, and every cage adding up to its total.
  isSolved() { return this.isFull() && this.conflicts().size === 0 && cageTotalsHold(this.puzzle, this.values); }
}
