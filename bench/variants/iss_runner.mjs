// Runs Interactive Sudoku Solver's engine headless, from a checkout named on the command line,
// on puzzles written in ISS's own constraint text (one a line), and prints one TSV line a
// puzzle: name, milliseconds, solution count (up to a limit, 2 by default: a solution and the
// proof that there is no other) and the first solution found.
//
// The idea: ISS's modules are ES modules written for a browser worker; they need only `self`
// and `self.VERSION_PARAM` (the query string the page appends to every import) before they
// are imported, as ISS's own tests and tools do (tests/helpers/test_env.js). The time counted
// is what ISS's worker does for one puzzle: parse the text, resolve and build the solver, run
// the search, all after node has started and the modules are loaded. With --repeat N each
// puzzle is built and solved N times afresh and the best time is printed.
//
//   node iss_runner.mjs ISS_DIR [FILE] [--repeat N] [--limit K] [--detail] [--canonical]
//   node iss_runner.mjs ISS_DIR --dump-examples
//
// An input line is `CONSTRAINTS` or `NAME<TAB>CONSTRAINTS`; blank lines and lines starting
// with `#` are skipped. Without FILE, stdin is read. Solutions are written in symbols (1-9,
// then A=10, B=11, ...), '?' for a cell the search left open; an empty solution with count 0
// means none. A puzzle ISS rejects prints `error` in the ms column and the message last.
//
// --detail adds columns: setup ms (parse and build), search ms, guesses, backtracks.
// --canonical prints NAME<TAB>ISS's own serialization of each line instead of solving.
// --dump-examples prints one JSON object a line for every puzzle of ISS's data/example_puzzles.js
// and data/collections.js: {name, collection, input (canonical), solution (symbols or null)}.

import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const usage =
  'usage: node iss_runner.mjs ISS_DIR [FILE] [--repeat N] [--limit K] [--detail] [--canonical]\n' +
  '       node iss_runner.mjs ISS_DIR --dump-examples';

const parseArgs = (argv) => {
  const args = { repeat: 1, limit: 2, detail: false, canonical: false, dump: false, rest: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const number = (name) => {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 0) throw new Error(`${name} needs a whole number`);
      return n;
    };
    if (a === '--repeat') args.repeat = Math.max(1, number(a));
    else if (a === '--limit') args.limit = number(a);
    else if (a === '--detail') args.detail = true;
    else if (a === '--canonical') args.canonical = true;
    else if (a === '--dump-examples') args.dump = true;
    else if (a === '-h' || a === '--help') { console.log(usage); process.exit(0); }
    else if (a.startsWith('--')) throw new Error(`unknown option ${a}\n${usage}`);
    else args.rest.push(a);
  }
  if (args.rest.length < 1 || args.rest.length > 2) throw new Error(usage);
  return args;
};

let args;
try {
  args = parseArgs(process.argv.slice(2));
} catch (e) {
  console.error(e.message);
  process.exit(2);
}
const issDir = resolve(args.rest[0]);

// What ISS's worker and tests set before importing anything.
globalThis.self ??= globalThis;
globalThis.VERSION_PARAM ??= '';
const load = (path) => import(pathToFileURL(join(issDir, path)).href);

const { SudokuParser } = await load('js/sudoku_parser.js');
const { SudokuBuilder } = await load('js/solver/sudoku_builder.js');
const { LookupTables } = await load('js/solver/lookup_tables.js');

// One value as our symbols: 1-9, then A for 10; 0 stays 0 (ISS allows 0-based grids).
const symbol = (value) => (value < 10 ? String(value) : String.fromCharCode(55 + value));

const solutionText = (grid, geometry) => {
  let text = '';
  for (let cell = 0; cell < geometry.numGridCells; cell++) {
    const mask = grid[cell];
    const fixed = mask && !(mask & (mask - 1));
    text += fixed ? symbol(LookupTables.toOffsetValue(mask, geometry.valueOffset)) : '?';
  }
  return text;
};

