import { describe, expect, test } from 'vitest';
import { TouchNodes } from './touches.js';

describe('TouchNodes', () => {
  // Ring 0 is a triangle with a corner at the origin; ring 1 meets it there (written −0) and
  // its vertex (1, 0) lies inside ring 0's first edge.
  const rings = [
    [
      { x: 0, y: 0 },
      { x: 2, y: 0 },
      { x: 2, y: 2 },
    ],
    [
      { x: -0, y: 0 },
      { x: 1, y: 0 },
      { x: -1, y: -1 },
    ],
  ];

  test('one node per point (−0 and 0 are one), each passage once however often it is met, in the order first met', () => {
    const touches = new TouchNodes(rings);
    touches.addContact(0, 0, 1, 0); // ring 0's edge (0,0)→(2,0) and ring 1's edge (−0,0)→(1,0): collinear, sharing both
    touches.addContact(0, 2, 1, 0); // ring 0's edge (2,2)→(0,0) ends at the origin again
    touches.addContact(0, 0, 1, 1); // ring 1's edge (1,0)→(−1,−1) starts inside ring 0's first edge
    const nodes = touches.nodes.map((node) => ({ point: node.point, passages: node.passages }));
    expect(nodes).toEqual([
      {
        point: { x: -0, y: 0 }, // as first met: ring 1's vertex
        passages: [
          { ring: 1, index: 0, onEdge: false },
          { ring: 0, index: 0, onEdge: false },
        ],
      },
      {
        point: { x: 1, y: 0 },
        passages: [
          { ring: 1, index: 1, onEdge: false },
          { ring: 0, index: 0, onEdge: true },
        ],
      },
    ]);
  });
});
