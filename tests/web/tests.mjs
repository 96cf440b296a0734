// The browser tests, one function each: what a person does at the board, checked on the page.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assert, goTo, link, messageText, open, pasteLink, post, startServer, state, stopServer } from './helpers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// From data/collection/classic-9-easy.txt (line 3).
const EASY = '.2.....1........5..8.257..9916....8....5...645...8...3...6.1...3.1.......4..93...';
// Another one, from the same file (line 4).
const EASY_TOO = '....4....79.......41....9.....298...94...312.8......6.....6..42...5.......57....1';
const SERVER_DOWN = "The board's server is not running: start `sudoku serve`.";

// The empty cells of a state, in reading order.
const emptiesOf = ({ givens }) => givens.map((digit, cell) => (digit ? -1 : cell)).filter((cell) => cell >= 0);

// Whether two client rectangles overlap (by more than half a pixel each way).
const overlap = (a, b) => a.x + a.width - 0.5 > b.x && b.x + b.width - 0.5 > a.x && a.y + a.height - 0.5 > b.y && b.y + b.height - 0.5 > a.y;

// The rectangles of a cell's corner-note digits, its centre-note text and its cage sum.
function noteBoxes(page, cell) {
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
const VIEWPORTS = [
  { width: 1280, height: 800 }, { width: 1366, height: 768 }, { width: 1280, height: 720 },
  { width: 390, height: 844, phone: true }, { width: 844, height: 390, phone: true },
];

// What of `selectors` is not wholly inside the viewport, and how far the page is wider than it.
function outsideTheViewport(page, selectors) {
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
function fillIn(page, solution) {
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
async function pixelsAt(page, points) {
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
function contrast(a, b) {
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
async function edgesUnmarked(page, selector, inset, outside = null) {
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

export const tests = {
  async opens_on_a_random_puzzle({ page, url, shot }) {
    await open(page, url);
    const { size, givens } = await state(page);
    assert.equal(size, 9);
    assert.equal(await page.locator('[role=grid] [role=gridcell]').count(), 81);
    assert.ok(givens.filter(Boolean).length >= 17, 'a puzzle has givens');
    assert.match(await messageText(page), /^A new medium puzzle \(collection\)\.$/);
    assert.equal(await page.locator('.cell.given').count(), givens.filter(Boolean).length);
    assert.match(await page.getAttribute('.cell >> nth=0', 'aria-label'), /^r1c1, /);
    await shot('start');
    // R fetches another board, never the one on the board (the draw excludes it).
    for (let press = 0; press < 8; press++) {
      const before = (await state(page)).text;
      // "Fetching a puzzle…" is said on the key, "A new … puzzle" once the reply is loaded.
      await Promise.all([page.waitForResponse(/api\/random/), page.keyboard.press('r')]);
      await page.waitForFunction(() => /^A new /.test(document.querySelector('#message').textContent));
      assert.notEqual((await state(page)).text, before);
    }
  },

  async solves_with_an_animation({ page, url, shot }) {
    await open(page, url, link(EASY));
    await page.fill('#speed', '10'); // slow: a few events a second
    await page.dispatchEvent('#speed', 'input');
    await page.keyboard.press(' ');
    await page.click('#confirm-ok'); // it gives the game away: asked first
    await page.waitForFunction(() => /^step [1-9]/.test(document.querySelector('#counter').textContent));
    await page.click('#play'); // pause
    await page.waitForFunction(() => /paused/.test(document.querySelector('#counter').textContent));
    const counter = async () => Number(/^step ([\d,]+)/.exec(await page.textContent('#counter'))[1].replace(/,/g, ''));
    const paused = await counter();
    await page.click('#step');
    assert.equal(await counter(), paused + 1);
    assert.ok((await page.locator('.cell.solver').count()) > 0, 'placements in the solver style');
    await shot('paused');
    await page.fill('#speed', '100');
    await page.dispatchEvent('#speed', 'input');
    await page.click('#play');
    await page.waitForFunction(() => / · solved$/.test(document.querySelector('#counter').textContent));
    const empty = await page.evaluate(() => [...document.querySelectorAll('.cell .value')].filter((v) => !v.textContent).length);
    assert.equal(empty, 0);
    assert.equal(await page.locator('.cell.solver').count(), 81 - EASY.replace(/\./g, '').length);
    await shot('solved');
    await page.keyboard.press('Escape');
    assert.equal(await messageText(page), 'Back to your game.');
    assert.equal(await page.locator('.cell.solver').count(), 0);
  },

  async plays_a_puzzle_to_the_end_with_keys_notes_and_undo({ page, url, shot }) {
    await open(page, url, link(EASY));
    const { solution } = await post(page, 'solve', { puzzle: EASY, trace: false });
    const start = await state(page);
    const empties = start.givens.map((digit, cell) => (digit ? -1 : cell)).filter((cell) => cell >= 0);
    const first = empties[0];
    await goTo(page, first);
    // Corner notes (mode N), then a centre note (N again), then back to digits.
    await page.keyboard.press('n');
    await page.keyboard.press('1');
    await page.keyboard.press('2');
    assert.deepEqual((await state(page)).corner[first], [1, 2]);
    await page.keyboard.press('n');
    await page.keyboard.press('3');
    assert.deepEqual((await state(page)).centre[first], [3]);
    await shot('notes');
    // Colour mode (N again): digits pick one of nine colours, the same again takes it off.
    await page.keyboard.press('n');
    assert.equal((await state(page)).mode, 'colour');
    assert.equal(await page.locator('#pad .swatch').count(), 9);
    await page.keyboard.press('4');
    assert.equal(await page.evaluate((c) => window.sudokuApp.game.colours[c], first), 4);
    assert.ok(await page.locator(`.cell[data-cell="${first}"]`).evaluate((cell) => cell.classList.contains('colour-4')));
    await page.keyboard.press('Control+z');
    assert.equal(await page.evaluate((c) => window.sudokuApp.game.colours[c], first), 0);
    await page.keyboard.press('Control+y');
    await page.keyboard.press('n');
    assert.equal((await state(page)).mode, 'digit');
    // A wrong digit, undone and redone and undone again; the notes come back with the undo.
    const wrong = solution[first] === 9 ? 8 : 9;
    await page.keyboard.press(String(wrong));
    assert.equal((await state(page)).values[first], wrong);
    assert.deepEqual((await state(page)).corner[first], []);
    await page.keyboard.press('Control+z');
    assert.equal((await state(page)).values[first], 0);
    assert.deepEqual((await state(page)).corner[first], [1, 2]);
    await page.keyboard.press('Control+y');
    assert.equal((await state(page)).values[first], wrong);
    await page.keyboard.press('Control+z');
    // A digit placed leaves the notes of its peers.
    const peer = empties.find((cell) => cell !== first && Math.floor(cell / 9) === Math.floor(first / 9));
    await goTo(page, peer);
    await page.keyboard.press('Shift+Digit' + solution[first]);
    assert.deepEqual((await state(page)).corner[peer], [solution[first]]);
    await goTo(page, first);
    await page.keyboard.press(String(solution[first]));
    assert.deepEqual((await state(page)).corner[peer], []);
    await page.keyboard.press('Control+z');
    assert.deepEqual((await state(page)).corner[peer], [solution[first]], 'one undo step');
    await page.keyboard.press('Control+y');
    // A conflict shows.
    const second = empties[1];
    await goTo(page, second);
    await page.keyboard.press(String(solution[first]));
    if (Math.floor(second / 9) === Math.floor(first / 9)) assert.ok((await page.locator('.cell.conflict').count()) >= 2);
    await page.keyboard.press('Delete');
    // Every other empty cell, by keys.
    for (const cell of empties.slice(1)) {
      await goTo(page, cell);
      await page.keyboard.press(String(solution[cell]));
    }
    await page.waitForFunction(() => /^Solved in \d\d:\d\d\. Well done!/.test(document.querySelector('#message').textContent));
    assert.deepEqual((await state(page)).values, solution);
    // The success: time, difficulty and hints, a way on, the board locked and the clock stopped.
    assert.ok(await page.locator('#success').isVisible());
    assert.match(await page.textContent('#success-details'), /^Time \d\d:\d\d · classic 9×9 · no hints$/);
    assert.ok(await page.locator('#pad').isHidden());
    assert.ok(await page.locator('#board.locked').isVisible());
    await page.keyboard.press('Delete');
    assert.equal((await state(page)).values[empties.at(-1)], solution[empties.at(-1)], 'a solved board is locked');
    assert.equal(await messageText(page), 'This puzzle is solved: R or New for another one.');
    const time = await page.textContent('#timer');
    await page.waitForTimeout(1100);
    assert.equal(await page.textContent('#timer'), time, 'the clock stopped');
    await shot('finished');
    // Remembered: after a reload the page says it was solved, and stays locked.
    await page.reload();
    await page.waitForFunction(() => window.sudokuApp?.game);
    assert.match(await messageText(page), /^You solved this puzzle in \d\d:\d\d\.$/);
    assert.ok(await page.locator('#success').isVisible());
    // R after a solved game asks nothing.
    await Promise.all([page.waitForResponse(/api\/random/), page.keyboard.press('r')]);
    await page.waitForFunction(() => /^A new /.test(document.querySelector('#message').textContent));
    assert.ok(await page.locator('#success').isHidden());
  },

  async hints_come_in_three_levels({ page, url, shot }) {
    await open(page, url, link(EASY));
    await page.keyboard.press('h');
    await page.waitForFunction(() => document.querySelector('#hint-text').dataset.level === '1');
    assert.match(await page.textContent('#hint-text'), /^Hint 1 of 3: Look (in|at|around|with) .+\.$/);
    assert.ok((await page.locator('.cell.hint-house').count()) > 0, 'houses to look at');
    await page.click('#hint');
    await page.waitForFunction(() => document.querySelector('#hint-text').dataset.level === '2');
    assert.match(await page.textContent('#hint-text'), /^Hint 2 of 3: Look for (a|an) [a-z -]+ (in|at|around|with) .+\.$/);
    await page.keyboard.press('h');
    await page.waitForFunction(() => document.querySelector('#hint-text').dataset.level === '3');
    assert.match(await page.textContent('#hint-text'), /^Hint 3 of 3: [A-Z][a-z -]+: .+ r\dc\d.*\.$/);
    assert.ok((await page.locator('.cell.hint-cell').count()) > 0, 'the step highlighted');
    await shot('level3');
    await page.keyboard.press('e');
    await page.waitForFunction(() => !document.querySelector('#steps').hidden);
    assert.ok((await page.locator('#steps li').count()) > 10);
    assert.match(await page.textContent('#hint-text'), /^Solved by logic in \d+ steps/);
  },

  async imports_a_killer_and_shows_its_cages({ page, url, shot }) {
    await open(page, url, link(EASY));
    await page.keyboard.press('i');
    await page.fill('#import-text', 'abc\n12');
    await page.click('#import-ok');
    await page.waitForFunction(() => document.querySelector('#import-error').textContent !== '');
    assert.equal(await page.textContent('#import-error'), "pasted:1:1: bad symbol 'a': expected a digit 1-9 or '.' for a blank");
    const killer = readFileSync(path.join(root, 'data/examples/killer.txt'), 'utf8');
    await page.fill('#import-text', killer);
    await page.click('#import-ok');
    await page.waitForFunction(() => window.sudokuApp.puzzle.variant === 'killer');
    assert.equal(await page.locator('.cage-sum').count(), 41);
    assert.equal(await page.locator('.cage-sum >> nth=0').textContent(), '8');
    assert.equal(await messageText(page), 'Puzzle imported.');
    await shot('killer');
  },

  async outlines_each_part_of_a_cage_and_writes_its_sum_once({ page, url, shot }) {
    // tests/cli/cases/killer_cages_of_any_shape/apart.txt: cage d (the fourth) is in two parts
    // far apart, r2c3-r2c4 and r5c2-r5c3; cage a is a T (its outline turns into it twice).
    const line = 'aaabbbcaddbbeeffghiejjghiddkkhillkkh a=12,b=18,c=5,d=14,e=7,f=11,g=5,h=15,i=10,j=9,k=13,l=7';
    await open(page, url, link(line, 'killer'));
    await page.waitForFunction(() => window.sudokuApp.puzzle.variant === 'killer' && document.querySelector('.cage-line'));
    const d = page.locator('svg.cages path.cage-line[data-cage="3"]');
    assert.equal(await d.count(), 2);
    const boxes = await d.evaluateAll((paths) => paths.map((path) => {
      const box = path.getBBox();
      return [box.x, box.y, box.x + box.width, box.y + box.height].map((value) => Math.round(value * 100) / 100);
    }));
    assert.deepEqual(boxes, [[2.09, 1.09, 3.91, 1.91], [1.09, 4.09, 2.91, 4.91]]);
    // One sum per cage; d's in its first cell, r2c3, and not in its other part.
    assert.equal(await page.locator('.cage-sum').count(), 12);
    const sums = await page.locator('.cell').evaluateAll((cells) => cells.map((cell) => cell.querySelector('.cage-sum')?.textContent ?? ''));
    assert.equal(sums[8], '14');
    assert.equal(sums.filter((sum) => sum === '14').length, 1);
    assert.equal(sums[25], '');
    // One path per part of every cage (d alone has two), each closed: every end of a segment
    // meets the end of another, at the turns into a cage too.
    assert.equal(await page.locator('path.cage-line').count(), 13);
    const paths = await page.locator('path.cage-line').evaluateAll((all) => all.map((path) => path.getAttribute('d')));
    for (const path of paths) {
      const ends = new Map();
      for (const [, x, y, axis, to] of path.matchAll(/M([\d.]+) ([\d.]+)([HV])([\d.]+)/g)) {
        const other = axis === 'H' ? `${to} ${y}` : `${x} ${to}`;
        for (const point of [`${x} ${y}`, other]) ends.set(point, (ends.get(point) || 0) + 1);
      }
      assert.ok(ends.size >= 4, path);
      for (const [point, count] of ends) assert.equal(count % 2, 0, `${point} of ${path}`);
    }
    await shot('cage-in-two-parts');
  },

  // Issue 41: a Killer's full grid with wrong cage totals got no feedback at all.
  async killer_cages_flag_wrong_totals_as_houses_flag_repeats({ page, url, shot }) {
    // 6×6, no givens; cage c is the one cell r2c1 (5), cage e is r3c1, r3c2, r4c2 (7).
    const line = 'aaabbbcaddbbeeffghiejjghiddkkhillkkh a=12,b=18,c=5,d=14,e=7,f=11,g=5,h=15,i=10,j=9,k=13,l=7';
    await open(page, url, link(line, 'killer'));
    await page.waitForFunction(() => window.sudokuApp.puzzle.variant === 'killer');
    const conflicts = () => page.locator('.cell.conflict').evaluateAll((cells) => cells.map((cell) => Number(cell.dataset.cell)));
    const brokenSums = () => page.locator('.cage-sum.broken').evaluateAll((sums) => sums.map((sum) => sum.textContent));
    // Digits past a cage's total, before the cage is full.
    await goTo(page, 6);
    await page.keyboard.press('6');
    assert.deepEqual(await conflicts(), [6]);
    assert.deepEqual(await brokenSums(), ['5']);
    await page.keyboard.press('5');
    assert.deepEqual(await conflicts(), []);
    await goTo(page, 12);
    await page.keyboard.press('4');
    await goTo(page, 13);
    await page.keyboard.press('3');
    assert.deepEqual(await conflicts(), [], 'within the total');
    await goTo(page, 12);
    await page.keyboard.press('6');
    assert.deepEqual(await conflicts(), [12, 13]);
    assert.deepEqual(await brokenSums(), ['7']);
    await shot('cage-over-total');
    // A full grid whose houses hold but whose cages do not: the solution with 1 and 2 swapped.
    const text = await page.evaluate(() => window.sudokuApp.puzzle.text);
    const { solution } = await post(page, 'solve', { puzzle: text, trace: false });
    const swapped = solution.map((digit) => ({ 1: 2, 2: 1 }[digit] ?? digit));
    await page.evaluate((digits) => {
      const app = window.sudokuApp;
      app.game.restart();
      digits.forEach((digit, cell) => { app.selected = cell; app.enter(digit); });
    }, swapped);
    assert.deepEqual((await state(page)).values, swapped);
    const cages = await page.evaluate(() => window.sudokuApp.puzzle.cages);
    const wrongCages = cages.filter((cage) => cage.cells.reduce((sum, cell) => sum + swapped[cell], 0) !== cage.sum);
    assert.ok(wrongCages.length > 0);
    assert.deepEqual(await conflicts(), wrongCages.flatMap((cage) => cage.cells).sort((a, b) => a - b));
    assert.deepEqual((await brokenSums()).sort(), wrongCages.map((cage) => String(cage.sum)).sort());
    assert.ok(await page.locator('#success').isHidden(), 'no success');
    assert.equal(await messageText(page), 'The grid is full, but a rule is broken: the cells marked in red show where.');
    await shot('full-with-wrong-totals');
    // The right digits: the success.
    await page.evaluate((digits) => {
      const app = window.sudokuApp;
      digits.forEach((digit, cell) => { if (app.game.values[cell] !== digit) { app.selected = cell; app.enter(digit); } });
    }, solution);
    await page.waitForFunction(() => !document.querySelector('#success').hidden);
    assert.deepEqual(await conflicts(), []);
  },

  // Issue 41: on 16×16, Shift+A…G entered the digit instead of a corner note, wiping the notes.
  async shift_and_a_letter_is_a_corner_note_on_16x16({ page, url, shot }) {
    await open(page, url, link(EASY));
    await page.selectOption('#size', '16');
    await page.selectOption('#difficulty', '');
    await page.click('#new');
    await page.waitForFunction(() => window.sudokuApp.puzzle?.size === 16);
    const cell = emptiesOf(await state(page))[0];
    await goTo(page, cell);
    await page.keyboard.press('Shift+Digit3');
    await page.keyboard.press('Shift+A');
    await page.keyboard.press('Shift+G');
    let now = await state(page);
    assert.equal(now.values[cell], 0);
    assert.deepEqual(now.corner[cell], [3, 10, 16]);
    await shot('corner-letters');
    await page.keyboard.press('Shift+A'); // again: the note goes
    assert.deepEqual((await state(page)).corner[cell], [3, 16]);
    // Without Shift a letter is still the digit; with it, a letter past the grid's digits is
    // still its command (Shift+? the keys).
    await page.keyboard.press('b');
    now = await state(page);
    assert.equal(now.values[cell], 11);
    await page.keyboard.press('Shift+Slash');
    assert.ok(await page.locator('#help-dialog').isVisible());
    await page.keyboard.press('Escape');
  },

  // Issue 41: Hint worked while paused and was counted; Restart asked nothing and the clock ran
  // on; two buttons were both named "Pause"; conflicts and wrong digits differed by colour alone.
  async pause_restart_names_and_a_second_cue_for_mistakes({ page, url, shot }) {
    await open(page, url, link(EASY));
    const { solution } = await post(page, 'solve', { puzzle: EASY, trace: false });
    const empties = emptiesOf(await state(page));
    const hints = [];
    page.on('request', (request) => { if (/api\/hint/.test(request.url())) hints.push(request.url()); });
    // Paused, Hint asks nothing of the server and counts nothing.
    await page.keyboard.press('p');
    await page.keyboard.press('h');
    await page.click('#hint', { force: true });
    assert.equal(await messageText(page), 'The game is paused: P resumes it.');
    assert.deepEqual(hints, []);
    assert.equal(await page.evaluate(() => window.sudokuApp.hintsUsed), 0);
    await page.keyboard.press('p');
    // The clock's button and the animation's are told apart by name.
    assert.equal(await page.getByRole('button', { name: 'Pause the game' }).count(), 1);
    assert.equal(await page.getByRole('button', { name: 'Pause the animation' }).count(), 1);
    assert.equal(await page.getByRole('button', { name: /^Pause/ }).count(), 2);
    // A conflict and a wrong digit each carry a mark besides their colour, and say so.
    await goTo(page, empties[0]);
    const peerDigit = await page.evaluate((c) => { const app = window.sudokuApp; return [...app.game.peers[c]].map((p) => app.game.values[p]).find(Boolean); }, empties[0]);
    await page.keyboard.press(String(peerDigit));
    const conflict = page.locator(`.cell[data-cell="${empties[0]}"]`);
    assert.match(await conflict.getAttribute('aria-label'), /, in conflict$/);
    assert.equal(await conflict.locator('.value').evaluate((value) => getComputedStyle(value).textDecorationLine), 'underline');
    await page.keyboard.press('Delete');
    const wrongDigit = await page.evaluate(([c, right]) => {
      const app = window.sudokuApp;
      const taken = new Set([...app.game.peers[c]].map((p) => app.game.values[p]));
      return [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => !taken.has(d) && d !== right);
    }, [empties[0], solution[empties[0]]]);
    await page.keyboard.press(String(wrongDigit));
    await page.check('#check-mode');
    await page.waitForFunction(() => document.querySelectorAll('.cell.wrong').length === 1);
    const wrong = page.locator('.cell.wrong');
    assert.match(await wrong.getAttribute('aria-label'), /, wrong$/);
    assert.equal(await wrong.evaluate((cell) => getComputedStyle(cell, '::after').content), '"✕"');
    await shot('marks');
    await page.uncheck('#check-mode');
    // Restart asks first, and starts the clock again from zero.
    await page.evaluate(() => window.sudokuApp.timer.reset(95000));
    await page.click('#restart');
    assert.ok(await page.locator('#confirm-dialog').isVisible());
    assert.equal(await page.textContent('#confirm-text'), 'Restart clears every digit, note and colour you entered, and starts the clock again.');
    await page.click('#confirm-cancel');
    assert.equal((await state(page)).values[empties[0]], wrongDigit);
    await page.click('#restart');
    await page.click('#confirm-ok');
    await page.waitForFunction((c) => window.sudokuApp.game.values[c] === 0, empties[0]);
    const clock = await page.evaluate(() => window.sudokuApp.timer.milliseconds());
    assert.ok(clock < 95000, String(clock));
  },

  async reload_restores_progress({ page, url }) {
    await open(page, url, link(EASY));
    const { givens } = await state(page);
    const cell = givens.indexOf(0);
    await goTo(page, cell);
    await page.keyboard.press('4');
    const other = givens.indexOf(0, cell + 1);
    await goTo(page, other);
    await page.keyboard.press('Shift+Digit7');
    await page.reload();
    await page.waitForFunction(() => window.sudokuApp?.game);
    const after = await state(page);
    assert.equal(after.values[cell], 4);
    assert.deepEqual(after.corner[other], [7]);
    assert.equal(after.text.replace(/\n/g, '').slice(0, 81), EASY);
    assert.equal(await messageText(page), 'Your game is back where you left it.');
  },

  async renders_variants_and_large_grids({ page, url, shot }) {
    await open(page, url, link(EASY));
    for (const [variant, size] of [['x', '9'], ['jigsaw', '9'], ['classic', '16'], ['classic', '25'], ['killer+x', '9']]) {
      await page.selectOption('#variant', variant);
      await page.selectOption('#size', size);
      await page.selectOption('#difficulty', '');
      await page.click('#new');
      await page.waitForFunction(([v, n]) => window.sudokuApp.puzzle?.variant === v && window.sudokuApp.puzzle.size === Number(n), [variant, size]);
      const box = await page.locator('#board').boundingBox();
      assert.ok(box.width <= 1200 && box.y + box.height <= 900, `${variant} ${size}: the board fits`);
      if (variant.includes('x')) assert.equal(await page.locator('.cell.diagonal').count(), 17);
      if (variant === 'jigsaw') assert.ok((await page.locator('.cell.region-shade').count()) > 0);
      await shot(`${variant}-${size}`);
    }
  },

  async check_compare_pause_print_and_file_import({ page, url, shot }) {
    await open(page, url, link(EASY));
    const { solution } = await post(page, 'solve', { puzzle: EASY, trace: false });
    const { givens } = await state(page);
    const cell = givens.indexOf(0);
    await goTo(page, cell);
    // A digit that breaks no rule but is not the solution's: marked only with the check on.
    const candidates = await page.evaluate((c) => {
      const app = window.sudokuApp;
      const taken = new Set([...app.game.peers[c]].map((p) => app.game.values[p]));
      return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !taken.has(d));
    }, cell);
    const wrong = candidates.find((digit) => digit !== solution[cell]);
    await page.keyboard.press(String(wrong));
    assert.equal(await page.locator('.cell.wrong').count(), 0, 'the check is off by default');
    await page.check('#check-mode');
    await page.waitForFunction(() => document.querySelectorAll('.cell.wrong').length === 1);
    await page.uncheck('#check-mode');
    await page.waitForFunction(() => document.querySelectorAll('.cell.wrong').length === 0);
    // Start and solution side by side.
    // V gives the solution away: it asks first, and "Keep playing" (or Esc) keeps it hidden.
    await page.keyboard.press('v');
    assert.ok(await page.locator('#confirm-dialog').isVisible());
    assert.equal(await page.textContent('#confirm-text'), 'This shows the whole solution beside the start.');
    await page.keyboard.press('Escape');
    assert.ok(await page.locator('#compare-view').isHidden());
    await page.keyboard.press('v');
    await page.click('#confirm-ok');
    await page.waitForFunction(() => !document.querySelector('#compare-view').hidden);
    assert.equal(await page.locator('#compare-start .cell.given').count(), givens.filter(Boolean).length);
    assert.equal(await page.locator('#compare-solution .cell.solver').count(), givens.filter((d) => !d).length);
    await shot('compare');
    await page.keyboard.press('Escape');
    assert.ok(await page.locator('#compare-view').isHidden());
    // Pause hides the board and stops input; P again resumes.
    await page.keyboard.press('p');
    assert.ok(await page.locator('#paused').isVisible());
    await page.keyboard.press('Delete');
    assert.equal((await state(page)).values[cell], wrong, 'no input while paused');
    await page.keyboard.press('p');
    assert.ok(await page.locator('#paused').isHidden());
    // Print styling: the board alone.
    await page.emulateMedia({ media: 'print' });
    assert.ok(await page.locator('.panel').isHidden());
    assert.ok(await page.locator('#board').isVisible());
    await shot('print');
    await page.emulateMedia({ media: 'screen' });
    // A file opened in the import dialog; its errors name the file.
    await page.keyboard.press('i');
    await page.setInputFiles('#import-file', { name: 'board3.txt', mimeType: 'text/plain', buffer: Buffer.from('12\n34\n') });
    await page.waitForFunction(() => document.querySelector('#import-text').value === '12\n34\n');
    await page.click('#import-ok');
    await page.waitForFunction(() => document.querySelector('#import-error').textContent !== '');
    assert.equal(await page.textContent('#import-error'), 'board3.txt:2:1: digit 3 is too large for a 2×2 grid (digits 1-2)');
    await page.setInputFiles('#import-file', path.join(root, 'data/examples/jigsaw.txt'));
    await page.waitForFunction(() => document.querySelector('#import-text').value.startsWith('#'));
    await page.click('#import-ok');
    await page.waitForFunction(() => window.sudokuApp.puzzle.variant === 'jigsaw');
    await page.keyboard.press('Escape');
  },

  async phone_viewport_and_share_link({ page, url, shot }) {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, url, link(EASY));
    const box = await page.locator('#board').boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 390, 'the board fits the phone width');
    await shot('phone');
    await page.keyboard.press('x');
    const shared = await page.inputValue('#export-link');
    assert.ok(shared.endsWith(link(EASY)));
    assert.equal(await page.inputValue('#export-line'), EASY);
  },

  // Issue 41: a hint and a solve asked for while the server was away came ~2 s after it was
  // back (the animation covered the board, the hint was counted), and an import "retried when
  // it is back" never was. Help is dropped now, saying so; an import and a new puzzle wait.
  async plays_on_when_the_server_stops({ page, binary, shot }) {
    let { server, url, port } = await startServer(binary);
    // Every request of help the page makes (the background fetch of the solution aside).
    const help = [];
    page.on('request', (request) => {
      if (/api\/(hint|explain)/.test(request.url()) || (/api\/solve/.test(request.url()) && !/"trace":false/.test(request.postData() ?? ''))) help.push(request.url());
    });
    try {
      await open(page, url, link(EASY));
      const { solution } = await post(page, 'solve', { puzzle: EASY, trace: false });
      await page.waitForFunction(() => window.sudokuApp.solution); // fetched in the background
      await stopServer(server);
      const empties = emptiesOf(await state(page));
      // Digits, notes, undo and conflicts need no server.
      await goTo(page, empties[0]);
      await page.keyboard.press('Shift+Digit3');
      assert.deepEqual((await state(page)).corner[empties[0]], [3]);
      await page.keyboard.press(String(solution[empties[0]] === 9 ? 8 : 9));
      await page.keyboard.press('Control+z');
      assert.equal((await state(page)).values[empties[0]], 0);
      assert.deepEqual((await state(page)).corner[empties[0]], [3]);
      // What needs the server says so in words, once; the page keeps no uncaught error.
      await page.keyboard.press('h');
      await page.waitForFunction(() => !document.querySelector('#connection').hidden);
      assert.equal(await page.textContent('#connection'), `${SERVER_DOWN} Play goes on without it.`);
      assert.equal(await messageText(page), `${SERVER_DOWN} Play goes on; the hint is dropped: ask again once it is back.`);
      await page.keyboard.press(' ');
      await page.click('#confirm-ok');
      await page.waitForFunction(() => /the solve is dropped/.test(document.querySelector('#message').textContent));
      assert.equal(await messageText(page), `${SERVER_DOWN} Play goes on; the solve is dropped: ask again once it is back.`);
      assert.equal(await page.evaluate(() => window.sudokuApp.animation.active), false);
      // The check against the solution works from the solution the page already has.
      const wrongDigit = (await page.evaluate((c) => {
        const app = window.sudokuApp;
        const taken = new Set([...app.game.peers[c]].map((p) => app.game.values[p]));
        return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !taken.has(d));
      }, empties[0])).find((digit) => digit !== solution[empties[0]]);
      await page.keyboard.press(String(wrongDigit));
      await page.check('#check-mode');
      await page.waitForFunction(() => document.querySelectorAll('.cell.wrong').length === 1);
      await page.uncheck('#check-mode');
      await shot('server-away');
      // The clock runs, and a full grid that keeps the rules is a win without the server.
      const before = await page.evaluate(() => window.sudokuApp.timer.milliseconds());
      await page.waitForTimeout(600);
      assert.ok((await page.evaluate(() => window.sudokuApp.timer.milliseconds())) > before, 'the clock runs');
      for (const cell of empties) {
        await goTo(page, cell);
        await page.keyboard.press(String(solution[cell]));
      }
      await page.waitForFunction(() => !document.querySelector('#success').hidden);
      assert.match(await page.textContent('#success-details'), /^Time \d\d:\d\d · classic 9×9 · no hints$/);
      // An import waits for the server while its box is open.
      await page.keyboard.press('i');
      await page.fill('#import-text', EASY_TOO);
      await page.click('#import-ok');
      await page.waitForFunction(() => document.querySelector('#import-error').textContent !== '');
      assert.equal(await page.textContent('#import-error'), `${SERVER_DOWN} The import is tried again when it is back, while this box is open.`);
      await shot('import-waits');
      const helpWhileAway = help.length;
      // Back on the same port: the banner goes, the import comes, and no help nobody asked for.
      ({ server } = await startServer(binary, { port }));
      await page.waitForFunction((line) => window.sudokuApp.puzzle.line === line, EASY_TOO, { timeout: 15000 });
      assert.ok(await page.locator('#connection').isHidden());
      assert.ok(await page.locator('#import-dialog').isHidden());
      assert.equal(await messageText(page), 'Puzzle imported.');
      assert.deepEqual(help.slice(helpWhileAway), [], 'no hint or solve asked again');
      assert.equal(await page.evaluate(() => window.sudokuApp.animation.active), false);
      assert.equal(await page.textContent('#hint-text'), '');
      // A new puzzle asked for while the server is away comes when it is back.
      await stopServer(server);
      await page.keyboard.press('r');
      await page.waitForFunction(() => /the new puzzle comes/.test(document.querySelector('#message').textContent));
      assert.equal(await messageText(page), `${SERVER_DOWN} Play goes on; the new puzzle comes when it is back (asking first if a game is in progress).`);
      ({ server } = await startServer(binary, { port }));
      await page.waitForFunction(() => /^A new /.test(document.querySelector('#message').textContent), null, { timeout: 15000 });
      assert.notEqual(await page.evaluate(() => window.sudokuApp.puzzle.line), EASY_TOO);
      assert.deepEqual(help.slice(helpWhileAway), []);
    } finally {
      await stopServer(server);
    }
  },

  async keys_ask_before_a_game_is_lost_and_space_presses_buttons({ page, url, shot }) {
    await open(page, url, link(EASY));
    // V asks even before the first digit (the solution gives the game away), R does not yet.
    await page.keyboard.press('v');
    assert.ok(await page.locator('#confirm-dialog').isVisible());
    await page.keyboard.press('Escape');
    assert.ok(await page.locator('#compare-view').isHidden());
    const empties = emptiesOf(await state(page));
    await goTo(page, empties[0]);
    await page.keyboard.press('5');
    // R asks while a game is in progress; "Keep playing" (or Esc) keeps it.
    await page.keyboard.press('r');
    assert.ok(await page.locator('#confirm-dialog').isVisible());
    assert.equal(await page.textContent('#confirm-text'), 'A new puzzle replaces the game in progress; it cannot be undone.');
    await shot('confirm');
    await page.click('#confirm-cancel');
    assert.equal((await state(page)).values[empties[0]], 5);
    await page.keyboard.press('g');
    assert.equal(await page.textContent('#confirm-text'), 'A generated puzzle replaces the game in progress; it cannot be undone.');
    await page.keyboard.press('Escape');
    assert.equal((await state(page)).values[empties[0]], 5);
    assert.equal(await page.evaluate(() => window.sudokuApp.puzzle.line), EASY);
    // Space on a focused checkbox ticks it, on a focused button presses it: never the solver.
    await page.focus('#check-mode');
    await page.keyboard.press(' ');
    assert.equal(await page.isChecked('#check-mode'), true);
    await page.focus('#candidates');
    await page.keyboard.press(' ');
    assert.ok((await state(page)).corner[empties[1]].length > 0, 'Space pressed Auto notes');
    assert.equal(await page.evaluate(() => window.sudokuApp.animation.active), false);
    // R again, and this time go ahead.
    await page.focus('#board');
    await page.keyboard.press('r');
    await Promise.all([page.waitForResponse(/api\/random/), page.click('#confirm-ok')]);
    await page.waitForFunction((line) => window.sudokuApp.puzzle.line !== line, EASY);
    // On 16×16, A–G are digits: the keys help says that C, E and G enter digits there.
    await page.selectOption('#size', '16');
    await page.selectOption('#difficulty', '');
    await page.click('#new');
    await page.waitForFunction(() => window.sudokuApp.puzzle?.size === 16);
    const sixteen = emptiesOf(await state(page));
    await goTo(page, sixteen[0]);
    await page.keyboard.press('c');
    assert.equal((await state(page)).values[sixteen[0]], 12);
    await page.keyboard.press('?');
    assert.equal(await page.textContent('#help-letters'),
      'On this 16×16 grid the letters A–G are digits (A = 10), so C, E, G enter digits: use the buttons for those commands.');
    await page.keyboard.press('Escape');
  },

  // Issue 41: Space (and Solve) gave the whole solution away without asking, a click on a cell
  // then Space did it by accident, and the success card still said "no hints".
  async solve_asks_first_counts_as_help_and_a_click_keeps_space_quiet({ page, url, shot }) {
    await open(page, url, link(EASY));
    const animating = () => page.evaluate(() => window.sudokuApp.animation.active);
    const empties = emptiesOf(await state(page));
    // A click on a cell, then Space: nothing is solved, and the page says why.
    await page.click(`.cell[data-cell="${empties[0]}"]`);
    await page.keyboard.press(' ');
    assert.ok(await page.locator('#confirm-dialog').isHidden());
    assert.equal(await animating(), false);
    assert.equal(await messageText(page), 'Space does not solve after a click on the board: use the Solve button, or move by keys first.');
    // A digit tapped on the pad keeps the focus on the board: Space does not press it again.
    await page.click('#pad button >> nth=4');
    assert.equal((await state(page)).values[empties[0]], 5);
    await page.keyboard.press(' ');
    assert.equal((await state(page)).values[empties[0]], 5);
    assert.equal(await animating(), false);
    await page.keyboard.press('Delete');
    // Played by keys, Space asks first, as V does; "Keep playing" (or Esc) keeps the game.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press(' ');
    assert.ok(await page.locator('#confirm-dialog').isVisible());
    assert.equal(await page.textContent('#confirm-text'), 'The solver fills in the whole solution before your eyes.');
    await shot('solve-asks');
    await page.keyboard.press('Escape');
    assert.equal(await animating(), false);
    // The Solve button asks too; going ahead shows the solver at work.
    await page.click('#solve');
    assert.ok(await page.locator('#confirm-dialog').isVisible());
    await page.click('#confirm-ok');
    await page.waitForFunction(() => window.sudokuApp.animation.active);
    await page.keyboard.press('Escape');
    // The game then finished by hand: the success card says the solution was shown.
    const { solution } = await post(page, 'solve', { puzzle: EASY, trace: false });
    await page.evaluate((digits) => {
      const app = window.sudokuApp;
      digits.forEach((digit, cell) => { if (!app.game.values[cell]) { app.selected = cell; app.enter(digit); } });
    }, solution);
    await page.waitForFunction(() => !document.querySelector('#success').hidden);
    assert.match(await page.textContent('#success-details'), /^Time \d\d:\d\d · classic 9×9 · no hints · solution shown$/);
    await shot('solved-with-help');
    await page.reload();
    await page.waitForFunction(() => window.sudokuApp?.game);
    assert.match(await page.textContent('#success-details'), / · solution shown$/, 'kept with the game');
  },

  // On a phone, Solve sits beside Hint: a tap asks first.
  async a_phone_solve_button_asks_first({ page, url, shot }) {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, url, link(EASY));
    await page.click('#solve');
    assert.ok(await page.locator('#confirm-dialog').isVisible());
    await shot('phone-solve-asks');
    await page.click('#confirm-cancel');
    assert.equal(await page.evaluate(() => window.sudokuApp.animation.active), false);
  },

  async notes_never_overlap_and_colours_have_a_dark_scheme({ page, url, shot }) {
    // data/examples/killer.txt: the cell r1c1 carries a cage's sum.
    const killer = readFileSync(path.join(root, 'data/examples/killer.txt'), 'utf8');
    await open(page, url, link(EASY));
    await page.keyboard.press('i');
    await page.fill('#import-text', killer);
    await page.click('#import-ok');
    await page.waitForFunction(() => window.sudokuApp.puzzle.variant === 'killer');
    await page.click('#candidates');
    // The sum of the cage and the corner note 1 of its cell do not meet.
    await page.evaluate(() => { const app = window.sudokuApp; app.selected = 0; for (const d of [1, 2, 3]) app.enter(d, 'corner'); });
    const first = await noteBoxes(page, 0);
    const one = first.corner.find((note) => note.digit === '1');
    assert.ok(first.sum && one && !overlap(first.sum, one), JSON.stringify(first));
    // Corner and centre notes in one cell: the corner notes go to the rim, clear of the centre.
    const cell = 40;
    await goTo(page, cell);
    await page.keyboard.press('Delete');
    for (const digit of ['1', '4', '9']) await page.keyboard.press(`Shift+Digit${digit}`);
    await page.keyboard.press('n');
    await page.keyboard.press('n');
    for (const digit of ['2', '7']) await page.keyboard.press(digit);
    let both = await noteBoxes(page, cell);
    assert.deepEqual(both.corner.map((note) => note.digit), ['1', '4', '9']);
    for (const note of both.corner) assert.ok(!overlap(note, both.centre), JSON.stringify(both));
    // Nine corner notes and centre notes: a line along the top, still clear of the centre.
    await page.keyboard.press('n');
    await page.keyboard.press('n'); // centre → colour → digit
    assert.equal((await state(page)).mode, 'digit');
    await page.evaluate((c) => { const app = window.sudokuApp; app.selected = c; for (const d of [2, 3, 5, 6, 7, 8]) app.enter(d, 'corner'); }, cell);
    both = await noteBoxes(page, cell);
    assert.equal(both.corner.length, 9);
    for (const note of both.corner) assert.ok(!overlap(note, both.centre), JSON.stringify(both));
    await shot('notes-light');
    // A colour; the dark scheme follows the system, and the bar's choice overrides it.
    await page.keyboard.press('n');
    await page.keyboard.press('n');
    await page.keyboard.press('n');
    assert.equal((await state(page)).mode, 'colour');
    await page.keyboard.press('6');
    const background = () => page.evaluate(() => [getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(document.querySelector('#board')).backgroundColor]);
    const light = await background();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    const dark = await background();
    assert.deepEqual(light, ['rgb(251, 251, 248)', 'rgb(255, 255, 255)']);
    assert.deepEqual(dark, ['rgb(20, 23, 29)', 'rgb(27, 31, 39)']);
    await shot('notes-dark');
    assert.equal(await page.evaluate((c) => window.sudokuApp.game.colours[c], cell), 6, 'coloured');
    await page.selectOption('#theme', 'light');
    assert.deepEqual(await background(), light);
    await page.reload();
    await page.waitForFunction(() => window.sudokuApp?.game);
    assert.deepEqual(await background(), light, 'the choice is kept');
    assert.equal(await page.evaluate((c) => window.sudokuApp.game.colours[c], cell), 6, 'the colour is kept');
  },

  async a_phone_has_large_keys_solve_and_import_at_hand_and_readable_notes({ page, url, shot }) {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, url, link(EASY));
    const keys = await page.locator('#pad button').evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().toJSON()));
    assert.equal(keys.length, 9);
    assert.equal(new Set(keys.map((key) => Math.round(key.y))).size, 1, 'all nine in one row');
    for (const key of keys) assert.ok(key.height >= 44 && key.width >= 38 && key.x >= 0 && key.x + key.width <= 390, JSON.stringify(key));
    for (const id of ['#solve', '#import', '#hint', '#undo', '#mode']) {
      const box = await page.locator(id).boundingBox();
      assert.ok(box.y + box.height <= 844, `${id} on the first screen: ${JSON.stringify(box)}`);
    }
    await shot('phone-9');
    // 16×16 on a phone: cells of at least 36 px, corner notes of at least 7 px, the board
    // scrolls sideways in its frame.
    await page.selectOption('#size', '16');
    await page.selectOption('#difficulty', '');
    await page.click('#new');
    await page.waitForFunction(() => window.sudokuApp.puzzle?.size === 16);
    await page.click('#candidates');
    const empties = emptiesOf(await state(page));
    const notes = await noteBoxes(page, empties[0]);
    assert.ok(notes.cell.width >= 36 && notes.fontSize >= 7, JSON.stringify(notes));
    assert.ok(await page.evaluate(() => { const wrap = document.querySelector('#board-wrap'); return wrap.scrollWidth > wrap.clientWidth && wrap.getBoundingClientRect().right <= 390; }));
    await shot('phone-16');
  },

  async small_things({ page, context, url }) {
    // A bad share link says so and brings the saved game back.
    await open(page, url, link(EASY));
    const empties = emptiesOf(await state(page));
    await goTo(page, empties[0]);
    await page.keyboard.press('7');
    await page.goto(`${url}#p=${encodeURIComponent('12x4')}&v=classic`);
    await page.reload();
    await page.waitForFunction(() => window.sudokuApp?.game);
    assert.match(await messageText(page), /^The share link holds no puzzle this board can read: link:1:3: .+\. Your saved game is back\.$/);
    assert.equal((await state(page)).values[empties[0]], 7);
    // Two tabs on two puzzles keep a game each. (A new tab opens the last game played, EASY
    // here, so the second tab opens another puzzle by its link. Were both on EASY, the link
    // pasted below would be the one still in the address bar, which changes nothing.)
    const other = await context.newPage();
    await open(other, url, link(EASY_TOO));
    const otherLine = await other.evaluate(() => window.sudokuApp.puzzle.line);
    assert.equal(otherLine, EASY_TOO);
    const otherEmpty = emptiesOf(await state(other))[0];
    await goTo(other, otherEmpty);
    await other.keyboard.press('1');
    await goTo(page, empties[1]);
    await page.keyboard.press('8');
    await page.reload();
    await page.waitForFunction(() => window.sudokuApp?.game);
    assert.equal(await page.evaluate(() => window.sudokuApp.puzzle.line), EASY);
    assert.equal((await state(page)).values[empties[1]], 8);
    await other.reload();
    await other.waitForFunction(() => window.sudokuApp?.game);
    assert.equal(await other.evaluate(() => window.sudokuApp.puzzle.line), EASY, 'the last game played opens');
    // The same puzzle in two tabs: each follows the other's moves. (A link pasted into an open
    // board changes only the hash: it asks first, as a game is in progress.)
    await pasteLink(other, otherLine);
    await other.waitForSelector('#confirm-dialog[open]');
    await other.click('#confirm-ok');
    await other.waitForFunction((line) => window.sudokuApp?.puzzle?.line === line, otherLine);
    assert.equal((await state(other)).values[otherEmpty], 1, 'its saved game');
    await pasteLink(other, EASY);
    await other.waitForSelector('#confirm-dialog[open]');
    await other.click('#confirm-ok');
    await other.waitForFunction((line) => window.sudokuApp?.puzzle?.line === line, EASY);
    await goTo(other, empties[2]);
    await other.keyboard.press('3');
    await page.waitForFunction((c) => window.sudokuApp.game.values[c] === 3, empties[2]);
    await other.close();
    // A hidden tab stops the clock, and a visible one starts it again.
    const hide = (hidden) => page.evaluate((h) => {
      Object.defineProperty(document, 'hidden', { value: h, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
    await hide(true);
    const stopped = await page.evaluate(() => window.sudokuApp.timer.milliseconds());
    await page.waitForTimeout(700);
    assert.equal(await page.evaluate(() => window.sudokuApp.timer.milliseconds()), stopped);
    await hide(false);
    await page.waitForTimeout(300);
    assert.ok((await page.evaluate(() => window.sudokuApp.timer.milliseconds())) > stopped);
    // The page has an icon.
    assert.equal(await page.getAttribute('link[rel=icon]', 'href'), 'favicon.svg');
    const icon = await page.request.get(new URL('favicon.svg', url).toString());
    assert.equal(icon.status(), 200);
    assert.equal(icon.headers()['content-type'], 'image/svg+xml');
  },

  // A board opened from a share link takes a link pasted later too: it asks first, as a game is
  // in progress, then opens it.
  async a_board_opened_from_a_link_takes_the_next_link({ page, context, url }) {
    await open(page, url);
    const drawn = await page.evaluate(() => window.sudokuApp.puzzle.line);
    assert.notEqual(drawn, EASY);
    const fresh = await context.newPage();
    await open(fresh, url, link(EASY));
    await goTo(fresh, emptiesOf(await state(fresh))[0]);
    await fresh.keyboard.press('5');
    await pasteLink(fresh, drawn);
    await fresh.waitForSelector('#confirm-dialog[open]');
    await fresh.click('#confirm-ok');
    await fresh.waitForFunction((line) => window.sudokuApp?.puzzle?.line === line, drawn);
    await fresh.close();
  },

  async status_lines_fade({ page, url }) {
    await page.clock.install();
    await open(page, url, link(EASY));
    assert.equal(await messageText(page), 'Puzzle imported.');
    await page.clock.runFor(9000);
    assert.equal(await messageText(page), '');
  },

  async hints_are_short_use_the_notes_and_name_wrong_digits({ page, url, shot }) {
    // A Killer from the empty grid: one place at level 1, a short text at level 3.
    const killer = readFileSync(path.join(root, 'data/examples/killer.txt'), 'utf8');
    await open(page, url, link(EASY));
    await page.keyboard.press('i');
    await page.fill('#import-text', killer);
    await page.click('#import-ok');
    await page.waitForFunction(() => window.sudokuApp.puzzle.variant === 'killer');
    const level = (n) => page.waitForFunction((l) => document.querySelector('#hint-text').dataset.level === l, String(n));
    await page.keyboard.press('h');
    await level(1);
    assert.match(await page.textContent('#hint-text'), /^Hint 1 of 3: Look (in|at) [^,]+\.$/);
    assert.ok((await page.locator('.cell.hint-house').count()) <= 9, 'one house lit');
    await page.keyboard.press('h');
    await level(2);
    await page.keyboard.press('h');
    await level(3);
    const three = await page.textContent('#hint-text');
    assert.ok(three.length < 400, three);
    await shot('killer-hint');
    // With notes in every cell the hint is the next step on them; once its eliminations are
    // made in the notes, the next hint is another step.
    await page.click('#candidates');
    await page.keyboard.press('h');
    await level(1);
    await page.keyboard.press('h');
    await page.keyboard.press('h');
    await level(3);
    const first = await page.textContent('#hint-text');
    const steps = await page.evaluate(async () => {
      const app = window.sudokuApp;
      const response = await fetch('api/hint', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ puzzle: app.puzzle.text, grid: app.game.values, notes: app.playerNotes(), level: 3 }) });
      return (await response.json()).steps;
    });
    assert.equal(steps.length, 1);
    await page.evaluate((step) => {
      const app = window.sudokuApp;
      for (const { cell, digit } of step.eliminations) { app.selected = cell; app.enter(digit, 'corner'); }
      for (const { cell, digit } of step.placements) { app.selected = cell; app.enter(digit, 'digit'); }
    }, steps[0]);
    await page.keyboard.press('h');
    await level(1);
    await page.keyboard.press('h');
    await page.keyboard.press('h');
    await level(3);
    assert.notEqual(await page.textContent('#hint-text'), first);
    // A wrong digit that breaks no rule is named, and marked on the board.
    await page.goto('about:blank');
    await open(page, url, link(EASY));
    const { solution } = await post(page, 'solve', { puzzle: EASY, trace: false });
    const empties = emptiesOf(await state(page));
    const [cell, digit] = await page.evaluate(([cells, solved]) => {
      const app = window.sudokuApp;
      for (const c of cells) {
        const taken = new Set([...app.game.peers[c]].map((p) => app.game.values[p]));
        const d = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((x) => !taken.has(x) && x !== solved[c]);
        if (d) return [c, d];
      }
      return [-1, 0];
    }, [empties, solution]);
    await goTo(page, cell);
    await page.keyboard.press(String(digit));
    await page.keyboard.press('h');
    await level(1);
    const name = `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
    assert.equal(await page.textContent('#hint-text'), `${name} is wrong.`);
    assert.ok(await page.locator(`.cell[data-cell="${cell}"].wrong`).isVisible());
    await page.keyboard.press('Delete');
    assert.equal(await page.locator('.cell.wrong').count(), 0);
  },

  async explain_steps_through_the_board_as_it_was({ page, url, shot }) {
    await open(page, url, link(EASY));
    await page.keyboard.press('e');
    await page.waitForFunction(() => !document.querySelector('#steps').hidden);
    assert.match(await page.textContent('#hint-text'), /Choose a step to see the board as it was then; Esc returns to your game\.$/);
    const count = await page.locator('#steps .step').count();
    const given = EASY.replace(/\./g, '').length;
    // Step k shows the digits placed by the k steps before it, and candidates as notes.
    const shown = async () => page.evaluate(() => [...document.querySelectorAll('.cell .value')].filter((v) => v.textContent).length);
    await page.click('#steps .step >> nth=0');
    assert.equal(await shown(), given);
    assert.ok(await page.locator('#board.step-view').isVisible());
    assert.ok((await page.locator('.cell .corner span').count()) > 0, 'candidates shown');
    const last = count - 1;
    await page.click(`#steps .step >> nth=${last}`);
    assert.equal(await shown(), 80, 'the last step places the last digit');
    await shot('explain-last-step');
    const middle = Math.floor(count / 2);
    await page.click(`#steps .step >> nth=${middle}`);
    const atMiddle = await shown();
    assert.ok(atMiddle > given && atMiddle < 81, String(atMiddle));
    // The player's own board is untouched, and Esc brings it back.
    assert.deepEqual((await state(page)).values, (await state(page)).givens);
    await page.keyboard.press('Escape');
    assert.ok(await page.locator('#board.step-view').count() === 0);
    assert.equal(await shown(), given);
  },

  async serves_the_players_own_collection({ page, binary, shot }) {
    // Seed 003's file: one puzzle per line, '*', '0' or '.' for blanks; a bad line is skipped
    // and counted on the terminal, and the page says which file and line each board came from.
    const folder = mkdtempSync(path.join(tmpdir(), 'sudoku-collection-'));
    const file = path.join(folder, 'mine.txt');
    const lines = readFileSync(path.join(root, 'data/collection/classic-9-easy.txt'), 'utf8').split('\n').filter((line) => line && !line.startsWith('#')).slice(0, 3);
    writeFileSync(file, `# three of mine\n${lines[0].replace(/\./g, '*')}\nnot a puzzle\n${lines[1].replace(/\./g, '0')}\n${lines[2]}\n`);
    const small = path.join(folder, 'small.txt');
    writeFileSync(small, '..4....23....4.3\n.4.........3.2.1\n');
    const { server, url, stderr } = await startServer(binary, { args: ['--collection', file, '--collection', small] });
    try {
      // (stderr is written before the address, but its pipe may be read after stdout's)
      for (let wait = 0; wait < 50 && !stderr().includes('skipped'); wait++) await page.waitForTimeout(20);
      assert.match(stderr(), /mine\.txt: 1 line skipped \(the first: .*mine\.txt:3:1: /);
      await open(page, url);
      const message = await messageText(page);
      const where = /^A new (easy|medium|hard|expert|extreme|unrated) puzzle \((.*mine\.txt), line (\d+)\)\.$/.exec(message);
      assert.ok(where, message);
      assert.equal(where[2], 'mine.txt'); // the file's name: the whole path is the info line's title
      const expected = { 2: lines[0], 4: lines[1], 5: lines[2] }[where[3]];
      assert.equal(await page.evaluate(() => window.sudokuApp.puzzle.line), expected);
      assert.match(await page.textContent('#info'), new RegExp(`· mine\\.txt, line ${where[3]}$`));
      assert.equal(await page.getAttribute('#info', 'title'), `${file}, line ${where[3]}`);
      await shot('own-collection');
      // New draws another board of the file (nothing played yet, so nothing is asked).
      await Promise.all([page.waitForResponse(/api\/random/), page.keyboard.press('r')]);
      await page.waitForFunction((line) => /^A new /.test(document.querySelector('#message').textContent) && !document.querySelector('#message').textContent.includes(`line ${line})`), where[3]);
      const second = /line (\d+)\)\.$/.exec(await messageText(page));
      assert.ok(second && second[1] !== where[3] && ['2', '4', '5'].includes(second[1]), await messageText(page));
      // What the collection holds, for the page's menus.
      const held = await (await page.request.get(new URL('api/collection', url).toString())).json();
      assert.deepEqual(held.files, [{ file, puzzles: 3, skipped: 1 }, { file: small, puzzles: 2, skipped: 0 }]);
      assert.deepEqual(held.kinds, [{ variant: 'classic', size: 9, puzzles: 3 }, { variant: 'classic', size: 4, puzzles: 2 }]);
      // The menus start on what the files hold, at any difficulty; size 4 draws from the other file.
      assert.equal(await page.inputValue('#difficulty'), '');
      await page.selectOption('#size', '4');
      await Promise.all([page.waitForResponse(/api\/random/), page.keyboard.press('r')]);
      await page.waitForFunction(() => window.sudokuApp.puzzle.size === 4);
      assert.match(await messageText(page), /^A new \w+ puzzle \(.*small\.txt, line [12]\)\.$/);
    } finally {
      await stopServer(server);
    }
  },

  // Issue 41: a long --collection path pushed the tool panel below the board and the pad off
  // the screen (a phone grew to 649 px wide); the pad was cut off at 1280×720 and 1366×768, the
  // success card's buttons at 1280×800, and a phone on its side got a 220-px board.
  async the_board_pad_and_success_card_fit_every_screen({ browser, binary, artifacts }) {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'sudoku-layout-')), 'a folder of puzzles with a rather long name', 'and another one inside it');
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, 'my-favourite-classic-puzzles-cut-from-the-sunday-newspaper.txt');
    writeFileSync(file, `${EASY}\n`);
    const { server, url } = await startServer(binary, { args: ['--collection', file] });
    try {
      for (const { width, height, phone } of VIEWPORTS) {
        const context = await browser.newContext({ viewport: { width, height }, isMobile: !!phone, hasTouch: !!phone });
        const page = await context.newPage();
        try {
          const where = `${width}×${height}`;
          await open(page, url);
          assert.equal(await page.evaluate(() => window.sudokuApp.puzzle.line), EASY);
          assert.deepEqual(await outsideTheViewport(page, ['#board', '#pad']), [], where);
          const board = await page.locator('#board').boundingBox();
          assert.ok(board.width >= Math.min(width, height) * 0.65, `${where}: a board of ${board.width} px`);
          if (!phone) {
            const panel = await page.locator('.panel').boundingBox();
            assert.ok(panel.x >= board.x + board.width, `${where}: the tools beside the board`);
          }
          await page.screenshot({ path: path.join(artifacts, `the_board_pad_and_success_card_fit_every_screen-${width}x${height}.png`) });
          await fillIn(page, (await post(page, 'solve', { puzzle: EASY, trace: false })).solution);
          await page.waitForSelector('#success:not([hidden])');
          assert.deepEqual(await outsideTheViewport(page, ['#board', '#success-new', '#success-generate']), [], `${where}, solved`);
          await page.screenshot({ path: path.join(artifacts, `the_board_pad_and_success_card_fit_every_screen-${width}x${height}-solved.png`) });
        } finally {
          await context.close();
        }
      }
    } finally {
      await stopServer(server);
    }
  },

  // Issue 41: the focus ring of the selected cell was cut to two edges by its neighbours, in
  // orange on pale blue (1.20:1), and a click showed no ring at all: the selection vanished
  // on a cell in conflict or inside a hint's area, whose background hides the selection's.
  async the_selection_ring_shows_whole_over_conflicts_and_hints({ page, url, shot }) {
    await open(page, url, link(EASY));
    const middle = '.cell[data-cell="40"]'; // r5c5, in the middle of its box; r5 has a 5
    await page.click(middle);
    assert.deepEqual(await edgesUnmarked(page, middle, 2.5), [], 'selected by a click');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    assert.deepEqual(await edgesUnmarked(page, middle, 2.5), [], 'selected by keys');
    await page.keyboard.press('5');
    assert.ok(await page.locator(`${middle}.conflict`).count());
    assert.deepEqual(await edgesUnmarked(page, middle, 2.5), [], 'in conflict');
    await shot('conflict');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('h');
    await page.waitForSelector('.cell.hint-house, .cell.hint-cell');
    const hinted = await page.getAttribute('.cell.hint-cell, .cell.hint-house', 'data-cell');
    await page.click(`.cell[data-cell="${hinted}"]`);
    assert.deepEqual(await edgesUnmarked(page, `.cell[data-cell="${hinted}"]`, 2.5), [], 'inside the hint\'s area');
    await page.locator('#theme').selectOption('dark');
    assert.deepEqual(await edgesUnmarked(page, `.cell[data-cell="${hinted}"]`, 2.5), [], 'dark, inside the hint\'s area');
    await shot('hint-area-dark');
  },

  // Issue 41: Explain's marker of the chosen step was cut by the list's frame, and on a phone,
  // where the list is under the board, choosing a step left the board scrolled away.
  async explain_marks_its_step_whole_and_keeps_the_board_in_sight_on_a_phone({ page, url, browser, artifacts, shot }) {
    await open(page, url, link(EASY));
    await page.keyboard.press('e');
    await page.waitForFunction(() => !document.querySelector('#steps').hidden);
    await page.click('#steps .step >> nth=2');
    const paper = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.deepEqual(await edgesUnmarked(page, '#steps .step.current', 1, paper), [], 'the step marked on every edge');
    await shot('step');
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const onPhone = await phone.newPage();
      await open(onPhone, url, link(EASY));
      await onPhone.tap('#explain');
      await onPhone.waitForFunction(() => !document.querySelector('#steps').hidden);
      const step = onPhone.locator('#steps .step >> nth=6');
      await step.scrollIntoViewIfNeeded();
      await step.tap();
      await onPhone.waitForSelector('#board.step-view');
      const inSight = (selector) => onPhone.evaluate((s) => {
        const r = document.querySelector(s).getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight;
      }, selector);
      assert.ok(await inSight('#board'), 'the board in sight');
      assert.ok(await inSight('#steps .step.current'), 'the chosen step in sight');
      await onPhone.screenshot({ path: path.join(artifacts, 'explain_marks_its_step_whole_and_keeps_the_board_in_sight_on_a_phone-phone.png') });
    } finally {
      await phone.close();
    }
  },

  // Issue 41: Import refused the board's own share link (a Killer's: "digit h (17) is too
  // large for a 11×11 grid") and a line with leading spaces, and a Killer's table without its
  // rules advised a command-line flag rather than the dialog's own Variant list.
  async import_takes_its_own_share_link_and_indented_lines_and_speaks_of_the_variant_list({ page, url, binary }) {
    const killer = readFileSync(path.join(root, 'data/examples/killer.txt'), 'utf8');
    const killerLine = execFileSync(binary, ['show', '-', '--format', 'line'], { input: killer }).toString().trim().split('\n').at(-1);
    await open(page, url, link(killerLine, 'killer'));
    await page.waitForFunction(() => window.sudokuApp.puzzle.variant === 'killer');
    await page.keyboard.press('x');
    const shared = await page.inputValue('#export-link');
    await page.keyboard.press('Escape');
    await open(page, url, link(EASY));
    const importText = async (text) => {
      await page.keyboard.press('i');
      await page.fill('#import-text', text);
      await page.click('#import-ok');
    };
    await importText(`${shared}\n`);
    await page.waitForFunction(() => window.sudokuApp.puzzle.variant === 'killer', null, { timeout: 3000 }).catch(() => {});
    assert.equal(await page.textContent('#import-error'), '');
    assert.deepEqual(await page.evaluate(() => [window.sudokuApp.puzzle.variant, window.sudokuApp.puzzle.line]), ['killer', killerLine]);
    await importText(`   ${EASY_TOO}  `);
    await page.waitForFunction((line) => window.sudokuApp.puzzle.line === line, EASY_TOO, { timeout: 3000 }).catch(() => {});
    assert.equal(await page.textContent('#import-error'), '');
    assert.equal(await page.evaluate(() => window.sudokuApp.puzzle.line), EASY_TOO);
    const table = execFileSync(binary, ['show', '-', '--format', 'pretty'], { input: killer }).toString();
    await importText(table);
    await page.waitForFunction(() => document.querySelector('#import-error').textContent !== '');
    assert.equal(await page.textContent('#import-error'), "pasted:1:2: a cage total in the table: a Killer? name its rules with the Variant list below (killer) or a 'variant: killer' header");
    await page.selectOption('#import-variant', 'killer');
    await page.click('#import-ok');
    await page.waitForFunction((line) => window.sudokuApp.puzzle.line === line, killerLine);
  },

  async imports_tables_and_its_own_pretty_output({ page, url, binary }) {
    // The common hand-written table, and what `sudoku solve --format pretty` prints.
    await open(page, url, link(EASY));
    const rows = ['5 3 . | . 7 . | . . .', '6 . . | 1 9 5 | . . .', '. 9 8 | . . . | . 6 .', '------+-------+------',
      '8 . . | . 6 . | . . 3', '4 . . | 8 . 3 | . . 1', '7 . . | . 2 . | . . 6', '------+-------+------',
      '. 6 . | . . . | 2 8 .', '. . . | 4 1 9 | . . 5', '. . . | . 8 . | . 7 9'];
    await page.keyboard.press('i');
    await page.fill('#import-text', rows.join('\n'));
    await page.click('#import-ok');
    await page.waitForFunction(() => window.sudokuApp.puzzle.line.startsWith('53..7'));
    assert.equal(await page.evaluate(() => window.sudokuApp.puzzle.line), '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
    const pretty = execFileSync(binary, ['show', '-', '--format', 'pretty'], { input: `${EASY}\n` }).toString();
    assert.match(pretty, /^\+---/);
    await page.keyboard.press('i');
    await page.fill('#import-text', pretty);
    await page.click('#import-ok');
    await page.waitForFunction((line) => window.sudokuApp.puzzle.line === line, EASY);
    assert.equal(await messageText(page), 'Puzzle imported.');
    // A table with a row too long is refused where the mistake is.
    await page.keyboard.press('i');
    await page.fill('#import-text', rows.map((row, index) => (index === 6 ? `${row} 4` : row)).join('\n'));
    await page.click('#import-ok');
    await page.waitForFunction(() => document.querySelector('#import-error').textContent !== '');
    assert.equal(await page.textContent('#import-error'), 'pasted:7:23: row 6 has 10 cells, expected 9');
  },

  async a_generated_puzzle_names_its_whole_seed({ page, url }) {
    // A 64-bit seed comes as a string, so the page shows every digit of it.
    await open(page, url, link(EASY));
    const reply = await post(page, 'generate', { size: 4, seed: '18446744073709551615' });
    assert.equal(reply.seed, '18446744073709551615');
    const again = await post(page, 'generate', { size: 4, seed: reply.seed });
    assert.deepEqual(again.puzzle, reply.puzzle);
  },
};
