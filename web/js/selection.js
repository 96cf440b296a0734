// Several cells at once, as SudokuPad and HoDoKu players expect: a drag across the board selects
// the cells it passes, Ctrl or Shift with a click adds a cell (Ctrl takes a selected one out
// again), Shift with an arrow key extends the selection, and Esc leaves only the focused cell.
// A digit, a note of either kind, a colour or Erase then acts on every selected cell as one
// undoable step: the same digit (note, colour) again takes it out only where every cell has it,
// else it goes into the cells that lack it.
//
// Digit first (a setting): a digit chosen on the pad is held (its button pressed, its cells
// and notes lit), and a click or a drag on cells enters it there in the current mode; the
// keys still act on the selection. Installed on the App (main.js) as its methods.
import { COLOURS } from './pad.js';

export class Selection {
  // The cells an action applies to: the selection when it holds the focused cell, else that cell.
  selectedCells() {
    const set = this.selection;
    return set && set.has(this.selected) ? [...set].sort((a, b) => a - b) : [this.selected];
  }

  // A press on a cell: with a digit held, enter it there; with Ctrl or Shift (⌘ too), add the
  // cell (Ctrl on a selected cell takes it out); else select it alone. A drag goes on from here.
  pointerOnCell(cell, event) {
    if (this.animation.active) return;
    const adding = event && (event.ctrlKey || event.metaKey || event.shiftKey);
    const cells = this.selection?.has(this.selected) ? new Set(this.selection) : new Set([this.selected]);
    if (this.heldDigit && !adding) {
      this.select(cell, { byPointer: true });
      this.enterHeld(cell);
      this.dragging = { held: true, seen: new Set([cell]) };
      return;
    }
    if (adding && (event.ctrlKey || event.metaKey) && cells.has(cell) && cells.size > 1) {
      cells.delete(cell);
      this.select([...cells].at(-1), { byPointer: true });
      this.selection = cells;
      this.render();
      return;
    }
    this.select(cell, { byPointer: true });
    if (adding) {
      cells.add(cell);
      this.selection = cells;
      this.render();
    }
    this.dragging = { held: false, seen: new Set(this.selection) };
  }

  // The drag: every cell the pointer passes over joins the selection (or, with a digit
  // held, gets it). The cell under a touch is found by its place, as a touch keeps its target.
  watchDrag(boardElement) {
    boardElement.addEventListener('pointermove', (event) => {
      if (!this.dragging || event.buttons === 0) return;
      const cellElement = document.elementFromPoint(event.clientX, event.clientY)?.closest('.cell');
      if (!cellElement || !boardElement.contains(cellElement)) return;
      const cell = Number(cellElement.dataset.cell);
      if (this.dragging.seen.has(cell)) return;
      this.dragging.seen.add(cell);
      if (this.dragging.held) {
        this.select(cell, { byPointer: true });
        this.enterHeld(cell);
        return;
      }
      this.selected = cell;
      this.selection = new Set(this.dragging.seen);
      this.render();
      this.board.focus(cell);
    });
    window.addEventListener('pointerup', () => { this.dragging = null; });
  }

  // Extends the selection to `cell` (Shift with an arrow key).
  extendSelection(cell) {
    const cells = this.selection?.has(this.selected) ? new Set(this.selection) : new Set([this.selected]);
    cells.add(cell);
    this.select(cell);
    this.selection = cells;
    this.render();
  }

  // Esc: the selection shrinks to the focused cell, and a held digit is let go; true when
  // there was something to let go.
  escapeSelection() {
    const had = (this.selection?.size || 0) > 1 || !!this.heldDigit;
    this.selection = new Set([this.selected]);
    if (this.heldDigit) this.holdDigit(0);
    return had;
  }

  // A digit, note or colour into every selected cell (see the top of the file).
  enterInSelection(digit, mode) {
    const game = this.game;
    const cells = this.selectedCells();
    return game.together(() => {
      if (mode === 'colour') {
        if (digit > COLOURS) return;
        const every = cells.every((cell) => game.colours[cell].includes(digit));
        for (const cell of cells) if (every || !game.colours[cell].includes(digit)) game.setColour(cell, digit);
      } else if (mode === 'digit') {
        const open = cells.filter((cell) => !game.isGiven(cell));
        const every = open.every((cell) => game.values[cell] === digit);
        for (const cell of open) if (every || game.values[cell] !== digit) game.setDigit(cell, digit);
      } else {
        const open = cells.filter((cell) => !game.isGiven(cell) && !game.values[cell]);
        const every = open.every((cell) => game[mode][cell].includes(digit));
        for (const cell of open) if (every || !game[mode][cell].includes(digit)) game.toggleNote(mode, cell, digit);
      }
    });
  }

  eraseSelection() {
    const game = this.game;
    return game.together(() => {
      for (const cell of this.selectedCells()) {
        if (this.mode === 'colour') game.setColour(cell, 0);
        else game.erase(cell);
      }
    });
  }

  // A button of the pad: enters its digit, or with digit first holds it (again lets it go).
  padPressed(digit) {
    if (!this.settings.digitFirst) {
      this.enter(digit);
      return;
    }
    this.holdDigit(this.heldDigit === digit ? 0 : digit);
    this.render();
  }

  holdDigit(digit) {
    this.heldDigit = digit;
  }

  // The held digit into one cell, in the current mode.
  enterHeld(cell) {
    const digit = this.heldDigit;
    this.act(() => {
      if (this.mode === 'colour') return digit <= COLOURS && this.game.setColour(cell, digit);
      if (this.mode === 'digit') return this.game.setDigit(cell, digit);
      return this.game.toggleNote(this.mode, cell, digit);
    });
  }
}
