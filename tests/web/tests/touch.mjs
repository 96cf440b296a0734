// Browser tests of the board on a phone's touch screen (issue 41 part 2, multi-select): a finger
// drawn across the board selects the cells it passes (the page used to scroll instead), a tap
// still selects one cell, and a finger drawn outside the board still scrolls the page.
import { assert, EASY, link, open } from '../helpers.mjs';

const centreOf = (page, cell) => page.locator(`.cell[data-cell="${cell}"]`).evaluate((element) => {
  const r = element.getBoundingClientRect();
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
});

// A finger put down at `from`, moved to `to` in `steps` a frame apart (so Chromium's gesture
// detector sees a scroll where the page allows one), lifted.
async function swipe(page, session, from, to, steps = 12) {
  const point = (t) => [{ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t, id: 1 }];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0) });
  for (let step = 1; step <= steps; step++) {
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(step / steps) });
    await page.waitForTimeout(16);
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

export const tests = {
  async a_finger_drawn_across_the_board_selects_cells_and_outside_it_scrolls({ browser, url, artifacts }) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    try {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await open(page, url, link(EASY));
      const session = await context.newCDPSession(page);
      // A tap selects one cell.
      const tapAt = await centreOf(page, 20);
      await page.touchscreen.tap(tapAt.x, tapAt.y);
      assert.deepEqual(await page.evaluate(() => window.sudokuApp.selectedCells()), [20]);
      // A drag along row 1 from r1c3 to r1c6: the four cells, and the page stays where it is.
      const scrolled = await page.evaluate(() => window.scrollY);
      await swipe(page, session, await centreOf(page, 2), await centreOf(page, 5));
      assert.deepEqual(await page.evaluate(() => window.sudokuApp.selectedCells()), [2, 3, 4, 5]);
      assert.equal(await page.evaluate(() => window.scrollY), scrolled);
      await page.screenshot({ path: `${artifacts}/touch-drag-selected.png` });
      // A digit goes into all four.
      await page.click('#pad button:nth-child(9)');
      assert.deepEqual(await page.evaluate(() => window.sudokuApp.game.values.slice(2, 6)), [9, 9, 9, 9]);
      // Upwards: on the board a finger drags (no scroll); on the panel below it, the page
      // scrolls (as far as it goes: the page is a little taller than the phone).
      await swipe(page, session, await centreOf(page, 76), await centreOf(page, 40)); // r9c5 up to r5c5
      assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'the board does not scroll');
      assert.deepEqual(await page.evaluate(() => window.sudokuApp.selectedCells()), [40, 49, 58, 67, 76]);
      const panel = await page.locator('aside.panel').evaluate((element) => {
        const r = element.getBoundingClientRect();
        return { x: r.x + r.width / 2, y: Math.min(r.top + 40, innerHeight - 20) };
      });
      await swipe(page, session, panel, { x: panel.x, y: panel.y - 200 });
      await page.waitForFunction((before) => window.scrollY > before + 30, scrolled, { timeout: 3000 });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  },
};
