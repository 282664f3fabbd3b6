import type { ConvexShape } from './convex-shape.js';

/*
 * A bounding-volume tree over a compound's parts, in the compound's own frame: moving,
 * turning or scaling the compound leaves it valid, so it is built once (and again only when
 * a part's own transform changes). A query box in world coordinates is taken into the
 * compound's frame (the box of its four corners under the inverse transform), so queries
 * cost O(log n + the parts near the box) instead of O(n).
 *
 *   build: split the parts at the median of their box centres along the wider side, recursively
 *   query: from the root, visit a node's children while their boxes meet the query box
 */

/**
 * Up to this many parts a compound lists them all, in order, instead of asking its tree: the
 * tree's transforms cost more than the narrow phase's own box test on so few parts.
 * @internal
 */
export const SMALL_COMPOUND = 8;

/** A list of part indices a query fills (grows once; `count` is the length). */
export class PartList {
  items: Int32Array = new Int32Array(16);
  count = 0;

  /** Appends `item`, growing the list when full. */
  add(item: number): void {
    if (this.count === this.items.length) {
      const grown = new Int32Array(2 * this.items.length);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.count++] = item;
  }
}

/** The tree itself: node i has box boxes[4i … 4i+3], children left[i], right[i]; a leaf has left −1 − part. @internal */
export class PartTree {
  readonly boxes: Float64Array;
  readonly left: Int32Array;
  readonly right: Int32Array;
  private nodes = 0;
  private readonly order: Int32Array;
  private readonly centres: Float64Array;
  private readonly partBoxes: Float64Array;

  constructor(parts: readonly ConvexShape[]) {
    const n = parts.length;
    this.boxes = new Float64Array(4 * (2 * n - 1));
    this.left = new Int32Array(2 * n - 1);
    this.right = new Int32Array(2 * n - 1);
    this.order = new Int32Array(n);
    this.centres = new Float64Array(2 * n);
    this.partBoxes = new Float64Array(4 * n);
    this.rebuild(parts);
  }

  /** Recomputes every part's box in the compound's frame and rebuilds the tree over them. */
  rebuild(parts: readonly ConvexShape[]): void {
    const m = new Float64Array(6);
    for (let i = 0; i < parts.length; i++) {
      localBox(parts[i], m, this.partBoxes, i);
      this.centres[2 * i] = 0.5 * (this.partBoxes[4 * i] + this.partBoxes[4 * i + 2]);
      this.centres[2 * i + 1] = 0.5 * (this.partBoxes[4 * i + 1] + this.partBoxes[4 * i + 3]);
      this.order[i] = i;
    }
    this.nodes = 0;
    this.buildNode(0, parts.length);
  }

  /** Builds the node over order[from … to − 1]; returns its index. */
  private buildNode(from: number, to: number): number {
    const node = this.nodes++;
    const b = this.boxes;
    b[4 * node] = Infinity;
    b[4 * node + 1] = Infinity;
    b[4 * node + 2] = -Infinity;
    b[4 * node + 3] = -Infinity;
    for (let k = from; k < to; k++) {
      const p = this.order[k];
      const pb = this.partBoxes;
      b[4 * node] = Math.min(b[4 * node], pb[4 * p]);
      b[4 * node + 1] = Math.min(b[4 * node + 1], pb[4 * p + 1]);
      b[4 * node + 2] = Math.max(b[4 * node + 2], pb[4 * p + 2]);
      b[4 * node + 3] = Math.max(b[4 * node + 3], pb[4 * p + 3]);
    }
    if (to - from === 1) {
      this.left[node] = -1 - this.order[from];
      this.right[node] = -1;
      return node;
    }
    const axis = b[4 * node + 2] - b[4 * node] >= b[4 * node + 3] - b[4 * node + 1] ? 0 : 1;
    const centres = this.centres;
    // Sorting the range is O(k log k) per level: building is rare (once per compound).
    const range = this.order.subarray(from, to);
    range.sort((p, q) => centres[2 * p + axis] - centres[2 * q + axis]);
    const middle = (from + to) >> 1;
    this.left[node] = this.buildNode(from, middle);
    this.right[node] = this.buildNode(middle, to);
    return node;
  }

  /** Appends to `out` every part whose box meets `box` ([minX, minY, maxX, maxY], the compound's frame). */
  query(box: Float64Array, out: PartList): void {
    const stack = queryStack;
    let top = 0;
    stack[top++] = 0;
    const b = this.boxes;
    while (top > 0) {
      const node = stack[--top];
      if (b[4 * node] > box[2] || b[4 * node + 2] < box[0] || b[4 * node + 1] > box[3] || b[4 * node + 3] < box[1]) {
        continue;
      }
      const left = this.left[node];
      if (left < 0) {
        out.add(-1 - left);
        continue;
      }
      // Depth ≤ log2(n) + 1 per path: two children per level fit a stack of 2 × 64.
      stack[top++] = this.right[node];
      stack[top++] = left;
    }
  }
}

/** Node stack of a query: the tree is balanced (median splits), so 128 entries hold any tree. */
const queryStack = new Int32Array(128);

/** Part i's box in the compound's frame: its own transform of its local core, grown by its radius. */
function localBox(part: ConvexShape, m: Float64Array, out: Float64Array, i: number): void {
  part._matrix(m);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let k = 0; k < part.count; k++) {
    const x = part._localAt(2 * k);
    const y = part._localAt(2 * k + 1);
    const wx = m[0] * x + m[2] * y + m[4];
    const wy = m[1] * x + m[3] * y + m[5];
    minX = Math.min(minX, wx);
    minY = Math.min(minY, wy);
    maxX = Math.max(maxX, wx);
    maxY = Math.max(maxY, wy);
  }
  const r = part._localRadius * Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
  out[4 * i] = minX - r;
  out[4 * i + 1] = minY - r;
  out[4 * i + 2] = maxX + r;
  out[4 * i + 3] = maxY + r;
}
