import { SepaxError, type Vec2 } from '@sepax/core';

/* SVG path data → flattened subpaths. */

/** The finest flattening tolerance, relative to the curve's size. */
const MIN_RELATIVE_TOLERANCE = 1e-9;

/**
 * Most points one path's data may flatten to. A curve takes up to tens of thousands of points
 * at a fine tolerance, so a few kilobytes of path data could otherwise make gigabytes of
 * points; the region stage works on a few million points in seconds.
 * @internal
 */
export const MAX_PATH_POINTS = 2 ** 22;

const COMMAND = /[MmLlHhVvCcSsQqTtAaZz]/;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/;

/**
 * Flattens path data into subpaths (each a list of points, implicitly closed for a fill);
 * `closed`, when given, receives per subpath whether it ended with Z (what a stroke needs).
 * More than `maxPoints` points in all is refused with INVALID_INPUT. @internal
 */
export function flattenSvgPath(
  d: string,
  tolerance: number,
  closed?: boolean[],
  maxPoints = MAX_PATH_POINTS,
): Vec2[][] {
  if (typeof d !== 'string') throw new SepaxError('INVALID_ARGUMENT', 'An SVG path must be a string of path data.');
  const state = new PathState(tolerance, closed ?? [], maxPoints);
  const reader = new Reader(d);
  let command = '';
  while (reader.skipSeparators()) {
    const next = reader.peek();
    if (COMMAND.test(next)) {
      command = next;
      reader.advance();
      if (command === 'Z' || command === 'z') {
        state.close();
        continue;
      }
    } else if (command === '' || command === 'Z' || command === 'z') {
      throw reader.error('a command letter');
    }
    command = state.apply(command, reader);
  }
  return state.finish();
}

/** Cursor over the path string. */
class Reader {
  private at = 0;
  constructor(private readonly text: string) {}

  /** Skips whitespace and commas; false at the end. */
  skipSeparators(): boolean {
    while (this.at < this.text.length && /[\s,]/.test(this.text[this.at])) this.at++;
    return this.at < this.text.length;
  }

  peek(): string {
    return this.text[this.at];
  }

  advance(): void {
    this.at++;
  }

  number(): number {
    this.skipSeparators();
    const match = NUMBER.exec(this.text.slice(this.at));
    if (!match) throw this.error('a number');
    const value = Number(match[0]);
    if (!Number.isFinite(value)) {
      throw new SepaxError(
        'NON_FINITE',
        `SVG path: the number ${match[0]} at character ${this.at} is beyond the float range; scale the art down.`,
      );
    }
    this.at += match[0].length;
    return value;
  }

  /** An arc flag: a single 0 or 1, which may be written with no separator after it. */
  flag(): boolean {
    this.skipSeparators();
    const c = this.text[this.at];
    if (c !== '0' && c !== '1') throw this.error('an arc flag (0 or 1)');
    this.at++;
    return c === '1';
  }

  error(what: string): SepaxError {
    return new SepaxError(
      'INVALID_INPUT',
      `SVG path: expected ${what} at character ${this.at}: "${this.text.slice(this.at, this.at + 12)}".`,
    );
  }
}

/** The pen: current point, subpath start, last control point, and the subpaths so far. */
class PathState {
  private x = 0;
  private y = 0;
  private startX = 0;
  private startY = 0;
  /** Reflection source for S/T; null when the previous command was not the same kind of curve. */
  private lastCubic: Vec2 | null = null;
  private lastQuad: Vec2 | null = null;
  private current: Vec2[] = [];
  private readonly subpaths: Vec2[][] = [];
  /** Points made so far, in all subpaths. */
  private points = 0;

  constructor(
    private readonly tolerance: number,
    private readonly closed: boolean[],
    private readonly maxPoints: number,
  ) {}

  /** Applies one command's arguments; returns the command that repeats (M → L). */
  apply(command: string, r: Reader): string {
    const rel = command === command.toLowerCase();
    const ox = rel ? this.x : 0;
    const oy = rel ? this.y : 0;
    switch (command.toUpperCase()) {
      case 'M':
        this.moveTo(ox + r.number(), oy + r.number());
        return rel ? 'l' : 'L';
      case 'L':
        this.lineTo(ox + r.number(), oy + r.number());
        break;
      case 'H':
        this.lineTo(ox + r.number(), this.y);
        break;
      case 'V':
        this.lineTo(this.x, oy + r.number());
        break;
      case 'C':
        this.cubic(
          { x: ox + r.number(), y: oy + r.number() },
          { x: ox + r.number(), y: oy + r.number() },
          ox + r.number(),
          oy + r.number(),
        );
        return command;
      case 'S':
        this.cubic(
          this.reflect(this.lastCubic),
          { x: ox + r.number(), y: oy + r.number() },
          ox + r.number(),
          oy + r.number(),
        );
        return command;
      case 'Q':
        this.quad({ x: ox + r.number(), y: oy + r.number() }, ox + r.number(), oy + r.number());
        return command;
      case 'T':
        this.quad(this.reflect(this.lastQuad), ox + r.number(), oy + r.number());
        return command;
      default:
        this.arc(r.number(), r.number(), r.number(), r.flag(), r.flag(), ox + r.number(), oy + r.number());
    }
    this.lastCubic = null;
    this.lastQuad = null;
    return command;
  }

