// The player's choices, in a panel of their own (Settings, or S): digit first (choose a digit
// on the pad, then the cells), the digit of the focused cell lit in the notes too, finished
// digits greyed on the pad, auto notes that respect Killer cages and that keep the player's own
// eliminations. Kept in the browser for the board's address, as the colour scheme is. The
// export dialog's Copy buttons live here too: small conveniences of the same kind.
// Installed on the App (main.js) as its methods.
const KEY = 'sudoku-board-settings';
export const DEFAULT_SETTINGS = { digitFirst: false, notesLit: true, finishedGreyed: true, cageNotes: true, keepEliminations: true };

export function loadSettings() {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY));
    return { ...DEFAULT_SETTINGS, ...(kept && typeof kept === 'object' ? kept : {}) };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

function saveSettings(settings) {
  try {
    localStorage.setItem(KEY, JSON.stringify(settings));
  } catch {
    // storage full or disabled: the choice holds for this visit
  }
}

export class Settings {
  // The panel's boxes show the settings and change them; the Copy buttons copy their field.
  setUpSettings() {
    this.settings = loadSettings();
    for (const box of document.querySelectorAll('#settings-dialog input[data-setting]')) {
      box.checked = !!this.settings[box.dataset.setting];
      box.addEventListener('change', () => {
        this.settings[box.dataset.setting] = box.checked;
        saveSettings(this.settings);
        if (box.dataset.setting === 'digitFirst' && !box.checked) this.holdDigit(0);
        this.render();
      });
    }
    document.getElementById('settings').addEventListener('click', () => this.openSettings());
    for (const button of document.querySelectorAll('button[data-copy]')) {
      button.addEventListener('click', () => copyField(button));
    }
  }

  openSettings() { document.getElementById('settings-dialog').showModal(); }
}

// Copies the field a Copy button names, saying so beside it (and selecting the text where the
// browser refuses the clipboard, so Ctrl+C does it).
async function copyField(button) {
  const field = document.getElementById(button.dataset.copy);
  const status = document.getElementById('export-copied');
  try {
    await navigator.clipboard.writeText(field.value);
    status.textContent = `${button.dataset.name} copied.`;
  } catch {
    field.select();
    status.textContent = `${button.dataset.name} selected: Ctrl+C copies it.`;
  }
}
