// SpatialIndex from the built @sepax/query; until the package index re-exports it, straight
// from its dist module (same code, same build).
import * as query from '@sepax/query';

export const SpatialIndex = query.SpatialIndex ?? (await import('../../../packages/query/dist/spatial-index.js')).SpatialIndex;
