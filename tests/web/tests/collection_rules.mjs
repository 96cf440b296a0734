// Browser test of a player's collection of f-puzzles lines (issue 41 part 3): the Variant menu
// offers what the file holds, naming the rules its puzzles hold beyond the variant's own
// (/api/collection's `rules`), for the size chosen; New draws such a puzzle with its rules.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assert, EASY, open, startServer, stopServer } from '../helpers.mjs';

// A 4×4 in f-puzzles JSON (tests/server/variant_rules_test.cpp): a thermometer along row 1, a
// white Kropki dot between r4c2 and r4c3, a black one between r3c1 and r3c2.
const THERMOMETER = '{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],'
  + '"thermometer":[{"lines":[["R1C1","R1C2","R1C3","R1C4"]]}],'
  + '"difference":[{"cells":["R4C2","R4C3"]}],"ratio":[{"cells":["R3C1","R3C2"]}]}';

export const tests = {
  async a_collection_of_fpuzzles_lines_names_its_rules_in_the_variant_menu({ page, binary, artifacts }) {
    const folder = mkdtempSync(path.join(tmpdir(), 'sudoku-fpuzzles-'));
    const file = path.join(folder, 'fpuzzles.txt');
    writeFileSync(file, `${THERMOMETER}\n${EASY}\n`);
    const { server, url } = await startServer(binary, { args: ['--collection', file] });
    try {
      await open(page, url);
      await page.waitForFunction(() => document.querySelector('#size').value === '4');
      const variantText = () => page.locator('#variant option[value=classic]').textContent();
      assert.equal(await variantText(), 'classic + black Kropki dot, thermometer +1');
      assert.equal(await page.getAttribute('#variant', 'title'), 'These puzzles hold black Kropki dot, thermometer, white Kropki dot');
      await page.screenshot({ path: `${artifacts}/collection-rules-menu.png` });
      // New on 4×4 draws the thermometer puzzle, its rules on the board.
      await Promise.all([page.waitForResponse(/api\/random/), page.click('#new')]);
      await page.waitForFunction(() => window.sudokuApp.puzzle.size === 4);
      assert.deepEqual(await page.evaluate(() => window.sudokuApp.puzzle.constraints.map((rule) => rule.name).sort()), ['black Kropki dot', 'thermometer', 'white Kropki dot']);
      // At 9×9 the file holds a classic only: the entry is the variant's name alone.
      await page.selectOption('#size', '9');
      assert.equal(await variantText(), 'classic');
      assert.equal(await page.getAttribute('#variant', 'title'), '');
    } finally {
      await stopServer(server);
      rmSync(folder, { recursive: true, force: true });
    }
  },
};
