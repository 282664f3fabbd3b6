import { fromJSON, massProperties, type PolygonJSON } from '@sepax/core';
import type { ColliderEntry } from '../colliders-file.js';

/**
 * The convex pieces of a collider as `[x, y]` rings (counter-clockwise in the output's axes).
 * @example
 * ```ts no-run
 * pieceRings(entry); // [[[0, 0], [4, 0], [4, 1]], ...]
 * ```
 * @internal
 */
export function pieceRings(entry: ColliderEntry): [number, number][][] {
  return (entry.shape.parts as PolygonJSON[]).map((part) => part.points.map(([x, y]) => [x, y]));
}

/**
 * Area, centroid and inertia about the centroid (density 1) of a collider's pieces.
 * @example
 * ```ts no-run
 * const { area, centroid, inertia } = entryMass(entry);
 * ```
 * @internal
 */
export function entryMass(entry: ColliderEntry): { area: number; centroid: [number, number]; inertia: number } {
  const mass = massProperties(fromJSON(entry.shape));
  return { area: mass.area, centroid: [mass.centroid.x, mass.centroid.y], inertia: mass.inertia };
}

/**
 * JSON text two-space indented, newline-terminated, with each point object or pair kept on one line.
 * @example
 * ```ts no-run
 * engineJsonText({ a: [{ x: 1, y: 2 }] }); // points kept on one line
 * ```
 * @internal
 */
export function engineJsonText(value: unknown): string {
  const text = JSON.stringify(value, null, 2);
  // Collapse `{ "x": …, "y": … }` points and `[x, y]` pairs onto one line each.
  return `${text
    .replace(/\{\n\s*"x": ([^,\n]+),\n\s*"y": ([^\n]+)\n\s*\}/g, '{ "x": $1, "y": $2 }')
    .replace(/\[\n\s*(-?[\d.e+-]+),\n\s*(-?[\d.e+-]+)\n\s*\]/g, '[$1, $2]')}\n`;
}
