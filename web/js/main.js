// The page: one App that owns the puzzle, the game, the selection and the modes, and wires the
// buttons, the keys, the board, the animation and the learning aids together. Its methods live
// in modules along the page's seams, each installed on the App: sources.js (where puzzles come
// from), help.js (the solution, hints, Explain and the solver), pad.js (the pad and the entry
// mode), clock.js (the clock, the pause and the colour scheme); here, playing the grid.
//
// Everything that needs no search happens in the page and goes on when the server stops:
// digits, notes, colours, undo, conflicts, the timer, and the check that a full grid keeps the
// rules. What needs the server (new puzzles, hints, solving) says so when it is away and runs
// again when it is back (api.js). The solution is fetched once per puzzle, in the background,
// so that checking against it also works without the server.
import { onConnectionChange, ServerDown, statusInWords } from './api.js';
import { Animation } from './animation.js';
import { Board } from './board.js';
import { rulesLabel } from './constraints_draw.js';
import { Clock } from './clock.js';
import { setUpDialogs } from './dialogs.js';
import { Game } from './game.js';
import { Help } from './help.js';
import { handleKey, lettersThatAreDigits } from './keys.js';
import { Learn } from './learn.js';
import { AWAY_BANNER, putOff } from './offline.js';
import { inTheBoardsWords } from './offer.js';
import { fileNameOf, PuzzleSources } from './sources.js';
import { Pad } from './pad.js';
import { candidatesOfAll } from './candidates.js';
import { Filter } from './filter.js';
import { HintStep } from './hint-step.js';
import { drawLinks } from './links_draw.js';
import { digitInFocus, markNotes, markPad } from './marks.js';
import { Selection } from './selection.js';
import { Settings } from './settings.js';
import { gameId, load, loadGame, loadTheme, rememberSolved, save, saveTheme, solvedBefore, watchOtherTabs } from './storage.js';
import { formatTime, Timer } from './timer.js';

const $ = (id) => document.getElementById(id);
const MESSAGE_MILLISECONDS = 8000; // an information line stays this long; errors stay 20 s
const ERROR_MILLISECONDS = 20000;

class App {
  constructor() {
    this.board = new Board($('board'), { onSelect: (cell, event) => this.pointerOnCell(cell, event) });
    this.timer = new Timer($('timer'), () => this.saveClock());
    this.animation = new Animation({
      render: (view) => this.board.render({ ...view, selected: -1 }),
      onEnd: (reply) => this.say(`Solver: ${statusInWords(reply.status)} (${reply.nodes} nodes, ${reply.guesses} guesses). Esc returns to your game.`),
      counter: $('counter'),
    });
    this.learn = new Learn({
      text: $('hint-text'),
      steps: $('steps'),
      board: $('board-wrap'),
      onHighlight: (highlight) => { this.highlight = highlight; this.render(); },
      onStepView: (view) => { this.stepView = view; this.render(); },
    });
    this.dialogs = setUpDialogs({
      onImport: (reply) => this.importReply(reply),
      onSavesLoaded: (count, name) => {
        this.openSaved(load(), '');
        this.say(`${count === 1 ? '1 saved game' : `${count} saved games`} loaded from ${name}; the last one you played is open.`);
      },
    });
    this.mode = 'digit';
    this.selected = 0;
    this.checkMode = false;
    this.wrong = new Set();
    this.highlight = { houses: new Set(), cells: new Set() };
    this.stepView = null;
    this.pausedByHiding = false;
    this.pointerOnBoard = false; // the last selection was a click or tap, not a key
    this.selection = new Set([0]); // selection.js: the selected cells
    this.heldDigit = 0; // digit first: the digit chosen on the pad
    this.setUpSettings();
    this.setUpHintStep();
    this.setUpFilter();
    this.watchDrag($('board'));
    this.bindButtons();
    this.setTheme(loadTheme());
    document.addEventListener('keydown', (event) => handleKey(event, this));
    document.addEventListener('visibilitychange', () => this.visibilityChanged());
    onConnectionChange((up) => this.connectionChanged(up));
    watchOtherTabs((id) => this.otherTabSaved(id));
  }

