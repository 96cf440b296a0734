// What becomes of a request made while the server is away. Only what is still wanted when it
// comes back waits for it: a new puzzle (which asks first then, if a game is in progress by
// that time) and an import whose box is still open. Help is dropped, and the page says so: by
// the time the server is back the grid has moved on, and a hint or a solve that nobody asked
// for then would cover the board and count all the same.
import { SERVER_DOWN_TEXT, whenBack } from './api.js';

// The App's requests kept for later, under one key: a later one replaces an earlier one.
const KEPT = {
  newPuzzle: 'the new puzzle comes when it is back',
  generatePuzzle: 'the generated puzzle comes when it is back',
};
const NEW_PUZZLE = 'new puzzle';

// The App's requests dropped, by the name the message gives them.
const DROPPED = { hint: 'the hint', explain: 'Explain', solve: 'the solve', toggleCompare: 'the solution' };

// Keeps the request `key` for later (running `retry` once the server is back) or drops it;
// returns the words that say which.
export function putOff(key, retry) {
  if (KEPT[key]) {
    whenBack(NEW_PUZZLE, retry);
    return `${SERVER_DOWN_TEXT} Play goes on; ${KEPT[key]} (asking first if a game is in progress).`;
  }
  return `${SERVER_DOWN_TEXT} Play goes on; ${DROPPED[key] ?? 'this'} is dropped: ask again once it is back.`;
}

// An import tried while the server is away: tried again once it is back, if its dialog is
// still open (`stillWanted`) by then.
export function putOffImport(retry, stillWanted) {
  whenBack('import', () => { if (stillWanted()) retry(); });
  return `${SERVER_DOWN_TEXT} The import is tried again when it is back, while this box is open.`;
}

export const AWAY_BANNER = `${SERVER_DOWN_TEXT} Play goes on without it.`;
