// Browser tests, one function each. Playing the grid: digits, notes, colours, undo, the keys, pause
// and restart, and the small things a player meets on the way.
import { assert, EASY, EASY_TOO, emptiesOf, goTo, link, messageText, open, pasteLink, post, state } from '../helpers.mjs';

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
    assert.deepEqual(await page.evaluate((c) => window.sudokuApp.game.colours[c], first), [4]);
    assert.ok(await page.locator(`.cell[data-cell="${first}"]`).evaluate((cell) => cell.classList.contains('colour-4')));
    await page.keyboard.press('Control+z');
    assert.deepEqual(await page.evaluate((c) => window.sudokuApp.game.colours[c], first), []);
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
    assert.match(await conflict.getAttribute('aria-label'), /, in conflict with r\dc\d( and r\dc\d)*$/);
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

  async status_lines_fade({ page, url }) {
    await page.clock.install();
    await open(page, url, link(EASY));
    assert.equal(await messageText(page), 'Puzzle imported.');
    await page.clock.runFor(9000);
    assert.equal(await messageText(page), '');
  },
};
