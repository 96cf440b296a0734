// End-to-end tests of the board in Debian's headless chromium, driven by playwright-core.
//
//   node tests/web/run.mjs [path/to/sudoku]      (default: build/release/sudoku)
//
// Starts `sudoku serve --port 0` (or uses SUDOKU_URL when set), runs every test in a fresh
// browser context (empty storage), saves screenshots of the key states under
// build/web-artifacts/, stops the server, and exits 1 when a test failed. Tests that stop a
// server, or serve a collection of their own, start their own (startServer, with the binary).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from './helpers.mjs';
import { tests } from './tests.mjs';
import { tests as hintTests } from './hints.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const artifacts = path.join(root, 'build', 'web-artifacts');
mkdirSync(artifacts, { recursive: true });

const only = process.env.SUDOKU_WEB_TEST; // run one test by name
let server = null;
let url = process.env.SUDOKU_URL;
const binary = path.resolve(process.argv[2] || path.join(root, 'build/release/sudoku'));
if (!url) ({ server, url } = await startServer(binary));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
let failed = 0;
try {
  for (const [name, test] of Object.entries({ ...tests, ...hintTests })) {
    if (only && name !== only) continue;
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const shot = (label) => page.screenshot({ path: path.join(artifacts, `${name}-${label}.png`), fullPage: true });
    const started = Date.now();
    try {
      await test({ page, context, url, shot, browser, binary, artifacts });
      if (errors.length) throw new Error(`errors in the page: ${errors.join('; ')}`);
      console.log(`ok    ${name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed++;
      console.log(`FAIL  ${name}: ${error.stack || error}`);
      await shot('failure').catch(() => {});
    }
    await context.close();
  }
} finally {
  await browser.close();
  if (server) {
    server.removeAllListeners('exit');
    server.kill('SIGTERM');
  }
}
console.log(failed ? `${failed} browser test(s) failed` : `every browser test passed; screenshots in ${artifacts}`);
process.exit(failed ? 1 : 0);
