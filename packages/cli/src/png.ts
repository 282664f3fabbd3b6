import { constants as bufferLimits } from 'node:buffer';
import { crc32, inflateSync } from 'node:zlib';
import { SepaxError } from '@sepax/core';

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

/** The facts of a PNG's IHDR chunk that decoding needs. @internal */
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
const OPAQUE = 255;
const MAX_16 = 65535;
/** PNG's largest width or height (2³¹ − 1). */
const MAX_SIZE = 0x7fffffff;
/** Samples per pixel and the bit depths allowed, by colour type (PNG specification, table 11.1). */
const COLOR_TYPES: Readonly<Record<number, { channels: number; depths: readonly number[] }>> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};
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
 * Decodes a PNG file into its alpha mask, the pixel's coverage: the alpha channel when
 * there is one, the tRNS colour key or palette alphas otherwise, opaque when the file has
 * no transparency at all. Every colour type, bit depth and interlace method is read; 16-bit
 * alpha is scaled to 8 bits (v × 255 / 65535, rounded). The image data is inflated to at
 * most the size the header declares, so its size is known before any pixel is decoded.
 * @internal
 */
export function decodePng(bytes: Uint8Array): AlphaImage {
  const header = readHeader(bytes);
  try {
    return decodeAlpha(bytes, header);
  } catch (error) {
    if (error instanceof SepaxError) throw error;
    if (isMemoryFailure(error)) throw tooLarge(header);
    throw corrupt((error as Error).message);
  }
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
  const first = readChunk(bytes, SIGNATURE.length);
  if (first.type !== 'IHDR' || first.data.length !== 13) throw corrupt('the first chunk is not a 13-byte IHDR');
  const view = dataView(first.data);
  const header: PngHeader = {
    width: view.getUint32(0),
    height: view.getUint32(4),
    depth: first.data[8],
    colorType: first.data[9],
    interlaced: first.data[12] === 1,
  };
  const kind = COLOR_TYPES[header.colorType];
  if (header.width < 1 || header.height < 1 || header.width > MAX_SIZE || header.height > MAX_SIZE)
    throw corrupt(`its size ${header.width} × ${header.height} is not allowed`);
  if (kind === undefined || !kind.depths.includes(header.depth))
    throw corrupt(`colour type ${header.colorType} at bit depth ${header.depth} does not exist`);
  if (first.data[10] !== 0 || first.data[11] !== 0 || first.data[12] > 1)
    throw corrupt('unknown compression, filter or interlace method');
  return header;
}

interface Chunk {
  type: string;
  data: Uint8Array;
  /** Offset of the next chunk. */
  next: number;
}

function readChunk(bytes: Uint8Array, offset: number): Chunk {
  if (offset + 12 > bytes.length) throw corrupt('it ends before IEND');
  const length = dataView(bytes).getUint32(offset);
  const end = offset + 8 + length;
  if (end + 4 > bytes.length) throw corrupt('a chunk runs past the end of the file');
  const typed = bytes.subarray(offset + 4, end);
  if (crc32(typed) !== dataView(bytes).getUint32(end)) throw corrupt('a chunk fails its CRC check');
  const type = String.fromCharCode(...typed.subarray(0, 4));
  return { type, data: bytes.subarray(offset + 8, end), next: end + 4 };
}

/** What the chunks after IHDR say about transparency, and the compressed image data. */
interface PngBody {
  /** Alpha of each palette entry (palette images). */
  paletteAlpha: Uint8Array | undefined;
  /** The tRNS colour key in sample units (grey or RGB images). */
  colorKey: number[] | undefined;
  compressed: Uint8Array[];
}

function readBody(bytes: Uint8Array, header: PngHeader): PngBody {
  const body: PngBody = { paletteAlpha: undefined, colorKey: undefined, compressed: [] };
  for (let chunk = readChunk(bytes, SIGNATURE.length); ; ) {
    chunk = readChunk(bytes, chunk.next);
    if (chunk.type === 'IEND') return body;
    if (chunk.type === 'IDAT') body.compressed.push(chunk.data);
    else if (chunk.type === 'PLTE') body.paletteAlpha = new Uint8Array(Math.floor(chunk.data.length / 3)).fill(OPAQUE);
    else if (chunk.type === 'tRNS') readTransparency(chunk.data, header, body);
    else if (chunk.type.charCodeAt(0) < 0x61 && chunk.type !== 'IHDR')
      throw corrupt(`it holds a critical chunk ${JSON.stringify(chunk.type)} this reader does not know`);
  }
}

function readTransparency(data: Uint8Array, header: PngHeader, body: PngBody): void {
  if (header.colorType === 3) {
    if (body.paletteAlpha === undefined || data.length > body.paletteAlpha.length)
      throw corrupt('tRNS does not fit the palette');
    body.paletteAlpha.set(data);
  } else if (header.colorType === 0 || header.colorType === 2) {
    const samples = COLOR_TYPES[header.colorType].channels;
    if (data.length !== 2 * samples) throw corrupt('tRNS has the wrong length');
    const view = dataView(data);
    body.colorKey = Array.from({ length: samples }, (_, i) => view.getUint16(2 * i));
  }
}

