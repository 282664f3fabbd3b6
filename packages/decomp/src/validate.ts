import type { Vec2 } from '@sepax/core';
import { type CleanOptions, type CleanedPolygon, cleanPolygon, readTolerance } from './clean.js';
import { readPolygon } from './input.js';
import { PointLocator } from './point-locator.js';
import { Contact, contactPoint, segmentContact } from './predicates.js';
import { forEachBoxPair } from './sweep.js';
import { MAX_PROBLEMS } from './tolerances.js';

/** Problems collected before sorting and keeping the first MAX_PROBLEMS (bounds the work on a scribble). */
const SEARCH_LIMIT = 10 * MAX_PROBLEMS;
import type { PolygonInput } from './types.js';

/**
 * The problem codes `validate` reports; each is also the `SepaxError` code `decompose` throws.
 *
 * @example
 * ```ts
 * import { validate, type ProblemCode } from '@sepax/decomp';
 * const codes: ProblemCode[] = validate([[0, 0], [1, 1], [1, 0], [0, 1]]).map((p) => p.code);
 * // ['SELF_INTERSECTION']
 * ```
 */
export type ProblemCode =
  | 'NON_FINITE'
  | 'TOO_FEW_POINTS'
  | 'ZERO_AREA'
  | 'SELF_INTERSECTION'
  | 'HOLE_OUTSIDE'
  | 'HOLES_OVERLAP'
  | 'HOLE_TOUCHES_OUTER';

/**
 * One reason a polygon cannot be decomposed.
 *
 * Rings are numbered 0 for the outer ring and k for `holes[k - 1]`; indices are positions in
 * the rings as given (before cleaning). An edge `i` runs from vertex `i` to the next kept
 * vertex, so an edge problem lists both endpoints.
 *
 * @example
 * ```ts
 * import { validate } from '@sepax/decomp';
 * const [p] = validate([[0, 0], [2, 2], [2, 0], [0, 2]]);
 * p.code;  // 'SELF_INTERSECTION'
 * p.point; // { x: 1, y: 1 }
 * ```
 */
export interface ValidationProblem {
  /** What is wrong. */
  code: ProblemCode;
  /** What is wrong and what to do about it. */
  message: string;
  /** The ring the problem is on (0 = outer, k = holes[k − 1]). */
  ring: number;
  /** Vertex indices in `ring` involved (an edge lists its two endpoints). */
  indices: number[];
  /** For a problem between two rings or two edges: the other ring. */
  otherRing?: number;
  /** Vertex indices in `otherRing` involved. */
  otherIndices?: number[];
  /** Where it happens (a crossing or touching point, an offending vertex), or null. */
  point: Vec2 | null;
}

/**
 * Lists every reason a polygon is not a valid simple polygon with holes, in the order
 * found (at most 100): NON_FINITE, TOO_FEW_POINTS, ZERO_AREA, SELF_INTERSECTION (the
 * outline crosses or touches itself, keyholes included), HOLE_OUTSIDE, HOLES_OVERLAP
 * (two holes cross, touch or nest), HOLE_TOUCHES_OUTER. Repeated points, collinear points
 * and zero-area spikes are not problems: they are cleaned first, with the same `tolerance`
 * `decompose` uses, so an empty list means `decompose` accepts the polygon. A hole that
 * encloses no area (fewer than 3 corners after cleaning) removes nothing and is ignored.
 *
 * Every crossing and containment decision uses exact orientation predicates
 * (Shewchuk's, via robust-predicates): no epsilon decides whether two edges touch.
 *
 * @example
 * ```ts
 * import { validate } from '@sepax/decomp';
 * validate({ outer: [[0, 0], [4, 0], [4, 4], [0, 4]], holes: [[[3, 1], [5, 1], [5, 2]]] })
 *   .map((p) => p.code); // ['HOLE_OUTSIDE']
 * ```
 */
export function validate(polygon: PolygonInput, options?: CleanOptions): ValidationProblem[] {
  const rings = readPolygon(polygon);
  const nonFinite = findNonFinite(rings);
  if (nonFinite.length > 0) return nonFinite;
  return findProblems(cleanPolygon(rings, readTolerance(options)));
}

/** NON_FINITE problems for every NaN or ±Infinity coordinate. @internal */
export function findNonFinite(rings: readonly Vec2[][]): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  rings.forEach((ring, r) =>
    ring.forEach((p, i) => {
      if ((Number.isFinite(p.x) && Number.isFinite(p.y)) || problems.length >= MAX_PROBLEMS) return;
      problems.push({
        code: 'NON_FINITE',
        message: `${ringName(r)} point ${i} is (${p.x}, ${p.y}); every coordinate must be a finite number.`,
        ring: r,
        indices: [i],
        point: { x: p.x, y: p.y },
      });
    }),
  );
  return problems;
}

