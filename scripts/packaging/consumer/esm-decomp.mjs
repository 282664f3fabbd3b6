// @sepax/decomp from its tarball: an L and a framed square decomposed, checked by area and convexity.
import { collide, Circle } from '@sepax/core';
import { decompose, toColliders } from '@sepax/decomp';
import { check, near, signedArea } from './check.mjs';

const ell = JSON.parse('[[0, 0], [4, 0], [4, 1], [1, 1], [1, 4], [0, 4]]'); // area 7
const pieces = decompose(ell);
check(pieces.length >= 2, 'the L needs at least two convex pieces');
near(
  pieces.reduce((sum, piece) => sum + signedArea(piece), 0),
  7,
  'pieces add up to the L',
);
for (const piece of pieces) {
  for (let i = 0; i < piece.length; i++) {
    const a = piece[i];
    const b = piece[(i + 1) % piece.length];
    const c = piece[(i + 2) % piece.length];
    check((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x) >= 0, 'every piece is convex and CCW');
  }
}
const frame = {
  outer: [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
  ],
  holes: [
    [
      [3, 3],
      [7, 3],
      [7, 7],
      [3, 7],
    ],
  ],
};
near(
  decompose(frame).reduce((sum, piece) => sum + signedArea(piece), 0),
  84,
  'the frame is 100 minus the 16 of its hole',
);
const body = toColliders(ell);
check(collide(body, new Circle(0.25, { position: [3, 0.5] })) !== null, 'a ball in the foot hits the collider');
check(collide(body, new Circle(0.25, { position: [3, 3] })) === null, 'a ball in the notch misses it');
console.log('decomp: ok');
