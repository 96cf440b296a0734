// Help, which costs the player something: the solution fetched once per puzzle (for the
// check and the side-by-side view), hints and Explain (learn.js draws them), and the solver's
// animation (asked first, as it gives the game away; the success card says so). Installed on
// the App (main.js) as its methods.
import { post } from './api.js';
import { Board } from './board.js';

const $ = (id) => document.getElementById(id);

export class Help {
  toggleAnimation() {
    this.animation.toggle();
    this.showAnimationPlaying();
  }

  // The animation's Play/Pause button, named apart from the game's Pause for screen readers.
  showAnimationPlaying(playing = this.animation.playing) {
    $('play').textContent = playing ? 'Pause' : 'Play';
    $('play').setAttribute('aria-label', playing ? 'Pause the animation' : 'Play the animation');
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
      this.showHintStep(reply);
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
}
