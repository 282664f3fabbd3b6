import { isConvexShape } from './brand.js';
import { type AABB, emptyAABB, rejectAABBOut, unionOfBoxes } from './aabb.js';
import type { ConvexShape } from './convex-shape.js';
import { type PartList, PartTree, SMALL_COMPOUND } from './part-tree.js';
import { SepaxError } from './errors.js';
import type { CompoundJSON } from './json-types.js';
import { requireUniformScale, Shape, TRANSFORM_SLOTS } from './shape.js';
import type { TransformInit } from './transform.js';
import { COMPOUND_CLASS, setShapeClass } from './shape-class.js';

/**
 * A concave collider: convex parts in the compound's local frame, moved together by one
 * transform. `@sepax/decomp` builds these from concave art.
 *
 * Each part keeps its own transform relative to the compound; changing the compound's
 * transform moves every part without touching them.
 *
 * @example
 * ```ts
 * import { Circle, Compound, Polygon } from '@sepax/core';
 * const hammer = new Compound([
 *   Polygon.box(0.2, 2),
 *   Polygon.box(1, 0.4, { position: [0, 1] }),
 * ], { position: [5, 5] });
 * hammer.rotate(Math.PI / 2);
 * ```
 */
export class Compound extends Shape {
  get kind(): 'compound' {
    return 'compound';
  }
  /** The convex parts, in the compound's local frame. */
  readonly parts: readonly ConvexShape[];
  private readonly _scratch = emptyAABB();
  /** Built on first use, in the compound's own frame; stale once a part's own transform changes. */
  private _tree: PartTree | null = null;
  private _treeStale = false;

  /**
   * @param parts - convex shapes (polygons, circles, capsules, points) not already in a compound
   * @param transform - initial position, angle and scale of the whole compound
   * @throws SepaxError INVALID_ARGUMENT (no parts, a hole in the list, a non-convex part, a part
   *   already used or listed twice), or the transform's codes
   */
  constructor(parts: readonly ConvexShape[], transform?: TransformInit) {
    super(TRANSFORM_SLOTS);
    if (!Array.isArray(parts) || parts.length === 0) {
      throw new SepaxError('INVALID_ARGUMENT', 'A Compound needs a non-empty array of convex parts.');
    }
    // An index loop, not forEach: forEach skips the holes of a sparse array. Each part is read
    // once, checked and copied, so a list that changes between reads cannot slip one past.
    const seen = new Map<unknown, number>();
    const count = parts.length;
    const copy: ConvexShape[] = [];
    for (let i = 0; i < count; i++) copy.push(checkPart(parts[i], i, seen));
    this.parts = Object.freeze(copy);
    // The transform is validated before the parts are claimed, so a rejected compound leaves
    // them free for the next one.
    this._initTransform(transform);
    for (const part of this.parts) part._parent = this;
  }

  /** @internal */
  protected override _checkScale(sx: number, sy: number): void {
    if (this.parts.some((part) => part._localRadius > 0)) requireUniformScale('compound with rounded parts', sx, sy);
  }

  /** @internal A part's own transform changed: its box in the compound's frame must be recomputed. */
  _partMoved(): void {
    this._treeStale = true;
  }

