// The keyboard: every action of the page has a key (and a button). Letters that are digits of
// the grid (A = 10 … on grids above 9×9: A–G on 16×16, A–P on 25×25) enter digits first; the
// command letters act only when they are not digits of the grid; Shift with a digit or such a
// letter is a corner note, Ctrl (⌘) with one a centre note (with a letter only on the board, so
// Ctrl+C still copies elsewhere); Shift with an arrow extends the selection. Space and Enter on a focused button, checkbox, link or list press
// it, as everywhere on the web: they never reach the board.
import { digitInFocus } from './marks.js';
import { digitOfKey } from './model.js';

const MOVES = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

export function handleKey(event, app) {
  if (app.dialogs.anyOpen()) return; // a dialog keeps its own keys (Esc closes it)
  const target = event.target;
  if (target instanceof HTMLElement && target.closest('textarea, select, input:not([type=range], [type=checkbox])')) return;
  const key = event.key;
  if ((key === ' ' || key === 'Enter') && target instanceof HTMLElement && target.closest('button, a, summary, select, input:is([type=checkbox], [type=radio], [type=button], [type=submit]), [role=button]')) return;
  const control = event.ctrlKey || event.metaKey;
  if (control && (key === 'z' || key === 'Z')) {
    event.preventDefault();
    if (event.shiftKey) app.redo(); else app.undo();
    return;
  }
  if (control && (key === 'y' || key === 'Y')) {
    event.preventDefault();
    app.redo();
    return;
  }
  const n = app.puzzle?.size ?? 9;
  // Ctrl+digit: a centre note (the key's place, whatever the layout makes of it).
  const centreDigit = control && !event.altKey ? centreNoteDigit(event, n) : 0;
  if (centreDigit) {
    event.preventDefault();
    app.enter(centreDigit, 'centre');
    return;
  }
  if (control || event.altKey) return;
  if (MOVES[key]) {
    event.preventDefault();
    app.move(...MOVES[key], { extend: event.shiftKey });
    return;
  }
  // Shift+digit: a corner note, whatever the layout makes of the key itself.
  const codeDigit = /^Digit([1-9])$/.exec(event.code);
  if (event.shiftKey && codeDigit && Number(codeDigit[1]) <= n) {
    event.preventDefault();
    app.enter(Number(codeDigit[1]), 'corner');
    return;
  }
  const digit = digitOfKey(key, n);
  // Shift+letter on a grid whose letters are digits (A = 10): a corner note too.
  if (event.shiftKey && digit > 9) {
    event.preventDefault();
    app.enter(digit, 'corner');
    return;
  }
  if (digit) {
    event.preventDefault();
    app.enter(digit);
    return;
  }
  const command = {
    ' ': () => app.solveByKey(),
    Escape: () => app.escape(),
    Delete: () => app.erase(),
    Backspace: () => app.erase(),
    0: () => app.erase(),
    r: () => app.newPuzzle(),
    g: () => app.generatePuzzle(),
    n: () => app.cycleMode(),
    c: () => app.fillCandidates(),
    h: () => app.hint(),
    e: () => app.explain(),
    v: () => app.toggleCompare(),
    p: () => app.togglePause(),
    i: () => app.dialogs.openImport(),
    x: () => app.openExport(),
    '?': () => app.openHelp(),
    s: () => app.openSettings(),
    f: () => app.filterByFocus(digitInFocus(app, app.game?.values || [])),
  }[key.length === 1 ? key.toLowerCase() : key];
  if (command) {
    event.preventDefault();
    command();
  }
}

// The command keys that a grid of side n takes as digits (on 16×16: C, E and G), for the help.
export function lettersThatAreDigits(n) {
  const letters = [];
  for (let digit = 10; digit <= n && digit <= 35; digit++) letters.push(String.fromCharCode(55 + digit));
  return letters;
}

// The digit of Ctrl+key: Digit1… by the key's place, a letter digit (A = 10) only when the
// board has the focus; 0 for none.
function centreNoteDigit(event, n) {
  const place = /^(?:Digit|Numpad)([1-9])$/.exec(event.code);
  if (place) return Number(place[1]) <= n ? Number(place[1]) : 0;
  const onBoard = event.target instanceof HTMLElement && event.target.closest('#board');
  const digit = digitOfKey(event.key, n);
  return onBoard && digit > 9 && !event.shiftKey ? digit : 0;
}
