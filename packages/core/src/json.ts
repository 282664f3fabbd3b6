import { Capsule } from './capsule.js';
import { Chain } from './chain.js';
import { Circle } from './circle.js';
import { Compound } from './compound.js';
import { describeValue } from './describe-value.js';
import { SepaxError } from './errors.js';
import type { ConvexShape } from './convex-shape.js';
import type { CompoundJSON, PointJSON, ShapeJSON, TransformJSON } from './json-types.js';
import { Point } from './point.js';
import { Polygon } from './polygon.js';
import { Segment } from './segment.js';
import type { Shape } from './shape.js';
import type { TransformInit } from './transform.js';

/**
 * Builds a shape from its JSON form (as written by `shape.toJSON()`), validating everything
 * the constructors validate.
 *
 * @example
 * ```ts
 * import { Polygon, fromJSON } from '@sepax/core';
 * const saved = JSON.stringify(Polygon.box(2, 1, { position: [3, 0] }));
 * const box = fromJSON(JSON.parse(saved)); // a Polygon at (3, 0)
 * ```
 * @throws SepaxError INVALID_ARGUMENT for an unknown type, a missing field or a nested compound,
 *   or any constructor's code (a compound part's error names the part)
 */
export function fromJSON(json: ShapeJSON): Shape {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      'fromJSON needs an object with a "type" field (polygon, circle, capsule, point, segment, chain, compound).',
    );
  }
  switch (json.type) {
    case 'polygon':
      // A radius that is present is read as given: NaN, null (NaN after JSON.stringify) and
      // false are rejected by Polygon.rounded, not taken for "no radius".
      return json.radius === undefined
        ? new Polygon(json.points, transformOf(json))
        : Polygon.rounded(json.points, json.radius, transformOf(json));
    case 'circle':
      return new Circle(json.radius, transformOf(json));
    case 'capsule':
      return new Capsule(json.a, json.b, json.radius, transformOf(json));
    case 'point':
      return pointFromJSON(json);
    case 'compound':
      return compoundFromJSON(json);
    case 'segment':
      return new Segment(json.a, json.b, transformOf(json));
    case 'chain':
      return new Chain(json.points, { loop: json.loop, oneSided: json.oneSided }, transformOf(json));
    default:
      throw new SepaxError(
        'INVALID_ARGUMENT',
        `Unknown shape type ${describeValue((json as { type?: unknown }).type)}; expected polygon, circle, capsule, point, segment, chain or compound.`,
      );
  }
}

function pointFromJSON(json: PointJSON): Point {
  // The position is required: a point that silently lands on the origin hides a broken file.
  if (json.position === undefined) throw new SepaxError('INVALID_ARGUMENT', 'point JSON needs a "position" [x, y].');
  return new Point(json.position).setTransform(transformOf(json));
}

/**
 * Parts are read one level deep: a nested compound is refused before it is read, so a file
 * nested a million levels deep is one error, not a stack overflow. A bad part's error names it.
 */
function compoundFromJSON(json: CompoundJSON): Compound {
  if (!Array.isArray(json.parts)) throw new SepaxError('INVALID_ARGUMENT', 'compound JSON needs a "parts" array.');
  const parts: ConvexShape[] = [];
  for (let i = 0; i < json.parts.length; i++) parts.push(partFromJSON(json.parts[i], i));
  return new Compound(parts, transformOf(json));
}

function partFromJSON(part: unknown, index: number): ConvexShape {
  if (part !== null && typeof part === 'object' && (part as { type?: unknown }).type === 'compound') {
    throw new SepaxError(
      'INVALID_ARGUMENT',
      `compound JSON part ${index} is itself a compound; compounds do not nest: list its parts in the outer compound.`,
      { index },
    );
  }
  try {
    return fromJSON(part as ShapeJSON) as ConvexShape;
  } catch (e) {
    if (!(e instanceof SepaxError)) throw e;
    throw new SepaxError(e.code, `compound JSON part ${index}: ${e.message}`, { ...e.details, index });
  }
}

function transformOf(json: TransformJSON): TransformInit {
  const t: TransformInit = {};
  if (json.position !== undefined) t.position = json.position;
  if (json.angle !== undefined) t.angle = json.angle;
  if (json.scale !== undefined) t.scale = json.scale;
  return t;
}
