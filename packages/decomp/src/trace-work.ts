/**
 * Most work `traceImage` takes on (see `traceWork`): d3-contour's stitching and hole
 * assignment are quadratic in a long outline, and the limit stands at seconds. Real art
 * traces far below it; a noisy or dithered image whose solid pixels join into one island
 * riddled with holes (a megapixel of random noise) is far above it.
 * @internal
 */
export const MAX_TRACE_WORK = 2 ** 34;

/**
 * Below this many outline points the work cannot reach the limit (the longest outline and
 * the holes are each at most the whole outline): nothing to count.
 */
const COUNT_FROM_POINTS = 2 ** 17;

/**
 * An estimate of d3-contour's work on a traced mask (1 solid, 0 empty), `longest × (holes +
 * longest / 32)`: it assigns each hole by walking the outer rings before the one holding it
 * (holes × the longest outline), and stitches a ring by prepending to an array (about the
 * square of the longest outline, each step cheaper). `longest` is the most outline points
 * (pixel edges between solid and empty) of one island, islands joined at corners;
 * `holes` counts empty regions, joined along edges, that touch no border. 0 when the mask
 * has fewer than COUNT_FROM_POINTS outline points.
 * @internal
 */
export function traceWork(mask: Uint8Array, width: number, height: number, outlinePoints: number): number {
  if (outlinePoints < COUNT_FROM_POINTS) return 0;
  const { longest, holes } = islandsAndHoles(mask, width, height);
  return longest * (holes + longest / 32);
}

/** The most outline points of one island (solid pixels joined at edges or corners), and the holes (see `traceWork`). @internal */
export function islandsAndHoles(mask: Uint8Array, width: number, height: number): { longest: number; holes: number } {
  const parent = new Int32Array(width * height);
  for (let i = 0; i < parent.length; i++) parent[i] = i;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const m = mask[i];
      if (x + 1 < width && mask[i + 1] === m) unite(parent, i, i + 1);
      if (y + 1 < height && mask[i + width] === m) unite(parent, i, i + width);
      // Solid pixels meeting at a corner: one island for marching squares' saddles, at worst.
      if (m === 1 && y + 1 < height) {
        if (x + 1 < width && mask[i + width + 1] === 1) unite(parent, i, i + width + 1);
        if (x > 0 && mask[i + width - 1] === 1) unite(parent, i, i + width - 1);
      }
    }
  }
  // Per root: a solid island's outline points, or for an empty region 1, −1 once it touches a border.
  const tally = new Int32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const root = find(parent, i);
      const border = x === 0 || y === 0 || x === width - 1 || y === height - 1;
      if (mask[i] === 0) tally[root] = border || tally[root] < 0 ? -1 : 1;
      else tally[root] += solidEdges(mask, width, height, x, y);
    }
  }
  let longest = 0;
  let holes = 0;
  for (let i = 0; i < tally.length; i++) {
    if (parent[i] !== i) continue;
    if (mask[i] === 1) longest = Math.max(longest, tally[i]);
    else if (tally[i] === 1) holes++;
  }
  return { longest, holes };
}

/** A solid pixel (x, y)'s edges toward an empty pixel or the border: its outline points. @internal */
export function solidEdges(mask: Uint8Array, width: number, height: number, x: number, y: number): number {
  const i = y * width + x;
  return (
    (x === 0 || mask[i - 1] === 0 ? 1 : 0) +
    (x === width - 1 || mask[i + 1] === 0 ? 1 : 0) +
    (y === 0 || mask[i - width] === 0 ? 1 : 0) +
    (y === height - 1 || mask[i + width] === 0 ? 1 : 0)
  );
}

function find(parent: Int32Array, i: number): number {
  let root = i;
  while (parent[root] !== root) root = parent[root];
  // Path compression: every pixel on the way now points at the root.
  while (parent[i] !== root) {
    const next = parent[i];
    parent[i] = root;
    i = next;
  }
  return root;
}

function unite(parent: Int32Array, a: number, b: number): void {
  const ra = find(parent, a);
  const rb = find(parent, b);
  if (ra !== rb) parent[ra] = rb;
}
