import type { Vec2 } from '@sepax/core';
import { type MeasuredPolygon, measuredPolygon } from '../clean.js';
import { errorOf, readAndClean } from '../decompose.js';
import type { PolygonInput } from '../types.js';
import { analysePolygon, type EdgeSplit, isError } from '../validate.js';

/* The point-ring preparation the flat one decompose runs must match: cleaned rings as points, validation's findings. */

/** A cleaned, valid polygon and where its rings touch (validation's findings). */
export interface PreparedPolygon {
  /** Ring 0 outer (CCW), then the holes that enclose area (CW). */
  rings: Vec2[][];
  /** Boundary edges to split at touching points, ring numbers as in `rings`. */
  splits: EdgeSplit[];
  /** Every point where rings touch. */
  touchPoints: Vec2[];
  /** The cleaned polygon and its area. */
  cleaned: MeasuredPolygon;
  /** For a polygon of one ring: a point that sees every edge turning counter-clockwise (the fan's centre), or null. */
  viewpoint: Vec2 | null;
}

/** Reads, cleans and validates a polygon into point rings, throwing the first error as a SepaxError. */
export function prepare(polygon: PolygonInput, tolerance: number): PreparedPolygon {
  const { read, cleaned, viewpoint } = readAndClean(polygon, tolerance);
  const measured = measuredPolygon(cleaned, read);
  // A ring proved simple by its viewpoint is not validated further.
  const analysis = viewpoint !== null ? { problems: [], splits: [], touchPoints: [] } : analysePolygon(measured);
  const errors = analysis.problems.filter(isError);
  if (errors.length > 0) throw errorOf(errors, analysis.problems);
  const renumber: number[] = [];
  const rings = measured.rings.filter((ring, r) => {
    renumber.push(r === 0 ? 0 : renumber[r - 1] + (measured.rings[r - 1].length >= 3 ? 1 : 0));
    return r === 0 || ring.length >= 3;
  });
  const splits = analysis.splits.map((s) => ({ ...s, ring: renumber[s.ring] }));
  return { rings, splits, touchPoints: analysis.touchPoints, cleaned: measured, viewpoint };
}