// One timed run: parse, build, search for up to `limit` solutions (0: all).
const solveOnce = (input, limit) => {
  const start = performance.now();
  const constraint = SudokuBuilder.resolveConstraint(SudokuParser.parseText(input));
  const solver = SudokuBuilder.build(constraint);
  const internal = solver._internalSolver;
  const geometry = internal._geometry;
  const built = performance.now();
  let first = null;
  internal.run(limit ? { maxSolutions: limit } : null, (grid) => {
    if (!first) first = grid.slice(0, geometry.numGridCells);
  });
  const end = performance.now();
  return {
    ms: end - start,
    setupMs: built - start,
    searchMs: end - built,
    count: internal.counters.solutions,
    guesses: internal.counters.guesses,
    backtracks: internal.counters.backtracks,
    solution: first ? solutionText(first, geometry) : '',
  };
};

const readLines = (path) => {
  const text = readFileSync(path ?? 0, 'utf8');
  const puzzles = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/\r$/, '');
    if (!line.trim() || line.startsWith('#')) return;
    const tab = line.indexOf('\t');
    puzzles.push(tab < 0
      ? { name: `line${i + 1}`, input: line.trim() }
      : { name: line.slice(0, tab), input: line.slice(tab + 1).trim() });
  });
  return puzzles;
};

const canonical = (input) => SudokuParser.parseText(input).toString();

// Every example and collection puzzle ISS ships, its input made canonical. Inputs that are
// paths (`/data/...`) are read; sandbox scripts (`.js`) are left out, they need ISS's sandbox.
const dumpExamples = async () => {
  const collections = await load('data/collections.js');
  const { DISPLAYED_EXAMPLE_GROUPS, resolvePuzzleConfig } = await load('data/example_puzzles.js');
  const sources = [];
  for (const group of DISPLAYED_EXAMPLE_GROUPS) {
    for (const p of group.puzzles) sources.push({ collection: 'DISPLAYED', config: resolvePuzzleConfig(p) });
  }
  for (const [key, value] of Object.entries(collections)) {
    if (!Array.isArray(value)) continue;
    value.forEach((entry, i) => {
      const config = typeof value.configFor === 'function'
        ? value.configFor(entry) : resolvePuzzleConfig(entry);
      if (!config.name || config.name === config.input) config.name = `${key}#${i}`;
      sources.push({ collection: key, config });
    });
  }
  const seen = new Set();
  for (const { collection, config } of sources) {
    if (seen.has(config.name) || typeof config.input !== 'string') continue;
    seen.add(config.name);
    let input = config.input;
    if (input.startsWith('/')) {
      if (input.endsWith('.js')) continue;
      input = readFileSync(join(issDir, input), 'utf8');
    }
    let text;
    let numValues = 9;
    try {
      const parsed = SudokuParser.parseText(input);
      text = parsed.toString();
      numValues = parsed.getGeometry().numValues;
    } catch (e) {
      console.error(`${config.name}: ${e.message}`);
      continue;
    }
    // ISS writes solutions past 9 as letters from A=1; ours are symbols from A=10.
    let solution = config.solution ?? null;
    if (solution && numValues > 9 && !/[1-9]/.test(solution)) {
      solution = [...solution].map(
        (c) => (/[A-Za-z]/.test(c) ? symbol(c.toUpperCase().charCodeAt(0) - 64) : c)).join('');
    }
    console.log(JSON.stringify({ name: config.name, collection, input: text, solution }));
  }
};

if (args.dump) {
  await dumpExamples();
} else {
  for (const { name, input } of readLines(args.rest[1])) {
    if (args.canonical) {
      try {
        console.log(`${name}\t${canonical(input)}`);
      } catch (e) {
        console.log(`${name}\terror\t${e.message}`);
      }
      continue;
    }
    let best = null;
    try {
      for (let r = 0; r < args.repeat; r++) {
        const result = solveOnce(input, args.limit);
        if (!best || result.ms < best.ms) best = result;
      }
    } catch (e) {
      console.log(`${name}\terror\t0\t${String(e.message).replace(/\s+/g, ' ')}`);
      continue;
    }
    const cols = [name, best.ms.toFixed(3), best.count, best.solution];
    if (args.detail) {
      cols.push(best.setupMs.toFixed(3), best.searchMs.toFixed(3), best.guesses, best.backtracks);
    }
    console.log(cols.join('\t'));
  }
}
