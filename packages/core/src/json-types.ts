/**
 * The transform part of a shape's JSON form; fields at their defaults are left out.
 *
 * @example
 * ```ts
 * import type { TransformJSON } from '@sepax/core';
 * const t: TransformJSON = { position: [10, 5], angle: 0.5, scale: [2, 2] };
 * ```
 */
export interface TransformJSON {
  /** World position, default [0, 0]. */
  position?: [number, number];
  /** Rotation in radians, default 0. */
  angle?: number;
  /** Per-axis scale, default [1, 1]. */
  scale?: [number, number];
}

/**
 * JSON form of a {@link Polygon} (points in local coordinates, counter-clockwise).
 *
 * @example
 * ```ts
 * import { fromJSON, type PolygonJSON } from '@sepax/core';
 * const json: PolygonJSON = { type: 'polygon', points: [[0, 0], [1, 0], [0, 1]] };
 * fromJSON(json);
 * ```
 */
export interface PolygonJSON extends TransformJSON {
  /** Discriminant. */
  type: 'polygon';
  /** Local vertices. */
  points: [number, number][];
  /** Rounding radius, default 0. */
  radius?: number;
}

/**
 * JSON form of a {@link Circle}.
 *
 * @example
 * ```ts
 * import { fromJSON, type CircleJSON } from '@sepax/core';
 * const json: CircleJSON = { type: 'circle', radius: 2, position: [1, 1] };
 * fromJSON(json);
 * ```
 */
export interface CircleJSON extends TransformJSON {
  /** Discriminant. */
  type: 'circle';
  /** Radius in local units. */
  radius: number;
}

/**
 * JSON form of a {@link Capsule}.
 *
 * @example
 * ```ts
 * import { fromJSON, type CapsuleJSON } from '@sepax/core';
 * const json: CapsuleJSON = { type: 'capsule', a: [0, -1], b: [0, 1], radius: 0.5 };
 * fromJSON(json);
 * ```
 */
export interface CapsuleJSON extends TransformJSON {
  /** Discriminant. */
  type: 'capsule';
  /** First end of the core segment, local. */
  a: [number, number];
  /** Second end of the core segment, local. */
  b: [number, number];
  /** Radius in local units. */
  radius: number;
}

/**
 * JSON form of a {@link Point}.
 *
 * @example
 * ```ts
 * import { fromJSON, type PointJSON } from '@sepax/core';
 * const json: PointJSON = { type: 'point', position: [3, 4] };
 * fromJSON(json);
 * ```
 */
export interface PointJSON extends TransformJSON {
  /** Discriminant. */
  type: 'point';
  /** World position (required). Angle and scale, if present, change nothing but round-trip. */
  position: [number, number];
}

/**
 * JSON form of a {@link Segment}.
 *
 * @example
 * ```ts
 * import { fromJSON, type SegmentJSON } from '@sepax/core';
 * const json: SegmentJSON = { type: 'segment', a: [0, 0], b: [4, 0] };
 * fromJSON(json);
 * ```
 */
export interface SegmentJSON extends TransformJSON {
  /** Discriminant. */
  type: 'segment';
  /** First end, local. */
  a: [number, number];
  /** Second end, local. */
  b: [number, number];
}

/**
 * JSON form of a {@link Chain}: its local points in order, and its options when set.
 *
 * @example
 * ```ts
 * import { fromJSON, type ChainJSON } from '@sepax/core';
 * const json: ChainJSON = { type: 'chain', points: [[4, 0], [0, 0], [-4, 1]], oneSided: true };
 * fromJSON(json);
 * ```
 */
export interface ChainJSON extends TransformJSON {
  /** Discriminant. */
  type: 'chain';
  /** Local vertices in order. */
  points: [number, number][];
  /** The last point joins the first; default false. */
  loop?: boolean;
  /** Only the free side (right of travel) collides; default false. */
  oneSided?: boolean;
}

/**
 * JSON form of a {@link Compound}: convex parts in the compound's local frame.
 *
 * @example
 * ```ts
 * import { fromJSON, type CompoundJSON } from '@sepax/core';
 * const json: CompoundJSON = {
 *   type: 'compound',
 *   parts: [{ type: 'circle', radius: 1 }, { type: 'circle', radius: 1, position: [2, 0] }],
 * };
 * fromJSON(json);
 * ```
 */
export interface CompoundJSON extends TransformJSON {
  /** Discriminant. */
  type: 'compound';
  /** The convex parts. */
  parts: (PolygonJSON | CircleJSON | CapsuleJSON | PointJSON | SegmentJSON)[];
}

/**
 * JSON form of any shape, as written by `shape.toJSON()` and read by {@link fromJSON}.
 *
 * @example
 * ```ts
 * import { Circle, fromJSON, type ShapeJSON } from '@sepax/core';
 * const json: ShapeJSON = new Circle(1).toJSON();
 * const copy = fromJSON(JSON.parse(JSON.stringify(json)));
 * ```
 */
export type ShapeJSON = PolygonJSON | CircleJSON | CapsuleJSON | PointJSON | CompoundJSON | SegmentJSON | ChainJSON;
