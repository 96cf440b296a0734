// The browser tests, one function each: what a person does at the board, checked on the page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assert, goTo, link, messageText, open, post, state } from './helpers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// From data/collection/classic-9-easy.txt (line 3).
const EASY = '.2.....1........5..8.257..9916....8....5...645...8...3...6.1...3.1.......4..93...';

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
};
