// Replays a solve's trace (from /api/solve): placements, guesses and backtracks, each in its
// own colour, with play/pause, single steps, a speed from 2 to 20,000 events a second and a
// step counter. Each animation frame applies at most MAX_PER_FRAME events, so the page never
// freezes however long the trace; the server caps the trace (trace_cap) and the counter says
// so when it did, or when another engine finished the search without one (trace_complete).
import { statusInWords } from './api.js';

const MAX_PER_FRAME = 1500;
const KINDS = ['placement', 'guess', 'backtrack'];

export class Animation {
  constructor({ render, onEnd, counter }) {
    this.render = render; // (view) → draws the board
    this.onEnd = onEnd;
    this.counter = counter;
    this.active = false;
    this.playing = false;
    this.eventsPerSecond = 100;
  }

  setSpeed(slider) { this.eventsPerSecond = Math.round(2 * 10 ** (slider / 25)); }

  start(puzzle, reply) {
    this.stopFrames();
    this.puzzle = puzzle;
    this.reply = reply;
    this.events = reply.trace || [];
    this.values = [...puzzle.givens];
    this.solver = new Map();
    this.index = 0;
    this.credit = 0;
    this.active = true;
    this.playing = true;
    this.last = performance.now();
    this.draw();
    this.request = requestAnimationFrame((now) => this.frame(now));
  }

  apply(event) {
    const [kind, cell, digit] = event;
    this.values[cell] = kind === 2 ? 0 : digit;
    this.solver.set(cell, KINDS[kind]);
  }

  frame(now) {
    if (!this.active) return;
    if (this.playing) {
      this.credit += ((now - this.last) / 1000) * this.eventsPerSecond;
      let count = Math.min(Math.floor(this.credit), MAX_PER_FRAME);
      this.credit -= count;
      if (this.credit > MAX_PER_FRAME) this.credit = 0;
      while (count-- > 0 && this.index < this.events.length) this.apply(this.events[this.index++]);
      this.draw();
      if (this.index >= this.events.length) {
        this.finish();
        return;
      }
    }
    this.last = now;
    this.request = requestAnimationFrame((time) => this.frame(time));
  }

  step() {
    if (!this.active) return;
    this.playing = false;
    if (this.index < this.events.length) this.apply(this.events[this.index++]);
    this.draw();
    if (this.index >= this.events.length) this.finish();
  }

  toggle() {
    if (!this.active) return;
    this.playing = !this.playing;
    this.last = performance.now();
    this.draw();
  }

  // The solution in the solver's colour once the trace is spent.
  finish() {
    this.stopFrames();
    this.playing = false;
    if (this.reply.solution) {
      this.values = [...this.reply.solution];
      for (let cell = 0; cell < this.values.length; cell++) {
        if (!this.puzzle.givens[cell]) this.solver.set(cell, 'placement');
      }
    }
    this.draw(true);
    this.onEnd?.(this.reply);
  }

  stop() {
    this.stopFrames();
    this.active = false;
    this.playing = false;
    this.counter.textContent = '';
  }

  stopFrames() {
    if (this.request) cancelAnimationFrame(this.request);
    this.request = null;
  }

  draw(done = false) {
    this.render({ values: this.values, solver: this.solver });
    const total = this.events.length;
    let text = `step ${this.index.toLocaleString('en')} / ${total.toLocaleString('en')}`;
    if (this.reply.trace_truncated) {
      text += ` (trace capped: the first ${total.toLocaleString('en')} of ${this.reply.trace_events.toLocaleString('en')} events)`;
    }
    if (this.reply.trace_complete === false) {
      text += ` (then ${this.reply.engine} finished the search without a trace)`;
    }
    if (done) text += ` · ${statusInWords(this.reply.status)}`;
    else if (!this.playing) text += ' · paused';
    this.counter.textContent = text;
  }
}