  /**
   * @internal Appends to `out` the index of every part whose box may meet the world box
   * `box` ([minX, minY, maxX, maxY]): the box is taken into the compound's frame (the box of
   * its corners under the inverse transform, grown by round-off), then the part tree is asked.
   */
  _partsNear(box: Float64Array, out: PartList): void {
    out.count = 0;
    const parts = this.parts;
    if (parts.length <= SMALL_COMPOUND) {
      // A few parts cost less to list, in order, than to take the box into the tree's frame.
      for (let i = 0; i < parts.length; i++) out.add(i);
      return;
    }
    const tree = this._freshTree();
    const m = frameMatrix;
    this._matrix(m);
    const det = m[0] * m[3] - m[1] * m[2];
    // The inverse linear part, [a, b, c, d] → [d, −b, −c, a] / det.
    const ia = m[3] / det;
    const ib = -m[1] / det;
    const ic = -m[2] / det;
    const id = m[0] / det;
    const local = localQuery;
    local[0] = Infinity;
    local[1] = Infinity;
    local[2] = -Infinity;
    local[3] = -Infinity;
    for (let k = 0; k < 4; k++) {
      const x = (k & 1 ? box[2] : box[0]) - m[4];
      const y = (k & 2 ? box[3] : box[1]) - m[5];
      const lx = ia * x + ic * y;
      const ly = ib * x + id * y;
      if (lx < local[0]) local[0] = lx;
      if (ly < local[1]) local[1] = ly;
      if (lx > local[2]) local[2] = lx;
      if (ly > local[3]) local[3] = ly;
    }
    // Round-off of the two transforms, relative to the coordinates involved.
    const slack =
      1e-9 * (Math.abs(local[0]) + Math.abs(local[1]) + Math.abs(local[2]) + Math.abs(local[3]) + local[2] - local[0]);
    local[0] -= slack;
    local[1] -= slack;
    local[2] += slack;
    local[3] += slack;
    tree.query(local, out);
  }

  /**
   * @internal A world box holding every part ([minX, minY, maxX, maxY] into `out`), in O(1):
   * the tree's root box in the compound's frame, taken to the world by its four corners.
   */
  _treeWorldBox(out: Float64Array): void {
    const tree = this._freshTree();
    const b = tree.boxes;
    const m = frameMatrix;
    this._matrix(m);
    out[0] = Infinity;
    out[1] = Infinity;
    out[2] = -Infinity;
    out[3] = -Infinity;
    for (let k = 0; k < 4; k++) {
      const x = k & 1 ? b[2] : b[0];
      const y = k & 2 ? b[3] : b[1];
      const wx = m[0] * x + m[2] * y + m[4];
      const wy = m[1] * x + m[3] * y + m[5];
      if (wx < out[0]) out[0] = wx;
      if (wy < out[1]) out[1] = wy;
      if (wx > out[2]) out[2] = wx;
      if (wy > out[3]) out[3] = wy;
    }
    const slack = 1e-9 * (Math.abs(out[0]) + Math.abs(out[1]) + Math.abs(out[2]) + Math.abs(out[3]) + out[2] - out[0]);
    out[0] -= slack;
    out[1] -= slack;
    out[2] += slack;
    out[3] += slack;
  }

  /** The part tree, built on first use and rebuilt after a part's own transform changed. */
  private _freshTree(): PartTree {
    if (this._tree === null) this._tree = new PartTree(this.parts);
    else if (this._treeStale) this._tree.rebuild(this.parts);
    this._treeStale = false;
    return this._tree;
  }

  aabb(out: AABB = emptyAABB()): AABB {
    if (out === null || typeof out !== 'object') rejectAABBOut(out);
    return unionOfBoxes(this.parts, this._scratch, out);
  }

  toJSON(): CompoundJSON {
    const parts = this.parts.map((part) => part.toJSON()) as CompoundJSON['parts'];
    return Object.assign({ type: 'compound' as const, parts }, this._transformJSON());
  }
}

setShapeClass(Compound, COMPOUND_CLASS);

const frameMatrix = new Float64Array(6);
const localQuery = new Float64Array(4);

/** Rejects a part that is not a free convex shape; `seen` maps the parts checked so far to their index. */
function checkPart(part: unknown, index: number, seen: Map<unknown, number>): ConvexShape {
  if (!isConvexShape(part)) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `Compound part ${index} is not a convex shape (Polygon, Circle, Capsule or Point); compounds do not nest.`,
      { index },
    );
  }
  if (part._parent !== null) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `Compound part ${index} already belongs to a compound; create a new shape for each compound.`,
      { index },
    );
  }
  const first = seen.get(part);
  if (first !== undefined) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `Compound part ${index} is the same shape as part ${first}; create a new shape for each part.`,
      { index },
    );
  }
  seen.set(part, index);
  return part;
}
