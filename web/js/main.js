// The page: one App that owns the puzzle, the game, the selection and the modes, and wires the
// buttons, the keys, the board, the animation and the learning aids together. It opens on the
// puzzle of a share link, else the saved game, else a random puzzle from the collection.
//
// Everything that needs no search happens in the page and goes on when the server stops:
// digits, notes, colours, undo, conflicts, the timer, and the check that a full grid keeps the
// rules. What needs the server (new puzzles, hints, solving) says so when it is away and runs
// again when it is back (api.js). The solution is fetched once per puzzle, in the background,
// so that checking against it also works without the server.
import { get, onConnectionChange, post, ServerDown } from './api.js';
import { Animation } from './animation.js';
import { Board } from './board.js';
import { setUpDialogs } from './dialogs.js';
import { Game } from './game.js';
import { handleKey, lettersThatAreDigits } from './keys.js';
import { Learn } from './learn.js';
import { AWAY_BANNER, putOff } from './offline.js';
import { symbolOf } from './model.js';
import { gameId, load, loadGame, loadTheme, rememberSolved, save, saveElapsed, saveTheme, sharedPuzzle, solvedBefore, watchOtherTabs } from './storage.js';
import { formatTime, Timer } from './timer.js';

const $ = (id) => document.getElementById(id);
const MODES = ['digit', 'corner', 'centre', 'colour'];
const COLOURS = 9; // the colour mode's palette (board.css: --colour-1 … --colour-9)
const MESSAGE_MILLISECONDS = 8000; // an information line stays this long; errors stay 20 s
const ERROR_MILLISECONDS = 20000;

class App {
  constructor() {
    this.board = new Board($('board'), { onSelect: (cell) => this.select(cell, { byPointer: true }) });
    this.timer = new Timer($('timer'), () => this.saveClock());
    this.animation = new Animation({
      render: (view) => this.board.render({ ...view, selected: -1 }),
      onEnd: (reply) => this.say(`Solver: ${reply.status} (${reply.nodes} nodes, ${reply.guesses} guesses). Esc returns to your game.`),
      counter: $('counter'),
    });
    this.learn = new Learn({
      text: $('hint-text'),
      steps: $('steps'),
      onHighlight: (highlight) => { this.highlight = highlight; this.render(); },
      onStepView: (view) => { this.stepView = view; this.render(); },
    });
    this.dialogs = setUpDialogs({ onImport: (reply) => this.importReply(reply) });
    this.mode = 'digit';
    this.selected = 0;
    this.checkMode = false;
    this.wrong = new Set();
    this.highlight = { houses: new Set(), cells: new Set() };
    this.stepView = null;
    this.pausedByHiding = false;
    this.pointerOnBoard = false; // the last selection was a click or tap, not a key
    this.bindButtons();
    this.setTheme(loadTheme());
    document.addEventListener('keydown', (event) => handleKey(event, this));
    document.addEventListener('visibilitychange', () => this.visibilityChanged());
    onConnectionChange((up) => this.connectionChanged(up));
    watchOtherTabs((id) => this.otherTabSaved(id));
  }

  async start() {
    // A share link pasted into the address bar of an open board changes only the hash; heard
    // from the start, so that a board opened from a link takes the next one too.
    window.addEventListener('hashchange', async () => {
      const link = sharedPuzzle();
      if (!link) return;
      const ask = 'The puzzle of the link replaces the game in progress; it cannot be undone.';
      if ((await this.confirm(ask, 'Open the link')) && !(await this.openShared(link))) this.say(this.linkProblem, true);
      history.replaceState(null, '', window.location.pathname);
    });
    await this.fitMenusToCollection();
    const shared = sharedPuzzle();
    if (shared && (await this.openShared(shared))) return;
    this.openSaved(load(), this.linkProblem);
  }

  // Served with the player's own files (`sudoku serve --collection FILE`), New draws from them:
  // the menus start on the first kind of puzzle they hold, at any difficulty (they come
  // ungraded), and offer every variant and size found there. Without the server, nothing to fit.
  async fitMenusToCollection() {
    let held;
    try {
      held = await get('collection');
    } catch {
      return;
    }
    if (!held?.user || !held.kinds?.length) return;
    const offer = (id, value) => {
      if (![...$(id).options].some((option) => option.value === value)) $(id).add(new Option(value, value));
    };
    for (const kind of held.kinds) {
      offer('variant', kind.variant);
      offer('size', String(kind.size));
    }
    $('difficulty').value = '';
    $('variant').value = held.kinds[0].variant;
    $('size').value = String(held.kinds[0].size);
  }