/**
 * Every problem of a cleaned polygon, indices mapped back to the input rings.
 * @internal
 */
export function findProblems(polygon: CleanedPolygon): ValidationProblem[] {
  const problems = degenerateRings(polygon);
  if (problems.some((p) => p.ring === 0)) return problems;
  const usable = polygon.rings.map((ring) => ring.length >= 3);
  const contacts = edgeContacts(polygon, usable, problems);
  nestingProblems(polygon, usable, contacts, problems);
  return problems.sort(byImportance).slice(0, MAX_PROBLEMS);
}

/** Reporting order, whatever order the search found them in: most fundamental first. */
const CODE_ORDER: ProblemCode[] = [
  'NON_FINITE',
  'TOO_FEW_POINTS',
  'ZERO_AREA',
  'SELF_INTERSECTION',
  'HOLE_OUTSIDE',
  'HOLE_TOUCHES_OUTER',
  'HOLES_OVERLAP',
];

function byImportance(a: ValidationProblem, b: ValidationProblem): number {
  return (
    CODE_ORDER.indexOf(a.code) - CODE_ORDER.indexOf(b.code) ||
    a.ring - b.ring ||
    (a.otherRing ?? 0) - (b.otherRing ?? 0) ||
    a.indices[0] - b.indices[0] ||
    (a.otherIndices?.[0] ?? 0) - (b.otherIndices?.[0] ?? 0)
  );
}

/**
 * TOO_FEW_POINTS / ZERO_AREA when cleaning leaves the outer ring with fewer than 3 corners.
 * A hole that encloses no area removes nothing: it is not a problem, `decompose` drops it.
 */
function degenerateRings(polygon: CleanedPolygon): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  polygon.rings.forEach((ring, r) => {
    if (ring.length >= 3 || r > 0) return;
    const input = polygon.input[r];
    const distinct = new Set(input.map((p) => `${p.x},${p.y}`)).size;
    const indices = input.map((_, i) => i);
    problems.push(
      distinct < 3
        ? {
            code: 'TOO_FEW_POINTS',
            message: `${ringName(r)} has ${distinct} distinct point(s); a ring needs at least 3.`,
            ring: r,
            indices,
            point: input[0] ? { x: input[0].x, y: input[0].y } : null,
          }
        : {
            code: 'ZERO_AREA',
            message: `${ringName(r)} encloses no area (its points lie on one line); remove it or give it a real outline.`,
            ring: r,
            indices,
            point: { x: input[0].x, y: input[0].y },
          },
    );
  });
  return problems;
}

/** The rings that touch or cross some edge, recorded while reporting. */
type ContactSet = Set<number>;

/** Finds every pair of edges that touch or cross, over all rings at once, with one sweep. */
function edgeContacts(polygon: CleanedPolygon, usable: boolean[], problems: ValidationProblem[]): ContactSet {
  const { ring: edgeRing, index: edgeIndex, boxes } = edgeBoxes(polygon.rings, usable);
  const contacts: ContactSet = new Set();
  forEachBoxPair(boxes, edgeRing.length, (e, f) => {
    const r = edgeRing[e];
    const s = edgeRing[f];
    const i = edgeIndex[e];
    const j = edgeIndex[f];
    const ringR = polygon.rings[r];
    const ringS = polygon.rings[s];
    if (r === s && areAdjacent(i, j, ringR.length)) return false;
    const a = ringR[i];
    const b = ringR[(i + 1) % ringR.length];
    const c = ringS[j];
    const d = ringS[(j + 1) % ringS.length];
    const contact = segmentContact(a, b, c, d);
    if (contact === Contact.None) return false;
    contacts.add(r).add(s);
    problems.push(edgeProblem(polygon, contact, r, i, s, j, contactPoint(a, b, c, d)));
    return problems.length >= SEARCH_LIMIT;
  });
  return contacts;
}

function areAdjacent(i: number, j: number, n: number): boolean {
  return (i + 1) % n === j || (j + 1) % n === i;
}

