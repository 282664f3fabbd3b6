import { crc32 } from 'node:zlib';
import { encode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { decodePng } from './png.js';

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

  it('reduces 16-bit grey+alpha to the high byte', () => {
    const data = new Uint16Array([9, 0x0000, 9, 0x80ff, 9, 0xffff, 9, 0x00ff]);
    expect(alphas(encode({ width: 2, height: 2, data, channels: 2, depth: 16 }))).toEqual([0, 0x80, 0xff, 0]);
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
