// Progress in the browser's localStorage (the puzzle, digits, notes, time, options), and the
// share link: #p=<one-line form>&v=<variant> restores the puzzle anywhere this page is served.
const KEY = 'sudoku-board-v1';

export function save(state) {
  try {
    localStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // storage full or disabled: progress is simply not kept
  }
}

export function load() {
  try {
    const state = JSON.parse(localStorage.getItem(KEY));
    return state && state.puzzle && Array.isArray(state.values) ? state : null;
  } catch {
    return null;
  }
}

export function shareLink(puzzle) {
  const url = new URL(window.location.href);
  url.hash = `p=${encodeURIComponent(puzzle.line)}&v=${encodeURIComponent(puzzle.variant)}`;
  return url.toString();
}

// The puzzle a share link carries, as {text, variant}, or null.
export function sharedPuzzle() {
  const hash = new URLSearchParams(window.location.hash.slice(1));
  const text = hash.get('p');
  return text ? { text, variant: hash.get('v') || undefined } : null;
}
