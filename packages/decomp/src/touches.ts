import { SepaxError, type Vec2 } from '@sepax/core';
import { onSegment, orient } from './predicates.js';
import { sumOfCountsBelow } from './sorted-counts.js';

/* Where validation counts winding numbers: at the points where rings touch, and about holes that touch nothing. */

/** A ring passing through a node: at its vertex `index`, or through the interior of its edge `index`. @internal */
export interface Passage {
  ring: number;
  index: number;
  onEdge: boolean;
}

/** A point where two or more ring passages meet. @internal */
export interface TouchNode {
  point: Vec2;
  passages: Passage[];
}

/** Collects touching points from touching edge pairs. @internal */
export class TouchNodes {
  /** All nodes found, in the order first met. */
  readonly nodes: TouchNode[] = [];
  /** The nodes by point (−0 and 0 make one key). */
  private readonly byPoint = new Map<string, TouchNode>();
  /** Every passage recorded, by its node's key, ring, index and kind. */
  private readonly passages = new Set<string>();

  constructor(private readonly rings: readonly (readonly Vec2[])[]) {}

  /** Records edge i of ring r and edge j of ring s, which touch without crossing. */
  addContact(r: number, i: number, s: number, j: number): void {
    this.addEndpoint(s, j, r, i);
    this.addEndpoint(s, (j + 1) % this.rings[s].length, r, i);
    this.addEndpoint(r, i, s, j);
    this.addEndpoint(r, (i + 1) % this.rings[r].length, s, j);
  }

  /** If vertex v of ring s lies on edge e of ring r, records both passages there. */
  private addEndpoint(s: number, v: number, r: number, e: number): void {
    const ring = this.rings[r];
    const a = ring[e];
    const e1 = (e + 1) % ring.length;
    const b = ring[e1];
    const p = this.rings[s][v];
    if (orient(a, b, p) !== 0 || !onSegment(a, b, p)) return;
    const key = `${p.x},${p.y}`;
    let node = this.byPoint.get(key);
    if (node === undefined) {
      node = { point: { x: p.x, y: p.y }, passages: [] };
      this.byPoint.set(key, node);
      this.nodes.push(node);
    }
    this.addPassage(node, key, s, v, false);
    if (p.x === a.x && p.y === a.y) this.addPassage(node, key, r, e, false);
    else if (p.x === b.x && p.y === b.y) this.addPassage(node, key, r, e1, false);
    else this.addPassage(node, key, r, e, true);
  }

  /**
   * Records the passage of ring r through the node at `key` (at its vertex, or inside its edge,
   * `index`) once. A set finds repeats: a ring drawn over itself passes one point many times.
   */
  private addPassage(node: TouchNode, key: string, ring: number, index: number, onEdge: boolean): void {
    const passage = `${key} ${ring} ${index} ${onEdge}`;
    if (this.passages.has(passage)) return;
    this.passages.add(passage);
    node.passages.push({ ring, index, onEdge });
  }
}

/** What is wrong at a node, if anything. @internal */
export type NodeVerdict = 'ok' | 'SELF_INTERSECTION' | 'HOLE_OUTSIDE' | 'HOLES_OVERLAP';

/** A ray from the node: towards `to`, +1 for an edge leaving the node, −1 for one arriving. */
interface Ray {
  to: Vec2;
  sign: number;
  ring: number;
}

/**
 * Checks the winding number in every sector around a node (ARCHITECTURE.md: touching points), given that of all
 * rings just up-right of its point, rays aside. @internal
 */
export function checkNode(node: TouchNode, rings: readonly (readonly Vec2[])[], winding: number): NodeVerdict {
  const p = node.point;
  const rays = raysAt(node, rings).sort((u, v) => compareAngles(p, u.to, v.to));
  for (const ring of new Set(node.passages.map((passage) => passage.ring))) {
    const own = sectorWindings(p, rays, 0, ring);
    if (Math.max(...own) - Math.min(...own) >= 2) return 'SELF_INTERSECTION';
  }
  const total = sectorWindings(p, rays, winding, -1);
  const k = total.findIndex((w) => w < 0);
  // Only an error asks where the outer ring is (a valid polygon never counts it).
  if (k >= 0) return sectorWindings(p, rays, outerWinding(rings, p), 0)[k] <= 0 ? 'HOLE_OUTSIDE' : 'HOLES_OVERLAP';
  return total.some((w) => w > 1) ? 'SELF_INTERSECTION' : 'ok';
}

/** The winding number of the outer ring alone about p. @internal */
export function outerWinding(rings: readonly (readonly Vec2[])[], p: Vec2): number {
  return windingNumbersAt([rings[0]], [p])[0];
}

/** Both rays of every passage through the node. */
function raysAt(node: TouchNode, rings: readonly (readonly Vec2[])[]): Ray[] {
  const rays: Ray[] = [];
  for (const { ring, index, onEdge } of node.passages) {
    const points = rings[ring];
    const n = points.length;
    const from = onEdge ? points[index] : points[(index + n - 1) % n];
    const to = points[(index + 1) % n];
    rays.push({ to: from, sign: -1, ring }, { to, sign: 1, ring });
  }
  return rays;
}

