import { SepaxError } from '@sepax/core';
import { type DecodedPng, decode, hasPngSignature } from 'fast-png';

/**
 * A decoded image reduced to what the tracer reads: one 8-bit alpha value per pixel, rows
 * top to bottom (decomp's `ImageLike` single-channel form).
 * @internal
 */
export interface AlphaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

const OPAQUE = 255;

/**
 * Decodes a PNG file into its alpha mask, the pixel's coverage: the alpha
 * channel when there is one, the tRNS colour key or palette alphas otherwise, opaque when
 * the file has no transparency at all. Every bit depth and colour type is read; 16-bit
 * alpha is reduced to 8 bits.
 * @internal
 */
export function decodePng(bytes: Uint8Array): AlphaImage {
  if (!hasPngSignature(bytes)) {
    throw new SepaxError(
      'INVALID_INPUT',
      'Not a PNG image (the PNG signature is missing); export the art as PNG with an alpha channel.',
    );
  }
  let png: DecodedPng;
  try {
    png = decode(bytes, { checkCrc: true });
  } catch (error) {
    throw new SepaxError(
      'INVALID_INPUT',
      `The PNG is truncated or corrupt (${(error as Error).message}); export it again.`,
    );
  }
  const alpha = alphaReader(png);
  const data = new Uint8Array(png.width * png.height);
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) data[y * png.width + x] = alpha(x, y);
  }
  return { width: png.width, height: png.height, data };
}

/** A function giving the 8-bit alpha of pixel (x, y) for this PNG's colour type. */
function alphaReader(png: DecodedPng): (x: number, y: number) => number {
  const sample = sampleReader(png);
  const { channels, palette, transparency } = png;
  if (channels === 1 && palette) {
    return (x, y) => palette[sample(x, y, 0)]?.[3] ?? OPAQUE;
  }
  if (channels === 2 || channels === 4) {
    const shift = png.depth === 16 ? 8 : 0;
    return (x, y) => sample(x, y, channels - 1) >> shift;
  }
  if (transparency && transparency.length === channels) {
    // tRNS for grey or RGB images names one colour (in sample units) that is fully transparent.
    return (x, y) => (transparency.every((key, c) => sample(x, y, c) === key) ? 0 : OPAQUE);
  }
  return () => OPAQUE;
}

/**
 * Reads channel `c` of pixel (x, y) in sample units. Depths below 8 (grey and palette
 * images only, one channel) are packed several samples per byte, rows padded to a byte.
 */
function sampleReader(png: DecodedPng): (x: number, y: number, c: number) => number {
  const { width, depth, channels, data } = png;
  if (depth >= 8) return (x, y, c) => data[(y * width + x) * channels + c];
  const rowBytes = Math.ceil((width * depth) / 8);
  const mask = (1 << depth) - 1;
  return (x, y) => {
    const bit = x * depth;
    return (data[y * rowBytes + (bit >> 3)] >> (8 - depth - (bit & 7))) & mask;
  };
}
