import { type AABB, emptyAABB, rejectAABBOut, unionOfBoxes } from './aabb.js';
import { ChainTree } from './chain-tree.js';
import { SepaxError } from './errors.js';
import { describeValue } from './describe-value.js';
import { readOptions } from './options.js';
import type { ChainJSON } from './json-types.js';
import { Segment } from './segment.js';
import { Shape, TRANSFORM_SLOTS } from './shape.js';
import { RELATIVE_MERGE_TOLERANCE } from './tolerances.js';
import type { TransformInit } from './transform.js';
import { readPoints, type Vec2, type VecLike } from './vec2.js';
import { CHAIN_CLASS, setShapeClass } from './shape-class.js';

/**
 * How a {@link Chain} is built besides its points.
 *
 * @example
 * ```ts
 * import { Chain, type ChainOptions } from '@sepax/core';
 * const options: ChainOptions = { loop: true, oneSided: true };
 * new Chain([[0, 0], [4, 0], [4, 4], [0, 4]], options); // a solid square room wall, collided from outside
 * ```
 */
export interface ChainOptions {
  /** Join the last point back to the first (a closed outline). Default false. */
  loop?: boolean;
  /**
   * Collide only from the free side: the right of the direction of travel (the outside of a
   * counter-clockwise loop). A shape whose centre is behind the surface passes through.
   * Default false: both sides are surfaces.
   */
  oneSided?: boolean;
}

/**
 * A polyline for static terrain and level walls (Box2D's chain shape): open or closed, one- or
 * two-sided, made of {@link Segment}s that share their vertices.
 *
 * What it adds over loose segments is **ghost-vertex handling**: each segment knows its
 * neighbours, so a shape sliding along the chain never catches on the joints between
 * segments. At a joint where the surface is flat or bends inward, a collision normal that
 * tilts toward the joint is snapped to the segment's own normal; at a joint that bends
 * outward, a normal beyond the neighbour's normal is left to the neighbour. One-sided, the
 * free side is the right of the direction of travel: walk along the surface with the solid
 * on your left (a counter-clockwise loop is solid inside, like a polygon's outline).
 *
 * A chain has no area and cannot be a compound part. It collides with every kind (with
 * another chain, segment by segment), and `@sepax/query` indexes it per segment.
 *
 * @example
 * ```ts
 * import { Chain, Polygon, collide } from '@sepax/core';
 * // Ground listed right to left (y up): the solid is below, on the left of travel.
 * const ground = new Chain([[10, 0], [5, 0], [0, 0], [-5, 1]], { oneSided: true });
 * const crate = Polygon.box(1, 1, { position: [5.2, 0.45] });
 * collide(ground, crate)?.normal; // { x: 0, y: 1 }: never caught on the joint at x = 5
 * ```
 */
export class Chain extends Shape {
  get kind(): 'chain' {
    return 'chain';
  }

  /** The segments, in order: segment i runs from point i to point i + 1 (the last back to 0 in a loop). */
  readonly segments: readonly Segment[];
  /** Whether the last point joins the first. */
  readonly loop: boolean;
  /** Whether only the free side (right of travel) collides. */
  readonly oneSided: boolean;
  /** @internal Local points, flat. */
  readonly _local: Float64Array;
  /** @internal The segments' boxes in the local frame, for finding the few near a shape. */
  readonly _tree: ChainTree;
  private readonly _scratch = emptyAABB();
  private _freeStamp = -1;
  private _freeSign = 1;

  /**
   * @param points - the vertices in order, `{ x, y }` or `[x, y]`: at least 2 (3 for a loop),
   *   neighbours distinct
   * @param options - `loop` and `oneSided`
   * @param transform - initial position, angle and scale (any scale)
   * @throws SepaxError NON_FINITE, TOO_FEW_POINTS (too few points, or two neighbours that
   *   coincide), INVALID_ARGUMENT (bad options), INVALID_SCALE
   */
  constructor(points: readonly VecLike[], options: ChainOptions = {}, transform?: TransformInit) {
    super(TRANSFORM_SLOTS);
    const given = readOptions(options, 'Chain options', '{ loop?, oneSided? }') ?? {};
    const loop = readFlag(given.loop, 'loop');
    const flat = readPoints(points, 'Chain points');
    const n = flat.length >> 1;
    if (loop && n > 3 && flat[0] === flat[2 * n - 2] && flat[1] === flat[2 * n - 1]) flat.length -= 2;
    const count = flat.length >> 1;
    if (count < (loop ? 3 : 2)) {
      throw new SepaxError(
        'TOO_FEW_POINTS',
        `A ${loop ? 'closed ' : ''}Chain needs at least ${loop ? 3 : 2} points; got ${count}.`,
        { count },
      );
    }
    checkNeighbours(flat, loop);
    this.loop = loop;
    this.oneSided = readFlag(given.oneSided, 'oneSided');
    this._local = Float64Array.from(flat);
    const segments: Segment[] = [];
    const edges = loop ? count : count - 1;
    for (let i = 0; i < edges; i++) {
      const j = (i + 1) % count;
      const s = new Segment([flat[2 * i], flat[2 * i + 1]], [flat[2 * j], flat[2 * j + 1]]);
      s._parent = this;
      segments.push(s);
    }
    this.segments = Object.freeze(segments);
    this._tree = new ChainTree(this._local, edges);
    this._initTransform(transform);
  }

