// Writes the decomposition demo's bundled sample: a 128×128 PNG of a cat's head
// silhouette (opaque on transparent) with two eye holes and pointed ears — concave
// outline, holes, sharp and round edges. Run: node apps/docs/scripts/make-sample.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 128;

/** Whether a point is inside triangle (a, b, c), any winding. */
function inTriangle(x, y, [ax, ay], [bx, by], [cx, cy]) {
  const d1 = (x - bx) * (ay - by) - (ax - bx) * (y - by);
  const d2 = (x - cx) * (by - cy) - (bx - cx) * (y - cy);
  const d3 = (x - ax) * (cy - ay) - (cx - ax) * (y - ay);
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
}

const inCircle = (x, y, cx, cy, r) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

/** The silhouette, in pixel coordinates (y down), sampled at pixel centres. */
function opaque(x, y) {
  const head = inCircle(x, y, 64, 72, 42);
  const ears = inTriangle(x, y, [26, 58], [30, 8], [62, 36]) || inTriangle(x, y, [102, 58], [98, 8], [66, 36]);
  const eyes = inCircle(x, y, 48, 66, 8) || inCircle(x, y, 80, 66, 8);
  const chinNotch = inTriangle(x, y, [54, 116], [64, 98], [74, 116]);
  return (head || ears) && !eyes && !chinNotch;
}

function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

function encodePng(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc(height * (1 + width * 4));
  for (let y = 0; y < height; y++) {
    rows[y * (1 + width * 4)] = 0; // filter: none
    rgba.copy(rows, y * (1 + width * 4) + 1, y * width * 4, (y + 1) * width * 4);
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const rgba = Buffer.alloc(SIZE * SIZE * 4);
for (let y = 0; y < SIZE; y++) {
  for (let x = 0; x < SIZE; x++) {
    if (!opaque(x + 0.5, y + 0.5)) continue;
    rgba.set([52, 58, 74, 255], (y * SIZE + x) * 4);
  }
}
const file = new URL('../public/samples/cat.png', import.meta.url);
writeFileSync(file, encodePng(SIZE, SIZE, rgba));
console.log(`sample: wrote ${file.pathname}`);
