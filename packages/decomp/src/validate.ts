import type { Vec2 } from '@sepax/core';
import {
  type CleanedXY,
  type CleanOptions,
  type CleanedPolygon,
  cleanRingsXY,
  measuredPolygon,
  readTolerance,
} from './clean.js';
import { flatRings, pointRings, readPolygonXY, type RingsXY } from './read-polygon.js';
import { centreOf, boundsOf, enclosedArea, finiteBoundsXY, requireWorkableBox, signedArea } from './measure.js';
import { Contact, crossingPoint, segmentContactXY } from './predicates.js';
import { sweepTriangulate, type SweptPolygon } from './sweep-triangulation.js';
import { AREA_TOLERANCE, MAX_PROBLEMS } from './tolerances.js';
import { MAX_EDGE_CONTACTS, tooManyContacts } from './region-budget.js';
import { forEachSegmentPair } from './segment-pairs.js';
import { checkNode, outerWinding, type Passage, type TouchNode, TouchNodes, windingNumbersAt } from './touches.js';
import type { PolygonInput } from './types.js';

/** Errors collected before sorting and keeping the first MAX_PROBLEMS (bounds the work on a scribble). */
const SEARCH_LIMIT = 10 * MAX_PROBLEMS;

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
export type ProblemCode = ErrorCode | WarningCode;

/**
 * The codes of problems that stop `decompose` (each is also the `SepaxError` code it throws).
 *
 * @example
 * ```ts
 * import { validate, type ErrorCode } from '@sepax/decomp';
 * const errors: ErrorCode[] = validate([[0, 0], [1, 1], [1, 0], [0, 1]]).flatMap((p) => (p.severity === 'error' ? [p.code] : []));
 * ```
 */
export type ErrorCode =
  | 'NON_FINITE'
  | 'TOO_FEW_POINTS'
  | 'ZERO_AREA'
  | 'SELF_INTERSECTION'
  | 'HOLE_OUTSIDE'
  | 'HOLES_OVERLAP';

/**
 * The codes of touches: reported by `validate` as warnings, accepted by `decompose`.
 *
 * @example
 * ```ts
 * import { validate, type WarningCode } from '@sepax/decomp';
 * const touches: WarningCode[] = validate([[0, 0], [2, 0], [1, 1], [2, 2], [0, 2], [1, 1]])
 *   .flatMap((p) => (p.severity === 'warning' ? [p.code] : [])); // ['SELF_TOUCH']
 * ```
 */
export type WarningCode = 'HOLE_TOUCHES_OUTER' | 'HOLES_TOUCH' | 'SELF_TOUCH';

/**
 * `error`: `decompose` rejects the polygon with this code. `warning`: a touch that leaves the
 * region well defined (`decompose` accepts it); reported for information.
 *
 * @example
 * ```ts
 * import { validate } from '@sepax/decomp';
 * const errors = validate([[0, 0], [2, 0], [1, 1], [2, 2], [0, 2], [1, 1]]).filter((p) => p.severity === 'error');
 * errors.length; // 0: the two lobes only touch at (1, 1)
 * ```
 */
export type ProblemSeverity = 'error' | 'warning';

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
export type ValidationProblem = ProblemFacts &
  ({ severity: 'error'; code: ErrorCode } | { severity: 'warning'; code: WarningCode });

/**
 * What every problem says besides its code and severity.
 *
 * @example
 * ```ts
 * import { validate, type ProblemFacts } from '@sepax/decomp';
 * const facts: ProblemFacts = validate([[0, 0], [2, 2], [2, 0], [0, 2]])[0];
 * facts.point; // { x: 1, y: 1 }
 * ```
 */