/** Counter-clockwise order of directions from p from just clockwise of straight up (half-planes, then orientation). */
function compareAngles(p: Vec2, a: Vec2, b: Vec2): number {
  return half(p, a) - half(p, b) || -orient(p, a, b);
}

function half(p: Vec2, q: Vec2): number {
  return q.x < p.x || (q.x === p.x && q.y > p.y) ? 0 : 1;
}

/**
 * The winding number in each sector between the sorted rays' distinct directions, counting only the rays of `ring`
 * (−1: all rings), from the sector just clockwise of straight up; `upRight` is the count just up-right of p without
 * the rays.
 */
function sectorWindings(p: Vec2, rays: readonly Ray[], upRight: number, ring: number): number[] {
  let w = upRight;
  for (const ray of rays) if ((ring < 0 || ray.ring === ring) && ray.to.y > p.y && ray.to.x > p.x) w += ray.sign;
  const windings = [w];
  for (let k = 0; k < rays.length; k++) {
    if (ring < 0 || rays[k].ring === ring) w += rays[k].sign;
    if (k + 1 === rays.length || compareAngles(p, rays[k].to, rays[k + 1].to) !== 0) windings.push(w);
  }
  return windings;
}

/**
 * The winding number about each of `points` of the rings other than `skipRings[k]` (if given) and those under 3 points,
 * counted with signs on the ray from each point towards +x. @internal
 */
export function windingNumbersAt(
  rings: readonly (readonly Vec2[])[],
  points: readonly Vec2[],
  skipRings: readonly number[] = [],
): number[] {
  if (points.length === 0) return []; // (most polygons: no touching point, no hole to place)
  const order = points.map((_, k) => k).sort((i, j) => points[i].y - points[j].y);
  const ys = Float64Array.from(order, (k) => points[k].y);
  requireWindingWork(rings, ys);
  const sums = points.map(() => 0);
  for (let r = 0; r < rings.length; r++) {
    const ring = rings[r];
    if (ring.length < 3) continue; // (encloses nothing: the two edges of a 2-point ring cancel)
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i];
      const b = ring[i + 1 === ring.length ? 0 : i + 1];
      // The points in the edge's half-open range of y, from the first at or above its lower end.
      const top = Math.max(a.y, b.y);
      for (let q = firstAtOrAbove(ys, Math.min(a.y, b.y)); q < ys.length && ys[q] < top; q++) {
        const k = order[q];
        if (skipRings[k] !== r) sums[k] += signedRayCrossing(a, b, points[k]);
      }
    }
  }
  return sums;
}

/**
 * Most (edge, point) pairs `windingNumbersAt` may look at: a pair costs tens of nanoseconds,
 * so the limit stands at a few seconds. Real outlines have a handful of touching points, each
 * level with a few edges; thousands of touching points level with thousands of tall edges
 * (a comb of spikes touching one base, spokes around a hub) are not an outline.
 * @internal
 */
export const MAX_WINDING_WORK = 2 ** 27;

/**
 * Refuses, with INVALID_INPUT, rings and points (ascending `ys`) for which `windingNumbersAt`
 * would look at more than MAX_WINDING_WORK pairs: the points level with each edge, summed.
 */
function requireWindingWork(rings: readonly (readonly Vec2[])[], ys: Float64Array): void {
  let edges = 0;
  for (const ring of rings) if (ring.length >= 3) edges += ring.length;
  // Too few pairs to reach the limit: nothing to count.
  if (edges * ys.length <= MAX_WINDING_WORK) return;
  const bottoms = new Float64Array(edges);
  const tops = new Float64Array(edges);
  let e = 0;
  for (const ring of rings) {
    if (ring.length < 3) continue;
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i].y;
      const b = ring[i + 1 === ring.length ? 0 : i + 1].y;
      bottoms[e] = Math.min(a, b);
      tops[e++] = Math.max(a, b);
    }
  }
  // Per edge, the points below its top less those below its bottom: those in [bottom, top).
  const work = sumOfCountsBelow(ys, tops.sort()) - sumOfCountsBelow(ys, bottoms.sort());
  if (work > MAX_WINDING_WORK) {
    throw new SepaxError(
      'INVALID_INPUT',
      `The polygon has ${ys.length} touching points or holes level with its edges ${work} times, over the limit of ${MAX_WINDING_WORK}: too many to check in reasonable time (thousands of spikes touching one another, or thousands of holes side by side with touching rings). Simplify the polygon, or split it into smaller ones.`,
      { windingWork: work, maxWindingWork: MAX_WINDING_WORK },
    );
  }
}

/** The first index of the ascending `ys` whose value is at least y (ys.length if none): how many lie below y. @internal */
export function firstAtOrAbove(ys: Float64Array, y: number): number {
  let lo = 0;
  let hi = ys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ys[mid] < y) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * +1 when edge ab crosses the ray from p towards +x upward, −1 downward, else 0. Half-open
 * in y (a vertex exactly at p.y counts once), and the side is decided by the exact orientation.
 */
function signedRayCrossing(a: Vec2, b: Vec2, p: Vec2): number {
  if (a.y <= p.y && p.y < b.y) return orient(a, b, p) > 0 ? 1 : 0;
  if (b.y <= p.y && p.y < a.y) return orient(a, b, p) < 0 ? -1 : 0;
  return 0;
}
