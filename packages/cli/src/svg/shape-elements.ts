import { SepaxError } from '@sepax/core';

/** The SVG elements read as outlines; everything else is ignored. @internal */
export const OUTLINE_ELEMENTS: ReadonlySet<string> = new Set([
  'path',
  'polygon',
  'polyline',
  'line',
  'rect',
  'circle',
  'ellipse',
]);

/**
 * The path data (`d`) that draws an outline element: `path` as is, the basic shapes
 * rewritten with lines and arcs so one path flattener handles them all. Returns null for a
 * shape that draws nothing (a zero width or radius, as SVG says).
 * @internal
 */
export function outlinePathData(name: string, attributes: ReadonlyMap<string, string>): string | null {
  switch (name) {
    case 'path':
      return attributes.get('d') ?? null;
    case 'polygon':
      return pointsPath(attributes.get('points') ?? '', 3, 'Z');
    // Open: a fill closes it (as SVG fills a polyline), a stroke does not.
    case 'polyline':
      return pointsPath(attributes.get('points') ?? '', 2, '');
    case 'line':
      return `M${length(attributes, 'x1')} ${length(attributes, 'y1')}L${length(attributes, 'x2')} ${length(attributes, 'y2')}`;
    case 'rect':
      return rectPath(attributes);
    case 'circle': {
      const r = length(attributes, 'r');
      return ellipsePath(length(attributes, 'cx'), length(attributes, 'cy'), r, r);
    }
    case 'ellipse':
      return ellipsePath(
        length(attributes, 'cx'),
        length(attributes, 'cy'),
        length(attributes, 'rx'),
        length(attributes, 'ry'),
      );
    default:
      return null;
  }
}

/** Path data through a `points` list, `end` appended; null with fewer than `least` points. */
function pointsPath(points: string, least: number, end: string): string | null {
  const numbers = points
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (numbers.length < 2 * least) return null;
  return `M${numbers.slice(0, 2).join(' ')}L${numbers.slice(2).join(' ')}${end}`;
}

/** A rectangle, with rounded corners when `rx`/`ry` are given (each defaults to the other, capped at half the side). */
function rectPath(attributes: ReadonlyMap<string, string>): string | null {
  const x = length(attributes, 'x');
  const y = length(attributes, 'y');
  const w = length(attributes, 'width');
  const h = length(attributes, 'height');
  if (w <= 0 || h <= 0) return null;
  const rxGiven = attributes.has('rx') ? length(attributes, 'rx') : undefined;
  const ryGiven = attributes.has('ry') ? length(attributes, 'ry') : undefined;
  const rx = Math.min(rxGiven ?? ryGiven ?? 0, w / 2);
  const ry = Math.min(ryGiven ?? rxGiven ?? 0, h / 2);
  if (rx <= 0 || ry <= 0) return `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
  const arc = `A${rx} ${ry} 0 0 1`;
  return (
    `M${x + rx} ${y}H${x + w - rx}${arc} ${x + w} ${y + ry}V${y + h - ry}${arc} ${x + w - rx} ${y + h}` +
    `H${x + rx}${arc} ${x} ${y + h - ry}V${y + ry}${arc} ${x + rx} ${y}Z`
  );
}

/** An ellipse as two half arcs (one arc cannot end where it starts). */
function ellipsePath(cx: number, cy: number, rx: number, ry: number): string | null {
  if (rx <= 0 || ry <= 0) return null;
  return `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
}

const LENGTH_PATTERN = /^\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)(px)?\s*$/;

/** A length in user units (a number, or px), or NaN: other units have no size without a viewport. @internal */
export function userUnits(text: string): number {
  const match = LENGTH_PATTERN.exec(text);
  return match ? Number(match[1]) : Number.NaN;
}

/** A coordinate or length attribute in user units (plain or `px`); 0 when absent. */
function length(attributes: ReadonlyMap<string, string>, name: string): number {
  const text = attributes.get(name);
  if (text === undefined) return 0;
  const value = userUnits(text);
  if (Number.isNaN(value)) {
    throw new SepaxError(
      'INVALID_INPUT',
      `SVG attribute ${name}="${text}" is not a plain number; only user units (or px) are supported — convert the shape to a path in your editor.`,
    );
  }
  return value;
}
