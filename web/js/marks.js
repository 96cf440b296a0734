// What the board lights besides the play itself: the digit in focus (the focused cell's, or the
// held one with digit first) wherever it is, in the notes too (the cell shaded, the note in
// bold), and on the pad the held digit pressed and the finished digits (all N placed) greyed.
// Both after board.render, as classes only.
import { symbolOf } from './model.js';

// The digit the eye follows: the held digit, else the focused cell's digit (0: none).
export function digitInFocus(app, values) {
  if (app.heldDigit && app.mode !== 'colour') return app.heldDigit;
  return app.selected >= 0 ? values[app.selected] || 0 : 0;
}

export function markNotes(board, view, digit, { notesLit = true } = {}) {
  const symbol = symbolOf(digit);
  board.cells.forEach((entry, cell) => {
    const list = entry.element.classList;
    const empty = !view.values[cell];
    const inNotes = notesLit && digit > 0 && empty && (view.corner?.[cell]?.includes(digit) || view.centre?.[cell]?.includes(digit));
    list.toggle('note-same', !!inNotes);
    for (const span of entry.corner.children) span.classList.toggle('lit', !!inNotes && span.textContent === symbol);
    if (digit > 0 && view.held) list.toggle('same', !empty && view.values[cell] === digit);
  });
}

export function markPad(app, values, { finishedGreyed = true } = {}) {
  const pad = document.getElementById('pad');
  const n = app.puzzle.size;
  const counts = new Array(n + 1).fill(0);
  for (const digit of values) if (digit) counts[digit]++;
  [...pad.children].forEach((button, index) => {
    const digit = index + 1;
    const finished = finishedGreyed && app.mode !== 'colour' && counts[digit] >= n;
    button.classList.toggle('finished', finished);
    const name = app.mode === 'colour' ? `colour ${digit}` : `digit ${digit}`;
    button.setAttribute('aria-label', finished ? `${name}, all ${n} placed` : name);
    const held = app.heldDigit === digit;
    button.classList.toggle('held', held);
    if (app.settings.digitFirst) button.setAttribute('aria-pressed', String(held));
    else button.removeAttribute('aria-pressed');
  });
}
