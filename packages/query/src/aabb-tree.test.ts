import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AabbTree, CAST_MAX_FRACTION } from './aabb-tree.js';

type Box = [number, number, number, number];

// Coordinates on a 1/1000 grid: exact ties and zero-size boxes happen, denormals do not.
const coord = (min: number, max: number) => fc.integer({ min: min * 1000, max: max * 1000 }).map((i) => i / 1000);
const boxArb = fc
  .tuple(coord(-100, 100), coord(-100, 100), coord(0, 20), coord(0, 20))
  .map(([x, y, w, h]): Box => [x, y, x + w, y + h]);

const opArb = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), box: boxArb }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), box: boxArb }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
);

function overlaps(a: Box, b: Box): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}

/** Slab test: smallest t in [0, 1] where the segment o + t·d touches the box, or null. */
function segmentEntry(box: Box, ox: number, oy: number, dx: number, dy: number): number | null {
  let t0 = 0;
  let t1 = 1;
  for (const [o, d, lo, hi] of [
    [ox, dx, box[0], box[2]],
    [oy, dy, box[1], box[3]],
  ]) {
    if (d === 0) {
      if (o < lo || o > hi) return null;
      continue;
    }
    const a = (lo - o) / d;
    const b = (hi - o) / d;
    t0 = Math.max(t0, Math.min(a, b));
    t1 = Math.min(t1, Math.max(a, b));
  }
  return t0 <= t1 ? t0 : null;
}

/** Runs random operations on a tree and a plain map of boxes side by side. */
function replay(ops: { kind: string; box?: Box; pick?: number }[]) {
  const tree = new AabbTree();
  const live = new Map<number, { leaf: number; box: Box }>();
  let next = 0;
  for (const op of ops) {
    const items = [...live.keys()];
    if (op.kind === 'insert') {
      const box = op.box!;
      live.set(next, { leaf: tree.createLeaf(next, Float64Array.from(box), 0), box });
      next++;
    } else if (items.length > 0) {
      const item = items[op.pick! % items.length];
      const entry = live.get(item)!;
      if (op.kind === 'move') {
        tree.moveLeaf(entry.leaf, Float64Array.from(op.box!), 0);
        entry.box = op.box!;
      } else {
        tree.destroyLeaf(entry.leaf);
        live.delete(item);
      }
    }
    tree.validate();
  }
  return { tree, live };
}

describe('AabbTree', () => {
  it('keeps its invariants and answers box queries like a brute-force scan', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 60 }), boxArb, (ops, query) => {
        const { tree, live } = replay(ops);
        const out = new Int32Array(live.size + 1);
        const found = Array.from(out.subarray(0, tree.query(Float64Array.from(query), 0, out))).sort((a, b) => a - b);
        const expected = [...live]
          .filter(([, e]) => overlaps(e.box, query))
          .map(([item]) => item)
          .sort((a, b) => a - b);
        expect(found).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('stays balanced: 1000 sorted insertions give a height near log2(n)', () => {
    const tree = new AabbTree();
    for (let i = 0; i < 1000; i++) tree.createLeaf(i, Float64Array.of(i, 0, i + 0.5, 1), 0);
    tree.validate();
    // An unbalanced tree of sorted input would be ~1000 deep; AVL bounds it by 1.44·log2(n).
    expect(tree.treeHeight()).toBeLessThanOrEqual(Math.ceil(1.44 * Math.log2(1000)) + 1);
  });

  it('casts reach exactly the boxes the segment touches, nearest first when clipping', () => {
    fc.assert(
      fc.property(fc.array(boxArb, { minLength: 1, maxLength: 40 }), boxArb, boxArb, (boxes, from, to) => {
        const tree = new AabbTree();
        boxes.forEach((box, i) => tree.createLeaf(i, Float64Array.from(box), 0));
        const [ox, oy, dx, dy] = [from[0], from[1], to[0] - from[0], to[1] - from[1]];
        const reached: number[] = [];
        const ray = tree.castSegment;
        const setRay = (): void => void ray.set([ox, oy, dx, dy, 0, 0, 1]);
        setRay();
        tree.cast((item) => void reached.push(item));
        const expected = boxes
          .map((b, i) => [i, segmentEntry(b, ox, oy, dx, dy)] as const)
          .filter(([, t]) => t !== null);
        // The node test is conservative in floating point: it may visit a box the segment
        // grazes, never skip one the segment touches.
        for (const [i] of expected) expect(reached).toContain(i);
        for (const i of reached) {
          const b = boxes[i];
          const grown: Box = [b[0] - 1e-9, b[1] - 1e-9, b[2] + 1e-9, b[3] + 1e-9];
          expect(segmentEntry(grown, ox, oy, dx, dy)).not.toBeNull();
        }
        // Clipping to each box's entry fraction still finds the nearest box.
        let best = Infinity;
        setRay();
        tree.cast((item) => {
          const t = segmentEntry(boxes[item], ox, oy, dx, dy);
          if (t === null || t > ray[CAST_MAX_FRACTION]) return;
          best = Math.min(best, t);
          ray[CAST_MAX_FRACTION] = t;
        });
        const nearest = Math.min(...expected.map(([, t]) => t as number));
        expect(best).toBe(nearest);
      }),
      { numRuns: 200 },
    );
  });

  it('rebuilds top-down into a valid, shallow tree that answers the same queries', () => {
    const tree = new AabbTree();
    const leaves = new Int32Array(500);
    const boxes: Box[] = [];
    for (let i = 0; i < 500; i++) {
      const box: Box = [(i * 37) % 101, (i * 53) % 97, ((i * 37) % 101) + 3, ((i * 53) % 97) + 3];
      boxes.push(box);
      leaves[i] = tree.createLeaf(i, Float64Array.from(box), 0);
    }
    tree.rebuild(leaves);
    tree.validate();
    expect(tree.treeHeight()).toBe(Math.ceil(Math.log2(500)));
    const out = new Int32Array(500);
    const query: Box = [20, 20, 40, 30];
    const found = Array.from(out.subarray(0, tree.query(Float64Array.from(query), 0, out))).sort((a, b) => a - b);
    expect(found).toEqual(
      boxes
        .map((b, i) => [b, i] as const)
        .filter(([b]) => overlaps(b, query))
        .map(([, i]) => i),
    );
  });
});
