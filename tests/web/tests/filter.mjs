// Browser tests of the candidate filter (filter.js, issue 41 part 2): the cells that can hold a
// digit (or a pair) shown, the rest greyed, from the notes where a cell has some and from the
// rules where it has none; reached by the keyboard (F, and the two lists by Tab).
import { assert, EASY, goTo, link, messageText, open, state } from '../helpers.mjs';

// The candidates of every empty cell of a classic 9×9 grid, worked out here (the oracle).
function candidatesOf(values) {
  return values.map((digit, cell) => {
    if (digit) return [];
    const [row, column] = [Math.floor(cell / 9), cell % 9];
    const seen = new Set();
    values.forEach((other, at) => {
      const [r, c] = [Math.floor(at / 9), at % 9];
      const sameBox = Math.floor(r / 3) === Math.floor(row / 3) && Math.floor(c / 3) === Math.floor(column / 3);
      if (other && (r === row || c === column || sameBox)) seen.add(other);
    });
    return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !seen.has(d));
  });
}

const cellsWith = (page, name) => page.evaluate((className) => [...document.querySelectorAll(`.cell.${className}`)].map((element) => Number(element.dataset.cell)), name);

export const tests = {
  async the_candidate_filter_shows_only_the_cells_that_can_hold_a_digit_or_a_pair({ page, url, shot }) {
    await open(page, url, link(EASY));
    const { values } = await state(page);
    const candidates = candidatesOf(values);
    const holding = (...digits) => candidates.map((list, cell) => (digits.every((d) => list.includes(d)) ? cell : -1)).filter((cell) => cell >= 0);
    assert.deepEqual(await cellsWith(page, 'filtered-out'), [], 'no filter: nothing greyed');
    // Reached by Tab: the list is named "Filter"; a key on it chooses the digit.
    const list = page.getByRole('combobox', { name: 'Filter', exact: true });
    await list.focus();
    await list.selectOption('5');
    const fives = holding(5);
    assert.ok(fives.length > 5 && fives.length < 40);
    assert.deepEqual(await cellsWith(page, 'filter-match'), fives);
    assert.equal((await cellsWith(page, 'filtered-out')).length, 81 - fives.length);
    assert.equal(await messageText(page), `Filter 5: ${fives.length} cells can hold it.`);
    await shot('digit');
    // A pair: the cells that can hold both 5 and 7.
    await page.getByRole('combobox', { name: 'and' }).selectOption('7');
    const pair = holding(5, 7);
    assert.ok(pair.length > 0 && pair.length < fives.length);
    assert.deepEqual(await cellsWith(page, 'filter-match'), pair);
    assert.equal(await messageText(page), `Filter 5 and 7: ${pair.length} cells can hold both.`);
    // A cell with notes counts its notes: corner notes 5 and 8 there, and it leaves the pair.
    await page.click(`.cell[data-cell="${pair[0]}"]`);
    await page.keyboard.press('Shift+Digit5');
    await page.keyboard.press('Shift+Digit8');
    assert.deepEqual(await cellsWith(page, 'filter-match'), pair.slice(1));
    await page.getByRole('combobox', { name: 'and' }).selectOption('0');
    assert.deepEqual(await cellsWith(page, 'filter-match'), fives, 'its notes hold 5');
    // F on a cell with a digit: that digit becomes the filter; F again takes it off.
    await page.click('.cell[data-cell="1"]'); // the given 2 of row 1
    await page.keyboard.press('f');
    assert.equal(await page.inputValue('#filter'), '2');
    assert.deepEqual(await cellsWith(page, 'filter-match'), holding(2).filter((cell) => cell !== pair[0]));
    await page.keyboard.press('f');
    assert.equal(await page.inputValue('#filter'), '0');
    assert.deepEqual(await cellsWith(page, 'filtered-out'), []);
    assert.equal(await messageText(page), 'Filter off.');
    // F on an empty cell with nothing in focus: the list takes the focus, to choose there.
    await goTo(page, 0);
    await page.keyboard.press('f');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'filter');
  },
};
