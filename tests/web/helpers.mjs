// What the browser tests share: starting a server, waiting for the board, reading it, moving
// by keys.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// From data/collection/classic-9-easy.txt (line 3).
export const EASY = '.2.....1........5..8.257..9916....8....5...645...8...3...6.1...3.1.......4..93...';
// Another one, from the same file (line 4).
export const EASY_TOO = '....4....79.......41....9.....298...94...312.8......6.....6..42...5.......57....1';
export const SERVER_DOWN = "The board's server is not running: start `sudoku serve`.";

// The empty cells of a state, in reading order.
export const emptiesOf = ({ givens }) => givens.map((digit, cell) => (digit ? -1 : cell)).filter((cell) => cell >= 0);

// Whether two client rectangles overlap (by more than half a pixel each way).
export const overlap = (a, b) => a.x + a.width - 0.5 > b.x && b.x + b.width - 0.5 > a.x && a.y + a.height - 0.5 > b.y && b.y + b.height - 0.5 > a.y;

// The rectangles of a cell's corner-note digits, its centre-note text and its cage sum.
export function noteBoxes(page, cell) {
  return page.evaluate((c) => {
    const element = document.querySelector(`.cell[data-cell="${c}"]`);
    const box = (node) => { const r = node.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; };
    const textBox = (node) => {
      if (!node?.firstChild) return null;
      const range = document.createRange();
      range.selectNodeContents(node);
      return box(range);
    };
    return {
      corner: [...element.querySelectorAll('.corner span')].map((span) => ({ digit: span.textContent, ...textBox(span) })),
      centre: textBox(element.querySelector('.centre')),
      sum: element.querySelector('.cage-sum') ? textBox(element.querySelector('.cage-sum')) : null,
      fontSize: parseFloat(getComputedStyle(element.querySelector('.corner')).fontSize),
      cell: box(element),
    };
  }, cell);
}

// The viewports the board is played at: desktops, and a phone upright and on its side.
export const VIEWPORTS = [
  { width: 1280, height: 800 }, { width: 1366, height: 768 }, { width: 1280, height: 720 },
  { width: 390, height: 844, phone: true }, { width: 844, height: 390, phone: true },
];

// What of `selectors` is not wholly inside the viewport, and how far the page is wider than it.
export function outsideTheViewport(page, selectors) {
  return page.evaluate((list) => {
    const out = [];
    for (const selector of list) {
      const r = document.querySelector(selector).getBoundingClientRect();
      if (r.width === 0 || r.left < 0 || r.top < 0 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) {
        out.push(`${selector} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`);
      }
    }
    const wider = document.documentElement.scrollWidth - innerWidth;
    if (wider > 0) out.push(`the page is ${wider} px wider than the screen`);
    return out;
  }, selectors);
}

// Enters the solution's digits in every empty cell, as the pad would.
export function fillIn(page, solution) {
  return page.evaluate((digits) => {
    const app = window.sudokuApp;
    app.game.values.forEach((digit, cell) => {
      if (!digit) {
        app.selected = cell;
        app.enter(digits[cell]);
      }
    });
  }, solution);
}

// The colours [r, g, b] of the screen at viewport points [x, y] (read from a screenshot).
export async function pixelsAt(page, points) {
  const png = await page.screenshot();
  return page.evaluate(async ({ data, where }) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    return where.map(([x, y]) => [...context.getImageData(Math.floor(x), Math.floor(y), 1, 1).data.slice(0, 3)]);
  }, { data: png.toString('base64'), where: points });
}

// WCAG's contrast ratio of two colours [r, g, b] (or 'rgb(r, g, b)' strings).
export function contrast(a, b) {
  const rgb = (colour) => (typeof colour === 'string' ? colour.match(/\d+/g).slice(0, 3).map(Number) : colour);
  const luminance = (colour) => {
    const [r, g, b] = rgb(colour).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

// Whether `selector`'s element shows a mark `inset` px inside the middle of each of its four
// edges, at least 3:1 against its own background and against what lies across each edge (the
// neighbouring cell's background for a cell, else `outside`): the edges where it does not.
export async function edgesUnmarked(page, selector, inset, outside = null) {
  const edges = await page.evaluate(({ selector, inset }) => {
    const element = document.querySelector(selector);
    const r = element.getBoundingClientRect();
    const background = (node) => (node ? getComputedStyle(node).backgroundColor : null);
    const cell = element.classList.contains('cell') ? Number(element.dataset.cell) : -1;
    const n = window.sudokuApp.puzzle.size;
    const neighbour = (step) => (cell >= 0 ? document.querySelector(`.cell[data-cell="${cell + step}"]`) : null);
    return {
      own: background(element),
      list: [
        { name: 'left', point: [r.left + inset, r.top + r.height / 2], across: background(cell % n ? neighbour(-1) : null) },
        { name: 'right', point: [r.right - inset, r.top + r.height / 2], across: background(cell % n < n - 1 ? neighbour(1) : null) },
        { name: 'top', point: [r.left + r.width / 2, r.top + inset], across: background(neighbour(-n)) },
        { name: 'bottom', point: [r.left + r.width / 2, r.bottom - inset], across: background(neighbour(n)) },
      ],
    };
  }, { selector, inset });
  const pixels = await pixelsAt(page, edges.list.map((edge) => edge.point));
  return edges.list.filter((edge, i) => {
    const against = [edges.own, edge.across || outside].filter(Boolean);
    return !against.every((colour) => contrast(pixels[i], colour) >= 3);
  }).map((edge, i) => `${edge.name} (${pixels[edges.list.indexOf(edge)]})`);
}