  bindButtons() {
    const click = (id, action) => $(id).addEventListener('click', () => action());
    click('new', () => this.newPuzzle());
    click('generate', () => this.generatePuzzle());
    click('success-new', () => this.newPuzzle());
    click('success-generate', () => this.generatePuzzle());
    click('pause', () => this.togglePause());
    click('mode', () => this.cycleMode());
    click('candidates', () => this.fillCandidates());
    click('erase', () => this.erase());
    click('undo', () => this.undo());
    click('redo', () => this.redo());
    click('restart', () => this.restart());
    click('hint', () => this.hint());
    click('explain', () => this.explain());
    click('compare', () => this.toggleCompare());
    click('solve', () => this.solve());
    click('play', () => this.toggleAnimation());
    click('step', () => {
      this.animation.step();
      this.showAnimationPlaying(false);
    });
    click('stop', () => this.escape());
    click('import', () => this.dialogs.openImport());
    click('export', () => this.openExport());
    click('print', () => window.print());
    click('help', () => this.openHelp());
    $('speed').addEventListener('input', () => this.animation.setSpeed(Number($('speed').value)));
    this.animation.setSpeed(Number($('speed').value));
    $('check-mode').addEventListener('change', () => {
      this.checkMode = $('check-mode').checked;
      this.refreshCheck();
      this.save();
    });
    $('theme').addEventListener('change', () => {
      this.setTheme($('theme').value);
      saveTheme($('theme').value);
    });
    $('paused').addEventListener('click', () => this.togglePause());
  }

  // One line under the board; information fades after a while, so no line outlives its news.
  say(text, isError = false) {
    $('message').textContent = text;
    $('message').classList.toggle('error', isError);
    clearTimeout(this.messageTimer);
    this.messageTimer = setTimeout(() => { $('message').textContent = ''; }, isError ? ERROR_MILLISECONDS : MESSAGE_MILLISECONDS);
  }

  // Runs a request of the server; when the server is away, says so, and what becomes of the
  // request (`key`, the App method to call again, if offline.js keeps it for later).
  async remote(key, action) {
    try {
      return await action();
    } catch (problem) {
      if (problem instanceof ServerDown) {
        this.say(putOff(key, () => this[key]({ ask: true })), true);
      } else {
        const button = { newPuzzle: 'New', generatePuzzle: 'Generate' }[key];
        this.say(button ? inTheBoardsWords(problem.message, button) : problem.message, true);
      }
      return null;
    }
  }

  connectionChanged(up) {
    $('connection').hidden = up;
    $('connection').textContent = up ? '' : AWAY_BANNER;
    if (up) {
      this.say('The server is back.');
      if (this.game && !this.solution) this.fetchSolution();
    }
  }

  // Asks before an action that ends the game in progress (`always`: that gives an unsolved
  // game away, even one not begun); true to go ahead.
  async confirm(text, ok, { always = false } = {}) {
    if (!this.game || this.finished || !(always || this.game.inProgress())) return true;
    return this.dialogs.confirm(text, ok);
  }

  load(puzzle, saved = null, { difficulty = saved?.difficulty, source = saved?.source } = {}) {
    this.animation.stop();
    this.puzzle = puzzle;
    this.difficulty = difficulty || '';
    this.source = source || '';
    this.game = new Game(puzzle, saved);
    this.board.setPuzzle(puzzle);
    this.selected = Math.max(0, this.game.values.indexOf(0));
    this.selection = new Set([this.selected]);
    this.hideHintStep();
    this.wrong = new Set();
    this.solution = null;
    this.finished = !!saved?.finished;
    this.hintsUsed = saved?.hintsUsed || 0;
    this.solutionShown = !!saved?.solutionShown;
    this.stepView = null;
    this.learn.reset();
    $('compare-view').hidden = true;
    this.buildPad();
    this.buildFilter(puzzle.size);
    const where = this.source && this.source !== 'collection' ? ` · ${fileNameOf(this.source)}` : '';
    const before = solvedBefore(gameId(puzzle));
    const solved = before && !this.finished ? ` · solved before in ${formatTime(before.elapsed)}` : '';
    $('info').textContent = `${rulesLabel(puzzle)} ${puzzle.size}×${puzzle.size}${this.difficulty ? ` · ${this.difficulty}` : ''}${where}${solved}`;
    $('info').title = this.source; // the whole path of a file of the player's own
    this.timer.reset(saved?.elapsed || 0);
    this.setPaused(false);
    this.showSuccess();
    this.render();
    this.save();
    this.fetchSolution();
    this.refreshCheck();
  }