/** Edge boxes of every usable ring, with each edge's ring and start index. */
function edgeBoxes(rings: Vec2[][], usable: boolean[]): { ring: number[]; index: number[]; boxes: number[] } {
  const count = rings.reduce((n, r, k) => n + (usable[k] ? r.length : 0), 0);
  const ring: number[] = new Array(count).fill(0);
  const index: number[] = new Array(count).fill(0);
  const boxes: number[] = new Array(4 * count).fill(0);
  let e = 0;
  rings.forEach((points, r) => {
    if (!usable[r]) return;
    for (let i = 0; i < points.length; i++, e++) {
      const a = points[i];
      const b = points[(i + 1) % points.length];
      ring[e] = r;
      index[e] = i;
      boxes[4 * e] = Math.min(a.x, b.x);
      boxes[4 * e + 1] = Math.min(a.y, b.y);
      boxes[4 * e + 2] = Math.max(a.x, b.x);
      boxes[4 * e + 3] = Math.max(a.y, b.y);
    }
  });
  return { ring, index, boxes };
}

function edgeProblem(
  polygon: CleanedPolygon,
  contact: Contact,
  r: number,
  i: number,
  s: number,
  j: number,
  point: Vec2,
): ValidationProblem {
  const [ringA, edgeA, ringB, edgeB] = r < s || (r === s && i <= j) ? [r, i, s, j] : [s, j, r, i];
  const code = contactCode(ringA, ringB, contact);
  return {
    code,
    message: contactMessage(code, ringA, ringB, point),
    ring: ringA,
    indices: edgeSource(polygon, ringA, edgeA),
    otherRing: ringB,
    otherIndices: edgeSource(polygon, ringB, edgeB),
    point,
  };
}

function contactCode(ringA: number, ringB: number, contact: Contact): ProblemCode {
  if (ringA === ringB) return 'SELF_INTERSECTION';
  if (ringA === 0) return contact === Contact.Cross ? 'HOLE_OUTSIDE' : 'HOLE_TOUCHES_OUTER';
  return 'HOLES_OVERLAP';
}

function contactMessage(code: ProblemCode, ringA: number, ringB: number, p: Vec2): string {
  const at = `at (${p.x}, ${p.y})`;
  switch (code) {
    case 'SELF_INTERSECTION':
      return `${ringName(ringA)} crosses or touches itself ${at}; draw it as one simple outline (a keyhole or a slit is not accepted: pass an enclosed hole as a separate ring in { outer, holes }).`;
    case 'HOLE_OUTSIDE':
      return `${ringName(ringB)} crosses the outer ring ${at}; a hole must lie strictly inside the outer ring.`;
    case 'HOLE_TOUCHES_OUTER':
      return `${ringName(ringB)} touches the outer ring ${at}; move it inside (a notch belongs in the outer ring itself).`;
    default:
      return `${ringName(ringA)} and ${ringName(ringB)} cross or touch ${at}; merge overlapping holes into one ring.`;
  }
}

/** The input indices of the endpoints of cleaned edge i of ring r, in increasing order. */
function edgeSource(polygon: CleanedPolygon, r: number, i: number): number[] {
  const source = polygon.sources[r];
  const a = source[i];
  const b = source[(i + 1) % source.length];
  return [Math.min(a, b), Math.max(a, b)];
}

/**
 * Containment of rings that meet nothing: a hole outside the outer ring, or a hole inside
 * another hole. One exact point-in-ring test per hole (its first vertex, which is off every
 * other boundary since no edges meet).
 */
function nestingProblems(polygon: CleanedPolygon, usable: boolean[], contacts: ContactSet, problems: ValidationProblem[]): void {
  const n = polygon.rings.length;
  if (n === 1) return;
  const holes = polygon.rings.map((ring, r) => (r > 0 && usable[r] ? ring : []));
  const outerLocator = new PointLocator([polygon.rings[0]]);
  const holeLocator = new PointLocator(holes);
  for (let h = 1; h < n && problems.length < SEARCH_LIMIT; h++) {
    if (!usable[h] || contacts.has(h)) continue;
    const p = polygon.rings[h][0];
    const point = { x: p.x, y: p.y };
    const indices = [polygon.sources[h][0]];
    if (outerLocator.crossings(p) % 2 === 0) {
      const message = `${ringName(h)} lies outside the outer ring (vertex ${indices[0]}); a hole must be inside it.`;
      problems.push({ code: 'HOLE_OUTSIDE', message, ring: h, indices, otherRing: 0, point });
    } else if (holeLocator.crossings(p, h) % 2 === 1) {
      const message = `${ringName(h)} lies inside another hole; nested holes are islands: decompose them as separate polygons.`;
      problems.push({ code: 'HOLES_OVERLAP', message, ring: h, indices, point });
    }
  }
}

/** "the outer ring" or "hole k" for messages. @internal */
export function ringName(r: number): string {
  return r === 0 ? 'The outer ring' : `Hole ${r - 1}`;
}
