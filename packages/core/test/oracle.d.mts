/** A convex shape in Box2D proxy form: flat world core points (≥ 1, CCW when ≥ 3) and a radius ≥ 0. */
export interface OracleCore {
  readonly points: ArrayLike<number>;
  readonly radius: number;
}

/** What the oracle says about a pair. */
export interface OracleResult {
  /** Closed sets: touching counts (depth 0). */
  overlapping: boolean;
  /** Penetration depth ≥ 0 (0 when apart or touching). */
  depth: number;
  /** Unit vector from A toward B; null when no direction is unique (concentric circles, ties). */
  normal: { x: number; y: number } | null;
  /** Gap between the surfaces ≥ 0 (0 when overlapping). */
  distance: number;
  /** Gap when apart, −depth when overlapping. */
  signedDistance: number;
}

/** Collides two cores exactly, via the Minkowski difference of their cores. */
export function oracleCollide(a: OracleCore, b: OracleCore): OracleResult;

/** How far B must move along unit `n` to stop overlapping A (≈ depth for a correct MTV normal). */
export function oracleSeparationAlong(a: OracleCore, b: OracleCore, n: { x: number; y: number }): number;

/** The world core of a sepax ConvexShape. */
export function coreOf(shape: { worldPoints(): ArrayLike<number>; worldRadius(): number }): {
  points: number[];
  radius: number;
};
