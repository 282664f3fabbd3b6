import { SepaxError, type Vec2 } from '@sepax/core';

/**
 * An SVG affine matrix `[a, b, c, d, e, f]`: x' = a·x + c·y + e, y' = b·x + d·y + f.
 * @internal
 */
export type Matrix = readonly [number, number, number, number, number, number];

/** The identity matrix. @internal */
export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

const DEGREES = Math.PI / 180;

/** `m · n`: apply `n` first, then `m` (SVG's "parent then child" order). @internal */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** Maps a point through a matrix, into a fresh object. @internal */
export function applyMatrix(m: Matrix, p: Vec2): Vec2 {
  return { x: m[0] * p.x + m[2] * p.y + m[4], y: m[1] * p.x + m[3] * p.y + m[5] };
}

/**
 * How much a matrix scales lengths, on average (√|det|); flattening tolerances divide by it.
 * The entries are scaled by the largest first, so the determinant neither overflows
 * (scale(1e200) is 1e200, not Infinity) nor underflows. @internal
 */
export function lengthScale(m: Matrix): number {
  const largest = Math.max(Math.abs(m[0]), Math.abs(m[1]), Math.abs(m[2]), Math.abs(m[3]));
  if (largest === 0) return 0;
  const determinant = (m[0] / largest) * (m[3] / largest) - (m[1] / largest) * (m[2] / largest);
  return largest * Math.sqrt(Math.abs(determinant));
}

const FUNCTION_PATTERN = /\s*,?\s*([A-Za-z]+)\s*\(([^)]*)\)/y;
const NUMBER_PATTERN = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;

/**
 * Parses an SVG `transform` attribute (`matrix`, `translate`, `scale`, `rotate` with an
 * optional centre, `skewX`, `skewY`, in any sequence) into one matrix.
 * @internal
 */
export function parseTransform(text: string): Matrix {
  let result = IDENTITY;
  let at = 0;
  while (at < text.length && text.slice(at).trim() !== '') {
    FUNCTION_PATTERN.lastIndex = at;
    const match = FUNCTION_PATTERN.exec(text);
    if (!match) throw badTransform(text);
    result = multiply(result, transformFunction(match[1], numbersIn(match[2]), text));
    at = FUNCTION_PATTERN.lastIndex;
  }
  return result;
}

function numbersIn(text: string): number[] {
  return (text.match(NUMBER_PATTERN) ?? []).map(Number);
}

function transformFunction(name: string, args: number[], text: string): Matrix {
  const [p = NaN, q, r] = args;
  switch (name) {
    case 'matrix':
      if (args.length !== 6) throw badTransform(text);
      return args as unknown as Matrix;
    case 'translate':
      return checked([1, 0, 0, 1, p, q ?? 0], args, 1, 2, text);
    case 'scale':
      return checked([p, 0, 0, q ?? p, 0, 0], args, 1, 2, text);
    case 'rotate':
      return checked(rotation(p * DEGREES, q ?? 0, r ?? 0), args, 1, 3, text);
    case 'skewX':
      return checked([1, 0, Math.tan(p * DEGREES), 1, 0, 0], args, 1, 1, text);
    case 'skewY':
      return checked([1, Math.tan(p * DEGREES), 0, 1, 0, 0], args, 1, 1, text);
    default:
      throw badTransform(text);
  }
}

/** Rotation by `angle` radians about (cx, cy): translate(c) · rotate · translate(−c). */
function rotation(angle: number, cx: number, cy: number): Matrix {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy];
}

function checked(m: Matrix, args: number[], min: number, max: number, text: string): Matrix {
  if (args.length < min || args.length > max || (max === 3 && args.length === 2)) throw badTransform(text);
  return m;
}

function badTransform(text: string): SepaxError {
  return new SepaxError(
    'INVALID_INPUT',
    `Cannot read the SVG transform "${text}": expected matrix(a b c d e f), translate(x [y]), scale(x [y]), rotate(a [cx cy]), skewX(a) or skewY(a).`,
  );
}
