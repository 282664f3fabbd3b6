import { crc32 } from 'node:zlib';
import { encode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { decodePng, requirePngWithinLimit } from './png.js';
import { encodePng, type PngSpec } from './test-support/png-encoder.js';

/** Inserts a chunk right after IHDR (fast-png's encoder writes tRNS only for palettes). */
function withChunk(png: Uint8Array, type: string, body: number[]): Uint8Array {
  const IHDR_END = 8 + 4 + 4 + 13 + 4; // signature, length, type, header, CRC
  const typeAndBody = new Uint8Array([...new TextEncoder().encode(type), ...body]);
  const chunk = Buffer.alloc(4 + typeAndBody.length + 4);
  chunk.writeUInt32BE(body.length, 0);
  chunk.set(typeAndBody, 4);
  chunk.writeUInt32BE(crc32(typeAndBody), 4 + typeAndBody.length);
  return Buffer.concat([png.subarray(0, IHDR_END), chunk, png.subarray(IHDR_END)]);
}

const alphas = (bytes: Uint8Array) => Array.from(decodePng(bytes).data);

describe('decodePng', () => {
  it('reads the alpha channel of 8-bit RGBA', () => {
    const data = new Uint8Array([1, 2, 3, 0, 1, 2, 3, 77, 1, 2, 3, 255]);
    expect(alphas(encode({ width: 3, height: 1, data, channels: 4, depth: 8 }))).toEqual([0, 77, 255]);
  });

  it('scales 16-bit grey+alpha to 8 bits, rounded (v × 255 / 65535)', () => {
    const data = new Uint16Array([9, 0x0000, 9, 0x80ff, 9, 0xffff, 9, 0x00ff]);
    expect(alphas(encode({ width: 2, height: 2, data, channels: 2, depth: 16 }))).toEqual([0, 128, 255, 1]);
  });

  it('treats an image without transparency as opaque everywhere', () => {
    const data = new Uint8Array([0, 0, 0, 255, 255, 255]);
    expect(alphas(encode({ width: 2, height: 1, data, channels: 3, depth: 8 }))).toEqual([255, 255]);
  });

  it('reads palette alphas (tRNS) from packed 2-bit indices, rows padded to a byte', () => {
    // 3 × 2 pixels, indices row 0: 0 1 2, row 1: 2 1 0 → packed 2 bits each, each row one byte.
    const data = new Uint8Array([0b00_01_10_00, 0b10_01_00_00]);
    const palette = [
      [0, 0, 0, 0],
      [10, 10, 10, 128],
      [20, 20, 20, 255],
    ];
    expect(alphas(encode({ width: 3, height: 2, data, channels: 1, depth: 2, palette }))).toEqual([
      0, 128, 255, 255, 128, 0,
    ]);
  });

  it('treats the tRNS colour key of a 1-bit grey image as transparent', () => {
    const data = new Uint8Array([0b1010_0000]);
    const png = withChunk(encode({ width: 4, height: 1, data, channels: 1, depth: 1 }), 'tRNS', [0, 0]); // grey 0 is transparent
    expect(alphas(png)).toEqual([255, 0, 255, 0]);
  });

  it('rejects a non-PNG file and a truncated PNG with INVALID_INPUT', () => {
    const good = encode({ width: 8, height: 8, data: new Uint8Array(256).fill(200), channels: 4, depth: 8 });
    expect(() => decodePng(new TextEncoder().encode('GIF89a not a png'))).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT', message: expect.stringMatching(/Not a PNG/) }),
    );
    expect(() => decodePng(good.slice(0, good.length - 20))).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT', message: expect.stringMatching(/truncated or corrupt/) }),
    );
  });
});

/** A seeded generator (mulberry32), so every run encodes the same images. */
function seeded(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * below);
  };
}

const COMBINATIONS: [PngSpec['colorType'], PngSpec['depth']][] = [
  [0, 1],
  [0, 2],
  [0, 4],
  [0, 8],
  [0, 16],
  [2, 8],
  [2, 16],
  [3, 1],
  [3, 2],
  [3, 4],
  [3, 8],
  [4, 8],
  [4, 16],
  [6, 8],
  [6, 16],
];
const SIZES = [
  [1, 1],
  [3, 5],
  [14, 2],
  [9, 17],
  [8, 8],
  [33, 3],
];

/**
 * A random image of the given kind and the alpha the PNG specification gives each pixel:
 * palette alpha, colour key (a few colours are reused so the key is hit), or the alpha
 * sample scaled to 8 bits.
 */
