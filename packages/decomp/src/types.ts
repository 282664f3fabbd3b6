import type { Vec2, VecLike } from '@sepax/core';

/**
 * A closed outline: points as `{ x, y }` or `[x, y]`, either winding, with or without a
 * repeated closing point.
 *
 * @example
 * ```ts
 * import type { Ring } from '@sepax/decomp';
 * const square: Ring = [[0, 0], [1, 0], [1, 1], [0, 1]];
 * ```
 */
export type Ring = readonly VecLike[];

/**
 * A polygon with holes as sepax returns it: `outer` counter-clockwise (positive signed
 * area), each hole clockwise, no repeated closing point, fresh `{ x, y }` objects.
 *
 * @example
 * ```ts
 * import type { PolygonWithHoles } from '@sepax/decomp';
 * const frame: PolygonWithHoles = {
 *   outer: [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 4 }, { x: 0, y: 4 }],
 *   holes: [[{ x: 1, y: 1 }, { x: 1, y: 3 }, { x: 3, y: 3 }, { x: 3, y: 1 }]],
 * };
 * ```
 */
export interface PolygonWithHoles {
  /** The outer boundary, counter-clockwise. */
  outer: Vec2[];
  /** The holes, each clockwise and strictly inside `outer`. */
  holes: Vec2[][];
}

/**
 * earcut's flat format: `vertices` holds `x0, y0, x1, y1, …` (or more numbers per vertex
 * with `dimensions`; only the first two are read); `holes` holds the vertex index where
 * each hole starts. It is exactly what `earcut.flatten(geojsonCoordinates)` returns.
 *
 * @example
 * ```ts
 * import type { FlatPolygon } from '@sepax/decomp';
 * const frame: FlatPolygon = {
 *   vertices: [0, 0, 4, 0, 4, 4, 0, 4, 1, 1, 1, 3, 3, 3, 3, 1],
 *   holes: [4],
 * };
 * ```
 */
export interface FlatPolygon {
  /** Coordinates, `dimensions` numbers per vertex. */
  vertices: ArrayLike<number>;
  /** Vertex index (not coordinate index) where each hole ring starts. */
  holes?: ArrayLike<number> | null;
  /** Numbers per vertex; default 2. */
  dimensions?: number;
}

/**
 * Every polygon form sepax/decomp accepts:
 * - a ring (`Vec2[]` or `[x, y][]`);
 * - a flat `[x0, y0, x1, y1, …]` number array (one ring, no holes);
 * - `{ outer, holes? }` with rings;
 * - earcut's `{ vertices, holes?, dimensions? }` ({@link FlatPolygon});
 * - GeoJSON polygon coordinates: an array of rings, the first outer, the rest holes.
 *
 * @example
 * ```ts
 * import { decompose, type PolygonInput } from '@sepax/decomp';
 * const inputs: PolygonInput[] = [
 *   [[0, 0], [2, 0], [2, 2], [1, 1], [0, 2]],
 *   [0, 0, 2, 0, 2, 2, 1, 1, 0, 2],
 *   { outer: [[0, 0], [4, 0], [4, 4], [0, 4]], holes: [[[1, 1], [3, 1], [3, 3], [1, 3]]] },
 *   [[[0, 0], [4, 0], [4, 4], [0, 4]], [[1, 1], [3, 1], [3, 3], [1, 3]]],
 * ];
 * inputs.map((p) => decompose(p).length);
 * ```
 */
export type PolygonInput =
  | Ring
  | readonly number[]
  | { readonly outer: Ring; readonly holes?: readonly Ring[] }
  | FlatPolygon
  | readonly Ring[];
