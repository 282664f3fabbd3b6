import { SepaxError } from '@sepax/core';
import type { ColliderEntry } from '../colliders-file.js';
import { engineJsonText, entryMass, pieceRings } from './collider-geometry.js';

/**
 * Box2D's (and planck.js's) most vertices per polygon fixture.
 * @example
 * ```ts no-run
 * splitConvexRing(ring, PLANCK_MAX_POLYGON_VERTICES);
 * ```
 */
export const PLANCK_MAX_POLYGON_VERTICES = 8;
/**
 * Default `--pixels-per-metre`: the art's units per Box2D metre.
 * @example
 * ```ts no-run
 * planckText(entries, DEFAULT_PIXELS_PER_METRE);
 * ```
 */
export const DEFAULT_PIXELS_PER_METRE = 32;
/** planck.js welds polygon vertices closer than half its linear slop (0.005 m). */
const PLANCK_WELD_DISTANCE = 0.0025;

/**
 * One body of a `sepax-planck` file: polygon fixtures in metres and the body's mass data
 * for density 1 kg/m², in the shape planck.js's `body.setMassData` takes. Set it after the
 * fixtures: planck.js 1.4 sums a body's mass placing each polygon's centre of mass at its
 * vertex average, which is off for any polygon that is not symmetric.
 *
 * @example
 * ```ts
 * import { Body, Polygon, Vec2, World } from 'planck';
 * import type { PlanckBodyData } from '@sepax/cli';
 * declare const ship: PlanckBodyData;
 * const body = new World().createBody({ type: 'dynamic' });
 * for (const f of ship.fixtures)
 *   body.createFixture(new Polygon(f.vertices.map(([x, y]) => new Vec2(x, y))), { density: ship.density });
 * const { mass, center, I } = ship.massData;
 * body.setMassData({ mass, center: new Vec2(center[0], center[1]), I });
 * ```
 */
export interface PlanckBodyData {
  /** Convex polygons of 3 to 8 vertices, counter-clockwise, in metres. */
  fixtures: { vertices: [number, number][] }[];
  /** The density the mass data is for (kg/m²). */
  density: number;
  /** Mass (kg), centre of mass (m) and rotational inertia about the body origin (kg·m²), planck's `MassData`. */
  massData: { mass: number; center: [number, number]; I: number };
}

/**
 * A `sepax-planck` file: `bodies` keyed by collider name, in metres at `pixelsPerMetre`.
 *
 * @example
 * ```ts
 * import { readFileSync } from 'node:fs';
 * import type { PlanckFile } from '@sepax/cli';
 * const file: PlanckFile = JSON.parse(readFileSync('bodies.json', 'utf8'));
 * const metres = (px: number) => px / file.pixelsPerMetre;
 * ```
 */
export interface PlanckFile {
  format: 'sepax-planck';
  version: 1;
  /** How many output units (pixels, after `--scale`) make one metre. */
  pixelsPerMetre: number;
  bodies: Record<string, PlanckBodyData>;
}

/**
 * The text of a `sepax-planck` file.
 * @example
 * ```ts no-run
 * writeFileSync('bodies.json', planckText(entries, 32));
 * ```
 * @internal
 */
export function planckText(entries: readonly ColliderEntry[], pixelsPerMetre: number): string {
  const file: PlanckFile = { format: 'sepax-planck', version: 1, pixelsPerMetre, bodies: {} };
  for (const entry of entries) file.bodies[entry.name] = planckBody(entry, pixelsPerMetre);
  return engineJsonText(file);
}

function planckBody(entry: ColliderEntry, pixelsPerMetre: number): PlanckBodyData {
  const toMetres = (ring: [number, number][]): [number, number][] =>
    ring.map(([x, y]) => [x / pixelsPerMetre, y / pixelsPerMetre]);
  const fixtures = pieceRings(entry)
    .flatMap((ring) => splitConvexRing(toMetres(ring), PLANCK_MAX_POLYGON_VERTICES))
    .map((vertices) => {
      requireNoWeldedVertices(vertices, entry.name, pixelsPerMetre);
      return { vertices };
    });
  const mass = entryMass(entry);
  const metres2 = pixelsPerMetre * pixelsPerMetre;
  const area = mass.area / metres2;
  const center: [number, number] = [mass.centroid[0] / pixelsPerMetre, mass.centroid[1] / pixelsPerMetre];
  // planck's I is about the body origin: the centroidal inertia plus m·|c|² (parallel axes).
  const inertia = mass.inertia / (metres2 * metres2) + area * (center[0] ** 2 + center[1] ** 2);
  return { fixtures, density: 1, massData: { mass: area, center, I: inertia } };
}

/**
 * Splits a convex ring into fans of at most `maxVertices` vertices that share its first
 * vertex: consecutive fans share an edge, so their union is the ring exactly.
 *
 * @example
 * ```ts no-run
 * splitConvexRing(decagon, 8); // two pieces: vertices 0..7 and 0, 7, 8, 9
 * ```
 * @internal
 */
export function splitConvexRing(ring: [number, number][], maxVertices: number): [number, number][][] {
  if (ring.length <= maxVertices) return [ring];
  const pieces: [number, number][][] = [];
  for (let start = 1; start < ring.length - 1; start += maxVertices - 2) {
    const end = Math.min(start + maxVertices - 2, ring.length - 1);
    pieces.push([ring[0], ...ring.slice(start, end + 1)]);
  }
  return pieces;
}

/** planck.js would weld such vertices and, left with fewer than 3, silently put a 2 m box in the piece's place. */
function requireNoWeldedVertices(vertices: [number, number][], name: string, pixelsPerMetre: number): void {
  for (let i = 0; i < vertices.length; i++) {
    for (let j = i + 1; j < vertices.length; j++) {
      const gap = Math.hypot(vertices[i][0] - vertices[j][0], vertices[i][1] - vertices[j][1]);
      if (gap >= PLANCK_WELD_DISTANCE) continue;
      throw new SepaxError(
        'INVALID_INPUT',
        `${name}: two vertices of a piece are ${gap.toExponential(2)} m apart at ${pixelsPerMetre} pixels per metre, under planck's weld distance ${PLANCK_WELD_DISTANCE} m; lower --pixels-per-metre, or raise --simplify or --min-area.`,
      );
    }
  }
}
