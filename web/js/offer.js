// What the menus offer: only what the server can deliver. The server says what it has
// (/api/collection): the puzzles New draws from, by variant, size and difficulty, and what the
// generator makes within its limits. A choice neither New nor Generate can deliver is greyed
// out; a button that cannot deliver the choice is disabled, and a line under the menus says
// why, in the board's words (New draws from the embedded collection, or from the generator when
// it has no match; from the player's own files, only what they hold). Without an answer from
// the server (it is away), everything stays on offer: the request then says the server is away.
const DIFFICULTIES = ['easy', 'medium', 'hard', 'expert', 'extreme'];

export class Offer {
  // held: the reply of /api/collection, or null (nothing known: everything offered).
  constructor(held) {
    this.held = held;
    this.user = !!held?.user;
    this.files = (held?.files || []).map((entry) => entry.file.replace(/^.*[/\\]/, '')).join(', ');
  }

  get known() { return !!this.held; }

  // Whether the generator makes this kind (difficulty '' for any).
  canGenerate(variant, size, difficulty) {
    if (!this.known) return true;
    const kind = (this.held.generator || []).find((k) => k.variant === variant && k.size === size);
    return !!kind && (!difficulty || kind.difficulties.includes(difficulty));
  }

  // Whether the collection holds this kind (the player's files are not graded: any of theirs
  // matches any difficulty).
  collectionHolds(variant, size, difficulty) {
    const kind = (this.held.kinds || []).find((k) => k.variant === variant && k.size === size);
    if (!kind || kind.puzzles === 0) return false;
    if (!difficulty || !kind.difficulties) return true;
    return (kind.difficulties[difficulty] || 0) > 0;
  }

  canNew(variant, size, difficulty) {
    if (!this.known) return true;
    if (this.collectionHolds(variant, size, difficulty)) return true;
    return !this.user && this.canGenerate(variant, size, difficulty);
  }

  canEither(variant, size, difficulty) {
    return this.canNew(variant, size, difficulty) || this.canGenerate(variant, size, difficulty);
  }

  // Why New cannot deliver the choice, or ''.
  whyNotNew(variant, size, difficulty) {
    if (this.canNew(variant, size, difficulty)) return '';
    const kind = `${difficulty ? `${difficulty} ` : ''}${variant} ${size}×${size}`;
    if (this.user) return `New draws from your files (${this.files}), which hold no ${variant} ${size}×${size} puzzle.`;
    return `New has no ${kind} puzzle in its collection, and the generator cannot make one in time.`;
  }

  // Why Generate cannot deliver the choice, or ''.
  whyNotGenerate(variant, size, difficulty) {
    if (this.canGenerate(variant, size, difficulty)) return '';
    if (size > 16) return 'Generate makes grids up to 16×16.';
    if (!this.canGenerate(variant, size, '')) return `Generate cannot make a ${variant} ${size}×${size} puzzle in time.`;
    const reached = DIFFICULTIES.filter((label) => this.canGenerate(variant, size, label));
    return `Generate rarely makes a ${difficulty} ${variant} ${size}×${size} puzzle: it makes ${reached.join(', ')} ones.`;
  }
}

// A generator's failure in the board's words (the server's advice names a seed, which the page
// never asks for), saying which `button` to press again (New falls back on the generator).
export function inTheBoardsWords(message, button = 'Generate') {
  const notFound = /^no puzzle rated (\w+) found in (\d+) tries/.exec(message);
  if (notFound) return `The generator made no ${notFound[1]} puzzle in ${notFound[2]} tries: press ${button} again, or choose another difficulty.`;
  const late = /^no puzzle made within the time limit \(([\d.]+) s\)/.exec(message);
  if (late) return `The generator made no puzzle within ${late[1]} s: press ${button} again, or choose a smaller size, an easier difficulty or fewer rules.`;
  return message;
}