  // Opens the puzzle of a share link; false (and this.linkProblem saying why) when it holds none.
  async openShared(shared) {
    history.replaceState(null, '', window.location.pathname);
    try {
      const reply = await post('import', { text: shared.text, name: 'link', variant: shared.variant });
      // A link to a puzzle played here before opens that game, not a fresh copy of it.
      const saved = loadGame(gameId(reply.puzzle));
      if (saved) this.openSaved(saved, saved.finished ? '' : 'The link\'s puzzle: your game of it is back where you left it.');
      else this.importReply(reply);
      return true;
    } catch (problem) {
      const back = this.game ? '' : load() ? ' Your saved game is back.' : '';
      this.linkProblem = problem instanceof ServerDown
        ? `${problem.message} The share link's puzzle opens once it is back and the link is opened again.${back}`
        : `The share link holds no puzzle this board can read: ${problem.message}.${back}`;
      return false;
    }
  }

  // The saved game (saying `note` first, if any), or a puzzle from the collection.
  openSaved(saved, note = '') {
    if (!saved) {
      this.newPuzzle({ ask: false });
      if (note) this.say(note, true);
      return;
    }
    this.checkMode = !!saved.checkMode;
    $('check-mode').checked = this.checkMode;
    this.load(saved.puzzle, saved);
    if (note) this.say(note, true);
    else this.say(this.finished ? `You solved this puzzle in ${formatTime(saved.elapsed)}.` : 'Your game is back where you left it.');
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
        this.say(problem.message, true);
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

  async newPuzzle({ ask = true } = {}) {
    if (ask && !(await this.confirm('A new puzzle replaces the game in progress; it cannot be undone.', 'New puzzle'))) return;
    this.say('Fetching a puzzle…');
    const query = new URLSearchParams();
    for (const id of ['difficulty', 'variant', 'size']) if ($(id).value) query.set(id, $(id).value);
    if (this.puzzle) query.set('exclude', this.puzzle.line); // a new board, never the same one
    await this.remote('newPuzzle', async () => {
      const reply = await get('random', query);
      this.load(reply.puzzle, null, { difficulty: reply.difficulty, source: reply.source });
      this.say(`A new ${reply.difficulty} puzzle (${reply.source}).`);
    });
  }

  async generatePuzzle({ ask = true } = {}) {
    if (ask && !(await this.confirm('A generated puzzle replaces the game in progress; it cannot be undone.', 'Generate'))) return;
    this.say('The generator is at work…');
    const request = {};
    for (const id of ['difficulty', 'variant', 'size']) if ($(id).value) request[id] = $(id).value;
    request.size = Number(request.size);
    await this.remote('generatePuzzle', async () => {
      const reply = await post('generate', request);
      this.load(reply.puzzle, null, { difficulty: reply.difficulty, source: `generator, seed ${reply.seed}` });
      this.say(`A new ${reply.difficulty} puzzle, made by the generator (seed ${reply.seed}).`);
    });
  }

  toggleAnimation() {
    this.animation.toggle();
    this.showAnimationPlaying();
  }

  // The animation's Play/Pause button, named apart from the game's Pause for screen readers.
  showAnimationPlaying(playing = this.animation.playing) {
    $('play').textContent = playing ? 'Pause' : 'Play';
    $('play').setAttribute('aria-label', playing ? 'Pause the animation' : 'Play the animation');
  }

  importReply(reply) {
    this.load(reply.puzzle, null, { source: 'imported' });
    const note = reply.solutions === 1 ? '' : reply.solutions === 0 ? ' It has no solution.' : ' It has more than one solution.';
    this.say(`Puzzle imported.${note}`);
  }

  load(puzzle, saved = null, { difficulty = saved?.difficulty, source = saved?.source } = {}) {
    this.animation.stop();
    this.puzzle = puzzle;
    this.difficulty = difficulty || '';
    this.source = source || '';
    this.game = new Game(puzzle, saved);
    this.board.setPuzzle(puzzle);
    this.selected = Math.max(0, this.game.values.indexOf(0));
    this.wrong = new Set();
    this.solution = null;
    this.finished = !!saved?.finished;
    this.hintsUsed = saved?.hintsUsed || 0;
    this.solutionShown = !!saved?.solutionShown;
    this.stepView = null;
    this.learn.reset();
    $('compare-view').hidden = true;
    this.buildPad();
    const where = this.source && this.source !== 'collection' ? ` · ${this.source}` : '';
    const before = solvedBefore(gameId(puzzle));
    const solved = before && !this.finished ? ` · solved before in ${formatTime(before.elapsed)}` : '';
    $('info').textContent = `${puzzle.variant} ${puzzle.size}×${puzzle.size}${this.difficulty ? ` · ${this.difficulty}` : ''}${where}${solved}`;
    this.timer.reset(saved?.elapsed || 0);
    this.setPaused(false);
    this.showSuccess();
    this.render();
    this.save();
    this.fetchSolution();
    this.refreshCheck();
  }

  // The pad: the grid's digits, or the nine colours in colour mode.
  buildPad() {
    const pad = $('pad');
    pad.replaceChildren();
    pad.classList.toggle('colours', this.mode === 'colour');
    const count = this.mode === 'colour' ? COLOURS : this.puzzle.size;
    for (let digit = 1; digit <= count; digit++) {
      const button = document.createElement('button');
      if (this.mode === 'colour') {
        button.className = `swatch colour-${digit}`;
        button.setAttribute('aria-label', `colour ${digit}`);
        button.textContent = String(digit);
      } else {
        button.textContent = symbolOf(digit);
        button.setAttribute('aria-label', `digit ${digit}`);
      }
      button.addEventListener('click', () => this.enter(digit));
      keepFocusOnBoard(button);
      pad.append(button);
    }
    pad.classList.toggle('many', count > 9);
  }

  // Every half second while the clock runs: the time only, once the game is saved (moves save
  // the whole game as they are made).
  saveClock() {
    if (this.game && !saveElapsed(this.puzzle, this.timer.milliseconds())) this.save();
  }

  save() {
    if (!this.game) return;
    save({
      puzzle: this.puzzle, ...this.game.snapshot(), elapsed: this.timer.milliseconds(), checkMode: this.checkMode,
      difficulty: this.difficulty, source: this.source, finished: this.finished, hintsUsed: this.hintsUsed,
      solutionShown: this.solutionShown,
    });
  }

  render() {
    if (!this.game || this.animation.active) return;
    const view = this.stepView;
    this.board.render({
      ...this.game.snapshot(),
      ...(view ? { values: view.values, corner: view.candidates, centre: [], colours: [] } : {}),
      selected: view ? -1 : this.selected,
      conflicts: view ? new Set() : this.game.conflicts(),
      brokenCages: view ? new Set() : new Set(this.game.brokenCages()),
      wrong: this.checkMode && !view ? this.wrong : this.hintWrong,
      hintHouses: this.highlight.houses,
      hintCells: this.highlight.cells,
      eliminated: view?.eliminations,
      locked: this.finished,
    });
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
    this.render();
    this.board.focus(cell);
  }

  move(rows, columns) {
    const n = this.puzzle.size;
    const row = (Math.floor(this.selected / n) + rows + n) % n;
    const column = ((this.selected % n) + columns + n) % n;
    this.select(row * n + column);
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

  enter(digit, mode = this.mode) {
    this.act(() => {
      if (mode === 'colour') return digit <= COLOURS && this.game.setColour(this.selected, digit);
      return mode === 'digit'
        ? this.game.setDigit(this.selected, digit)
        : this.game.toggleNote(mode, this.selected, digit);
    });
  }

  erase() {
    this.act(() => (this.mode === 'colour' ? this.game.setColour(this.selected, 0) : this.game.erase(this.selected)));
  }

  fillCandidates() { this.act(() => this.game.fillCandidates()); }

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

  cycleMode() {
    this.mode = MODES[(MODES.indexOf(this.mode) + 1) % MODES.length];
    if (this.game) this.buildPad();
    this.render();
  }

  changed() {
    this.highlight = { houses: new Set(), cells: new Set() };
    this.hintWrong = null;
    this.learn.text.textContent = '';
    this.render();
    this.save();
    this.refreshCheck();
    if (this.game.isSolved()) this.finish();
    else if (this.game.isFull()) this.say('The grid is full, but a rule is broken: the cells marked in red show where.', true);
  }

  // The solution, once per puzzle and quietly (the compare view and the check use it).
  async fetchSolution() {
    const puzzle = this.puzzle;
    try {
      const reply = await post('solve', { puzzle: puzzle.text, trace: false });
      if (puzzle === this.puzzle && reply.solution) {
        this.solution = reply.solution;
        this.refreshCheck();
      }
    } catch {
      // the server is away or the puzzle has no solution: asked again when needed
    }
    return this.solution;
  }

  // The player's digits that differ from the solution (check mode), computed in the page.
  refreshCheck() {
    if (!this.checkMode || !this.game || !this.solution) {
      this.wrong = new Set();
      if (this.checkMode && this.game && !this.solution && this.serverDown) this.say('Checking against the solution needs the server once: start `sudoku serve`.', true);
    } else {
      this.wrong = new Set(this.game.values.map((digit, cell) => (digit && digit !== this.solution[cell] ? cell : -1)).filter((cell) => cell >= 0));
    }
    this.render();
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

  // Digits and notes the player has: the notes of each cell (corner and centre together).
  playerNotes() {
    return this.game.values.map((digit, cell) => (digit ? [] : [...new Set([...this.game.corner[cell], ...this.game.centre[cell]])].sort((a, b) => a - b)));
  }

  // Help for a board the pause hides would be help unseen, and counted all the same.
  refusedWhilePaused() {
    if (this.paused) this.say('The game is paused: P resumes it.');
    return this.paused;
  }

  async hint() {
    if (!this.game || this.animation.active || this.refusedWhilePaused()) return;
    if (this.stepView) this.leaveStepView();
    await this.remote('hint', async () => {
      const reply = await this.learn.hint(this.puzzle, this.game.values, this.playerNotes());
      this.hintsUsed += 1;
      this.hintWrong = reply.status === 'wrong_digit' ? new Set(reply.highlight?.cells || []) : null;
      this.save();
      this.render();
    });
  }

  async explain() {
    if (!this.game || this.animation.active || this.refusedWhilePaused()) return;
    await this.remote('explain', () => this.learn.explain(this.puzzle, this.game.values));
  }

  leaveStepView() {
    this.stepView = null;
    this.learn.clearStep();
  }

  // Space on the board: after a click there, a slip of the hand rather than a wish, so it
  // says what solves instead; after moving by keys, it is Solve.
  solveByKey() {
    if (this.pointerOnBoard && !this.animation.active) {
      this.say('Space does not solve after a click on the board: use the Solve button, or move by keys first.');
      return;
    }
    this.solve();
  }

  // The solution given away (the solver's animation, or start and solution side by side):
  // the success card says so.
  noteSolutionShown() {
    if (this.finished || this.solutionShown) return;
    this.solutionShown = true;
    this.save();
  }

  async solve() {
    if (!this.game) return;
    if (this.animation.active) {
      this.toggleAnimation();
      return;
    }
    if (!(await this.confirm('The solver fills in the whole solution before your eyes.', 'Solve it', { always: true }))) return;
    await this.remote('solve', async () => {
      const reply = await post('solve', { puzzle: this.puzzle.text, algorithm: $('engine').value });
      this.noteSolutionShown();
      this.say('The solver at work: green placements, orange guesses, red backtracks.');
      this.animation.start(this.puzzle, reply);
      this.showAnimationPlaying(true);
    });
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
    } else {
      this.learn.reset();
      this.hintWrong = null;
      this.render();
    }
  }

  async toggleCompare({ ask = true } = {}) {
    const view = $('compare-view');
    if (!view.hidden) {
      view.hidden = true;
      return;
    }
    if (ask && !(await this.confirm('This shows the whole solution beside the start.', 'Show the solution', { always: true }))) return;
    const solution = this.solution || (await this.remote('toggleCompare', async () => {
      const reply = await post('solve', { puzzle: this.puzzle.text, trace: false });
      this.solution = reply.solution || null;
      return this.solution;
    }));
    if (!solution && !this.solution) return;
    const start = new Board($('compare-start'), { interactive: false });
    start.setPuzzle(this.puzzle);
    start.render({ values: this.puzzle.givens });
    const solved = new Board($('compare-solution'), { interactive: false });
    solved.setPuzzle(this.puzzle);
    const solver = new Map();
    this.solution.forEach((_, cell) => { if (!this.puzzle.givens[cell]) solver.set(cell, 'placement'); });
    solved.render({ values: this.solution, solver });
    this.noteSolutionShown();
    view.hidden = false;
    view.scrollIntoView({ block: 'nearest' });
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

  togglePause() { this.setPaused(!this.paused); }

  setPaused(paused) {
    this.paused = paused;
    this.pausedByHiding = false;
    $('paused').hidden = !paused;
    $('board').classList.toggle('hidden-by-pause', paused);
    $('pause').firstChild.textContent = paused ? 'Resume ' : 'Pause ';
    $('pause').setAttribute('aria-label', paused ? 'Resume the game' : 'Pause the game');
    if (paused || this.finished || document.hidden) this.timer.pause(); else this.timer.start();
    this.save();
  }

  // A hidden tab stops the clock; it runs again when the tab is back (unless paused by hand).
  // Hiding keeps the time only: a tab left or closed is not the game played last.
  visibilityChanged() {
    if (!this.game || this.finished || this.paused) return;
    if (document.hidden) {
      this.timer.pause();
      this.saveClock();
    } else {
      this.timer.start();
    }
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

  // 'light', 'dark', or 'auto' (as the system, followed when it changes).
  setTheme(theme) {
    $('theme').value = theme;
    this.theme = theme;
    const system = window.matchMedia('(prefers-color-scheme: dark)');
    if (!this.followingSystem) {
      system.addEventListener('change', () => { if (this.theme === 'auto') this.setTheme('auto'); });
      this.followingSystem = true;
    }
    const dark = theme === 'dark' || (theme === 'auto' && system.matches);
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }
}

// A button of the pad enters its digit without taking the focus from the board (a pointer
// would leave it there, and Space or Enter would then press it again).
function keepFocusOnBoard(button) {
  button.addEventListener('pointerdown', (event) => event.preventDefault());
}

const app = new App();
window.sudokuApp = app; // for the browser tests and the curious
app.start();
