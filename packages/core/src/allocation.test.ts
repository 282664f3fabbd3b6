// collide(a, b, out), overlaps and distance(a, b, out) must not allocate. vitest cannot pass
// --expose-gc to its workers, so we measure heapUsed around chunks of 10 000 calls and take
// the median chunk: a garbage collection inside one chunk can only hide allocation in that
// chunk (heapUsed drops), while real allocation — at least 16 bytes per call for the
// smallest object — shows as ≥ 160 kB in every other chunk. A bound of 0.5 bytes per call
// is therefore far below any per-call allocation, yet above the noise of V8's own
// bookkeeping. The sanity test checks that the measurement does see an allocating call.
import { describe, expect, it } from 'vitest';
import { Capsule, Circle, Collision, collide, Compound, distance, DistanceResult, overlaps, Point, Polygon } from './index.js';

const CHUNK = 10_000;
const CHUNKS = 10; // 1e5 calls in all
// Calls before measuring, so the optimising compiler has finished: it compiles on a
// background thread, and on a loaded machine the first ~50 000 calls can still run in the
// interpreter, which boxes every double (16 bytes a call) until the optimised code arrives.
const WARM_UP = 5 * CHUNK;

function medianBytesPerCall(run: () => void, chunk = CHUNK): number {
  for (let i = 0; i < WARM_UP; i++) run();
  const perCall: number[] = [];
  for (let c = 0; c < CHUNKS; c++) {
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < chunk; i++) run();
    perCall.push((process.memoryUsage().heapUsed - before) / chunk);
  }
  perCall.sort((x, y) => x - y);
  return perCall[CHUNKS >> 1];
}

describe('no allocation on the hot path', () => {
  const octagon = Polygon.regular(8, 1, { angle: 0.1 });
  const other = Polygon.regular(8, 1, { position: [1.5, 0.3], angle: 0.5 });
  const inside = Polygon.box(0.2, 0.2, { position: [0.1, 0] });
  const far = Polygon.regular(8, 1, { position: [9, 0] });
  const rounded = Polygon.rounded([[0, 0], [1, 0], [0, 1]], 0.2, { position: [1.1, 0.9] });
  const ball = new Circle(0.5, { position: [1.2, 0.2] });
  const otherBall = new Circle(0.7, { position: [1.0, 0.9] });
  const farBall = new Circle(0.7, { position: [9, 0.9] });
  const pill = new Capsule([0, 0], [1, 1], 0.3, { position: [0.5, -1.2] });
  const dot = new Point([0.3, 0.2]);
  const l = new Compound([Polygon.box(4, 1, { position: [0, -1.5] }), Polygon.box(1, 4, { position: [-1.5, 0] })]);
  const out = new Collision();
  const gap = new DistanceResult();

  it('sanity: the measurement sees an allocating call', () => {
    // Smaller chunks: a Collision is ~200 bytes, so 10 000 of them would trigger a collection in most chunks.
    expect(medianBytesPerCall(() => collide(octagon, other), 500)).toBeGreaterThan(16);
  });

  it.each([
    ['collide polygon–polygon (overlapping)', () => collide(octagon, other, out)],
    ['collide polygon–polygon (containment)', () => collide(octagon, inside, out)],
    ['collide polygon–polygon (apart)', () => collide(octagon, far, out)],
    ['collide polygon–rounded polygon', () => collide(octagon, rounded, out)],
    ['collide polygon–circle', () => collide(octagon, ball, out)],
    ['collide circle–polygon', () => collide(ball, octagon, out)],
    ['collide circle–circle', () => collide(ball, otherBall, out)],
    ['collide circle–circle (apart)', () => collide(ball, farBall, out)],
    ['collide capsule–polygon', () => collide(pill, octagon, out)],
    ['collide capsule–circle', () => collide(pill, ball, out)],
    ['collide point–polygon', () => collide(dot, octagon, out)],
    ['collide compound–circle', () => collide(l, ball, out)],
    ['overlaps polygon–polygon', () => overlaps(octagon, other)],
    ['overlaps circle–polygon', () => overlaps(ball, octagon)],
    ['overlaps compound–capsule', () => overlaps(l, pill)],
    ['distance polygon–polygon', () => distance(octagon, far, gap)],
    ['distance capsule–rounded polygon', () => distance(pill, rounded, gap)],
  ])('%s: < 0.5 bytes per call', (_name, run) => {
    expect(run()).not.toBeUndefined();
    expect(medianBytesPerCall(run as () => void)).toBeLessThan(0.5);
  });
});
