// The pad under the board and the entry mode it serves: the grid's digits (or the colour
// palette in colour mode), pressed without taking the focus from the board. Installed on the
// App (main.js) as its methods.
import { symbolOf } from './model.js';

const $ = (id) => document.getElementById(id);

export const MODES = ['digit', 'corner', 'centre', 'colour'];
export const COLOURS = 9; // the colour mode's palette (board.css: --colour-1 … --colour-9)

export class Pad {
  // The pad: the grid's digits, or the nine colours in colour mode.
  buildPad() {
    const pad = $('pad');
    pad.replaceChildren();
    pad.classList.toggle('colours', this.mode === 'colour');
    const count = this.mode === 'colour' ? COLOURS : this.puzzle.size;
    for (let digit = 1; digit <= count; digit++) {
      const button = document.createElement('button');
      if (this.mode === 'colour') {
        button.className = `swatch colour-${digit}`;
        button.setAttribute('aria-label', `colour ${digit}`);
        button.textContent = String(digit);
      } else {
        button.textContent = symbolOf(digit);
        button.setAttribute('aria-label', `digit ${digit}`);
      }
      button.addEventListener('click', () => this.padPressed(digit));
      keepFocusOnBoard(button);
      pad.append(button);
    }
    pad.classList.toggle('many', count > 9);
  }

  cycleMode() {
    this.mode = MODES[(MODES.indexOf(this.mode) + 1) % MODES.length];
    if (this.game) this.buildPad();
    this.render();
  }
}

// A button of the pad enters its digit without taking the focus from the board (a pointer
// would leave it there, and Space or Enter would then press it again).
function keepFocusOnBoard(button) {
  button.addEventListener('pointerdown', (event) => event.preventDefault());
}
