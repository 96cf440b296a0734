// Browser tests, one function each: puzzles of variant rules (f-puzzles JSON and links) on the
// board: imported, each kind drawn in the SVG over the grid, a broken rule flagged as a repeated
// digit is, a full grid that breaks one said so, the share link read back as the same puzzle,
// and a collection of such puzzles served. The samplers (variant_samplers.json) are 9×9 puzzles
// whose rules were laid on one known grid (each has a solution: `sudoku count`).
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assert, link, messageText, open, startServer, stopServer, EASY } from '../helpers.mjs';

const SAMPLERS = JSON.parse(readFileSync(new URL('./variant_samplers.json', import.meta.url), 'utf8'));

// The 4×4 of tests/server/variant_rules_test.cpp: a thermometer along row 1, a white dot between
// r4c2 and r4c3, a black one between r3c1 and r3c2; its one solution is 1234/3412/2143/4321.
const THERMOMETER_4 = JSON.stringify({
  size: 4, grid: Array.from({ length: 4 }, () => [{}, {}, {}, {}]),
  thermometer: [{ lines: [['R1C1', 'R1C2', 'R1C3', 'R1C4']] }],
  difference: [{ cells: ['R4C2', 'R4C3'] }], ratio: [{ cells: ['R3C1', 'R3C2'] }],
});

// The same 4×4 grid's rules of another kind: a column indexer at r2c1 (its 3 says 1 is in
// column 3 of row 2), a row indexer at r4c4, a box indexer at r1c1 and the given candidates 1
// and 3 of r3c2.
const INDEXERS_4 = JSON.stringify({
  size: 4,
  grid: [[{}, {}, {}, {}], [{}, {}, {}, {}], [{}, { givenPencilMarks: [1, 3] }, {}, {}], [{}, {}, {}, {}]],
  columnindexer: [{ cells: ['R2C1'] }], rowindexer: [{ cells: ['R4C4'] }], boxindexer: [{ cells: ['R1C1'] }],
});

async function importText(page, text) {
  await page.keyboard.press('i');
  await page.fill('#import-text', text);
  await page.click('#import-ok');
  await page.waitForFunction(() => !document.querySelector('#import-dialog').open);
}

// The kinds drawn, as the SVG's groups name them (data-kind), each once.
function kindsDrawn(page) {
  return page.locator('svg.constraints g.rule').evaluateAll((groups) => [...new Set(groups.map((group) => group.dataset.kind))].sort());
}

async function typeAt(page, cell, digit) {
  await page.click(`.cell[data-cell="${cell}"]`);
  await page.keyboard.press(String(digit));
}

