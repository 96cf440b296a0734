// Browser tests, one function each. Hints and Explain: what the board teaches.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assert, EASY, edgesUnmarked, emptiesOf, goTo, link, open, post, root, state } from '../helpers.mjs';

export const tests = {
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
    // The hardest step's points come as "score" (docs/formats.md), said as a number.
    assert.match(await page.textContent('#hint-text'), /^Solved by logic in \d+ steps; the hardest is [a-z -]+ \(\d+(\.\d)?\)\. /);
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
};
