// The page: one App that owns the puzzle, the game, the selection and the modes, and wires the
// buttons, the keys, the board, the animation and the learning aids together. It opens on the
// puzzle of a share link, else the saved game, else a random puzzle from the collection.
import { post } from './api.js';
import { Animation } from './animation.js';
import { Board } from './board.js';
import { setUpDialogs } from './dialogs.js';
import { Game } from './game.js';
import { handleKey } from './keys.js';
import { Learn } from './learn.js';
import { symbolOf } from './model.js';
import { load, save, sharedPuzzle } from './storage.js';
import { Timer } from './timer.js';

const $ = (id) => document.getElementById(id);
const MODES = ['digit', 'corner', 'centre'];

class App {
  constructor() {
    this.board = new Board($('board'), { onSelect: (cell) => this.select(cell) });
    this.timer = new Timer($('timer'), () => this.save());
    this.animation = new Animation({
      render: (view) => this.board.render({ ...view, selected: -1 }),
      onEnd: (reply) => this.say(`Solver: ${reply.status} (${reply.nodes} nodes, ${reply.guesses} guesses). Esc returns to your game.`),
      counter: $('counter'),
    });
    this.learn = new Learn({
      text: $('hint-text'),
      steps: $('steps'),
      onHighlight: (highlight) => { this.highlight = highlight; this.render(); },
    });
    this.dialogs = setUpDialogs({ onImport: (reply) => this.importReply(reply) });
    this.mode = 'digit';
    this.selected = 0;
    this.checkMode = false;
    this.wrong = new Set();
    this.highlight = { houses: new Set(), cells: new Set() };
    this.bindButtons();
    document.addEventListener('keydown', (event) => handleKey(event, this));
  }

  async start() {
    const shared = sharedPuzzle();
    const saved = load();
    try {
      if (shared) {
        const reply = await post('import', { text: shared.text, name: 'link', variant: shared.variant });
        history.replaceState(null, '', window.location.pathname);
        this.importReply(reply);
      } else if (saved) {
        this.checkMode = !!saved.checkMode;
        $('check-mode').checked = this.checkMode;
        this.load(saved.puzzle, saved);
        this.say('Your game is back where you left it.');
      } else {
        await this.newPuzzle();
      }
    } catch (problem) {
      this.say(problem.message, true);
    }
  }

  bindButtons() {
    const click = (id, action) => $(id).addEventListener('click', () => action());
    click('new', () => this.newPuzzle());
    click('generate', () => this.generatePuzzle());
    click('pause', () => this.togglePause());
    click('mode', () => this.cycleMode());
    click('candidates', () => this.fillCandidates());
    click('erase', () => this.erase());
    click('undo', () => this.undo());
    click('redo', () => this.redo());
    click('restart', () => this.act(() => this.game.restart()));
    click('hint', () => this.hint());
    click('explain', () => this.explain());
    click('compare', () => this.toggleCompare());
    click('solve', () => this.solve());
    click('play', () => this.toggleAnimation());
    click('step', () => {
      this.animation.step();
      $('play').textContent = 'Play';
    });
    click('stop', () => this.escape());
    click('import', () => this.dialogs.openImport());
    click('export', () => this.openExport());
    click('print', () => window.print());
    click('help', () => this.dialogs.openHelp());
    $('speed').addEventListener('input', () => this.animation.setSpeed(Number($('speed').value)));
    this.animation.setSpeed(Number($('speed').value));
    $('check-mode').addEventListener('change', () => {
      this.checkMode = $('check-mode').checked;
      this.refreshCheck();
    });
    $('paused').addEventListener('click', () => this.togglePause());
  }

  say(text, isError = false) {
    $('message').textContent = text;
    $('message').classList.toggle('error', isError);
  }

