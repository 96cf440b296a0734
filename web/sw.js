// The board's service worker: the page loads without its server. Every file of the page is
// kept in the browser's cache when the worker is installed, and again whenever it comes from
// the server; a page file asked for while the server is away comes from that cache, so a
// reload with the server down shows the board and the saved game (what needs the server then
// says so: api.js, offline.js). While the server is up its files always win, so a new version
// of the board is seen at once. The API is never cached: its requests go straight through, as
// does the page's check that the server is back (asked with cache: 'no-store').
const CACHE = 'sudoku-board-v1';
// Every file of web/ but this one (tests/web checks the list against the folder).
const FILES = [
  './', 'favicon.svg', 'css/board.css', 'css/constraints.css', 'css/filter.css', 'css/page.css', 'css/play.css',
  'css/print.css', 'js/animation.js', 'js/api.js', 'js/board.js', 'js/candidates.js', 'js/clock.js',
  'js/colours.js', 'js/constraints_check.js', 'js/constraints_draw.js', 'js/dialogs.js',
  'js/filter.js', 'js/game.js', 'js/help.js', 'js/hint-step.js', 'js/keys.js', 'js/learn.js', 'js/links_draw.js', 'js/main.js',
  'js/marks.js', 'js/model.js', 'js/offer.js', 'js/offline.js', 'js/pad.js', 'js/selection.js',
  'js/settings.js', 'js/sources.js', 'js/storage.js', 'js/timer.js',
];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/') || request.cache === 'no-store') return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    try {
      const response = await fetch(request);
      if (response.ok) await cache.put(request, response.clone());
      return response;
    } catch (away) {
      // a page opened with a hash or a query is the same page
      const kept = await cache.match(request, { ignoreSearch: true }) || (request.mode === 'navigate' ? await cache.match('./') : undefined);
      if (kept) return kept;
      throw away;
    }
  })());
});
