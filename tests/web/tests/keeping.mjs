// Browser tests, one function each. What the board keeps: progress across reloads, and play while
// the server is away.
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assert, EASY, EASY_TOO, emptiesOf, goTo, link, messageText, open, post, root, SERVER_DOWN, startServer, state, stopServer } from '../helpers.mjs';

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

  async undo_survives_a_reload_and_the_board_loads_without_its_server({ page, binary, shot }) {
    // Issue 41: the undo history was lost on reload, and a reload with the server down showed
    // the browser's error page.
    const { server, url } = await startServer(binary);
    try {
      await open(page, url, link(EASY));
      await page.waitForFunction(() => navigator.serviceWorker?.controller); // sw.js keeps the page
      const [first, second] = emptiesOf(await state(page));
      await goTo(page, first);
      await page.keyboard.press('3');
      await goTo(page, second);
      await page.keyboard.press('4');
      await page.reload();
      await page.waitForFunction(() => window.sudokuApp?.game && document.querySelectorAll('.cell').length > 0);
      assert.equal(await page.isDisabled('#undo'), false);
      await page.keyboard.press('Control+z');
      let values = (await state(page)).values;
      assert.deepEqual([values[first], values[second]], [3, 0]);
      await page.reload();
      await page.waitForFunction(() => window.sudokuApp?.game && document.querySelectorAll('.cell').length > 0);
      await page.keyboard.press('Control+z');
      await page.keyboard.press('Control+y');
      await page.keyboard.press('Control+y');
      values = (await state(page)).values;
      assert.deepEqual([values[first], values[second]], [3, 4]);
      // The server goes; a reload shows the board and the game, from the browser's cache.
      await stopServer(server);
      await page.reload();
      await page.waitForFunction(() => window.sudokuApp?.game && document.querySelectorAll('.cell').length > 0);
      values = (await state(page)).values;
      assert.deepEqual([values[first], values[second]], [3, 4]);
      assert.equal(await page.evaluate(() => window.sudokuApp.puzzle.line), EASY);
      await page.keyboard.press('Control+z');
      assert.equal((await state(page)).values[second], 0);
      await shot('reloaded-offline');
    } finally {
      await stopServer(server);
    }
  },

  async the_page_cache_lists_every_file_of_the_board() {
    // sw.js keeps the files it lists: a file of web/ missing there would not load offline.
    const listed = /const FILES = \[([^\]]*)\]/.exec(readFileSync(path.join(root, 'web/sw.js'), 'utf8'))[1].match(/'[^']*'/g).map((name) => name.slice(1, -1));
    const files = readdirSync(path.join(root, 'web'), { recursive: true }).filter((name) => statSync(path.join(root, 'web', name)).isFile() && name !== 'sw.js');
    assert.deepEqual(listed.map((name) => (name === './' ? 'index.html' : name)).sort(), files.sort());
  },

  async saved_games_travel_in_a_file_to_a_server_on_another_port({ page, binary, shot }) {
    // Issue 41: saves are the browser's, per address; a server on another port has its own, so
    // Export carries them in a file and loads one.
    const folder = mkdtempSync(path.join(tmpdir(), 'sudoku-saves-'));
    const file = path.join(folder, 'saves.json');
    const here = await startServer(binary);
    const there = await startServer(binary);
    try {
      assert.notEqual(here.port, there.port);
      await open(page, here.url, link(EASY));
      const cell = emptiesOf(await state(page))[0];
      await goTo(page, cell);
      await page.keyboard.press('6');
      const played = (await state(page)).values;
      await page.keyboard.press('x');
      assert.match(await page.textContent('#saves-where'), new RegExp(`for this address only \\(127\\.0\\.0\\.1:${here.port}\\)`));
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#saves-download')]);
      assert.equal(download.suggestedFilename(), 'sudoku-saved-games.json');
      await download.saveAs(file);
      await open(page, there.url); // another address: a puzzle from the collection, no game of ours
      assert.notDeepEqual((await state(page)).values, played);
      await page.keyboard.press('x');
      await page.setInputFiles('#saves-file', file);
      await page.waitForFunction(() => /loaded from/.test(document.querySelector('#message').textContent));
      assert.equal(await messageText(page), '1 saved game loaded from saves.json; the last one you played is open.');
      assert.deepEqual((await state(page)).values, played);
      await page.keyboard.press('Control+z'); // its undo came too
      assert.equal((await state(page)).values[cell], 0);
      // A file that is not one of saves says so.
      writeFileSync(path.join(folder, 'other.json'), '{"a": 1}');
      await page.keyboard.press('x');
      await page.setInputFiles('#saves-file', path.join(folder, 'other.json'));
      await page.waitForFunction(() => document.querySelector('#saves-status').textContent !== '');
      assert.equal(await page.textContent('#saves-status'), 'other.json: this file holds no saved games of the board.');
      await shot('saves-in-export');
    } finally {
      await stopServer(here.server);
      await stopServer(there.server);
    }
  },
};
