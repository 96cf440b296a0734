// A chain's links drawn over the board, as SudokuPad and HoDoKu draw them: from candidate to
// candidate (the note's own place in its cell), a strong link solid, a weak link dashed, each
// a gentle curve (so links along one line stay apart) ending in an arrow at the candidate it
// reaches, and a ring round every candidate of the chain. The links come from the hint's step
// or Explain's (docs/api.md, `links`); the places are read from the notes as drawn, so a cell
// with a cage total or notes on the rim still gets its arrows to the right digit.
import { symbolOf } from './model.js';

const SVG = 'http://www.w3.org/2000/svg';

// Draws `links` ([] or undefined: takes the drawing away) on `board` (board.js).
export function drawLinks(board, links) {
  const host = board.element;
  let svg = host.querySelector(':scope > svg.links');
  const key = JSON.stringify(links || []);
  if (svg?.dataset.key === key && svg.dataset.size === String(board.cells[0]?.element.offsetWidth)) return;
  svg?.remove();
  if (!links?.length || !board.cells.length) return;
  const n = board.puzzle.size;
  svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'links');
  svg.setAttribute('viewBox', `0 0 ${n} ${n}`);
  svg.setAttribute('preserveAspectRatio', 'none');
  svg.setAttribute('aria-hidden', 'true');
  svg.dataset.key = key;
  svg.dataset.size = String(board.cells[0].element.offsetWidth);
  const k = Math.ceil(Math.sqrt(n));
  const width = 0.035 * Math.max(1, 9 / n) ** 0.5;
  svg.innerHTML = ['strong', 'weak'].map((kind) => `<marker id="link-arrow-${kind}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path class="${kind}" d="M0 0L10 5L0 10z"/></marker>`).join('');
  const placeOf = placesOn(board, k);
  const rings = new Map();
  const radius = 0.42 / k;
  for (const link of links) {
    const from = placeOf(link.from);
    const to = placeOf(link.to);
    rings.set(`${link.from.cell}:${link.from.digit}`, from);
    rings.set(`${link.to.cell}:${link.to.digit}`, to);
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', curve(from, to, radius));
    path.setAttribute('class', link.kind === 'strong' ? 'strong' : 'weak');
    path.setAttribute('stroke-width', String(width));
    path.setAttribute('marker-end', `url(#link-arrow-${link.kind === 'strong' ? 'strong' : 'weak'})`);
    path.dataset.from = `${link.from.cell}:${link.from.digit}`;
    path.dataset.to = `${link.to.cell}:${link.to.digit}`;
    svg.append(path);
  }
  for (const [id, place] of rings) {
    const ring = document.createElementNS(SVG, 'circle');
    ring.setAttribute('cx', place.x.toFixed(3));
    ring.setAttribute('cy', place.y.toFixed(3));
    ring.setAttribute('r', radius.toFixed(3));
    ring.setAttribute('class', 'strong');
    ring.dataset.candidate = id;
    svg.append(ring);
  }
  host.append(svg);
}

// Where a candidate sits, in cells from the board's top left: the centre of its note as drawn,
// else the digit's own place in a k×k grid of the cell.
function placesOn(board, k) {
  const first = board.cells[0].element.getBoundingClientRect();
  const size = first.width;
  return ({ cell, digit }) => {
    const entry = board.cells[cell];
    const symbol = symbolOf(digit);
    const span = [...(entry?.corner.children || [])].find((note) => note.textContent === symbol);
    const box = span?.getBoundingClientRect();
    if (box && box.width > 0 && size > 0) {
      return { x: (box.x + box.width / 2 - first.x) / size, y: (box.y + box.height / 2 - first.y) / size };
    }
    const n = board.puzzle.size;
    return {
      x: (cell % n) + (((digit - 1) % k) + 0.5) / k,
      y: Math.floor(cell / n) + (Math.floor((digit - 1) / k) + 0.5) / k,
    };
  };
}

// A curve from one place to another, both ends `inset` short (outside the candidates' rings),
// bowed to the left of its way by a sixth of its length (at most half a cell).
function curve(from, to, inset) {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / length, dy / length];
  const bow = Math.min(0.5, length / 6);
  const start = { x: from.x + ux * inset, y: from.y + uy * inset };
  const end = { x: to.x - ux * inset, y: to.y - uy * inset };
  const control = { x: (start.x + end.x) / 2 + uy * bow, y: (start.y + end.y) / 2 - ux * bow };
  const at = (value) => value.toFixed(3);
  return `M${at(start.x)} ${at(start.y)}Q${at(control.x)} ${at(control.y)} ${at(end.x)} ${at(end.y)}`;
}
