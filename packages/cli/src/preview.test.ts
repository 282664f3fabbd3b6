import { describe, expect, it } from 'vitest';
import { previewSvg } from './preview.js';
import { readSvgOutlines } from './svg/read-svg.js';

const square = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 10, y: 10 },
  { x: 0, y: 10 },
];
const hole = [
  { x: 4, y: 4 },
  { x: 4, y: 6 },
  { x: 6, y: 6 },
  { x: 6, y: 4 },
];
const pieces = [
  [
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 4 },
    { x: 0, y: 4 },
  ],
  [
    { x: 0, y: 6 },
    { x: 10, y: 6 },
    { x: 10, y: 10 },
    { x: 0, y: 10 },
  ],
];

describe('previewSvg', () => {
  it('draws each piece in its own colour, then the outline and its holes, readable by an SVG reader', () => {
    const svg = previewSvg({ name: 'frame & co', outlines: [{ outer: square, holes: [hole] }], pieces, yUp: false });
    // The caption is text, which the reader refuses as art: read the drawing without it.
    const drawing = svg.replace(/<text[\s\S]*?<\/text>/, '');
    const [background, ...paths] = readSvgOutlines(drawing).filter((o) => o.filled);
    expect(background.label).toBe('<rect> #1');
    // The outline and its holes are strokes only (fill="none"): of the filled paths, only the pieces.
    expect(paths.map((p) => p.d)).toEqual(['M0 0L10 0L10 4L0 4Z', 'M0 6L10 6L10 10L0 10Z']);
    expect(svg).toContain('d="M0 0L10 0L10 10L0 10Z"');
    expect(svg).toContain('d="M4 4L4 6L6 6L6 4Z"');
    const fills = [...svg.matchAll(/fill="(hsl[^"]+)"/g)].map((m) => m[1]);
    expect(new Set(fills).size).toBe(2);
    expect(svg).toContain('<title>frame &amp; co: 2 convex pieces, 1 outline</title>');
  });

  it('stays well-formed XML whatever the collider name holds (controls, lone surrogates, markup)', () => {
    const name = 'a\u0001b\u001b[31m\u0000<x>&"\uD800z\uDFFF\u202e\u{1F600}';
    const svg = previewSvg({ name, outlines: [{ outer: square, holes: [] }], pieces, yUp: false });
    // XML 1.0's Char production, checked code point by code point.
    const allowed = (c: number) =>
      c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || c >= 0x10000;
    for (const ch of svg)
      expect(allowed(ch.codePointAt(0) as number), `U+${ch.codePointAt(0)?.toString(16)}`).toBe(true);
    const title = /<title>(.*)<\/title>/.exec(svg)?.[1];
    expect(title).toBe(
      'a\\x01b\\x1b[31m\\x00&lt;x&gt;&amp;&quot;\\ud800z\\udfff\\u202e\u{1F600}: 2 convex pieces, 1 outline',
    );
  });

  it('mirrors y-up art back so it looks like the source, with the view box around it', () => {
    const svg = previewSvg({ name: 'up', outlines: [{ outer: square, holes: [] }], pieces: [square], yUp: true });
    expect(svg).toContain('transform="scale(1 -1)"');
    // 5% margin of the 10-unit side; y spans −10…0 after mirroring; a 6% caption below.
    expect(svg).toMatch(/viewBox="-0.5 -10.5 11 11.6"/);
  });
});
