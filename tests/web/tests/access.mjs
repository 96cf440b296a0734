// Browser tests, one function each. What a screen reader hears: each cell's accessible name says
// its box or region, diagonal, cage and total, digit, notes and colour, and its mistakes; each
// change is announced in a live region.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assert, EASY, goTo, link, open, root } from '../helpers.mjs';

const nameOf = (page, cell) => page.getAttribute(`.cell[data-cell="${cell}"]`, 'aria-label');
const announced = async (page) => (await page.textContent('#announce')).trim();

export const tests = {
  async screen_readers_hear_conflicts_wrong_digits_colours_cages_and_regions({ page, url }) {
    // Issue 41: a conflict, a wrong digit, a colour, a cage's total or a region was seen only.
    await open(page, url, link(EASY));
    assert.equal(await nameOf(page, 0), 'r1c1, box 1, empty');
    await goTo(page, 0);
    await page.keyboard.press('2'); // r1c2 holds a 2
    assert.equal(await nameOf(page, 0), 'r1c1, box 1, 2, in conflict with r1c2');
    assert.equal(await nameOf(page, 1), 'r1c2, box 1, given 2, in conflict with r1c1');
    assert.equal(await announced(page), 'r1c1, box 1, 2, in conflict with r1c2');
    assert.equal(await page.getAttribute('#announce', 'aria-live'), 'polite');
    await page.keyboard.press('Delete');
    assert.equal(await announced(page), 'r1c1, box 1, empty');
    // A wrong digit, with the check on: one that keeps the rules at r1c1 but is not the solution's.
    await page.check('#check-mode');
    await page.waitForFunction(() => window.sudokuApp.solution);
    const wrong = await page.evaluate(() => {
      const app = window.sudokuApp;
      const taken = new Set([...app.game.peers[0]].map((peer) => app.game.values[peer]));
      return [1, 2, 3, 4, 5, 6, 7, 8, 9].find((digit) => !taken.has(digit) && digit !== app.solution[0]);
    });
    await goTo(page, 0);
    await page.keyboard.press(String(wrong));
    await page.waitForFunction(() => document.querySelectorAll('.cell.wrong').length === 1);
    assert.equal(await nameOf(page, 0), `r1c1, box 1, ${wrong}, wrong`);
    await page.uncheck('#check-mode');
    // A colour, and notes.
    await page.keyboard.press('Delete');
    for (let i = 0; i < 3; i++) await page.keyboard.press('n'); // digit → corner → centre → colour
    await page.keyboard.press('4');
    assert.equal(await nameOf(page, 0), 'r1c1, box 1, empty, colour 4');
    assert.equal(await announced(page), 'r1c1, box 1, empty, colour 4');
    await page.keyboard.press('n');
    await page.keyboard.press('Shift+Digit5');
    assert.equal(await nameOf(page, 0), 'r1c1, box 1, empty, corner notes 5, colour 4');

    // Killer: the cage and its total, and a total broken. 6×6; cage c is r2c1 alone (5).
    const killer = 'aaabbbcaddbbeeffghiejjghiddkkhillkkh a=12,b=18,c=5,d=14,e=7,f=11,g=5,h=15,i=10,j=9,k=13,l=7';
    await page.evaluate((hash) => { window.location.hash = hash; }, link(killer, 'killer'));
    await page.click('#confirm-ok');
    await page.waitForFunction(() => window.sudokuApp.puzzle.variant === 'killer');
    assert.equal(await nameOf(page, 6), 'r2c1, box 1, cage 5 of 1 cell, empty');
    assert.equal(await nameOf(page, 0), 'r1c1, box 1, cage 12 of 4 cells, empty');
    await goTo(page, 6);
    await page.keyboard.press('6');
    assert.equal(await nameOf(page, 6), 'r2c1, box 1, cage 5 of 1 cell, 6, cage total 5 broken');
    assert.equal(await announced(page), 'r2c1, box 1, cage 5 of 1 cell, 6, cage total 5 broken');

    // Jigsaw regions and the diagonals of Sudoku X.
    const jigsaw = readFileSync(path.join(root, 'data/examples/jigsaw.txt'), 'utf8');
    await page.evaluate(() => window.sudokuApp.dialogs.openImport());
    await page.fill('#import-text', jigsaw);
    await page.click('#import-ok');
    await page.waitForFunction(() => window.sudokuApp.puzzle.variant === 'jigsaw');
    const region = await page.evaluate(() => window.sudokuApp.puzzle.regions[0] + 1);
    assert.match(await nameOf(page, 0), new RegExp(`^r1c1, region ${region}, `));
    await page.evaluate((hash) => { window.location.hash = hash; }, link(EASY, 'x'));
    await page.waitForFunction(() => window.sudokuApp.puzzle.variant === 'x');
    assert.equal(await nameOf(page, 0), 'r1c1, box 1, on a diagonal, empty');
    assert.equal(await nameOf(page, 1), 'r1c2, box 1, given 2');
  },
};
