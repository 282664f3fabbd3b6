// Every public callable of @sepax/decomp under garbage arguments (test-support/garbage-fuzz.ts).
import * as decomp from '@sepax/decomp';
import { describeGarbageFuzz } from '../../../test-support/garbage-fuzz.js';

/** A concave L with a square hole: small, so a valid call stays fast. */
const ell = () => ({
  outer: [
    [0, 0],
    [4, 0],
    [4, 1],
    [1, 1],
    [1, 4],
    [0, 4],
  ],
  holes: [],
});
const framed = () => ({
  outer: [
    [0, 0],
    [6, 0],
    [6, 6],
    [0, 6],
  ],
  holes: [
    [
      [2, 2],
      [2, 4],
      [4, 4],
      [4, 2],
    ],
  ],
});
/** A 4×4 alpha mask with a 2×2 opaque block. */
const image = () => {
  const data = new Uint8Array(4 * 4 * 4);
  for (const i of [5, 6, 9, 10]) data[4 * i + 3] = 255;
  return { width: 4, height: 4, data };
};

describeGarbageFuzz('@sepax/decomp', {
  exports: decomp,
  source: new URL('../src/', import.meta.url),
  functions: {
    clean: () => [framed(), { tolerance: 0.01 }],
    decompose: () => [ell(), { method: 'auto', maxVertices: 8 }],
    decomposeDetailed: () => [framed(), { method: 'optimal' }],
    toColliders: () => [ell(), { method: 'auto' }, {}],
    toChains: () => [framed(), { oneSided: true }],
    partsToColliders: () => [[ell(), framed()], { badPart: 'skip' }, {}],
    fillRegion: () => [[framed().outer, framed().holes[0]], { fillRule: 'evenodd', tolerance: 0.01 }, {}],
    repairPolygon: () => [framed(), { tolerance: 0.01 }, {}],
    svgPathRings: () => ['M0 0H10V10H0Z M2 2V8H8V2Z', { tolerance: 0.1 }],
    strokeRegion: () => [
      [
        {
          points: [
            [0, 0],
            [10, 0],
            [10, 10],
          ],
          closed: false,
        },
      ],
      {
        width: 2,
        lineJoin: 'round',
        lineCap: 'square',
        miterLimit: 4,
        dashArray: [3, 1],
        dashOffset: 1,
        tolerance: 0.05,
      },
      {},
    ],
    imageToColliders: () => [image(), { threshold: 128 }, {}],
    fromSvgPath: () => ['M0 0 L4 0 L4 4 Z', { fillRule: 'evenodd' }],
    traceImage: () => [image(), { threshold: 128 }],
    validate: () => [framed(), { tolerance: 0.01 }],
  },
  classes: {},
  checkedPart: {
    // A NON_FINITE problem names the caller's non-finite point; every other field is sepax's.
    validate: (problems) =>
      (problems as { code: string; point?: unknown }[]).map((p) =>
        p.code === 'NON_FINITE' ? { ...p, point: null } : p,
      ),
  },
  skip: {
    traceImage:
      "trace.ts (the image's own fields) is hardened by the CLI hostile-input work of issue 19: fuzz it once that lands",
    imageToColliders: 'reads the image through traceImage (see traceImage)',
  },
});
