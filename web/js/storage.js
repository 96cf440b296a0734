// Progress in the browser's localStorage, and the share link: #p=<one-line form>&v=<variant>
// restores the puzzle anywhere this page is served.
//
// Games are kept one entry per puzzle (its variant and one-line form), with the puzzle, digits,
// notes, colours, time and options, so that two tabs playing two puzzles never overwrite each
// other; `last` names the game to open next time. Solved games stay in the list of their own
// (the 200 newest) with their time, difficulty and hints used.
const GAMES = 'sudoku-board-games-v2';
const LAST = 'sudoku-board-last-v2';
const SOLVED = 'sudoku-board-solved-v2';
const OLD = 'sudoku-board-v1'; // one game for all tabs, before v2
const MOST_GAMES = 30;
const MOST_SOLVED = 200;

function read(key, fallback) {
  try {
    return JSON.parse(localStorage.getItem(key)) ?? fallback;
  } catch {
    return fallback;
  }
}

// False when the browser refused (storage full or disabled).
function write(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function gameId(puzzle) { return `${puzzle.variant}:${puzzle.line}`; }

// Keeps a game (its puzzle inside) and makes it the one to open next time.
export function save(state) {
  const id = gameId(state.puzzle);
  const games = read(GAMES, {});
  games[id] = { ...state, updated: Date.now() };
  const ids = Object.keys(games).sort((a, b) => games[b].updated - games[a].updated);
  for (const old of ids.slice(MOST_GAMES)) delete games[old];
  // Storage full: the other games' undo steps go first, then this one's; the game is kept.
  if (!write(GAMES, games)) {
    for (const other of ids) if (other !== id) games[other] = { ...games[other], undo: [], redo: [] };
    if (!write(GAMES, games)) {
      games[id] = { ...games[id], undo: [], redo: [] };
      write(GAMES, games);
    }
  }
  write(LAST, id);
}

// Every saved game and solve, as the text of a file.
export function savesFile() {
  return JSON.stringify({ saves: 'sudoku board', version: 2, games: read(GAMES, {}), last: read(LAST, null), solved: read(SOLVED, []) });
}

// Merges the saves of a file's `text` into this browser's (of a game saved in both, the one
// played last), and makes the file's last game the one to open. Returns how many games came
// in, or throws an Error saying what is wrong.
export function mergeSaves(text) {
  let file;
  try {
    file = JSON.parse(text);
  } catch {
    file = null;
  }
  if (!file || file.saves !== 'sudoku board' || typeof file.games !== 'object') throw new Error('this file holds no saved games of the board');
  const games = read(GAMES, {});
  let count = 0;
  for (const [id, game] of Object.entries(file.games)) {
    if (!valid(game) || gameId(game.puzzle) !== id) continue;
    if (!games[id] || (games[id].updated || 0) < (game.updated || 0)) games[id] = game;
    count++;
  }
  const ids = Object.keys(games).sort((a, b) => games[b].updated - games[a].updated);
  for (const old of ids.slice(MOST_GAMES)) delete games[old];
  write(GAMES, games);
  if (games[file.last]) write(LAST, file.last); // the file's game played last opens next
  const solved = read(SOLVED, []);
  for (const entry of Array.isArray(file.solved) ? file.solved : []) {
    if (entry && typeof entry.id === 'string' && !solved.some((old) => old.id === entry.id)) solved.push(entry);
  }
  solved.sort((a, b) => (b.when || 0) - (a.when || 0));
  write(SOLVED, solved.slice(0, MOST_SOLVED));
  return count;
}

// Keeps the clock of a saved game and nothing else, so that the clock's ticks in one tab never
// write over the digits another tab has just played on the same puzzle, nor make its game the
// one a reload opens (that is the game played last, not the last clock to tick: two tabs side
// by side both tick); false when the game was never saved.
export function saveElapsed(puzzle, elapsed) {
  const id = gameId(puzzle);
  const games = read(GAMES, {});
  if (!games[id]) return false;
  games[id] = { ...games[id], elapsed, updated: Date.now() };
  write(GAMES, games);
  return true;
}

function valid(state) { return state && state.puzzle && Array.isArray(state.values) ? state : null; }

// The game to open: the last one played in any tab (or the one game an older page kept).
export function load() {
  const games = read(GAMES, {});
  const last = read(LAST, null);
  if (last && valid(games[last])) return games[last];
  return valid(read(OLD, null));
}

// The saved game of one puzzle, or null.
export function loadGame(id) { return valid(read(GAMES, {})[id]); }

// Calls `onChange(id)` when another tab saves a game.
export function watchOtherTabs(onChange) {
  window.addEventListener('storage', (event) => {
    if (event.key === GAMES) onChange(read(LAST, null));
  });
}

export function rememberSolved(entry) {
  const solved = read(SOLVED, []).filter((old) => old.id !== entry.id);
  solved.unshift(entry);
  write(SOLVED, solved.slice(0, MOST_SOLVED));
}

// {id, elapsed, difficulty, hints, when} of an earlier solve of the puzzle, or null.
export function solvedBefore(id) { return read(SOLVED, []).find((entry) => entry.id === id) || null; }

export function loadTheme() { return read('sudoku-board-theme', 'auto'); }
export function saveTheme(theme) { write('sudoku-board-theme', theme); }

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
