import { describe, expect, it } from 'vitest';
import { readSvgOutlines } from './read-svg.js';
import { applyMatrix } from './transform.js';

describe('readSvgOutlines', () => {
  it('multiplies transforms down nested groups and skips defs, clip paths and hidden layers', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">
      <defs><path d="M0 0h1v1z"/></defs>
      <clipPath id="c"><rect width="5" height="5"/></clipPath>
      <g transform="translate(10 0)">
        <g transform="scale(2)"><path id="a" d="M1 1h1v1z" transform="translate(0 5)"/></g>
        <g display="none"><path d="M0 0h1v1z"/></g>
      </g>
      <svg:circle cx="1" cy="1" r="1"/>
    </svg>`;
    const outlines = readSvgOutlines(svg);
    expect(outlines.map((o) => o.label)).toEqual(['<path id="a">', '<circle> #2']);
    // (1, 1) → translate(0 5) → (1, 6) → scale(2) → (2, 12) → translate(10 0) → (12, 12)
    expect(applyMatrix(outlines[0].matrix, { x: 1, y: 1 })).toEqual({ x: 12, y: 12 });
    expect(outlines[1].matrix).toEqual([1, 0, 0, 1, 0, 0]);
  });

  it('inherits fill-rule from groups, an inline style winning over the attribute', () => {
    const svg = `<svg fill-rule="evenodd">
      <path d="M0 0h1v1z"/>
      <g style="fill: red; fill-rule: nonzero"><path d="M0 0h1v1z"/><path fill-rule="evenodd" d="M0 0h1v1z"/></g>
    </svg>`;
    expect(readSvgOutlines(svg).map((o) => o.fillRule)).toEqual(['evenodd', 'nonzero', 'evenodd']);
  });

  it('skips elements that paint neither fill nor stroke: fill="none" as attribute, in style, inherited', () => {
    const svg = `<svg>
      <path id="guide" stroke="none" d="M0 0h24v24H0z" fill="none"/>
      <path id="styled" style="stroke:red;fill:none" d="M0 0h1v1z"/>
      <g fill="none"><path id="inherited" d="M0 0h1v1z"/><path id="painted" fill="currentColor" d="M0 0h1v1z"/></g>
      <path id="plain" d="M0 0h1v1z"/>
    </svg>`;
    const outlines = readSvgOutlines(svg);
    expect(outlines.map((o) => [o.label, o.filled, o.stroke !== null])).toEqual([
      ['<path id="styled">', false, true],
      ['<path id="painted">', true, false],
      ['<path id="plain">', true, false],
    ]);
  });

  it('reads an inline style as CSS: the last declaration wins, !important is no part of the value', () => {
    const svg = `<svg>
      <path id="last" style="fill:red;fill:none" d="M0 0h1v1z"/>
      <path id="important" style="fill: none !important" d="M0 0h1v1z"/>
      <path id="painted" style="fill:none; FILL: red" d="M0 0h1v1z"/>
    </svg>`;
    expect(readSvgOutlines(svg).map((o) => o.label)).toEqual(['<path id="painted">']);
  });

  it('refuses a CSS transform from a sheet or an inline style, with or without a transform attribute', () => {
    const refused = /CSS sets transform on <rect>; CSS transforms are not read/;
    const sheet = '<style>.a{transform:translate(5px,5px)}</style>';
    expect(() => readSvgOutlines(`<svg>${sheet}<rect class="a" width="1" height="1"/></svg>`)).toThrow(refused);
    const both = `<svg>${sheet}<rect class="a" transform="scale(2)" width="1" height="1"/></svg>`;
    expect(() => readSvgOutlines(both)).toThrow(refused);
    const inline = '<svg><rect style="transform: translate(5px, 5px)" width="1" height="1"/></svg>';
    expect(() => readSvgOutlines(inline)).toThrow(refused);
    // Never drawn, nothing to refuse (as with a clip or a mask).
    const unused = `<svg>${sheet}<defs><rect class="a" width="1" height="1"/></defs><rect width="1" height="1"/></svg>`;
    expect(readSvgOutlines(unused)).toHaveLength(1);
  });

  it('places a <use> copy at a negative x and y (a position, not a size)', () => {
    const svg = '<svg><defs><rect id="r" width="1" height="1"/></defs><use href="#r" x="-5" y="-2.5"/></svg>';
    expect(readSvgOutlines(svg).map((o) => o.matrix)).toEqual([[1, 0, 0, 1, -5, -2.5]]);
  });

  it("refuses a used symbol's viewBox that is not four numbers, naming it", () => {
    for (const viewBox of ['a 0 10 10', '0 0 10', '0 0 0 10']) {
      const svg = `<svg><symbol id="s" viewBox="${viewBox}"><rect width="1" height="1"/></symbol><use href="#s" width="5" height="5"/></svg>`;
      expect(() => readSvgOutlines(svg)).toThrow(`#s: viewBox="${viewBox}" is not min-x min-y width height.`);
    }
  });

  it('reads stroke properties from attributes and style, each inherited on its own', () => {
    const svg = `<svg stroke="#000" stroke-width="2" stroke-linecap="round">
      <g style="stroke-linejoin: bevel; stroke-width: 3px" stroke-miterlimit="7">
        <path fill="none" stroke-dasharray="1, 2 3" stroke-dashoffset="-1" d="M0 0h1"/>
        <path stroke="none" d="M0 0h1v1z"/>
      </g>
      <path fill="none" vector-effect="non-scaling-stroke" stroke-width="0.5" d="M0 0h1"/>
      <path fill="none" stroke-width="0" d="M0 0h1"/>
    </svg>`;
    const [dashed, filledOnly, nonScaling] = readSvgOutlines(svg);
    expect(dashed.stroke).toEqual({
      width: 3,
      lineJoin: 'bevel',
      lineCap: 'round',
      miterLimit: 7,
      dashArray: [1, 2, 3],
      dashOffset: -1,
      nonScaling: false,
    });
    expect(filledOnly.stroke).toBeNull();
    expect(nonScaling.stroke).toMatchObject({ width: 0.5, lineJoin: 'miter', nonScaling: true });
    expect(readSvgOutlines(svg)).toHaveLength(3); // a zero width paints nothing
    expect(() => readSvgOutlines('<svg><path stroke="red" stroke-width="10%" d="M0 0h1"/></svg>')).toThrow(
      /<path> #1: stroke-width="10%" is not a length in user units/,
    );
  });

  it('turns basic shapes into path data and skips shapes that draw nothing', () => {
    const svg = `<svg>
      <rect x="1" y="2" width="3" height="4"/>
      <rect width="0" height="4"/>
      <polygon points="0,0 4,0 4,3"/>
      <circle r="0"/>
      <ellipse cx="5" cy="5" rx="2" ry="1"/>
    </svg>`;
    expect(readSvgOutlines(svg).map((o) => o.d)).toEqual([
      'M1 2H4V6H1Z',
      'M0 0L4 0 4 3Z',
      'M3 5A2 1 0 1 0 7 5A2 1 0 1 0 3 5Z',
    ]);
  });

  it('caps rounded-rect radii at half a side and lets rx and ry default to each other', () => {
    const [d] = readSvgOutlines('<svg><rect width="10" height="4" ry="3"/></svg>').map((o) => o.d);
    // rx takes the given ry (3) before either is capped; ry is then capped at h/2 = 2 (SVG 2 rules).
    expect(d).toBe('M3 0H7A3 2 0 0 1 10 2V2A3 2 0 0 1 7 4H3A3 2 0 0 1 0 2V2A3 2 0 0 1 3 0Z');
  });

  it('rejects a document without <svg> and lengths in units it cannot resolve', () => {
    expect(() => readSvgOutlines('<html><path d="M0 0h1v1z"/></html>')).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
    expect(() => readSvgOutlines('<svg><rect width="50%" height="1"/></svg>')).toThrow(/not a plain number/);
  });
});
