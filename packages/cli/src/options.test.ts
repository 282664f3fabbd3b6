import { describe, expect, it } from 'vitest';
import { readDecomposeRequest } from './options.js';

describe('readDecomposeRequest', () => {
  it('keeps only the settings given, with their values checked', () => {
    const request = readDecomposeRequest(['a.png'], {
      method: 'optimal',
      maxVertices: 6,
      scale: 0.5,
      flipY: true,
      preview: true,
    });
    expect(request).toEqual({
      inputs: ['a.png'],
      out: 'colliders.json',
      outDir: undefined,
      preview: true,
      quiet: false,
      settings: { method: 'optimal', maxVertices: 6, scale: 0.5, flipY: true },
      limits: { maxInputBytes: 32 * 2 ** 20, maxPixels: 8192 * 8192, maxOutlinePoints: 2 ** 21 },
      output: { format: 'sepax', pixelsPerMetre: 32 },
      watch: false,
      jobs: undefined,
    });
  });

  it('reads the engine format, its scale, --watch and --jobs', () => {
    const request = readDecomposeRequest(['a.json'], { format: 'planck', pixelsPerMetre: 64, watch: true, jobs: 3 });
    expect(request.output).toEqual({ format: 'planck', pixelsPerMetre: 64 });
    expect(request.watch).toBe(true);
    expect(request.jobs).toBe(3);
  });

  it('reads the per-input limits: megabytes to bytes, pixels and outline points as given', () => {
    const request = readDecomposeRequest(['a.png'], { maxInputMb: 0.5, maxPixels: 1000, maxOutlinePoints: 64 });
    expect(request.limits).toEqual({ maxInputBytes: 524_288, maxPixels: 1000, maxOutlinePoints: 64 });
  });

  it.each([
    [{ format: 'unity' }, /--format must be one of sepax, phaser-matter, matter, planck/],
    [{ pixelsPerMetre: 0 }, /--pixels-per-metre must be a positive number/],
    [{ jobs: 1.5 }, /--jobs must be an integer of 1 or more/],
    [{ method: 'best' }, /--method must be one of fan, optimal, triangulate, auto/],
    [{ maxVertices: 2 }, /--max-vertices must be an integer of 3 or more/],
    [{ maxVertices: 4.5 }, /--max-vertices/],
    [{ alphaThreshold: 256 }, /--alpha-threshold must be a number from 1 to 255/],
    [{ alphaThreshold: 0 }, /--alpha-threshold/],
    [{ simplify: -1 }, /--simplify/],
    [{ scale: 0 }, /--scale must be a positive number/],
    [{ scale: 'big' }, /--scale must be a positive number; got "big"/],
    [{ minArea: -2 }, /--min-area/],
    [{ scale: [1, 2] }, /--scale is given 2 times/],
    [{ out: true }, /--out needs a value/],
    [{ quiet: 'yes' }, /--quiet takes no value/],
    [{ maxInputMb: 0 }, /--max-input-mb must be a positive number of megabytes/],
    [{ maxPixels: 1.5 }, /--max-pixels must be a positive integer/],
    [{ maxOutlinePoints: 0 }, /--max-outline-points must be a positive integer/],
    [{ maxOutlinePoints: 'many' }, /--max-outline-points must be a positive integer/],
  ])('rejects %o as a usage error', (raw, message) => {
    expect(() => readDecomposeRequest(['a.png'], raw)).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(message) }),
    );
  });

  it('needs at least one input', () => {
    expect(() => readDecomposeRequest([], {})).toThrow(/at least one input/);
  });
});
