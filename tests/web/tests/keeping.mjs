// Browser tests, one function each. What the board keeps: progress across reloads, and play while
// the server is away.
import { assert, EASY, EASY_TOO, emptiesOf, goTo, link, messageText, open, post, SERVER_DOWN, startServer, state, stopServer } from '../helpers.mjs';

export const tests = {
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
};
