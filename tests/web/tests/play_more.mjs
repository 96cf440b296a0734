// Browser tests, one function each. The ways of playing that SudokuPad, sudoku.coach and HoDoKu
// players expect (issue 41, part 2): several cells selected at once, keys for each note kind,
// digit first, the focused digit lit in the notes, finished digits greyed, several colours a
// cell, the hint drawn and applied, auto notes that respect cages and keep eliminations, the
// settings, and Copy on the export dialog.
import { assert, EASY, emptiesOf, goTo, link, open, post, state } from '../helpers.mjs';

// The extreme classic of docs/api.md, midway: its first hint only eliminates (pointing: 9 from r7c9).
const POINTING = '126.45.9..5896.142.49...5.683.6..4..4718..6..69..74.8.2.4.3..6.963...7.45.74.6..3';
// A 6×6 Killer: cage c is the one cell r2c1 (5), cage e is r3c1, r3c2, r4c2 (7: only 1, 2, 4).
const KILLER = 'aaabbbcaddbbeeffghiejjghiddkkhillkkh a=12,b=18,c=5,d=14,e=7,f=11,g=5,h=15,i=10,j=9,k=13,l=7';

const centreOf = (page, cell) => page.locator(`.cell[data-cell="${cell}"]`).evaluate((element) => {
  const r = element.getBoundingClientRect();
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
});
const selection = (page) => page.evaluate(() => window.sudokuApp.selectedCells());
const colours = (page, cell) => page.evaluate((c) => window.sudokuApp.game.colours[c], cell);