function randomImage(
  colorType: PngSpec['colorType'],
  depth: PngSpec['depth'],
  [width, height]: number[],
  interlaced: boolean,
  random: (n: number) => number,
) {
  const max = 2 ** depth;
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colorType];
  const palette = Array.from({ length: 1 + random(max) }, () => random(256));
  const swatches = Array.from({ length: 3 }, () => Array.from({ length: channels }, () => random(max)));
  const samples = Array.from({ length: width * height }, () =>
    colorType === 3
      ? [random(palette.length)]
      : colorType === 0 || colorType === 2
        ? swatches[random(3)]
        : Array.from({ length: channels }, () => random(max)),
  );
  const colorKey = (colorType === 0 || colorType === 2) && random(2) === 1 ? swatches[0] : undefined;
  const spec: PngSpec = {
    width,
    height,
    colorType,
    depth,
    interlaced,
    samples,
    colorKey,
    filters: [0, 1, 2, 3, 4, random(5), random(5)],
  };
  if (colorType === 3) spec.paletteAlpha = palette;
  const expected = samples.map((s) => {
    if (colorType === 3) return palette[s[0]];
    if (colorType === 4 || colorType === 6) return Math.round((s[channels - 1] * 255) / (max - 1));
    return colorKey?.every((v, c) => v === s[c]) ? 0 : 255;
  });
  return { png: encodePng(spec), expected };
}

describe('decodePng against the specification (images from an independent test encoder)', () => {
  for (const [colorType, depth] of COMBINATIONS) {
    for (const interlaced of [false, true]) {
      it(`colour type ${colorType}, ${depth}-bit, ${interlaced ? 'Adam7 interlaced' : 'not interlaced'}, every filter`, () => {
        const random = seeded(colorType * 1000 + depth * 10 + Number(interlaced));
        for (const size of SIZES) {
          const { png, expected } = randomImage(colorType, depth, size, interlaced, random);
          const decoded = decodePng(png);
          expect([decoded.width, decoded.height]).toEqual(size);
          expect(Array.from(decoded.data)).toEqual(expected);
        }
      });
    }
  }

  it('reads an interlaced 2-bit palette bar where it is (x 2 to 7 of 14), not one byte per pixel', () => {
    const samples = Array.from({ length: 28 }, (_, i) => [i % 14 >= 2 && i % 14 <= 7 ? 1 : 0]);
    const png = encodePng({
      width: 14,
      height: 2,
      colorType: 3,
      depth: 2,
      interlaced: true,
      samples,
      paletteAlpha: [0, 255],
    });
    const row = Array.from({ length: 14 }, (_, x) => (x >= 2 && x <= 7 ? 255 : 0));
    expect(Array.from(decodePng(png).data)).toEqual([...row, ...row]);
  });
});

describe('PNG size limits', () => {
  /** A tiny file that declares a huge image: IHDR only, then a few bytes of data. */
  function bomb(width: number, height: number): Uint8Array {
    const png = encodePng({
      width: 1,
      height: 1,
      colorType: 6,
      depth: 8,
      interlaced: false,
      samples: [[0, 0, 0, 255]],
    });
    const patched = Buffer.from(png);
    patched.writeUInt32BE(width, 16);
    patched.writeUInt32BE(height, 20);
    patched.writeUInt32BE(crc32(patched.subarray(12, 29)), 29);
    return patched;
  }

  it('refuses, from the header alone, a PNG declaring more pixels than the limit', () => {
    expect(() => requirePngWithinLimit(bomb(20000, 20000), 8192 * 8192)).toThrow(
      expect.objectContaining({
        code: 'INVALID_INPUT',
        message:
          'The PNG is 20000 × 20000 = 400000000 pixels, over the limit of 67108864; raise --max-pixels to read it.',
      }),
    );
    expect(() => requirePngWithinLimit(bomb(100, 100), 10_000)).not.toThrow();
  });

  it('inflates no more than the header declares: extra image data is corruption, not memory to spend', () => {
    const big = encodePng({
      width: 64,
      height: 64,
      colorType: 6,
      depth: 8,
      interlaced: false,
      samples: Array(4096).fill([1, 2, 3, 4]),
    });
    const declaredSmall = Buffer.from(big);
    declaredSmall.writeUInt32BE(2, 16);
    declaredSmall.writeUInt32BE(2, 20);
    declaredSmall.writeUInt32BE(crc32(declaredSmall.subarray(12, 29)), 29);
    expect(() => decodePng(declaredSmall)).toThrow(/more image data than its size/);
  });

  it('reports an image too large to hold in memory as such, never as a truncated or corrupt file', () => {
    const huge = bomb(70_000, 70_000); // 19.6 GB of RGBA: beyond what one buffer can hold
    expect(() => decodePng(huge)).toThrow(
      expect.objectContaining({
        code: 'INVALID_INPUT',
        message: expect.stringMatching(/^Not enough memory to decode this 70000 × 70000 PNG; lower --max-pixels/),
      }),
    );
  });

  it('says a too-short image data stream is truncated', () => {
    const short = bomb(2, 2); // 1 × 1 of data for a 2 × 2 image
    expect(() => decodePng(short)).toThrow(/the image data ends early/);
  });
});