  save() {
    if (!this.game) return;
    save({
      puzzle: this.puzzle, ...this.game.snapshot(), ...this.game.history(), elapsed: this.timer.milliseconds(), checkMode: this.checkMode,
      difficulty: this.difficulty, source: this.source, finished: this.finished, hintsUsed: this.hintsUsed,
      solutionShown: this.solutionShown,
    });
  }

  render() {
    if (!this.game || this.animation.active) return;
    const view = this.stepView;
    const hinted = view ? null : this.hintOverlay();
    const drawn = {
      ...this.game.snapshot(),
      ...(view ? { values: view.values, corner: view.candidates, centre: [], colours: [] } : {}),
      ...(hinted ? { corner: hinted.corner, centre: hinted.centre } : {}),
      selected: view ? -1 : this.selected,
      selection: view ? null : this.selection,
      conflicts: view ? new Set() : this.game.conflicts(),
      brokenCages: view ? new Set() : new Set(this.game.brokenCages()),
      wrong: this.checkMode && !view ? this.wrong : this.hintWrong,
      hintHouses: this.highlight.houses,
      hintCells: this.highlight.cells,
      eliminated: view ? view.eliminations : hinted?.eliminated,
      locked: this.finished,
    };
    this.board.render(drawn);
    markNotes(this.board, { ...drawn, held: !!this.heldDigit }, view ? 0 : digitInFocus(this, drawn.values), this.settings);
    markPad(this, this.game.values, this.settings);
    this.markFilter(view ? { values: view.values, corner: view.candidates } : drawn);
    drawLinks(this.board, view ? view.links : this.hintStep?.links);
    $('board').classList.toggle('step-view', !!view);
    $('mode').firstChild.textContent = `Mode: ${this.mode} `;
    $('undo').disabled = this.game.undoStack.length === 0 || this.finished;
    $('redo').disabled = this.game.redoStack.length === 0 || this.finished;
  }

  // A cell chosen by a click or tap, or by the arrow keys (byPointer false).
  select(cell, { byPointer = false } = {}) {
    if (this.animation.active) return;
    this.pointerOnBoard = byPointer;
    if (this.stepView) this.leaveStepView();
    this.selected = cell;
    this.selection = new Set([cell]);
    this.render();
    this.board.focus(cell);
  }

  move(rows, columns, { extend = false } = {}) {
    const n = this.puzzle.size;
    const row = (Math.floor(this.selected / n) + rows + n) % n;
    const column = ((this.selected % n) + columns + n) % n;
    if (extend) this.extendSelection(row * n + column);
    else this.select(row * n + column);
  }

  // Runs a game action; when it changed something, the grid moved on. A solved game is locked.
  act(action) {
    if (!this.game || this.animation.active || this.paused) return;
    if (this.finished) {
      this.say('This puzzle is solved: R or New for another one.');
      return;
    }
    if (this.stepView) this.leaveStepView();
    if (action()) this.changed();
  }

  // A digit, note or colour (mode) into every selected cell, as one step (selection.js).
  enter(digit, mode = this.mode) { this.act(() => this.enterInSelection(digit, mode)); }

  erase() { this.act(() => this.eraseSelection()); }

  // Auto notes, as the settings say: respecting the cages, keeping the player's eliminations.
  fillCandidates() {
    const { cageNotes, keepEliminations } = this.settings;
    this.act(() => this.game.fillCandidates(candidatesOfAll(this.puzzle, this.game.peers, this.game.values, { cages: cageNotes }), { keep: keepEliminations }));
  }

  // Starting over: asked first, as it clears the game in progress; the clock starts again too.
  async restart() {
    if (this.finished || this.paused) {
      this.act(() => false); // says why nothing happens
      return;
    }
    if (!(await this.confirm('Restart clears every digit, note and colour you entered, and starts the clock again.', 'Restart'))) return;
    this.act(() => this.game.restart());
    this.timer.reset(0);
    this.setPaused(false);
  }
  undo() { this.act(() => this.game.undo()); }
  redo() { this.act(() => this.game.redo()); }

