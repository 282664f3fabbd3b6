import { SepaxError } from '@sepax/core';
import type { Path64 } from 'clipper2-ts';
import { Contact, segmentContactXY } from './predicates.js';
import { edgeCount } from './sweep-work.js';
import { forEachSegmentPair } from './segment-pairs.js';

/**
 * Most places where the edges of one part of a drawing may cross or touch, besides each
 * edge meeting its neighbours. Clipper2's time grows faster than this count: a quarter
 * million takes a fraction of a second, a million several seconds, a random 10 000-point
 * ring (millions) minutes. Outlines of real art meet themselves a few times at most.
 * @internal
 */
export const MAX_EDGE_CONTACTS = 2 ** 18;
/** Edge pairs with meeting boxes looked at before the count stops (the count itself stays cheap). */
const MAX_PAIRS_EXAMINED = 2 ** 25;

/**
 * Refuses, with INVALID_INPUT, a part of a drawing whose edges meet in more than
 * MAX_EDGE_CONTACTS places: a scribble or a ring of random points, which the boolean stage
 * would take minutes over and which describes no outline.
 * @internal
 */
export function requireFewContacts(rings: readonly Path64[], open?: readonly boolean[]): void {
  const edges = edgeCount(rings);
  // Too few edges to meet that often (most parts of real art): nothing to count.
  if ((edges * (edges - 1)) / 2 <= MAX_EDGE_CONTACTS) return;
  if (edgeContacts(rings, MAX_EDGE_CONTACTS, open) > MAX_EDGE_CONTACTS) throw tooManyContacts('fill');
}

/**
 * The INVALID_INPUT error for edges that meet in more than MAX_EDGE_CONTACTS places, which
 * would take minutes to `work` on (fill, check).
 * @internal
 */
export function tooManyContacts(work: string): SepaxError {
  return new SepaxError(
    'INVALID_INPUT',
    `The drawing's edges cross or touch one another in more than ${MAX_EDGE_CONTACTS} places: a scribble, a ring drawn over itself, or a ring of random points rather than an outline, which would take minutes to ${work}. Simplify it, or split it into smaller drawings.`,
    { maxEdgeContacts: MAX_EDGE_CONTACTS },
  );
}

/**
 * How many pairs of the rings' edges meet (cross or touch), besides each edge and its two
 * neighbours in its ring; counting stops once it passes `stopAbove`, or after
 * MAX_PAIRS_EXAMINED pairs with meeting boxes. A ring flagged in `open` is a line: instead of
 * an edge from its last point back to its first it has its last point alone (what it touches, the line's end touches).
 * Grid coordinates (integers under 2^26), so the orientation tests are exact.
 * @internal
 */
export function edgeContacts(rings: readonly Path64[], stopAbove: number, open?: readonly boolean[]): number {
  const count = edgeCount(rings);
  const segments = new Float64Array(4 * count);
  // Where each segment's ring starts and ends, to skip a segment's two neighbours.
  const first = new Int32Array(count);
  const last = new Int32Array(count);
  let s = 0;
  for (let r = 0; r < rings.length; r++) {
    const ring = rings[r];
    const start = s;
    for (let i = 0; i < ring.length; i++, s++) {
      const a = ring[i];
      const b = open?.[r] === true && i === ring.length - 1 ? a : ring[(i + 1) % ring.length];
      segments[4 * s] = a.x;
      segments[4 * s + 1] = a.y;
      segments[4 * s + 2] = b.x;
      segments[4 * s + 3] = b.y;
    }
    first.fill(start, start, s);
    last.fill(s - 1, start, s);
  }
  let contacts = 0;
  let examined = 0;
  forEachSegmentPair(segments, count, (i, j) => {
    if (++examined > MAX_PAIRS_EXAMINED) return true;
    // j > i: neighbours in one ring are j = i + 1, or the ring's first and last segment.
    if (first[i] === first[j] && (j === i + 1 || (i === first[i] && j === last[j]))) return false;
    const p = 4 * i;
    const q = 4 * j;
    const met =
      segmentContactXY(
        segments[p],
        segments[p + 1],
        segments[p + 2],
        segments[p + 3],
        segments[q],
        segments[q + 1],
        segments[q + 2],
        segments[q + 3],
      ) !== Contact.None;
    if (met) contacts++;
    return contacts > stopAbove;
  });
  return contacts;
}
