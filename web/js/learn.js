// Learning aids: the hint in levels (where to look → which technique → the whole step with its
// cells highlighted) and the list of every step of a logical solve. Pressing Hint again on the
// same grid asks for the next level; any change to the grid starts again at level 1. The hint
// takes the player's notes along: the server reasons from what the board shows (a cell's notes,
// or every candidate the rules allow in a cell without) and names the first step there, an
// elimination too; once the notes leave its candidates out, the next hint goes on.
//
// Explain shows each step on the board as it was before that step: the digits placed so far
// and the candidates left (the reply's starting candidates with the earlier steps replayed),
// the step's eliminations struck through. Where the list is under the board (a phone), choosing
// a step brings the board back in sight, the list scrolled within itself to keep the step.
import { post, statusInWords } from './api.js';
import { peersOf } from './model.js';

export class Learn {
  constructor({ text, steps, board, onHighlight, onStepView }) {
    this.text = text;
    this.steps = steps;
    this.board = board;
    this.onHighlight = onHighlight; // ({houses: Set, cells: Set}) → redraw
    this.onStepView = onStepView; // ({values, candidates, eliminations} or null) → redraw
    this.level = 0;
    this.gridKey = '';
  }

  reset() {
    this.asked = (this.asked || 0) + 1; // an answer still on its way belongs to the old board
    this.level = 0;
    this.gridKey = '';
    this.text.textContent = '';
    this.steps.hidden = true;
    this.steps.replaceChildren();
    this.onHighlight({ houses: new Set(), cells: new Set() });
    this.onStepView(null);
  }

  // The level is counted when Hint is pressed, not when the answer comes: two quick presses
  // ask for two levels, and only the answer to the latest press is shown.
  async hint(puzzle, values, notes) {
    const key = JSON.stringify([values, notes]);
    const level = key === this.gridKey ? Math.min(this.level + 1, 3) : 1;
    const before = { level: this.level, gridKey: this.gridKey };
    this.level = level;
    this.gridKey = key;
    const asked = (this.asked = (this.asked || 0) + 1);
    let reply;
    try {
      reply = await post('hint', { puzzle: puzzle.text, grid: values, notes, level });
    } catch (problem) {
      if (asked === this.asked) Object.assign(this, before);
      throw problem;
    }
    if (asked !== this.asked) return reply;
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
    const views = reply.candidates ? replay(puzzle, values, reply.candidates, reply.steps) : null;
    this.steps.replaceChildren();
    reply.steps.forEach((step, index) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'step';
      button.textContent = step.explanation;
      button.addEventListener('click', () => {
        for (const other of this.steps.querySelectorAll('.step')) other.classList.toggle('current', other === button);
        const cells = new Set([...step.cells, ...step.placements.map((p) => p.cell)]);
        const houses = new Set(step.houses.flatMap((house) => house.cells));
        this.onHighlight({ houses, cells });
        if (views) {
          this.onStepView({ ...views[index], eliminations: new Set(step.eliminations.map((e) => `${e.cell}:${e.digit}`)), links: step.links || [] });
        }
        this.keepInSight(button);
      });
      item.append(button);
      this.steps.append(item);
    });
    const summary = {
      solved: `Solved by logic in ${reply.steps.length} steps${reply.hardest ? `; the hardest is ${reply.hardest.technique} (${reply.hardest.score})` : ''}.`,
      stalled: `Logic stalls after ${reply.steps.length} steps: the rest needs a guess (search: ${statusInWords(reply.search?.status)}).`,
      contradiction: `Contradiction: ${reply.contradiction}.`,
      budget_spent: `Stopped after ${reply.steps.length} steps: ${reply.message}.`,
    }[reply.status];
    this.text.textContent = `${summary}${views ? ' Choose a step to see the board as it was then; Esc returns to your game.' : ''}`;
    this.steps.hidden = false;
    return reply;
  }

  // The board whole on the screen (scrolled to its top when it is not), and the chosen step
  // inside the list's frame.
  keepInSight(button) {
    const board = this.board.getBoundingClientRect();
    if (board.top < 0 || board.bottom > window.innerHeight) window.scrollBy(0, board.top - 4);
    const frame = this.steps.getBoundingClientRect();
    const step = button.getBoundingClientRect();
    if (step.top < frame.top) this.steps.scrollTop -= frame.top - step.top;
    else if (step.bottom > frame.bottom) this.steps.scrollTop += step.bottom - frame.bottom;
  }

  clearStep() {
    for (const button of this.steps.querySelectorAll('.step.current')) button.classList.remove('current');
    this.onHighlight({ houses: new Set(), cells: new Set() });
  }
}

// The board before each step: {values, candidates} for step 0, 1, …, from the grid and
// candidates the solve started with, each step's placements (a placed digit leaves the
// candidates of the cells it sees) and eliminations applied in turn.
export function replay(puzzle, values, candidates, steps) {
  const peers = peersOf(puzzle);
  let current = { values: [...values], candidates: candidates.map((list) => [...list]) };
  const views = [];
  for (const step of steps) {
    views.push(current);
    const next = { values: [...current.values], candidates: current.candidates.map((list) => [...list]) };
    for (const { cell, digit } of step.placements) {
      next.values[cell] = digit;
      next.candidates[cell] = [];
      for (const peer of peers[cell]) next.candidates[peer] = next.candidates[peer].filter((d) => d !== digit);
    }
    for (const { cell, digit } of step.eliminations) next.candidates[cell] = next.candidates[cell].filter((d) => d !== digit);
    current = next;
  }
  return views;
}
