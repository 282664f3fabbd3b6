// A CommonJS TypeScript file (.cts) importing the packages: compiled under `nodenext`, where
// TypeScript allows require() of ES modules as Node ≥ 20.19 does.
import core = require('@sepax/core');
import query = require('@sepax/query');

export const inside: boolean = query.pointInShape([0, 0], core.Polygon.box(2, 2));
