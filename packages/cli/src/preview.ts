import type { Vec2 } from '@sepax/core';
import { type Bounds, boundsOf, sizeOf } from './bounds.js';
import { printable } from './printable.js';

/** An outer ring and its holes (the shape of decomp's `PolygonWithHoles`). @internal */
export interface Outline {
  outer: readonly Vec2[];
  holes: readonly (readonly Vec2[])[];
}

/** What a preview draws, all in output coordinates. @internal */
export interface PreviewInput {
  /** Collider name, shown in the caption. */
  name: string;
  /** The outlines the pieces were made from. */
  outlines: readonly Outline[];
  /** The convex pieces, each a CCW ring. */
  pieces: readonly (readonly Vec2[])[];
  /** True when y points up (after `--flip-y`): the drawing is mirrored back so it looks like the art. */
  yUp: boolean;
}

/** Margin around the drawing, as a fraction of its larger side. */
const MARGIN = 0.05;
/** Caption height, as a fraction of the drawing's larger side. */
const CAPTION = 0.06;
/** Golden angle in degrees: consecutive pieces get hues far apart, however many there are. */
const HUE_STEP = 137.508;

/**
 * An SVG picture of one collider: every convex piece filled in its own colour with white
 * seams, the outline in black and holes dashed red on top, and a caption with the counts.
 * Strokes do not scale with the art, so the picture reads the same at any size.
 * @internal
 */
export function previewSvg(input: PreviewInput): string {
  const box = drawingBounds(input);
  const size = Math.max(sizeOf(box), Number.MIN_VALUE);
  const pad = size * MARGIN;
  const captionHeight = size * CAPTION;
  const x = box.minX - pad;
  const y = (input.yUp ? -box.maxY : box.minY) - pad;
  const width = box.maxX - box.minX + 2 * pad;
  const height = box.maxY - box.minY + 2 * pad;
  const flip = input.yUp ? ' transform="scale(1 -1)"' : '';
  const caption = `${input.name}: ${input.pieces.length} convex piece${input.pieces.length === 1 ? '' : 's'}, ${input.outlines.length} outline${input.outlines.length === 1 ? '' : 's'}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${fmt(x)} ${fmt(y)} ${fmt(width)} ${fmt(height + captionHeight)}" width="512">`,
    `<title>${escapeXml(caption)}</title>`,
    `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height + captionHeight)}" fill="#f4f4f4"/>`,
    `<g${flip} stroke-linejoin="round">`,
    ...input.pieces.map((piece, i) => pieceElement(piece, i)),
    ...input.outlines.flatMap(outlineElements),
    '</g>',
    `<text x="${fmt(x + pad)}" y="${fmt(y + height + captionHeight * 0.6)}" font-family="sans-serif" font-size="${fmt(captionHeight * 0.6)}" fill="#333">${escapeXml(caption)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

function pieceElement(piece: readonly Vec2[], index: number): string {
  const hue = (index * HUE_STEP) % 360;
  return `<path d="${ringPath(piece)}" fill="hsl(${hue.toFixed(1)} 70% 62%)" fill-opacity="0.9" stroke="#fff" stroke-width="1" vector-effect="non-scaling-stroke"/>`;
}

function outlineElements(outline: Outline): string[] {
  return [
    `<path d="${ringPath(outline.outer)}" fill="none" stroke="#111" stroke-width="2" vector-effect="non-scaling-stroke"/>`,
    ...outline.holes.map(
      (hole) =>
        `<path d="${ringPath(hole)}" fill="none" stroke="#d11" stroke-width="2" stroke-dasharray="4 3" vector-effect="non-scaling-stroke"/>`,
    ),
  ];
}

function ringPath(ring: readonly Vec2[]): string {
  return ring.map((p, i) => `${i === 0 ? 'M' : 'L'}${fmt(p.x)} ${fmt(p.y)}`).join('') + 'Z';
}

/** The box around everything drawn; a unit box when there is nothing. */
function drawingBounds(input: PreviewInput): Bounds {
  const box = boundsOf([...input.pieces, ...input.outlines.map((o) => o.outer)]);
  return Number.isFinite(box.minX) ? box : { minX: 0, minY: 0, maxX: 1, maxY: 1 };
}

/** Short, stable number text: six significant digits are far below a pixel at preview size. */
function fmt(n: number): string {
  return String(Number(n.toPrecision(6)));
}

/** XML text for `text`: markup escaped, and what XML cannot hold at all (controls, lone surrogates) written as visible escapes by `printable`. */
function escapeXml(text: string): string {
  return printable(text).replace(
    /[<>&"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] as string,
  );
}
