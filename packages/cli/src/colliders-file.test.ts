// The colliders file carries each collider's centre of mass and inertia, computed from its
// pieces: checked on an L whose values are worked out by hand (two boxes, parallel axis).
import { describe, expect, it } from 'vitest';
import { type ColliderEntry, collidersFileText } from './colliders-file.js';

function box(x0: number, y0: number, x1: number, y1: number) {
  return {
    type: 'polygon' as const,
    points: [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ] as [number, number][],
  };
}

describe('collidersFileText: mass properties per collider', () => {
  const entry: ColliderEntry = {
    name: 'l',
    source: 'l.json',
    kind: 'json',
    shape: { type: 'compound', parts: [box(0, 0, 3, 1), box(0, 1, 1, 3)] },
    pieces: 2,
    area: 5,
    outlineArea: 5,
    droppedArea: 0,
    filledArea: 0,
    outlines: 1,
  };

  it('writes the centroid and the inertia about it, right after the area', () => {
    const file = JSON.parse(collidersFileText({}, [entry]));
    const written = file.colliders[0];
    // Centroid: (3·(1.5, 0.5) + 2·(0.5, 2)) / 5 = (1.1, 1.1).
    expect(written.centroid[0]).toBeCloseTo(1.1, 12);
    expect(written.centroid[1]).toBeCloseTo(1.1, 12);
    // Each box: m(w² + h²)/12 + m·d² to (1.1, 1.1): 2.5 + 3·0.52 and 5/6 + 2·1.17.
    expect(written.inertia).toBeCloseTo(2.5 + 1.56 + 5 / 6 + 2.34, 12);
    expect(Object.keys(written)).toEqual([
      'name',
      'source',
      'kind',
      'shape',
      'pieces',
      'area',
      'centroid',
      'inertia',
      'outlineArea',
      'droppedArea',
      'filledArea',
      'outlines',
    ]);
  });
});