function decodeAlpha(bytes: Uint8Array, header: PngHeader): AlphaImage {
  const body = readBody(bytes, header);
  if (header.colorType === 3 && body.paletteAlpha === undefined) throw corrupt('a palette image has no PLTE chunk');
  const passes = header.interlaced ? ADAM7 : NOT_INTERLACED;
  const bitsPerPixel = COLOR_TYPES[header.colorType].channels * header.depth;
  const expected = passes.reduce((sum, pass) => sum + passBytes(header, pass, bitsPerPixel), 0);
  if (expected > bufferLimits.MAX_LENGTH) throw tooLarge(header);
  const alpha = new Uint8Array(header.width * header.height);
  const pixels = inflateExactly(body.compressed, expected);
  const readAlpha = alphaReader(header, body);
  let offset = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const columns = Math.ceil((header.width - x0) / dx);
    const rows = Math.ceil((header.height - y0) / dy);
    if (columns <= 0 || rows <= 0) continue;
    const rowBytes = Math.ceil((columns * bitsPerPixel) / 8);
    for (let row = 0; row < rows; row++, offset += rowBytes + 1) {
      unfilterRow(pixels, offset, rowBytes, row === 0 ? -1 : offset - rowBytes - 1, Math.ceil(bitsPerPixel / 8));
      const line = pixels.subarray(offset + 1, offset + 1 + rowBytes);
      const y = y0 + row * dy;
      for (let column = 0; column < columns; column++)
        alpha[y * header.width + x0 + column * dx] = readAlpha(line, column);
    }
  }
  return { width: header.width, height: header.height, data: alpha };
}

/** Bytes of one (sub)image: each row a filter byte and its packed samples. */
function passBytes(header: PngHeader, [x0, y0, dx, dy]: readonly number[], bitsPerPixel: number): number {
  const columns = Math.ceil((header.width - x0) / dx);
  const rows = Math.ceil((header.height - y0) / dy);
  return columns > 0 && rows > 0 ? rows * (1 + Math.ceil((columns * bitsPerPixel) / 8)) : 0;
}

/** Inflates the image data, stopping past the declared size: more data than the header allows is corruption, not memory to spend. */
function inflateExactly(compressed: Uint8Array[], expected: number): Uint8Array {
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
  return inflated;
}

/**
 * Undoes the filter of the row whose filter byte is at `offset`, in place; `previous` is
 * the previous row's filter byte offset (-1 for the first row of a pass, whose "row above"
 * is all zeros). One loop per filter type: this runs once per byte of the image.
 */
function unfilterRow(data: Uint8Array, offset: number, length: number, previous: number, bpp: number): void {
  const filter = data[offset];
  const row = offset + 1;
  const up = previous + 1;
  const hasUp = previous >= 0;
  if (filter === 0 || (filter === 2 && !hasUp)) return;
  if (filter === 1 || (filter === 4 && !hasUp)) {
    // Sub; Paeth with a zero row above predicts the left byte too.
    for (let i = bpp; i < length; i++) data[row + i] = (data[row + i] + data[row + i - bpp]) & 0xff;
  } else if (filter === 2) {
    for (let i = 0; i < length; i++) data[row + i] = (data[row + i] + data[up + i]) & 0xff;
  } else if (filter === 3) {
    for (let i = 0; i < length; i++) {
      const left = i >= bpp ? data[row + i - bpp] : 0;
      data[row + i] = (data[row + i] + ((left + (hasUp ? data[up + i] : 0)) >> 1)) & 0xff;
    }
  } else if (filter === 4) {
    for (let i = 0; i < bpp && i < length; i++) data[row + i] = (data[row + i] + data[up + i]) & 0xff;
    for (let i = bpp; i < length; i++)
      data[row + i] = (data[row + i] + paeth(data[row + i - bpp], data[up + i], data[up + i - bpp])) & 0xff;
  } else {
    throw corrupt(`a row has the unknown filter type ${filter}`);
  }
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/** The 8-bit alpha of pixel `column` of an unfiltered row, for this image's colour type. */
function alphaReader(header: PngHeader, body: PngBody): (line: Uint8Array, column: number) => number {
  const { depth, colorType } = header;
  const channels = COLOR_TYPES[colorType].channels;
  const sample = sampleReader(depth, channels);
  if (colorType === 3) {
    const palette = body.paletteAlpha as Uint8Array;
    return (line, column) => {
      const index = sample(line, column, 0);
      if (index >= palette.length) throw corrupt(`a pixel uses palette entry ${index} of ${palette.length}`);
      return palette[index];
    };
  }
  if (colorType === 4 || colorType === 6) {
    return depth === 16
      ? (line, column) => Math.round((sample(line, column, channels - 1) * 255) / MAX_16)
      : (line, column) => sample(line, column, channels - 1);
  }
  const key = body.colorKey;
  if (key === undefined) return () => OPAQUE;
  return (line, column) => (key.every((value, c) => sample(line, column, c) === value) ? 0 : OPAQUE);
}

/** Reads sample `c` of pixel `column` in sample units; depths below 8 pack several pixels per byte, high bits first. */
function sampleReader(depth: number, channels: number): (line: Uint8Array, column: number, c: number) => number {
  if (depth === 8) return (line, column, c) => line[column * channels + c];
  if (depth === 16)
    return (line, column, c) => (line[2 * (column * channels + c)] << 8) | line[2 * (column * channels + c) + 1];
  const mask = (1 << depth) - 1;
  return (line, column) => {
    const bit = column * depth;
    return (line[bit >> 3] >> (8 - depth - (bit & 7))) & mask;
  };
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
