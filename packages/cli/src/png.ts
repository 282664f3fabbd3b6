import { constants as bufferLimits } from 'node:buffer';
import { inflateSync } from 'node:zlib';
import { SepaxError } from '@sepax/core';
import PNGJS from 'pngjs';

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

/** The facts of a PNG's IHDR chunk that bound its decoding. @internal */
export interface PngHeader {
  width: number;
  height: number;
  /** Bits per sample: 1, 2, 4, 8 or 16. */
  depth: number;
  /** 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA. */
  colorType: number;
  interlaced: boolean;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Samples per pixel by colour type (PNG specification, table 11.1). */
const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7: for each pass, the first column and row and the steps between pixels. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;
const NOT_INTERLACED = [[0, 0, 1, 1]] as const;

/**
 * Checks, from the header alone, that a PNG is within `maxPixels` (width × height): a file
 * of a few megabytes can declare billions of pixels, and decoding would take their memory.
 * @internal
 */
export function requirePngWithinLimit(bytes: Uint8Array, maxPixels: number): void {
  const { width, height } = readHeader(bytes);
  if (width * height <= maxPixels) return;
  throw new SepaxError(
    'INVALID_INPUT',
    `The PNG is ${width} × ${height} = ${width * height} pixels, over the limit of ${maxPixels}; raise --max-pixels to read it.`,
  );
}

/**
 * Decodes a PNG file into its alpha mask, the pixel's coverage (pngjs decodes every colour
 * type, bit depth, transparency chunk and interlace method to 8-bit RGBA). pngjs inflates an
 * interlaced image without a bound, so the image data is first inflated here to at most the
 * size the header declares: a small file cannot expand into more memory than its size says.
 * @internal
 */
export function decodePng(bytes: Uint8Array): AlphaImage {
  const header = readHeader(bytes);
  const expected = imageDataBytes(header);
  if (expected > bufferLimits.MAX_LENGTH) throw tooLarge(header);
  let rgba: Uint8Array;
  try {
    requireImageDataOfSize(bytes, expected);
    rgba = PNGJS.PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).data;
  } catch (error) {
    if (error instanceof SepaxError) throw error;
    if (isMemoryFailure(error)) throw tooLarge(header);
    throw corrupt((error as Error).message);
  }
  const alpha = new Uint8Array(header.width * header.height);
  for (let i = 0; i < alpha.length; i++) alpha[i] = rgba[4 * i + 3];
  return { width: header.width, height: header.height, data: alpha };
}

/** The error of an image that does not fit in memory: its size is the problem, not its bytes. */
function tooLarge(header: PngHeader): SepaxError {
  return new SepaxError(
    'INVALID_INPUT',
    `Not enough memory to decode this ${header.width} × ${header.height} PNG; lower --max-pixels to skip images this large, or split the image.`,
  );
}

function readHeader(bytes: Uint8Array): PngHeader {
  if (bytes.length < SIGNATURE.length || SIGNATURE.some((byte, i) => bytes[i] !== byte)) {
    throw new SepaxError(
      'INVALID_INPUT',
      'Not a PNG image (the PNG signature is missing); export the art as PNG with an alpha channel.',
    );
  }
  // Signature (8), IHDR length (4) and type (4), then 13 bytes of header.
  if (bytes.length < 33 || chunkType(bytes, 12) !== 'IHDR' || dataView(bytes).getUint32(8) !== 13)
    throw corrupt('the first chunk is not a 13-byte IHDR');
  const view = dataView(bytes);
  const header: PngHeader = {
    width: view.getUint32(16),
    height: view.getUint32(20),
    depth: bytes[24],
    colorType: bytes[25],
    interlaced: bytes[28] === 1,
  };
  if (header.width < 1 || header.height < 1 || header.width > 0x7fffffff || header.height > 0x7fffffff)
    throw corrupt(`its size ${header.width} × ${header.height} is not allowed`);
  if (CHANNELS[header.colorType] === undefined || ![1, 2, 4, 8, 16].includes(header.depth))
    throw corrupt(`colour type ${header.colorType} at bit depth ${header.depth} does not exist`);
  return header;
}

/** Bytes of the inflated image data: each row of each (sub)image a filter byte and its packed samples. */
function imageDataBytes(header: PngHeader): number {
  const bitsPerPixel = CHANNELS[header.colorType] * header.depth;
  let total = 0;
  for (const [x0, y0, dx, dy] of header.interlaced ? ADAM7 : NOT_INTERLACED) {
    const columns = Math.ceil((header.width - x0) / dx);
    const rows = Math.ceil((header.height - y0) / dy);
    if (columns > 0 && rows > 0) total += rows * (1 + Math.ceil((columns * bitsPerPixel) / 8));
  }
  return total;
}

/** Inflates the IDAT stream to at most `expected` bytes: more is corruption, not memory to spend. */
function requireImageDataOfSize(bytes: Uint8Array, expected: number): void {
  const compressed: Uint8Array[] = [];
  const view = dataView(bytes);
  for (let offset = SIGNATURE.length; offset + 12 <= bytes.length; ) {
    const end = offset + 8 + view.getUint32(offset);
    if (end + 4 > bytes.length) throw corrupt('a chunk runs past the end of the file');
    const type = chunkType(bytes, offset + 4);
    if (type === 'IEND') break;
    if (type === 'IDAT') compressed.push(bytes.subarray(offset + 8, end));
    offset = end + 4;
  }
  if (compressed.length === 0) throw corrupt('it has no image data (IDAT)');
  let inflated: Uint8Array;
  try {
    inflated = inflateSync(Buffer.concat(compressed), { maxOutputLength: Math.max(expected, 1) });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
      throw corrupt('it holds more image data than its size');
    throw corrupt(`the image data does not inflate: ${(error as Error).message}`);
  }
  if (inflated.length < expected) throw corrupt('the image data ends early');
}

function chunkType(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(bytes[offset], bytes[offset + 1], bytes[offset + 2], bytes[offset + 3]);
}

function corrupt(reason: string): SepaxError {
  return new SepaxError('INVALID_INPUT', `The PNG is truncated or corrupt (${reason}); export it again.`);
}

/** True for the errors of an allocation that did not fit in memory (as opposed to bad data). */
function isMemoryFailure(error: unknown): boolean {
  const { code, message } = (error ?? {}) as NodeJS.ErrnoException;
  return (
    code === 'ERR_MEMORY_ALLOCATION_FAILED' ||
    (error instanceof RangeError && /allocation failed|invalid (typed )?array length|out of memory/i.test(message))
  );
}

function dataView(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
