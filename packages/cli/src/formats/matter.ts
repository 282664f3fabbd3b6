import type { ColliderEntry } from '../colliders-file.js';
import { engineJsonText, entryMass, pieceRings } from './collider-geometry.js';

/**
 * One body of a `sepax-matter` file: convex vertex sets for matter-js
 * `Bodies.fromVertices(x, y, parts)`, or one `Bodies.fromVertices` per set joined with
 * `Body.create({ parts })`, with the mass properties of the pieces.
 *
 * @example
 * ```ts
 * import Matter from 'matter-js';
 * import type { MatterBodyData } from '@sepax/cli';
 * declare const ship: MatterBodyData;
 * const body = Matter.Bodies.fromVertices(ship.centroid.x, ship.centroid.y, ship.parts);
 * ```
 */
export interface MatterBodyData {
  /** The convex pieces, each a vertex set `{ x, y }[]` in the art's coordinates (pixels). */
  parts: { x: number; y: number }[][];
  /** Total area of the pieces (px²): Matter's `body.area`. */
  area: number;
  /** Centre of mass of the pieces: where `Bodies.fromVertices` puts the body's position. */
  centroid: { x: number; y: number };
  /** Rotational inertia about the centroid for density 1 (px⁴); Matter's own is this × density × its `inertiaScale`. */
  inertia: number;
}

/**
 * A `sepax-matter` file: `bodies` keyed by collider name.
 *
 * @example
 * ```ts
 * import { readFileSync } from 'node:fs';
 * import type { MatterFile } from '@sepax/cli';
 * const file: MatterFile = JSON.parse(readFileSync('bodies.json', 'utf8'));
 * const names = Object.keys(file.bodies);
 * ```
 */
export interface MatterFile {
  format: 'sepax-matter';
  version: 1;
  bodies: Record<string, MatterBodyData>;
}

/**
 * The text of a `sepax-matter` file.
 * @example
 * ```ts no-run
 * writeFileSync('bodies.json', matterText(entries));
 * ```
 * @internal
 */
export function matterText(entries: readonly ColliderEntry[]): string {
  const file: MatterFile = { format: 'sepax-matter', version: 1, bodies: {} };
  for (const entry of entries) {
    const mass = entryMass(entry);
    file.bodies[entry.name] = {
      parts: pieceRings(entry).map((ring) => ring.map(([x, y]) => ({ x, y }))),
      area: mass.area,
      centroid: { x: mass.centroid[0], y: mass.centroid[1] },
      inertia: mass.inertia,
    };
  }
  return engineJsonText(file);
}
