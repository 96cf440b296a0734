// Every browser test, gathered from the files of tests/web/tests/, one file a theme (run.mjs
// runs them in this order; SUDOKU_WEB_TEST=name runs one).
import { tests as play } from './tests/play.mjs';
import { tests as solve } from './tests/solve.mjs';
import { tests as learn } from './tests/learn.mjs';
import { tests as variants } from './tests/variants.mjs';
import { tests as puzzles } from './tests/puzzles.mjs';
import { tests as keeping } from './tests/keeping.mjs';
import { tests as layout } from './tests/layout.mjs';
import { tests as access } from './tests/access.mjs';
import { tests as playMore } from './tests/play_more.mjs';
import { tests as variantsBoard } from './tests/variants_board.mjs';
import { tests as filter } from './tests/filter.mjs';
import { tests as links } from './tests/links.mjs';
import { tests as touch } from './tests/touch.mjs';
import { tests as collectionRules } from './tests/collection_rules.mjs';

export const tests = { ...play, ...solve, ...learn, ...variants, ...puzzles, ...keeping, ...layout, ...access, ...playMore, ...variantsBoard, ...filter, ...links, ...touch, ...collectionRules };
