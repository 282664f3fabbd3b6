/**
 * Concave art to verified convex colliders: clean and validate rings (exact predicates),
 * decompose polygons with holes into convex pieces (every result verified), trace image
 * alpha masks, parse SVG paths, and build `@sepax/core` Compounds.
 *
 * @example
 * ```ts
 * import { decompose, toColliders } from '@sepax/decomp';
 * const ell = [[0, 0], [4, 0], [4, 1], [1, 1], [1, 4], [0, 4]];
 * decompose(ell);            // two convex CCW pieces
 * const body = toColliders(ell, { position: [10, 0] }); // a Compound
 * ```
 * @packageDocumentation
 */
export { clean, type CleanOptions } from './clean.js';
export type { DecompErrorCode } from './error-codes.js';
export {
  decompose,
  decomposeDetailed,
  type DecomposeMethod,
  type DecomposeOptions,
  type Decomposition,
} from './decompose.js';
export {
  type BadPartPolicy,
  type ColliderOptions,
  type ColliderReport,
  type ImageColliderOptions,
  imageToColliders,
  partsToColliders,
  type SkippedPart,
  toColliders,
} from './colliders.js';
export { type OutlineChainOptions, toChains } from './chains.js';
export { AUTO_OPTIMAL_MAX_VERTICES, OPTIMAL_MAX_VERTICES } from './methods.js';
export {
  DEFAULT_REGION_TOLERANCE,
  type FillRule,
  fillRegion,
  type RegionChange,
  type RegionOptions,
  type RegionReport,
  type RegionShape,
  repairPolygon,
} from './region.js';
export { type StrokeLine, type StrokeOptions, strokeRegion } from './region-stroke.js';
export { fromSvgPath, type SvgPathOptions, svgPathRings } from './svg.js';
export {
  DEFAULT_MAX_OUTLINE_POINTS,
  type ImageLike,
  traceImage,
  type TraceOptions,
  type TraceReport,
} from './trace.js';
export type { FlatPolygon, PolygonInput, PolygonWithHoles, Ring } from './types.js';
export {
  type ErrorCode,
  type ProblemCode,
  type ProblemFacts,
  type ProblemSeverity,
  validate,
  type ValidationProblem,
  type WarningCode,
} from './validate.js';