  /** Number of vertices. */
  get count(): number {
    return this._local.length >> 1;
  }

  /** Local vertices in order (fresh copies). */
  get points(): Vec2[] {
    const out: Vec2[] = [];
    for (let i = 0; i < this._local.length; i += 2) out.push({ x: this._local[i], y: this._local[i + 1] });
    return out;
  }

  /**
   * World vertices, flat `[x0, y0, x1, y1, …]`, in the chain's order (a fresh array).
   *
   * @example
   * ```ts
   * import { Chain } from '@sepax/core';
   * new Chain([[0, 0], [1, 0]], {}, { position: [5, 0] }).worldPoints(); // Float64Array [5, 0, 6, 0]
   * ```
   */
  worldPoints(): Float64Array {
    const n = this.count;
    const out = new Float64Array(2 * n);
    for (let i = 0; i < this.segments.length; i++) {
      const w = this.segments[i]._worldPoints();
      out[2 * i] = w[0];
      out[2 * i + 1] = w[1];
      if (i + 1 < n) {
        out[2 * i + 2] = w[2];
        out[2 * i + 3] = w[3];
      }
    }
    return out;
  }

  /**
   * A segment's own transform is not the chain's geometry (the chain's tree reads its local
   * points), so nothing here goes stale.
   * @internal
   */
  _partMoved(): void {}

  /**
   * @internal +1 when the free side is the right of each world segment (a segment's first
   * world normal), −1 when a mirroring transform has swapped the sides.
   */
  _freeSide(): number {
    if (this._freeStamp !== this._stamp) {
      const m = Chain._m;
      this._matrix(m);
      this._freeSign = m[0] * m[3] - m[1] * m[2] < 0 ? -1 : 1;
      this._freeStamp = this._stamp;
    }
    return this._freeSign;
  }

  private static readonly _m = new Float64Array(6);

  /**
   * @internal Finds the segments whose boxes may touch a world box (taken into the local
   * frame, slightly padded against round-off) into `_tree.found`; returns how many.
   */
  _segmentsNear(world: AABB): number {
    const m = Chain._m;
    this._matrix(m);
    const det = m[0] * m[3] - m[1] * m[2];
    const local = Chain._queryBox;
    local[0] = Infinity;
    local[1] = Infinity;
    local[2] = -Infinity;
    local[3] = -Infinity;
    for (let k = 0; k < 4; k++) {
      const dx = (k & 1 ? world.maxX : world.minX) - m[4];
      const dy = (k & 2 ? world.maxY : world.minY) - m[5];
      const x = (m[3] * dx - m[2] * dy) / det;
      const y = (-m[1] * dx + m[0] * dy) / det;
      if (x < local[0]) local[0] = x;
      if (y < local[1]) local[1] = y;
      if (x > local[2]) local[2] = x;
      if (y > local[3]) local[3] = y;
    }
    const pad = 1e-9 * (Math.abs(local[0]) + Math.abs(local[1]) + Math.abs(local[2]) + Math.abs(local[3]));
    local[0] -= pad;
    local[1] -= pad;
    local[2] += pad;
    local[3] += pad;
    return this._tree.query(local);
  }

  private static readonly _queryBox = new Float64Array(4);

  aabb(out: AABB = emptyAABB()): AABB {
    if (out === null || typeof out !== 'object') rejectAABBOut(out);
    return unionOfBoxes(this.segments, this._scratch, out);
  }

  toJSON(): ChainJSON {
    const points: [number, number][] = [];
    for (let i = 0; i < this._local.length; i += 2) points.push([this._local[i], this._local[i + 1]]);
    const json: ChainJSON = { type: 'chain', points };
    if (this.loop) json.loop = true;
    if (this.oneSided) json.oneSided = true;
    return Object.assign(json, this._transformJSON());
  }
}

setShapeClass(Chain, CHAIN_CLASS);

function readFlag(value: unknown, name: string): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `Chain option ${name} must be true or false; got ${describeValue(value)}.`,
    );
  }
  return value;
}

/** Rejects two neighbouring points that coincide (a segment of no length). */
function checkNeighbours(flat: number[], loop: boolean): void {
  const n = flat.length >> 1;
  let size = 0;
  for (const v of flat) size = Math.max(size, Math.abs(v));
  const tol = RELATIVE_MERGE_TOLERANCE * size;
  const edges = loop ? n : n - 1;
  for (let i = 0; i < edges; i++) {
    const j = (i + 1) % n;
    if (Math.hypot(flat[2 * j] - flat[2 * i], flat[2 * j + 1] - flat[2 * i + 1]) <= tol) {
      throw new SepaxError(
        'TOO_FEW_POINTS',
        `Chain points ${i} and ${j} coincide, so segment ${i} has no length; remove the repeated point.`,
        { index: j },
      );
    }
  }
}