  changed() {
    this.highlight = { houses: new Set(), cells: new Set() };
    this.hintWrong = null;
    this.learn.text.textContent = '';
    this.hideHintStep();
    this.render();
    this.save();
    this.refreshCheck();
    $('announce').textContent = this.board.describe(this.selected); // heard after each change
    if (this.game.isSolved()) this.finish();
    else if (this.game.isFull()) this.say('The grid is full, but a rule is broken: the cells marked in red show where.', true);
  }

  // The grid keeps every rule: the game is won, the board locked, the success shown.
  finish() {
    this.timer.pause();
    this.finished = true;
    rememberSolved({ id: gameId(this.puzzle), elapsed: this.timer.milliseconds(), difficulty: this.difficulty, hints: this.hintsUsed, solutionShown: this.solutionShown, when: Date.now() });
    this.save();
    this.showSuccess();
    this.render();
    this.say(`Solved in ${this.timer.text()}. Well done!`);
  }

  showSuccess() {
    $('success').hidden = !this.finished;
    $('pad').hidden = this.finished;
    if (!this.finished) return;
    const hints = this.hintsUsed === 1 ? '1 hint' : `${this.hintsUsed || 'no'} hints`;
    const parts = [`Time ${formatTime(this.timer.milliseconds())}`];
    if (this.difficulty) parts.push(this.difficulty);
    parts.push(`${this.puzzle.variant} ${this.puzzle.size}×${this.puzzle.size}`, hints);
    if (this.solutionShown) parts.push('solution shown');
    $('success-details').textContent = parts.join(' · ');
  }

  escape() {
    if (this.animation.active) {
      this.animation.stop();
      this.say('Back to your game.');
      this.render();
    } else if (this.stepView) {
      this.leaveStepView();
      this.render();
    } else if (!$('compare-view').hidden) {
      $('compare-view').hidden = true;
    } else if (this.escapeSelection()) {
      this.render();
    } else {
      this.learn.reset();
      this.hideHintStep();
      this.hintWrong = null;
      this.render();
    }
  }

  openExport() { if (this.puzzle) this.dialogs.openExport(this.puzzle); }

  // The keys help, saying which command letters are digits of this grid.
  openHelp() {
    const letters = lettersThatAreDigits(this.puzzle?.size ?? 9);
    const commands = letters.filter((letter) => 'RGNCHEVIXP'.includes(letter));
    $('help-letters').textContent = letters.length === 0
      ? 'On grids above 9×9 the letters from A are digits (A = 10): on 16×16, A–G; on 25×25, A–P. A command whose letter is a digit of the grid has its button.'
      : `On this ${this.puzzle.size}×${this.puzzle.size} grid the letters ${letters[0]}–${letters.at(-1)} are digits (A = 10)${commands.length ? `, so ${commands.join(', ')} enter digits: use the buttons for those commands` : ''}.`;
    this.dialogs.openHelp();
  }

  // Another tab saved a game: when it is this one, take its digits, notes and colours.
  otherTabSaved(id) {
    if (!this.game || id !== gameId(this.puzzle) || this.animation.active) return;
    const theirs = loadGame(id);
    if (!theirs) return;
    if (theirs.finished && !this.finished) {
      this.load(this.puzzle, theirs, {});
      return;
    }
    if (!this.finished && this.game.adopt(theirs)) {
      this.render();
      this.refreshCheck();
    }
  }

  get serverDown() { return !$('connection').hidden; }
}

// The methods of each module's class become the App's own (`this` is the App in all of them).
for (const part of [PuzzleSources, Help, Pad, Clock, Selection, Settings, HintStep, Filter]) {
  for (const name of Object.getOwnPropertyNames(part.prototype)) {
    if (name !== 'constructor') Object.defineProperty(App.prototype, name, Object.getOwnPropertyDescriptor(part.prototype, name));
  }
}

const app = new App();
window.sudokuApp = app; // for the browser tests and the curious
app.start();
// The page from the browser's cache when the server is away (sw.js); where service workers
// are not allowed (an address other than localhost over http), the page simply needs its server.
navigator.serviceWorker?.register('sw.js').catch(() => {});
