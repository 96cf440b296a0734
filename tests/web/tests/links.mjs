// Browser tests of a chain drawn on the board (links_draw.js, issue 41 part 2: "hints drawn on
// the board … chain links"): the hint's step's `links` (docs/api.md) drawn from candidate to
// candidate, strong solid and weak dashed, each ending at its candidate's note; Esc takes them away.
import { assert, link, open } from '../helpers.mjs';

// The extreme classic of docs/api.md, midway: with auto notes and each hint applied, the hints
// go pointing, claiming, naked pair, WXYZ-wing, hidden pair, skyscraper, XY-chain, …
const MIDWAY = '126.45.9..5896.142.49...5.683.6..4..4718..6..69..74.8.2.4.3..6.963...7.45.74.6..3';

async function hintAtLevel3(page) {
  for (const level of ['1', '2', '3']) {
    await Promise.all([page.waitForResponse(/api\/hint/), page.keyboard.press('h')]);
    await page.waitForFunction((l) => document.querySelector('#hint-text').dataset.level === l, level);
  }
}

// Hints applied one by one until the hint is `technique`; its step.
async function hintUntil(page, technique) {
  for (let count = 0; count < 10; count++) {
    await hintAtLevel3(page);
    const step = await page.evaluate(() => window.sudokuApp.hintStep);
    if (step.technique === technique) return step;
    await page.click('#hint-apply');
  }
  throw new Error(`no ${technique} among the hints`);
}

// Each drawn link: its kind, its dashes, and how far (in cells) its ends are from the centres
// of the notes it joins.
function drawnLinks(page) {
  return page.evaluate(() => {
    const board = document.getElementById('board');
    const first = board.querySelector('.cell').getBoundingClientRect();
    const noteAt = (id) => {
      const [cell, digit] = id.split(':');
      const span = [...board.querySelector(`.cell[data-cell="${cell}"] .corner`).children].find((s) => s.textContent === digit);
      const r = span.getBoundingClientRect();
      return { x: (r.x + r.width / 2 - first.x) / first.width, y: (r.y + r.height / 2 - first.y) / first.width };
    };
    return [...board.querySelectorAll('svg.links > path')].map((path) => {
      const numbers = path.getAttribute('d').match(/-?\d+(\.\d+)?/g).map(Number);
      const [start, end] = [{ x: numbers[0], y: numbers[1] }, { x: numbers.at(-2), y: numbers.at(-1) }];
      const [from, to] = [noteAt(path.dataset.from), noteAt(path.dataset.to)];
      return {
        from: path.dataset.from, to: path.dataset.to, kind: path.getAttribute('class'),
        dashed: getComputedStyle(path).strokeDasharray !== 'none',
        startOff: Math.hypot(start.x - from.x, start.y - from.y), endOff: Math.hypot(end.x - to.x, end.y - to.y),
      };
    });
  });
}

export const tests = {
  async a_chain_hint_draws_its_links_strong_solid_and_weak_dashed({ page, url, shot }) {
    await open(page, url, link(MIDWAY));
    await page.keyboard.press('c'); // auto notes: the hints start from them
    const step = await hintUntil(page, 'XY-chain');
    assert.ok(step.links.length >= 5, 'an XY-chain has five links or more');
    const drawn = await drawnLinks(page);
    assert.deepEqual(drawn.map(({ from, to, kind }) => ({ from, to, kind })),
      step.links.map((l) => ({ from: `${l.from.cell}:${l.from.digit}`, to: `${l.to.cell}:${l.to.digit}`, kind: l.kind })));
    assert.deepEqual(drawn.map((d) => d.kind), step.links.map((_, index) => (index % 2 === 0 ? 'strong' : 'weak')));
    for (const d of drawn) {
      assert.equal(d.dashed, d.kind === 'weak', `${d.from}→${d.to}`);
      // Each end sits just outside the ring round its note (a ring of 0.14 cell on 9×9).
      assert.ok(d.startOff > 0.1 && d.startOff < 0.2 && d.endOff > 0.1 && d.endOff < 0.2, JSON.stringify(d));
    }
    const ringed = new Set(step.links.flatMap((l) => [`${l.from.cell}:${l.from.digit}`, `${l.to.cell}:${l.to.digit}`]));
    assert.equal(await page.locator('svg.links circle').count(), ringed.size);
    await shot('xy-chain');
    for (const scheme of ['dark']) {
      await page.selectOption('#theme', scheme);
      await shot(`xy-chain-${scheme}`);
      await page.selectOption('#theme', 'light');
    }
    // Applied, the drawing goes with the hint.
    await page.click('#hint-apply');
    assert.equal(await page.locator('svg.links').count(), 0);
    const next = await page.evaluate(() => window.sudokuApp.hintStep);
    assert.equal(next, null);
  },

  async explain_draws_the_links_of_a_chain_step({ page, url, shot }) {
    await open(page, url, link(MIDWAY));
    await Promise.all([page.waitForResponse(/api\/explain/), page.keyboard.press('e')]);
    const chain = page.locator('#steps .step', { hasText: /^XY-chain: / }).first();
    await chain.click();
    const drawn = await drawnLinks(page);
    assert.ok(drawn.length >= 5);
    assert.deepEqual(drawn.map((d) => d.kind), drawn.map((_, index) => (index % 2 === 0 ? 'strong' : 'weak')));
    await shot('explain-xy-chain');
    // A step without a chain: nothing drawn.
    await page.locator('#steps .step', { hasText: /^Pointing: / }).first().click();
    assert.equal(await page.locator('svg.links').count(), 0);
  },

  async a_hint_without_a_chain_draws_no_links({ page, url }) {
    await open(page, url, link(MIDWAY));
    await hintAtLevel3(page); // pointing
    assert.deepEqual(await page.evaluate(() => window.sudokuApp.hintStep.links), []);
    assert.equal(await page.locator('svg.links').count(), 0);
    assert.ok(await page.locator('.corner span.eliminated').count() > 0, 'the step itself is drawn');
  },
};
