// Whether a value a program produced matches the value a page shows for it.
//
// A number matches when the page shows it rounded: `0.3` stands for anything that rounds to
// 0.3 at one decimal (0.30000000000000004, 0.2999…), `0.707` for 0.7071…; a whole number
// must match to 1e-9 relative. Objects match on the keys the page shows (a class instance
// may carry more); arrays match element by element, same length.

/** Half a unit in the last decimal the page shows, at least a 1e-9 relative margin. */
export function numberTolerance(shown) {
  const text = String(shown);
  const decimals = /\.(\d+)/.exec(text)?.[1].length ?? 0;
  const relative = 1e-9 * Math.max(1, Math.abs(shown));
  return decimals === 0 ? relative : 0.5 * 10 ** -decimals + relative;
}

/**
 * Differences between `actual` and the `expected` value a page shows, as readable paths;
 * empty when they match. `expectedText` keeps the decimals the page wrote.
 * @returns {string[]}
 */
export function differences(actual, expected, path = 'value') {
  if (typeof expected === 'number') {
    if (typeof actual !== 'number') return [`${path}: expected ${expected}, got ${show(actual)}`];
    if (Number.isNaN(expected)) return Number.isNaN(actual) ? [] : [`${path}: expected NaN, got ${actual}`];
    if (!Number.isFinite(expected)) return actual === expected ? [] : [`${path}: expected ${expected}, got ${actual}`];
    return Math.abs(actual - expected) <= numberTolerance(expected)
      ? []
      : [`${path}: expected ${expected}, got ${actual}`];
  }
  if (Array.isArray(expected)) {
    if (!isArrayLike(actual)) return [`${path}: expected an array, got ${show(actual)}`];
    if (actual.length !== expected.length)
      return [`${path}: expected ${expected.length} items, got ${actual.length}: ${show(actual)}`];
    return expected.flatMap((item, i) => differences(actual[i], item, `${path}[${i}]`));
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return [`${path}: expected an object, got ${show(actual)}`];
    return Object.keys(expected).flatMap((key) => differences(actual[key], expected[key], `${path}.${key}`));
  }
  return Object.is(actual, expected) ? [] : [`${path}: expected ${show(expected)}, got ${show(actual)}`];
}

function isArrayLike(value) {
  return Array.isArray(value) || ArrayBuffer.isView(value);
}

/** A short rendering of a value for a failure message. */
export function show(value) {
  try {
    const text = JSON.stringify(value, (_, v) => (ArrayBuffer.isView(v) ? Array.from(v) : v));
    return text === undefined ? String(value) : text.length > 200 ? `${text.slice(0, 200)}…` : text;
  } catch {
    return String(value);
  }
}

/** Reads the literal a page shows (`{ x: 1, y: 0 }`, `[{ x: 0.85, y: 0 }]`) into a value. */
export function parseShown(text) {
  return new Function(`return (${text});`)();
}
