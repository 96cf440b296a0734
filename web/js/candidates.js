// The candidates of every empty cell as a player works them out: what the houses allow (no
// digit a cell sees), and, in a Killer, what the cage's total allows: a digit stays in a cage's
// cell only when some way of filling the cage's empty cells with different digits, each a
// candidate of its cell, adds up to what the total leaves. The search over a cage remembers
// the (cell, digits used) states it has tried, and gives up on a cage past BUDGET of them
// (the cage then keeps what the houses allow), so a large grid never stalls the page.
import { candidatesOf } from './model.js';

const BUDGET = 200000;

// One list per cell ([] for a filled one); `cages` false: the houses only.
export function candidatesOfAll(puzzle, peers, values, { cages = true } = {}) {
  const all = values.map((digit, cell) => (digit ? [] : candidatesOf(puzzle, peers, values, cell)));
  if (!cages) return all;
  for (const cage of puzzle.cages || []) {
    if (!(cage.sum > 0)) continue;
    const allowed = cageCandidates(cage, values, all);
    if (!allowed) continue;
    for (const [cell, digits] of allowed) all[cell] = all[cell].filter((digit) => digits.has(digit));
  }
  return all;
}

// Map cell → Set of the digits some filling of the cage gives it, or null when the cage's
// digits already repeat or pass the total (the conflict shows elsewhere) or the search gave up.
function cageCandidates(cage, values, candidates) {
  let used = 0;
  let left = cage.sum;
  for (const cell of cage.cells) {
    const digit = values[cell];
    if (!digit) continue;
    if (used & (2 ** digit)) return null;
    used += 2 ** digit;
    left -= digit;
  }
  const open = cage.cells.filter((cell) => !values[cell]);
  if (open.length === 0 || left < 0) return null;
  const found = open.map(() => new Set());
  const tried = new Map(); // `${index}:${used}` → whether the cells from index on can be filled
  let budget = BUDGET;
  const fill = (index, mask, rest) => {
    if (index === open.length) return rest === 0;
    const key = `${index}:${mask}`;
    if (tried.has(key)) return tried.get(key);
    if (--budget < 0) throw new RangeError('cage too large');
    let any = false;
    for (const digit of candidates[open[index]]) {
      if (digit > rest || mask & (2 ** digit)) continue;
      if (fill(index + 1, mask + 2 ** digit, rest - digit)) {
        found[index].add(digit);
        any = true;
      }
    }
    tried.set(key, any);
    return any;
  };
  try {
    fill(0, used, left);
  } catch (problem) {
    if (problem instanceof RangeError) return null;
    throw problem;
  }
  return new Map(open.map((cell, index) => [cell, found[index]]));
}
