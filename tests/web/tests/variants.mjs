// Browser tests, one function each. Variant puzzles and large grids drawn and checked: Killer cages
// and their totals, X, jigsaw, 16×16 and 25×25.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assert, EASY, goTo, link, messageText, open, post, root, state } from '../helpers.mjs';

export const tests = {
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
};
