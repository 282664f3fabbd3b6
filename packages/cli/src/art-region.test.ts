// The art → region stage as the CLI uses it: SVG shapes fill their union under their
// fill-rule, JSON polygons are strict by default with --repair / --bad-part on request, and
// the colliders' area and outlineArea are the filled region's (hand-computed areas).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DecomposeSettings } from './colliders-file.js';
import { convertFile } from './convert.js';
import { DEFAULT_LIMITS, readDecomposeRequest } from './options.js';

const dir = mkdtempSync(path.join(tmpdir(), 'sepax-region-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let count = 0;
function convert(extension: 'svg' | 'json', text: string, settings: DecomposeSettings = {}) {
  const file = path.join(dir, `art${count++}.${extension}`);
  writeFileSync(file, text);
  return convertFile({ file, display: file }, 'art', settings, DEFAULT_LIMITS).entry;
}

function failure(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('expected a failure');
}

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`;

describe('SVG art fills the region SVG paints', () => {
  it('a triangle with a triangular hole drawn as two subpaths: area = outlineArea = 138.75', () => {
    const entry = convert('svg', svg('<path d="M1.5,21L12,3.5L22.5,21H1.5M12,21L17,12H7L12,21Z"/>'));
    expect(entry.area).toBeCloseTo(138.75, 9);
    expect(entry.outlineArea).toBeCloseTo(138.75, 9);
  });

  it('shapes of one drawing fill their union: two overlapping rects and a circle inside one, 175', () => {
    const entry = convert(
      'svg',
      svg('<rect width="10" height="10"/><rect x="5" y="5" width="10" height="10"/><circle cx="2" cy="2" r="1"/>'),
    );
    expect(entry.area).toBeCloseTo(175, 9);
    expect(entry.outlineArea).toBeCloseTo(175, 9);
  });

  it('fill-rule as attribute, inherited from a group, and in style: a same-direction inner square is a hole under evenodd', () => {
    const frame = '<path d="M0 0H10V10H0Z M3 3H7V7H3Z"/>'; // both subpaths run the same way
    expect(convert('svg', svg(frame)).area).toBeCloseTo(100, 9); // nonzero: filled
    expect(convert('svg', svg(frame.replace('<path', '<path fill-rule="evenodd"'))).area).toBeCloseTo(84, 9);
    expect(convert('svg', svg(`<g fill-rule="evenodd">${frame}</g>`)).area).toBeCloseTo(84, 9);
    expect(convert('svg', svg(frame.replace('<path', '<path style="fill:#000;fill-rule:evenodd"'))).area).toBeCloseTo(
      84,
      9,
    );
    expect(
      convert('svg', svg(`<g fill-rule="evenodd">${frame.replace('<path', '<path fill-rule="nonzero"')}</g>`)).area,
    ).toBeCloseTo(100, 9);
  });

  it('a circle of radius 1e200 is a clear INVALID_ARGUMENT naming the element, not "no closed path"', () => {
    const error = failure(() => convert('svg', svg('<circle r="1e200"/>')));
    expect(error.code).toBe('INVALID_ARGUMENT');
    expect(error.message).toMatch(/<circle> #1: .*1e\+150.*scale it down/);
  });

  it('a subpath ending just short of its start is closed; the change is accounted in changedArea', () => {
    const d =
      'M21.6504 13.7786c0 1.163-.943 2.1059-2.1059 2.1059-1.163 0-2.1059-.943-2.1059-2.1059 0-1.163.943-2.1059 2.1059-2.1059 1.163 0 2.1059.943 2.1059 2.106z';
    const entry = convert('svg', svg(`<path d="${d}"/>`));
    expect(entry.changedArea).toBeGreaterThan(0);
    expect(entry.changedArea).toBeLessThan(1e-3);
    expect(entry.area).toBeCloseTo(entry.outlineArea, 9);
  });
});

describe('SVG strokes paint the region within half the width of the line', () => {
  it('a stroked line: butt 20, square caps 24, a px width from style; a guide with stroke="none" paints nothing', () => {
    expect(convert('svg', svg('<path stroke="#000" stroke-width="2" d="M0 0H10"/>')).area).toBeCloseTo(20, 9);
    const square = '<path stroke="#000" stroke-width="2" stroke-linecap="square" d="M0 0H10"/>';
    expect(convert('svg', svg(square)).area).toBeCloseTo(24, 9);
    const styled =
      '<path style="stroke:#000;stroke-width:2px;fill:none" d="M0 0H10"/><path stroke="none" fill="none" d="M0 0h24v24H0z"/>';
    expect(convert('svg', svg(styled)).area).toBeCloseTo(20, 9);
  });

  it('line and polyline elements: a line paints only its stroke, a polyline fills as if closed and strokes open', () => {
    expect(convert('svg', svg('<line x1="0" y1="0" x2="10" y2="0" stroke="#000" stroke-width="2"/>')).area).toBeCloseTo(
      20,
      9,
    );
    expect(convert('svg', svg('<polyline points="0 0 10 0 10 10"/>')).area).toBeCloseTo(50, 9);
    const open = '<polyline points="0,0 10,0 10,10" fill="none" stroke="#000" stroke-width="2"/>';
    expect(convert('svg', svg(open)).area).toBeCloseTo(40, 9); // two legs and the mitred corner
    expect(failure(() => convert('svg', svg('<line x1="0" y1="0" x2="10" y2="0"/>'))).message).toMatch(
      /paints no area/,
    );
  });

  it("<use> draws its target again, moved by x and y, under the use's own properties; a symbol fits its viewBox", () => {
    const defs =
      '<defs><rect id="tile" width="2" height="2"/><g id="pair"><use href="#tile"/><use href="#tile" x="4"/></g></defs>';
    // Two copies of the pair, 10 apart: four 2 × 2 squares.
    expect(convert('svg', svg(`${defs}<use href="#pair"/><use xlink:href="#pair" y="10"/>`)).area).toBeCloseTo(16, 9);
    // The copy takes the use's stroke: a 2 × 2 square stroked 2 wide is 4 × 4.
    const stroked = `${defs}<use href="#tile" stroke="#000" stroke-width="2"/>`;
    expect(convert('svg', svg(stroked)).area).toBeCloseTo(16, 9);
    // A 10 × 10 symbol shown in a 30 × 20 box: scaled by 2 (meet), centred: 400.
    const symbol = '<symbol id="s" viewBox="0 0 10 10"><rect width="10" height="10"/></symbol>';
    expect(convert('svg', svg(`${symbol}<use href="#s" width="30" height="20"/>`)).area).toBeCloseTo(400, 9);
    // A symbol is not drawn where it is defined, only where it is used.
    expect(failure(() => convert('svg', svg(symbol))).message).toMatch(/paints no area/);
  });

  it('<use> that loops, points nowhere or multiplies without end is a clear INVALID_INPUT', () => {
    expect(failure(() => convert('svg', svg('<g id="a"><use href="#a"/></g>'))).message).toMatch(/contains that <use>/);
    expect(failure(() => convert('svg', svg('<use href="#nothing"/>'))).message).toMatch(/does not define/);
    expect(failure(() => convert('svg', svg('<use href="other.svg#x"/>'))).message).toMatch(/same document/);
    // Each level uses the one below ten times: 10^8 squares.
    let nest = '<rect id="l0" width="1" height="1"/>';
    for (let level = 1; level <= 8; level++) {
      const uses = Array.from({ length: 10 }, (_, k) => `<use href="#l${level - 1}" x="${k}"/>`).join('');
      nest += `<g id="l${level}">${uses}</g>`;
    }
    const bomb = failure(() => convert('svg', svg(`<defs>${nest}</defs><use href="#l8"/>`)));
    expect(bomb.code).toBe('INVALID_INPUT');
    expect(bomb.message).toMatch(/more than/);
  });

  it('<style> sheets as design tools export them: class, element and id rules, CSS precedence', () => {
    const sheet =
      '<defs><style><![CDATA[ .cls-1{fill:none;stroke:#000;stroke-width:2px} .cls-2{fill:#231f20} @media print { rect { fill: none } } ]]></style></defs>';
    const art = `${sheet}<line class="cls-1" x1="0" y1="0" x2="10" y2="0"/><rect class="cls-2" x="20" width="10" height="10"/>`;
    expect(convert('svg', svg(art)).area).toBeCloseTo(20 + 100, 9);
    const square = (attributes: string, rules: string) =>
      svg(`<style>${rules}</style><rect width="10" height="10" ${attributes}/><path d="M20 0h1v1h-1z"/>`);
    // A rule beats a presentation attribute; an inline style beats the rule; a class beats an element.
    // (The 1 × 1 path beside the square is no rect: element rules leave it painted.)
    expect(convert('svg', square('fill="#000"', 'rect{fill:none}')).area).toBeCloseTo(1, 9);
    expect(convert('svg', square('class="a"', '.a{fill:#000} rect{fill:none}')).area).toBeCloseTo(101, 9);
    expect(convert('svg', square('style="fill:#000"', 'rect{fill:none}')).area).toBeCloseTo(101, 9);
    expect(convert('svg', square('id="big" class="a"', '#big{display:none}')).area).toBeCloseTo(1, 9);
    const refused = failure(() => convert('svg', square('', 'g rect{fill:none}')));
    expect(refused.code).toBe('INVALID_INPUT');
    expect(refused.message).toMatch(/selector "g rect" sets fill/);
  });

  it('text, images, clips and masks are refused by name instead of read as nothing or unclipped', () => {
    const refusal = (body: string) => failure(() => convert('svg', svg(`<rect width="5" height="5"/>${body}`)));
    expect(refusal('<text x="0" y="10">Hi</text>').message).toMatch(/<text> #2 paints glyphs/);
    expect(refusal('<image href="a.png" width="4" height="4"/>').code).toBe('INVALID_INPUT');
    expect(refusal('<rect width="9" height="9" clip-path="url(#c)"/>').message).toMatch(/clip-path="url\(#c\)"/);
    expect(refusal('<g style="mask: url(#m)"><rect width="9" height="9"/></g>').message).toMatch(/mask/);
    // The same through a stylesheet rule.
    expect(refusal('<style>.c{clip-path:url(#c)}</style><rect class="c" width="9" height="9"/>').message).toMatch(
      /clip-path="url\(#c\)"/,
    );
    // Hidden or defined-only content paints nothing: nothing to refuse.
    const quiet =
      '<defs><text>label</text></defs><text display="none">x</text><rect width="2" height="2" clip-path="none"/>';
    expect(convert('svg', svg(quiet)).area).toBeCloseTo(4, 9);
  });

  it('a nested <svg> that places or fits its content (x, y, viewBox) is refused by name; a bare one draws as a group', () => {
    const refusal = (nested: string) =>
      failure(() => convert('svg', svg(`${nested}<rect width="5" height="5"/></svg>`)));
    expect(refusal('<svg x="10" y="10">').message).toMatch(/nested <svg> with its own x, y or viewBox/);
    expect(refusal('<svg width="20" height="20" viewBox="0 0 10 10">').code).toBe('INVALID_INPUT');
    expect(convert('svg', svg('<svg><rect width="5" height="5"/></svg>')).area).toBeCloseTo(25, 9);
  });

  it('an element under a transform that cannot be inverted paints nothing, as SVG renders it', () => {
    const flattened =
      '<rect width="9" height="9" transform="matrix(0 0 0 0 0 0)"/><g transform="scale(0 1)"><rect width="9" height="9"/></g>';
    expect(convert('svg', svg(`<rect width="2" height="2"/>${flattened}`)).area).toBeCloseTo(4, 9);
    expect(failure(() => convert('svg', svg(flattened))).message).toMatch(/paints no area/);
    // A scale of 1e-170 squared underflows to 0, but the transform can still be inverted: the
    // 1e140-unit square is drawn 1e-30 wide beside the unit square, not skipped.
    const tiny = convert(
      'svg',
      svg('<g transform="scale(1e-170)"><rect width="1e140" height="1e140"/></g><rect x="5" width="1" height="1"/>'),
    );
    expect(tiny.area).toBeCloseTo(1, 9);
    expect(tiny.shape.type === 'compound' ? tiny.shape.parts.length : 1).toBe(2);
  });

  it('a filled and stroked square paints the union of both: 12 × 12 = 144', () => {
    const entry = convert('svg', svg('<rect width="10" height="10" stroke="black" stroke-width="2"/>'));
    expect(entry.area).toBeCloseTo(144, 9);
    expect(entry.outlineArea).toBeCloseTo(144, 9);
  });

  it('the width scales with the transform, unless vector-effect="non-scaling-stroke"', () => {
    const line = (attributes: string) =>
      svg(`<path fill="none" stroke="#000" stroke-width="1" ${attributes} d="M0 0H10"/>`);
    expect(convert('svg', line('transform="scale(2)"')).area).toBeCloseTo(40, 9); // 20 long, 2 wide
    expect(convert('svg', line('transform="scale(2, 1)"')).area).toBeCloseTo(20, 9); // 20 long, 1 wide
    expect(convert('svg', line('transform="scale(2)" vector-effect="non-scaling-stroke"')).area).toBeCloseTo(20, 9);
  });

  it('dashes leave their gaps unpainted: 2 on, 3 off along 10 units, 2 wide', () => {
    const dashed = '<path fill="none" stroke="#000" stroke-width="2" stroke-dasharray="2 3" d="M0 0H10"/>';
    expect(convert('svg', svg(dashed)).area).toBeCloseTo(8, 9);
  });

  it('a width in units without a size (%, em) is a clear INVALID_INPUT naming the element', () => {
    const error = failure(() => convert('svg', svg('<path id="wire" stroke="#000" stroke-width="1em" d="M0 0H10"/>')));
    expect(error.code).toBe('INVALID_INPUT');
    expect(error.message).toMatch(/<path id="wire">: stroke-width="1em"/);
  });
});

describe('JSON polygon data: strict by default, --repair and --bad-part on request', () => {
  const square = [
    [0, 0],
    [4, 0],
    [4, 4],
    [0, 4],
    [0, 0],
  ];
  const bowTie = [
    [10, 0],
    [12, 2],
    [12, 0],
    [10, 2],
    [10, 0],
  ];
  const multi = JSON.stringify({ type: 'MultiPolygon', coordinates: [[square], [bowTie]] });

  it('strict: the bow tie fails the file, and the message names --repair and --bad-part', () => {
    const error = failure(() => convert('json', multi));
    expect(error.code).toBe('SELF_INTERSECTION');
    expect(error.message).toMatch(/polygon 2: .*--repair.*--bad-part skip/);
  });

  it('--repair: the bow tie becomes its two triangles: area = outlineArea = 16 + 2', () => {
    const entry = convert('json', multi, { repair: true });
    expect(entry.area).toBeCloseTo(18, 9);
    expect(entry.outlineArea).toBeCloseTo(18, 9);
    expect(entry.repairedParts).toBe(1);
  });

  it('--bad-part skip: the square stays, the bow tie is left out with its area reported', () => {
    const entry = convert('json', multi, { badPart: 'skip' });
    expect(entry.area).toBe(16);
    expect(entry).toMatchObject({ skippedParts: 1, skippedArea: expect.closeTo(2, 9) });
  });

  it('--repair unites overlapping parts of a MultiPolygon: 16 + 16 − 4 = 28', () => {
    const shifted = square.map(([x, y]) => [x + 2, y + 2]);
    const entry = convert(
      'json',
      JSON.stringify({ type: 'MultiPolygon', coordinates: [[square], [shifted], [bowTie]] }),
      {
        repair: true,
      },
    );
    expect(entry.area).toBeCloseTo(28 + 2, 9);
  });

  it('the options parse: --repair, --bad-part; contradicting them is a usage error', () => {
    expect(readDecomposeRequest(['a.json'], { repair: true }).settings).toEqual({ repair: true });
    expect(readDecomposeRequest(['a.json'], { badPart: 'skip' }).settings).toEqual({ badPart: 'skip' });
    expect(failure(() => readDecomposeRequest(['a.json'], { badPart: 'drop' })).code).toBe('INVALID_ARGUMENT');
    expect(failure(() => readDecomposeRequest(['a.json'], { repair: true, badPart: 'skip' })).message).toMatch(
      /--repair means --bad-part repair/,
    );
  });
});
