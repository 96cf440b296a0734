// Browser tests, one function each. The solver's animation, and Solve asked for before it gives the
// game away.
import { assert, EASY, emptiesOf, link, messageText, open, post, state } from '../helpers.mjs';

export const tests = {
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
    assert.match(await messageText(page), /^Solver: solved \(\d+ nodes, \d+ guesses\)\. Esc returns to your game\.$/);
    // The API's snake_case statuses are said in words.
    const said = await page.evaluate(async () => {
      const { statusInWords } = await import(new URL('js/api.js', location.href).href);
      return ['no_solution', 'budget_spent', 'solved', undefined].map(statusInWords);
    });
    assert.deepEqual(said, ['no solution', 'budget spent', 'solved', '']);
    const empty = await page.evaluate(() => [...document.querySelectorAll('.cell .value')].filter((v) => !v.textContent).length);
    assert.equal(empty, 0);
    assert.equal(await page.locator('.cell.solver').count(), 81 - EASY.replace(/\./g, '').length);
    await shot('solved');
    await page.keyboard.press('Escape');
    assert.equal(await messageText(page), 'Back to your game.');
    assert.equal(await page.locator('.cell.solver').count(), 0);
  },

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
};