  async newPuzzle() {
    this.say('Fetching a puzzle…');
    const query = new URLSearchParams();
    for (const id of ['difficulty', 'variant', 'size']) if ($(id).value) query.set(id, $(id).value);
    if (this.puzzle) query.set('exclude', this.puzzle.line); // a new board, never the same one
    try {
      const response = await fetch(`api/random?${query}`);
      const reply = await response.json();
      if (!response.ok) throw new Error(reply.error);
      this.load(reply.puzzle, null, reply.difficulty);
      this.say(`A new ${reply.difficulty} puzzle (${reply.source}).`);
    } catch (problem) {
      this.say(problem.message, true);
    }
  }

  async generatePuzzle() {
    this.say('The generator is at work…');
    const request = {};
    for (const id of ['difficulty', 'variant', 'size']) if ($(id).value) request[id] = $(id).value;
    request.size = Number(request.size);
    try {
      const reply = await post('generate', request);
      this.load(reply.puzzle, null, reply.difficulty);
      this.say(`A new ${reply.difficulty} puzzle, made by the generator (seed ${reply.seed}).`);
    } catch (problem) {
      this.say(problem.message, true);
    }
  }

  toggleAnimation() {
    this.animation.toggle();
    $('play').textContent = this.animation.playing ? 'Pause' : 'Play';
  }

  importReply(reply) {
    this.load(reply.puzzle);
    const note = reply.solutions === 1 ? '' : reply.solutions === 0 ? ' It has no solution.' : ' It has more than one solution.';
    this.say(`Puzzle imported.${note}`);
  }

  load(puzzle, saved = null, difficulty = saved?.difficulty) {
    this.animation.stop();
    this.puzzle = puzzle;
    this.difficulty = difficulty || '';
    this.game = new Game(puzzle, saved);
    this.board.setPuzzle(puzzle);
    this.selected = Math.max(0, this.game.values.indexOf(0));
    this.wrong = new Set();
    this.solution = null;
    this.finished = !!saved?.finished;
    this.learn.reset();
    $('compare-view').hidden = true;
    this.buildPad();
    $('info').textContent = `${puzzle.variant} ${puzzle.size}×${puzzle.size}${this.difficulty ? ` · ${this.difficulty}` : ''}`;
    this.timer.reset(saved?.elapsed || 0);
    this.setPaused(false);
    this.render();
    this.save();
    this.refreshCheck();
  }

  buildPad() {
    const pad = $('pad');
    pad.replaceChildren();
    for (let digit = 1; digit <= this.puzzle.size; digit++) {
      const button = document.createElement('button');
      button.textContent = symbolOf(digit);
      button.setAttribute('aria-label', `digit ${digit}`);
      button.addEventListener('click', () => this.enter(digit));
      pad.append(button);
    }
  }

  save() {
    if (!this.game) return;
    save({ puzzle: this.puzzle, ...this.game.snapshot(), elapsed: this.timer.milliseconds(), checkMode: this.checkMode, difficulty: this.difficulty, finished: this.finished });
  }

  render() {
    if (!this.game || this.animation.active) return;
    this.board.render({
      ...this.game.snapshot(),
      selected: this.selected,
      conflicts: this.game.conflicts(),
      wrong: this.checkMode ? this.wrong : null,
      hintHouses: this.highlight.houses,
      hintCells: this.highlight.cells,
    });
    $('mode').firstChild.textContent = `Mode: ${this.mode} `;
    $('undo').disabled = this.game.undoStack.length === 0;
    $('redo').disabled = this.game.redoStack.length === 0;
  }

  select(cell) {
    if (this.animation.active) return;
    this.selected = cell;
    this.render();
    this.board.focus(cell);
  }

  move(rows, columns) {
    const n = this.puzzle.size;
    const row = (Math.floor(this.selected / n) + rows + n) % n;
    const column = ((this.selected % n) + columns + n) % n;
    this.select(row * n + column);
  }

  // Runs a game action; when it changed something, the grid moved on.
  act(action) {
    if (!this.game || this.animation.active || this.paused) return;
    if (action()) this.changed();
  }

  enter(digit, mode = this.mode) {
    this.act(() => (mode === 'digit'
      ? this.game.setDigit(this.selected, digit)
      : this.game.toggleNote(mode, this.selected, digit)));
  }