export interface ProblemFacts {
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
 * Lists every reason a polygon is not a valid polygon with holes (errors), then the places
 * where its rings touch (warnings), at most 100 in all, most fundamental first.
 *
 * Valid: no two edges cross properly (at a point interior to both), the winding number of
 * all rings together (outer counter-clockwise, holes clockwise) is 1 or 0 everywhere — no
 * ring crosses itself at a shared vertex, no hole reaches outside the outer ring, no two
 * holes overlap — and some area is left. Rings may touch: at a shared vertex, a vertex on
 * another ring's edge, or along a shared collinear stretch; the region (points of winding
 * 1) is still well defined and its area is outer − Σ holes.
 *
 * Errors: NON_FINITE, TOO_FEW_POINTS, ZERO_AREA (also: holes covering the whole outer
 * ring), SELF_INTERSECTION (a ring crosses itself, or overlaps itself at a shared vertex),
 * HOLE_OUTSIDE, HOLES_OVERLAP (two holes' interiors overlap or nest). Warnings:
 * HOLE_TOUCHES_OUTER, HOLES_TOUCH, SELF_TOUCH (one per touching point). Repeated points,
 * collinear points and zero-area spikes are not problems: they are cleaned first, with the
 * same `tolerance` `decompose` uses, so "no error" means `decompose` accepts the polygon. A
 * hole that encloses no area (fewer than 3 corners after cleaning) is ignored.
 *
 * Every crossing, touching and containment decision uses exact orientation predicates
 * (Shewchuk's, via robust-predicates): no epsilon decides whether two edges touch.
 *
 * @throws SepaxError INVALID_ARGUMENT for a polygon outside the range `decompose` works in
 *   (a coordinate beyond ±1e150, or a polygon under 1e-140 across: scale it), as `decompose`;
 *   INVALID_INPUT for a polygon too crowded to check in reasonable time: over 2^27 pairs of
 *   edges side by side (`details.pairWork`, a ring drawn over itself thousands of times), edges
 *   touching in over 2^18 places, or over 2^27 steps of winding numbers (`details.windingWork`)
 * @example
 * ```ts
 * import { validate } from '@sepax/decomp';
 * validate({ outer: [[0, 0], [4, 0], [4, 4], [0, 4]], holes: [[[3, 1], [5, 1], [5, 2]]] })
 *   .map((p) => p.code); // ['HOLE_OUTSIDE']
 * validate({ outer: [[0, 0], [4, 0], [4, 4], [0, 4]], holes: [[[2, 0], [3, 1], [1, 1]]] })
 *   .map((p) => `${p.severity} ${p.code}`); // ['warning HOLE_TOUCHES_OUTER']
 * ```
 */
export function validate(polygon: PolygonInput, options?: CleanOptions): ValidationProblem[] {
  const prepared = readAndCleanXY(polygon, readTolerance(options));
  if (Array.isArray(prepared)) return prepared;
  const { read, cleaned } = prepared;
  // The sweep's verdict where it gives one; touching rings are reported as warnings, so validation proper lists them.
  const swept = sweptRings(enclosingRings(cleaned));
  if (swept !== null && swept.pinches.length === 0) return [];
  return analysePolygon(measuredPolygon(cleaned, read), swept !== null).problems;
}

/** The sweep's triangles of cleaned rings, if it proves them a valid polygon; null where it declines. @internal */
export function sweptRings(rings: RingsXY): SweptPolygon | null {
  return rings.ringStarts[1] >= 3 ? sweepTriangulate(rings.coords, rings.ringStarts) : null;
}

/** The rings of at least 3 points (a hole with fewer encloses nothing: validation ignores it). @internal */
export function enclosingRings(rings: RingsXY): RingsXY {
  const { coords, ringStarts } = rings;
  if (ringStarts.every((start, r) => r === 0 || start - ringStarts[r - 1] >= 3)) return rings;
  const kept: number[] = [];
  const starts = [0];
  for (let r = 0; r + 1 < ringStarts.length; r++) {
    if (ringStarts[r + 1] - ringStarts[r] < 3) continue;
    for (let k = 2 * ringStarts[r]; k < 2 * ringStarts[r + 1]; k++) kept.push(coords[k]);
    starts.push(kept.length / 2);
  }
  // Room for one more point after the rings (the fan's viewpoint).
  const flat = new Float64Array(kept.length + 2);
  flat.set(kept);
  return { coords: flat, ringStarts: starts };
}

/** Whether cleaned rings form a valid polygon (the sweep's verdict, else validation's). @internal */
export function isValidPolygon(polygon: CleanedPolygon): boolean {
  return (
    sweptRings(enclosingRings(flatRings(polygon.rings))) !== null || !analysePolygon(polygon).problems.some(isError)
  );
}

/** The first steps of `validate` and `decompose`, on flat coordinates. @internal */
export function readAndCleanXY(
  polygon: PolygonInput,
  tolerance: number,
): { read: RingsXY; cleaned: CleanedXY } | ValidationProblem[] {
  const read = readPolygonXY(polygon);
  const { coords, ringStarts } = read;
  const bounds = finiteBoundsXY(coords, ringStarts[1], ringStarts[ringStarts.length - 1]);
  if (bounds === null) return findNonFinite(pointRings(read));
  requireWorkableBox(bounds.all);
  return { read, cleaned: cleanRingsXY(read, tolerance, bounds.outer) };
}

/** Whether a problem stops `decompose`. @internal */
export function isError(problem: ValidationProblem): problem is ValidationProblem & { severity: 'error' } {
  return problem.severity === 'error';
}

/** NON_FINITE problems for every NaN or ±Infinity coordinate. */
function findNonFinite(rings: readonly Vec2[][]): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  rings.forEach((ring, r) =>
    ring.forEach((p, i) => {
      if ((Number.isFinite(p.x) && Number.isFinite(p.y)) || problems.length >= MAX_PROBLEMS) return;
      problems.push(
        problem('NON_FINITE', {
          message: `${ringName(r)} point ${i} is (${p.x}, ${p.y}); every coordinate must be a finite number.`,
          ring: r,
          indices: [i],
          point: { x: p.x, y: p.y },
        }),
      );
    }),
  );
  return problems;
}

/**
 * A vertex lying inside an edge of a ring (cleaned indices): the boundary edge is split there so that touching rings
 * share edges exactly (decompose's proof needs it). @internal
 */
export interface EdgeSplit {
  ring: number;
  edge: number;
  point: Vec2;
}

/** What validation found: the problems, and where edges must be split at touching points. @internal */
export interface Analysis {
  problems: ValidationProblem[];
  splits: EdgeSplit[];
  /** Every point where rings touch (a shared vertex, a vertex on an edge). */
  touchPoints: Vec2[];
}

/**
 * Validation with the touching points decompose needs. `proven`: the sweep has already shown
 * the rings valid (no crossing, no misplaced hole), so each touching point is a warning and
 * no winding number is counted; whether any area is left is still checked.
 * @internal
 */
export function analysePolygon(polygon: CleanedPolygon, proven = false): Analysis {
  if (polygon.rings[0].length < 3) return { problems: [degenerateOuter(polygon)], splits: [], touchPoints: [] };
  const problems: ValidationProblem[] = [];
  const touches = new TouchNodes(polygon.rings);
  const contacts = edgeContacts(polygon, touches, problems);
  const nodes = touches.nodes;
  const points = nodes.map((node) => node.point);
  if (proven || problems.length === 0) {
    const windings = proven ? null : windingNumbersAt(polygon.rings, points);
    let errors = 0;
    for (let k = 0; k < nodes.length && errors < SEARCH_LIMIT; k++) {
      const found = nodeProblem(polygon, nodes[k], windings === null ? null : windings[k]);
      if (isError(found)) errors++;
      problems.push(found);
    }
  }
  if (!proven) nestingProblems(polygon, contacts, problems);
  // (The sweep's proof leaves the area out: holes touching all round may cover the outer ring.)
  if (polygon.rings.length > 1 && !problems.some(isError)) coveredOuter(polygon, problems);
  const splits: EdgeSplit[] = [];
  if (!problems.some(isError)) {
    for (const { point, passages } of nodes)
      for (const p of passages) if (p.onEdge) splits.push({ ring: p.ring, edge: p.index, point });
  }
  return { problems: problems.sort(byImportance).slice(0, MAX_PROBLEMS), splits, touchPoints: points };
}

/** Reporting order, most fundamental first: the errors, then the warnings (touches). */
const CODE_ORDER: readonly ProblemCode[] = [
  'NON_FINITE',
  'TOO_FEW_POINTS',
  'ZERO_AREA',
  'SELF_INTERSECTION',
  'HOLE_OUTSIDE',
  'HOLES_OVERLAP',
  'HOLE_TOUCHES_OUTER',
  'HOLES_TOUCH',
  'SELF_TOUCH',
];

/** A problem with its code's severity. */
function problem(code: ProblemCode, facts: ProblemFacts): ValidationProblem {
  const severity = CODE_ORDER.indexOf(code) < CODE_ORDER.indexOf('HOLE_TOUCHES_OUTER') ? 'error' : 'warning';
  return { code, severity, ...facts } as ValidationProblem;
}

function byImportance(a: ValidationProblem, b: ValidationProblem): number {
  return (
    CODE_ORDER.indexOf(a.code) - CODE_ORDER.indexOf(b.code) ||
    a.ring - b.ring ||
    (a.otherRing ?? 0) - (b.otherRing ?? 0) ||
    a.indices[0] - b.indices[0] ||
    (a.otherIndices?.[0] ?? 0) - (b.otherIndices?.[0] ?? 0)
  );
}

/** TOO_FEW_POINTS or ZERO_AREA: cleaning left the outer ring with fewer than 3 corners. */
function degenerateOuter(polygon: CleanedPolygon): ValidationProblem {
  const input = polygon.degenerateOuter ?? [];
  const distinct = new Set(input.map((p) => `${p.x},${p.y}`)).size;
  return problem(distinct < 3 ? 'TOO_FEW_POINTS' : 'ZERO_AREA', {
    message:
      distinct < 3
        ? `${ringName(0)} has ${distinct} distinct point(s); a ring needs at least 3.`
        : `${ringName(0)} encloses no area (its points lie on one line); remove it or give it a real outline.`,
    ring: 0,
    indices: input.map((_, i) => i),
    point: input[0] ? { x: input[0].x, y: input[0].y } : null,
  });
}

/**
 * Most steps of the search for meeting edges (see `segmentPairWork`): a step costs a few
 * nanoseconds, tens where the edges' boxes meet, so the limit stands at a second or two.
 * An outline's edges lie side by side with a few others; a ring drawn over itself a thousand
 * times, or thousands of spikes from one hub, with every other.
 */
const PAIR_BUDGET = { maxWork: 2 ** 27, what: "The polygon's edges" };

/**
 * Judges every pair of edges that meets, over all rings of at least 3 points at once (other than a ring's consecutive
 * edges at their shared corner); the search stops after SEARCH_LIMIT crossings. Returns the rings met. Refuses, with
 * INVALID_INPUT, edges too crowded to search (PAIR_BUDGET) or touching in more than MAX_EDGE_CONTACTS places.
 */
function edgeContacts(polygon: CleanedPolygon, touches: TouchNodes, problems: ValidationProblem[]): Set<number> {
  const { rings } = polygon;
  const segments: number[] = []; // x0, y0, x1, y1 of each edge
  const edges: number[] = []; // its ring and index
  rings.forEach((ring, r) => {
    if (ring.length < 3) return;
    ring.forEach((a, i) => {
      const b = ring[(i + 1) % ring.length];
      segments.push(a.x, a.y, b.x, b.y);
      edges.push(r, i);
    });
  });
  const contacts = new Set<number>();
  let touchCount = 0;
  forEachSegmentPair(
    Float64Array.from(segments),
    edges.length / 2,
    (e, f) => {
      const [r, i, s, j] = [edges[2 * e], edges[2 * e + 1], edges[2 * f], edges[2 * f + 1]];
      // (Edges come by ring, then in order: e < f means r < s, or i < j on one ring.)
      if (r === s && (j === i + 1 || (i === 0 && j === rings[r].length - 1))) return false;
      const ringR = rings[r];
      const ringS = rings[s];
      const [a, b, c, d] = [ringR[i], ringR[(i + 1) % ringR.length], ringS[j], ringS[(j + 1) % ringS.length]];
      const contact = segmentContactXY(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y);
      if (contact === Contact.None) return false;
      contacts.add(r).add(s);
      if (contact === Contact.Touch) {
        if (++touchCount > MAX_EDGE_CONTACTS) throw tooManyContacts('check');
        touches.addContact(r, i, s, j);
        return false;
      }
      const point = crossingPoint(a, b, c, d);
      const code: ErrorCode = r === s ? 'SELF_INTERSECTION' : r === 0 ? 'HOLE_OUTSIDE' : 'HOLES_OVERLAP';
      problems.push(
        problem(code, {
          message: problemMessage(code, r, s, point),
          ring: r,
          indices: edgeSource(polygon, r, i),
          otherRing: s,
          otherIndices: edgeSource(polygon, s, j),
          point,
        }),
      );
      return problems.length >= SEARCH_LIMIT;
    },
    PAIR_BUDGET,
  );
  return contacts;
}

/**
 * A touching point: an error if the winding numbers around it say so (`winding`: that of all
 * rings just up-right of it; null for a polygon proven valid), else a warning named by the
 * rings that meet.
 */
function nodeProblem(polygon: CleanedPolygon, node: TouchNode, winding: number | null): ValidationProblem {
  const verdict = winding === null ? 'ok' : checkNode(node, polygon.rings, winding);
  const rings = new Set(node.passages.map((p) => p.ring));
  const holes = rings.size - (rings.has(0) ? 1 : 0);
  const touch: WarningCode =
    rings.has(0) && holes > 0 ? 'HOLE_TOUCHES_OUTER' : holes > 1 ? 'HOLES_TOUCH' : 'SELF_TOUCH';
  const code = verdict === 'ok' ? touch : verdict;
  const [first, other] = reportedPassages(node.passages, code);
  return problem(code, {
    message: problemMessage(code, first.ring, other.ring, node.point),
    ring: first.ring,
    indices: passageSource(polygon, first),
    otherRing: other.ring,
    otherIndices: passageSource(polygon, other),
    point: { x: node.point.x, y: node.point.y },
  });
}

/** The two passages a node's problem names: the outer ring and a hole, two holes, or one ring twice. */
function reportedPassages(passages: readonly Passage[], code: ProblemCode): [Passage, Passage] {
  const outer = passages.find((p) => p.ring === 0);
  const holes = passages.filter((p) => p.ring > 0);
  const otherHole = holes.find((p) => p.ring !== holes[0].ring);
  if ((code === 'HOLE_OUTSIDE' || code === 'HOLE_TOUCHES_OUTER') && outer && holes.length > 0) return [outer, holes[0]];
  if ((code === 'HOLES_OVERLAP' || code === 'HOLES_TOUCH') && otherHole) return [holes[0], otherHole];
  const first = passages[0];
  return [first, passages.find((p, k) => k > 0 && p.ring === first.ring) ?? passages[1]];
}

function problemMessage(code: ProblemCode, ringA: number, ringB: number, p: Vec2): string {
  const at = `at (${p.x}, ${p.y})`;
  const hole = ringName(ringA === 0 ? ringB : ringA);
  const holeB = ringName(ringB);
  switch (code) {
    case 'SELF_INTERSECTION':
      return `${ringName(ringA)} crosses or touches itself ${at} so that its sides cross or overlap (touching without crossing is accepted); draw it as an outline that never crosses itself (pass an enclosed hole as a separate ring in { outer, holes }).`;
    case 'HOLE_OUTSIDE':
      return `${hole} reaches outside the outer ring ${at}; a hole must lie inside the outer ring (touching it is fine).`;
    case 'HOLES_OVERLAP':
      return `${hole} and ${holeB} overlap ${at}; merge overlapping holes into one ring (touching is fine).`;
    case 'HOLE_TOUCHES_OUTER':
      return `${hole} touches the outer ring ${at}; accepted (the region stays well defined), reported for information.`;
    case 'HOLES_TOUCH':
      return `${hole} and ${holeB} touch ${at}; accepted (the region stays well defined), reported for information.`;
    default:
      return `${ringName(ringA)} touches itself ${at} (a pinch point or a shared stretch of edge); accepted, reported for information.`;
  }
}

/** The input indices of the endpoints of cleaned edge i of ring r, in increasing order. */
function edgeSource(polygon: CleanedPolygon, r: number, i: number): number[] {
  const source = polygon.sources[r];
  const a = source[i];
  const b = source[(i + 1) % source.length];
  return [Math.min(a, b), Math.max(a, b)];
}

/** The input indices of a passage: its vertex, or its edge's endpoints. */
function passageSource(polygon: CleanedPolygon, passage: Passage): number[] {
  return passage.onEdge
    ? edgeSource(polygon, passage.ring, passage.index)
    : [polygon.sources[passage.ring][passage.index]];
}

/**
 * Containment of holes that meet nothing: the winding number of all other rings at the hole's first vertex must be
 * exactly 1 — 0 means the hole is outside the outer ring, anything else that it lies inside another hole.
 */
function nestingProblems(polygon: CleanedPolygon, contacts: Set<number>, problems: ValidationProblem[]): void {
  const { rings, sources } = polygon;
  const holes = rings.flatMap((ring, h) => (h > 0 && ring.length >= 3 && !contacts.has(h) ? [h] : []));
  const windings = windingNumbersAt(
    rings,
    holes.map((h) => rings[h][0]),
    holes,
  );
  const misplaced = holes.filter((_, k) => windings[k] !== 1).slice(0, Math.max(0, SEARCH_LIMIT - problems.length));
  for (const h of misplaced) {
    const [first] = rings[h];
    const index = sources[h][0];
    const outside = outerWinding(rings, first) === 0;
    problems.push(
      problem(outside ? 'HOLE_OUTSIDE' : 'HOLES_OVERLAP', {
        message: outside
          ? `${ringName(h)} lies outside the outer ring (vertex ${index}); a hole must be inside it.`
          : `${ringName(h)} lies inside another hole; nested holes are islands: decompose them as separate polygons.`,
        ring: h,
        indices: [index],
        otherRing: 0,
        point: { x: first.x, y: first.y },
      }),
    );
  }
}

/** ZERO_AREA when the holes cover the whole outer ring (touching it all round). */
function coveredOuter(polygon: CleanedPolygon, problems: ValidationProblem[]): void {
  const [outer, ...holes] = polygon.rings;
  const origin = centreOf(boundsOf([outer]));
  const area = enclosedArea(
    outer,
    holes.filter((h) => h.length >= 3),
    origin,
  );
  if (area > AREA_TOLERANCE * Math.abs(signedArea(outer, origin.x, origin.y))) return;
  problems.push(
    problem('ZERO_AREA', {
      message: 'The holes cover the whole outer ring: no area is left to decompose.',
      ring: 0,
      indices: polygon.sources[0].slice(),
      point: null,
    }),
  );
}

/** "the outer ring" or "hole k" for messages. @internal */
export function ringName(r: number): string {
  return r === 0 ? 'The outer ring' : `Hole ${r - 1}`;
}