  close(): void {
    this.endSubpath(true);
    this.x = this.startX;
    this.y = this.startY;
    this.lastCubic = null;
    this.lastQuad = null;
  }

  finish(): Vec2[][] {
    this.endSubpath();
    return this.subpaths;
  }

  private moveTo(x: number, y: number): void {
    this.endSubpath();
    this.x = this.startX = x;
    this.y = this.startY = y;
    this.push(x, y);
    this.lastCubic = null;
    this.lastQuad = null;
  }

  private lineTo(x: number, y: number): void {
    if (this.current.length === 0) this.push(this.x, this.y);
    this.push(x, y);
    this.x = x;
    this.y = y;
  }

  private push(x: number, y: number): void {
    if (++this.points > this.maxPoints) {
      throw new SepaxError(
        'INVALID_INPUT',
        `The SVG path data flattens to more than ${this.maxPoints} points at tolerance ${this.tolerance} (each curve is split until it strays less than the tolerance from its chords): raise the tolerance, or split the path.`,
        { maxPathPoints: this.maxPoints, tolerance: this.tolerance },
      );
    }
    this.current.push({ x, y });
  }

  private endSubpath(closed = false): void {
    if (this.current.length > 0) {
      this.subpaths.push(this.current);
      this.closed.push(closed);
    }
    this.current = [];
  }

  private reflect(control: Vec2 | null): Vec2 {
    return control ? { x: 2 * this.x - control.x, y: 2 * this.y - control.y } : { x: this.x, y: this.y };
  }

  private cubic(c1: Vec2, c2: Vec2, x: number, y: number): void {
    const p0 = { x: this.x, y: this.y };
    const p3 = { x, y };
    const m = Math.max(secondDifference(p0, c1, c2), secondDifference(c1, c2, p3));
    const n = segmentsFor(0.75 * m, this.tolerance);
    for (let i = 1; i <= n; i++) {
      const t = i / n;
      const u = 1 - t;
      this.lineTo(
        u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * x,
        u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * y,
      );
    }
    this.lastCubic = c2;
    this.lastQuad = null;
  }

  private quad(c: Vec2, x: number, y: number): void {
    const p0 = { x: this.x, y: this.y };
    const n = segmentsFor(0.25 * secondDifference(p0, c, { x, y }), this.tolerance);
    for (let i = 1; i <= n; i++) {
      const t = i / n;
      const u = 1 - t;
      this.lineTo(u * u * p0.x + 2 * u * t * c.x + t * t * x, u * u * p0.y + 2 * u * t * c.y + t * t * y);
    }
    this.lastQuad = c;
    this.lastCubic = null;
  }

  /** Elliptical arc, SVG implementation notes F.6.5 (endpoint → centre) and F.6.6 (radii). */
  private arc(rxIn: number, ryIn: number, degrees: number, large: boolean, sweep: boolean, x: number, y: number): void {
    let rx = Math.abs(rxIn);
    let ry = Math.abs(ryIn);
    if (rx === 0 || ry === 0 || (x === this.x && y === this.y)) {
      this.lineTo(x, y);
      return;
    }
    const phi = (degrees * Math.PI) / 180;
    const cos = Math.cos(phi);
    const sin = Math.sin(phi);
    const dx = (this.x - x) / 2;
    const dy = (this.y - y) / 2;
    const x1 = cos * dx + sin * dy;
    const y1 = -sin * dx + cos * dy;
    const lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
    if (lambda > 1) {
      rx *= Math.sqrt(lambda);
      ry *= Math.sqrt(lambda);
    }
    const num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
    const den = rx * rx * y1 * y1 + ry * ry * x1 * x1;
    const k = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / den));
    const cx1 = (k * rx * y1) / ry;
    const cy1 = (-k * ry * x1) / rx;
    const cx = cos * cx1 - sin * cy1 + (this.x + x) / 2;
    const cy = sin * cx1 + cos * cy1 + (this.y + y) / 2;
    const theta1 = Math.atan2((y1 - cy1) / ry, (x1 - cx1) / rx);
    let delta = Math.atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - theta1;
    if (sweep && delta < 0) delta += 2 * Math.PI;
    if (!sweep && delta > 0) delta -= 2 * Math.PI;
    const r = Math.max(rx, ry);
    const step = 2 * Math.acos(Math.max(-1, 1 - Math.max(this.tolerance, MIN_RELATIVE_TOLERANCE * r) / r));
    const n = Math.max(1, Math.ceil(Math.abs(delta) / step));
    for (let i = 1; i < n; i++) {
      const t = theta1 + (delta * i) / n;
      const ex = rx * Math.cos(t);
      const ey = ry * Math.sin(t);
      this.lineTo(cos * ex - sin * ey + cx, sin * ex + cos * ey + cy);
    }
    this.lineTo(x, y); // exactly the endpoint, so joins stay exact
  }
}

function secondDifference(a: Vec2, b: Vec2, c: Vec2): number {
  return Math.hypot(a.x - 2 * b.x + c.x, a.y - 2 * b.y + c.y);
}

/** Wang's segment count for a bound `k·M` on the curve's deviation, at least 1. */
function segmentsFor(bound: number, tolerance: number): number {
  return Math.max(1, Math.ceil(Math.sqrt(bound / Math.max(tolerance, MIN_RELATIVE_TOLERANCE * bound))));
}