  erase() { this.act(() => this.game.erase(this.selected)); }
  fillCandidates() { this.act(() => this.game.fillCandidates()); }
  undo() { this.act(() => this.game.undo()); }
  redo() { this.act(() => this.game.redo()); }

  cycleMode() {
    this.mode = MODES[(MODES.indexOf(this.mode) + 1) % MODES.length];
    this.render();
  }

  changed() {
    this.highlight = { houses: new Set(), cells: new Set() };
    this.learn.text.textContent = '';
    this.render();
    this.save();
    this.refreshCheck();
    if (this.game.isFull() && this.game.conflicts().size === 0) this.verifySolved();
  }

  async refreshCheck() {
    if (!this.checkMode || !this.game) {
      this.wrong = new Set();
      this.render();
      return;
    }
    const values = [...this.game.values];
    const reply = await post('check', { puzzle: this.puzzle.text, grid: values, against_solution: true });
    if (values.join() !== this.game.values.join()) return; // the grid moved on meanwhile
    this.wrong = new Set(reply.wrong || []);
    this.render();
  }

  async verifySolved() {
    const reply = await post('check', { puzzle: this.puzzle.text, grid: this.game.values });
    if (!reply.solved) return;
    this.timer.pause();
    this.finished = true;
    this.save();
    this.say(`Solved in ${this.timer.text()}. Well done! Press R for a new puzzle.`);
  }

  async hint() {
    if (!this.game || this.animation.active) return;
    try { await this.learn.hint(this.puzzle, this.game.values); } catch (problem) { this.say(problem.message, true); }
  }

  async explain() {
    if (!this.game || this.animation.active) return;
    try { await this.learn.explain(this.puzzle, this.game.values); } catch (problem) { this.say(problem.message, true); }
  }

  async solve() {
    if (!this.game) return;
    if (this.animation.active) {
      this.toggleAnimation();
      return;
    }
    try {
      const reply = await post('solve', { puzzle: this.puzzle.text, algorithm: $('engine').value });
      this.say('The solver at work: green placements, orange guesses, red backtracks.');
      this.animation.start(this.puzzle, reply);
      $('play').textContent = 'Pause';
    } catch (problem) {
      this.say(problem.message, true);
    }
  }

  escape() {
    if (this.animation.active) {
      this.animation.stop();
      this.say('Back to your game.');
      this.render();
    } else if (!$('compare-view').hidden) {
      $('compare-view').hidden = true;
    } else {
      this.learn.reset();
    }
  }

  async toggleCompare() {
    const view = $('compare-view');
    if (!view.hidden) {
      view.hidden = true;
      return;
    }
    try {
      if (!this.solution) {
        const reply = await post('solve', { puzzle: this.puzzle.text, trace: false });
        this.solution = reply.solution;
      }
      const start = new Board($('compare-start'), { interactive: false });
      start.setPuzzle(this.puzzle);
      start.render({ values: this.puzzle.givens });
      const solved = new Board($('compare-solution'), { interactive: false });
      solved.setPuzzle(this.puzzle);
      const solver = new Map();
      (this.solution || []).forEach((_, cell) => { if (!this.puzzle.givens[cell]) solver.set(cell, 'placement'); });
      solved.render({ values: this.solution || this.puzzle.givens, solver });
      view.hidden = false;
      view.scrollIntoView({ block: 'nearest' });
    } catch (problem) {
      this.say(problem.message, true);
    }
  }

  openExport() { if (this.puzzle) this.dialogs.openExport(this.puzzle); }

  togglePause() { this.setPaused(!this.paused); }

  setPaused(paused) {
    this.paused = paused;
    $('paused').hidden = !paused;
    $('board').classList.toggle('hidden-by-pause', paused);
    $('pause').firstChild.textContent = paused ? 'Resume ' : 'Pause ';
    if (paused || this.finished) this.timer.pause(); else this.timer.start();
    this.save();
  }
}

const app = new App();
window.sudokuApp = app; // for the browser tests and the curious
app.start();
