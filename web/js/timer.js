// The game clock: counts seconds while the game runs, stops on pause, in a hidden tab and when
// solved.

// 00:00 to 59:59, then 1:00:00.
export function formatTime(milliseconds) {
  const seconds = Math.floor(milliseconds / 1000);
  const minutes = Math.floor(seconds / 60);
  const pad = (value) => String(value).padStart(2, '0');
  return minutes >= 60
    ? `${Math.floor(minutes / 60)}:${pad(minutes % 60)}:${pad(seconds % 60)}`
    : `${pad(minutes)}:${pad(seconds % 60)}`;
}
export class Timer {
  constructor(element, onTick = () => {}) {
    this.element = element;
    this.onTick = onTick;
    this.elapsed = 0; // milliseconds before the current run
    this.startedAt = null;
    setInterval(() => this.show(), 500);
  }

  get running() { return this.startedAt !== null; }

  milliseconds() { return this.elapsed + (this.running ? Date.now() - this.startedAt : 0); }

  reset(elapsed = 0) {
    this.elapsed = elapsed;
    this.startedAt = null;
    this.show();
  }

  start() {
    if (!this.running) this.startedAt = Date.now();
  }

  pause() {
    if (!this.running) return;
    this.elapsed = this.milliseconds();
    this.startedAt = null;
    this.show();
  }

  text() { return formatTime(this.milliseconds()); }

  show() {
    this.element.textContent = this.text();
    if (this.running) this.onTick();
  }
}
