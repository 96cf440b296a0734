// Where the game's puzzle comes from: on opening, a share link, else the saved game, else a
// random puzzle; later New (the collection), Generate (made now) and Import. The menus offer
// only what the server can deliver (offer.js), and fit a collection of the player's own. Installed on the App (main.js) as its methods.
import { get, post, ServerDown } from './api.js';
import { Offer } from './offer.js';
import { gameId, load, loadGame, sharedPuzzle } from './storage.js';
import { formatTime } from './timer.js';

const $ = (id) => document.getElementById(id);

// A puzzle's source as the page shows it: of a file of the player's own ("/a/long/path/mine.txt,
// line 4"), its name and line only, so that a long path never widens the board.
export function fileNameOf(source) { return source.replace(/^.*[/\\]/, ''); }

export class PuzzleSources {
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

  // The menus offer what the server says it can deliver (offer.js). Served with the player's
  // own files (`sudoku serve --collection FILE`), New draws from them: the menus start on the
  // first kind of puzzle they hold, at any difficulty (they come ungraded), and offer every
  // variant and size found there. Without the server, nothing to fit.
  async fitMenusToCollection() {
    let held = null;
    try {
      held = await get('collection');
    } catch {
      // away: everything stays on offer
    }
    this.offer = new Offer(held);
    this.heldKinds = held?.user ? held.kinds || [] : [];
    for (const id of ['variant', 'size', 'difficulty']) $(id).addEventListener('change', () => this.fitMenus());
    if (held?.user && held.kinds?.length) {
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
    this.fitMenus();
  }

  // Greys out the sizes and difficulties neither New nor Generate can deliver for the variant
  // chosen (moving off one that is greyed: to 9×9 or the first size left, to any difficulty),
  // and disables the button that cannot deliver the choice, saying why under the menus.
  fitMenus() {
    const offer = this.offer;
    if (!offer?.known) return;
    const variant = $('variant').value;
    const anyDifficulty = ['', 'easy', 'medium', 'hard', 'expert', 'extreme'];
    for (const option of $('size').options) {
      option.disabled = !anyDifficulty.some((difficulty) => offer.canEither(variant, Number(option.value), difficulty));
    }
    if ($('size').selectedOptions[0]?.disabled) {
      const left = [...$('size').options].filter((option) => !option.disabled);
      const nine = left.find((option) => option.value === '9');
      if (left.length) $('size').value = (nine || left[0]).value;
    }
    const size = Number($('size').value);
    for (const option of $('difficulty').options) option.disabled = !offer.canEither(variant, size, option.value);
    if ($('difficulty').selectedOptions[0]?.disabled) $('difficulty').value = '';
    const difficulty = $('difficulty').value;
    const whyNotNew = offer.whyNotNew(variant, size, difficulty);
    const whyNotGenerate = offer.whyNotGenerate(variant, size, difficulty);
    for (const id of ['new', 'success-new']) $(id).disabled = !!whyNotNew;
    for (const id of ['generate', 'success-generate']) $(id).disabled = !!whyNotGenerate;
    $('offer-note').textContent = [whyNotNew, whyNotGenerate].filter(Boolean).join(' ');
    $('offer-note').hidden = !whyNotNew && !whyNotGenerate;
    this.nameHeldRules(size);
  }

  // A file of f-puzzles lines holds rules beyond its variant's (thermometers, arrows, …): each
  // variant's entry names those of its puzzles at the size chosen, the first two and a count of
  // the rest ("classic + arrow, thermometer +2"), the list's title all of them.
  nameHeldRules(size) {
    let all = [];
    for (const option of $('variant').options) {
      if (!option.hasAttribute('value')) option.value = option.value; // its name, kept when the text changes
      const rules = this.heldKinds?.find((kind) => kind.variant === option.value && kind.size === size)?.rules || [];
      const more = rules.length > 2 ? ` +${rules.length - 2}` : '';
      option.textContent = rules.length ? `${option.value} + ${rules.slice(0, 2).join(', ')}${more}` : option.value;
      if (option.value === $('variant').value) all = rules;
    }
    $('variant').title = all.length ? `These puzzles hold ${all.join(', ')}` : '';
  }

  // Why the choice in the menus cannot come from New (`generate` false) or Generate, or ''.
  whyNotOffered(generate) {
    if (!this.offer?.known) return '';
    const choice = [$('variant').value, Number($('size').value), $('difficulty').value];
    return generate ? this.offer.whyNotGenerate(...choice) : this.offer.whyNotNew(...choice);
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

  async newPuzzle({ ask = true } = {}) {
    if (this.whyNotOffered(false)) {
      this.say(this.whyNotOffered(false), true);
      return;
    }
    if (ask && !(await this.confirm('A new puzzle replaces the game in progress; it cannot be undone.', 'New puzzle'))) return;
    this.say('Fetching a puzzle…');
    const query = new URLSearchParams();
    for (const id of ['difficulty', 'variant', 'size']) if ($(id).value) query.set(id, $(id).value);
    if (this.puzzle) query.set('exclude', this.puzzle.line); // a new board, never the same one
    await this.remote('newPuzzle', async () => {
      const reply = await get('random', query);
      this.load(reply.puzzle, null, { difficulty: reply.label, source: reply.source });
      this.say(`A new ${reply.label} puzzle (${fileNameOf(reply.source)}).`);
    });
  }

  async generatePuzzle({ ask = true } = {}) {
    if (this.whyNotOffered(true)) {
      this.say(this.whyNotOffered(true), true);
      return;
    }
    if (ask && !(await this.confirm('A generated puzzle replaces the game in progress; it cannot be undone.', 'Generate'))) return;
    this.say('The generator is at work…');
    const request = {};
    for (const id of ['difficulty', 'variant', 'size']) if ($(id).value) request[id] = $(id).value;
    request.size = Number(request.size);
    await this.remote('generatePuzzle', async () => {
      const reply = await post('generate', request);
      this.load(reply.puzzle, null, { difficulty: reply.label, source: `generator, seed ${reply.seed}` });
      this.say(`A new ${reply.label} puzzle, made by the generator (seed ${reply.seed}).`);
    });
  }

  importReply(reply) {
    this.load(reply.puzzle, null, { source: 'imported' });
    const note = reply.solutions === 1 ? '' : reply.solutions === 0 ? ' It has no solution.' : ' It has more than one solution.';
    this.say(`Puzzle imported.${note}`);
  }
}
