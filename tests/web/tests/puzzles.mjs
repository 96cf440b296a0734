// Browser tests, one function each. Where puzzles come from and go: import, export, share links,
// the player's own collection, the generator, check and compare.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assert, EASY, EASY_TOO, emptiesOf, goTo, link, messageText, open, pasteLink, post, root, startServer, state, stopServer } from '../helpers.mjs';

export const tests = {
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

  async menus_offer_only_what_the_server_can_deliver({ page, url, binary, shot }) {
    // Issue 41: Generate 25×25 was an error, 4×4 medium failed citing `--max-attempts`, a New
    // Killer 16×16 timed out after 5 s. The server says what it has; the rest is greyed out.
    await open(page, url, link(EASY));
    const note = async () => (await page.textContent('#offer-note')).trim();
    const press = async (key) => { await page.evaluate(() => document.activeElement?.blur()); await page.keyboard.press(key); };
    const disabled = (selector) => page.$$eval(`${selector} option`, (all) => all.filter((o) => o.disabled).map((o) => o.value));
    const requests = [];
    page.on('request', (request) => { if (/api\/(generate|random)/.test(request.url())) requests.push(request.url()); });
    await page.selectOption('#size', '25');
    assert.equal(await page.isDisabled('#generate'), true);
    assert.equal(await page.isDisabled('#new'), false); // the collection has 25×25 puzzles
    assert.equal(await note(), 'Generate makes grids up to 16×16.');
    assert.deepEqual(await disabled('#difficulty'), ['easy', 'medium', 'hard', 'expert']);
    await press('g'); // the key says why, and asks nothing of the server
    assert.equal(await messageText(page), 'Generate makes grids up to 16×16.');
    await shot('25-generate-disabled');
    // A 4×4 is too small to be medium: choosing it moves the difficulty to any.
    await page.selectOption('#difficulty', 'medium');
    await page.selectOption('#size', '4');
    assert.equal(await page.inputValue('#difficulty'), '');
    assert.deepEqual(await disabled('#difficulty'), ['medium', 'hard', 'expert', 'extreme']);
    // No Killer 16×16 comes in time; on 9×9 only the difficulties that come are offered.
    await page.selectOption('#variant', 'killer');
    assert.deepEqual(await disabled('#size'), ['16', '25']);
    await page.selectOption('#size', '9');
    assert.equal(await page.isDisabled('#new'), false);
    assert.equal(await page.isDisabled('#generate'), false);
    await page.selectOption('#difficulty', 'hard'); // from the collection, never generated
    assert.equal(await page.isDisabled('#new'), false);
    assert.equal(await page.isDisabled('#generate'), true);
    assert.match(await note(), /^Generate rarely makes a hard killer 9×9 puzzle: it makes medium, extreme ones\.$/);
    assert.deepEqual(requests, []);
    // A failure that still comes speaks the board's words, never a command-line flag.
    await page.route(/api\/generate/, (route) => route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ error: 'no puzzle rated medium found in 40 tries; try another seed or a nearer difficulty' }) }));
    await page.selectOption('#difficulty', 'medium');
    await page.click('#generate');
    await page.waitForFunction(() => /generator made no/.test(document.querySelector('#message').textContent));
    assert.equal(await messageText(page), 'The generator made no medium puzzle in 40 tries: press Generate again, or choose another difficulty.');
    // A collection of the player's own: New offers only what the files hold.
    const folder = mkdtempSync(path.join(tmpdir(), 'sudoku-offer-'));
    const file = path.join(folder, 'mine.txt');
    writeFileSync(file, `${EASY}\n`);
    const own = await startServer(binary, { args: ['--collection', file] });
    try {
      await open(page, own.url);
      assert.deepEqual(await disabled('#variant'), []);
      await page.selectOption('#variant', 'killer');
      assert.equal(await page.isDisabled('#new'), true);
      assert.equal(await page.isDisabled('#generate'), false);
      assert.equal(await note(), 'New draws from your files (mine.txt), which hold no killer 9×9 puzzle.');
      await press('r');
      assert.equal(await messageText(page), 'New draws from your files (mine.txt), which hold no killer 9×9 puzzle.');
      await shot('own-collection-new-disabled');
    } finally {
      await stopServer(own.server);
    }
  },
};
