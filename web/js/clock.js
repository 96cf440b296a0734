// The clock and the pause: the game's time runs while the board shows and the game is
// neither paused nor won; a hidden tab stops it. The colour scheme is chosen here too.
// Installed on the App (main.js) as its methods.
import { saveElapsed } from './storage.js';

const $ = (id) => document.getElementById(id);

export class Clock {
  // Every half second while the clock runs: the time only, once the game is saved (moves save
  // the whole game as they are made).
  saveClock() {
    if (this.game && !saveElapsed(this.puzzle, this.timer.milliseconds())) this.save();
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
