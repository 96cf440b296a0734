// Import (paste text in any form the CLI reads, or open a file; the server's error message is
// shown word for word), export (the one-line form, the text form, a share link), the keys, and
// the question asked before an action that ends or gives away the game in progress.
import { post, ServerDown } from './api.js';
import { putOffImport } from './offline.js';
import { shareLink } from './storage.js';

export function setUpDialogs({ onImport }) {
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
      const reply = await post('import', { text: text.value, name: fileName, variant: variant.value || undefined });
      importDialog.close();
      onImport(reply);
    } catch (problem) {
      error.textContent = problem instanceof ServerDown
        ? putOffImport(importText, () => importDialog.open)
        : problem.message; // the server's words
    }
  };
  document.getElementById('import-ok').addEventListener('click', (event) => {
    event.preventDefault();
    importText();
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
      document.getElementById('export-link').value = shareLink(puzzle);
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