async function drag(page, from, to) {
  const start = await centreOf(page, from);
  const end = await centreOf(page, to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move((start.x + end.x) / 2, (start.y + end.y) / 2, { steps: 4 });
  await page.mouse.move(end.x, end.y, { steps: 4 });
  await page.mouse.up();
}

async function setSetting(page, name, on) {
  await page.keyboard.press('s');
  const box = page.locator(`#settings-dialog input[data-setting="${name}"]`);
  if ((await box.isChecked()) !== on) await box.click();
  await page.click('#settings-dialog button[value=close]');
}

async function hintAtLevel3(page) {
  for (const level of ['1', '2', '3']) {
    await Promise.all([page.waitForResponse(/api\/hint/), page.keyboard.press('h')]);
    await page.waitForFunction((l) => document.querySelector('#hint-text').dataset.level === l, level);
  }
}

export const tests = {
  async several_cells_take_digits_notes_and_colours_at_once({ page, url, shot }) {
    await open(page, url, link(EASY));
    // Row 1 is ". 2 . . . . . 1 .": a drag from r1c3 to r1c6 selects the four cells between.
    await drag(page, 2, 5);
    assert.deepEqual(await selection(page), [2, 3, 4, 5]);
    assert.equal(await page.locator('.cell.in-selection').count(), 3, 'the focused cell has its own ring');
    assert.equal(await page.locator('.cell[aria-selected=true]').count(), 4);
    await page.keyboard.press('9');
    assert.deepEqual((await state(page)).values.slice(0, 6), [0, 2, 9, 9, 9, 9]);
    await page.keyboard.press('9'); // every cell has it: it goes from all
    assert.deepEqual((await state(page)).values.slice(0, 6), [0, 2, 0, 0, 0, 0]);
    await page.keyboard.press('Control+z');
    assert.deepEqual((await state(page)).values.slice(0, 6), [0, 2, 9, 9, 9, 9], 'one undo step for the four');
    await page.keyboard.press('Delete');
    assert.deepEqual((await state(page)).values.slice(0, 6), [0, 2, 0, 0, 0, 0]);
    // Ctrl+click adds r1c1 and the given r1c2 (a digit leaves the given alone); Shift+click r2c1.
    await page.click('.cell[data-cell="0"]', { modifiers: ['Control'] });
    await page.click('.cell[data-cell="1"]', { modifiers: ['Control'] });
    await page.click('.cell[data-cell="9"]', { modifiers: ['Shift'] });
    assert.deepEqual(await selection(page), [0, 1, 2, 3, 4, 5, 9]);
    await page.click('.cell[data-cell="1"]', { modifiers: ['Control'] }); // Ctrl on a selected cell: out
    assert.deepEqual(await selection(page), [0, 2, 3, 4, 5, 9]);
    // Notes of both kinds into every selected cell; one lacking a note gets it, none loses it.
    await page.keyboard.press('Shift+Digit3');
    await page.keyboard.press('Control+Digit4');
    let now = await state(page);
    for (const cell of [0, 2, 3, 4, 5, 9]) {
      assert.deepEqual(now.corner[cell], [3], `corner note in ${cell}`);
      assert.deepEqual(now.centre[cell], [4], `centre note in ${cell}`);
    }
    assert.equal(now.mode, 'digit', 'the keys leave the mode alone');
    await page.keyboard.press('Escape');
    assert.deepEqual(await selection(page), [9]);
    await page.keyboard.press('Shift+Digit3'); // one cell: the note goes from it alone
    await page.keyboard.press('Shift+ArrowUp'); // extends to r1c1
    assert.deepEqual(await selection(page), [0, 9]);
    await page.keyboard.press('Shift+Digit3'); // r1c1 has it, r2c1 not: both get it
    now = await state(page);
    assert.deepEqual([now.corner[0], now.corner[9]], [[3], [3]]);
    // Colours too, given cells included.
    await page.click('.cell[data-cell="1"]', { modifiers: ['Shift'] });
    await page.keyboard.press('n');
    await page.keyboard.press('n');
    await page.keyboard.press('n');
    await page.keyboard.press('6');
    assert.deepEqual([await colours(page, 0), await colours(page, 1), await colours(page, 9)], [[6], [6], [6]]);
    await shot('selection');
  },

  async ctrl_digit_is_a_centre_note_and_digit_first_enters_by_clicks({ page, url, shot }) {
    await open(page, url, link(EASY));
    await goTo(page, 2);
    await page.keyboard.press('Control+Digit7');
    await page.keyboard.press('Control+Digit5');
    await page.keyboard.press('Shift+Digit1');
    let now = await state(page);
    assert.deepEqual([now.values[2], now.corner[2], now.centre[2]], [0, [1], [5, 7]]);
    assert.match(await page.getAttribute('.cell[data-cell="2"]', 'aria-label'), /corner notes 1, centre notes 5 7$/);
    // Digit first: the pad holds a digit, clicks and a drag put it in the cells.
    await setSetting(page, 'digitFirst', true);
    await page.click('#pad button >> nth=5');
    assert.equal(await page.getAttribute('#pad button >> nth=5', 'aria-pressed'), 'true');
    await page.click('.cell[data-cell="0"]');
    await drag(page, 3, 5);
    now = await state(page);
    assert.deepEqual(now.values.slice(0, 6), [6, 2, 0, 6, 6, 6]);
    assert.deepEqual(await page.locator('.cell.same').evaluateAll((cells) => cells.map((c) => Number(c.dataset.cell))).then((list) => list.filter((c) => c < 6)), [0, 3, 4, 5], 'the held digit is lit');
    await page.click('.cell[data-cell="4"]'); // the held digit again takes it out
    assert.equal((await state(page)).values[4], 0);
    await page.keyboard.press('n'); // corner notes by clicks
    await page.click('.cell[data-cell="4"]');
    assert.deepEqual((await state(page)).corner[4], [6]);
    await shot('digit-first');
    await page.keyboard.press('Escape'); // lets the digit go: a click selects again
    assert.equal(await page.getAttribute('#pad button >> nth=5', 'aria-pressed'), 'false');
    await page.click('.cell[data-cell="8"]');
    assert.equal((await state(page)).values[8], 0);
    // The setting is kept.
    await page.reload();
    await page.waitForFunction(() => window.sudokuApp?.game);
    assert.equal(await page.evaluate(() => window.sudokuApp.settings.digitFirst), true);
    // On 16×16 Ctrl+letter on the board is a centre note of that digit.
    await page.selectOption('#size', '16');
    await page.selectOption('#difficulty', '');
    await page.click('#new');
    await page.click('#confirm-ok'); // a game is in progress: New asks first
    await page.waitForFunction(() => window.sudokuApp.puzzle?.size === 16);
    const cell = emptiesOf(await state(page))[1];
    await page.click(`.cell[data-cell="${cell}"]`);
    await page.keyboard.press('Control+b');
    await page.keyboard.press('Control+Digit2');
    now = await state(page);
    assert.deepEqual([now.values[cell], now.centre[cell]], [0, [2, 11]]);
  },

  async the_focused_digit_is_lit_in_notes_and_finished_digits_grey({ page, url, shot }) {
    await open(page, url, link(EASY));
    const { solution } = await post(page, 'solve', { puzzle: EASY, trace: false });
    // r1c2 holds the given 2: cells whose notes hold a 2 are lit, their note in bold.
    await page.evaluate(() => {
      const app = window.sudokuApp;
      app.selection = new Set([0, 2, 3]);
      app.selected = 0;
      app.enter(2, 'corner');
      app.selection = new Set([3]);
      app.selected = 3;
      app.enter(8, 'corner');
      app.selection = new Set([4]);
      app.selected = 4;
      app.enter(2, 'centre');
    });
    await page.click('.cell[data-cell="1"]');
    const lit = await page.locator('.cell.note-same').evaluateAll((cells) => cells.map((c) => Number(c.dataset.cell)));
    assert.deepEqual(lit, [0, 2, 3, 4]);
    assert.deepEqual(await page.locator('.cell[data-cell="3"] .corner span.lit').allTextContents(), ['2']);
    await shot('notes-lit');
    await page.click('.cell[data-cell="7"]'); // a 1: none of the notes
    assert.equal(await page.locator('.cell.note-same').count(), 0);
    // Every 5 placed: the pad's 5 is greyed, and says so.
    await page.evaluate((digits) => {
      const app = window.sudokuApp;
      digits.forEach((digit, cell) => {
        if (digit === 5 && !app.game.values[cell]) {
          app.selected = cell;
          app.selection = new Set([cell]);
          app.enter(5);
        }
      });
    }, solution);
    const finished = await page.locator('#pad button.finished').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    assert.deepEqual(finished.filter((name) => name.startsWith('digit 5')), ['digit 5, all 9 placed']);
    await shot('finished-digit');
    await setSetting(page, 'finishedGreyed', false);
    assert.equal(await page.locator('#pad button.finished').count(), 0);
    await setSetting(page, 'notesLit', false);
    await page.click('.cell[data-cell="1"]');
    assert.equal(await page.locator('.cell.note-same').count(), 0);
  },

  async a_cell_takes_several_colours_kept_in_the_saved_game({ page, url, shot }) {
    await open(page, url, link(EASY));
    await goTo(page, 10);
    for (let i = 0; i < 3; i++) await page.keyboard.press('n');
    await page.keyboard.press('2');
    await page.keyboard.press('5');
    await page.keyboard.press('7');
    assert.deepEqual(await colours(page, 10), [2, 5, 7]);
    const cell = page.locator('.cell[data-cell="10"]');
    assert.ok(await cell.evaluate((c) => c.classList.contains('several-colours')));
    assert.match(await cell.evaluate((c) => c.style.getPropertyValue('--segments')), /^conic-gradient\(from 45deg, var\(--colour-2\) 0\.00% 33\.33%, var\(--colour-5\) 33\.33% 66\.67%, var\(--colour-7\) 66\.67% 100\.00%\)$/);
    assert.match(await cell.getAttribute('aria-label'), /colours 2, 5 and 7/);
    await shot('colours');
    await page.reload();
    await page.waitForFunction(() => window.sudokuApp?.game);
    assert.deepEqual(await colours(page, 10), [2, 5, 7], 'kept in the saved game');
    await page.evaluate(() => { window.sudokuApp.selected = 10; window.sudokuApp.selection = new Set([10]); window.sudokuApp.mode = 'colour'; });
    await page.keyboard.press('5');
    assert.deepEqual(await colours(page, 10), [2, 7]);
    await page.keyboard.press('Delete');
    assert.deepEqual(await colours(page, 10), []);
    await page.keyboard.press('Control+z');
    assert.deepEqual(await colours(page, 10), [2, 7]);
    // A game saved with one colour a cell, as a number, opens with it.
    await page.evaluate(() => {
      const games = JSON.parse(localStorage.getItem('sudoku-board-games-v2'));
      const id = localStorage.getItem('sudoku-board-last-v2').replace(/"/g, '');
      games[id].colours = games[id].colours.map((list, cell) => (cell === 11 ? 3 : 0));
      games[id].undo = [[{ field: 'colours', cell: 11, before: 0, after: 3 }]];
      localStorage.setItem('sudoku-board-games-v2', JSON.stringify(games));
    });
    await page.reload();
    await page.waitForFunction(() => window.sudokuApp?.game);
    assert.deepEqual([await colours(page, 10), await colours(page, 11)], [[], [3]]);
    await page.keyboard.press('Control+z');
    assert.deepEqual(await colours(page, 11), []);
  },

  async the_hint_is_drawn_on_the_board_and_applied({ page, url, shot }) {
    // A placement: Apply writes the digit.
    await open(page, url, link(EASY));
    await hintAtLevel3(page);
    assert.equal(await page.getAttribute('#hint-apply', 'aria-label'), 'Apply the hint: place 5 in r1c3');
    await page.click('#hint-apply');
    assert.equal((await state(page)).values[2], 5);
    assert.ok(await page.locator('#hint-apply').isHidden());
    // An elimination (the page loaded afresh with the other puzzle's link).
    await page.goto('about:blank');
    await open(page, url, link(POINTING));
    await hintAtLevel3(page);
    assert.ok(await page.locator('#hint-apply').isVisible());
    assert.equal(await page.getAttribute('#hint-apply', 'aria-label'), 'Apply the hint: remove 9 from r7c9');
    // r7c9 has no notes: its candidates are drawn, the 9 struck out.
    assert.deepEqual(await page.locator('.cell[data-cell="62"] .corner span.eliminated').allTextContents(), ['9']);
    assert.ok(await page.locator('.cell[data-cell="62"]').evaluate((c) => c.classList.contains('hint-cell')));
    await shot('hint-drawn');
    const { solution } = await post(page, 'solve', { puzzle: POINTING, trace: false });
    await page.click('#hint-apply');
    let now = await state(page);
    const full = await page.evaluate(() => {
      const app = window.sudokuApp;
      const taken = new Set([...app.game.peers[62]].map((peer) => app.game.values[peer]));
      return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !taken.has(d));
    });
    assert.ok(full.includes(9) && full.includes(solution[62]));
    assert.deepEqual(now.corner[62], full.filter((d) => d !== 9));
    assert.ok(await page.locator('#hint-apply').isHidden());
    assert.equal(await page.locator('.corner span.eliminated').count(), 0);
    assert.match(await page.textContent('#message'), /^Hint applied: remove 9 from r7c9\.$/);
    // The next hint goes on to the next step (claiming: 8 from r7c6 and r9c5); with notes in
    // every cell (auto notes, which keep the 9 out of r7c9), Apply takes the 8 out of them.
    await page.keyboard.press('c');
    const before = await state(page);
    assert.ok(!before.corner[62].includes(9) && before.corner[59].includes(8) && before.corner[76].includes(8));
    await hintAtLevel3(page);
    assert.match(await page.textContent('#hint-text'), /^Hint 3 of 3: Claiming: 8 in row 8 can only go in box 8, so remove 8 from r7c6 and r9c5\./);
    assert.deepEqual(await page.locator('.cell[data-cell="59"] .corner span.eliminated').allTextContents(), ['8']);
    await page.click('#hint-apply');
    now = await state(page);
    assert.deepEqual(now.corner[59], before.corner[59].filter((d) => d !== 8));
    assert.deepEqual(now.corner[76], before.corner[76].filter((d) => d !== 8));
    await page.keyboard.press('Control+z');
    assert.deepEqual((await state(page)).corner[59], before.corner[59], 'one undo step');
  },

  async auto_notes_respect_cages_and_keep_eliminations_and_export_copies({ page, context, url, shot }) {
    await open(page, url, link(KILLER, 'killer'));
    await page.waitForFunction(() => window.sudokuApp.puzzle.variant === 'killer');
    await page.click('#candidates');
    let now = await state(page);
    assert.deepEqual(now.corner[6], [5], 'cage c: 5 in one cell');
    for (const cell of [12, 13, 19]) assert.deepEqual(now.corner[cell], [1, 2, 4], `cage e (7 in three cells) at ${cell}`);
    assert.deepEqual([now.corner[16], now.corner[22]], [[1, 2, 3, 4], [1, 2, 3, 4]], 'cage g: 5 in two cells');
    // The player's own elimination stays out when the notes are filled again.
    await goTo(page, 12);
    await page.keyboard.press('Shift+Digit4');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Shift+Digit4');
    assert.deepEqual((await state(page)).corner[12], [1, 2]);
    await page.keyboard.press('c');
    assert.deepEqual((await state(page)).corner[12], [1, 2]);
    await shot('cage-notes');
    // Without keeping, every candidate comes back; without cages, every digit the houses allow.
    await setSetting(page, 'keepEliminations', false);
    await page.keyboard.press('c');
    assert.deepEqual((await state(page)).corner[12], [1, 2, 4]);
    await setSetting(page, 'cageNotes', false);
    await page.keyboard.press('c');
    now = await state(page);
    assert.deepEqual([now.corner[6], now.corner[12]], [[1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6]]);
    // Export: Copy puts the share link on the clipboard.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.keyboard.press('x');
    await page.click('button[data-copy="export-link"]');
    await page.waitForFunction(() => document.querySelector('#export-copied').textContent !== '');
    assert.equal(await page.textContent('#export-copied'), 'The share link copied.');
    const shared = await page.inputValue('#export-link');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), shared);
    await page.click('button[data-copy="export-line"]');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await page.inputValue('#export-line'));
    await shot('export-copy');
  },
};
