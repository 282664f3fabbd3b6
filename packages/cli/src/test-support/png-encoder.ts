// A deliberately plain PNG encoder for tests: any colour type, bit depth, interlace and
// filter, written from the specification independently of the decoder under test.
import { crc32, deflateSync } from 'node:zlib';

/** What to encode: `samples[i]` are pixel i's samples (row-major), in sample units. */
export interface PngSpec {
  width: number;
  height: number;
  colorType: 0 | 2 | 3 | 4 | 6;
  depth: 1 | 2 | 4 | 8 | 16;
  interlaced: boolean;
  samples: number[][];
  /** Palette images: one alpha per palette entry (the colours are made up). */
  paletteAlpha?: number[];
  /** Grey or RGB images: the tRNS colour key. */
  colorKey?: number[];
  /** Filter type of each row, cycled over the rows of every pass in turn (so first rows of passes vary too). */
  filters?: number[];
}

const CHANNELS = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as const;
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];

export function encodePng(spec: PngSpec): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(spec.width, 0);
  header.writeUInt32BE(spec.height, 4);
  header.set([spec.depth, spec.colorType, 0, 0, spec.interlaced ? 1 : 0], 8);
  const chunks = [chunk('IHDR', header)];
  if (spec.colorType === 3) {
    const count = spec.paletteAlpha?.length ?? 0;
    chunks.push(chunk('PLTE', Buffer.from(Array.from({ length: count * 3 }, (_, i) => (i * 37) & 0xff))));
    chunks.push(chunk('tRNS', Buffer.from(spec.paletteAlpha ?? [])));
  }
  if (spec.colorKey) {
    const key = Buffer.alloc(2 * spec.colorKey.length);
    spec.colorKey.forEach((value, i) => key.writeUInt16BE(value, 2 * i));
    chunks.push(chunk('tRNS', key));
  }
  const rowsWritten = { count: 0 };
  const raw = Buffer.concat(passesOf(spec).map((pass) => encodePass(spec, pass, rowsWritten)));
  chunks.push(chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
}

function passesOf(spec: PngSpec): number[][] {
  return spec.interlaced ? ADAM7 : [[0, 0, 1, 1]];
}

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  typed.copy(out, 4);
  out.writeUInt32BE(crc32(typed), 8 + data.length);
  return out;
}

/** The filtered rows of one pass (or of the whole image). */
function encodePass(spec: PngSpec, [x0, y0, dx, dy]: number[], rowsWritten: { count: number }): Buffer {
  const columns = Math.ceil((spec.width - x0) / dx);
  const rows = Math.ceil((spec.height - y0) / dy);
  if (columns <= 0 || rows <= 0) return Buffer.alloc(0);
  const bitsPerPixel = CHANNELS[spec.colorType] * spec.depth;
  const rowBytes = Math.ceil((columns * bitsPerPixel) / 8);
  const bpp = Math.ceil(bitsPerPixel / 8);
  const out: Buffer[] = [];
  let previous = Buffer.alloc(rowBytes);
  for (let row = 0; row < rows; row++) {
    const line = Buffer.alloc(rowBytes);
    for (let column = 0; column < columns; column++) {
      const samples = spec.samples[(y0 + row * dy) * spec.width + x0 + column * dx];
      samples.forEach((value, c) =>
        writeSample(line, (column * CHANNELS[spec.colorType] + c) * spec.depth, spec.depth, value),
      );
    }
    const filters = spec.filters ?? [0];
    const filter = filters[rowsWritten.count++ % filters.length];
    out.push(Buffer.from([filter]), applyFilter(filter, line, previous, bpp));
    previous = line;
  }
  return Buffer.concat(out);
}

function writeSample(line: Buffer, bit: number, depth: number, value: number): void {
  if (depth === 16) line.writeUInt16BE(value, bit / 8);
  else if (depth === 8) line[bit / 8] = value;
  else line[bit >> 3] |= value << (8 - depth - (bit & 7));
}

function applyFilter(filter: number, line: Buffer, previous: Buffer, bpp: number): Buffer {
  const out = Buffer.alloc(line.length);
  for (let i = 0; i < line.length; i++) {
    const a = i >= bpp ? line[i - bpp] : 0;
    const b = previous[i];
    const c = i >= bpp ? previous[i - bpp] : 0;
    const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
    out[i] = (line[i] - predicted) & 0xff;
  }
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}
