import { sortPrefix } from './sort-prefix.js';
/**
 * A static bounding-volume tree over a chain's segments in the chain's local frame, built
 * once: a long terrain meets a shape through the few segments near it, in O(log n + k),
 * whatever the chain's transform (a query box is taken into the local frame instead).
 *
 * Flat arrays (rbush/flatbush style): node k has its box at 4k and either two children
 * (`left[k]`, `right[k]`) or, as a leaf, one segment (`segment[k]` ≥ 0). Built by median
 * split on the longer axis of the segment centres.
 * @internal
 */
export class ChainTree {
  private readonly boxes: Float64Array;
  private readonly left: Int32Array;
  private readonly right: Int32Array;
  private readonly segment: Int32Array;
  private readonly stack: Int32Array;
  /** Segment indices the last query found, ascending: `found[0 … count)`. */
  readonly found: Int32Array;

  /** @param local - the chain's local points, flat; @param edges - segment i joins point i to i + 1 (mod n) */
  constructor(local: Float64Array, edges: number) {
    const nodes = Math.max(1, 2 * edges - 1);
    this.boxes = new Float64Array(4 * nodes);
    this.left = new Int32Array(nodes);
    this.right = new Int32Array(nodes);
    this.segment = new Int32Array(nodes).fill(-1);
    this.stack = new Int32Array(nodes);
    this.found = new Int32Array(edges);
    const order = new Int32Array(edges);
    for (let i = 0; i < edges; i++) order[i] = i;
    const n = local.length >> 1;
    const centre = new Float64Array(2 * edges);
    const segBox = new Float64Array(4 * edges);
    for (let i = 0; i < edges; i++) {
      const j = (i + 1) % n;
      const ax = local[2 * i];
      const ay = local[2 * i + 1];
      const bx = local[2 * j];
      const by = local[2 * j + 1];
      segBox[4 * i] = Math.min(ax, bx);
      segBox[4 * i + 1] = Math.min(ay, by);
      segBox[4 * i + 2] = Math.max(ax, bx);
      segBox[4 * i + 3] = Math.max(ay, by);
      centre[2 * i] = (ax + bx) / 2;
      centre[2 * i + 1] = (ay + by) / 2;
    }
    let next = 1;
    const build = (node: number, start: number, end: number): void => {
      const b = this.boxes;
      b[4 * node] = Infinity;
      b[4 * node + 1] = Infinity;
      b[4 * node + 2] = -Infinity;
      b[4 * node + 3] = -Infinity;
      for (let k = start; k < end; k++) {
        const s = order[k];
        b[4 * node] = Math.min(b[4 * node], segBox[4 * s]);
        b[4 * node + 1] = Math.min(b[4 * node + 1], segBox[4 * s + 1]);
        b[4 * node + 2] = Math.max(b[4 * node + 2], segBox[4 * s + 2]);
        b[4 * node + 3] = Math.max(b[4 * node + 3], segBox[4 * s + 3]);
      }
      if (end - start === 1) {
        this.segment[node] = order[start];
        return;
      }
      const axis = b[4 * node + 2] - b[4 * node] >= b[4 * node + 3] - b[4 * node + 1] ? 0 : 1;
      const slice = Array.from(order.subarray(start, end)).sort((p, q) => centre[2 * p + axis] - centre[2 * q + axis]);
      order.set(slice, start);
      const mid = (start + end) >> 1;
      this.left[node] = next++;
      this.right[node] = next++;
      build(this.left[node], start, mid);
      build(this.right[node], mid, end);
    };
    build(0, 0, edges);
  }

  /**
   * Finds the segments whose local boxes touch `box` ([minX, minY, maxX, maxY], local),
   * into {@link found} in ascending order; returns how many. Allocates nothing.
   */
  query(box: Float64Array): number {
    const b = this.boxes;
    const stack = this.stack;
    let top = 0;
    let count = 0;
    stack[top++] = 0;
    while (top > 0) {
      const node = stack[--top];
      const o = 4 * node;
      if (b[o] > box[2] || b[o + 2] < box[0] || b[o + 1] > box[3] || b[o + 3] < box[1]) continue;
      const s = this.segment[node];
      if (s >= 0) {
        this.found[count++] = s;
        continue;
      }
      stack[top++] = this.left[node];
      stack[top++] = this.right[node];
    }
    sortPrefix(this.found, count);
    return count;
  }
}
