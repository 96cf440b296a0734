// Learning aids: the hint in levels (where to look → which technique → the whole step with its
// cells highlighted) and the list of every step of a logical solve. Pressing Hint again on the
// same grid asks for the next level; any change to the grid starts again at level 1.
import { post } from './api.js';

export class Learn {
  constructor({ text, steps, onHighlight }) {
    this.text = text;
    this.steps = steps;
    this.onHighlight = onHighlight; // ({houses: Set, cells: Set}) → redraw
    this.level = 0;
    this.gridKey = '';
  }

  reset() {
    this.level = 0;
    this.gridKey = '';
    this.text.textContent = '';
    this.steps.hidden = true;
    this.steps.replaceChildren();
    this.onHighlight({ houses: new Set(), cells: new Set() });
  }

  async hint(puzzle, values) {
    const key = values.join(',');
    this.level = key === this.gridKey ? Math.min(this.level + 1, 3) : 1;
    this.gridKey = key;
    const reply = await post('hint', { puzzle: puzzle.text, grid: values, level: this.level });
    const prefix = reply.status === 'hint' ? `Hint ${this.level} of 3: ` : '';
    this.text.textContent = prefix + reply.text;
    this.text.dataset.level = String(this.level);
    const houses = new Set((reply.highlight?.houses || []).flat());
    const cells = new Set(reply.highlight?.cells || []);
    this.onHighlight({ houses, cells });
    return reply;
  }

  async explain(puzzle, values) {
    const reply = await post('explain', { puzzle: puzzle.text, grid: values });
    this.steps.replaceChildren();
    reply.steps.forEach((step) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'step';
      button.textContent = step.explanation;
      button.addEventListener('click', () => {
        const cells = new Set([...step.cells, ...step.placements.map((p) => p.cell)]);
        const houses = new Set(step.houses.flatMap((house) => house.cells));
        this.onHighlight({ houses, cells });
      });
      item.append(button);
      this.steps.append(item);
    });
    const summary = {
      solved: `Solved by logic in ${reply.steps.length} steps${reply.hardest ? `; the hardest is ${reply.hardest.technique} (${reply.hardest.rating})` : ''}.`,
      stalled: `Logic stalls after ${reply.steps.length} steps: the rest needs a guess (search: ${reply.search?.status}).`,
      contradiction: `Contradiction: ${reply.contradiction}.`,
      'budget spent': `Stopped after ${reply.steps.length} steps: ${reply.message}.`,
    }[reply.status];
    this.text.textContent = summary;
    this.steps.hidden = false;
    return reply;
  }
}
