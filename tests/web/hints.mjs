// Browser tests of hints from what the board shows (issue 41): a hint names the first step on
// the board's candidates (the player's notes where there are some, the rules' candidates
// elsewhere), an elimination too, never a digit that only appears after steps nobody was told.
import { assert, goTo, link, open } from './helpers.mjs';

// data/collection/classic-9-extreme.txt line 36 with explain's first 27 steps placed: eight
// eliminations (one a WXYZ-wing) come before the next hidden single.
const EXTREME_MIDWAY = '126.45.9..5896.142.49...5.683.6..4..4718..6..69..74.8.2.4.3..6.963...7.45.74.6..3';
// `sudoku generate --variant killer --difficulty extreme --seed 3`: 40 eliminations before its
// first digit (a dynamic forcing chain plus, since the chains reach Killers; before, 39 and a stall).
const EXTREME_KILLER =
  'variant: killer\nabbbbcddeaffggcddeaahhgiijjkkhllmmjjknnnooppqkrsstttpqrrsuvvtpqwwsuvxxxqyyzzvxAAA ' +
  'a=15,b=18,c=10,d=19,e=14,f=13,g=15,h=18,i=12,j=19,k=24,l=6,m=10,n=14,o=15,p=16,q=16,r=17,s=17,t=23,u=7,v=23,w=15,x=20,y=7,z=10,A=12';

const hintAt = async (page, level) => {
  await page.keyboard.press('h');
  await page.waitForFunction((l) => document.querySelector('#hint-text').dataset.level === l, String(level));
  return page.textContent('#hint-text');
};

export const tests = {
  async hints_start_from_the_board_and_use_the_players_notes({ page, url, shot }) {
    await open(page, url, link(EXTREME_MIDWAY));
    // No notes: the first step on the rules' candidates, an elimination, not the hidden single
    // eight steps away.
    assert.equal(await hintAt(page, 1), 'Hint 1 of 3: Look in box 6.');
    assert.equal(await hintAt(page, 2), 'Hint 2 of 3: Look for pointing in box 6: it rules out candidates.');
    assert.equal(
      await hintAt(page, 3),
      'Hint 3 of 3: Pointing: 9 in box 6 can only go in column 9, so remove 9 from r7c9. It places no digit: once your notes leave those candidates out, the next hint goes on (8 more steps to the next digit).',
    );
    const lit = await page.evaluate(() => [...document.querySelectorAll('.cell.hint-cell')].map((cell) => Number(cell.dataset.cell)));
    assert.deepEqual(lit, [35, 44, 62]);
    await shot('elimination-first');
    // A corner note 5 in r7c9: that cell's candidates are the note, and the hint uses it.
    await goTo(page, 62);
    await page.keyboard.press('Shift+Digit5');
    assert.equal(await hintAt(page, 1), 'Hint 1 of 3: Look in column 9.');
    await hintAt(page, 2);
    assert.equal(await hintAt(page, 3), 'Hint 3 of 3: Hidden single: 8 in column 9 can only go in r1c9.');
    assert.ok(await page.locator('.cell[data-cell="8"].hint-cell').isVisible());
    await shot('from-a-note');
  },

  async an_extreme_killer_without_a_digit_still_gets_a_hint({ page, url }) {
    await open(page, url);
    await page.keyboard.press('i');
    await page.fill('#import-text', EXTREME_KILLER);
    await page.click('#import-ok');
    await page.waitForFunction(() => window.sudokuApp.puzzle.variant === 'killer');
    assert.equal(await hintAt(page, 1), 'Hint 1 of 3: Look in the cage at r1c6.');
    await hintAt(page, 2);
    assert.equal(
      await hintAt(page, 3),
      'Hint 3 of 3: Cage combination: the cage at r1c6 adds up to 10: r1c6 and r2c6 can only be 1+9, 2+8, 3+7 or 4+6, so remove 5 from r1c6 and r2c6. It places no digit: once your notes leave those candidates out, the next hint goes on (49 more steps to the next digit).',
    );
  },
};
