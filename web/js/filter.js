// The candidate filter, as HoDoKu's: choose a digit (and, if you like, a second one) and the
// board shows only the empty cells whose candidates hold it (both of them): those cells are
// tinted, every other cell is dimmed. A cell's candidates are its own notes (corner and centre)
// where it has some, else every candidate the rules and the cages allow there, so the filter
// works for a player without notes too. Two lists in the Play group choose the digits; F sets
// the filter to the digit in focus (the focused cell's, or the held one), or takes it off when
// that digit is already filtered, or moves to the list when no digit is in focus.
// Installed on the App (main.js) as its methods.
import { candidatesOfAll } from './candidates.js';
import { symbolOf } from './model.js';

const $ = (id) => document.getElementById(id);

export class Filter {
  setUpFilter() {
    this.filter = [];
    for (const id of ['filter', 'filter-and']) $(id).addEventListener('change', () => this.filterChosen());
  }

  // The lists offer the digits of the puzzle loaded; a new puzzle starts unfiltered.
  buildFilter(n) {
    const options = (none) => [new Option(none, '0'), ...Array.from({ length: n }, (_, index) => new Option(symbolOf(index + 1), String(index + 1)))];
    $('filter').replaceChildren(...options('off'));
    $('filter-and').replaceChildren(...options('—'));
    this.filter = [];
  }

  filterChosen() {
    const digits = [Number($('filter').value), Number($('filter-and').value)].filter((digit) => digit > 0);
    this.setFilter([...new Set(digits)]);
  }

  // F: the digit in focus becomes the filter (again: the filter comes off).
  filterByFocus(digit) {
    if (!digit) {
      $('filter').focus();
      return;
    }
    this.setFilter(this.filter.length === 1 && this.filter[0] === digit ? [] : [digit]);
  }

  setFilter(digits) {
    this.filter = digits;
    $('filter').value = String(digits[0] || 0);
    $('filter-and').value = String(digits[1] || 0);
    this.render();
    if (digits.length) {
      const count = this.board.cells.filter((entry) => entry.element.classList.contains('filter-match')).length;
      this.say(`Filter ${digits.map(symbolOf).join(' and ')}: ${count === 1 ? '1 cell' : `${count} cells`} can hold ${digits.length === 1 ? 'it' : 'both'}.`);
    } else {
      this.say('Filter off.');
    }
  }

  // After board.render: each cell matched (tinted) or dimmed; nothing while no filter is set.
  markFilter(view) {
    const digits = this.filter || [];
    const full = digits.length ? this.filterCandidates(view.values) : null;
    this.board.cells.forEach((entry, cell) => {
      let match = false;
      if (full && !view.values[cell]) {
        const own = [...(view.corner?.[cell] || []), ...(view.centre?.[cell] || [])];
        const candidates = own.length ? own : full[cell];
        match = digits.every((digit) => candidates.includes(digit));
      }
      entry.element.classList.toggle('filter-match', match);
      entry.element.classList.toggle('filtered-out', !!full && !match);
    });
    $('board').classList.toggle('filtering', digits.length > 0);
  }

  // The full candidates of the grid, worked out again only when its digits changed.
  filterCandidates(values) {
    const key = values.join(',');
    if (this.filterCache?.key !== key) this.filterCache = { key, full: candidatesOfAll(this.puzzle, this.game.peers, values) };
    return this.filterCache.full;
  }
}
