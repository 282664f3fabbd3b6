import { type AABB, emptyAABB, rejectAABBOut } from './aabb.js';
import { ConvexShape } from './convex-shape.js';
import { SepaxError } from './errors.js';
import type { CompoundJSON } from './json-types.js';
import { requireUniformScale, Shape } from './shape.js';
import type { TransformInit } from './transform.js';

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

  /**
   * @param parts - convex shapes (polygons, circles, capsules, points) not already in a compound
   * @param transform - initial position, angle and scale of the whole compound
   * @throws SepaxError INVALID_ARGUMENT (no parts, a hole in the list, a non-convex part, a part
   *   already used or listed twice), or the transform's codes
   */
  constructor(parts: readonly ConvexShape[], transform?: TransformInit) {
    super();
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

  protected override _checkScale(sx: number, sy: number): void {
    if (this.parts.some((part) => part._localRadius > 0)) requireUniformScale('compound with rounded parts', sx, sy);
  }

  aabb(out: AABB = emptyAABB()): AABB {
    if (out === null || typeof out !== 'object') rejectAABBOut(out);
    const box = this._scratch;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const part of this.parts) {
      part.aabb(box);
      if (box.minX < minX) minX = box.minX;
      if (box.minY < minY) minY = box.minY;
      if (box.maxX > maxX) maxX = box.maxX;
      if (box.maxY > maxY) maxY = box.maxY;
    }
    out.minX = minX;
    out.minY = minY;
    out.maxX = maxX;
    out.maxY = maxY;
    return out;
  }

  toJSON(): CompoundJSON {
    const parts = this.parts.map((part) => part.toJSON()) as CompoundJSON['parts'];
    return Object.assign({ type: 'compound' as const, parts }, this._transformJSON());
  }
}

/** Rejects a part that is not a free convex shape; `seen` maps the parts checked so far to their index. */
function checkPart(part: unknown, index: number, seen: Map<unknown, number>): ConvexShape {
  if (!(part instanceof ConvexShape)) {
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
