// Import (paste text in any form the CLI reads, the board's own share link, or open a file;
// the server's error message is shown in the board's words: the dialog's Variant list where the
// command line has --variant), export (the one-line form, the text form, a share link), the keys, and
// the question asked before an action that ends or gives away the game in progress. Export
// also moves the saved games to and from a file (storage.js: the browser keeps them per address).
import { post, ServerDown } from './api.js';
import { putOffImport } from './offline.js';
import { mergeSaves, savesFile, shareLink } from './storage.js';

export function setUpDialogs({ onImport, onSavesLoaded }) {
  const importDialog = document.getElementById('import-dialog');
  const text = document.getElementById('import-text');
  const variant = document.getElementById('import-variant');
  const file = document.getElementById('import-file');
  const error = document.getElementById('import-error');
  let fileName = 'pasted';
  // The answer to the open question of the confirm dialog (see confirm), or null.
  let answer = null;
  const confirmDialog = document.getElementById('confirm-dialog');
  confirmDialog.addEventListener('close', () => {
    if (!confirmDialog.open && answer) answer(confirmDialog.returnValue === 'ok');
  });

  file.addEventListener('change', async () => {
    const chosen = file.files[0];
    if (!chosen) return;
    if (chosen.size > 60000) {
      error.textContent = `${chosen.name}: too large for a puzzle`;
      return;
    }
    text.value = await chosen.text();
    fileName = chosen.name;
  });
  text.addEventListener('input', () => { fileName = 'pasted'; });
  // The text in the box, read by the server; with the server away, tried again once it is
  // back if the box is still open then.
  const importText = async () => {
    error.textContent = '';
    try {
      const pasted = readPasted(text.value);
      const reply = await post('import', { text: pasted.text, name: fileName, variant: variant.value || pasted.variant });
      importDialog.close();
      onImport(reply);
    } catch (problem) {
      error.textContent = problem instanceof ServerDown
        ? putOffImport(importText, () => importDialog.open)
        : inTheBoardsWords(problem.message);
    }
  };
  document.getElementById('import-ok').addEventListener('click', (event) => {
    event.preventDefault();
    importText();
  });

  const savesStatus = document.getElementById('saves-status');
  document.getElementById('saves-download').addEventListener('click', () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([savesFile()], { type: 'application/json' }));
    link.download = 'sudoku-saved-games.json';
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10000);
    savesStatus.textContent = 'Your games are in sudoku-saved-games.json: load it on the board at the other address.';
  });
  const savesInput = document.getElementById('saves-file');
  savesInput.addEventListener('change', async () => {
    const chosen = savesInput.files[0];
    if (!chosen) return;
    try {
      const count = mergeSaves(await chosen.text());
      savesInput.value = '';
      document.getElementById('export-dialog').close();
      onSavesLoaded(count, chosen.name);
    } catch (problem) {
      savesStatus.textContent = `${chosen.name}: ${problem.message}.`;
    }
  });

  return {
    openImport() {
      error.textContent = '';
      importDialog.showModal();
      text.focus();
    },
    openExport(puzzle) {
      document.getElementById('export-line').value = puzzle.line;
      document.getElementById('export-text').value = puzzle.text;
      // a puzzle of variant rules: the f-puzzles link, which SudokuPad opens too (docs/api.md)
      document.getElementById('export-link').value = puzzle.share?.fpuzzles || shareLink(puzzle);
      document.getElementById('saves-where').textContent = `This browser keeps your games for this address only (${window.location.host}): a server on another port has its own. Take them there in a file.`;
      savesStatus.textContent = '';
      document.getElementById('export-dialog').showModal();
    },
    openHelp() { document.getElementById('help-dialog').showModal(); },
    // Resolves true when the player chooses `ok`, false on "Keep playing" or Esc. A dialog's
    // close event comes a moment after it closes: a question asked again at once (Esc, then the
    // same key) must not take the earlier close as its own answer, so each answer goes to the
    // question that was open, and a close event while the dialog is open again is a stale one.
    confirm(text, ok) {
      const dialog = document.getElementById('confirm-dialog');
      if (answer) answer(dialog.returnValue === 'ok'); // closed, its event not yet come
      document.getElementById('confirm-text').textContent = text;
      document.getElementById('confirm-ok').textContent = ok;
      dialog.returnValue = '';
      dialog.showModal();
      document.getElementById('confirm-cancel').focus();
      return new Promise((resolve) => {
        answer = (value) => {
          answer = null;
          resolve(value);
        };
      });
    },
    anyOpen() { return document.querySelector('dialog[open]') !== null; },
  };
}

// What was pasted, as {text, variant}: a share link of this board (from any address it is
// served at) carries the puzzle's line and rules in its #p=…&v=…; other text loses the blank
// lines around it and the indentation all its lines share.
export function readPasted(pasted) {
  const trimmed = pasted.trim();
  if (/^https?:\/\/\S*#(.*&)?p=/.test(trimmed)) {
    const hash = new URLSearchParams(new URL(trimmed).hash.slice(1));
    return { text: hash.get('p'), variant: hash.get('v') || undefined };
  }
  const lines = pasted.replace(/^\s*\n/, '').trimEnd().split('\n');
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => /^[ \t]*/.exec(line)[0].length));
  return { text: lines.map((line) => line.slice(indent)).join('\n'), variant: undefined };
}

// The reader's advice for the command line, said as the dialog offers it.
function inTheBoardsWords(message) {
  return message.replace(/--variant (\w[\w+]*)/g, 'the Variant list below ($1)').replace(/--variant\b/g, 'the Variant list below');
}
