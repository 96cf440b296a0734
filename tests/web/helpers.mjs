// What the browser tests share: starting a server, waiting for the board, reading it, moving
// by keys.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';

export { assert };

// The page opened at `url` (with `hash`, if any), its board drawn.
export async function open(page, url, hash = '') {
  await page.goto(url + hash);
  await page.waitForFunction(() => window.sudokuApp?.game && document.querySelectorAll('.cell').length > 0);
}

export function state(page) {
  return page.evaluate(() => {
    const app = window.sudokuApp;
    return {
      size: app.puzzle.size,
      givens: app.puzzle.givens,
      text: app.puzzle.text,
      values: [...app.game.values],
      corner: app.game.corner.map((notes) => [...notes]),
      centre: app.game.centre.map((notes) => [...notes]),
      selected: app.selected,
      mode: app.mode,
    };
  });
}

// Moves the selection to `cell` with the arrow keys.
export async function goTo(page, cell) {
  const { size, selected } = await state(page);
  const rows = Math.floor(cell / size) - Math.floor(selected / size);
  const columns = (cell % size) - (selected % size);
  for (let i = 0; i < Math.abs(rows); i++) await page.keyboard.press(rows > 0 ? 'ArrowDown' : 'ArrowUp');
  for (let i = 0; i < Math.abs(columns); i++) await page.keyboard.press(columns > 0 ? 'ArrowRight' : 'ArrowLeft');
  assert.equal((await state(page)).selected, cell);
}

export async function post(page, route, body) {
  const response = await page.request.post(`api/${route}`.replace(/^/, new URL(page.url()).origin + '/'), { data: body });
  return response.json();
}

// The share-link hash of a puzzle line.
export function link(line, variant = 'classic') {
  return `#p=${encodeURIComponent(line)}&v=${encodeURIComponent(variant)}`;
}

// Pastes the share link of `line` into the address bar of the open board: only the hash
// changes, as it does for a person (page.goto may load the page anew instead).
export async function pasteLink(page, line, variant = 'classic') {
  await page.evaluate((hash) => { window.location.hash = hash; }, link(line, variant));
}

export async function messageText(page) {
  return (await page.textContent('#message')).trim();
}

// `sudoku serve --port PORT ARGS…` (0: any free port); resolves to {server, url, port} once it
// prints its address. The server's stderr goes to `onError` lines (the terminal by default).
export function startServer(binary, { port = 0, args = [] } = {}) {
  return new Promise((resolve, reject) => {
    const server = spawn(binary, ['serve', '--port', String(port), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    server.on('error', reject);
    server.on('exit', (code) => reject(new Error(`sudoku serve exited with ${code}: ${output}${errors}`)));
    server.stderr.on('data', (chunk) => { errors += chunk; });
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /http:\/\/[^/\s]+:(\d+)\//.exec(output);
      if (match) resolve({ server, url: match[0], port: Number(match[1]), stderr: () => errors });
    });
  });
}

// Stops a server started by startServer and waits until it has gone (at once when it has
// already: a test that fails between stopping and restarting its server must not hang).
export function stopServer(server) {
  return new Promise((resolve) => {
    server.removeAllListeners('exit');
    if (server.exitCode !== null || server.signalCode !== null) {
      resolve();
      return;
    }
    server.on('exit', () => resolve());
    server.kill('SIGTERM');
  });
}
