import { describe, expect, it } from 'vitest';
import { readJsonPolygons } from './json-input.js';

const square = [
  [0, 0],
  [4, 0],
  [4, 4],
  [0, 4],
];
const hole = [
  [1, 1],
  [1, 3],
  [3, 3],
  [3, 1],
];

describe('readJsonPolygons', () => {
  it.each([
    ['a ring of pairs', square, [square]],
    ['a ring of { x, y }', square.map(([x, y]) => ({ x, y })), [square.map(([x, y]) => ({ x, y }))]],
    ['GeoJSON coordinates', [square, hole], [[square, hole]]],
    ['{ outer, holes }', { outer: square, holes: [hole] }, [{ outer: square, holes: [hole] }]],
    ['a list of { outer }', [{ outer: square }, { outer: hole }], [{ outer: square }, { outer: hole }]],
    ['a GeoJSON Polygon', { type: 'Polygon', coordinates: [square, hole] }, [[square, hole]]],
    ['a GeoJSON MultiPolygon', { type: 'MultiPolygon', coordinates: [[square], [hole]] }, [[square], [hole]]],
    [
      'a FeatureCollection, skipping points and empty features',
      {
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', geometry: { type: 'Polygon', coordinates: [square] } },
          { type: 'Feature', geometry: null },
          {
            type: 'Feature',
            geometry: {
              type: 'GeometryCollection',
              geometries: [
                { type: 'Point', coordinates: [1, 1] },
                { type: 'Polygon', coordinates: [hole] },
              ],
            },
          },
        ],
      },
      [[square], [hole]],
    ],
  ])('reads %s', (_what, json, expected) => {
    expect(readJsonPolygons(JSON.stringify(json))).toEqual(expected);
  });

  it.each([
    ['invalid JSON', '{"outer": [', /not valid JSON/],
    ['no polygon at all', '{"type":"Point","coordinates":[0,0]}', /holds no polygon/],
    ['a bare number', '42', /Unexpected JSON value 42/],
    ['a Polygon without coordinates', '{"type":"Polygon"}', /needs a "coordinates" array/],
    [
      "sepax's own output",
      '{"format":"sepax-colliders","version":1,"colliders":[]}',
      /colliders file written by sepax, not art/,
    ],
  ])('rejects %s with INVALID_INPUT', (_what, text, message) => {
    expect(() => readJsonPolygons(text)).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT', message: expect.stringMatching(message) }),
    );
  });
});

describe('readJsonPolygons on deeply nested JSON', () => {
  const tooDeep = expect.objectContaining({
    code: 'INVALID_INPUT',
    message: expect.stringMatching(/nested deeper than 256 levels/),
  });

  it('refuses 10⁵ levels of arrays, and of GeometryCollections, with a clear error instead of a stack overflow', () => {
    expect(() => readJsonPolygons(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toThrow(tooDeep);
    const collections = `${'{"type":"GeometryCollection","geometries":['.repeat(100_000)}${']}'.repeat(100_000)}`;
    expect(() => readJsonPolygons(collections)).toThrow(tooDeep);
  });

  it('reads nesting up to the limit, and does not count brackets inside strings', () => {
    const polygon = { type: 'Polygon', coordinates: [square] };
    const nested = (depth: number) =>
      `${'{"type":"GeometryCollection","name":"[[{{\\"","geometries":['.repeat(depth)}${JSON.stringify(polygon)}${']}'.repeat(depth)}`;
    // Each collection is two levels; the polygon's coordinates three more.
    expect(readJsonPolygons(nested(125))).toEqual([[square]]);
    expect(() => readJsonPolygons(nested(127))).toThrow(tooDeep);
  });
});
