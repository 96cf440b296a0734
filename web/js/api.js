// The server's JSON API (docs/api.md). Errors come back as {"error": "…"}; they are thrown
// as Error with that message, word for word.
//
// The page keeps working when the server stops (everything that needs no search is done in
// the page): a request that cannot reach the server throws ServerDown, whose message says so in
// words, and `whenBack` runs an action once the server answers (polled every few seconds
// while it is away, through a request for the page's small icon).
// (what becomes of the request is offline.js's to say)
export const SERVER_DOWN_TEXT = "The board's server is not running: start `sudoku serve`.";
const POLL_MILLISECONDS = 2000;

// A reply's status as a person reads it: the API's snake_case words ("no_solution",
// "budget_spent", docs/formats.md) with spaces.
export function statusInWords(status) {
  return String(status ?? '').replaceAll('_', ' ');
}

export class ServerDown extends Error {
  constructor() {
    super(SERVER_DOWN_TEXT);
    this.name = 'ServerDown';
  }
}

const waiting = new Map(); // key → action to run when the server is back (one per kind)
let polling = null;
const watchers = new Set(); // (up: boolean) → void

export function onConnectionChange(watcher) { watchers.add(watcher); }

function markDown() {
  if (polling) return;
  for (const watcher of watchers) watcher(false);
  polling = setInterval(async () => {
    try {
      const response = await fetch('favicon.svg', { cache: 'no-store' });
      if (!response.ok) return;
    } catch {
      return; // still away
    }
    clearInterval(polling);
    polling = null;
    for (const watcher of watchers) watcher(true);
    const actions = [...waiting.values()];
    waiting.clear();
    for (const action of actions) action();
  }, POLL_MILLISECONDS);
}

export function serverIsDown() { return polling !== null; }

// Runs `action` once the server answers again; a later action of the same key replaces it.
export function whenBack(key, action) {
  waiting.set(key, action);
  markDown();
}

async function request(route, options) {
  let response;
  try {
    response = await fetch(route, options);
  } catch {
    markDown();
    throw new ServerDown();
  }
  const reply = await response.json().catch(() => ({ error: `HTTP ${response.status}` }));
  if (!response.ok) throw new Error(reply.error || `HTTP ${response.status}`);
  return reply;
}

export function post(route, body) {
  return request(`api/${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export function get(route, query = new URLSearchParams()) {
  const search = query.toString();
  return request(`api/${route}${search ? `?${search}` : ''}`, {});
}
