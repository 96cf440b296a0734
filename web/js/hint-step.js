// The whole hint (level 3) drawn on the board and applied by a button. The hint's step (the
// first of the reply's `steps`, docs/api.md) lights its cells as the hint does; the candidates it
// removes are shown struck out in their cells, as Explain shows a step: the cell's own notes
// where it has some, else every candidate the rules and the cages allow there; a chain's cells
// show theirs too, and its links are drawn between them (links_draw.js). Apply writes it:
// a placement, its digit; an elimination, the cells' notes without the removed candidates (a
// cell without notes first gets its full candidates as notes, as the hint counted them), as one
// undoable step. Any change to the grid, Esc, or a new puzzle takes the drawing away.
// Installed on the App (main.js) as its methods.
import { candidatesOfAll } from './candidates.js';
import { cellName, symbolOf } from './model.js';

const $ = (id) => document.getElementById(id);

export class HintStep {
  setUpHintStep() {
    $('hint-apply').addEventListener('click', () => this.applyHint());
  }

  // The reply of a hint: its step is drawn when the reply gives the whole step.
  showHintStep(reply) {
    const step = reply?.status === 'hint' && reply.level === 3 ? reply.steps?.[0] : null;
    this.hintStep = step && (step.placements.length || step.eliminations.length) ? step : null;
    const button = $('hint-apply');
    button.hidden = !this.hintStep;
    if (this.hintStep) button.setAttribute('aria-label', `Apply the hint: ${this.hintWords(this.hintStep)}`);
    this.render();
  }

  hideHintStep() {
    this.hintStep = null;
    $('hint-apply').hidden = true;
  }

  hintWords(step) {
    if (step.placements.length) return step.placements.map(({ cell, digit }) => `place ${symbolOf(digit)} in ${cellName(this.puzzle, cell)}`).join(', ');
    return `remove ${step.eliminations.map(({ cell, digit }) => `${symbolOf(digit)} from ${cellName(this.puzzle, cell)}`).join(', ')}`;
  }

  // What render() draws over the game for the step: the notes of the cells it removes
  // candidates from (own notes, else full candidates) with those candidates struck; or null.
  hintOverlay() {
    const step = this.hintStep;
    if (!step || step.eliminations.length === 0) return null;
    const game = this.game;
    const full = candidatesOfAll(this.puzzle, game.peers, game.values);
    const corner = game.corner.map((notes) => notes);
    const centre = game.centre.map((notes) => notes);
    const links = step.links || [];
    const drawn = [...step.eliminations, ...links.map((link) => link.from), ...links.map((link) => link.to)];
    for (const { cell } of drawn) {
      if (game.values[cell]) continue;
      corner[cell] = this.notesOf(cell, full);
      centre[cell] = [];
    }
    return { corner, centre, eliminated: new Set(step.eliminations.map(({ cell, digit }) => `${cell}:${digit}`)) };
  }

  // The candidates the player shows in a cell: the notes of both kinds, else the full ones.
  notesOf(cell, full) {
    const own = [...new Set([...this.game.corner[cell], ...this.game.centre[cell]])].sort((a, b) => a - b);
    return own.length ? own : full[cell];
  }

  applyHint() {
    const step = this.hintStep;
    if (!step) return;
    const game = this.game;
    const before = game.undoStack.length;
    this.act(() => game.together(() => {
      for (const { cell, digit } of step.placements) if (game.values[cell] !== digit) game.setDigit(cell, digit);
      const full = candidatesOfAll(this.puzzle, game.peers, game.values);
      const removed = new Map();
      for (const { cell, digit } of step.eliminations) removed.set(cell, [...(removed.get(cell) || []), digit]);
      for (const [cell, digits] of removed) {
        if (game.values[cell]) continue;
        const hasCorner = game.corner[cell].length > 0;
        const hasCentre = game.centre[cell].length > 0;
        if (!hasCorner && !hasCentre) {
          game.commit([game.change('corner', cell, full[cell].filter((d) => !digits.includes(d)))]);
          continue;
        }
        for (const field of ['corner', 'centre']) {
          if (game[field][cell].length) game.commit([game.change(field, cell, game[field][cell].filter((d) => !digits.includes(d)))]);
        }
      }
    }));
    if (game.undoStack.length > before) this.say(`Hint applied: ${this.hintWords(step)}.`);
  }
}
