import type { ColliderEntry } from '../colliders-file.js';
import { engineJsonText, entryMass, pieceRings } from './collider-geometry.js';

/**
 * One body of a PhysicsEditor file for Phaser 3 with Matter: what
 * `this.matter.add.sprite(x, y, key, frame, { shape })` takes as `shape`.
 *
 * @example
 * ```ts
 * import type { PhaserMatterBody } from '@sepax/cli';
 * declare const shapes: Record<string, PhaserMatterBody>;
 * const ship = shapes.ship; // ship.fixtures[0].vertices: one convex vertex set per piece
 * ```
 */
export interface PhaserMatterBody {
  /** Always `"fromPhysicsEditor"`: the body type Phaser's `setBody` dispatches on. */
  type: 'fromPhysicsEditor';
  /** The collider's name, Matter's body label. */
  label: string;
  isStatic: boolean;
  /** Matter's default density (mass per pixel²); the body's mass is density × area. */
  density: number;
  restitution: number;
  friction: number;
  frictionAir: number;
  frictionStatic: number;
  collisionFilter: { group: number; category: number; mask: number };
  /** One fixture holding every convex piece as a vertex set. */
  fixtures: { label: string; isSensor: boolean; vertices: { x: number; y: number }[][] }[];
  /**
   * Area of the pieces (px²), their centre of mass and their inertia about it for density 1
   * (px⁴), for checks and sprite pivots. Kept apart from Matter's own `area` and `inertia`,
   * which the parser copies onto the body and Matter works out from `density` × area.
   */
  massProperties: { area: number; centroid: { x: number; y: number }; inertia: number };
}

/** Matter's own body defaults, written out so the file reads like PhysicsEditor's. */
const MATTER_DEFAULTS = {
  isStatic: false,
  density: 0.001,
  restitution: 0,
  friction: 0.1,
  frictionAir: 0.01,
  frictionStatic: 0.5,
  collisionFilter: { group: 0, category: 1, mask: 0xffffffff },
} as const;

/**
 * The text of a PhysicsEditor-style JSON file for Phaser 3 + Matter: an object of bodies
 * keyed by collider name (plus PhysicsEditor's `generator_info` string), each with one
 * fixture of convex vertex sets that Phaser's `PhysicsEditorParser` turns into the body's parts.
 * @example
 * ```ts no-run
 * writeFileSync('shapes.json', phaserMatterText(entries));
 * ```
 * @internal
 */
export function phaserMatterText(entries: readonly ColliderEntry[]): string {
  const file: Record<string, unknown> = { generator_info: 'sepax decompose --format phaser-matter' };
  for (const entry of entries) file[entry.name] = phaserMatterBody(entry);
  return engineJsonText(file);
}

function phaserMatterBody(entry: ColliderEntry): PhaserMatterBody {
  const mass = entryMass(entry);
  return {
    type: 'fromPhysicsEditor',
    label: entry.name,
    ...MATTER_DEFAULTS,
    collisionFilter: { ...MATTER_DEFAULTS.collisionFilter },
    fixtures: [
      {
        label: entry.name,
        isSensor: false,
        vertices: pieceRings(entry).map((ring) => ring.map(([x, y]) => ({ x, y }))),
      },
    ],
    massProperties: {
      area: mass.area,
      centroid: { x: mass.centroid[0], y: mass.centroid[1] },
      inertia: mass.inertia,
    },
  };
}