export const tests = {
  async imports_an_fpuzzles_link_and_draws_each_kind({ page, url, shot }) {
    await open(page, url, link(EASY));
    const reply = await page.request.post(new URL('api/import', url).toString(), { data: { text: JSON.stringify(SAMPLERS.lines) } });
    const fpuzzlesLink = (await reply.json()).puzzle.share.fpuzzles;
    assert.match(fpuzzlesLink, /^https:\/\/www\.f-puzzles\.com\/\?load=/);
    await importText(page, fpuzzlesLink);
    assert.equal(await messageText(page), 'Puzzle imported.');
    assert.deepEqual(await kindsDrawn(page), ['arrow', 'between', 'entropic', 'palindrome', 'region sum', 'renban', 'thermometer', 'whisper', 'zipper']);
    // a thermometer: a bulb and a thick line; an arrow: a circle, a shaft and a head
    assert.equal(await page.locator('g[data-kind="thermometer"] circle.bulb').count(), 2);
    assert.equal(await page.locator('g[data-kind="thermometer"] path.stroke').count(), 2);
    assert.equal(await page.locator('g[data-kind="arrow"] rect.circle').count(), 1);
    assert.equal(await page.locator('g[data-kind="arrow"] path.shaft').count(), 2);
    assert.equal(await page.locator('g[data-kind="between"] circle.end').count(), 2);
    assert.equal(await page.locator('.board.outside-clues').count(), 0, 'no margin without clues outside');
    await shot('lines');

    await importText(page, JSON.stringify(SAMPLERS.dots));
    assert.deepEqual(await kindsDrawn(page), ['dot-difference', 'dot-ratio', 'dot-sum', 'even', 'odd', 'quadruple']);
    assert.equal(await page.locator('circle.kropki.difference').count(), 6);
    assert.equal(await page.locator('circle.kropki.ratio').count(), 5);
    assert.deepEqual(await page.locator('text.xv').allTextContents(), ['X', 'X', 'X', 'X', 'V', 'V', 'V']);
    assert.equal(await page.locator('g[data-kind="even"] rect.parity').count(), 4);
    assert.equal(await page.locator('g[data-kind="odd"] circle.parity').count(), 4);

    await importText(page, JSON.stringify(SAMPLERS.outside));
    assert.deepEqual(await kindsDrawn(page), ['little killer', 'sandwich', 'skyscraper', 'x-sum']);
    assert.equal(await page.locator('.board.outside-clues').count(), 1);
    assert.deepEqual(await page.locator('svg.constraints').getAttribute('viewBox'), '-1 -1 11 11');
    // each clue stands outside the grid: sandwich 1 above column 2, the skyscrapers below
    const places = await page.locator('text.clue').evaluateAll((texts) => texts.map((t) => [t.textContent, +t.getAttribute('x'), +t.getAttribute('y')]));
    assert.ok(places.every(([, x, y]) => x < 0 || y < 0 || x > 9 || y > 9), JSON.stringify(places));
    assert.equal(await page.locator('path.lk-arrow').count(), 3);
    // the margin is inside the board's wrap: the clues are not cut off
    const [board, wrap] = await page.evaluate(() => [document.querySelector('svg.constraints').getBoundingClientRect().left, document.querySelector('#board-wrap').getBoundingClientRect().left]);
    assert.ok(board >= wrap - 0.5, `${board} ${wrap}`);

    await importText(page, JSON.stringify(SAMPLERS.regions));
    assert.deepEqual(await kindsDrawn(page), ['clone', 'extra region']);
    assert.equal(await page.locator('g[data-kind="extra region"] rect.shade').count(), 5);
    // cages without totals: dashed outlines, no sum
    assert.equal(await page.locator('svg.cages path.cage-line').count(), 2);
    assert.equal(await page.locator('.cage-sum').count(), 0);
  },

  async draws_and_flags_indexers_and_given_candidates({ page, url, shot }) {
    await open(page, url, link(INDEXERS_4));
    await page.waitForFunction(() => window.sudokuApp.puzzle.constraints?.length === 4);
    assert.deepEqual(await kindsDrawn(page), ['box indexer', 'candidates', 'column indexer', 'row indexer']);
    assert.equal(await page.locator('g[data-kind="column indexer"] rect.shade.indexer-column').count(), 1);
    assert.equal(await page.locator('g[data-kind="candidates"] text.given-candidates').textContent(), '13');
    // r2c1 4 says 1 is in r2c4: a 2 there breaks the indexer, not a house
    await typeAt(page, 4, 4);
    assert.equal(await page.locator('g.rule.broken').count(), 0);
    await typeAt(page, 7, 2);
    assert.equal(await page.locator('g[data-kind="column indexer"].broken').count(), 1);
    assert.deepEqual(await page.locator('.cell.conflict').evaluateAll((cells) => cells.map((cell) => +cell.dataset.cell)), [4, 7]);
    // r3c2 may hold only 1 or 3
    await typeAt(page, 9, 2);
    assert.equal(await page.locator('g[data-kind="candidates"].broken').count(), 1);
    await typeAt(page, 9, 3);
    assert.equal(await page.locator('g[data-kind="candidates"].broken').count(), 0);
    await shot('broken');
  },

  async flags_a_broken_thermometer_and_kropki_dot({ page, url, shot }) {
    await open(page, url, link(THERMOMETER_4));
    await page.waitForFunction(() => window.sudokuApp.puzzle.constraints?.length === 3);
    // r1c1 3, r1c2 2: the thermometer falls
    await typeAt(page, 0, 3);
    await typeAt(page, 1, 2);
    assert.equal(await page.locator('g[data-kind="thermometer"].broken').count(), 1);
    assert.deepEqual(await page.locator('.cell.conflict').evaluateAll((cells) => cells.map((cell) => +cell.dataset.cell)), [0, 1]);
    // r3c1 1, r3c2 3: not the black dot's ratio 2; r4c2 4, r4c3 3 keep the white dot
    await typeAt(page, 8, 1);
    await typeAt(page, 9, 3);
    await typeAt(page, 13, 4);
    await typeAt(page, 14, 3);
    assert.equal(await page.locator('g[data-kind="dot-ratio"].broken').count(), 1);
    assert.equal(await page.locator('g[data-kind="dot-difference"].broken').count(), 0);
    assert.deepEqual(await page.locator('.cell.conflict').evaluateAll((cells) => cells.map((cell) => +cell.dataset.cell)), [0, 1, 8, 9]);
    await shot('broken');
    // The solution with 1 and 4 swapped keeps every house but not the thermometer: a full grid
    // that breaks a rule says so.
    const swapped = [4, 3, 2, 1, 2, 1, 4, 3, 3, 4, 1, 2, 1, 2, 3, 4];
    const typed = await page.evaluate(() => [...window.sudokuApp.game.values]);
    for (let cell = 0; cell < 16; cell++) if (typed[cell] !== swapped[cell]) await typeAt(page, cell, swapped[cell]);
    assert.equal(await messageText(page), 'The grid is full, but a rule is broken: the cells marked in red show where.');
    assert.equal(await page.locator('g[data-kind="thermometer"].broken').count(), 1);
    // The solution itself: solved.
    const solution = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
    for (let cell = 0; cell < 16; cell++) if (solution[cell] !== swapped[cell]) await typeAt(page, cell, solution[cell]);
    assert.equal(await page.locator('g.rule.broken').count(), 0);
    await page.waitForSelector('#success:not([hidden])');
  },

  async share_link_opens_as_the_same_puzzle({ page, url }) {
    await open(page, url, link(EASY));
    await importText(page, JSON.stringify(SAMPLERS.dots));
    const before = await page.evaluate(() => window.sudokuApp.puzzle);
    await page.keyboard.press('x');
    const shared = await page.inputValue('#export-link');
    assert.ok(shared.startsWith('https://www.f-puzzles.com/?load='), shared);
    assert.equal(shared, before.share.fpuzzles);
    await page.click('#export-dialog button[value="close"]');
    await page.waitForFunction(() => !document.querySelector('#export-dialog').open);
    // read back through the board's import: the f-puzzles link and the SudokuPad one
    for (const text of [shared, before.share.sudokupad]) {
      await importText(page, EASY);
      await importText(page, text);
      const after = await page.evaluate(() => window.sudokuApp.puzzle);
      assert.equal(after.line, before.line);
      assert.deepEqual(after.constraints, before.constraints);
      assert.deepEqual(after.givens, before.givens);
    }
  },

  async serves_a_collection_of_variant_puzzles({ browser, binary }) {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'sudoku-variants-'));
    const file = path.join(folder, 'variants.txt');
    writeFileSync(file, `${JSON.stringify(SAMPLERS.lines)}\n${THERMOMETER_4}\n`);
    const { server, url } = await startServer(binary, { args: ['--collection', file] });
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await open(page, url);
      await page.waitForFunction(() => (window.sudokuApp.puzzle.constraints || []).length > 0);
      assert.ok(await page.locator('svg.constraints g.rule').count() >= 3);
    } finally {
      await context.close();
      await stopServer(server);
    }
  },
};
