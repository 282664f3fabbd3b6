import type { Vec2 } from '@sepax/core';
import { onSegment, orient } from './predicates.js';

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
  /** Keys of `passages`, to keep each once. */
  seen: Set<string>;
}

/** Collects touching points from touching edge pairs. @internal */
export class TouchNodes {
  /** The nodes by point (−0 and 0 make one key). */
  private readonly byPoint = new Map<string, TouchNode>();
  private readonly found: TouchNode[] = [];

  constructor(private readonly rings: readonly (readonly Vec2[])[]) {}

  /** All nodes found, in the order first met. */
  get nodes(): TouchNode[] {
    return this.found;
  }

  /** Records edge i of ring r and edge j of ring s, which touch without crossing. */
  addContact(r: number, i: number, s: number, j: number): void {
    const ringR = this.rings[r];
    const ringS = this.rings[s];
    const i1 = (i + 1) % ringR.length;
    const j1 = (j + 1) % ringS.length;
    this.addEndpoint(s, j, r, i);
    this.addEndpoint(s, j1, r, i);
    this.addEndpoint(r, i, s, j);
    this.addEndpoint(r, i1, s, j);
  }

  /** If vertex v of ring s lies on edge e of ring r, records both passages there. */
  private addEndpoint(s: number, v: number, r: number, e: number): void {
    const ring = this.rings[r];
    const a = ring[e];
    const e1 = (e + 1) % ring.length;
    const b = ring[e1];
    const p = this.rings[s][v];
    if (orient(a, b, p) !== 0 || !onSegment(a, b, p)) return;
    const node = this.nodeAt(p);
    this.add(node, s, v, false);
    if (samePoint(p, a)) this.add(node, r, e, false);
    else if (samePoint(p, b)) this.add(node, r, e1, false);
    else this.add(node, r, e, true);
  }

  private nodeAt(p: Vec2): TouchNode {
    const key = `${p.x},${p.y}`;
    let node = this.byPoint.get(key);
    if (node === undefined) {
      node = { point: { x: p.x, y: p.y }, passages: [], seen: new Set() };
      this.byPoint.set(key, node);
      this.found.push(node);
    }
    return node;
  }

  /** Records the passage of ring r through the node (at its vertex, or inside its edge, `index`) once. */
  private add(node: TouchNode, ring: number, index: number, onEdge: boolean): void {
    const key = `${ring},${index},${onEdge}`;
    if (node.seen.has(key)) return;
    node.seen.add(key);
    node.passages.push({ ring, index, onEdge });
  }
}

function samePoint(p: Vec2, q: Vec2): boolean {
  return p.x === q.x && p.y === q.y;
}

/** What is wrong at a node, if anything. @internal */
export type NodeVerdict = 'ok' | 'SELF_INTERSECTION' | 'HOLE_OUTSIDE' | 'HOLES_OVERLAP';

/** A ray from the node: towards `to`, +1 for an edge leaving the node, −1 for one arriving. */
interface Ray {
  to: Vec2;
  sign: number;
  ring: number;
}

/** Checks the winding number in every sector around a node (ARCHITECTURE.md: touching points). @internal */
export function checkNode(
  node: TouchNode,
  rings: readonly (readonly Vec2[])[],
  winding: number,
  outerWinding: () => number,
): NodeVerdict {
  const p = node.point;
  const rays = raysAt(node, rings).sort((u, v) => compareAngles(p, u.to, v.to));
  const groups = angleGroups(p, rays);
  for (const passage of node.passages) {
    const own = sectorWindings(rays, groups, 0, passage.ring);
    if (Math.max(...own) - Math.min(...own) >= 2) return 'SELF_INTERSECTION';
  }
  const total = sectorWindings(rays, groups, winding + upRightSum(p, rays, -1), -1);
  for (let k = 0; k < total.length; k++) {
    if (total[k] >= 0) continue;
    // Only an error asks where the outer ring is (a valid polygon never counts it).
    const inOuter = sectorWindings(rays, groups, outerWinding() + upRightSum(p, rays, 0), 0);
    return inOuter[k] <= 0 ? 'HOLE_OUTSIDE' : 'HOLES_OVERLAP';
  }
  return total.some((w) => w > 1) ? 'SELF_INTERSECTION' : 'ok';
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
  const ha = half(p, a);
  const hb = half(p, b);
  if (ha !== hb) return ha - hb;
  return -orient(p, a, b);
}

function half(p: Vec2, q: Vec2): number {
  return q.x < p.x || (q.x === p.x && q.y > p.y) ? 0 : 1;
}

/** For sorted rays: the index just past each run of rays in exactly the same direction. */
function angleGroups(p: Vec2, rays: readonly Ray[]): number[] {
  const ends: number[] = [];
  for (let k = 1; k <= rays.length; k++) {
    if (k === rays.length || compareAngles(p, rays[k - 1].to, rays[k].to) !== 0) ends.push(k);
  }
  return ends;
}

/**
 * The winding number in each sector, starting from `start` in the sector just clockwise of straight up, counting only
 * the rays of `ring` (−1: all rings).
 */
function sectorWindings(rays: readonly Ray[], groupEnds: readonly number[], start: number, ring: number): number[] {
  const windings = [start];
  let w = start;
  let k = 0;
  for (const end of groupEnds) {
    for (; k < end; k++) if (ring < 0 || rays[k].ring === ring) w += rays[k].sign;
    windings.push(w);
  }
  return windings;
}

/** The rays' share of the winding number just up-right of p: those into the open up-right quadrant. */
function upRightSum(p: Vec2, rays: readonly Ray[], ring: number): number {
  let sum = 0;
  for (const ray of rays) {
    if ((ring < 0 || ray.ring === ring) && ray.to.y > p.y && ray.to.x > p.x) sum += ray.sign;
  }
  return sum;
}

/**
 * The winding number about each of `points` of the rings other than `skipRings[k]` and those of fewer than 3 points,
 * counted with signs on the ray from each point towards +x. @internal
 */
export function windingNumbersAt(
  rings: readonly (readonly Vec2[])[],
  points: readonly Vec2[],
  skipRings: readonly number[],
): number[] {
  if (points.length === 0) return []; // (most polygons: no touching point, no hole to place)
  const order = points.map((_, k) => k).sort((i, j) => points[i].y - points[j].y);
  const ys = order.map((k) => points[k].y);
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

/** The first index of the ascending `ys` whose value is at least y (ys.length if none). */
function firstAtOrAbove(ys: readonly number[], y: number): number {
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
