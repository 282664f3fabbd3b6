import type { Vec2 } from '@sepax/core';
import { readXYInto, requireWorkableRange } from '@sepax/core/internal';
import { areaIfClearlyClean, gatherKeptMeasured, keptIndicesXY, reverseRun, withoutClosingPoint } from './clean.js';
import { placeSimpleViewpoint } from './fan.js';
import type { Box } from './measure.js';
import type { Run } from './decompose.js';
import { indexRing } from './index-polygon.js';
import { isRingList } from './read-polygon.js';
import type { PolygonInput } from './types.js';
import { float64Scratch, int32Scratch } from './scratch.js';

// A small star-shaped ring read, boxed, cleaned and indexed in one pass (bench/suites/decomp.mjs: small rings).

/** Up to this many input points a single ring is tried on the flat path first: 16 vertices and their closing point. */
const SMALL_MAX_POINTS = 17;

const keptScratch = int32Scratch();
const cleanScratch = float64Scratch();
/** The ring as read, with room for the viewpoint after it. */
const readCoords: Float64Array = new Float64Array(2 * SMALL_MAX_POINTS + 2);
/** Where readXYInto writes each point (reused: the flat path makes no point objects). */
const point: Vec2 = { x: 0, y: 0 };
/** The box of the ring read last, taken as it is read (no pass of its own). */
const box: Box = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
/** Reads, range-checks, cleans and proves simple a small ring for a run, or null: the general path decides. @internal */
export function prepareSmall(polygon: PolygonInput, tolerance: number, maxVertices: number): Run | null {
  const read = readSmallRing(polygon);
  if (read < 0) return null;
  const coords = readCoords;
  const { minX, minY, maxX, maxY } = box;
  const size = Math.max(maxX - minX, maxY - minY);
  requireWorkableRange(Math.max(-minX, maxX, -minY, maxY), size, 'The polygon');
  const origin = { x: (minX + maxX) / 2, y: (minY + maxY) / 2 };
  // Cleaning, as cleanPolygon: the kept points, turned counter-clockwise by their signed area.
  const kept = keptScratch.take(read);
  let ring = coords;
  let n = read;
  let signed = areaIfClearlyClean(coords, n, tolerance, size, origin);
  // A ring closed by a repeat of its first point fails the screen there: screened again without it.
  if (Number.isNaN(signed) && withoutClosingPoint(coords, read) < read) {
    n = read - 1;
    signed = areaIfClearlyClean(coords, n, tolerance, size, origin);
  }
  if (Number.isNaN(signed)) {
    n = keptIndicesXY(coords, read, tolerance * size, kept);
    if (n < 3) return null;
    ring = cleanScratch.take(2 * n + 2);
    signed = gatherKeptMeasured(coords, 0, kept, n, ring, 0, origin);
  }
  if (!(signed > 0)) {
    if (ring === coords) for (let i = 0; i < n; i++) kept[i] = i; // (screened: all kept)
    ring = cleanScratch.take(2 * n + 2);
    reverseRun(kept, n);
    gatherKeptMeasured(coords, 0, kept, n, ring, 0, origin);
  }
  if (!placeSimpleViewpoint(ring, n)) return null;
  // Field by field, in prepareIndexed's order: one object shape for every run.
  return {
    polygon,
    tolerance,
    indexed: indexRing(ring, n),
    triangles: undefined,
    viewpoint: { x: ring[2 * n], y: ring[2 * n + 1] },
    maxVertices,
    area: Math.abs(signed),
    origin,
    sizeBound: size,
    attempts: [],
  };
}

/** A ring (points, [ring] or flat numbers) of 3 to SMALL_MAX_POINTS finite points into `readCoords`: count, or −1. */
function readSmallRing(polygon: unknown): number {
  if (!Array.isArray(polygon) || polygon.length === 0) return -1;
  const flat = typeof polygon[0] === 'number';
  const nested = !flat && isRingList(polygon);
  if (nested && polygon.length !== 1) return -1;
  const ring: readonly unknown[] = nested ? polygon[0] : polygon;
  const n = flat ? ring.length / 2 : ring.length;
  if (!(n >= 3 && n <= SMALL_MAX_POINTS && Number.isInteger(n))) return -1;
  const coords = readCoords;
  // The box grows in locals, written to `box` once.
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    if (flat) {
      const fx = ring[2 * i];
      const fy = ring[2 * i + 1];
      if (typeof fx !== 'number' || typeof fy !== 'number') return -1;
      point.x = fx;
      point.y = fy;
    } else if (!readXYInto(ring[i], point)) return -1;
    const { x, y } = point;
    if (!Number.isFinite(x) || !Number.isFinite(y)) return -1;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
    coords[2 * i] = x;
    coords[2 * i + 1] = y;
  }
  box.minX = minX;
  box.minY = minY;
  box.maxX = maxX;
  box.maxY = maxY;
  return n;
}
