// The player's colours on a cell: a list of the palette's nine (an older save kept one, as a
// number). One colour fills the cell's layer under the digit; several split it into equal
// segments round the centre, the first from the top-right corner on, in the order they were
// given, as SudokuPad draws them.

export function colourList(value) {
  if (Array.isArray(value)) return value;
  return value ? [value] : [];
}

// Sets the classes and the segments of a board cell (`entry` of board.js) for its colours;
// returns the list.
export function paintColours(entry, value) {
  const colours = colourList(value);
  const key = colours.join(',');
  if (entry.colourKey === key) return colours;
  entry.colourKey = key;
  const list = entry.element.classList;
  if (entry.colour) list.remove(`colour-${entry.colour}`);
  entry.colour = colours[0] || 0;
  if (entry.colour) list.add(`colour-${entry.colour}`);
  list.toggle('coloured', colours.length > 0);
  list.toggle('several-colours', colours.length > 1);
  if (colours.length > 1) entry.element.style.setProperty('--segments', segments(colours));
  else entry.element.style.removeProperty('--segments');
  return colours;
}

// "colour 4", "colours 2 and 5", "colours 1, 3 and 7".
export function colourWords(colours) {
  if (colours.length === 0) return '';
  if (colours.length === 1) return `colour ${colours[0]}`;
  return `colours ${colours.slice(0, -1).join(', ')} and ${colours.at(-1)}`;
}

function segments(colours) {
  const share = 100 / colours.length;
  const stops = colours.map((colour, i) => `var(--colour-${colour}) ${(i * share).toFixed(2)}% ${((i + 1) * share).toFixed(2)}%`);
  return `conic-gradient(from 45deg, ${stops.join(', ')})`;
}
