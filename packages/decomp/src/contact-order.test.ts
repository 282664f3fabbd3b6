import { describe, expect, test } from 'vitest';
import { buildChains } from './monotone-chains.js';
import { Contact, segmentContactXY } from './predicates.js';
import { forEachSegmentPairInTree } from './segment-tree.js';
import { findContacts } from './validate.js';

/** A smooth ellipse of `points` points, counter-clockwise (or clockwise for a hole). */
function ellipse(cx: number, cy: number, a: number, b: number, points: number, clockwise = false): number[][] {
  return Array.from({ length: points }, (_, i) => {
    const t = ((clockwise ? -2 : 2) * Math.PI * i) / points;
    return [cx + a * Math.cos(t), cy + b * Math.sin(t)];
  });
}

/** The rings' edges as segments, with `follows` flags as validation makes them. */
function edges(rings: number[][][]): { segments: Float64Array; follows: Uint8Array; owner: number[][] } {
  const flat: number[] = [];
  const follows: number[] = [];
  const owner: number[][] = [];
  rings.forEach((ring, r) =>
    ring.forEach(([x, y], i) => {
      const [nx, ny] = ring[(i + 1) % ring.length];
      flat.push(x, y, nx, ny);
      follows.push(i + 1 < ring.length ? 1 : 0);
      owner.push([r, i]);
    }),
  );
  return { segments: Float64Array.from(flat), follows: Uint8Array.from(follows), owner };
}

/**
 * The reference: the box tree's visits, each judged by the exact contact predicate, edges
 * of one ring next to each other left out, stopping at 1000 crossings as validation does.
 */
function treeContacts(rings: number[][][]): number[] {
  const { segments, follows, owner } = edges(rings);
  const found: number[] = [];
  let crossings = 0;
  forEachSegmentPairInTree(
    segments,
    owner.length,
    (e, f) => {
      const [r, i] = owner[e];
      const [s, j] = owner[f];
      const n = rings[r].length;
      if (r === s && ((i + 1) % n === j || (j + 1) % n === i)) return false;
      const s4 = segments;
      const contact = segmentContactXY(
        s4[4 * e],
        s4[4 * e + 1],
        s4[4 * e + 2],
        s4[4 * e + 3],
        s4[4 * f],
        s4[4 * f + 1],
        s4[4 * f + 2],
        s4[4 * f + 3],
      );
      if (contact === Contact.None) return false;
      found.push(r, i, s, j, contact);
      return contact === Contact.Cross && ++crossings >= 1000;
    },
    follows,
  );
  return found;
}

function contactsOf(rings: number[][][]): number[] {
  const coords = Float64Array.from(rings.flat(2));
  const ringStarts = [0, ...rings.map((_, r) => rings.slice(0, r + 1).reduce((sum, ring) => sum + ring.length, 0))];
  return findContacts({ coords, ringStarts });
}

describe('the order validation meets contacts in', () => {
  // Smooth rings make long monotone chains, so the chain search runs first on these.
  const crossingStrips = [
    ellipse(0, 0, 200, 200, 64),
    ...Array.from({ length: 20 }, (_, k) => ellipse(0, -100 + 10 * k + 3.7, 150, 4, 48, true)),
    ...Array.from({ length: 20 }, (_, k) => ellipse(-100 + 10 * k + 1.3, 0, 4, 150, 48, true)),
  ];
  const touchingHole = [ellipse(0, 0, 100, 60, 80), ellipse(60, 0, 40, 20, 64, true)];

  test('the inputs take the chain search', () => {
    for (const rings of [crossingStrips, touchingHole]) {
      const { segments, follows, owner } = edges(rings);
      expect(buildChains(segments, owner.length, follows)).toBeGreaterThan(0);
    }
  });

  test("past the crossing limit, the crossings kept are the box tree's", () => {
    const found = contactsOf(crossingStrips);
    expect(found.filter((_, k) => k % 5 === 4 && found[k] === Contact.Cross)).toHaveLength(1000);
    expect(found).toEqual(treeContacts(crossingStrips));
  });

  test("touches come in the box tree's order", () => {
    const found = contactsOf(touchingHole);
    expect(found.some((v, k) => k % 5 === 4 && v === Contact.Touch)).toBe(true);
    expect(found).toEqual(treeContacts(touchingHole));
  });
});
